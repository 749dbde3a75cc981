/** The public functions of analysis/review.ts and review-tree.ts with their arguments checked (see ../args.ts). */
import { checked, checkedAsync } from '../args.js';
import { API_KINDS } from './kinds.js';
import { reviewGame as reviewGame_ } from '../analysis/review.js';
import { treeWithReview as treeWithReview_ } from '../analysis/review-tree.js';

/** Asynchronous: a wrong argument is a rejected promise (ERR_ARGS). */
export const reviewGame = /* @__PURE__ */ checkedAsync(API_KINDS, 'reviewGame', reviewGame_, 'tree:tree', 'options?:obj');

export const treeWithReview = /* @__PURE__ */ checked(API_KINDS, 'treeWithReview', treeWithReview_, 'tree:tree', 'review:obj');
