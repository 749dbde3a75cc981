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
// plain ones that the `export *` lines name (api/, one module per module wrapped: issue 28).
export { placementRank, knightSquares, dueAction, TRIGGERED, RELEASE_WAITS, PLACE_WAITS, explainPlacement, moveController } from './api/berserker.js';
export { parseBetza } from './api/betza.js';
export { boundedMessage } from './api/errors.js';
export { parseFen, makeFen, pieceLetter, makeFlags } from './api/fen.js';
export { makeGeometry, squareFile, squareRank, square, makeSquare, parseSquare, isLightSquare } from './api/geometry.js';
export { movementMarkers } from './api/markers.js';
export { perft, perftDivide } from './api/perft.js';
export { readPgn, readGame, iterateGames, writePgn } from './api/pgn-game.js';
export { parsePgn, iteratePgn } from './api/pgn-reader.js';
export { makePgn, makePgnGames } from './api/pgn-writer.js';
export { isAnnotatedPgn } from './api/pgn-model.js';
export { parseRules, rulesGiven, makeRules } from './api/rules.js';
export { makeSan, parseMove, makeCoordinate } from './api/san.js';
export { evaluate, evalTables, pieceValue } from './api/search-evaluate.js';
export { chooseMoveSync, gameHashes, chooseMove } from './api/search-levels.js';
export { mateIn, isBerserkerMate } from './api/search-scores.js';
export { search, pvToCoordinates } from './api/search-search.js';
export { positionStatus, insufficientMaterial, berserkerGaveCheck } from './api/status.js';
export { pieceCode, codeType, codeColor, other, encodeMove, moveFrom, moveTo, movePromo, moveKind, movePlace, isPlacementKind } from './api/types.js';
export { compileVariant } from './api/variant.js';
export { withBerserker, getVariant, variantIdFromPgnName } from './api/variants.js';
export { pieceViews, pieceAt, pieceDef, checkSquares, pieceCounts, materialCount, situationText, boardView, hiddenPlies, blindFirstMoveGame } from './api/view-board.js';
export { squareName, squareIndex } from './api/view-common.js';
export { editorSpec, readSetup, checkSetup } from './api/view-editor.js';
export { lineStart, tokensFrom, moveTokens, historyTokens, moveLabel, formatMovetext, parseMovetext, playMovetext } from './api/view-movetext.js';
export { nagText } from './api/view-nag.js';
export { evalText } from './api/view-eval-text.js';
export type { EvalText } from './view/eval-text.js';
export { pointsText, reasonText, endStatus, outcomeHeadline, describeOutcome } from './api/view-outcome.js';
export { parsePgnPrefix } from './api/view-pgn-prefix.js';
export { setupFen, lonePiecePosition } from './api/view-setup.js';
export { pieceTargets, placementChoices, capturePlacementChoices, explainSquare } from './api/view-teaching.js';
export { pathAfterRemoval, treeWithMove, treeWithoutNode, treeWithTakeBack } from './api/view-tree-edit.js';
export { treeWithComment, treeWithNags, treeWithShapes, treeWithEval, treeWithPromotion } from './api/view-tree-annotate.js';
export { parseShapes, formatShapes, readGameTrees, readGameTree, readGameTreeAt, iterateGameTrees, commentsAfter, nodeAtPath, mainline, lineTo, gameAtPath, writeGameTree, nagGlyph } from './api/view-tree.js';
export { variantInfo } from './api/view-variants.js';
export { seededRandom } from './api/zobrist.js';
