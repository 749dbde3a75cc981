/** The public functions of view/tree-edit.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { pathAfterRemoval as pathAfterRemoval_, treeWithMove as treeWithMove_, treeWithoutNode as treeWithoutNode_, treeWithTakeBack as treeWithTakeBack_ } from '../view/tree-edit.js';

export const pathAfterRemoval = /* @__PURE__ */ checked(API_KINDS, 'pathAfterRemoval', pathAfterRemoval_, 'path:str', 'removed:str');
export const treeWithMove = /* @__PURE__ */ checked(API_KINDS, 'treeWithMove', treeWithMove_, 'tree:tree', 'path:str', 'move:strOrNum');
export const treeWithoutNode = /* @__PURE__ */ checked(API_KINDS, 'treeWithoutNode', treeWithoutNode_, 'tree:tree', 'path:str');
export const treeWithTakeBack = /* @__PURE__ */ checked(API_KINDS, 'treeWithTakeBack', treeWithTakeBack_, 'tree:tree', 'path:str');
