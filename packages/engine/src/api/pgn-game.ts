/** The public functions of pgn-game.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { readPgn as readPgn_, readGame as readGame_, iterateGames as iterateGames_, writePgn as writePgn_ } from '../pgn-game.js';

export const readPgn = /* @__PURE__ */ checked(API_KINDS, 'readPgn', readPgn_, 'text:str', 'options?:obj');
export const readGame = /* @__PURE__ */ checked(API_KINDS, 'readGame', readGame_, 'text:str');
export const iterateGames = /* @__PURE__ */ checked(API_KINDS, 'iterateGames', iterateGames_, 'text:str', 'options?:obj');
export const writePgn = /* @__PURE__ */ checked(API_KINDS, 'writePgn', writePgn_, 'game:game', 'options?:obj');
