/**
 * The presentation API's vocabulary: what the board element, the site and the puzzles need to know about
 * a game in order to show it, as plain data. No numeric piece codes, no packed moves: squares are names
 * (`e4`) with their index beside them (`rank * width + file`, for renderers), pieces are roles and
 * letters. Everything above the engine reads the game through these types; nothing above it decodes
 * piece codes, computes placement squares, numbers moves or parses rules text itself.
 */
import type { ColorName } from '../types.js';
import type { MarkerKind } from '../markers.js';
import type { MoveInfo, PlacementTurn } from '../game.js';
import type { GameStatus } from '../status.js';

/** A piece on a square. */
export interface PieceView {
  /** Square name, `e4`. */
  readonly square: string;
  /** Square index, `rank * width + file` (a1 = 0), for renderers. */
  readonly index: number;
  /** Lower-case piece name as the variant calls it: `knight`, `berserker`, `amazon`, `pawn`. */
  readonly role: string;
  /** Upper-case FEN letter whatever the colour: `N`, `Z`, `A`. */
  readonly letter: string;
  /** How a sentence names it: `pawn`, `knight`, `Berserker` (the one capitalised name), `amazon`. */
  readonly name: string;
  readonly color: ColorName;
  /** True for a Berserker (letter Z). */
  readonly berserker: boolean;
}

/** The last move as the board highlights it. `from` is null for a re-placement (it comes from off the board). */
export interface LastMoveView {
  readonly from: string | null;
  readonly to: string;
  readonly fromIndex: number | null;
  readonly toIndex: number;
  readonly san: string;
}

/** Everything a board needs to draw one position and say whose turn it is. */
export interface BoardView {
  readonly variant: string;
  readonly width: number;
  readonly height: number;
  readonly pieces: readonly PieceView[];
  /** Squares of royal pieces in check (the side to move's). */
  readonly checks: readonly string[];
  readonly lastMove: LastMoveView | null;
  /** The side whose move it counts as. */
  readonly turn: ColorName;
  /** The side that decides this turn: differs from `turn` on a placement turn controlled by the opponent. */
  readonly controller: ColorName;
  /** The placement turn now, if any (R3, R4, R6). */
  readonly placement: PlacementTurn | null;
  readonly status: GameStatus;
  /** A one-line English description: "White to move", "Black places White's Berserker (R3)", "Checkmate: Black wins". */
  readonly situation: string;
}

/** A square a piece reaches, by kind (teaching diagrams' "click a piece to see its moves"). */
export interface TargetView {
  readonly square: string;
  readonly index: number;
  readonly kind: MarkerKind;
}

/** A legal placement: which knight (null for a re-placement from off the board) goes where. */
export interface PlacementOption {
  /** Square of the knight that becomes the Berserker (release, mark); null for a re-placement. */
  readonly knight: string | null;
  readonly square: string;
  readonly index: number;
  /** The move as the engine writes it: `Nb1=Z`, `Zf1`. */
  readonly san: string;
  readonly coordinate: string;
}

/** Why a square was refused, structured so a caption, a ✕ mark and a test can all read it. */
export type RefusalReason =
  /** R5: the square holds a piece. */
  | { readonly rule: 'R5'; readonly code: 'occupied'; readonly piece: PieceView }
  /** R5: a knight there would attack these pieces of the protected side (threat option). */
  | { readonly rule: 'R5'; readonly code: 'attacks'; readonly attacked: readonly PieceView[]; readonly protectedSide: ColorName }
  /** R5: the square is on a rank beyond the one the rule settled on. */
  | { readonly rule: 'R5'; readonly code: 'wrong-rank'; readonly rank: number; readonly placementRank: number }
  /** R5/C2 (H1 under capturer-turn): the placement would leave the owner's king in check. */
  | { readonly rule: 'C2'; readonly code: 'king-in-check'; readonly king: string }
  /** R3 (release=owner-marks): only a knight of the owner can be marked; `piece` is what stands there, if anything. */
  | { readonly rule: 'R3'; readonly code: 'not-a-knight'; readonly piece: PieceView | null };

export interface PlacementRefusal {
  /** The knight the refusal is about (release), or null (re-placement). */
  readonly knight: string | null;
  readonly square: string;
  readonly index: number;
  readonly reason: RefusalReason;
  /** The reason in one English sentence: "a knight on g1 would attack the pawn on f3 (R5)". */
  readonly text: string;
}

/** Per knight (release) or for the captured Berserker (re-placement): the rank R5 settles on and its squares. */
export interface PlacementCandidate {
  readonly knight: string | null;
  /** The owner's relative rank (1-based) R5 settled on, or null when nothing can be placed. */
  readonly rank: number | null;
  /** Whether R5's attack condition still held on that rank (false on the fallback passes). */
  readonly attackCondition: boolean;
  readonly options: readonly PlacementOption[];
  /** Every empty square of the ranks up to and including `rank` that is not an option, with why. */
  readonly refused: readonly PlacementRefusal[];
}

/** A placement turn, fully explained: the one source of placement captions, stars and ✕ marks. */
export interface PlacementChoices {
  readonly kind: 'release' | 'place' | 'mark';
  readonly owner: ColorName;
  readonly controller: ColorName;
  readonly candidates: readonly PlacementCandidate[];
  /** All legal placements (the union of the candidates' options). */
  readonly options: readonly PlacementOption[];
  /** The ✕ marks before a knight is chosen: every candidate's refused squares that no candidate may use, one per square (first reason kept). */
  readonly refused: readonly PlacementRefusal[];
}

