/** The public functions of view/setup.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { setupFen as setupFen_, lonePiecePosition as lonePiecePosition_ } from '../view/setup.js';

export const setupFen = /* @__PURE__ */ checked(KINDS, 'setupFen', setupFen_, 'variantId:str', 'setup:obj', 'rules?:str');
export const lonePiecePosition = /* @__PURE__ */ checked(KINDS, 'lonePiecePosition', lonePiecePosition_, 'variantId:str', 'letter:str');
