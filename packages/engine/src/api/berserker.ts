/** The public functions of berserker.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { placementRank as placementRank_, knightSquares as knightSquares_, dueAction as dueAction_, TRIGGERED as TRIGGERED_, RELEASE_WAITS as RELEASE_WAITS_, PLACE_WAITS as PLACE_WAITS_, explainPlacement as explainPlacement_, controller as moveController_ } from '../berserker.js';

export const placementRank = /* @__PURE__ */ checked(API_KINDS, 'placementRank', placementRank_, 'pos:pos', 'owner:color', 'vacated:int');
export const knightSquares = /* @__PURE__ */ checked(API_KINDS, 'knightSquares', knightSquares_, 'pos:pos', 'color:color');
export const dueAction = /* @__PURE__ */ checked(API_KINDS, 'dueAction', dueAction_, 'pos:pos');
export const TRIGGERED = /* @__PURE__ */ checked(API_KINDS, 'TRIGGERED', TRIGGERED_, 'c:color');
export const RELEASE_WAITS = /* @__PURE__ */ checked(API_KINDS, 'RELEASE_WAITS', RELEASE_WAITS_, 'c:color');
export const PLACE_WAITS = /* @__PURE__ */ checked(API_KINDS, 'PLACE_WAITS', PLACE_WAITS_, 'c:color');
export const explainPlacement = /* @__PURE__ */ checked(API_KINDS, 'explainPlacement', explainPlacement_, 'pos:pos', 'act:int', 'knight:int', 'to:int', 'pieceLetter:str');
export const moveController = /* @__PURE__ */ checked(API_KINDS, 'moveController', moveController_, 'pos:pos', 'm:int');
