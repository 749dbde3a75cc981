/** The public functions of search/search.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { search as search_, pvToCoordinates as pvToCoordinates_ } from '../search/search.js';

export const search = /* @__PURE__ */ checked(API_KINDS, 'search', search_, 'pos:pos', 'limits?:obj');
export const pvToCoordinates = /* @__PURE__ */ checked(API_KINDS, 'pvToCoordinates', pvToCoordinates_, 'pos:pos', 'pv:arr');
