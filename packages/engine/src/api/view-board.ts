/** The public functions of view/board.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { pieceViews as pieceViews_, pieceAt as pieceAt_, pieceDef as pieceDef_, checkSquares as checkSquares_, pieceCounts as pieceCounts_, materialCount as materialCount_, situationText as situationText_, boardView as boardView_, hiddenPlies as hiddenPlies_, blindFirstMoveGame as blindFirstMoveGame_ } from '../view/board.js';

export const pieceViews = /* @__PURE__ */ checked(API_KINDS, 'pieceViews', pieceViews_, 'x:gp');
export const pieceAt = /* @__PURE__ */ checked(API_KINDS, 'pieceAt', pieceAt_, 'x:gp', 'square:strOrNum');
export const pieceDef = /* @__PURE__ */ checked(API_KINDS, 'pieceDef', pieceDef_, 'x:source', 'letter:str');
export const checkSquares = /* @__PURE__ */ checked(API_KINDS, 'checkSquares', checkSquares_, 'x:gp');
export const pieceCounts = /* @__PURE__ */ checked(API_KINDS, 'pieceCounts', pieceCounts_, 'x:gp', 'color:str');
export const materialCount = /* @__PURE__ */ checked(API_KINDS, 'materialCount', materialCount_, 'x:gp', 'color:str');
export const situationText = /* @__PURE__ */ checked(API_KINDS, 'situationText', situationText_, 'x:gp', 'status?:status');
export const boardView = /* @__PURE__ */ checked(API_KINDS, 'boardView', boardView_, 'game:game');
export const hiddenPlies = /* @__PURE__ */ checked(API_KINDS, 'hiddenPlies', hiddenPlies_, 'game:game');
export const blindFirstMoveGame = /* @__PURE__ */ checked(API_KINDS, 'blindFirstMoveGame', blindFirstMoveGame_, 'game:game');
