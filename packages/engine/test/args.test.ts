/**
 * Every public function and class of the engine answers arguments of the wrong type with a ChessError
 * `ERR_ARGS` (issue 28): never a TypeError from deep inside, never a silent default. The test walks the
 * package's exports, so a function added later is checked without a line here.
 */
import { describe, it, expect } from 'vitest';
import * as engine from '../src/index.js';
import { ChessError, Game, parseFen, getVariant, parsePgnPrefix, writeGameTree } from '../src/index.js';

/** Values of a type no public parameter takes (strings, where a string is wanted, are the readers' business). */
const WRONG: readonly [string, unknown][] = [
  ['null', null],
  ['42', 42],
  ['true', true],
  ['a symbol', Symbol('x')],
  ['a function', () => 1],
  ['NaN', NaN],
];

const isClass = (f: Function): boolean => /^class[\s{]/.test(Function.prototype.toString.call(f));

const describe_ = (e: unknown): string =>
  e instanceof ChessError
    ? e.code === 'ERR_ARGS' ? 'ERR_ARGS' : `ChessError ${e.code}: ${e.message.slice(0, 80)}`
    : `${(e as Error)?.name ?? typeof e}: ${String((e as Error)?.message ?? e).slice(0, 80)}`;

/** What calling `call` did: 'ok', 'ERR_ARGS', or a description of anything else thrown (or rejected, for a promise). */
async function outcome(call: () => unknown): Promise<string> {
  try {
    const r = call();
    if (r instanceof Promise) await r;
    return 'ok';
  } catch (e) {
    return describe_(e);
  }
}

const functions = Object.entries(engine).filter(([, v]) => typeof v === 'function') as [string, Function][];

describe('wrong argument types give ERR_ARGS (every public export)', () => {
  it('the walk finds the engine\'s functions and classes', () => {
    expect(functions.length).toBeGreaterThan(60);
    expect(functions.map(([n]) => n)).toEqual(expect.arrayContaining(['Game', 'parseFen', 'parsePgnPrefix', 'writeGameTree', 'readGame']));
  });

  for (const [name, fn] of functions) {
    it(name, async () => {
      const bad: string[] = [];
      const arity = Math.max(1, fn.length);
      for (const [label, value] of WRONG) {
        // Every argument the wrong type, then each argument alone (the others left out).
        const calls: unknown[][] = [Array(arity).fill(value)];
        for (let i = 1; i < arity; i++) calls.push([...Array(i).fill(undefined), value]);
        for (const args of calls) {
          const what = await outcome(() => (isClass(fn) ? new (fn as new (...a: unknown[]) => unknown)(...args) : fn(...args)));
          // A value of the wrong type may be ignored where the argument is optional; it may never break the
          // engine. A number may be the right type (a square index, a depth): then any ChessError will do.
          if (what !== 'ok' && what !== 'ERR_ARGS' && !(typeof value === 'number' && what.startsWith('ChessError'))) bad.push(`${name}(${args.map((a) => (a === value ? label : 'undefined')).join(', ')}) → ${what}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('the cases of issue 28', () => {
  const code = (f: () => unknown): Promise<string> => outcome(f);
  it('parsePgnPrefix(null), writeGameTree({}), parseFen(undefined, fen), new Game(null), new Game(42)', async () => {
    const fen = getVariant('chess').def.startFen;
    expect(await code(() => parsePgnPrefix(null as never))).toBe('ERR_ARGS');
    expect(await code(() => writeGameTree({} as never))).toBe('ERR_ARGS');
    expect(await code(() => parseFen(undefined as never, fen))).toBe('ERR_ARGS');
    expect(await code(() => new Game(null as never))).toBe('ERR_ARGS');
    expect(await code(() => new Game(42 as never)), 'new Game(42) is refused, not a default game').toBe('ERR_ARGS');
    expect(await code(() => new Game('chess' as never))).toBe('ERR_ARGS');
    expect(await code(() => new Game({ variant: 42 } as never))).toBe('ERR_ARGS');
    expect(await code(() => new Game({ fen: 42 } as never))).toBe('ERR_ARGS');
    expect(await code(() => new Game())).toBe('ok');
  });
});
