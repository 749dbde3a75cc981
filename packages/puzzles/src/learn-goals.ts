/**
 * The Learn path's goal predicates, evaluated by the engine's public API on an attempt: the game so far
 * (setup and the learner's line, Oh No! take-backs included), the learner's side, where the attempt began
 * and how many actions the learner has used. Event predicates read the engine's move record (`MoveInfo`:
 * who controlled each action, its kind, what it captured); state predicates read the position now
 * (`pieceAt`, `pieceTargets`, `status`). Nothing here decodes a piece code or applies a rule itself.
 */
import { checkSquares, outcomeHeadline, pieceAt, pieceDef, pieceTargets, pieceViews, type Game, type MoveInfo } from '@berserker-chess/engine';
import type { Exercise, GoalPredicate, Side, Who } from './learn-format.js';

export interface Attempt {
  /** The whole line: the exercise's position, its setup and the attempt's actions. */
  readonly game: Game;
  readonly you: Side;
  /** Plies of the line before the attempt (the setup still on the board: an Oh No! may take its last move back). */
  readonly base: number;
  /** Actions the learner has used, taken-back ones included. */
  readonly actions: number;
}

export type Verdict =
  | { readonly state: 'playing' }
  | { readonly state: 'solved'; readonly stars: 1 | 2 | 3 }
  /** `why`: one sentence for the learner. */
  | { readonly state: 'failed'; readonly why: string };

export const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');
const sideOf = (a: Attempt, who: Who = 'you'): Side => (who === 'you' ? a.you : other(a.you));

/** The role (lower-case name) of a piece letter of the game's variant, as the engine defines it. */
function roleOf(game: Game, letter: string): string {
  return pieceDef(game, letter).name.toLowerCase();
}

/** The attempt's actions with their ply (1-based, in the whole line). */
function attemptMoves(a: Attempt): Array<{ readonly m: MoveInfo; readonly ply: number }> {
  return a.game.history.slice(a.base).map((m, i) => ({ m, ply: a.base + i + 1 }));
}

/** Does `p` hold for the attempt? */
export function holds(p: GoalPredicate, a: Attempt): boolean {
  const { game } = a;
  switch (p.type) {
    case 'trigger': {
      // The trigger shows as the release it causes: the placement turn of the other side's Berserker,
      // controlled by the trigger's side, now or already made.
      const s = sideOf(a, p.by);
      const turn = game.placementTurn();
      return (turn?.kind === 'release' && turn.controller === s) || attemptMoves(a).some(({ m }) => m.kind === 'release' && m.controller === s);
    }
    case 'place': {
      const s = sideOf(a, p.by);
      return attemptMoves(a).some(({ m }) =>
        (m.kind === 'release' || m.kind === 'place') && m.controller === s && m.color !== s &&
        (!p.kind || m.kind === p.kind) &&
        (!p.squares || p.squares.includes(m.to)) &&
        (!p.knights || (m.from !== null && p.knights.includes(m.from))));
    }
    case 'capture': {
      const s = sideOf(a, p.by);
      return attemptMoves(a).some(({ m }) => m.color === s && m.controller === s && m.captured !== null && (!p.roles || p.roles.includes(roleOf(game, m.captured))));
    }
    case 'promote': {
      const s = sideOf(a, p.by);
      return attemptMoves(a).some(({ m }) => m.color === s && m.controller === s && m.promotion !== null && (!p.roles || p.roles.includes(roleOf(game, m.promotion))));
    }
    case 'check': {
      const s = sideOf(a, p.by);
      // After an action of `s` on its own turn, the side to move is the other one: is its king attacked?
      return attemptMoves(a).some(({ m, ply }) => m.color === s && m.controller === s && checkSquares(game.atPly(ply)).length > 0);
    }
    case 'oh-no':
      return game.takeBackLog.some((t) => t.by === a.you);
    case 'reach': {
      const piece = pieceAt(game, p.square);
      return piece !== null && piece.color === a.you && (!p.role || piece.role === p.role);
    }
    case 'safe': {
      const z = pieceViews(game).find((x) => x.berserker && x.color !== a.you);
      if (!z) return false;
      return !pieceTargets(game, z.square).some((t) => t.kind !== 'placement' && pieceAt(game, t.square)?.color === a.you);
    }
    case 'mate': {
      const st = game.status();
      return st.over && st.winner === a.you && (p.berserker ? st.reason === 'berserker-checkmate' : st.reason === 'checkmate' || st.reason === 'berserker-checkmate');
    }
    case 'win': {
      const st = game.status();
      return st.over && st.winner === a.you;
    }
  }
}

/** Stars for a solved exercise: three within `stars[0]` actions, two within `stars[1]`, else one. */
export function starsFor(ex: Pick<Exercise, 'stars'>, actions: number): 1 | 2 | 3 {
  return actions <= ex.stars[0] ? 3 : actions <= ex.stars[1] ? 2 : 1;
}

/** The Berserker a predicate's actor released or placed: the other side's. */
const theirs = (who: Who | undefined) => (who === 'opponent' ? 'your' : 'the opponent\'s');
const list = (xs: readonly string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

/** What a predicate says, as the end of a sentence ("the opponent captured your queen"). */
export function describePredicate(p: GoalPredicate): string {
  const who = (w: Who | undefined) => (w === 'opponent' ? 'the opponent' : 'you');
  switch (p.type) {
    case 'trigger':
      return `${who(p.by)} released ${theirs(p.by)} Berserker`;
    case 'place':
      return `${who(p.by)} placed ${theirs(p.by)} Berserker${p.squares ? ` on ${list(p.squares)}` : ''}`;
    case 'capture':
      return `${who(p.by)} captured ${p.by === 'opponent' ? 'your' : 'a'} ${p.roles ? list(p.roles) : 'piece'}`;
    case 'check':
      return `${who(p.by)} gave check`;
    case 'promote':
      return `${who(p.by)} promoted a pawn`;
    case 'oh-no':
      return 'you used your Oh No!';
    case 'reach':
      return `your ${p.role ?? 'piece'} stands on ${p.square}`;
    case 'safe':
      return 'the opponent\'s Berserker attacks none of your pieces';
    case 'mate':
      return p.berserker ? 'you gave a Berserker checkmate' : 'you gave checkmate';
    case 'win':
      return 'you won';
  }
}

/** The attempt's state: solved (with stars), failed (with why) or still going. The goal is checked first. */
export function verdict(ex: Pick<Exercise, 'win' | 'avoid' | 'stars' | 'maxMoves'>, a: Attempt): Verdict {
  if (ex.win.every((p) => holds(p, a))) return { state: 'solved', stars: starsFor(ex, a.actions) };
  const avoided = ex.avoid?.find((p) => holds(p, a));
  if (avoided) {
    return { state: 'failed', why: `Not this time: ${describePredicate(avoided)}.` };
  }
  const st = a.game.status();
  if (st.over) return { state: 'failed', why: `The game is over (${outcomeHeadline(st)}) and the goal is not reached.` };
  // Out of moves only when the learner would have to act again: a goal may still come on the computer's
  // turn (a placement of your Berserker after you escape a check, R6).
  if (a.actions >= ex.maxMoves && a.game.controller === a.you) {
    return { state: 'failed', why: `You have used ${a.actions === 1 ? 'your one move' : `all ${a.actions} moves`} and the goal is not reached yet.` };
  }
  return { state: 'playing' };
}
