/**
 * `analyse` (issue 26): a game's position analysed for an analysis board — lines with SAN and
 * coordinates, evaluations and mates from White's point of view whoever decides, the chooser of a
 * placement turn, a finished game, stopping, and its arguments.
 */
import { describe, it, expect } from 'vitest';
import { Game, Searcher, analyse, ChessError, MATE_CP, playMovetext, parseMove, type Analysis } from '../src/index.js';
import { analysisLine } from '../src/analysis/lines.js';

declare class AbortController {
  readonly signal: { readonly aborted: boolean };
  abort(): void;
}

/** The error a promise rejects with (undefined when it resolves). */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('analyse', () => {
  it('a mate for White is +N, "#N", a positive score; the same mate for Black is -N, "#-N"', async () => {
    // Kb6 Kb8 Rh8# — and the same with the colours exchanged.
    const white = await analyse(new Game({ fen: 'k7/8/2K5/8/8/8/8/7R w - - 0 1' }), { depth: 6 });
    expect(white.chooser).toBe('white');
    expect(white.lines[0]).toMatchObject({ mate: 2, text: '#2', whiteScore: MATE_CP - 3, san: ['Kb6', 'Kb8', 'Rh8#'], moves: ['c6b6', 'a8b8', 'h1h8'] });
    const black = await analyse(new Game({ fen: '7r/8/8/8/8/2k5/8/K7 b - - 0 1' }), { depth: 6 });
    expect(black.chooser).toBe('black');
    expect(black.lines[0]).toMatchObject({ mate: -2, text: '#-2', whiteScore: -(MATE_CP - 3) });
    expect(black.lines[0]!.san.at(-1)).toMatch(/#$/);
    expect(black.done).toBe(true);
  });

  it('the side being mated sees the mate with the mater\'s sign', async () => {
    // White to move, only Kb1, then Rh1#: Black mates in 1.
    const a = await analyse(new Game({ fen: '7r/8/8/8/8/1k6/8/K7 w - - 0 1' }), { depth: 4 });
    expect(a.chooser).toBe('white');
    expect(a.lines[0]).toMatchObject({ mate: -1, text: '#-1', san: ['Kb1', 'Rh1#'] });
    expect(a.lines[0]!.whiteScore).toBeLessThan(-(MATE_CP - 10));
  });

  it('centipawns are White\'s: a Black chooser\'s search score is negated, and the text is evalText\'s', async () => {
    const game = new Game();
    playMovetext(game, '1. e4 e5 2. Nf3 Nc6 3. Bb5');
    const a = await analyse(game, { depth: 4, searcher: new Searcher() });
    const r = new Searcher().search(game.position, { depth: 4, history: game.repeatablePositionHashes() });
    expect(a.chooser).toBe('black');
    expect(a.lines[0]!.whiteScore).toBe(-r.score);
    const pawns = (Math.abs(r.score) / 100).toFixed(1);
    expect(a.lines[0]!.text).toBe(pawns === '0.0' ? '0.0' : `${-r.score > 0 ? '+' : '\u2212'}${pawns}`);
  });

  it('several lines: distinct first moves, best first for the chooser, never more than the legal moves', async () => {
    const game = new Game();
    playMovetext(game, '1. e4 e5 2. Nf3');
    const a = await analyse(game, { depth: 4, lines: 4, searcher: new Searcher() });
    expect(a.lines).toHaveLength(4);
    expect(new Set(a.lines.map((l) => l.moves[0])).size).toBe(4);
    // Black chooses: best first is the lowest score for White.
    const scores = a.lines.map((l) => l.whiteScore);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    const few = await analyse(new Game({ fen: '7r/8/8/8/8/1k6/8/K7 w - - 0 1' }), { depth: 3, lines: 5 });
    expect(few.lines.map((l) => l.san[0])).toEqual(['Kb1']);
  });

  it('a placement turn reports the placer as the chooser, while the turn counts as the owner\'s', async () => {
    const game = new Game({ variant: 'berserker' });
    playMovetext(game, '1. e3 e5');
    expect(game.turn).toBe('white');
    const a = await analyse(game, { depth: 3, lines: 2, searcher: new Searcher() });
    expect(a.chooser).toBe('black');
    expect(a.lines.map((l) => l.san[0]).sort()).toEqual(['Nb1=Z', 'Ng1=Z']);
    const r = new Searcher().search(game.position, { depth: 3, history: game.repeatablePositionHashes() });
    expect(a.lines[0]!.whiteScore).toBe(-r.score);
  });

  it('a game over (no legal move) resolves at once with no lines', async () => {
    const a = await analyse(new Game({ fen: 'R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1' }));
    expect(a).toEqual({ depth: 0, nodes: 0, nps: 0, time: 0, chooser: 'black', lines: [], done: true });
  });

  it('without limits it runs until stopped, reporting each iteration, and resolves with the best so far', async () => {
    const stop = new AbortController();
    const reports: Analysis[] = [];
    const a = await analyse(new Game(), {
      lines: 2, signal: stop.signal, searcher: new Searcher(),
      onInfo: (r) => {
        reports.push(r);
        if (r.depth >= 4) stop.abort();
      },
    });
    expect(reports.map((r) => [r.depth, r.done])).toEqual([[1, false], [2, false], [3, false], [4, false]]);
    expect(a.done).toBe(true);
    expect(a.depth).toBe(4);
    expect(a.lines).toHaveLength(2);
    expect(a.lines.map((l) => l.moves)).toEqual(reports[3]!.lines.map((l) => l.moves));
  });

  it('a signal aborted before the start stops at the first check, with a legal line', async () => {
    const stop = new AbortController();
    stop.abort();
    const game = new Game();
    const a = await analyse(game, { signal: stop.signal, searcher: new Searcher() });
    // The signal is read every 1024 nodes: the shallow iterations before the first reading finish.
    expect(a.nodes).toBeLessThanOrEqual(2048);
    expect(game.legalMoves().map((m) => m.coordinate)).toContain(a.lines[0]!.moves[0]);
  });

  it('a long line is written in SAN for 16 plies, in coordinates whole', () => {
    const start = new Game().position, pos = start.clone();
    const pv: number[] = [];
    for (let i = 0; i < 5; i++) {
      for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) {
        const m = parseMove(pos, san);
        pv.push(m);
        pos.make(m);
      }
    }
    const line = analysisLine(start, { pv, score: 0, mate: null, berserkerMate: false }, 0);
    expect(line.moves).toHaveLength(20);
    expect(line.moves.slice(0, 4)).toEqual(['g1f3', 'g8f6', 'f3g1', 'f6g8']);
    expect(line.san).toEqual(Array.from({ length: 4 }, () => ['Nf3', 'Nf6', 'Ng1', 'Ng8']).flat());
  });

  it('bad arguments are ERR_ARGS naming what is wrong', async () => {
    const game = new Game();
    const cases: [unknown[], string][] = [
      [[null], 'game'],
      [[game, 42], 'options'],
      [[game, { lines: 0 }], 'options.lines'],
      [[game, { lines: 1.5 }], 'options.lines'],
      [[game, { depth: '3' }], 'options.depth'],
      [[game, { onInfo: 'x' }], 'options.onInfo'],
      [[game, { searcher: {} }], 'options.searcher'],
    ];
    for (const [args, where] of cases) {
      const e = await rejection((analyse as (...a: unknown[]) => Promise<Analysis>)(...args));
      expect(e, where).toBeInstanceOf(ChessError);
      expect((e as ChessError).code).toBe('ERR_ARGS');
      expect((e as ChessError).where).toBe(where);
    }
  });
});
