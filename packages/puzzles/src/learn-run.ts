/**
 * Running an exercise of the Learn path with the engine: its start position, the computer's replies
 * (the scripted ones of the intended line while the learner follows it, the engine's search otherwise),
 * the attempt rebuilt from a board's record, a whole line played out (for tests), and `checkExercise`,
 * which proves an exercise sound: it sets up, its goal is not met at the start, the intended line reaches
 * it with three stars, and the wrong line fails.
 *
 * The page (site/scripts/learn) and the tests share this module, so the computer answers alike in both:
 * its search is depth-limited, noise-free and starts from a fresh table each time.
 */
import { Game, Searcher, chooseMove, chooseMoveSync, pieceAt, variantInfo, type Level } from '@berserker-chess/engine';
import type { Exercise, GoalPredicate, Side } from './learn-format.js';
import { verdict, type Attempt, type Verdict } from './learn-goals.js';

/** The token of the learner's Oh No! take-back (R8) in `solution` and `wrong` lines. */
export const OH_NO = 'oh-no';

/** The computer of the exercises: four plies deep, no noise, so it answers the same way every time. */
export const LEARN_LEVEL: Level = {
  id: 'learn',
  name: 'Exercise opponent',
  description: 'looks four plies ahead and never misjudges on purpose',
  depth: 4,
  // A ceiling only: the exercises' positions are small, and the depth is reached long before it.
  movetime: 20_000,
  noise: 0,
};

export type ExerciseSpec = Pick<Exercise, 'variant' | 'rules' | 'fen' | 'setup'>;

/** The exercise's game at the learner's start: its position with the setup moves played. */
export function startGame(ex: ExerciseSpec): Game {
  const game = new Game({ variant: ex.variant, ...(ex.rules ? { rules: ex.rules } : {}), fen: ex.fen });
  for (const m of ex.setup) game.play(m);
  return game;
}

/** An Oh No! record as a board reports it (`takeBacks`): the action taken back, by whom, and the ply that replaced it. */
export interface TakeBackLike {
  readonly ply: number;
  readonly retracted: string;
  readonly by: Side;
}

/**
 * The engine's game for a board's record: the moves of its line and its Oh No! take-backs, replayed from
 * the exercise's position (a take-back at ply n: its action is played at n, then taken back).
 */
export function replayRecord(ex: ExerciseSpec, sans: readonly string[], takeBacks: readonly TakeBackLike[]): Game {
  const game = new Game({ variant: ex.variant, ...(ex.rules ? { rules: ex.rules } : {}), fen: ex.fen });
  const retract = (ply: number) => {
    for (const t of takeBacks) {
      if (t.ply !== ply) continue;
      game.play(t.retracted);
      game.ohNo(t.by);
    }
  };
  sans.forEach((san, i) => {
    retract(i);
    game.play(san);
  });
  retract(sans.length);
  return game;
}

/** Has the attempt so far (its tokens: actions, replies and take-backs) followed the intended line? */
export function onBook(ex: Pick<Exercise, 'solution'>, tokens: readonly string[]): boolean {
  return tokens.length <= ex.solution.length && tokens.every((t, i) => ex.solution[i] === t);
}

/** The learner's next action of the intended line, when the attempt is on it and it is the learner's turn. */
export function nextIntended(ex: Pick<Exercise, 'solution'>, tokens: readonly string[]): string | null {
  return onBook(ex, tokens) ? (ex.solution[tokens.length] ?? null) : null;
}

/**
 * Does the computer act now? Not on the learner's decisions, not once the game is over, and not at the
 * start of an exercise that begins right after the learner's own action (an Oh No! exercise: the learner
 * first decides whether to take it back).
 */
export function computerToAct(ex: Pick<Exercise, 'you'>, game: Game, tokens: readonly string[]): boolean {
  if (game.status().over || game.controller === ex.you) return false;
  return !(tokens.length === 0 && game.canOhNo(ex.you));
}

/** The engine's SAN of `move` here, or null when it is not legal (the game is left as it was). */
export function legalSan(game: Game, move: string): string | null {
  try {
    const san = game.play(move).san;
    game.undo();
    return san;
  } catch {
    return null;
  }
}

