/** The computer opponent: search, evaluation and playing levels. */
export { Searcher, search, sharedSearcher, pvToCoordinates } from './search.js';
export { mateIn, isBerserkerMate, MATE, MATE_BOUND, INFINITE, MAX_PLY } from './scores.js';
export type { SearchLimits, SearchInfo, SearchLine, SearchResult, SearcherOptions, StopSignal } from './types.js';
export { evaluate, evalTables, pieceValue, type EvalTables } from './evaluate.js';
export { TranspositionTable } from './tt.js';
export { LEVELS, LEVEL_IDS, chooseMove, chooseMoveSync, gameHashes, type Level, type LevelId, type ChooseOptions, type ChosenMove } from './levels.js';
