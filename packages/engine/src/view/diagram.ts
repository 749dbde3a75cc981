/**
 * A diagram without the rules: the pieces a FEN's placement field puts on a variant's board, read with
 * nothing but the variants' data (no move tables, no position, no validation beyond the placement's
 * shape). A page can draw a diagram with it before — or without — loading the rest of the engine:
 * <berserker-board> paints a bare `fen` diagram this way on first paint, and hands the game to the full
 * reader (parseFen) when the reader reaches for the board.
 *
 * It answers null for anything the full reader would have to judge (an unknown variant, a placement of
 * the wrong shape, a letter that is not a piece of the variant, a pawn on its last rank): the caller then
 * waits for the full reader, which names the problem. For a FEN the full reader accepts, the pieces are
 * the same as pieceViews' (tested in view-diagram.test.ts).
 *
 * A PGN's start is read the same way (readPgnDiagram): its head's tag pairs alone ([Variant], [FEN]), no
 * moves — what the board draws of an annotated game while the PGN reader is on its way.
 */
import { VARIANT_DEFS, variantIdFromPgnName } from '../variants.js';
import { parseSquare } from '../geometry.js';

export interface DiagramPiece {
  /** The square's index (rank * width + file, a1 = 0), as PieceView's `index`. */
  readonly index: number;
  /** The FEN letter in upper case (K, Q, …, Z for the Berserker). */
  readonly letter: string;
  readonly color: 'white' | 'black';
}

export interface DiagramView {
  readonly variant: string;
  /** The FEN read (the variant's start position when none was given). */
  readonly fen: string;
  /** The variant's name: "Berserker Chess". */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** The side to move (the FEN's second field). */
  readonly turn: 'white' | 'black';
  readonly pieces: readonly DiagramPiece[];
}

/** A variant's board without a position: its name and size, or null for an unknown variant id. */
export function variantBoard(variant: string): { readonly name: string; readonly width: number; readonly height: number } | null {
  const def = VARIANT_DEFS.find((d) => d.id === variant);
  return def ? { name: def.name, width: def.width, height: def.height } : null;
}

/**
 * The diagram of `fen` (default: the variant's start position) on `variant`'s board, or null when only
 * the full FEN reader can say what is wrong with it.
 */
export function readDiagram(variant: string, fen?: string): DiagramView | null {
  const def = VARIANT_DEFS.find((d) => d.id === variant);
  if (!def || (fen !== undefined && typeof fen !== 'string')) return null;
  const text = (fen ?? def.startFen).trim();
  const fields = text.split(/\s+/);
  if (fields.length < 4 || (fields[1] !== 'w' && fields[1] !== 'b')) return null;
  const { width, height } = def;
  const letters = new Set(def.pieces.map((p) => p.letter));
  const pawns = new Set(def.pieces.filter((p) => p.pawn).map((p) => p.letter));
  const rows = fields[0]!.split('/');
  if (rows.length !== height) return null;
  const pieces: DiagramPiece[] = [];
  for (let i = 0; i < height; i++) {
    const rank = height - 1 - i;
    let file = 0;
    for (const token of rows[i]!.match(/[1-9]\d*|\D/g) ?? []) {
      if (/^\d/.test(token)) {
        file += Number(token);
        continue;
      }
      const letter = token.toUpperCase();
      if (!letters.has(letter) || file >= width) return null;
      if (pawns.has(letter) && (rank === 0 || rank === height - 1)) return null;
      pieces.push({ index: rank * width + file, letter, color: token === letter ? 'white' : 'black' });
      file++;
    }
    // A zero count ("0", "05") is not matched above and leaves the rank short.
    if (file !== width || /(^|\D)0/.test(rows[i]!)) return null;
  }
  pieces.sort((a, b) => a.index - b.index);
  return { variant: def.id, fen: text, name: def.name, width, height, turn: fields[1] === 'w' ? 'white' : 'black', pieces };
}

/**
 * The index of square `name` ("e4", "j11") on a board of the diagram's size, or -1 when it is not one
 * of its squares.
 */
export function diagramSquare(board: { readonly width: number; readonly height: number }, name: string): number {
  return typeof name === 'string' ? parseSquare({ width: board.width, height: board.height, size: board.width * board.height }, name.trim()) : -1;
}

/**
 * A tag pair as the PGN lexer reads one (pgn-lexer.ts): `[`, a name of symbol characters, a quoted value
 * on one line in which a backslash escapes a quote or a backslash, `]`; blanks around each part.
 */
const HEAD_TAG_RE = /\s*\[[ \t]*([A-Za-z0-9_+#=:-]+)[ \t]*"((?:[^"\\\r\n]|\\[^\r\n])*)"[ \t]*\]/y;

/**
 * The tag pairs at the head of a PGN text: those before anything else, in order (the first game's, when
 * the text holds several). For a PGN the full reader accepts they are the first game's tags as parsePgn
 * reads them. An empty list for a text that does not start with a tag pair.
 */
export function pgnHeadTags(pgn: string): Array<[string, string]> {
  const tags: Array<[string, string]> = [];
  if (typeof pgn !== 'string') return tags;
  HEAD_TAG_RE.lastIndex = 0;
  for (let m = HEAD_TAG_RE.exec(pgn); m; m = HEAD_TAG_RE.exec(pgn)) tags.push([m[1]!, m[2]!.replace(/\\(["\\])/g, '$1')]);
  return tags;
}

/**
 * The start position of a PGN's first game, read from its head's tags alone: [Variant] (else `variant`,
 * the page's choice, else standard chess as PGN has it) and [FEN] (else `fen`, else the variant's start).
 * Null where only the full reader can judge: an unknown [Variant], a FEN readDiagram cannot read.
 */
export function readPgnDiagram(pgn: string, variant?: string, fen?: string): DiagramView | null {
  const tags = pgnHeadTags(pgn);
  const tag = (name: string) => tags.find(([k]) => k.toLowerCase() === name)?.[1];
  const named = tag('variant');
  const id = named === undefined ? variant || 'chess' : variantIdFromPgnName(named);
  return id ? readDiagram(id, tag('fen') ?? (fen || undefined)) : null;
}
