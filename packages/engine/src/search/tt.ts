/**
 * The transposition table: what earlier searches learned about a position, in typed arrays keyed by
 * the position's two 32-bit hash halves. Buckets of two entries; a new entry replaces the one from an
 * older search first, then the shallower one.
 */

import { checkArgs } from '../args.js';

const TT_PARAMS = ['megabytes?:num'];

export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/** Bytes per entry: two key halves, move, score, depth, bound and age. */
const ENTRY_BYTES = 16;

export class TranspositionTable {
  readonly entries: number;
  private readonly mask: number;
  readonly keyLo: Int32Array;
  readonly keyHi: Int32Array;
  readonly move: Int32Array;
  readonly score: Int16Array;
  readonly depth: Int8Array;
  /** Bound in bits 0–1, the search generation above. */
  private readonly info: Uint8Array;
  private generation = 0;

  /** A table of about `megabytes` MB (rounded down to a power of two entries, at least 1024). */
  constructor(megabytes = 16) {
    checkArgs('TranspositionTable', TT_PARAMS, [megabytes]);
    let n = 1024;
    while (n * 2 * ENTRY_BYTES <= megabytes * 1024 * 1024) n *= 2;
    this.entries = n;
    this.mask = n - 1;
    this.keyLo = new Int32Array(n);
    this.keyHi = new Int32Array(n);
    this.move = new Int32Array(n);
    this.score = new Int16Array(n);
    this.depth = new Int8Array(n);
    this.info = new Uint8Array(n);
  }

  clear(): void {
    this.keyLo.fill(0); this.keyHi.fill(0); this.move.fill(0); this.score.fill(0); this.depth.fill(0); this.info.fill(0);
    this.generation = 0;
  }

  /** Starts a new search: older entries become the first to be replaced. */
  nextGeneration(): void {
    this.generation = (this.generation + 1) & 63;
  }

  bound(i: number): number {
    return this.info[i]! & 3;
  }

  /** The entry index for the position, or -1. */
  probe(lo: number, hi: number): number {
    const i = (lo & this.mask) & ~1;
    if (this.keyLo[i] === (lo | 0) && this.keyHi[i] === (hi | 0) && this.info[i] !== 0) return i;
    if (this.keyLo[i + 1] === (lo | 0) && this.keyHi[i + 1] === (hi | 0) && this.info[i + 1] !== 0) return i + 1;
    return -1;
  }

  store(lo: number, hi: number, depth: number, bound: number, score: number, move: number): void {
    const i0 = (lo & this.mask) & ~1;
    let i = -1;
    if (this.keyLo[i0] === (lo | 0) && this.keyHi[i0] === (hi | 0)) i = i0;
    else if (this.keyLo[i0 + 1] === (lo | 0) && this.keyHi[i0 + 1] === (hi | 0)) i = i0 + 1;
    if (i >= 0) {
      // Same position: keep a deeper exact result from this search unless the new one is as deep.
      if (depth < this.depth[i]! && this.info[i]! >> 2 === this.generation && bound !== BOUND_EXACT) return;
      if (move === 0) move = this.move[i]!;
    } else {
      const old0 = this.info[i0]! >> 2 !== this.generation || this.info[i0] === 0;
      const old1 = this.info[i0 + 1]! >> 2 !== this.generation || this.info[i0 + 1] === 0;
      if (old0 !== old1) i = old0 ? i0 : i0 + 1;
      else i = this.depth[i0]! <= this.depth[i0 + 1]! ? i0 : i0 + 1;
    }
    this.keyLo[i] = lo | 0;
    this.keyHi[i] = hi | 0;
    this.move[i] = move | 0;
    this.score[i] = score;
    this.depth[i] = Math.max(-128, Math.min(127, depth));
    this.info[i] = bound | (this.generation << 2);
  }
}
