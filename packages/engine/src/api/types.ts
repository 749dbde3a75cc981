/** The public functions of types.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { pieceCode as pieceCode_, codeType as codeType_, codeColor as codeColor_, other as other_, encodeMove as encodeMove_, moveFrom as moveFrom_, moveTo as moveTo_, movePromo as movePromo_, moveKind as moveKind_, movePlace as movePlace_, isPlacementKind as isPlacementKind_ } from '../types.js';

export const pieceCode = /* @__PURE__ */ checked(KINDS, 'pieceCode', pieceCode_, 'type:int', 'color:color');
export const codeType = /* @__PURE__ */ checked(KINDS, 'codeType', codeType_, 'code:int');
export const codeColor = /* @__PURE__ */ checked(KINDS, 'codeColor', codeColor_, 'code:int');
export const other = /* @__PURE__ */ checked(KINDS, 'other', other_, 'c:color');
export const encodeMove = /* @__PURE__ */ checked(KINDS, 'encodeMove', encodeMove_, 'from:int', 'to:int', 'kind:int', 'promo?:int', 'place?:int');
export const moveFrom = /* @__PURE__ */ checked(KINDS, 'moveFrom', moveFrom_, 'm:int');
export const moveTo = /* @__PURE__ */ checked(KINDS, 'moveTo', moveTo_, 'm:int');
export const movePromo = /* @__PURE__ */ checked(KINDS, 'movePromo', movePromo_, 'm:int');
export const moveKind = /* @__PURE__ */ checked(KINDS, 'moveKind', moveKind_, 'm:int');
export const movePlace = /* @__PURE__ */ checked(KINDS, 'movePlace', movePlace_, 'm:int');
export const isPlacementKind = /* @__PURE__ */ checked(KINDS, 'isPlacementKind', isPlacementKind_, 'kind:int');
