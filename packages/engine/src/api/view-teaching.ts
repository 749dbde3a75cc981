/** The public functions of view/teaching.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { pieceTargets as pieceTargets_, placementChoices as placementChoices_, capturePlacementChoices as capturePlacementChoices_, explainSquare as explainSquare_ } from '../view/teaching.js';

export const pieceTargets = /* @__PURE__ */ checked(API_KINDS, 'pieceTargets', pieceTargets_, 'x:gp', 'square:strOrNum');
export const placementChoices = /* @__PURE__ */ checked(API_KINDS, 'placementChoices', placementChoices_, 'x:gp');
export const capturePlacementChoices = /* @__PURE__ */ checked(API_KINDS, 'capturePlacementChoices', capturePlacementChoices_, 'game:gp', 'captureMove:str');
export const explainSquare = /* @__PURE__ */ checked(API_KINDS, 'explainSquare', explainSquare_, 'x:gp', 'square:str', 'knight?:strOrNull');
