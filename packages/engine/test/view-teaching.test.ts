/**
 * Teaching views (src/view/teaching.ts): a piece's targets by kind, and placement turns explained —
 * R5's settled rank per knight (C1), the options, and every refused empty square with a structured
 * reason (R5 attacks, C2 king left in check, occupied, wrong rank, R3 marks). Expected choices are
 * worked out by hand from the rules spec; the comments give the reasoning.
 */
import { describe, it, expect } from 'vitest';
import {
  placementChoices, capturePlacementChoices, explainSquare, pieceTargets, type PlacementChoices,
} from '../src/index.js';
import { after, bz, thrown } from './helpers.js';

const SEED2_TO_ZF3 = '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3';
/** White's captured Berserker waits; every empty square of rank 1 (d1) and c2, g2 attack the black pawn on e3. */
const LOWER_RANK_FEN = '4k3/8/8/8/8/4p3/8/RNB1KBNR w - - 0 1 tP';
/** The same, mirrored: Black's Berserker waits, its rank 1 is the 8th. */
const LOWER_RANK_BLACK = 'rnb1kbnr/8/4P3/8/8/8/8/4K3 b - - 0 1 Tp';
/** White's release waits; the e2 knight is pinned by the rook on e8, the h3 knight is free. */
const PINNED_FEN = '4r1k1/8/8/8/8/7N/4N3/4K3 w - - 0 2 tR';
/** White's Berserker waits (P); a knight on b1 or d1 attacks the black king on c3, one on f1 the white pawn on h2. */
const THREAT_FEN = '8/p7/8/8/8/2k5/7P/6K1 w - - 0 1 tP';

const squares = (list: ReadonlyArray<{ square: string }>) => list.map((x) => x.square);
const sans = (c: PlacementChoices) => c.options.map((o) => o.san);


describe('pieceTargets', () => {
  it('a pawn on e2 at the start: e3 by a move only, d3/f3 by captures only, e4 by its initial double step', () => {
    const t = pieceTargets(bz(), 'e2');
    expect([...t].sort((a, b) => a.index - b.index)).toEqual([
      { square: 'd3', index: 19, kind: 'capture-only' },
      { square: 'e3', index: 20, kind: 'move-only' },
      { square: 'f3', index: 21, kind: 'capture-only' },
      { square: 'e4', index: 28, kind: 'initial' },
    ]);
  });

  it('a knight on g1 reaches f3 and h3 (e2 holds its own pawn); an empty square reaches nothing', () => {
    expect(squares(pieceTargets(bz(), 'g1')).sort()).toEqual(['f3', 'h3']);
    expect(pieceTargets(bz(), 'e4')).toEqual([]);
  });

  it('on a placement turn a knight\'s targets are its placement squares', () => {
    expect(pieceTargets(after('e3 e5'), 'g1')).toEqual([{ square: 'g1', index: 6, kind: 'placement' }]);
  });
});

