/** The public functions of view/nag.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { nagText as nagText_ } from '../view/nag.js';

export const nagText = /* @__PURE__ */ checked(KINDS, 'nagText', nagText_, 'nag:int');
