/** The public functions of view/common.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { squareName as squareName_, squareIndex as squareIndex_ } from '../view/common.js';

export const squareName = /* @__PURE__ */ checked(API_KINDS, 'squareName', squareName_, 'x:source', 'index:int');
export const squareIndex = /* @__PURE__ */ checked(API_KINDS, 'squareIndex', squareIndex_, 'x:source', 'name:str');
