/**
 * Malformed input never crashes, hangs or throws anything but a ChessError with a code: random and
 * mutated FEN, SAN and rule texts, for every variant.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, parseMove, parseRules, ChessError, VARIANT_IDS, Game } from '../src/index.js';
import { seededRandom } from './random.js';

const ALPHABET = 'pnbrqkzPNBRQKZ12345678910/ -wbKQkqTtRrPpxX=+#O0e.a-h@!?acfhjmsdAC';

function mutate(text: string, rnd: () => number): string {
  const chars = [...text];
  const edits = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * (chars.length + 1));
    const op = rnd();
    const ch = ALPHABET[Math.floor(rnd() * ALPHABET.length)]!;
    if (op < 0.4 && chars.length) chars.splice(at, 1);
    else if (op < 0.7) chars.splice(at, 0, ch);
    else chars[Math.min(at, chars.length - 1)] = ch;
  }
  return chars.join('');
}

function expectOnlyChessError(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(ChessError);
    expect((e as ChessError).code).toMatch(/^ERR_/);
    expect((e as ChessError).message.length).toBeGreaterThan(5);
  }
}

describe('fuzzing', () => {
  it('mutated FENs of every variant parse or fail with a ChessError', () => {
    const rnd = seededRandom(7);
    for (const id of VARIANT_IDS) {
      const v = getVariant(id);
      for (let i = 0; i < 600; i++) expectOnlyChessError(() => parseFen(v, mutate(v.def.startFen + (v.rules ? ' tR' : ''), rnd)));
    }
  });
  it('random SAN-like text parses to a legal move or fails with a ChessError, leaving the position alone', () => {
    const rnd = seededRandom(11);
    for (const id of VARIANT_IDS) {
      const g = new Game({ variant: id });
      const fen = g.fen();
      for (let i = 0; i < 400; i++) {
        const len = 1 + Math.floor(rnd() * 8);
        let s = '';
        for (let k = 0; k < len; k++) s += ALPHABET[Math.floor(rnd() * ALPHABET.length)];
        expectOnlyChessError(() => parseMove(g.position, s));
        expect(g.fen()).toBe(fen);
      }
    }
  });
  it('non-string input is a ChessError too', () => {
    const v = getVariant('chess');
    expectOnlyChessError(() => parseFen(v, undefined as unknown as string));
    expectOnlyChessError(() => parseMove(parseFen(v, v.def.startFen), 42 as unknown as string));
    expectOnlyChessError(() => parseRules('trigger'));
    expect(() => parseFen(v, null as unknown as string)).toThrow(ChessError);
  });
});
