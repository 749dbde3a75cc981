/**
 * The kinds of option `analyse` and `reviewGame` take beyond the common ones (args.ts): a callback, a
 * stop signal, a Searcher — checked the same way by both.
 */
import type { Kinds } from '../args.js';
import { Searcher } from '../search/search.js';

export const OPTION_KINDS: Kinds = {
  fn: { what: 'a function', test: (v) => typeof v === 'function' },
  signal: { what: 'a stop signal (an AbortSignal or { aborted })', test: (v) => typeof v === 'object' && v !== null && 'aborted' in v },
  searcher: { what: 'a Searcher', test: (v) => v instanceof Searcher },
};
