/** The public functions of analysis/review.ts and review-tree.ts with their arguments checked (see ../args.ts). */
import { checkArgs, checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { reviewGame as reviewGame_ } from '../analysis/review.js';
import { treeWithReview as treeWithReview_ } from '../analysis/review-tree.js';

const reviewGameParams = ['tree:tree', 'options?:obj'];
/** Asynchronous: a wrong argument is a rejected promise (ERR_ARGS). */
export const reviewGame: typeof reviewGame_ = (...args) => {
  try {
    checkArgs('reviewGame', reviewGameParams, args, API_KINDS);
    return reviewGame_(...args);
  } catch (e) {
    return Promise.reject(e);
  }
};

export const treeWithReview = /* @__PURE__ */ checked(API_KINDS, 'treeWithReview', treeWithReview_, 'tree:tree', 'review:obj');