describe('placementChoices: release (R3, R5, C1, C2)', () => {
  it('not a placement turn: null', () => {
    expect(placementChoices(bz())).toBeNull();
    expect(placementChoices(after('e3 e5 Nb1=Z'))).toBeNull();
  });

  it('seed 1, after 1. e3 e5: Black places White\'s Berserker, each knight where it stands (its own square counts as empty, C1)', () => {
    const c = placementChoices(after('e3 e5'))!;
    expect(c.kind).toBe('release');
    expect(c.owner).toBe('white');
    expect(c.controller).toBe('black');
    expect(sans(c)).toEqual(['Nb1=Z', 'Ng1=Z']);
    expect(c.candidates.map((k) => [k.knight, k.rank, k.attackCondition, sans({ ...c, options: k.options })])).toEqual([
      ['b1', 1, true, ['Nb1=Z']],
      ['g1', 1, true, ['Ng1=Z']],
    ]);
    // Rank 1 holds no other empty square: nothing is refused.
    expect(c.candidates.every((k) => k.refused.length === 0)).toBe(true);
    expect(c.options[0]).toEqual({ knight: 'b1', square: 'b1', index: 1, san: 'Nb1=Z', coordinate: 'b1b1z' });
  });

  it('a pinned knight (C2): the rank is fixed first, then every square of it is refused for leaving the king in check', () => {
    const c = placementChoices(bz(PINNED_FEN))!;
    const [e2, h3] = c.candidates;
    expect(e2!.knight).toBe('e2');
    expect(e2!.rank).toBe(1);
    expect(e2!.options).toEqual([]);
    expect(squares(e2!.refused)).toEqual(['a1', 'b1', 'c1', 'd1', 'f1', 'g1', 'h1']);
    expect(e2!.refused[0]!.reason).toEqual({ rule: 'C2', code: 'king-in-check', king: 'e1' });
    expect(e2!.refused[4]!.text).toBe("moving the knight from e2 to f1 would leave White's king on e1 in check (C2)");
    expect(h3!.knight).toBe('h3');
    expect(sans({ ...c, options: h3!.options })).toEqual(['Na1=Z', 'Nb1=Z', 'Nc1=Z', 'Nd1=Z', 'Nf1=Z', 'Ng1=Z', 'Nh1=Z']);
    // The ✕ marks before a knight is chosen leave out squares the h3 knight may use.
    expect(c.refused).toEqual([]);
  });

  it('explainSquare per knight: the pinned knight is refused f1, the free one may go there', () => {
    const g = bz(PINNED_FEN);
    expect(explainSquare(g, 'f1', 'e2')).toMatchObject({ knight: 'e2', square: 'f1', reason: { rule: 'C2', code: 'king-in-check', king: 'e1' } });
    expect(explainSquare(g, 'f1', 'h3')).toBeNull();
    expect(explainSquare(g, 'f1')).toBeNull();
    expect(explainSquare(g, 'e2', 'h3')).toMatchObject({ reason: { rule: 'R5', code: 'occupied', piece: { square: 'e2', role: 'knight', color: 'white' } } });
    expect(explainSquare(g, 'a2', 'h3')).toMatchObject({
      reason: { rule: 'R5', code: 'wrong-rank', rank: 2, placementRank: 1 },
      text: "a2 is on White's rank 2; the Berserker goes on rank 1, the lowest with a placement square (R5)",
    });
    expect(thrown(() => explainSquare(g, 'f1', 'a1')).code).toBe('ERR_ILLEGAL_MOVE');
  });

  it('seed 1: explainSquare names the occupied e3 and the wrong rank of f3; b1 is fine for the b1 knight', () => {
    const g = after('e3 e5');
    expect(explainSquare(g, 'e3', 'g1')).toMatchObject({ reason: { code: 'occupied', piece: { role: 'pawn', color: 'white' } }, text: 'e3 is occupied by the white pawn (R5)' });
    expect(explainSquare(g, 'f3', 'g1')).toMatchObject({ reason: { code: 'wrong-rank', rank: 3, placementRank: 1 } });
    expect(explainSquare(g, 'b1', 'b1')).toBeNull();
    expect(explainSquare(g, 'b1', 'g1')).toMatchObject({ reason: { code: 'occupied', piece: { square: 'b1', role: 'knight' } } });
    expect(explainSquare(g, 'b1')).toBeNull();
    expect(thrown(() => explainSquare(bz(), 'e4')).code).toBe('ERR_ILLEGAL_MOVE');
    expect(thrown(() => explainSquare(g, 'k1')).code).toBe('ERR_SQUARE');
  });
});

