/** The public functions of fen.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { parseFen as parseFen_, makeFen as makeFen_, pieceLetter as pieceLetter_, makeFlags as makeFlags_ } from '../fen.js';

export const parseFen = /* @__PURE__ */ checked(API_KINDS, 'parseFen', parseFen_, 'v:variant', 'fen:str');
export const makeFen = /* @__PURE__ */ checked(API_KINDS, 'makeFen', makeFen_, 'pos:pos');
export const pieceLetter = /* @__PURE__ */ checked(API_KINDS, 'pieceLetter', pieceLetter_, 'v:variant', 'code:int');
export const makeFlags = /* @__PURE__ */ checked(API_KINDS, 'makeFlags', makeFlags_, 'flags:int');
