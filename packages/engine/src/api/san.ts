/** The public functions of san.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { makeSan as makeSan_, parseMove as parseMove_, makeCoordinate as makeCoordinate_ } from '../san.js';

export const makeSan = /* @__PURE__ */ checked(API_KINDS, 'makeSan', makeSan_, 'pos:pos', 'm:int', 'legal?:arr');
export const parseMove = /* @__PURE__ */ checked(API_KINDS, 'parseMove', parseMove_, 'pos:pos', 'text:str', 'legal?:arr');
export const makeCoordinate = /* @__PURE__ */ checked(API_KINDS, 'makeCoordinate', makeCoordinate_, 'pos:pos', 'm:int');