describe('placementChoices: re-placement (R4, R5)', () => {
  it('seed 2, after 4... exf3: only f1; g1 is refused because a knight there would attack the pawn on f3', () => {
    const g = after(`${SEED2_TO_ZF3} exf3`);
    const c = placementChoices(g)!;
    expect(c.kind).toBe('place');
    expect(c.owner).toBe('white');
    expect(c.controller).toBe('black');
    expect(c.options).toEqual([{ knight: null, square: 'f1', index: 5, san: 'Zf1', coordinate: 'z@f1' }]);
    expect(c.candidates).toHaveLength(1);
    expect(c.candidates[0]).toMatchObject({ knight: null, rank: 1, attackCondition: true });
    const expected = {
      knight: null, square: 'g1', index: 6,
      reason: { rule: 'R5', code: 'attacks', protectedSide: 'black', attacked: [{ square: 'f3', index: 21, role: 'pawn', letter: 'P', name: 'pawn', color: 'black', berserker: false }] },
      text: 'a knight on g1 would attack the pawn on f3 (R5)',
    };
    expect(c.candidates[0]!.refused).toEqual([expected]);
    expect(c.refused).toEqual([expected]);
    expect(explainSquare(g, 'g1')).toEqual(expected);
    expect(explainSquare(g, 'f1')).toBeNull();
  });

  it('threat=none: no attack condition, both f1 and g1 (and nothing refused)', () => {
    const c = placementChoices(after(`${SEED2_TO_ZF3} exf3`, { rules: 'threat=none' }))!;
    expect(sans(c)).toEqual(['Zf1', 'Zg1']);
    expect(c.candidates[0]).toMatchObject({ rank: 1, attackCondition: false, refused: [] });
  });

  it('threat=owner: the Berserker may not attack its owner\'s pieces — f1 would attack the white pawn on h2', () => {
    const c = placementChoices(bz(THREAT_FEN, 'threat=owner'))!;
    expect(squares(c.options)).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'h1']);
    expect(c.refused).toHaveLength(1);
    expect(c.refused[0]).toMatchObject({ square: 'f1', reason: { code: 'attacks', protectedSide: 'white', attacked: [{ square: 'h2', color: 'white' }] } });
  });

  it('threat=placer: b1 and d1 would attack the black king on c3', () => {
    const c = placementChoices(bz(THREAT_FEN))!;
    expect(squares(c.options)).toEqual(['a1', 'c1', 'e1', 'f1', 'h1']);
    expect(c.refused.map((r) => r.text)).toEqual([
      'a knight on b1 would attack the king on c3 (R5)',
      'a knight on d1 would attack the king on c3 (R5)',
    ]);
  });

  it('a rank passed over: d1 (rank 1) and c2, g2 (rank 2) attack the pawn on e3; the Berserker goes on rank 2', () => {
    const c = placementChoices(bz(LOWER_RANK_FEN))!;
    expect(c.candidates[0]).toMatchObject({ rank: 2, attackCondition: true });
    expect(squares(c.options)).toEqual(['a2', 'b2', 'd2', 'e2', 'f2', 'h2']);
    expect(squares(c.refused)).toEqual(['d1', 'c2', 'g2']);
    expect(c.refused.every((r) => r.reason.code === 'attacks' && r.reason.attacked.map((p) => p.square).join() === 'e3')).toBe(true);
    expect(explainSquare(bz(LOWER_RANK_FEN), 'a3')).toMatchObject({ reason: { code: 'wrong-rank', rank: 3, placementRank: 2 } });
  });

  it('the same for Black: ranks count from Black\'s side (rank 1 is the 8th)', () => {
    const g = bz(LOWER_RANK_BLACK);
    const c = placementChoices(g)!;
    expect(c).toMatchObject({ kind: 'place', owner: 'black', controller: 'white' });
    expect(c.candidates[0]).toMatchObject({ rank: 2, attackCondition: true });
    expect(squares(c.options)).toEqual(['a7', 'b7', 'd7', 'e7', 'f7', 'h7']);
    expect(squares(c.refused)).toEqual(['c7', 'g7', 'd8']);
    expect(explainSquare(g, 'a6')!.text).toBe("a6 is on Black's rank 3; the Berserker goes on rank 2, the lowest with a placement square (R5)");
  });
});

describe('placementChoices: release=owner-marks', () => {
  it('after 1. e3 e5 White marks one of Black\'s knights where it stands; a pawn cannot be marked', () => {
    const g = after('e3 e5', { rules: 'release=owner-marks' });
    const c = placementChoices(g)!;
    expect(c).toMatchObject({ kind: 'mark', owner: 'black', controller: 'white' });
    expect(c.options.map((o) => [o.knight, o.square, o.san])).toEqual([['b8', 'b8', 'Nb8=Z'], ['g8', 'g8', 'Ng8=Z']]);
    expect(explainSquare(g, 'g8')).toBeNull();
    expect(explainSquare(g, 'e5')).toMatchObject({ reason: { rule: 'R3', code: 'not-a-knight', piece: { role: 'pawn', color: 'black' } } });
    expect(explainSquare(g, 'e4')).toMatchObject({ reason: { code: 'not-a-knight', piece: null } });
  });
});

describe('capturePlacementChoices (capture=capturer-turn)', () => {
  const R = 'capture=capturer-turn';

  it('seed 2 under capturer-turn: 4... exf3 places the Berserker in the same move, on f1 only', () => {
    const g = after(SEED2_TO_ZF3, { rules: R });
    expect(placementChoices(g)).toBeNull();
    for (const text of ['exf3', 'e4f3', 'exf3+', 'exf3/Zg1']) {
      const c = capturePlacementChoices(g, text);
      expect(c).toMatchObject({ kind: 'place', owner: 'white', controller: 'black' });
      expect(c.options).toEqual([{ knight: null, square: 'f1', index: 5, san: 'exf3/Zf1', coordinate: 'e4f3/f1' }]);
      expect(c.refused.map((r) => r.text)).toEqual(['a knight on g1 would attack the pawn on f3 (R5)']);
    }
    // The game is unchanged by asking.
    expect(g.history).toHaveLength(7);
  });

  it('a move that does not capture the Berserker, or the default capture rule, is a ChessError', () => {
    const g = after(SEED2_TO_ZF3, { rules: R });
    const e = thrown(() => capturePlacementChoices(g, 'Nf6'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.message).toContain('exf3');
    expect(thrown(() => capturePlacementChoices(after(SEED2_TO_ZF3), 'exf3')).code).toBe('ERR_ILLEGAL_MOVE');
  });
});
