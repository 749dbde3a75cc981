/**
 * What a board editor needs from the engine: a variant's palette (every piece, both colours, with the
 * letter its FEN writes), the castling rights and Berserker flags it can set, the square names of its
 * board, a FEN read back into pieces, and the verdict on an edited position — the FEN the engine would
 * write and, when the reader refuses it, its message and the field it names. The editor holds no piece
 * codes and no FEN rules of its own.
 */
import type { ColorName } from '../types.js';
import { ChessError, type ErrorCode } from '../errors.js';
import { getVariant } from '../variants.js';
import { parseFen, makeFen } from '../fen.js';
import { parseSquare } from '../geometry.js';
import { Game } from '../game.js';
import { FLAG_LETTERS } from '../berserker.js';
import { pieceViews, situationText } from './board.js';
import { setupFenText, squareName } from './common.js';
import { variantInfo } from './variants.js';
import type { Setup, SetupPiece } from './types.js';

/** One piece of a palette. */
export interface PalettePiece {
  /** The letter as the FEN writes it: upper case for White, lower case for Black. */
  readonly fen: string;
  /** The piece's letter (upper case) and colour, as a Setup takes them. */
  readonly letter: string;
  readonly color: ColorName;
  /** As a label says it: "white amazon", "black Berserker". */
  readonly label: string;
}

/** A castling right the editor can grant: the FEN flag and what it means. */
export interface CastlingRight {
  readonly flag: string;
  readonly color: ColorName;
  readonly side: 'king' | 'queen';
  /** "White O-O" (king side), "Black O-O-O" (queen side). */
  readonly label: string;
}

/** A letter of the seventh (Berserker) FEN field and what it says. */
export interface BerserkerFlag {
  readonly flag: string;
  readonly label: string;
}

export interface EditorSpec {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** The start position as the engine writes it (with the seventh field in a Berserker variant). */
  readonly startFen: string;
  /** The Berserker rules apply: the seventh FEN field and the rule options. */
  readonly berserker: boolean;
  /** White's pieces, then Black's, each in the variant's order. */
  readonly palette: readonly PalettePiece[];
  /** Empty when the variant has no castling. */
  readonly castling: readonly CastlingRight[];
  /** Empty when the variant has no Berserker. */
  readonly flags: readonly BerserkerFlag[];
  /** Square names by index (rank * width + file; a1 = 0). */
  readonly squares: readonly string[];
}

const FLAG_TEXT: Readonly<Record<string, string>> = {
  T: 'White has triggered',
  t: 'Black has triggered',
  R: "a release of White's Berserker is waiting",
  r: "a release of Black's Berserker is waiting",
  P: "White's captured Berserker is waiting to be placed",
  p: "Black's captured Berserker is waiting to be placed",
};

/** The editor's view of variant `variantId`. Throws ChessError ERR_VARIANT for an unknown id. */
export function editorSpec(variantId: string): EditorSpec {
  const info = variantInfo(variantId);
  const v = getVariant(variantId);
  const palette: PalettePiece[] = [];
  for (const color of ['white', 'black'] as const) {
    for (const p of info.pieces) palette.push({ fen: color === 'white' ? p.letter : p.letter.toLowerCase(), letter: p.letter, color, label: `${color} ${p.name}` });
  }
  // Castling needs a king and rooks on their home squares in the start position (the FEN reader's rule).
  const startBoard = info.startFen.split(' ')[0]!;
  const canCastle = v.def.castleDistance !== 0 && info.pieces.some((p) => p.letter === 'K') && /R/.test(startBoard) && /r/.test(startBoard);
  const castling: CastlingRight[] = canCastle
    ? [
        { flag: 'K', color: 'white', side: 'king', label: 'White O-O' },
        { flag: 'Q', color: 'white', side: 'queen', label: 'White O-O-O' },
        { flag: 'k', color: 'black', side: 'king', label: 'Black O-O' },
        { flag: 'q', color: 'black', side: 'queen', label: 'Black O-O-O' },
      ]
    : [];
  const flags = info.berserker ? [...FLAG_LETTERS].map((flag) => ({ flag, label: FLAG_TEXT[flag]! })) : [];
  const squares = Array.from({ length: v.geo.size }, (_, i) => squareName(v, i));
  return { id: info.id, name: info.name, width: info.width, height: info.height, startFen: makeFen(parseFen(v, info.startFen)), berserker: info.berserker, palette, castling, flags, squares };
}

