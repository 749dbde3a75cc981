/**
 * @berserker-chess/engine — rules for Berserker Chess and its family of variants.
 */
export * from './errors.js';
export * from './types.js';
export * from './geometry.js';
export * from './betza.js';
export * from './pieces.js';
export * from './rules.js';
export { type Variant, type VariantDef, type OutcomeRules } from './variant.js';
export * from './variants.js';
export { Position, MAX_MOVES } from './position.js';
export type { PlacementRank } from './berserker.js';
export { Game, type MoveInfo, type MoveKindName, type TakeBack, type GameOptions, type PlacementTurn } from './game.js';
export type { GameStatus, Result, Reason } from './status.js';
export type { PgnGame, PgnNode, StartPly } from './pgn-model.js';
export type { ImportedGame, WriteOptions } from './pgn-game.js';
export { type MovementMarker, type MarkerKind as MovementMarkerKind } from './markers.js';
export * from './search/index.js';
export * from './view/index.js';
// Every function above, with its arguments checked (ERR_ARGS for a wrong type): these win over the
// plain ones that the `export *` lines name (api.ts, issue 28).
export {
  seededRandom, compileVariant, parseFen, makeFen, pieceLetter, makeFlags, perft, perftDivide,
  placementRank, knightSquares, dueAction, TRIGGERED, RELEASE_WAITS, PLACE_WAITS, explainPlacement,
  moveController, makeSan, parseMove, makeCoordinate, positionStatus, insufficientMaterial,
  berserkerGaveCheck, parsePgn, iteratePgn, makePgn, makePgnGames, readPgn, readGame, iterateGames,
  writePgn, movementMarkers, boundedMessage, pieceCode, codeType, codeColor, other, encodeMove,
  moveFrom, moveTo, movePromo, moveKind, movePlace, isPlacementKind, makeGeometry, squareFile,
  squareRank, square, makeSquare, parseSquare, isLightSquare, parseBetza, parseRules, rulesGiven, makeRules,
  withBerserker, getVariant, variantIdFromPgnName, search, pvToCoordinates, mateIn, isBerserkerMate,
  evaluate, evalTables, pieceValue, chooseMove, chooseMoveSync, gameHashes, squareName, squareIndex,
  pieceViews, pieceAt, pieceDef, checkSquares, pieceCounts, materialCount, situationText, boardView,
  hiddenPlies, blindFirstMoveGame, pieceTargets, placementChoices, capturePlacementChoices,
  explainSquare, lineStart, tokensFrom, moveTokens, historyTokens, moveLabel, formatMovetext,
  parseMovetext, playMovetext, pointsText, reasonText, endStatus, outcomeHeadline, describeOutcome,
  variantInfo, parseShapes, formatShapes, readGameTrees, readGameTree, readGameTreeAt, iterateGameTrees,
  commentsAfter, nodeAtPath, mainline, lineTo, gameAtPath, writeGameTree, nagGlyph, nagText,
  pathAfterRemoval, treeWithMove, treeWithoutNode, treeWithTakeBack, parsePgnPrefix, setupFen,
  lonePiecePosition, editorSpec, readSetup, checkSetup,
} from './api.js';