/** One move of a movetext with its number label. */
export interface MoveToken {
  /** 1-based ply within the line. */
  readonly ply: number;
  readonly san: string;
  readonly color: ColorName;
  /** The full move number this move belongs to. */
  readonly moveNumber: number;
  /** The label to print before the move: `12.` before White's move, `12…` before a Black move that starts a line (or follows a comment or variation), '' otherwise. */
  readonly label: string;
  /** The label a screen reader should always hear: `12.` or `12…`; also the label to print after a comment or variation. */
  readonly spokenLabel: string;
  /** C7: the move must stay hidden from the side to move now (Game of Pawns' first White move while Black chooses). */
  readonly hidden?: boolean;
}

/** Arrow or highlight from a `[%cal …]` / `[%csl …]` comment command, or an author's attribute. */
export interface Shape {
  readonly from: string;
  /** Absent for a highlighted square. */
  readonly to?: string;
  readonly color: 'green' | 'red' | 'yellow' | 'blue';
}

/** A move in a PGN game tree. */
export interface GameTreeNode {
  /** Path from the root: the indices of the children taken, joined by '.': '0.0.1' (stable across reads). */
  readonly path: string;
  /** 1-based ply from the game's start position. */
  readonly ply: number;
  readonly move: MoveInfo;
  readonly san: string;
  readonly token: MoveToken;
  /** FEN of the position after the move. */
  readonly fen: string;
  readonly nags: readonly number[];
  /** NAGs as glyphs: `!`, `?`, `!!`, `??`, `!?`, `?!`, `=`, `∞`, `±`, … */
  readonly glyphs: readonly string[];
  /** Comments before the move, without `[%…]` commands. */
  readonly commentsBefore: readonly string[];
  /** Comments after the move, without `[%…]` commands and without Oh No! records. */
  readonly comments: readonly string[];
  readonly shapes: readonly Shape[];
  /** `[%clk h:mm:ss]`: the mover's remaining time in seconds, if given. */
  readonly clock: number | null;
  /** `[%eval …]` as written (`0.17`, `#-3`, `0.17,23`), if given. */
  readonly eval: string | null;
  /** Other `[%…]` commands of the move's comments, verbatim (`[%emt 0:00:05]`), kept so writing gives them back. */
  readonly commands: readonly string[];
  /** R8: the action this move replaced after an Oh No! take-back (`{Oh no! X}`). */
  readonly retracted: MoveInfo | null;
  /** R8: an action played after this move and taken back, not replaced yet (`{Oh no! X taken back}`). */
  readonly retractedAfter: MoveInfo | null;
  /** The continuations: children[0] is the line this move belongs to, the others are variations. */
  readonly children: readonly GameTreeNode[];
}

/** A whole PGN game as a tree. */
export interface GameTree {
  readonly tags: ReadonlyArray<readonly [string, string]>;
  readonly variant: string;
  /** The Rules tag's text form ('' for the defaults). */
  readonly rules: string;
  readonly startFen: string;
  /** The game's opening comments (before the first move), without `[%…]` commands. */
  readonly comments: readonly string[];
  readonly shapes: readonly Shape[];
  /** Other `[%…]` commands of the opening comments, verbatim, kept so writing gives them back. */
  readonly commands: readonly string[];
  /** The first moves: children[0] is the main line. */
  readonly children: readonly GameTreeNode[];
  readonly result: string;
  /** Status at the end of the main line (points included, R9). */
  readonly status: GameStatus;
  /**
   * What the reader set aside, one sentence each: shapes with a square off the board (kept verbatim in
   * `commands`, not in `shapes`). Empty for most games.
   */
  readonly problems: readonly string[];
}

/** Variant metadata for pickers and captions. */
export interface VariantInfo {
  readonly id: string;
  readonly name: string;
  readonly pgnName: string;
  readonly width: number;
  readonly height: number;
  readonly startFen: string;
  /** True when the Berserker rules are on (rule options apply). */
  readonly berserker: boolean;
  /** The pieces of the variant: role, letter, and whether it can appear in the variant's start. */
  readonly pieces: ReadonlyArray<{
    readonly role: string;
    /** As a sentence names it: "pawn", "amazon", but "Berserker" (as PieceView.name). */
    readonly name: string;
    readonly letter: string;
    readonly inStart: boolean;
  }>;
  /** Game of Pawns (C7/C13): both first moves are announced together. */
  readonly simultaneousFirstMove: boolean;
  /** The variant this one adds the Berserker rules to (`chess` for Berserker Chess), or null. */
  readonly base: string | null;
  /** Letters a pawn may promote to. */
  readonly promotion: readonly string[];
}

/** A piece to put on the board in a setup (setupFen, the board editor). */
export interface SetupPiece {
  readonly square: string;
  /** The piece's letter, either case: the colour comes from `color`. */
  readonly letter: string;
  readonly color: ColorName;
}

/** A position as pieces on named squares and the FEN's other fields, as given: setupFen and checkSetup judge it. */
export interface Setup {
  readonly pieces: readonly SetupPiece[];
  /** Side to move; default white. */
  readonly turn?: ColorName;
  /** FEN castling field; default '-'. */
  readonly castling?: string;
  /** FEN en-passant field; default '-'. */
  readonly enPassant?: string;
  readonly halfmove?: number;
  readonly fullmove?: number;
  /** The seventh (Berserker) field, for variants with the Berserker rules; default '-'. */
  readonly berserker?: string;
}
