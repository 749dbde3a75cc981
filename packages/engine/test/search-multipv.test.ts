/**
 * Multi-PV in the Searcher (issue 26): `limits.multiPv` lines per iteration, each from a root move no
 * better line took, best first for the chooser; with one line the search is the single-PV one, node
 * for node; the async slices resume inside an iteration's lines; a mate on the first line does not end
 * the search while other lines are open.
 */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { Game, Searcher, ChessError, MATE_BOUND, type SearchResult } from '../src/index.js';

const POSITIONS: readonly [string, string | undefined, string[]][] = [
  ['chess', undefined, []],
  ['chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', []],
  ['berserker', undefined, ['e3', 'e5']],
  ['berserker', undefined, ['e4', 'Nb8=Z', 'd3', 'd5']],
  ['brawl', undefined, ['e4']],
];

function game(variant: string, fen: string | undefined, moves: readonly string[]): Game {
  const g = new Game({ variant, ...(fen ? { fen } : {}) });
  for (const m of moves) g.play(m);
  return g;
}

/** What a search decided and what it cost: equal for two searches that walked the same tree. */
const summary = (r: SearchResult) => ({ nodes: r.nodes, move: r.move, score: r.score, pv: r.pv, depth: r.depth, reason: r.reason });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('multi-PV', () => {
  it('multiPv 1 is the single-PV search, node for node, at every depth', () => {
    for (const [variant, fen, moves] of POSITIONS) {
      const g = game(variant, fen, moves);
      for (let depth = 1; depth <= 5; depth++) {
        const plain = new Searcher().search(g.position, { depth });
        const one = new Searcher().search(g.position, { depth, multiPv: 1 });
        expect(summary(one), `${variant} ${moves.join(' ')} depth ${depth}`).toEqual(summary(plain));
        expect(one.lines).toEqual([{ pv: one.pv, score: one.score, mate: one.mate, berserkerMate: one.berserkerMate }]);
      }
    }
  });

  it('lines are distinct first moves, best first, as many as asked or as there are legal moves', () => {
    for (const [variant, fen, moves] of POSITIONS) {
      const g = game(variant, fen, moves);
      const legal = g.position.legalMoves();
      for (const multiPv of [3, 40]) {
        const r = new Searcher().search(g.position, { depth: 3, multiPv });
        const firsts = r.lines.map((l) => l.pv[0]);
        expect(r.lines.length).toBe(Math.min(multiPv, legal.length));
        expect(new Set(firsts).size).toBe(firsts.length);
        for (const m of firsts) expect(legal).toContain(m);
        for (let i = 1; i < r.lines.length; i++) expect(r.lines[i]!.score).toBeLessThanOrEqual(r.lines[i - 1]!.score);
        expect([r.move, r.score, r.pv]).toEqual([r.lines[0]!.pv[0], r.lines[0]!.score, r.lines[0]!.pv]);
      }
    }
  });

  it('a line after the first is searched without the earlier lines\' moves', () => {
    // Only Ra8 mates: with five lines it is the first and no other line finds a mate.
    const g = new Game({ fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1' });
    const r = new Searcher().search(g.position, { depth: 4, multiPv: 5 });
    expect(r.lines.map((l) => l.mate)).toEqual([1, null, null, null, null]);
    expect(r.lines[0]!.pv).toEqual([g.legalMoves().find((m) => m.san === 'Ra8#')!.move]);
  });

  it('on a placement turn the lines are sorted for the placer, who decides', () => {
    // 1. e3 e5 released White's Berserker: Black places it (Nb1=Z or Ng1=Z), scores from Black's view.
    const g = game('berserker', undefined, ['e3', 'e5']);
    const r = new Searcher().search(g.position, { depth: 4, multiPv: 2 });
    expect(r.chooser).toBe(1);
    expect(r.lines).toHaveLength(2);
    expect(r.lines[0]!.score).toBeGreaterThanOrEqual(r.lines[1]!.score);
    const single = new Searcher().search(g.position, { depth: 4 });
    expect(r.lines[0]!.score).toBe(single.score);
  });

  it('a mate on the first line does not end the search while the other lines are open', () => {
    const g = new Game({ fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1' });
    const single = new Searcher().search(g.position, { depth: 6 });
    expect([single.reason, single.depth]).toEqual(['mate', 1]);
    const two = new Searcher().search(g.position, { depth: 6, multiPv: 2 });
    expect([two.reason, two.depth]).toEqual(['depth', 6]);
    // Every line forced: the search stops as a single-PV one would.
    const mates = new Game({ fen: '7r/8/8/8/8/2k5/8/K7 b - - 0 1' });
    const both = new Searcher().search(mates.position, { depth: 12, multiPv: 2 });
    expect(both.reason).toBe('mate');
    expect(both.lines.every((l) => Math.abs(l.score) >= MATE_BOUND)).toBe(true);
  });

  it('searchAsync in slices resumes inside an iteration\'s lines and finishes every line', async () => {
    const g = game('chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', []);
    // The engine is type-checked without DOM or Node types: the host's setTimeout, typed here.
    const timeout = vi.spyOn(globalThis as unknown as { setTimeout: (callback: () => void, ms: number) => unknown }, 'setTimeout');
    const depths: number[] = [];
    const r = await new Searcher().searchAsync(g.position, { depth: 6, multiPv: 3, sliceMs: 1, onInfo: (i) => depths.push(i.depth) });
    expect(timeout.mock.calls.length, 'the search yielded between slices').toBeGreaterThan(3);
    expect(depths).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.depth).toBe(6);
    expect(r.lines).toHaveLength(3);
    expect(new Set(r.lines.map((l) => l.pv[0])).size).toBe(3);
  });

  it('a position without moves has no lines; a bad multiPv is ERR_ARGS naming it', () => {
    const mated = new Game({ fen: 'R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1' });
    expect(new Searcher().search(mated.position, { multiPv: 3 }).lines).toEqual([]);
    const s = new Searcher();
    for (const bad of [0, -1, 1.5, '2']) {
      let error: unknown;
      try {
        s.search(mated.position, { multiPv: bad as number });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ChessError);
      expect((error as ChessError).code).toBe('ERR_ARGS');
      expect((error as ChessError).message).toContain('multiPv');
    }
    expect(s.searching).toBe(false);
  });
});
