/**
 * Helper for the search tests: a game between the computer at some level and a seeded random mover, and
 * the test that the lowest level wins such games.
 */
import { describe, expect, it } from 'vitest';
import { Game, Searcher, chooseMoveSync, getVariant, LEVELS, LEVEL_IDS, VARIANT_IDS, type ColorName, type Level } from '../src/index.js';
import { seededRandom } from './random.js';

export type Outcome = 'win' | 'loss' | 'draw' | 'unfinished';

export interface GameRecord {
  readonly outcome: Outcome;
  readonly plies: number;
  readonly detail: string;
}

/**
 * Game `index` of `variant` between `level` (White in even games, Black in odd ones) and a random
 * mover seeded by the index, capped at `plyCap` plies. Only the game's actual end decides: a game
 * still running at the cap is 'unfinished'. No time limit, so the games are the same on any machine.
 */
export function playRandomMover(variant: string, level: Level, index: number, plyCap: number): GameRecord {
  const rnd = seededRandom(7000 + index);
  const game = new Game({ variant });
  const engine: ColorName = index % 2 === 0 ? 'white' : 'black';
  const searcher = new Searcher({ hashMB: 2 });
  for (let ply = 0; ply < plyCap; ply++) {
    const st = game.status();
    if (st.over) {
      return { outcome: st.winner === engine ? 'win' : st.winner === null ? 'draw' : 'loss', plies: ply, detail: `${st.result} ${st.reason}` };
    }
    if (game.controller === engine) {
      const r = chooseMoveSync(game, { ...level, movetime: 600_000 }, { searcher, seed: index * 1000 + ply });
      game.play(r.move!);
    } else {
      const legal = game.position.legalMoves();
      game.play(legal[Math.floor(rnd() * legal.length)]!);
    }
  }
  const st = game.status();
  if (st.over) return { outcome: st.winner === engine ? 'win' : st.winner === null ? 'draw' : 'loss', plies: plyCap, detail: `${st.result} ${st.reason}` };
  return { outcome: 'unfinished', plies: plyCap, detail: game.fen() };
}

/**
 * The lowest level against a seeded random mover in each of `variants`: `games` games per variant,
 * alternating colours, every one won. `npm test` plays a few per variant (search-random*.test.ts), the
 * deep suite 20 (search-random.deep.test.ts). Adjudication: none — a game counts only when it has
 * actually ended (checkmate, a side without moves, repetition, the 50-move rule, insufficient material);
 * a game still running after 200 plies counts as not won, and so does a draw.
 */
export function lowestBeatsRandomMover(variants: readonly string[], games: number): void {
  const lowest = LEVELS[LEVEL_IDS[0]];
  describe(`the lowest level (${lowest.id}) against a random mover`, () => {
    it('there are variants to play', () => {
      expect(variants.length).toBeGreaterThan(0);
    });
    it.each(variants.map((v) => [v]))(`%s: wins ${games} of ${games}`, (variant) => {
      const notWon = Array.from({ length: games }, (_, i) => ({ game: i, ...playRandomMover(variant, lowest, i, 200) })).filter((r) => r.outcome !== 'win');
      expect(notWon, JSON.stringify(notWon)).toEqual([]);
    });
  });
}

/** The variants on boards of at most 64 squares, and the larger (12x12) ones. */
export const SMALL_VARIANTS = VARIANT_IDS.filter((v) => getVariant(v).geo.size <= 64);
export const LARGE_VARIANTS = VARIANT_IDS.filter((v) => getVariant(v).geo.size > 64);
