/**
 * The game review (issue 26): classifyMove's thresholds on winning chances (lichess's), and reviewGame
 * over a tree's main line — a blunder marked ?? with the better line, sound moves left alone, the
 * evaluations of every position, determinism, stopping.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import {
  classifyMove, winningChances, reviewGame, readGameTree, Game, Searcher, ChessError, MATE_CP, BLUNDER, MISTAKE, INACCURACY,
  type GameReview,
} from '../src/index.js';

declare class AbortController {
  readonly signal: { readonly aborted: boolean };
  abort(): void;
}

/** The centipawns whose winning chances are `w` (the inverse of lichess's curve). */
const cpFor = (w: number): number => Math.log((1 + w) / (1 - w)) / 0.00368208;

describe('winningChances and classifyMove', () => {
  it('winning chances: 0 at equality, symmetric, lichess\'s curve, ±1 for a mate', () => {
    expect(winningChances(0)).toBe(0);
    expect(winningChances(100)).toBeCloseTo(0.18206, 4);
    expect(winningChances(-300)).toBeCloseTo(-winningChances(300), 12);
    expect(winningChances(MATE_CP - 7)).toBe(1);
    expect(winningChances(-(MATE_CP - 30))).toBe(-1);
    expect(winningChances(3000)).toBeLessThan(1);
  });

  it('a drop of 0.1, 0.2, 0.3 in winning chances is an inaccuracy (6), a mistake (2), a blunder (4)', () => {
    for (const [w, below, at] of [[0.1, null, INACCURACY], [0.2, INACCURACY, MISTAKE], [0.3, MISTAKE, BLUNDER]] as const) {
      const cp = cpFor(w);
      expect(classifyMove(0, -(cp - 1)), `just under ${w}`).toBe(below);
      expect(classifyMove(0, -(cp + 1)), `just over ${w}`).toBe(at);
    }
    expect([INACCURACY, MISTAKE, BLUNDER]).toEqual([6, 2, 4]);
    expect(classifyMove(30, 20)).toBeNull();
    expect(classifyMove(-20, 80), 'an improvement').toBeNull();
  });

  it('the same centipawns weigh less far from equality; mates count as won or lost', () => {
    expect(classifyMove(50, -50)).toBe(INACCURACY);
    expect(classifyMove(1500, 1000), 'still winning').toBeNull();
    expect(classifyMove(MATE_CP - 3, MATE_CP - 9), 'a slower mate').toBeNull();
    expect(classifyMove(MATE_CP - 3, 0), 'a mate thrown away').toBe(BLUNDER);
    expect(classifyMove(0, -(MATE_CP - 2)), 'walking into a mate').toBe(BLUNDER);
    expect(classifyMove(-(MATE_CP - 9), -(MATE_CP - 3)), 'a quicker loss when lost anyway').toBeNull();
  });

  it('the best move and the only legal move are never marked', () => {
    expect(classifyMove(0, -(MATE_CP - 2), { best: true })).toBeNull();
    expect(classifyMove(0, -(MATE_CP - 2), { forced: true })).toBeNull();
    expect(classifyMove(0, -(MATE_CP - 2), { best: false, forced: false })).toBe(BLUNDER);
  });
});

// 3...Nf6?? allows Qxf7#; g6, Qe7 or Qf6 kept the game level.
const SCHOLAR = '[Event "Scholar"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0';
const NODES = 20000;

describe('reviewGame', () => {
  let review: GameReview;
  const progress: [number, number][] = [];
  beforeAll(async () => {
    review = await reviewGame(readGameTree(SCHOLAR), { nodes: NODES, onProgress: (d, t) => progress.push([d, t]) });
  });

  it('evaluates every main-line position, from White\'s point of view, the end as its result', () => {
    expect(progress).toEqual(Array.from({ length: 8 }, (_, i) => [i + 1, 8]));
    expect(review.complete).toBe(true);
    expect(review.evals.map((e) => [e.ply, e.path])).toEqual([
      [0, ''], [1, '0'], [2, '0.0'], [3, '0.0.0'], [4, '0.0.0.0'], [5, '0.0.0.0.0'], [6, '0.0.0.0.0.0'], [7, '0.0.0.0.0.0.0'],
    ]);
    expect(review.evals[6]).toMatchObject({ mate: 1, text: '#1', whiteScore: MATE_CP - 1 });
    expect(review.evals[7]).toEqual({ ply: 7, path: '0.0.0.0.0.0.0', whiteScore: MATE_CP, mate: null, text: '1-0' });
    expect(Math.abs(review.evals[0]!.whiteScore)).toBeLessThan(100);
  });

  it('marks the blunder ?? with a better line that defends, and leaves the sound moves alone', () => {
    const blunder = review.marks.find((m) => m.ply === 6);
    expect(blunder).toMatchObject({ path: '0.0.0.0.0.0', san: 'Nf6', nag: BLUNDER, chooser: 'black' });
    expect(blunder!.loss).toBeGreaterThan(0.9);
    expect(blunder!.better.length).toBeGreaterThan(1);
    expect(blunder!.better.length).toBeLessThanOrEqual(8);
    // The better move stops the mate: after it White has no mate in one.
    const game = new Game();
    for (const san of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', blunder!.better[0]!]) game.play(san);
    for (const reply of game.legalMoves()) expect(reply.check, reply.san).not.toBe('checkmate');
    // 1. e4 e5 are sound; 4. Qxf7# is the best move.
    expect(review.marks.filter((m) => m.ply <= 2 || m.ply === 7)).toEqual([]);
  });

  it('is deterministic: the same review again, on a Searcher that searched something else in between', async () => {
    const searcher = new Searcher();
    searcher.search(new Game({ fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' }).position, { depth: 5 });
    expect(await reviewGame(readGameTree(SCHOLAR), { nodes: NODES, searcher })).toEqual(review);
  });

  it('stopped by its signal, it returns the positions evaluated so far and only their marks', async () => {
    const stop = new AbortController();
    const partial = await reviewGame(readGameTree(SCHOLAR), { nodes: NODES, signal: stop.signal, onProgress: (d) => d === 3 && stop.abort() });
    expect(partial.complete).toBe(false);
    expect(partial.evals).toEqual(review.evals.slice(0, 3));
    expect(partial.marks).toEqual(review.marks.filter((m) => m.ply < 3));
  });

  it('bad arguments are ERR_ARGS naming what is wrong', async () => {
    const tree = readGameTree(SCHOLAR);
    for (const [args, where] of [[[null], 'tree'], [[tree, { nodes: 'many' }], 'options.nodes'], [[tree, { onProgress: 1 }], 'options.onProgress']] as const) {
      let error: unknown;
      try {
        await (reviewGame as (...a: unknown[]) => Promise<GameReview>)(...args);
      } catch (e) {
        error = e;
      }
      expect(error, where).toBeInstanceOf(ChessError);
      expect((error as ChessError).where).toBe(where);
    }
  });
});
