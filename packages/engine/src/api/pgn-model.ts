/** The public functions of pgn-model.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { isAnnotatedPgn as isAnnotatedPgn_ } from '../pgn-model.js';

export const isAnnotatedPgn = /* @__PURE__ */ checked(API_KINDS, 'isAnnotatedPgn', isAnnotatedPgn_, 'game:pgnGame');
