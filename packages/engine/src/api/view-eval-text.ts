/** The public functions of view/eval-text.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { evalText as evalText_ } from '../view/eval-text.js';

export const evalText = /* @__PURE__ */ checked(KINDS, 'evalText', evalText_, 'raw:str');
