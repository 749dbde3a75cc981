/**
 * The package's functions with their arguments checked (issue 28): each is the module's function behind
 * `checked` (args.ts), so a wrong type gets ChessError `ERR_ARGS` naming the function and the parameter.
 * index.ts exports these names from here, which wins over its `export *` of the modules. A function
 * added to the public API is listed here too: packages/engine/test/args.test.ts walks every export and
 * fails on one that throws anything else. (readDiagram, variantBoard and diagramSquare, the still board's
 * readers, are not here: they answer null or -1 for any input, never throw.)
 * Who chooses a packed move (moveController): the opponent of the side to move for a release or re-placement (R3, R4). Layer 6 (an entry point): nothing in src/ imports it.
 */
/* eslint-disable @typescript-eslint/naming-convention */
import { arr, checkArgs, checked, color, instance, int, kind, num, obj, shaped, str, strOrNull, strOrNum, strOrObj } from './args.js';
import { Game } from './game.js';
import { Position } from './position.js';

import { seededRandom as seededRandom_ } from './zobrist.js';
import { compileVariant as compileVariant_ } from './variant.js';
import { parseFen as parseFen_, makeFen as makeFen_, pieceLetter as pieceLetter_, makeFlags as makeFlags_ } from './fen.js';
import { perft as perft_, perftDivide as perftDivide_ } from './perft.js';
import { placementRank as placementRank_, knightSquares as knightSquares_, dueAction as dueAction_, TRIGGERED as TRIGGERED_, RELEASE_WAITS as RELEASE_WAITS_, PLACE_WAITS as PLACE_WAITS_, explainPlacement as explainPlacement_, controller as moveController_ } from './berserker.js';
import { makeSan as makeSan_, parseMove as parseMove_, makeCoordinate as makeCoordinate_ } from './san.js';
import { positionStatus as positionStatus_, insufficientMaterial as insufficientMaterial_, berserkerGaveCheck as berserkerGaveCheck_ } from './status.js';
import { parsePgn as parsePgn_, iteratePgn as iteratePgn_ } from './pgn-reader.js';
import { makePgn as makePgn_, makePgnGames as makePgnGames_ } from './pgn-writer.js';
import { readPgn as readPgn_, readGame as readGame_, iterateGames as iterateGames_, writePgn as writePgn_ } from './pgn-game.js';
import { movementMarkers as movementMarkers_ } from './markers.js';
import { boundedMessage as boundedMessage_ } from './errors.js';
import { pieceCode as pieceCode_, codeType as codeType_, codeColor as codeColor_, other as other_, encodeMove as encodeMove_, moveFrom as moveFrom_, moveTo as moveTo_, movePromo as movePromo_, moveKind as moveKind_, movePlace as movePlace_, isPlacementKind as isPlacementKind_ } from './types.js';
import { makeGeometry as makeGeometry_, squareFile as squareFile_, squareRank as squareRank_, square as square_, makeSquare as makeSquare_, parseSquare as parseSquare_, isLightSquare as isLightSquare_ } from './geometry.js';
import { parseBetza as parseBetza_ } from './betza.js';
import { rulesGiven as rulesGiven_, parseRules as parseRules_, makeRules as makeRules_ } from './rules.js';
import { withBerserker as withBerserker_, getVariant as getVariant_, variantIdFromPgnName as variantIdFromPgnName_ } from './variants.js';
import { search as search_, pvToCoordinates as pvToCoordinates_ } from './search/search.js';
import { mateIn as mateIn_, isBerserkerMate as isBerserkerMate_ } from './search/scores.js';
import { evaluate as evaluate_, evalTables as evalTables_, pieceValue as pieceValue_ } from './search/evaluate.js';
import { chooseMove as chooseMove_, chooseMoveSync as chooseMoveSync_, gameHashes as gameHashes_ } from './search/levels.js';
import { squareName as squareName_, squareIndex as squareIndex_ } from './view/common.js';
import { pieceViews as pieceViews_, pieceAt as pieceAt_, pieceDef as pieceDef_, checkSquares as checkSquares_, pieceCounts as pieceCounts_, materialCount as materialCount_, situationText as situationText_, boardView as boardView_, hiddenPlies as hiddenPlies_, blindFirstMoveGame as blindFirstMoveGame_ } from './view/board.js';
import { pieceTargets as pieceTargets_, placementChoices as placementChoices_, capturePlacementChoices as capturePlacementChoices_, explainSquare as explainSquare_ } from './view/teaching.js';
import { lineStart as lineStart_, tokensFrom as tokensFrom_, moveTokens as moveTokens_, historyTokens as historyTokens_, moveLabel as moveLabel_, formatMovetext as formatMovetext_, parseMovetext as parseMovetext_, playMovetext as playMovetext_ } from './view/movetext.js';
import { pointsText as pointsText_, reasonText as reasonText_, endStatus as endStatus_, outcomeHeadline as outcomeHeadline_, describeOutcome as describeOutcome_ } from './view/outcome.js';
import { variantInfo as variantInfo_ } from './view/variants.js';
import { parseShapes as parseShapes_, formatShapes as formatShapes_, readGameTrees as readGameTrees_, readGameTree as readGameTree_, readGameTreeAt as readGameTreeAt_, iterateGameTrees as iterateGameTrees_, commentsAfter as commentsAfter_, nodeAtPath as nodeAtPath_, mainline as mainline_, lineTo as lineTo_, gameAtPath as gameAtPath_, writeGameTree as writeGameTree_, nagGlyph as nagGlyph_ } from './view/tree.js';
import { nagText as nagText_ } from './view/nag.js';
import { pathAfterRemoval as pathAfterRemoval_, treeWithMove as treeWithMove_, treeWithoutNode as treeWithoutNode_, treeWithTakeBack as treeWithTakeBack_ } from './view/tree-edit.js';
import { parsePgnPrefix as parsePgnPrefix_ } from './view/pgn-prefix.js';
import { setupFen as setupFen_, lonePiecePosition as lonePiecePosition_ } from './view/setup.js';
import { editorSpec as editorSpec_, readSetup as readSetup_, checkSetup as checkSetup_ } from './view/editor.js';

