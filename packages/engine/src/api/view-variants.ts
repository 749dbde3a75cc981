/** The public functions of view/variants.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { variantInfo as variantInfo_ } from '../view/variants.js';

export const variantInfo = /* @__PURE__ */ checked(KINDS, 'variantInfo', variantInfo_, 'id:str');
