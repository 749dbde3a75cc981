/** The public functions of perft.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { perft as perft_, perftDivide as perftDivide_ } from '../perft.js';

export const perft = /* @__PURE__ */ checked(API_KINDS, 'perft', perft_, 'pos:pos', 'depth:int');
export const perftDivide = /* @__PURE__ */ checked(API_KINDS, 'perftDivide', perftDivide_, 'pos:pos', 'depth:int');
