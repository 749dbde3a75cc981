/** The public functions of errors.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { boundedMessage as boundedMessage_ } from '../errors.js';

export const boundedMessage = /* @__PURE__ */ checked(KINDS, 'boundedMessage', boundedMessage_, 'message:str');
