/** The public functions of geometry.ts with their arguments checked (see ../args.ts). */
import { checked } from '../args.js';
import { API_KINDS } from './kinds.js';
import { makeGeometry as makeGeometry_, squareFile as squareFile_, squareRank as squareRank_, square as square_, makeSquare as makeSquare_, parseSquare as parseSquare_, isLightSquare as isLightSquare_ } from '../geometry.js';

export const makeGeometry = /* @__PURE__ */ checked(API_KINDS, 'makeGeometry', makeGeometry_, 'width:int', 'height:int');
export const squareFile = /* @__PURE__ */ checked(API_KINDS, 'squareFile', squareFile_, 'g:geo', 'sq:int');
export const squareRank = /* @__PURE__ */ checked(API_KINDS, 'squareRank', squareRank_, 'g:geo', 'sq:int');
export const square = /* @__PURE__ */ checked(API_KINDS, 'square', square_, 'g:geo', 'file:int', 'rank:int');
export const makeSquare = /* @__PURE__ */ checked(API_KINDS, 'makeSquare', makeSquare_, 'g:geo', 'sq:int');
export const parseSquare = /* @__PURE__ */ checked(API_KINDS, 'parseSquare', parseSquare_, 'g:geo', 'text:str');
export const isLightSquare = /* @__PURE__ */ checked(API_KINDS, 'isLightSquare', isLightSquare_, 'g:geo', 'sq:int');
