/**
 * Parsers for the drawing attributes: `arrows="e2e4 g1f3:red"` and `highlights="e4:red d5"`.
 * They throw an Error whose message says what is wrong; the element shows it under the attribute's name.
 */
import { diagramSquare } from '@berserker-chess/engine';
import { safeColor } from '../render/color.js';
import { shorten } from './text.js';
import type { Arrow, BoardSize, Highlight } from '../types.js';

const tokens = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

function color(tok: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (safeColor(text) === null) throw new Error(`"${shorten(tok)}": unknown colour "${shorten(text)}" (use #rgb, #rrggbb or red, green, blue, yellow, orange, purple)`);
  return text;
}

/** The board's size as messages give it: `8x8`. */
const size = (board: BoardSize): string => `${board.width}x${board.height}`;
const indexOf = (board: BoardSize, name: string | undefined): number => (name ? diagramSquare(board, name) : -1);

/** "e2e4 g1-f3:blue" on a board of this size. */
export function parseArrows(text: string, board: BoardSize): Arrow[] {
  return tokens(text).map((tok) => {
    const m = /^([a-l]\d+)-?([a-l]\d+)(?::(.+))?$/.exec(tok);
    const from = indexOf(board, m?.[1]);
    const to = indexOf(board, m?.[2]);
    if (from < 0 || to < 0 || from === to) throw new Error(`"${shorten(tok)}" is not an arrow between two squares of the ${size(board)} board (write e.g. e2e4 or e2e4:red)`);
    return { from, to, color: color(tok, m![3]) };
  });
}

/** "e4:red d5" (no colour: yellow). */
export function parseHighlights(text: string, board: BoardSize): Highlight[] {
  return tokens(text).map((tok) => {
    const [name, c] = tok.split(':');
    const square = indexOf(board, name);
    if (square < 0) throw new Error(`"${shorten(tok)}" is not a square of the ${size(board)} board (write e.g. e4 or e4:red)`);
    return { square, color: color(tok, c) ?? 'yellow' };
  });
}
