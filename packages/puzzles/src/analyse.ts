/**
 * What the generator and the verifier ask of the engine: every legal action of a position scored by a
 * fixed-depth search (a "multi-PV" built from one search per action), material counts, and replaying a
 * puzzle with who chose each ply.
 *
 * Scores are centipawns from one side's point of view (the solver's); forced wins are near ±MATE.
 * Everything here is deterministic: fixed depths, no clock, and a transposition table cleared before
 * each puzzle, so a puzzle gets the same verdict on every machine and in every order.
 */
import {
  Game, Searcher, MATE, MATE_BOUND, COLORS, gameHashes, getVariant, materialCount,
  type Color, type ColorName, type MoveInfo, type Position, type GameStatus,
} from './engine.js';

export const colorIndex = (c: ColorName): Color => (c === 'white' ? 0 : 1);

/** A legal action and its score for the side that chooses it. */
export interface ScoredMove {
  readonly info: MoveInfo;
  readonly score: number;
}

/** Score of a finished game for `side`. */
export function statusScore(st: GameStatus, side: ColorName): number {
  if (!st.over || st.winner === null) return 0;
  // A Berserker checkmate is worth two points (R9): one more unit, as the search counts it.
  const win = MATE - 1 + (st.reason === 'berserker-checkmate' ? 1 : 0);
  return st.winner === side ? win : -win;
}

/** True when the score is a forced win (> 0) or loss (< 0). */
export const isMateScore = (s: number): boolean => Math.abs(s) >= MATE_BOUND;

/**
 * Scores every legal action of `game`'s current position for its chooser (the controller: on a
 * placement turn, the placer), each by a search of `depth - 1` plies after it. Best first; ties keep
 * the engine's move order, so the result is deterministic.
 */
export function scoreAll(game: Game, depth: number, searcher: Searcher): ScoredMove[] {
  const chooser = game.controller;
  const history = gameHashes(game);
  const out: ScoredMove[] = [];
  for (const info of game.legalMoves()) {
    game.play(info.move);
    try {
      out.push({ info, score: scoreAfter(game, chooser, depth - 1, searcher, history) });
    } finally {
      game.undo();
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The score for `side` of `game`'s current position, searched `depth` plies deep. */
export function scoreAfter(game: Game, side: ColorName, depth: number, searcher: Searcher, history?: number[]): number {
  const st = game.status();
  if (st.over) return statusScore(st, side);
  const pos = game.position;
  const r = searcher.search(pos, { depth: Math.max(1, depth), history: history ? [...history, pos.hash] : gameHashes(game) });
  return r.chooser === colorIndex(side) ? r.score : -r.score;
}

/**
 * Material of `side` in centipawns, by the engine's piece values; kings do not count. The Berserker
 * counts as a knight whether it stands on the board or waits to be placed again: capturing it wins no
 * material (it comes back, R4), and a release (a knight becoming the Berserker, R3) loses none. The
 * count is the engine's (materialCount); this only turns its pawns into centipawns.
 */
export function material(pos: Position, side: Color): number {
  return Math.round(materialCount(pos, COLORS[side]) * 100);
}

/** Material of `side` minus the other side's. */
export const balance = (pos: Position, side: Color): number => material(pos, side) - material(pos, (side ^ 1) as Color);

/** A ply of a replayed puzzle: the move as played and whether the solver chose it. */
export interface Ply {
  readonly info: MoveInfo;
  readonly bySolver: boolean;
  /** The solver chose it on its own turn (counts as one of its moves for mate-in-N). */
  readonly ownMove: boolean;
  /** The status after it. */
  readonly status: GameStatus;
  /** The flags (Berserker state) before and after it. */
  readonly flagsBefore: number;
  readonly flagsAfter: number;
}

/** Starts a puzzle's game: the start position, with the variant and rules. */
export function newGame(variant: string, rules: string, fen: string): Game {
  getVariant(variant, rules === '' ? undefined : rules); // a clear error for bad options, before the FEN
  return new Game({ variant, ...(rules !== '' ? { rules } : {}), fen });
}

