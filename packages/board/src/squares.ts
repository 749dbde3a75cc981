/** Square names ↔ numbers on any board up to 12x12 (a1 = 0, square = rank * width + file). */
import { parseSquare, type Geometry } from '@berserker-chess/engine';

export { squareName } from './render/svg.js';

/** The number of square `name` ("e4", "j11") on a board of geometry `geo`; -1 if it is not one. */
export const squareIndex = (name: string | null | undefined, geo: Geometry): number => parseSquare(geo, name ?? '');
