/**
 * What the Play page says about the game, as pure functions of its state (the view puts the text on
 * screen; the tests read it): whose decision it is, the take-back hint, the thinking line. Results and
 * their points are the engine's words (describeOutcome); rules are the engine's business throughout.
 */
import { formatScore } from './logic';
import type { Thinking } from '../shared/engine/protocol';
import type { LineEnd } from './session';
import { cap, other, type Colour, type Settings } from './types';

export interface TurnFacts {
  readonly end: LineEnd;
  /** The game has a result (the position's, or an ending the board cannot see). */
  readonly over: boolean;
  /** It ended by resignation, agreement or flag fall (no take-back then). */
  readonly ended: boolean;
  readonly human: Colour | null;
  readonly clock: boolean;
  readonly thinking: boolean;
  /** Why the computer cannot move now (it failed), or null (the notice says why; the status what next). */
  readonly stuck: string | null;
}

/** What is happening, as a headline and an explanation. */
export function turnText(f: TurnFacts): [string, string] {
  // The result itself stands above this, at the top of the game panel.
  if (f.over) return ['Game over.', `Step through the moves under the board, download the game as PGN, or start a new game${f.ended ? '' : ' (or take back)'}.`];
  const { controller: c, turn, placement } = f.end;
  const owner = placement === 'mark' ? other(c) : turn;
  const h = f.human;
  const clockNote = (who: string) => (f.clock ? ` ${who} clock runs.` : '');
  if (!h) {
    if (placement === 'mark') return [`${cap(c)} marks one of ${cap(owner)}'s knights as ${cap(owner)}'s Berserker.`, ''];
    if (placement) return [`${cap(c)} places ${cap(owner)}'s Berserker.`, `It is ${cap(turn)}'s turn, but on a placement turn the opponent chooses the square: ${cap(c)} decides.${clockNote(`${cap(c)}'s`)}`];
    return [`${cap(c)} to move.`, ''];
  }
  if (c === h) {
    if (placement === 'mark') return [`Your decision: mark one of ${cap(owner)}'s knights as ${cap(owner)}'s Berserker.`, `Pick a starred knight.${clockNote('Your')}`];
    if (placement) {
      return [
        `Your decision: place ${cap(owner)}'s Berserker.`,
        `It is ${cap(owner)}'s turn, but on a placement turn the opponent chooses the square — you. Pick a knight if asked, then a starred square.${clockNote('Your')}`,
      ];
    }
    return [`Your move (${cap(h)}).`, ''];
  }
  if (f.stuck) return ['The computer could not move.', 'Try again, take back, or start a new game.'];
  const doing = f.thinking ? 'is thinking' : 'decides';
  const yours = owner === h ? 'your' : `${cap(owner)}'s`;
  if (placement === 'mark') return [`The computer marks one of ${yours} knights as ${yours} Berserker.`, ''];
  if (placement) return [`The computer places ${yours} Berserker.`, `It is ${yours} turn, but on a placement turn the opponent chooses the square.${clockNote("The computer's")}`];
  return [`The computer (${cap(c)}) ${doing}.`, ''];
}

/** The hint under the take-back button. */
export function takeBackHint(ohNo: boolean, human: Colour | null, used: boolean): string {
  if (ohNo) {
    if (!human) return 'Oh No! (R8): each player may take back their own last action once per game.';
    return used
      ? 'You have used your one Oh No! take-back (R8).'
      : 'Oh No! (R8): once per game, straight after your own action and before the computer acts (it waits two seconds for you).';
  }
  return human ? 'Take back returns to your last decision (the computer’s reply goes too).' : 'Take back undoes the last action.';
}

/** The computer's progress for "Show the computer's thinking". */
export function thinkingDetail(i: Thinking): string {
  const line = i.pv.length ? ` · expects ${i.pv.slice(0, 6).join(' ')}` : '';
  return `Depth ${i.depth} · ${formatScore(i.whiteScore, i.mateForWhite, i.berserkerMate)} (from White's side) · ${i.nodes.toLocaleString('en')} positions${line}`;
}

/** The settings in one line: "Chess · against the computer (Beginner), you play White · clock 5+3". */
export function describeSettings(s: Settings, names: { levelName(id: string): string; variantName(id: string): string; hasBerserker(variant: string): boolean }): string {
  const rules = names.hasBerserker(s.variant) ? (s.rules ? `rules ${s.rules}` : 'default rules') : '';
  const vs = s.opponent === 'computer' ? `against the computer (${names.levelName(s.level)}), you play ${cap(s.colour)}` : 'two players at this screen';
  const clockText = s.clock === 'none' ? 'no clock' : `clock ${s.clock}`;
  const from = s.fen ? 'from a set position' : '';
  return [names.variantName(s.variant), rules, from, vs, clockText].filter(Boolean).join(' · ');
}

/** A link to a position while a game is unfinished: the page asks before it replaces the game (issue 28). */
export const LINK_WORDS = {
  question: (moves: number, game: string, link: string): string =>
    `This link starts a new game (${link}). Your unfinished game (${game}, ${moves} ${moves === 1 ? 'move' : 'moves'}) is on the board and saved. Replace it with the link's game?`,
  replace: 'Replace my game',
  keep: 'Keep my game',
  kept: 'Your unfinished game is still on the board; the link was not opened.',
  waiting: 'Your unfinished game is restored. A link asks to start a new game: answer the question below first.',
} as const;