/** The scripted reply of the intended line, when the attempt is on it and that reply is legal here. */
export function scriptedReply(ex: Pick<Exercise, 'solution'>, game: Game, tokens: readonly string[]): string | null {
  const next = nextIntended(ex, tokens);
  return next === null || next === OH_NO ? null : legalSan(game, next);
}

/** The engine's reply (LEARN_LEVEL, a fresh searcher so that earlier searches do not change it). */
export function engineReplySync(game: Game): string | null {
  return chooseMoveSync(game, LEARN_LEVEL, { searcher: new Searcher({ hashMB: 1 }) }).san;
}

/** The same, searched in slices so a page stays responsive; `signal` stops it (then the best move so far). */
export async function engineReply(game: Game, signal?: AbortSignal): Promise<string | null> {
  const r = await chooseMove(game, LEARN_LEVEL, { searcher: new Searcher({ hashMB: 1 }), ...(signal ? { signal } : {}) });
  return r.san;
}

export interface LineResult {
  readonly verdict: Verdict;
  /** Everything that happened: the learner's actions, the replies and `oh-no`s. */
  readonly tokens: readonly string[];
  readonly game: Game;
  readonly actions: number;
  /** The learner's action the engine refused (not legal), with the engine's reason; null if none was. */
  readonly refused: { readonly action: string; readonly message: string } | null;
  /** Learner actions of the line left over when the attempt ended. */
  readonly unused: number;
}

/**
 * Plays `learner` (the learner's actions and `oh-no`s) from the exercise's start, with the computer
 * answering as the page does, until the attempt is solved or failed, an action is refused, or the line
 * runs out.
 */
export function runLine(ex: Exercise, learner: readonly string[]): LineResult {
  const game = startGame(ex);
  const tokens: string[] = [];
  let base = game.history.length;
  let actions = 0;
  let i = 0;
  const result = (v: Verdict, refused: LineResult['refused'] = null): LineResult => ({ verdict: v, tokens, game, actions, refused, unused: learner.length - i });
  for (;;) {
    const v = verdict(ex, attemptOf(ex, game, base, actions));
    if (v.state !== 'playing') return result(v);
    if (computerToAct(ex, game, tokens)) {
      const reply = scriptedReply(ex, game, tokens) ?? engineReplySync(game);
      if (reply === null) return result(v);
      tokens.push(game.play(reply).san);
      continue;
    }
    if (i >= learner.length) return result(v);
    const action = learner[i++]!;
    try {
      if (action === OH_NO) {
        game.ohNo(ex.you);
        base = Math.min(base, game.history.length);
        tokens.push(OH_NO);
      } else {
        const m = game.play(action);
        actions++;
        tokens.push(m.san);
      }
    } catch (e) {
      return result(v, { action, message: e instanceof Error ? e.message : String(e) });
    }
  }
}

export function attemptOf(ex: Pick<Exercise, 'you'>, game: Game, base: number, actions: number): Attempt {
  return { game, you: ex.you, base, actions };
}

/** Squares and roles a predicate names, for the checks below. */
function named(p: GoalPredicate): { squares: string[]; roles: string[] } {
  const squares = [...('squares' in p && p.squares ? p.squares : []), ...('knights' in p && p.knights ? p.knights : []), ...(p.type === 'reach' ? [p.square] : [])];
  const roles = [...('roles' in p && p.roles ? p.roles : []), ...(p.type === 'reach' && p.role ? [p.role] : [])];
  return { squares, roles };
}

/**
 * Everything wrong with an exercise, as sentences (empty when it is sound): it sets up; the learner
 * decides at the start (or may take back the setup's last action); its squares and piece names exist in
 * its variant; the goal is not met before any move; the intended line is legal, written as the engine
 * writes it, reaches the goal with exactly the three-star number of actions and stops there; the wrong
 * line fails (or its last action is refused by the engine) and does not solve.
 */
