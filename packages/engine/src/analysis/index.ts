/**
 * Analysis: the engine's lines for an analysis board (`analyse`) and the review of a whole game
 * (`reviewGame`, with the judgement of one move, `classifyMove`). On the search and the presentation
 * API both, which do not know each other.
 */
export { MATE_CP, type AnalysisLine } from './lines.js';
export { analyse, type Analysis, type AnalyseOptions } from './analyse.js';
export { classifyMove, winningChances, INACCURACY, MISTAKE, BLUNDER, type MoveNag, type PlayedMove } from './classify.js';
export { reviewGame, REVIEW_NODES, type ReviewOptions, type ReviewEval, type ReviewMark, type GameReview } from './review.js';
