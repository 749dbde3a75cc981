/**
 * Parsers for the drawing attributes: `arrows="e2e4 g1f3:red"` and `highlights="e4:red d5"`.
 * They throw an Error whose message says what is wrong; the element shows it under the attribute's name.
 */
import { safeColor } from './render/color.js';
import type { Geometry } from '@berserker-chess/engine';
import { squareIndex } from './squares.js';

export interface Arrow {
  from: number;
  to: number;
  color?: string;
}
export interface Highlight {
  square: number;
  color: string;
}

const tokens = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

function color(tok: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (safeColor(text) === null) throw new Error(`"${tok}": unknown colour "${text}" (use #rgb, #rrggbb or red, green, blue, yellow, orange, purple)`);
  return text;
}

/** "e2e4 g1-f3:blue" on a board of geometry `geo`. */
export function parseArrows(text: string, geo: Geometry): Arrow[] {
  return tokens(text).map((tok) => {
    const m = /^([a-l]\d+)-?([a-l]\d+)(?::(.+))?$/.exec(tok);
    const from = squareIndex(m?.[1], geo);
    const to = squareIndex(m?.[2], geo);
    if (from < 0 || to < 0 || from === to) throw new Error(`"${tok}" is not an arrow between two squares of the ${geo.width}x${geo.height} board (write e.g. e2e4 or e2e4:red)`);
    return { from, to, color: color(tok, m![3]) };
  });
}

/** "e4:red d5" (no colour: yellow). */
export function parseHighlights(text: string, geo: Geometry): Highlight[] {
  return tokens(text).map((tok) => {
    const [name, c] = tok.split(':');
    const square = squareIndex(name, geo);
    if (square < 0) throw new Error(`"${tok}" is not a square of the ${geo.width}x${geo.height} board (write e.g. e4 or e4:red)`);
    return { square, color: color(tok, c) ?? 'yellow' };
  });
}
