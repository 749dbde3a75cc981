/** The public functions of view/pgn-prefix.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { parsePgnPrefix as parsePgnPrefix_ } from '../view/pgn-prefix.js';

export const parsePgnPrefix = /* @__PURE__ */ checked(KINDS, 'parsePgnPrefix', parsePgnPrefix_, 'text:str');
