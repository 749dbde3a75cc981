/**
 * A search's lines as a reader sees them: moves in coordinates and SAN, and the evaluation from White's
 * point of view (the search's scores are from the chooser's, which flips with the side to move and on
 * placement turns). Shared by `analyse` (analysis.ts) and the game review (review.ts).
 */
import type { Position } from '../position.js';
import { COLORS, type Color, type ColorName } from '../types.js';
import { makeCoordinate, makeSan } from '../san.js';
import { MATE } from '../search/scores.js';
import type { SearchLine } from '../search/types.js';
import { evalText } from '../view/eval-text.js';

/**
 * A forced mate in White's-view centipawns: White mating in p plies is +(MATE_CP − p), Black mating
 * −(MATE_CP − p). Far beyond any evaluation (under 31000), and a quicker mate is the larger number, so
 * these values sort and compare like any other score.
 */
export const MATE_CP = 100000;

/** Most plies of a line written in SAN (a reader reads no further; the coordinates are whole). */
export const SAN_PLIES = 16;

export interface AnalysisLine {
  /** The line in coordinates (e2e4, z@f1, g1d2z), from the analysed position. */
  moves: string[];
  /** The line in SAN as Game writes it, from the analysed position, at most 16 plies. */
  san: string[];
  /** Centipawns from White's point of view; a forced mate is ±(MATE_CP − plies to mate), MATE_CP = 100000. */
  whiteScore: number;
  /** Forced mate from White's point of view: +N White mates in N moves, −N Black mates in N; else null. */
  mate: number | null;
  /** The forced mate is a Berserker checkmate (R9: 2 points). */
  berserkerMate: boolean;
  /** The evaluation as evalText shows a `[%eval]`: '+0.4', '−1.2' (a true minus sign), '0.0', '#3', '#-2'. */
  text: string;
}

/** A score from White's point of view: `score` is the chooser's (centipawns, or the search's mate scores). */
export function whiteScore(score: number, mate: number | null, chooser: Color): number {
  const sign = chooser === 0 ? 1 : -1;
  if (mate === null) return sign * score;
  // The search scores a win at ply p as MATE − 2p (one more for a Berserker checkmate).
  const plies = Math.ceil((MATE - Math.abs(score)) / 2);
  return sign * Math.sign(score) * (MATE_CP - plies);
}

/** The text of an evaluation from White's point of view (see AnalysisLine.text). */
export function scoreText(whiteCp: number, whiteMate: number | null): string {
  // evalText reads the `[%eval]` syntax: pawns with two decimals, or #N / #-N.
  const raw = whiteMate !== null ? `#${whiteMate}` : (whiteCp / 100).toFixed(2);
  return evalText(raw)?.text ?? raw;
}

/** A search line from `pos` (not changed), whose first move `chooser` decides, for a reader. */
export function analysisLine(pos: Position, line: SearchLine, chooser: Color): AnalysisLine {
  const p = pos.clone(), moves: string[] = [], san: string[] = [];
  for (const m of line.pv) {
    const legal = p.legalMoves();
    if (!legal.includes(m | 0)) break;
    moves.push(makeCoordinate(p, m));
    // makeSan plays the move to see whether it checks, and takes it back.
    if (san.length < SAN_PLIES) san.push(makeSan(p, m, legal));
    p.make(m);
  }
  const mate = line.mate === null ? null : chooser === 0 ? line.mate : -line.mate;
  const white = whiteScore(line.score, line.mate, chooser);
  return { moves, san, whiteScore: white, mate, berserkerMate: line.berserkerMate, text: scoreText(white, mate) };
}

/** The colour's name ('white', 'black'). */
export const colorName = (c: Color): ColorName => COLORS[c];
