/**
 * @berserker-chess/puzzles — the puzzle format, the verifier and the generator behind
 * content/puzzles. For the browser, import only './format' and './glicko' (no engine, no Node APIs).
 */
export * from './format.js';
export { loadCollection, countBy, COLLECTION_DIR, CANDIDATES_DIR, type Collection, type LoadedPuzzle } from './collection.js';
export { Verifier, VERIFY, depthFor, uniqueBest, type PuzzleReport } from './verify.js';
export { generate, analyse, selfPlay, difficultyOf, GENERATE, type GenerateOptions, type GenerateResult, type Candidate } from './generate.js';
export { MateSolver } from './mate.js';
export { ratePuzzle, measurePuzzle, ratingOf, RATING, FORMULA, type PuzzleRating, type RatingFactors } from './rating.js';
export * from './glicko.js';
export { material, balance, scoreAll, type ScoredMove, type Ply } from './analyse.js';
export * from './learn-format.js';
export { holds, verdict, starsFor, describePredicate, other, type Attempt, type Verdict } from './learn-goals.js';
export {
  OH_NO, LEARN_LEVEL, startGame, replayRecord, onBook, nextIntended, computerToAct, legalSan, scriptedReply, engineReply, engineReplySync,
  runLine, attemptOf, checkExercise, type ExerciseSpec, type TakeBackLike, type LineResult,
} from './learn-run.js';
export { explain, explainFacts, factsOf, WORDS, type Facts } from './explain.js';
export {
  curate, readCandidates, writeMined, formatSet, completeThemes, positionKey, minedId, minedSetName, normalRules,
  type CurateOptions, type CurateResult, type Dropped, type DropReason, type Kept,
} from './curate.js';
