/**
 * Argument checks for the public API (issue 28): a public function called with a value of the wrong
 * type answers ChessError `ERR_ARGS` naming the function and the parameter, before any work is done,
 * never a TypeError from deep inside nor a silent default. `checked` wraps a function with a list of
 * parameters; the wrapped function is what the package exports (api/), while the engine's own modules
 * call the plain one. Layer 1: it knows only errors.ts.
 *
 * A parameter is written as data, `'name:kind'` (`'name?:kind'` when it may be left out), never built by
 * a call at load: a bundler drops the wrapper of every function a page does not use only if creating
 * the wrapper has no side effect (api/ marks each `checked(…)` pure, and its arguments must be too).
 */
import { ChessError } from './errors.js';

/** What a parameter must be, in words for the message, and the test. */
export interface Kind {
  readonly what: string;
  readonly test: (v: unknown) => boolean;
}
export type Kinds = Readonly<Record<string, Kind>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with the named fields of the given types (`'array'` for an array). */
export function hasFields(v: unknown, fields: Readonly<Record<string, string>>): boolean {
  if (!isObject(v)) return false;
  for (const k in fields) if (fields[k] === 'array' ? !Array.isArray(v[k]) : typeof v[k] !== fields[k]) return false;
  return true;
}

/** The fields that make an object a compiled variant (what getVariant returns). */
export const VARIANT_FIELDS = { id: 'string', def: 'object', geo: 'object' } as const;

/** The kinds every module may name; api/kinds.ts adds its own (instances of Game and Position, trees…). */
export const KINDS: Kinds = {
  str: { what: 'a string', test: (v) => typeof v === 'string' },
  num: { what: 'a number', test: (v) => typeof v === 'number' && !Number.isNaN(v) },
  int: { what: 'a whole number', test: (v) => Number.isInteger(v) },
  color: { what: 'a colour number (0 white, 1 black)', test: (v) => v === 0 || v === 1 },
  obj: { what: 'an object', test: isObject },
  arr: { what: 'an array', test: (v) => Array.isArray(v) },
  strOrNum: { what: 'a square name or index', test: (v) => typeof v === 'string' || Number.isInteger(v) },
  strOrObj: { what: 'a string or an object', test: (v) => typeof v === 'string' || isObject(v) },
  strOrNull: { what: 'a string or null', test: (v) => typeof v === 'string' || v === null },
  variant: { what: 'a compiled variant (from getVariant)', test: (v) => hasFields(v, VARIANT_FIELDS) },
};

/** What a value is, for the message: `null`, `a number (42)`, `an array`, `a function`. */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number') return `a number (${String(v)})`;
  if (typeof v === 'string') return `a string ("${v.length > 40 ? `${v.slice(0, 40)}…` : v}")`;
  if (typeof v === 'object') return 'an object without the expected fields';
  return typeof v === 'symbol' ? 'a symbol' : `a ${typeof v}`;
}

/**
 * Throws ERR_ARGS when `args` do not fit `params` (`'name:kind'` or `'name?:kind'`, the kind looked up
 * in `kinds`, then in KINDS).
 */
export function checkArgs(fn: string, params: readonly string[], args: ArrayLike<unknown>, kinds: Kinds = KINDS): void {
  for (let i = 0; i < params.length; i++) {
    const spec = params[i]!;
    const colon = spec.lastIndexOf(':');
    const optional = spec[colon - 1] === '?';
    const name = spec.slice(0, optional ? colon - 1 : colon);
    const kind = kinds[spec.slice(colon + 1)] ?? KINDS[spec.slice(colon + 1)];
    if (!kind) throw new Error(`${fn}: no kind of parameter "${spec.slice(colon + 1)}"`);
    const v = args[i];
    if (v === undefined && optional) continue;
    if (!kind.test(v)) throw new ChessError('ERR_ARGS', `${fn}: ${name} must be ${kind.what}${optional ? ' (or left out)' : ''}, not ${typeName(v)}`, name);
  }
}

/**
 * `checked` for a function that returns a promise: a wrong argument is a rejected promise (ERR_ARGS),
 * like every other failure of the work it starts, never a throw before the caller can `await`.
 */
export function checkedAsync<F extends (...args: never[]) => Promise<unknown>>(kinds: Kinds, name: string, fn: F, ...params: string[]): F {
  const sync = checked(kinds, name, fn, ...params) as unknown as (...a: unknown[]) => Promise<unknown>;
  const wrapped = function (this: unknown, ...args: unknown[]): Promise<unknown> {
    try {
      return sync.apply(this, args);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  Object.defineProperty(wrapped, 'name', { value: name });
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped as unknown as F;
}

/** `fn` with its arguments checked first (against `params`, see checkArgs); same name and length. */
export function checked<F extends (...args: never[]) => unknown>(kinds: Kinds, name: string, fn: F, ...params: string[]): F {
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    checkArgs(name, params, args, kinds);
    return (fn as unknown as (...a: unknown[]) => unknown).apply(this, args);
  };
  Object.defineProperty(wrapped, 'name', { value: name });
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped as unknown as F;
}
