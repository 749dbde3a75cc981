/** The public functions of view/editor.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { editorSpec as editorSpec_, readSetup as readSetup_, checkSetup as checkSetup_ } from '../view/editor.js';

export const editorSpec = /* @__PURE__ */ checked(KINDS, 'editorSpec', editorSpec_, 'variantId:str');
export const readSetup = /* @__PURE__ */ checked(KINDS, 'readSetup', readSetup_, 'variantId:str', 'fen:str', 'rules?:str');
export const checkSetup = /* @__PURE__ */ checked(KINDS, 'checkSetup', checkSetup_, 'variantId:str', 'setup:obj', 'rules?:str');
