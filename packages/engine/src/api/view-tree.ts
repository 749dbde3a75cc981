/** The public functions of view/tree.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { parseShapes as parseShapes_, formatShapes as formatShapes_, readGameTrees as readGameTrees_, readGameTree as readGameTree_, readGameTreeAt as readGameTreeAt_, iterateGameTrees as iterateGameTrees_, commentsAfter as commentsAfter_, nodeAtPath as nodeAtPath_, mainline as mainline_, lineTo as lineTo_, gameAtPath as gameAtPath_, writeGameTree as writeGameTree_, nagGlyph as nagGlyph_ } from '../view/tree.js';

export const parseShapes = /* @__PURE__ */ checked(API_KINDS, 'parseShapes', parseShapes_, 'comment:str');
export const formatShapes = /* @__PURE__ */ checked(API_KINDS, 'formatShapes', formatShapes_, 'shapes:arr');
export const readGameTrees = /* @__PURE__ */ checked(API_KINDS, 'readGameTrees', readGameTrees_, 'text:str');
export const readGameTree = /* @__PURE__ */ checked(API_KINDS, 'readGameTree', readGameTree_, 'text:str');
export const readGameTreeAt = /* @__PURE__ */ checked(API_KINDS, 'readGameTreeAt', readGameTreeAt_, 'text:str', 'index:int');
export const iterateGameTrees = /* @__PURE__ */ checked(API_KINDS, 'iterateGameTrees', iterateGameTrees_, 'text:str');
export const commentsAfter = /* @__PURE__ */ checked(API_KINDS, 'commentsAfter', commentsAfter_, 'n:node');
export const nodeAtPath = /* @__PURE__ */ checked(API_KINDS, 'nodeAtPath', nodeAtPath_, 'tree:tree', 'path:str');
export const mainline = /* @__PURE__ */ checked(API_KINDS, 'mainline', mainline_, 'tree:tree');
export const lineTo = /* @__PURE__ */ checked(API_KINDS, 'lineTo', lineTo_, 'tree:tree', 'path:str');
export const gameAtPath = /* @__PURE__ */ checked(API_KINDS, 'gameAtPath', gameAtPath_, 'tree:tree', 'path:str');
export const writeGameTree = /* @__PURE__ */ checked(API_KINDS, 'writeGameTree', writeGameTree_, 'tree:tree', 'options?:obj');
export const nagGlyph = /* @__PURE__ */ checked(API_KINDS, 'nagGlyph', nagGlyph_, 'nag:int');
