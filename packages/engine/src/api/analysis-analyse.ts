/** The public functions of analysis/analyse.ts with their arguments checked (see ../args.ts). */
import { checkedAsync } from '../args.js';
import { API_KINDS } from './kinds.js';
import { analyse as analyse_ } from '../analysis/analyse.js';

/** Asynchronous: a wrong argument is a rejected promise (ERR_ARGS), like every other failure of the search. */
export const analyse = /* @__PURE__ */ checkedAsync(API_KINDS, 'analyse', analyse_, 'game:game', 'options?:obj');
