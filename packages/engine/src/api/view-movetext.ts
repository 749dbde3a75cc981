/** The public functions of view/movetext.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { lineStart as lineStart_, tokensFrom as tokensFrom_, moveTokens as moveTokens_, historyTokens as historyTokens_, moveLabel as moveLabel_, formatMovetext as formatMovetext_, parseMovetext as parseMovetext_, playMovetext as playMovetext_ } from '../view/movetext.js';

export const lineStart = /* @__PURE__ */ checked(API_KINDS, 'lineStart', lineStart_, 'startFen:str', 'variant?:str');
export const tokensFrom = /* @__PURE__ */ checked(API_KINDS, 'tokensFrom', tokensFrom_, 'start:obj', 'sans:arr');
export const moveTokens = /* @__PURE__ */ checked(API_KINDS, 'moveTokens', moveTokens_, 'startFen:str', 'sans:arr', 'options?:obj');
export const historyTokens = /* @__PURE__ */ checked(API_KINDS, 'historyTokens', historyTokens_, 'game:game');
export const moveLabel = /* @__PURE__ */ checked(API_KINDS, 'moveLabel', moveLabel_, 'token:obj', 'options?:obj');
export const formatMovetext = /* @__PURE__ */ checked(API_KINDS, 'formatMovetext', formatMovetext_, 'tokens:arr', 'options?:obj');
export const parseMovetext = /* @__PURE__ */ checked(API_KINDS, 'parseMovetext', parseMovetext_, 'text:str');
export const playMovetext = /* @__PURE__ */ checked(API_KINDS, 'playMovetext', playMovetext_, 'game:game', 'text:str');
