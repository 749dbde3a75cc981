/**
 * The search never returns an illegal move: thousands of positions from seeded random playouts of
 * every variant and every combination of the Berserker rule options, placement turns included, each
 * searched at a tiny depth. Also: quiescence's own capture generator agrees with the legal move list.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, makeFen, Searcher, evalTables, pvToCoordinates, VARIANT_IDS, type Position } from '../src/index.js';
import { dueAction } from '../src/berserker.js';
import { generateTactical } from '../src/search/captures.js';
import { seededRandom, allRuleCombinations } from './random.js';

/** Random playouts; calls `visit` on every `every`-th position (the game's start excluded). */
function playouts(variant: string, rules: string | undefined, games: number, plies: number, seed: number, every: number, visit: (pos: Position) => void): void {
  const v = getVariant(variant, rules);
  const rnd = seededRandom(seed);
  for (let g = 0; g < games; g++) {
    const pos = parseFen(v, v.def.startFen);
    for (let ply = 0; ply < plies; ply++) {
      if (ply > 0 && ply % every === 0) visit(pos);
      const legal = pos.legalMoves();
      if (legal.length === 0) { visit(pos); break; }
      pos.make(legal[Math.floor(rnd() * legal.length)]!);
    }
  }
}

function checkSearch(searcher: Searcher, pos: Position, depth: number): void {
  const fen = makeFen(pos);
  const legal = pos.legalMoves();
  const r = searcher.search(pos, { depth, movetime: 60_000 });
  if (legal.length === 0) {
    expect(r.move, fen).toBeNull();
    return;
  }
  expect(legal, `search move in ${fen}`).toContain(r.move);
  expect(pvToCoordinates(pos, r.pv), `principal variation from ${fen}`).toHaveLength(r.pv.length);
  expect(makeFen(pos), 'the position is left as it was').toBe(fen);
}

describe('the search never returns an illegal move', () => {
  // 8x8 variants: 300 positions each at depth 1 and 2; the 12x12 ones: 150 each at depth 1.
  it.each(VARIANT_IDS.map((v) => [v]))('%s: random positions', (variant) => {
    const searcher = new Searcher({ hashMB: 1 });
    const big = getVariant(variant).geo.size > 64;
    let n = 0;
    playouts(variant, undefined, big ? 15 : 30, 100, 11, 10, (pos) => {
      checkSearch(searcher, pos, big ? 1 : 1 + (n % 2));
      n++;
    });
    expect(n).toBeGreaterThanOrEqual(big ? 120 : 250);
  });

  it.each(allRuleCombinations().map((r) => [r]))('berserker, %s: 60 random positions', (rules) => {
    const searcher = new Searcher({ hashMB: 1 });
    let n = 0, placements = 0;
    playouts('berserker', rules, 6, 100, 23, 10, (pos) => {
      if (dueAction(pos) !== 0) placements++;
      checkSearch(searcher, pos, 1 + (n++ % 2));
    });
    expect(n).toBeGreaterThanOrEqual(40);
    void placements;
  });

  it('placement turns of every option combination, searched by the placer', () => {
    const searcher = new Searcher({ hashMB: 1 });
    let placements = 0;
    for (const rules of allRuleCombinations()) {
      playouts('berserker', rules, 10, 60, 31, 1, (pos) => {
        if (dueAction(pos) === 0) return;
        placements++;
        checkSearch(searcher, pos, 2);
      });
    }
    expect(placements).toBeGreaterThan(200);
  });
});

describe('quiescence move generator', () => {
  it.each(VARIANT_IDS.map((v) => [v]))('%s: legal captures and best promotions, exactly', (variant) => {
    const v = getVariant(variant, getVariant(variant).rules ? 'capture=capturer-turn' : undefined);
    const t = evalTables(v);
    const buf = new Int32Array(4096);
    let checked = 0;
    playouts(v.id, v.rules ? 'capture=capturer-turn' : undefined, 10, 150, 5, 1, (pos) => {
      if (v.rules && dueAction(pos) !== 0) return;
      const n = generateTactical(pos, buf, t.bestPromotion);
      const mine = Array.from(buf.subarray(0, n)).filter((m) => pos.legalByTrial(m)).sort();
      const expected = pos.legalMoves().filter((m) => {
        const kind = (m >>> 20) & 15, promo = (m >>> 16) & 15, to = (m >>> 8) & 255;
        const capture = kind === 2 || (kind <= 1 && pos.board[to] !== 0);
        return capture ? promo === 0 || promo === t.bestPromotion || m >>> 24 !== 0 : promo === t.bestPromotion;
      }).sort();
      expect(mine, makeFen(pos)).toEqual(expected);
      checked++;
    });
    expect(checked).toBeGreaterThan(500);
  });
});
