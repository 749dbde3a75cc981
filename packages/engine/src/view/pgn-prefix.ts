/**
 * A PGN text read as far as it can be, for viewers that show what a broken text holds up to its first
 * error (the reader itself, pgn-reader.ts, is all or nothing). Kept apart from the tree reader so that
 * code that only reads whole texts need not carry it.
 */
import { ChessError } from '../errors.js';
import type { PgnGame } from '../pgn-model.js';
import { parsePgn } from '../pgn-reader.js';

/**
 * A PGN text parsed as far as it can be: every game before the first syntax error, and the game it is
 * in up to the last move before it (the text is cut where the error is and read again, until what is
 * left reads). `error` is the first error (its `where` names the line and column), or null.
 */
export function parsePgnPrefix(text: string): { games: PgnGame[]; error: ChessError | null } {
  let cut = text.length;
  let first: ChessError | null = null;
  for (;;) {
    try {
      return { games: parsePgn(text.slice(0, cut)), error: first };
    } catch (e) {
      if (!(e instanceof ChessError) || e.code !== 'ERR_PGN') throw e;
      first ??= e;
      const at = offsetOf(text, e.where);
      // Each retry cuts strictly before the last cut, so this ends; a text that reads nowhere gives nothing.
      if (at === null || at >= cut) return { games: [], error: first };
      cut = at;
    }
  }
}

/** The offset of `line L, column C` in `text` (lines end at \n, \r\n or \r, as the reader counts them). */
function offsetOf(text: string, where: string | undefined): number | null {
  const m = /line (\d+), column (\d+)/.exec(where ?? '');
  if (!m) return null;
  let line = 1, i = 0;
  const target = Number(m[1]);
  while (line < target && i < text.length) {
    const c = text.charCodeAt(i++);
    if (c === 10 || (c === 13 && text.charCodeAt(i) !== 10)) line++;
  }
  return line === target ? i + Number(m[2]) - 1 : null;
}
