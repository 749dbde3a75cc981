/** The public functions of analysis/classify.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { classifyMove as classifyMove_, winningChances as winningChances_ } from '../analysis/classify.js';

export const classifyMove = /* @__PURE__ */ checked(KINDS, 'classifyMove', classifyMove_, 'before:num', 'after:num', 'played?:obj');
export const winningChances = /* @__PURE__ */ checked(KINDS, 'winningChances', winningChances_, 'cp:num');
