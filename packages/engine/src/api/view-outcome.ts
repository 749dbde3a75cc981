/** The public functions of view/outcome.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { pointsText as pointsText_, reasonText as reasonText_, endStatus as endStatus_, outcomeHeadline as outcomeHeadline_, describeOutcome as describeOutcome_ } from '../view/outcome.js';

export const pointsText = /* @__PURE__ */ checked(API_KINDS, 'pointsText', pointsText_, 'n:num');
export const reasonText = /* @__PURE__ */ checked(API_KINDS, 'reasonText', reasonText_, 'reason:str');
export const endStatus = /* @__PURE__ */ checked(API_KINDS, 'endStatus', endStatus_, 'reason:str', 'winner:strOrNull');
export const outcomeHeadline = /* @__PURE__ */ checked(API_KINDS, 'outcomeHeadline', outcomeHeadline_, 'status:status');
export const describeOutcome = /* @__PURE__ */ checked(API_KINDS, 'describeOutcome', describeOutcome_, 'status:status', 'options?:obj');
