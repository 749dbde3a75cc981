/** The public functions of zobrist.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { seededRandom as seededRandom_ } from '../zobrist.js';

export const seededRandom = /* @__PURE__ */ checked(KINDS, 'seededRandom', seededRandom_, 'seed:num');