export function checkExercise(ex: Exercise): string[] {
  const out: string[] = [];
  let start: Game;
  try {
    start = startGame(ex);
  } catch (e) {
    return [`does not set up: ${e instanceof Error ? e.message : String(e)}`];
  }
  if (start.status().over) out.push('the game is over at the start');
  if (start.controller !== ex.you && !start.canOhNo(ex.you)) out.push(`it is not ${ex.you}'s decision at the start (nor may ${ex.you} take back the last action)`);
  const roles = new Set(variantInfo(ex.variant).pieces.map((p) => p.role));
  for (const p of [...ex.win, ...(ex.avoid ?? [])]) {
    const { squares, roles: rs } = named(p);
    for (const r of rs) if (!roles.has(r)) out.push(`"${r}" is not a piece of ${ex.variant} (pieces: ${[...roles].join(', ')})`);
    for (const s of squares) {
      try {
        pieceAt(start, s); // throws ERR_SQUARE for a square off the board
      } catch (e) {
        out.push(`square "${s}": ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  if (out.length) return out;
  const first = verdict(ex, attemptOf(ex, start, start.history.length, 0));
  if (first.state !== 'playing') out.push(`the attempt is already ${first.state} before any move`);

  // The intended line, token by token: the computer's turns must be its scripted replies.
  const game = startGame(ex);
  const tokens: string[] = [];
  let base = game.history.length;
  let actions = 0;
  for (const [i, token] of ex.solution.entries()) {
    const v = verdict(ex, attemptOf(ex, game, base, actions));
    if (v.state !== 'playing') {
      out.push(`solution[${i}] ${token}: the attempt is already ${v.state} (${v.state === 'failed' ? v.why : 'the line goes on after the goal'})`);
      return out;
    }
    const computer = computerToAct(ex, game, tokens);
    try {
      if (token === OH_NO) {
        if (computer) throw new Error('it is the computer\'s turn, not the learner\'s');
        game.ohNo(ex.you);
        base = Math.min(base, game.history.length);
      } else {
        const m = game.play(token);
        if (m.san !== token) throw new Error(`write it as the engine does: ${m.san}`);
        if (!computer) actions++;
      }
      tokens.push(token);
    } catch (e) {
      out.push(`solution[${i}] ${token} (${computer ? 'a reply' : 'the learner\'s'}): ${e instanceof Error ? e.message : String(e)}`);
      return out;
    }
  }
  const end = verdict(ex, attemptOf(ex, game, base, actions));
  if (end.state !== 'solved') out.push(`the solution does not reach the goal (${end.state === 'failed' ? end.why : 'still playing at its end'})`);
  else if (actions !== ex.stars[0]) out.push(`the solution uses ${actions} actions; stars[0] (three stars) must be that number`);

  // The same line as the page plays it: the learner's tokens only, the replies coming from the script.
  const learnerTokens = ex.solution.filter((_, i) => !replyAt(ex, i));
  const replayed = runLine(ex, learnerTokens);
  if (replayed.verdict.state !== 'solved' || replayed.tokens.join(' ') !== ex.solution.join(' ')) {
    out.push(`played as the page plays it, the solution goes ${replayed.tokens.join(' ')} and ends ${replayed.verdict.state}`);
  }

  const wrong = runLine(ex, ex.wrong);
  if (wrong.verdict.state === 'solved') out.push(`the wrong line ${wrong.tokens.join(' ')} solves the exercise`);
  else if (wrong.refused) {
    if (wrong.unused > 0) out.push(`the wrong line's action ${wrong.refused.action} is refused before its end`);
  } else if (wrong.verdict.state !== 'failed') out.push(`the wrong line ${wrong.tokens.join(' ')} does not end in failure`);
  else if (wrong.unused > 0) out.push(`the wrong line fails before its last ${wrong.unused} action(s)`);
  return out;
}

/** Is solution[i] a computer's reply? (Replayed from the start: whose decision it was at that point.) */
function replyAt(ex: Exercise, i: number): boolean {
  const game = startGame(ex);
  const tokens: string[] = [];
  for (const token of ex.solution.slice(0, i)) {
    if (token === OH_NO) game.ohNo(ex.you);
    else game.play(token);
    tokens.push(token);
  }
  return ex.solution[i] !== OH_NO && computerToAct(ex, game, tokens);
}
