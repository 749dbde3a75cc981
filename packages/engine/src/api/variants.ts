/** The public functions of variants.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { withBerserker as withBerserker_, getVariant as getVariant_, variantIdFromPgnName as variantIdFromPgnName_ } from '../variants.js';

export const withBerserker = /* @__PURE__ */ checked(KINDS, 'withBerserker', withBerserker_, 'base:obj', 'rules?:obj', 'id?:str');
export const getVariant = /* @__PURE__ */ checked(KINDS, 'getVariant', getVariant_, 'id:str', 'rules?:strOrObj');
export const variantIdFromPgnName = /* @__PURE__ */ checked(KINDS, 'variantIdFromPgnName', variantIdFromPgnName_, 'name:str');
