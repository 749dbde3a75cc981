/**
 * Squares as they lie on screen (with Black at the bottom when the board is flipped): the square at a
 * screen column and row, the square under a pointer, and where the ARIA grid's keys move the focus
 * (W3C grid pattern): arrows one square in the direction they point on screen, Home/End to the ends of
 * the row, Ctrl+Home/End to the corners, PageUp/PageDown to the top and bottom of the column. Pure.
 */

/**
 * The square to focus after `key`, or null when the key is not a grid movement key.
 * `sq` = rank * width + file; `flip` = Black at the bottom.
 */
export function gridKey(key: string, ctrl: boolean, sq: number, width: number, height: number, flip: boolean): number | null {
  // Work in screen coordinates: column from the left, row from the top.
  let col = sq % width;
  let row = height - 1 - Math.floor(sq / width);
  if (flip) {
    col = width - 1 - col;
    row = height - 1 - row;
  }
  switch (key) {
    case 'ArrowLeft': col = Math.max(0, col - 1); break;
    case 'ArrowRight': col = Math.min(width - 1, col + 1); break;
    case 'ArrowUp': row = Math.max(0, row - 1); break;
    case 'ArrowDown': row = Math.min(height - 1, row + 1); break;
    case 'Home': col = 0; if (ctrl) row = 0; break;
    case 'End': col = width - 1; if (ctrl) row = height - 1; break;
    case 'PageUp': row = 0; break;
    case 'PageDown': row = height - 1; break;
    default: return null;
  }
  return screenSquare(col, row, width, height, flip);
}

/** The square shown at screen column `col` (from the left) and row `row` (from the top). */
export function screenSquare(col: number, row: number, width: number, height: number, flip: boolean): number {
  return flip ? row * width + (width - 1 - col) : (height - 1 - row) * width + col;
}

/** The square under viewport point (x, y) of a board drawn in `rect`, or -1 outside it. */
export function squareAtPoint(rect: DOMRectReadOnly, x: number, y: number, width: number, height: number, flip: boolean): number {
  if (x < rect.left || y < rect.top || x >= rect.right || y >= rect.bottom) return -1;
  const col = Math.floor(((x - rect.left) / rect.width) * width);
  const row = Math.floor(((y - rect.top) / rect.height) * height);
  return screenSquare(col, row, width, height, flip);
}
