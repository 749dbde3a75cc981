/**
 * Property tests over seeded random games, for every variant and every Berserker option combination
 * (spec R1–R10): no exception, FEN round-trip at every ply, SAN round-trip of every legal move, undo
 * restores the exact state, each pending release or re-placement is resolved by exactly one placement,
 * never more than one Berserker per side. `npm test` plays a quarter of the games
 * (properties.test.ts); the deep suite plays them all (properties.deep.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, makeFen, MoveKind, moveKind, RELEASE_WAITS, PLACE_WAITS, VARIANT_IDS, type Position } from '../src/index.js';
import { makeSan, parseMove, makeCoordinate } from '../src/san.js';
import { seededRandom, allRuleCombinations } from './random.js';

function berserkers(pos: Position, color: 0 | 1): number {
  const code = pos.v.berserkerType | (color << 4);
  return pos.v.berserkerType ? pos.board.filter((c) => c === code).length : 0;
}

/**
 * `expect(actual, message()).toBe(expected)`, asked of Vitest only when the two differ: the playouts
 * check hundreds of thousands of values, and Vitest's expect (with its message built every time) cost
 * most of the file's time. A failure reads exactly as before.
 */
function same<T>(actual: T, expected: T, message?: () => string): void {
  if (actual !== expected) expect(actual, message?.()).toBe(expected);
}

/** True as `expect(value).not.toBe(0)` / `.toBe(0)` would check it, failing the same way. */
const nonZero = (value: number): void => {
  if (value === 0) expect(value).not.toBe(0);
};

/** Plays `games` random games of at most `plies` plies, checking every property at every ply. */
function playRandomGames(variantId: string, rules: string | undefined, games: number, plies: number, seed: number, sanEvery = 1): { placements: number; plies: number } {
  const v = getVariant(variantId, rules);
  const rnd = seededRandom(seed);
  let placements = 0, total = 0;
  for (let gi = 0; gi < games; gi++) {
    const pos = parseFen(v, v.def.startFen);
    for (let ply = 0; ply < plies; ply++) {
      const fen = makeFen(pos);
      const hash = pos.hash;
      // FEN round-trip: reading what we wrote gives the same position, hash included.
      const back = parseFen(v, fen);
      same(makeFen(back), fen, () => `FEN round-trip at ply ${ply}`);
      same(back.hash, hash, () => `hash after FEN round-trip at ply ${ply}: ${fen}`);
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      if (ply % sanEvery === 0) {
        for (const m of legal) {
          const san = makeSan(pos, m, legal);
          same(parseMove(pos, san), m, () => `SAN round-trip of ${san} in ${fen}`);
          same(parseMove(pos, makeCoordinate(pos, m)), m, () => `coordinate round-trip of ${san} in ${fen}`);
          same(makeFen(pos), fen, () => 'makeSan left the position unchanged');
        }
      }
      const m = legal[Math.floor(rnd() * legal.length)]!;
      const kind = moveKind(m);
      const flagsBefore = pos.flags;
      const us = pos.turn;
      const wasInCheck = pos.inCheck();
      pos.make(m);
      total++;
      // A placement resolves exactly the one pending action it answers.
      if (kind === MoveKind.Place) {
        placements++;
        nonZero(flagsBefore & PLACE_WAITS(us));
        same(pos.flags & PLACE_WAITS(us), 0);
      } else if (kind === MoveKind.Release) {
        placements++;
        nonZero(flagsBefore & RELEASE_WAITS(us));
        same(pos.flags & RELEASE_WAITS(us), 0);
      } else if (kind === MoveKind.Mark) {
        placements++;
        nonZero(flagsBefore & RELEASE_WAITS((us ^ 1) as 0 | 1));
        same(pos.flags & RELEASE_WAITS((us ^ 1) as 0 | 1), 0);
      } else if (v.rules && !wasInCheck) {
        // R6 + C3: a side out of check moves normally only when nothing of its own is due this turn.
        const due = PLACE_WAITS(us) | (v.rules.release === 'opponent-places' ? RELEASE_WAITS(us) : RELEASE_WAITS((us ^ 1) as 0 | 1));
        same(flagsBefore & due, 0, () => `normal move with a placement due in ${fen}`);
      }
      for (const c of [0, 1] as const) if (berserkers(pos, c) > 1) expect(berserkers(pos, c), `side ${c} has one Berserker at most`).toBeLessThanOrEqual(1);
      // A side never has a Berserker on the board and one waiting at once.
      for (const c of [0, 1] as const) {
        if (berserkers(pos, c)) same(pos.flags & (RELEASE_WAITS(c) | PLACE_WAITS(c)), 0);
      }
      // Undo restores the exact earlier state; redo the move to continue.
      const after = makeFen(pos), afterHash = pos.hash;
      pos.undo();
      same(makeFen(pos), fen, () => `undo at ply ${ply}`);
      same(pos.hash, hash, () => `hash after undo at ply ${ply}`);
      pos.make(m);
      same(makeFen(pos), after, () => `redo at ply ${ply}`);
      same(pos.hash, afterHash, () => `hash after redo at ply ${ply}`);
      if (pos.halfmove >= 100) break;
    }
  }
  return { placements, plies: total };
}

/**
 * The playouts: `share` of the full number of games (1 in the deep suite), at least one game each;
 * every seed stays, so the first games of a short run are the deep run's first games.
 */
export function randomPlayouts(share: number): void {
  const g = (games: number): number => Math.max(1, Math.round(games * share));
  describe('random playouts: every Berserker option combination', () => {
    const combos = allRuleCombinations();
    for (const variant of ['berserker', 'game-of-pawns', 'berserker-berolina']) {
      for (const rules of combos) {
        it(`${variant} with ${rules}`, () => {
          const { placements, plies } = playRandomGames(variant, rules, g(14), 80, rules.length * 7919 + variant.length, 3);
          expect(plies).toBeGreaterThan(g(14) * 10);
          // Random games reach releases and re-placements: the properties above were really exercised.
          expect(placements).toBeGreaterThan(g(14));
        });
      }
    }
    it('berserker-brawl (12x12) with the default rules and with capture=capturer-turn', () => {
      for (const rules of [undefined, 'capture=capturer-turn; threat=none']) {
        const { placements } = playRandomGames('berserker-brawl', rules, g(4), 120, 99, 8);
        expect(placements).toBeGreaterThan(g(4));
      }
    });
  });

  describe('random playouts: every variant', () => {
    for (const variant of VARIANT_IDS) {
      it(variant, () => {
        const { plies } = playRandomGames(variant, undefined, g(variant.includes('brawl') ? 4 : 25), 100, 12345, variant.includes('brawl') ? 6 : 2);
        expect(plies).toBeGreaterThan(50);
      });
    }
  });
}
