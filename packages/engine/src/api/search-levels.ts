/** The public functions of search/levels.ts with their arguments checked (see ../args.ts). */
import { checkArgs, checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { chooseMove as chooseMove_, chooseMoveSync as chooseMoveSync_, gameHashes as gameHashes_ } from '../search/levels.js';

export const chooseMoveSync = /* @__PURE__ */ checked(API_KINDS, 'chooseMoveSync', chooseMoveSync_, 'target:gp', 'level?:strOrObj', 'options?:obj');
export const gameHashes = /* @__PURE__ */ checked(API_KINDS, 'gameHashes', gameHashes_, 'game:game');

const chooseMoveParams = ['target:gp', 'level?:strOrObj', 'options?:obj'];
/** Asynchronous: a wrong argument is a rejected promise (ERR_ARGS), like every other failure of the search. */
export const chooseMove: typeof chooseMove_ = (...args) => {
  try {
    checkArgs('chooseMove', chooseMoveParams, args, API_KINDS);
  } catch (e) {
    return Promise.reject(e);
  }
  return chooseMove_(...args);
};