const variant = shaped('a compiled variant (from getVariant)', { id: 'string', def: 'object', geo: 'object' });
const geo = shaped('a board geometry', { width: 'number', height: 'number', size: 'number' });
const pos = instance('a Position', Position);
const game = instance('a Game', Game);
const gp = instance('a Game or a Position', Game, Position);
const isVariant = variant('').test;
const source = kind('a Game, a Position or a variant', (v) => v instanceof Game || v instanceof Position || isVariant(v));
const tree = shaped('a game tree (from readGameTree)', { children: 'array', tags: 'array', startFen: 'string', variant: 'string' });
const node = shaped('a node of a game tree', { children: 'array', path: 'string' });
const status = shaped('a GameStatus', { over: 'boolean', result: 'string' });
const pgnGame = shaped('a PGN game (from parsePgn)', { tags: 'array', moves: 'array' });

export const seededRandom = /* @__PURE__ */ checked('seededRandom', seededRandom_, num('seed'));
export const compileVariant = /* @__PURE__ */ checked('compileVariant', compileVariant_, obj('def'));
export const parseFen = /* @__PURE__ */ checked('parseFen', parseFen_, variant('v'), str('fen'));
export const makeFen = /* @__PURE__ */ checked('makeFen', makeFen_, pos('pos'));
export const pieceLetter = /* @__PURE__ */ checked('pieceLetter', pieceLetter_, variant('v'), int('code'));
export const makeFlags = /* @__PURE__ */ checked('makeFlags', makeFlags_, int('flags'));
export const perft = /* @__PURE__ */ checked('perft', perft_, pos('pos'), int('depth'));
export const perftDivide = /* @__PURE__ */ checked('perftDivide', perftDivide_, pos('pos'), int('depth'));
export const placementRank = /* @__PURE__ */ checked('placementRank', placementRank_, pos('pos'), color('owner'), int('vacated'));
export const knightSquares = /* @__PURE__ */ checked('knightSquares', knightSquares_, pos('pos'), color('color'));
export const dueAction = /* @__PURE__ */ checked('dueAction', dueAction_, pos('pos'));
export const TRIGGERED = /* @__PURE__ */ checked('TRIGGERED', TRIGGERED_, color('c'));
export const RELEASE_WAITS = /* @__PURE__ */ checked('RELEASE_WAITS', RELEASE_WAITS_, color('c'));
export const PLACE_WAITS = /* @__PURE__ */ checked('PLACE_WAITS', PLACE_WAITS_, color('c'));
export const explainPlacement = /* @__PURE__ */ checked('explainPlacement', explainPlacement_, pos('pos'), int('act'), int('knight'), int('to'), str('pieceLetter'));
export const moveController = /* @__PURE__ */ checked('moveController', moveController_, pos('pos'), int('m'));
export const makeSan = /* @__PURE__ */ checked('makeSan', makeSan_, pos('pos'), int('m'), arr('legal', true));
export const parseMove = /* @__PURE__ */ checked('parseMove', parseMove_, pos('pos'), str('text'), arr('legal', true));
export const makeCoordinate = /* @__PURE__ */ checked('makeCoordinate', makeCoordinate_, pos('pos'), int('m'));
export const positionStatus = /* @__PURE__ */ checked('positionStatus', positionStatus_, pos('pos'), arr('hashes'));
export const insufficientMaterial = /* @__PURE__ */ checked('insufficientMaterial', insufficientMaterial_, pos('pos'));
export const berserkerGaveCheck = /* @__PURE__ */ checked('berserkerGaveCheck', berserkerGaveCheck_, pos('pos'), color('side'));
export const parsePgn = /* @__PURE__ */ checked('parsePgn', parsePgn_, str('text'), obj('options', true));
export const iteratePgn = /* @__PURE__ */ checked('iteratePgn', iteratePgn_, str('text'), obj('options', true));
export const makePgn = /* @__PURE__ */ checked('makePgn', makePgn_, pgnGame('game'), obj('options', true));
export const makePgnGames = /* @__PURE__ */ checked('makePgnGames', makePgnGames_, arr('games'), obj('options', true));
export const readPgn = /* @__PURE__ */ checked('readPgn', readPgn_, str('text'), obj('options', true));
export const readGame = /* @__PURE__ */ checked('readGame', readGame_, str('text'));
export const iterateGames = /* @__PURE__ */ checked('iterateGames', iterateGames_, str('text'), obj('options', true));
export const writePgn = /* @__PURE__ */ checked('writePgn', writePgn_, game('game'), obj('options', true));
export const movementMarkers = /* @__PURE__ */ checked('movementMarkers', movementMarkers_, pos('pos'), int('sq'));
export const boundedMessage = /* @__PURE__ */ checked('boundedMessage', boundedMessage_, str('message'));
export const pieceCode = /* @__PURE__ */ checked('pieceCode', pieceCode_, int('type'), color('color'));
export const codeType = /* @__PURE__ */ checked('codeType', codeType_, int('code'));
export const codeColor = /* @__PURE__ */ checked('codeColor', codeColor_, int('code'));
export const other = /* @__PURE__ */ checked('other', other_, color('c'));
export const encodeMove = /* @__PURE__ */ checked('encodeMove', encodeMove_, int('from'), int('to'), int('kind'), int('promo', true), int('place', true));
export const moveFrom = /* @__PURE__ */ checked('moveFrom', moveFrom_, int('m'));
export const moveTo = /* @__PURE__ */ checked('moveTo', moveTo_, int('m'));
export const movePromo = /* @__PURE__ */ checked('movePromo', movePromo_, int('m'));
export const moveKind = /* @__PURE__ */ checked('moveKind', moveKind_, int('m'));
export const movePlace = /* @__PURE__ */ checked('movePlace', movePlace_, int('m'));
export const isPlacementKind = /* @__PURE__ */ checked('isPlacementKind', isPlacementKind_, int('kind'));
export const makeGeometry = /* @__PURE__ */ checked('makeGeometry', makeGeometry_, int('width'), int('height'));
export const squareFile = /* @__PURE__ */ checked('squareFile', squareFile_, geo('g'), int('sq'));
export const squareRank = /* @__PURE__ */ checked('squareRank', squareRank_, geo('g'), int('sq'));
export const square = /* @__PURE__ */ checked('square', square_, geo('g'), int('file'), int('rank'));
export const makeSquare = /* @__PURE__ */ checked('makeSquare', makeSquare_, geo('g'), int('sq'));
export const parseSquare = /* @__PURE__ */ checked('parseSquare', parseSquare_, geo('g'), str('text'));
export const isLightSquare = /* @__PURE__ */ checked('isLightSquare', isLightSquare_, geo('g'), int('sq'));
export const parseBetza = /* @__PURE__ */ checked('parseBetza', parseBetza_, str('text'));
export const parseRules = /* @__PURE__ */ checked('parseRules', parseRules_, strOrObj('input'), obj('base', true));
export const rulesGiven = /* @__PURE__ */ checked('rulesGiven', rulesGiven_, strOrObj('input'));
export const makeRules = /* @__PURE__ */ checked('makeRules', makeRules_, obj('rules'));
export const withBerserker = /* @__PURE__ */ checked('withBerserker', withBerserker_, obj('base'), obj('rules', true), str('id', true));
export const getVariant = /* @__PURE__ */ checked('getVariant', getVariant_, str('id'), strOrObj('rules', true));
export const variantIdFromPgnName = /* @__PURE__ */ checked('variantIdFromPgnName', variantIdFromPgnName_, str('name'));
export const search = /* @__PURE__ */ checked('search', search_, pos('pos'), obj('limits', true));
export const pvToCoordinates = /* @__PURE__ */ checked('pvToCoordinates', pvToCoordinates_, pos('pos'), arr('pv'));
export const mateIn = /* @__PURE__ */ checked('mateIn', mateIn_, num('score'));
export const isBerserkerMate = /* @__PURE__ */ checked('isBerserkerMate', isBerserkerMate_, num('score'));
export const evaluate = /* @__PURE__ */ checked('evaluate', evaluate_, pos('pos'), obj('t', true), num('noise', true), num('seed', true), num('alpha', true), num('beta', true));
export const evalTables = /* @__PURE__ */ checked('evalTables', evalTables_, variant('v'));
export const pieceValue = /* @__PURE__ */ checked('pieceValue', pieceValue_, variant('v'), int('type'));
export const chooseMoveSync = /* @__PURE__ */ checked('chooseMoveSync', chooseMoveSync_, gp('target'), strOrObj('level', true), obj('options', true));
export const gameHashes = /* @__PURE__ */ checked('gameHashes', gameHashes_, game('game'));
export const squareName = /* @__PURE__ */ checked('squareName', squareName_, source('x'), int('index'));
export const squareIndex = /* @__PURE__ */ checked('squareIndex', squareIndex_, source('x'), str('name'));
export const pieceViews = /* @__PURE__ */ checked('pieceViews', pieceViews_, gp('x'));
export const pieceAt = /* @__PURE__ */ checked('pieceAt', pieceAt_, gp('x'), strOrNum('square'));
export const pieceDef = /* @__PURE__ */ checked('pieceDef', pieceDef_, source('x'), str('letter'));
export const checkSquares = /* @__PURE__ */ checked('checkSquares', checkSquares_, gp('x'));
export const pieceCounts = /* @__PURE__ */ checked('pieceCounts', pieceCounts_, gp('x'), str('color'));
export const materialCount = /* @__PURE__ */ checked('materialCount', materialCount_, gp('x'), str('color'));
export const situationText = /* @__PURE__ */ checked('situationText', situationText_, gp('x'), status('status', true));
export const boardView = /* @__PURE__ */ checked('boardView', boardView_, game('game'));
export const hiddenPlies = /* @__PURE__ */ checked('hiddenPlies', hiddenPlies_, game('game'));
export const blindFirstMoveGame = /* @__PURE__ */ checked('blindFirstMoveGame', blindFirstMoveGame_, game('game'));
export const pieceTargets = /* @__PURE__ */ checked('pieceTargets', pieceTargets_, gp('x'), strOrNum('square'));
export const placementChoices = /* @__PURE__ */ checked('placementChoices', placementChoices_, gp('x'));
export const capturePlacementChoices = /* @__PURE__ */ checked('capturePlacementChoices', capturePlacementChoices_, gp('game'), str('captureMove'));
export const explainSquare = /* @__PURE__ */ checked('explainSquare', explainSquare_, gp('x'), str('square'), strOrNull('knight', true));
export const lineStart = /* @__PURE__ */ checked('lineStart', lineStart_, str('startFen'), str('variant', true));
export const tokensFrom = /* @__PURE__ */ checked('tokensFrom', tokensFrom_, obj('start'), arr('sans'));
export const moveTokens = /* @__PURE__ */ checked('moveTokens', moveTokens_, str('startFen'), arr('sans'), obj('options', true));
export const historyTokens = /* @__PURE__ */ checked('historyTokens', historyTokens_, game('game'));
export const moveLabel = /* @__PURE__ */ checked('moveLabel', moveLabel_, obj('token'), obj('options', true));
export const formatMovetext = /* @__PURE__ */ checked('formatMovetext', formatMovetext_, arr('tokens'), obj('options', true));
export const parseMovetext = /* @__PURE__ */ checked('parseMovetext', parseMovetext_, str('text'));
export const playMovetext = /* @__PURE__ */ checked('playMovetext', playMovetext_, game('game'), str('text'));
export const pointsText = /* @__PURE__ */ checked('pointsText', pointsText_, num('n'));
export const reasonText = /* @__PURE__ */ checked('reasonText', reasonText_, str('reason'));
export const endStatus = /* @__PURE__ */ checked('endStatus', endStatus_, str('reason'), strOrNull('winner'));
export const outcomeHeadline = /* @__PURE__ */ checked('outcomeHeadline', outcomeHeadline_, status('status'));
export const describeOutcome = /* @__PURE__ */ checked('describeOutcome', describeOutcome_, status('status'), obj('options', true));
export const variantInfo = /* @__PURE__ */ checked('variantInfo', variantInfo_, str('id'));
export const parseShapes = /* @__PURE__ */ checked('parseShapes', parseShapes_, str('comment'));
export const formatShapes = /* @__PURE__ */ checked('formatShapes', formatShapes_, arr('shapes'));
export const readGameTrees = /* @__PURE__ */ checked('readGameTrees', readGameTrees_, str('text'));
export const readGameTree = /* @__PURE__ */ checked('readGameTree', readGameTree_, str('text'));
export const readGameTreeAt = /* @__PURE__ */ checked('readGameTreeAt', readGameTreeAt_, str('text'), int('index'));
export const iterateGameTrees = /* @__PURE__ */ checked('iterateGameTrees', iterateGameTrees_, str('text'));
export const commentsAfter = /* @__PURE__ */ checked('commentsAfter', commentsAfter_, node('n'));
export const nodeAtPath = /* @__PURE__ */ checked('nodeAtPath', nodeAtPath_, tree('tree'), str('path'));
export const mainline = /* @__PURE__ */ checked('mainline', mainline_, tree('tree'));
export const lineTo = /* @__PURE__ */ checked('lineTo', lineTo_, tree('tree'), str('path'));
export const gameAtPath = /* @__PURE__ */ checked('gameAtPath', gameAtPath_, tree('tree'), str('path'));
export const writeGameTree = /* @__PURE__ */ checked('writeGameTree', writeGameTree_, tree('tree'), obj('options', true));
export const nagGlyph = /* @__PURE__ */ checked('nagGlyph', nagGlyph_, int('nag'));
export const nagText = /* @__PURE__ */ checked('nagText', nagText_, int('nag'));
export const pathAfterRemoval = /* @__PURE__ */ checked('pathAfterRemoval', pathAfterRemoval_, str('path'), str('removed'));
export const treeWithMove = /* @__PURE__ */ checked('treeWithMove', treeWithMove_, tree('tree'), str('path'), strOrNum('move'));
export const treeWithoutNode = /* @__PURE__ */ checked('treeWithoutNode', treeWithoutNode_, tree('tree'), str('path'));
export const treeWithTakeBack = /* @__PURE__ */ checked('treeWithTakeBack', treeWithTakeBack_, tree('tree'), str('path'));
export const parsePgnPrefix = /* @__PURE__ */ checked('parsePgnPrefix', parsePgnPrefix_, str('text'));
export const setupFen = /* @__PURE__ */ checked('setupFen', setupFen_, str('variantId'), obj('setup'), str('rules', true));
export const lonePiecePosition = /* @__PURE__ */ checked('lonePiecePosition', lonePiecePosition_, str('variantId'), str('letter'));
export const editorSpec = /* @__PURE__ */ checked('editorSpec', editorSpec_, str('variantId'));
export const readSetup = /* @__PURE__ */ checked('readSetup', readSetup_, str('variantId'), str('fen'), str('rules', true));
export const checkSetup = /* @__PURE__ */ checked('checkSetup', checkSetup_, str('variantId'), obj('setup'), str('rules', true));

const chooseMoveParams = [gp('target'), strOrObj('level', true), obj('options', true)];
/** Asynchronous: a wrong argument is a rejected promise (ERR_ARGS), like every other failure of the search. */
export const chooseMove: typeof chooseMove_ = (...args) => {
  try {
    checkArgs('chooseMove', chooseMoveParams, args);
  } catch (e) {
    return Promise.reject(e);
  }
  return chooseMove_(...args);
};