/** A FEN read into the pieces and fields a Setup holds (the engine's reading: canonical fields). */
export interface ReadSetup extends Required<Omit<Setup, 'pieces'>> {
  readonly pieces: SetupPiece[];
  /** The FEN as the engine writes it. */
  readonly fen: string;
}

/**
 * Reads `fen` of variant `variantId` (rules as for getVariant) into pieces and fields. Throws the FEN
 * reader's ChessError (its `where` names the field) for a FEN the engine does not accept.
 */
export function readSetup(variantId: string, fen: string, rules?: string): ReadSetup {
  const v = getVariant(variantId, rules);
  const canonical = makeFen(parseFen(v, fen));
  const game = new Game({ variant: variantId, ...(rules ? { rules } : {}), fen: canonical });
  const fields = canonical.split(' ');
  return {
    pieces: pieceViews(game).map((p) => ({ square: p.square, letter: p.letter, color: p.color })),
    turn: fields[1] === 'b' ? 'black' : 'white',
    castling: fields[2]!,
    enPassant: fields[3]!,
    halfmove: Number(fields[4]),
    fullmove: Number(fields[5]),
    berserker: fields[6] ?? '-',
    fen: canonical,
  };
}

/** The engine's verdict on an edited position. */
export interface SetupVerdict {
  /** The position's FEN: as the engine writes it when valid, else as the setup spells it. */
  readonly fen: string;
  readonly ok: boolean;
  /** Valid: the situation ("White to move, in check", "Checkmate: …"). Invalid: the reader's message, its place in front ("FEN board: White has 2 kings; …"). */
  readonly message: string;
  /** Invalid only: the error code and the field or square it names. */
  readonly code: ErrorCode | null;
  readonly where: string | null;
}

/** The FEN text of `setup`, unchecked (letters taken as given), so a refused position can still be shown. */
function setupText(variantId: string, setup: Setup, rules?: string): string {
  const v = getVariant(variantId, rules);
  const cells = new Map<number, string>();
  for (const p of setup.pieces) {
    const sq = parseSquare(v.geo, p.square);
    if (sq >= 0 && !cells.has(sq)) cells.set(sq, p.color === 'white' ? p.letter.toUpperCase() : p.letter.toLowerCase());
  }
  return setupFenText(v, cells, setup);
}

/**
 * The verdict on `setup` in variant `variantId` under `rules`: never throws for a bad position (that is
 * the verdict: the message names the square or FEN field that is wrong), only for an unknown variant or
 * bad rule options (ChessError ERR_VARIANT / ERR_RULES, as getVariant).
 */
export function checkSetup(variantId: string, setup: Setup, rules?: string): SetupVerdict {
  const v = getVariant(variantId, rules);
  const text = setupText(variantId, setup, rules);
  try {
    const seen = new Set<number>();
    for (const p of setup.pieces) {
      const sq = parseSquare(v.geo, p.square);
      if (sq < 0) throw new ChessError('ERR_SQUARE', `"${p.square}" is not a square of a ${v.geo.width}x${v.geo.height} board`, 'pieces');
      if (seen.has(sq)) throw new ChessError('ERR_FEN_BOARD', `${p.square} is given two pieces`, 'pieces');
      seen.add(sq);
      if (!v.typeOf.has(p.letter.toUpperCase())) throw new ChessError('ERR_FEN_BOARD', `"${p.letter}" is not a piece of ${v.def.name}`, `pieces, ${p.square}`);
    }
    const pos = parseFen(v, text);
    return { fen: makeFen(pos), ok: true, message: situationText(new Game({ variant: variantId, ...(rules ? { rules } : {}), fen: makeFen(pos) })), code: null, where: null };
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    return { fen: text, ok: false, message: e.message, code: e.code, where: e.where ?? null };
  }
}
