/**
 * The refutation of a wrong puzzle move (issue 25): the opponent's best answer in the position after it,
 * found by the engine's search, played on the board and announced, then taken back with the wrong move.
 * Its own built file, loaded by the live board only when a solver's move is wrong (live/board.ts), so
 * neither the search nor this sequence is in the live file: the live board's PuzzleController, a reply
 * delay after the wrong move, hands itself over (its phase `waiting`, its `wait`, `back` and hooks).
 *
 * Only data crosses the door to the engine: this reads the live game's variant, rules and FEN and
 * searches a Game of its own. In the one-script-tag bundle this file carries the engine it needs
 * (scripts/build.mjs), so the page's game is never touched by a second copy of the engine; in the ESM
 * build and from source it imports the page's engine. The search is bounded by nodes, never by time, so
 * the same position always gets the same answer.
 */
import { Game, makeSan, search } from '@berserker-chess/engine';
import type { PuzzleController } from '../live/puzzle.js';

/** Nodes searched: enough for a mate in one or two and for the capture a blunder allows (tens of ms). */
export const NODES = 30000;

/** What this reads of the live board's game (an engine Game, perhaps of another copy of the engine). */
export interface RefutedGame {
  fen(): string;
  readonly variant: Pick<Game['variant'], 'id' | 'rules'>;
}

/** What `bestAnswer` searches: a position, and who solves (no answer when they act next). */
export interface Question {
  readonly variant: string;
  readonly rules: Game['variant']['rules'];
  readonly fen: string;
  readonly solver: 'white' | 'black';
}

/** Settles once the browser has drawn a frame: the wrong move is on screen before the search runs. */
const afterPaint = (): Promise<void> =>
  new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done));
    // A page in the background draws no frames: the search runs anyway.
    setTimeout(done, 100);
  });

/**
 * The SAN of the opponent's best action in the position, null when there is none: the game is over, or
 * the solver acts next (a Berserker placement on the opponent's turn: the solver acts twice running).
 */
export function bestAnswer(q: Question): string | null {
  const g = new Game({ variant: q.variant, rules: q.rules ?? undefined, fen: q.fen });
  if (g.status().over || g.controller === q.solver) return null;
  const { move } = search(g.position, { nodes: NODES });
  return move === null ? null : makeSan(g.position, move);
}

/**
 * Answers `move`, the wrong move on the board in `game`: the answer is played as the opponent's reply,
 * named in the feedback, announced and reported (`puzzle-refutation`), and after the reply delay `back()`
 * takes both back; with no answer, `back()` at once. Nothing is done when the puzzle has moved on
 * meanwhile (restarted, the solution shown, the element disconnected).
 */
export async function refute(puzzle: PuzzleController, game: RefutedGame, move: string): Promise<void> {
  const shown = puzzle.feedback;
  const question: Question = { variant: game.variant.id, rules: game.variant.rules, fen: game.fen(), solver: puzzle.solver };
  await afterPaint();
  let san: string | null = null;
  try {
    if (puzzle.feedback === shown) san = bestAnswer(question);
  } catch {
    // No answer: the move is taken back as without refutations.
  }
  if (puzzle.phase !== 'waiting' || puzzle.feedback !== shown) return;
  const reply = san === null ? null : puzzle.hooks.reply(san);
  if (!reply) return puzzle.back();
  puzzle.wrong++;
  puzzle.feedback = { text: puzzle.hooks.t('puzzle.refuted', { move, reply: reply.san }), good: false, square: reply.to };
  puzzle.hooks.announce(puzzle.feedback.text);
  puzzle.hooks.emit('puzzle-refutation', { move, refutation: reply.san });
  puzzle.wait(() => puzzle.back());
}
