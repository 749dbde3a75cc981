/**
 * What the board shows of one position: the renderer's picture (pieces, last move, check, markers,
 * arrows, tints) and what each grid cell says and does. Pure: everything comes in as the engine's
 * presentation data (PieceView, BoardView) and the user's state (selection, markers, drag).
 */
import type { LastMoveView, PieceView } from '@berserker-chess/engine';
import type { MarkerKind } from '../render/svg.js';
import type { Arrow, Highlight, Picture } from '../types.js';
import type { Cell } from './grid.js';
import { keyOf, squareLabel, type Words } from './words.js';

export interface PictureInput {
  readonly width: number;
  readonly height: number;
  /** The pieces shown (the start position while Game of Pawns' first move is hidden). */
  readonly pieces: readonly PieceView[];
  /** The last move shown, and the indices of the royal pieces in check (none while a move is hidden). */
  readonly lastMove: LastMoveView | null;
  readonly checks: readonly number[];
  /** The square whose piece is being dragged (drawn as the ghost, not on its square), or -1. */
  readonly dragFrom: number;
  readonly selected: number;
  readonly markers: ReadonlyArray<{ square: number; kind: MarkerKind }>;
  readonly arrows: readonly Arrow[];
  /** The author's tints, then the element's (knights to pick, the hint, puzzle feedback). */
  readonly highlights: readonly Highlight[];
  readonly flipped: boolean;
  readonly coordinates: boolean;
  readonly dark: boolean;
  /** The picture's title (its tooltip). */
  readonly title: string;
}

export function boardPicture(p: PictureInput): Picture {
  return {
    width: p.width,
    height: p.height,
    pieces: p.pieces.filter((x) => x.index !== p.dragFrom).map((x) => ({ square: x.index, letter: x.letter, color: x.color })),
    orientation: p.flipped ? 'black' : 'white',
    coordinates: p.coordinates,
    theme: p.dark ? 'dark' : 'light',
    title: p.title,
    idPrefix: 'b',
    selected: p.selected,
    markers: [...p.markers],
    arrows: [...p.arrows],
    highlights: [...p.highlights],
    ...(p.lastMove ? { lastMove: [p.lastMove.fromIndex ?? p.lastMove.toIndex, p.lastMove.toIndex] as [number, number] } : {}),
    ...(p.checks.length ? { check: [...p.checks] } : {}),
  };
}

export interface CellInput {
  readonly pieces: readonly PieceView[];
  /** The square's name. */
  name(sq: number): string;
  readonly markers: ReadonlyArray<{ square: number; kind: MarkerKind }>;
  readonly selected: number;
  /** Knights the user may pick for a release ("can become the Berserker"). */
  readonly pickable: readonly number[];
  /** Can the user pick up the piece on `sq` now? */
  movable(sq: number): boolean;
  readonly t: Words;
}

/** What grid cell `sq` says ("e4, white pawn, move here, selected") and how it looks. */
export function cells(c: CellInput): (sq: number) => Cell {
  const at = new Map(c.pieces.map((p) => [p.index, p]));
  const marked = new Map(c.markers.map((m) => [m.square, m.kind]));
  return (sq) => {
    const kind = marked.get(sq);
    const selected = sq === c.selected;
    return {
      label: [
        squareLabel(c.t, c.name(sq), at.get(sq) ?? null),
        ...(c.pickable.includes(sq) ? [c.t('cell.pickable')] : []),
        ...(kind ? [c.t(keyOf('marker', kind))] : []),
        ...(selected ? [c.t('cell.selected')] : []),
      ].join(', '),
      cls: c.movable(sq) ? 'mv' : kind ? 'tg' : '',
      selected,
    };
  };
}
