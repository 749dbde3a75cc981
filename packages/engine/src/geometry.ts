/**
 * Board geometry: any rectangle up to 12x12. A square is the number `rank * width + file`
 * (a1 = 0, b1 = 1, …), so an 8x8 board numbers its squares exactly like most chess libraries.
 */
import { ChessError } from './errors.js';

export const MAX_SIZE = 12;
export const FILE_NAMES = 'abcdefghijkl';

export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly size: number;
}

export function makeGeometry(width: number, height: number): Geometry {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE) {
    throw new ChessError('ERR_VARIANT', `board size ${width}x${height} is outside 1x1 to ${MAX_SIZE}x${MAX_SIZE}`);
  }
  return { width, height, size: width * height };
}

export const squareFile = (g: Geometry, sq: number): number => sq % g.width;
export const squareRank = (g: Geometry, sq: number): number => Math.floor(sq / g.width);
export const square = (g: Geometry, file: number, rank: number): number =>
  file >= 0 && file < g.width && rank >= 0 && rank < g.height ? rank * g.width + file : -1;

export function makeSquare(g: Geometry, sq: number): string {
  return FILE_NAMES[sq % g.width]! + String(Math.floor(sq / g.width) + 1);
}

/** Parses `e4` or `j11`; returns -1 when the text is not a square of this board. */
export function parseSquare(g: Geometry, text: string): number {
  const m = /^([a-l])(1[0-2]|[1-9])$/.exec(text);
  if (!m) return -1;
  return square(g, FILE_NAMES.indexOf(m[1]!), Number(m[2]) - 1);
}

/** Light or dark: a1 is dark, as on every chessboard. */
export const isLightSquare = (g: Geometry, sq: number): boolean => (squareFile(g, sq) + squareRank(g, sq)) % 2 === 1;
