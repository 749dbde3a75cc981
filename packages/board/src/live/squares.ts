/**
 * Square names ↔ indices (`rank * width + file`, a1 = 0) through the engine's presentation API: the
 * element names squares to the engine and indexes them for the renderer and the grid.
 */
import { squareIndex, squareName, type BoardSource } from '@berserker-chess/engine';

/** The index of square `name` ("e4", "j11") on `board`'s board, or -1 when it is not one of its squares. */
export function indexOf(board: BoardSource, name: string | null | undefined): number {
  if (!name) return -1;
  try {
    return squareIndex(board, name);
  } catch {
    return -1;
  }
}

/** The name of square `index` on `board`'s board. */
export const nameOf = (board: BoardSource, index: number): string => squareName(board, index);
