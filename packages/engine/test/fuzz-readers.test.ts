/**
 * Seeded fuzzing of the readers (issue 17): thousands of mutated FENs, SAN moves, coordinate moves and
 * rule texts, taken from positions of seeded random play in every variant. A reader either accepts its
 * input — and then the result is sound: a legal move, a FEN the writer writes back the same, rules the
 * writer writes back — or throws a ChessError with a code and a message. Never a TypeError, a
 * RangeError or a changed position. (PGN is fuzzed with readPgn in its own suite.)
 */
import { describe, it, expect } from 'vitest';
import {
  getVariant, parseFen, makeFen, parseMove, makeSan, makeCoordinate, parseRules, makeRules, ChessError, VARIANT_IDS,
} from '../src/index.js';
import { pick, randomPositions, seededRandom } from './random.js';

type Rnd = () => number;

/** One to four character edits (delete, insert, replace, duplicate a run) drawn from `alphabet`. */
function mutate(text: string, rnd: Rnd, alphabet: string): string {
  let chars = [...text];
  const edits = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * (chars.length + 1));
    const op = rnd();
    const ch = pick(rnd, [...alphabet]);
    if (op < 0.3 && chars.length) chars.splice(at, 1);
    else if (op < 0.6) chars.splice(at, 0, ch);
    else if (op < 0.9) chars[Math.min(at, chars.length - 1)] = ch;
    else chars = [...chars.slice(0, at), ...chars.slice(Math.max(0, at - 3), at), ...chars.slice(at)];
  }
  return chars.join('');
}

/** Runs `read`; a throw must be a ChessError with a code and a message. Returns whether it accepted. */
function accepts(read: () => void): boolean {
  try {
    read();
    return true;
  } catch (e) {
    if (!(e instanceof ChessError)) throw new Error(`not a ChessError: ${String(e)}${e instanceof Error ? `\n${e.stack}` : ''}`);
    expect(e.code).toMatch(/^ERR_[A-Z_]+$/);
    expect(e.message.length).toBeGreaterThan(5);
    return false;
  }
}

const FEN_ALPHABET = 'pnbrqkzPNBRQKZasfcmdhjJ0123456789/ -wbKQkqA-La-lTtRrPp\u00e9\u0000 ';
const SAN_ALPHABET = 'NBRQKZPabcdefghijkl0123456789xX:=+#!?O-/@()Zz. \u2212';
const RULES_ALPHABET = 'triggercenterosreleaseplacescapturewnthreatownerohNo=;,  TRUEfalse01';

describe('fuzzed readers never fail with anything but a ChessError', () => {
  it('FEN: 8,000 mutations of random-play positions in every variant; what is accepted writes back the same', () => {
    const rnd = seededRandom(2024);
    let tried = 0, accepted = 0;
    for (const id of VARIANT_IDS) {
      const v = getVariant(id);
      const fens = [v.def.startFen + (v.rules ? ' -' : ''), ...randomPositions(id, 17, 2, 60, 6).map(makeFen)];
      for (let i = 0; i < 1000; i++) {
        const text = mutate(pick(rnd, fens), rnd, FEN_ALPHABET);
        tried++;
        if (accepts(() => {
          const fen = makeFen(parseFen(v, text));
          expect(makeFen(parseFen(v, fen))).toBe(fen);
        })) accepted++;
      }
    }
    expect(tried).toBe(8000);
    // Mutations keep some FENs valid (a changed clock, a moved piece): both outcomes are exercised.
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(tried);
  });

  it('SAN: 8,000 mutations of legal SAN on random-play positions; an accepted move is legal and the position unchanged', () => {
    const rnd = seededRandom(99);
    let tried = 0, accepted = 0;
    for (const id of VARIANT_IDS) {
      const cases = randomPositions(id, 5, 2, 50, 10).map((pos) => {
        const legal = pos.legalMoves();
        return { pos, legal, fen: makeFen(pos), sans: legal.map((m) => makeSan(pos, m, legal)) };
      });
      for (let i = 0; i < 1000; i++) {
        const { pos, legal, fen, sans } = cases[i % cases.length]!;
        const text = rnd() < 0.1 ? [...Array(1 + Math.floor(rnd() * 8))].map(() => pick(rnd, [...SAN_ALPHABET])).join('') : mutate(pick(rnd, sans), rnd, SAN_ALPHABET);
        tried++;
        if (accepts(() => expect(legal).toContain(parseMove(pos, text)))) accepted++;
        expect(makeFen(pos)).toBe(fen);
      }
    }
    expect(tried).toBe(8000);
    expect(accepted).toBeGreaterThan(200);
    expect(accepted).toBeLessThan(tried);
  });

  it('coordinates: 8,000 mutations of legal coordinate moves (z suffixes, z@, /placements included)', () => {
    const rnd = seededRandom(7);
    let tried = 0, accepted = 0;
    const variants = [...VARIANT_IDS, 'berserker:capture=capturer-turn', 'berserker:release=owner-marks'];
    for (const spec of variants) {
      const [id, rules] = spec.split(':') as [string, string | undefined];
      const positions = randomPositions(id, 3, 2, 40, 8, rules);
      const texts = positions.flatMap((p) => p.legalMoves().map((m) => [p, makeCoordinate(p, m)] as const));
      for (let i = 0; i < 800; i++) {
        const [pos, coordinate] = pick(rnd, texts);
        const text = mutate(coordinate, rnd, 'abcdefghijkl0123456789zqrbnZ@/-x ');
        tried++;
        if (accepts(() => expect(pos.legalMoves()).toContain(parseMove(pos, text)))) accepted++;
      }
    }
    expect(tried).toBe(8000);
    expect(accepted).toBeGreaterThan(200);
  });

  it('rule texts: 4,000 mutations; what is accepted writes back and reads the same, also through getVariant', () => {
    const rnd = seededRandom(31);
    const seeds = ['', 'trigger=cross', 'trigger=center; release=owner-marks', 'capture=capturer-turn; threat=owner; ohNo=on', 'threat=none, ohNo=off'];
    let tried = 0, accepted = 0;
    for (let i = 0; i < 4000; i++) {
      const text = mutate(pick(rnd, seeds), rnd, RULES_ALPHABET);
      tried++;
      if (accepts(() => {
        const rules = parseRules(text);
        expect(parseRules(makeRules(rules))).toEqual(rules);
        expect(getVariant('berserker', text).rules).toEqual(rules);
      })) accepted++;
    }
    expect(tried).toBe(4000);
    expect(accepted).toBeGreaterThan(100);
  });

  it('odd rule values are ChessErrors too', () => {
    for (const bad of [null, 42, [], ['trigger=cross'], { trigger: null }, { trigger: 5 }, { nonsense: 'x' }, { ohNo: 'maybe' }]) {
      expect(accepts(() => getVariant('berserker', bad as unknown as string))).toBe(false);
    }
  });
});
