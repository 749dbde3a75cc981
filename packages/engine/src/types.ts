/**
 * Shared vocabulary. Colours are 0 (white) and 1 (black) inside the engine; piece codes pack a colour
 * and a 1-based piece-type index of the variant: code = type | colour << 4, 0 = empty square.
 */
export const COLORS = ['white', 'black'] as const;
export type ColorName = (typeof COLORS)[number];
export type Color = 0 | 1;
export const WHITE: Color = 0;
export const BLACK: Color = 1;

export const pieceCode = (type: number, color: Color): number => type | (color << 4);
export const codeType = (code: number): number => code & 15;
export const codeColor = (code: number): Color => (code >> 4) as Color;
export const other = (c: Color): Color => (c ^ 1) as Color;

/**
 * A move packed in one 32-bit integer, so move lists live in typed arrays and perft allocates nothing:
 * bits 0–7 from, 8–15 to, 16–19 promotion type, 20–23 kind, 24–31 placement square + 1
 * (the Berserker placed together with a capture under `capture=capturer-turn`; 0 = none).
 */
export const MoveKind = {
  Normal: 0,
  /** A pawn's multi-square first step; may open en passant. */
  MultiStep: 1,
  EnPassant: 2,
  Castle: 3,
  /** R3: a knight of the side to move becomes its Berserker, placed by the opponent (from = knight, to = square). */
  Release: 4,
  /** R4: the captured Berserker of the side to move is put back on the board by the opponent (to = square). */
  Place: 5,
  /** Option release=owner-marks: the side to move marks an enemy knight, where it stands, as that side's Berserker. */
  Mark: 6,
} as const;
export type MoveKindValue = (typeof MoveKind)[keyof typeof MoveKind];

export const encodeMove = (from: number, to: number, kind: number, promo = 0, place = -1): number =>
  (from | (to << 8) | (promo << 16) | (kind << 20) | ((place + 1) << 24)) >>> 0;
export const moveFrom = (m: number): number => m & 255;
export const moveTo = (m: number): number => (m >>> 8) & 255;
export const movePromo = (m: number): number => (m >>> 16) & 15;
export const moveKind = (m: number): number => (m >>> 20) & 15;
export const movePlace = (m: number): number => (m >>> 24) - 1;
export const isPlacementKind = (kind: number): boolean => kind >= MoveKind.Release;
