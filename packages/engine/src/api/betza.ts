/** The public functions of betza.ts with their arguments checked (see ../args.ts). */
import { checked, KINDS } from '../args.js';
import { parseBetza as parseBetza_ } from '../betza.js';

export const parseBetza = /* @__PURE__ */ checked(KINDS, 'parseBetza', parseBetza_, 'text:str');
