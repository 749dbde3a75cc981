/**
 * PGN syntax, the data the reader (pgn-reader.ts) gives and the writer (pgn-writer.ts) takes: games of
 * tags, moves as written, comments, NAGs and variations, with no chess rules (pgn-game.ts replays them).
 * Also the two facts both sides must agree on: what a result is, and how the first move is numbered.
 */

/** One move of the main line or of a variation. */
export interface PgnNode {
  /** Move text as written, without move number or !? suffix: "Nf3", "e8=Q+", "O-O", "exf3/Zf1", "--". */
  san: string;
  /** Numeric annotation glyphs: `$n` and the suffixes ! ? !! ?? !? ?! (1 to 6). */
  nags: number[];
  /** Comments after the move number and before this move, or at the start of a variation. */
  commentsBefore: string[];
  /** Comments following this move. */
  commentsAfter: string[];
  /** Alternative lines replacing this move (PGN RAV): each starts at this move's ply. */
  variations: PgnNode[][];
}

/** Where the movetext starts: the move number of its first move and whose move that is. */
export interface StartPly {
  fullmove: number;
  blackToMove: boolean;
}

export interface PgnGame {
  /** Tag pairs in order of appearance, values unescaped. */
  tags: Array<[string, string]>;
  moves: PgnNode[];
  /** Comments before the first move number (all comments, for a game without moves). */
  comments: string[];
  /** "1-0" | "0-1" | "1/2-1/2" | "*": the termination marker, else a valid Result tag, else "*". */
  result: string;
  /** 1-based line where the game's first token is. */
  line: number;
  /**
   * Numbering of the first move. Absent means the default: from the FEN tag (side to move and fullmove
   * fields) when there is one, else move 1 with White to move. The reader sets it only when the first
   * move number it reads differs from that default, so read and write round-trip.
   */
  startPly?: StartPly;
}

/** The termination markers, as the reader normalises them and the writer accepts them. */
export const RESULTS: ReadonlySet<string> = new Set(['1-0', '0-1', '1/2-1/2', '*']);

/** Numbering implied by the FEN tag (side to move and fullmove fields), else 1. White to move. */
export function defaultStart(tags: ReadonlyArray<readonly [string, string]>): StartPly {
  const fen = tags.find(([n]) => n === 'FEN')?.[1];
  if (fen === undefined) return { fullmove: 1, blackToMove: false };
  const fields = fen.trim().split(/\s+/);
  const fullmove = /^\d{1,9}$/.test(fields[5] ?? '') ? Number(fields[5]) : 1;
  return { fullmove: Math.max(fullmove, 1), blackToMove: fields[1] === 'b' };
}

/** The tags that say where the moves start and under which rules (compared without case, as the game reader does). */
const SETUP_TAGS: ReadonlySet<string> = new Set(['variant', 'rules', 'fen', 'setup']);

/**
 * Does the game hold more than its start position and its main-line moves — a comment (R8's Oh No!
 * records and `[%cal]`, `[%csl]`, `[%clk]`, `[%eval]` commands live in comments), a NAG, a variation, a
 * result other than `*`, its own move numbering, or a tag other than Variant, Rules, FEN, SetUp and an
 * unfinished Result? A tool that can write a game as a plain move list (a board's `moves`) needs the
 * whole PGN exactly when this is true, or the reader loses something.
 */
export function isAnnotatedPgn(game: PgnGame): boolean {
  const moreThanMoves = (nodes: readonly PgnNode[]): boolean =>
    nodes.some((n) => n.nags.length > 0 || n.commentsBefore.length > 0 || n.commentsAfter.length > 0 || n.variations.length > 0);
  if (game.comments.length > 0 || game.result !== '*' || game.startPly !== undefined) return true;
  if (game.tags.some(([name, value]) => !SETUP_TAGS.has(name.toLowerCase()) && !(name.toLowerCase() === 'result' && value.trim() === '*'))) return true;
  return moreThanMoves(game.moves);
}
