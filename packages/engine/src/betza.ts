/**
 * A small Betza vocabulary, enough to describe every piece of our variants as data.
 *
 *   atoms      W F D N A H C Z G (leapers), K = WF, R = WW, B = FF, Q = WWFF; a doubled atom rides (NN).
 *   range      a number after an atom limits a ride: W3 = up to three squares orthogonally.
 *   modifiers  m move only, c capture only, i initial move only, n lame (passes through empty squares),
 *              f b l r v s directions (fr = forward-right), relative to the piece's own side.
 *
 * Examples: pawn `mfWcfFimfnD`, Berolina pawn `mfFcfWimfnA`, Amazon `QN`, Ship `RNF`.
 */
import { ChessError } from './errors.js';

export interface Atom {
  /** Step vector from White's point of view (dy > 0 is forward). */
  readonly dx: number;
  readonly dy: number;
  /** Fewest and most steps along the vector; a leap is 1..1, a rider 1..Infinity, a lame D 2..2 of W. */
  readonly min: number;
  readonly max: number;
  readonly move: boolean;
  readonly capture: boolean;
  readonly initial: boolean;
}

const LEAPS: Record<string, [number, number]> = {
  W: [1, 0], F: [1, 1], D: [2, 0], N: [2, 1], A: [2, 2], H: [3, 0], C: [3, 1], Z: [3, 2], G: [3, 3],
};
const COMPOUNDS: Record<string, string> = { K: 'WF', R: 'WW', B: 'FF', Q: 'WWFF' };

/** The eight (or four) vectors of a leaper with the given leg lengths. */
function symmetricVectors([a, b]: [number, number]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const seen = new Set<string>();
  for (const [x, y] of [[a, b], [b, a]] as const) {
    for (const sx of [1, -1]) for (const sy of [1, -1]) {
      const v: [number, number] = [x * sx, y * sy];
      const key = v.join(',');
      if (!seen.has(key)) { seen.add(key); out.push(v); }
    }
  }
  return out.filter(([x, y]) => x !== 0 || y !== 0);
}

/** Does vector (dx, dy) lie in the directions named by the modifier letters? */
function matchesDirections(dirs: string, dx: number, dy: number): boolean {
  if (dirs === '') return true;
  const tests: Record<string, (x: number, y: number) => boolean> = {
    f: (_x, y) => y > 0,
    b: (_x, y) => y < 0,
    l: (x) => x < 0,
    r: (x) => x > 0,
    v: (x, y) => Math.abs(y) > Math.abs(x),
    s: (x, y) => Math.abs(x) > Math.abs(y),
  };
  // Pairs like "fr" are one compound direction (both must hold); single letters stand alone.
  const groups: string[] = [];
  for (let i = 0; i < dirs.length; i++) {
    const c = dirs[i]!;
    const next = dirs[i + 1];
    if ((c === 'f' || c === 'b') && (next === 'l' || next === 'r')) { groups.push(c + next); i++; }
    else groups.push(c);
  }
  return groups.some((g) => [...g].every((c) => tests[c]!(dx, dy)));
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

export function parseBetza(text: string): Atom[] {
  const atoms: Atom[] = [];
  const src = text.replace(/[KRBQ]/g, (c) => COMPOUNDS[c]!);
  let i = 0;
  while (i < src.length) {
    let mods = '';
    while (i < src.length && /[a-z]/.test(src[i]!)) mods += src[i++];
    const letter = src[i++];
    if (!letter || !LEAPS[letter]) {
      throw new ChessError('ERR_VARIANT', `Betza "${text}": expected an atom letter at position ${i}`);
    }
    let rider = false;
    if (src[i] === letter) { rider = true; i++; }
    let digits = '';
    while (i < src.length && /[0-9]/.test(src[i]!)) digits += src[i++];
    const range = digits ? Number(digits) : rider ? Infinity : 1;
    const move = !mods.includes('c') || mods.includes('m');
    const capture = !mods.includes('m') || mods.includes('c');
    const initial = mods.includes('i');
    const lame = mods.includes('n');
    const dirs = mods.replace(/[mcin]/g, '');
    for (const [dx, dy] of symmetricVectors(LEAPS[letter]!)) {
      if (!matchesDirections(dirs, dx, dy)) continue;
      if (lame) {
        // A lame leap walks its unit step: nD passes the W square between, nA the F square.
        const g = gcd(dx, dy);
        if (g < 2 || range !== 1) throw new ChessError('ERR_VARIANT', `Betza "${text}": n needs a straight leap (D, A, H, G)`);
        atoms.push({ dx: dx / g, dy: dy / g, min: g, max: g, move, capture, initial });
      } else {
        atoms.push({ dx, dy, min: 1, max: range, move, capture, initial });
      }
    }
  }
  return atoms;
}
