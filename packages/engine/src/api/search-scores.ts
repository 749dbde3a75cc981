/** The public functions of search/scores.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { mateIn as mateIn_, isBerserkerMate as isBerserkerMate_ } from '../search/scores.js';

export const mateIn = /* @__PURE__ */ checked(KINDS, 'mateIn', mateIn_, 'score:num');
export const isBerserkerMate = /* @__PURE__ */ checked(KINDS, 'isBerserkerMate', isBerserkerMate_, 'score:num');
