/** The public functions of pgn-reader.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { parsePgn as parsePgn_, iteratePgn as iteratePgn_ } from '../pgn-reader.js';

export const parsePgn = /* @__PURE__ */ checked(KINDS, 'parsePgn', parsePgn_, 'text:str', 'options?:obj');
export const iteratePgn = /* @__PURE__ */ checked(KINDS, 'iteratePgn', iteratePgn_, 'text:str', 'options?:obj');
