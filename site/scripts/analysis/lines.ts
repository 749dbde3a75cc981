/**
 * The engine's lines as the page shows them, worked out from the engine's own data: White's share of
 * the evaluation bar, each line's moves with their move numbers (the engine's tokensFrom from the
 * position's FEN), and the best move's squares for the board's arrow (the engine plays it and says
 * where it goes). No notation is read or written here.
 */
import { gameAtPath, lineStart, nodeAtPath, tokensFrom, winningChances, type AnalysisLine, type GameTree, type MoveToken } from '@berserker-chess/engine';

/**
 * White's share of the evaluation bar, 0–100: a logistic curve of the score (as lichess draws its bar:
 * 50 at equality, about 75 at +3, about 90 at +6); a mate for White is 100, for Black 0.
 */
export function whiteShare(line: Pick<AnalysisLine, 'whiteScore' | 'mate'> | null): number {
  if (!line) return 50;
  if (line.mate !== null) return line.mate > 0 ? 100 : 0;
  const chances = winningChances(line.whiteScore); // the review's curve, so bar and marks agree
  return Math.max(0, Math.min(100, 50 + 50 * chances));
}

/** The position at `path` as a line's moves start from it (the FEN after the move, or the game's start). */
function startOf(tree: GameTree, path: string) {
  const fen = path === '' ? tree.startFen : nodeAtPath(tree, path)?.fen ?? tree.startFen;
  return lineStart(fen, tree.variant);
}

/** A line's moves with their move numbers (`12.` before White's, `12…` before a first Black move). */
export function lineTokens(tree: GameTree, path: string, sans: readonly string[]): MoveToken[] {
  return tokensFrom(startOf(tree, path), sans);
}

/** The best move's squares (from is null for a placement): for the board's arrow, or a highlight. */
export function bestSquares(tree: GameTree, path: string, move: string | undefined): { from: string | null; to: string } | null {
  if (!move) return null;
  try {
    const info = gameAtPath(tree, path).play(move);
    return { from: info.from, to: info.to };
  } catch {
    return null;
  }
}

/** Whose turn the position is and who decides it (the opponent on a Berserker placement turn). */
export function turnAt(tree: GameTree, path: string): { turn: 'white' | 'black'; controller: 'white' | 'black'; over: boolean } {
  const g = gameAtPath(tree, path);
  return { turn: g.turn, controller: g.controller, over: g.status().over };
}
