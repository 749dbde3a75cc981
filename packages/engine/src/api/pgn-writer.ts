/** The public functions of pgn-writer.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { makePgn as makePgn_, makePgnGames as makePgnGames_ } from '../pgn-writer.js';

export const makePgn = /* @__PURE__ */ checked(API_KINDS, 'makePgn', makePgn_, 'game:pgnGame', 'options?:obj');
export const makePgnGames = /* @__PURE__ */ checked(API_KINDS, 'makePgnGames', makePgnGames_, 'games:arr', 'options?:obj');
