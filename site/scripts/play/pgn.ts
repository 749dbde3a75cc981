/**
 * The game's PGN for download and copying. The engine's writePgn writes all of it — the moves, the tags
 * a reader needs to replay them ([Variant], [Rules], [FEN]), R8 take-backs as comments, the result —
 * and the page only adds what the engine cannot know: players, date, time control, and the result of
 * an ending the position does not show (resignation, agreed draw, flag fall).
 */
import { writePgn, type Game } from '@berserker-chess/engine';
import type { Ending, Settings } from './types';
import { RESTORE_WORDS, type RestoreWords } from './restore-words';

/** What the page knows about a game beyond its moves. */
export interface GameFacts {
  readonly settings: Settings;
  /** The computer's level as the form names it: `Beginner`. */
  readonly levelName: string;
  /** When the game started (ms since the epoch). */
  readonly startedAt: number;
  /** The site's host, for the [Site] tag. */
  readonly site: string;
  readonly ending: Ending | null;
}

/**
 * The PGN of `game` (the engine's Game of the page's line) with the page's tags. The event and the
 * players' names are in `w`'s language; the moves, the result and the other tags are PGN's.
 */
export function gamePgn(game: Game, facts: GameFacts, w: RestoreWords = RESTORE_WORDS.en): string {
  const { settings: s, ending } = facts;
  const names = playerNames(s, facts.levelName, w);
  const tags: Record<string, string> = {
    Event: s.opponent === 'computer' ? w.eventComputer(facts.levelName) : w.eventOneScreen,
    Site: facts.site || '?',
    Date: pgnDate(facts.startedAt),
    White: names.white,
    Black: names.black,
    TimeControl: timeControl(s.clock),
  };
  if (ending) {
    tags.Result = ending.result;
    tags.Termination = ending.reason === 'time-forfeit' ? 'time forfeit' : 'normal';
  }
  return writePgn(game, { tags });
}

/** 2026.11.21 */
export function pgnDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
}

/** The PGN [TimeControl] of a clock preset: `300+3`, or `-` without a clock. */
export function timeControl(clock: string): string {
  const m = /^(\d+)\+(\d+)$/.exec(clock);
  return m ? `${Number(m[1]) * 60}+${m[2]}` : '-';
}

/** The players' names for the [White] and [Black] tags. */
export function playerNames(s: Settings, levelName: string, w: RestoreWords = RESTORE_WORDS.en): { white: string; black: string } {
  if (s.opponent === 'human') return { white: w.whitePlayer, black: w.blackPlayer };
  const computer = w.computer(levelName);
  return s.colour === 'white' ? { white: w.you, black: computer } : { white: computer, black: w.you };
}

/** A file name that says what is in it: `berserker-chess-berserker-vs-computer-2026-11-21-1405.pgn`. */
export function pgnFileName(s: Settings, startedAt: number): string {
  const d = new Date(startedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
  const variant = s.variant.replace(/[^a-z0-9-]/g, '');
  return `berserker-chess-${variant}-${s.opponent === 'computer' ? 'vs-computer' : 'two-players'}-${stamp}.pgn`;
}
