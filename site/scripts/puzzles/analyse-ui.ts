/**
 * "Analyse this position" under a finished puzzle: a link to the analysis board with the game on the
 * puzzle's board (its position, the opponent's move and the line played), opened at the puzzle's
 * position. The link is written again whenever it is about to be used, because the board may still be
 * playing the solution when the explanation appears. A German page links to the German analysis board.
 */
import { analysisLink, ANALYSIS_PATH } from '../shared/analysis-link';
import { pageLocale } from '../../i18n/page-locale';
import { localHref } from '../../i18n/locale';
import type { OpenPuzzle, PuzzleBoard } from './types';

/** Wires the link; the returned function writes it for the puzzle now on the board. */
export function analyseLink(link: HTMLAnchorElement, board: () => PuzzleBoard | null, puzzle: () => OpenPuzzle | null): () => void {
  const base = localHref(pageLocale(), ANALYSIS_PATH);
  const write = (): void => {
    const p = puzzle();
    if (!p) return;
    const pgn = board()?.pgn ?? '';
    link.href = pgn ? analysisLink({ pgn, path: p.opponentMove ? '0' : '' }, base) : analysisLink({ variant: p.variant, fen: p.fen, rules: p.rules }, base);
  };
  for (const type of ['pointerdown', 'focus', 'click']) link.addEventListener(type, write);
  return write;
}
