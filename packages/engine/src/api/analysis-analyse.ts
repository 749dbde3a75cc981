/** The public functions of analysis/analyse.ts with their arguments checked (see ../args.ts). */
import { checkArgs } from '../args.js';
import { API_KINDS } from './kinds.js';
import { analyse as analyse_ } from '../analysis/analyse.js';

const analyseParams = ['game:game', 'options?:obj'];
/** Asynchronous: a wrong argument is a rejected promise (ERR_ARGS), like every other failure of the search. */
export const analyse: typeof analyse_ = (...args) => {
  try {
    checkArgs('analyse', analyseParams, args, API_KINDS);
    return analyse_(...args);
  } catch (e) {
    return Promise.reject(e);
  }
};
