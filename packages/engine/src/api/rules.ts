/** The public functions of rules.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { parseRules as parseRules_, rulesGiven as rulesGiven_, makeRules as makeRules_ } from '../rules.js';

export const parseRules = /* @__PURE__ */ checked(KINDS, 'parseRules', parseRules_, 'input:strOrObj', 'base?:obj');
export const rulesGiven = /* @__PURE__ */ checked(KINDS, 'rulesGiven', rulesGiven_, 'input:strOrObj');
export const makeRules = /* @__PURE__ */ checked(KINDS, 'makeRules', makeRules_, 'rules:obj');
