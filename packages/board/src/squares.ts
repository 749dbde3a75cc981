/** Square names ↔ numbers on any board up to 12x12 (a1 = 0, square = rank * width + file). */
export { squareName } from './render/svg.js';

/** The number of square `name` ("e4", "j11") on a board `width` files wide; -1 if it is not one. */
export function squareIndex(name: string | null | undefined, width: number, height: number): number {
  const m = /^([a-l])(1[0-2]|[1-9])$/.exec(name ?? '');
  if (!m) return -1;
  const file = m[1]!.charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return file < width && rank < height ? rank * width + file : -1;
}
