/** The public functions of search/evaluate.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { evaluate as evaluate_, evalTables as evalTables_, pieceValue as pieceValue_ } from '../search/evaluate.js';

export const evaluate = /* @__PURE__ */ checked(API_KINDS, 'evaluate', evaluate_, 'pos:pos', 't?:obj', 'noise?:num', 'seed?:num', 'alpha?:num', 'beta?:num');
export const evalTables = /* @__PURE__ */ checked(API_KINDS, 'evalTables', evalTables_, 'v:variant');
export const pieceValue = /* @__PURE__ */ checked(API_KINDS, 'pieceValue', pieceValue_, 'v:variant', 'type:int');
