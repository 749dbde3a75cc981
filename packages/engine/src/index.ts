/**
 * @berserker-chess/engine — rules for Berserker Chess and its family of variants.
 */
export * from './errors.js';
export { seededRandom } from './zobrist.js';
export * from './types.js';
export * from './geometry.js';
export * from './betza.js';
export * from './pieces.js';
export * from './rules.js';
export { compileVariant, type Variant, type VariantDef, type OutcomeRules } from './variant.js';
export * from './variants.js';
export { Position, MAX_MOVES } from './position.js';
export { parseFen, makeFen, pieceLetter, makeFlags } from './fen.js';
export { perft, perftDivide } from './perft.js';
export { placementRank, knightSquares, dueAction, type PlacementRank, TRIGGERED, RELEASE_WAITS, PLACE_WAITS } from './berserker.js';
export { Game, type MoveInfo, type MoveKindName, type TakeBack, type GameOptions, type PlacementTurn } from './game.js';
export { makeSan, parseMove, makeCoordinate } from './san.js';
export { type GameStatus, type Result, type Reason, positionStatus, insufficientMaterial, berserkerGaveCheck } from './status.js';
export type { PgnGame, PgnNode, StartPly } from './pgn-model.js';
export { parsePgn, iteratePgn } from './pgn-reader.js';
export { makePgn, makePgnGames } from './pgn-writer.js';
export { readPgn, readGame, iterateGames, writePgn, type ImportedGame, type WriteOptions } from './pgn-game.js';
export { explainPlacement } from './berserker.js';
/** Who chooses a packed move of a position: the opponent of the side to move for a release or re-placement (R3, R4). */
export { controller as moveController } from './berserker.js';
export { movementMarkers, type MovementMarker, type MarkerKind as MovementMarkerKind } from './markers.js';
export * from './search/index.js';
export * from './view/index.js';
