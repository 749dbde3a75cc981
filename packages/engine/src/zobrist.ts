/**
 * Zobrist keys for position hashing (repetition, transposition table). Two 32-bit halves per key,
 * from a fixed seed so hashes are stable across runs and machines.
 */
export interface ZobristKeys {
  /** Piece code (0..31) × square, interleaved lo/hi: index (code * size + sq) * 2. */
  readonly piece: Uint32Array;
  readonly turn: readonly [number, number];
  /** Castling right bit i: index i * 2. */
  readonly castling: Uint32Array;
  /** En-passant square: index sq * 2. */
  readonly ep: Uint32Array;
  /** Berserker flag bit i (T t R r P p): index i * 2. */
  readonly flags: Uint32Array;
}

/** A small seeded 32-bit generator (mulberry32): the same numbers on every run and machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Seeded numbers in [0, 1), for reproducible random games (tests, puzzle mining). */
export function seededRandom(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}

export function makeZobrist(size: number): ZobristKeys {
  const rnd = mulberry32(0x5eed1e55);
  const fill = (n: number) => Uint32Array.from({ length: n * 2 }, rnd);
  return {
    piece: fill(32 * size),
    turn: [rnd(), rnd()],
    castling: fill(4),
    ep: fill(size),
    flags: fill(8),
  };
}
