/**
 * Helper for the search tests: a game between the computer at some level and a seeded random mover.
 */
import { Game, Searcher, chooseMoveSync, type ColorName, type Level } from '../src/index.js';
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
