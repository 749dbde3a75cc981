/** The public functions of variant.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { compileVariant as compileVariant_ } from '../variant.js';

export const compileVariant = /* @__PURE__ */ checked(KINDS, 'compileVariant', compileVariant_, 'def:obj');
