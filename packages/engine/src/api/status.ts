/** The public functions of status.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { positionStatus as positionStatus_, insufficientMaterial as insufficientMaterial_, berserkerGaveCheck as berserkerGaveCheck_ } from '../status.js';

export const positionStatus = /* @__PURE__ */ checked(API_KINDS, 'positionStatus', positionStatus_, 'pos:pos', 'hashes:arr');
export const insufficientMaterial = /* @__PURE__ */ checked(API_KINDS, 'insufficientMaterial', insufficientMaterial_, 'pos:pos');
export const berserkerGaveCheck = /* @__PURE__ */ checked(API_KINDS, 'berserkerGaveCheck', berserkerGaveCheck_, 'pos:pos', 'side:color');
