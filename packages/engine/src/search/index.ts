/** The computer opponent: search, evaluation and playing levels. */
export {
  Searcher, search, sharedSearcher, mateIn, isBerserkerMate, pvToCoordinates, MATE, MATE_BOUND, INFINITE, MAX_PLY,
  type SearchLimits, type SearchInfo, type SearchResult, type SearcherOptions, type StopSignal,
} from './search.js';
export { evaluate, evalTables, pieceValue, type EvalTables } from './evaluate.js';
export { TranspositionTable } from './tt.js';
export { LEVELS, LEVEL_IDS, chooseMove, chooseMoveSync, gameHashes, type Level, type LevelId, type ChooseOptions, type ChosenMove } from './levels.js';
