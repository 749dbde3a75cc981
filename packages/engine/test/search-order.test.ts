/**
 * Move ordering (search/order.ts): captures that lose material — a piece worth more than its victim
 * taking on a defended square — come after the quiet moves where the variant's tables say so
 * (EvalTables.demoteLosingCaptures), and with the other captures elsewhere; a capture of the Berserker
 * (a tempo by the table, but it forces its owner's re-placement) never counts as losing.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, parseSquare, makeSan, BLACK, type Position } from '../src/index.js';
import { evalTables } from '../src/search/evaluate.js';
import { OrderTables, scoreMoves } from '../src/search/order.js';

/** Each legal move's SAN and its ordering score, at the root with no TT move, killers or history. */
function scored(variant: string, fen: string): Map<string, number> {
  const v = getVariant(variant);
  const pos: Position = parseFen(v, fen);
  const moves = new Int32Array(512), scores = new Int32Array(512);
  const n = pos.generateLegal(moves, 0);
  const order = new OrderTables(8);
  order.reset(pos.size);
  scoreMoves(pos, evalTables(v), moves, scores, n, 0, 0, order);
  const legal = [...moves.subarray(0, n)];
  return new Map(legal.map((m, i) => [makeSan(pos, m, legal), scores[i]!]));
}

const quietMax = (s: Map<string, number>, quiet: string[]) => Math.max(...quiet.map((san) => s.get(san)!));

describe('move ordering', () => {
  // White's queen can take a pawn that a pawn defends (losing a queen for a pawn), or an undefended
  // knight; Ke2 and h3 are quiet.
  const CHESS = '4k3/8/2p5/3p3n/8/8/7P/3QK3 w - - 0 1';

  it('puts a capture that loses material after the quiet moves in chess', () => {
    const s = scored('chess', CHESS);
    expect(s.get('Qxd5'), 'queen takes a defended pawn').toBeLessThan(quietMax(s, ['Ke2', 'h3']));
    expect(s.get('Qxh5+'), 'queen takes an undefended knight').toBeGreaterThan(quietMax(s, ['Ke2', 'h3']));
    expect(s.get('Qxh5+')).toBeGreaterThan(s.get('Qxd5')!);
  });

  it('keeps every capture before the quiet moves in Battle of the Kings and on the Brawl board', () => {
    // Battle of the Kings: a moving piece leaves another behind, which the one-exchange test does not count.
    const botkFen = '4k3/8/2p5/3p4/8/8/7P/3QK3 w - - 0 1';
    const botkPos = parseFen(getVariant('battle-of-the-kings'), botkFen);
    expect(botkPos.attacked(parseSquare(botkPos.v.geo, 'd5'), BLACK), 'the pawn on d5 is defended').toBe(true);
    const botk = scored('battle-of-the-kings', botkFen);
    expect(botk.get('Qxd5')).toBeGreaterThan(quietMax(botk, ['Ke2', 'h3']));
    const brawlFen = '6k5/12/12/12/12/12/2p9/3p8/12/12/11P/3Q2K5 w - - 0 1';
    const brawlPos = parseFen(getVariant('brawl'), brawlFen);
    expect(brawlPos.attacked(parseSquare(brawlPos.v.geo, 'd5'), BLACK), 'the pawn on d5 is defended').toBe(true);
    const brawl = scored('brawl', brawlFen);
    expect(brawl.get('Qxd5'), 'queen takes a defended pawn on 12x12').toBeGreaterThan(quietMax(brawl, ['Kg2', 'l3']));
  });

  it('never counts taking the Berserker as losing', () => {
    // The Berserker (Z) on d5, defended by the c6 pawn: taking it with the queen is still tried among the captures.
    const s = scored('berserker', '4k3/8/2p5/3z4/8/8/7P/3QK3 w - - 0 1 T');
    expect(s.get('Qxd5')).toBeGreaterThan(quietMax(s, ['Ke2', 'h3']));
  });
});
