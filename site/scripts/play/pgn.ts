/**
 * The game's PGN for download and copying: the board writes the moves and the tags a reader needs to
 * replay them ([Variant], [Rules], R8 take-backs as comments); the page fills in the rest (players,
 * date, time control) and a result the board cannot know (resignation, agreed draw, flag fall).
 */
import type { Settings } from './types';

const TAG = /^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/;
const RESULT = /(\*|1-0|0-1|1\/2-1\/2)\s*$/;

const escape = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ');

/**
 * `pgn` with `tags` set (added or replaced, in the order given after the existing ones) and, when
 * `result` is given, the [Result] tag and the movetext's final result token set to it.
 */
export function withTags(pgn: string, tags: Readonly<Record<string, string>>, result?: string): string {
  const lines = pgn.replace(/\r\n?/g, '\n').split('\n');
  const header: Array<[string, string]> = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const m = TAG.exec(lines[i]!);
    if (!m) break;
    header.push([m[1]!, m[2]!.replace(/\\(.)/g, '$1')]);
  }
  const set = (k: string, v: string) => {
    const at = header.findIndex(([key]) => key === k);
    if (at >= 0) header[at] = [k, v];
    else header.push([k, v]);
  };
  for (const [k, v] of Object.entries(tags)) set(k, v);
  let body = lines.slice(i).join('\n').trim();
  if (result) {
    set('Result', result);
    body = RESULT.test(body) ? body.replace(RESULT, result) : `${body} ${result}`.trim();
  }
  return `${header.map(([k, v]) => `[${k} "${escape(v)}"]`).join('\n')}\n\n${body}\n`;
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
export function playerNames(s: Settings, levelName: string): { white: string; black: string } {
  if (s.opponent === 'human') return { white: 'White player', black: 'Black player' };
  const computer = `Computer (${levelName})`;
  return s.colour === 'white' ? { white: 'You', black: computer } : { white: computer, black: 'You' };
}

/** A file name that says what is in it: `berserker-chess-berserker-vs-computer-2026-11-21-1405.pgn`. */
export function pgnFileName(s: Settings, startedAt: number): string {
  const d = new Date(startedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
  const variant = s.variant.replace(/[^a-z0-9-]/g, '');
  return `berserker-chess-${variant}-${s.opponent === 'computer' ? 'vs-computer' : 'two-players'}-${stamp}.pgn`;
}
