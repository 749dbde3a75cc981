/**
 * Helpers shared by the view modules and kept inside the engine: they take engine internals (positions,
 * piece codes) that the public view functions turn into names.
 */
import { type Color, COLORS, type ColorName, MoveKind, moveKind } from '../types.js';
import { makeSquare, parseSquare, type Geometry } from '../geometry.js';
import type { Variant } from '../variant.js';
import { Position } from '../position.js';
import { Game, type PlacementTurn } from '../game.js';
import { ChessError } from '../errors.js';
import { dueAction } from '../berserker.js';
import type { PieceView, Setup } from './types.js';

/** Anything that knows a board's geometry. */
export type BoardSource = Game | Position | Variant;

export const positionOf = (x: Game | Position): Position => (x instanceof Game ? x.position : x);

/** The placement turn of `pos`, if this turn is one (R3, R4, R6): Game.placementTurn for a bare Position. */
export function placementTurnOf(pos: Position): PlacementTurn | null {
  if (!pos.v.rules) return null;
  const act = dueAction(pos);
  if (act === 0 || !pos.legalMoves().some((m) => moveKind(m) === act)) return null;
  const us = pos.turn, them = (us ^ 1) as Color;
  if (act === MoveKind.Mark) return { kind: 'mark', owner: COLORS[them], controller: COLORS[us] };
  return { kind: act === MoveKind.Place ? 'place' : 'release', owner: COLORS[us], controller: COLORS[them] };
}

function variantOf(x: BoardSource): Variant {
  if (x instanceof Game) return x.variant;
  if (x instanceof Position) return x.v;
  return x;
}

const geometryOf = (x: BoardSource): Geometry => variantOf(x).geo;

/** `Black`, `White`: a colour as a sentence names it. */
export const colorTitle = (c: ColorName | Color): string => ((c === 1 || c === 'black') ? 'Black' : 'White');

/** The name of square `index` (`e4`). Throws ChessError ERR_SQUARE when the index is not on the board. */
export function squareName(x: BoardSource, index: number): string {
  const g = geometryOf(x);
  if (!Number.isInteger(index) || index < 0 || index >= g.size) {
    throw new ChessError('ERR_SQUARE', `${String(index)} is not a square index of a ${g.width}x${g.height} board (0 to ${g.size - 1})`);
  }
  return makeSquare(g, index);
}

/** The index (`rank * width + file`, a1 = 0) of the square named `name`. Throws ChessError ERR_SQUARE naming the text. */
export function squareIndex(x: BoardSource, name: string): number {
  const g = geometryOf(x);
  const sq = typeof name === 'string' ? parseSquare(g, name.trim()) : -1;
  if (sq < 0) throw new ChessError('ERR_SQUARE', `"${String(name)}" is not a square of a ${g.width}x${g.height} board`);
  return sq;
}

/** A square given by name or index, checked against the board. */
export function toIndex(x: BoardSource, square: string | number): number {
  if (typeof square === 'number') {
    squareName(x, square);
    return square;
  }
  return squareIndex(x, square);
}

/** The piece with engine code `code` on `sq`, as a view (internal: codes stay inside the engine). */
export function pieceViewOf(v: Variant, sq: number, code: number): PieceView {
  const def = v.pieces[(code & 15) - 1]!;
  return {
    square: makeSquare(v.geo, sq),
    index: sq,
    role: def.name.toLowerCase(),
    letter: def.letter,
    name: def.letter === 'Z' ? def.name : def.name.toLowerCase(),
    color: COLORS[code >> 4]!,
    berserker: def.letter === 'Z',
  };
}

/**
 * The FEN text of a board (square index → FEN letter, colour in its case) with a setup's other fields,
 * as given and unchecked: setupFen hands it to the FEN reader; the editor shows it even when refused.
 */
export function setupFenText(v: Variant, cells: ReadonlyMap<number, string>, setup: Setup): string {
  const { width: w, height: h } = v.geo;
  const rows: string[] = [];
  for (let r = h - 1; r >= 0; r--) {
    let row = '', empty = 0;
    for (let f = 0; f < w; f++) {
      const c = cells.get(r * w + f);
      if (!c) { empty++; continue; }
      if (empty) row += String(empty);
      empty = 0;
      row += c;
    }
    rows.push(empty ? row + String(empty) : row);
  }
  const fields = [
    rows.join('/'), setup.turn === 'black' ? 'b' : 'w', setup.castling || '-', setup.enPassant || '-',
    String(setup.halfmove ?? 0), String(setup.fullmove ?? 1),
  ];
  if (v.rules) fields.push(setup.berserker || '-');
  return fields.join(' ');
}
