/** The public functions of view/tree-annotate.ts and view/tree-shapes.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { treeWithComment as treeWithComment_, treeWithEval as treeWithEval_, treeWithNags as treeWithNags_, treeWithPromotion as treeWithPromotion_ } from '../view/tree-annotate.js';
import { treeWithShapes as treeWithShapes_ } from '../view/tree-shapes.js';

export const treeWithComment = /* @__PURE__ */ checked(API_KINDS, 'treeWithComment', treeWithComment_, 'tree:tree', 'path:str', 'text:str', 'where:str');
export const treeWithNags = /* @__PURE__ */ checked(API_KINDS, 'treeWithNags', treeWithNags_, 'tree:tree', 'path:str', 'nags:arr');
export const treeWithShapes = /* @__PURE__ */ checked(API_KINDS, 'treeWithShapes', treeWithShapes_, 'tree:tree', 'path:str', 'shapes:arr');
export const treeWithEval = /* @__PURE__ */ checked(API_KINDS, 'treeWithEval', treeWithEval_, 'tree:tree', 'path:str', 'text:strOrNull');
export const treeWithPromotion = /* @__PURE__ */ checked(API_KINDS, 'treeWithPromotion', treeWithPromotion_, 'tree:tree', 'path:str');
