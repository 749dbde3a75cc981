/**
 * Argument checks for the public API (issue 28): a public function called with a value of the wrong
 * type answers ChessError `ERR_ARGS` naming the function and the parameter, before any work is done,
 * never a TypeError from deep inside nor a silent default. `checked` wraps a function with a list of
 * parameters; the wrapped function is what the package exports (api.ts), while the engine's own modules
 * call the plain one. Layer 1: it knows only errors.ts.
 */
import { ChessError } from './errors.js';

/** One parameter: its name, what it must be (in words), and the test. */
export interface Param {
  readonly name: string;
  readonly what: string;
  readonly test: (v: unknown) => boolean;
  /** `undefined` is allowed (the parameter has a default). */
  readonly optional: boolean;
}

export const kind = (what: string, test: (v: unknown) => boolean) => (name: string, optional = false): Param => ({ name, what, test, optional });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const str = kind('a string', (v) => typeof v === 'string');
export const num = kind('a number', (v) => typeof v === 'number' && !Number.isNaN(v));
export const int = kind('a whole number', (v) => Number.isInteger(v));
export const color = kind('a colour number (0 white, 1 black)', (v) => v === 0 || v === 1);
export const obj = kind('an object', isObject);
export const arr = kind('an array', (v) => Array.isArray(v));
export const strOrNum = kind('a square name or index', (v) => typeof v === 'string' || Number.isInteger(v));
export const strOrObj = kind('a string or an object', (v) => typeof v === 'string' || isObject(v));
export const strOrNull = kind('a string or null', (v) => typeof v === 'string' || v === null);
/** An object with the named fields of the given types (`'array'` for an array). */
export const shaped = (what: string, fields: Readonly<Record<string, string>>) =>
  kind(what, (v) => isObject(v) && Object.entries(fields).every(([k, t]) => (t === 'array' ? Array.isArray(v[k]) : typeof v[k] === t)));
/** An instance of one of `classes`. */
export const instance = (what: string, ...classes: ReadonlyArray<abstract new (...a: never[]) => unknown>) =>
  kind(what, (v) => classes.some((c) => v instanceof c));

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

/** Throws ERR_ARGS when `args` do not fit `params`. */
export function checkArgs(fn: string, params: readonly Param[], args: ArrayLike<unknown>): void {
  for (let i = 0; i < params.length; i++) {
    const p = params[i]!;
    const v = args[i];
    if (v === undefined && p.optional) continue;
    if (!p.test(v)) throw new ChessError('ERR_ARGS', `${fn}: ${p.name} must be ${p.what}${p.optional ? ' (or left out)' : ''}, not ${typeName(v)}`, p.name);
  }
}

/** `fn` with its arguments checked first; same name and length. */
export function checked<F extends (...args: never[]) => unknown>(name: string, fn: F, ...params: Param[]): F {
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    checkArgs(name, params, args);
    return (fn as unknown as (...a: unknown[]) => unknown).apply(this, args);
  };
  Object.defineProperty(wrapped, 'name', { value: name });
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped as unknown as F;
}
