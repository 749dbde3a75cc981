/**
 * Pawn structure and the pieces that feed on it, for the evaluation (White's view, middlegame and
 * endgame): passed, doubled and isolated pawns, rooks on open and half-open files, the bishop pair.
 *
 * The pawn terms depend on the pawns alone, and the pawns move far less often than the pieces, so they
 * are kept in a pawn hash table keyed by the pawns' share of the position's Zobrist keys: most nodes of a
 * search find their pawn terms there instead of counting them again. Each entry also keeps which files
 * hold pawns of each colour, all the rook terms need. The table changes no score, only how often one is
 * counted.
 */
import type { Position } from '../position.js';
import type { EvalWeights } from './weights.js';

/** What the structure terms read of the evaluation's tables (EvalTables has all of it). */
export interface PawnTables {
  readonly w: EvalWeights;
  /** Passed pawn bonus by relative rank, middlegame and endgame. */
  readonly passedMg: Int16Array;
  readonly passedEg: Int16Array;
  /** The rook's and the bishop's types (0 where the variant has none). */
  readonly rookType: number;
  readonly bishopType: number;
  readonly pawnCache: PawnCache;
}

/** Slots in a pawn hash table (a power of two). */
const SLOTS = 1 << 13;

/** A pawn hash table: per slot the key (two halves), the pawn terms and the files with pawns. */
export interface PawnCache {
  readonly keyLo: Int32Array;
  readonly keyHi: Int32Array;
  readonly filled: Uint8Array;
  readonly mg: Int32Array;
  readonly eg: Int32Array;
  /** Bit f: a White pawn on file f; bit 12 + f: a Black one (boards are at most 12 files wide). */
  readonly files: Int32Array;
}

/** An empty pawn hash table (one per set of evaluation tables: its entries hold their weights' terms). */
export function newPawnCache(): PawnCache {
  return {
    keyLo: new Int32Array(SLOTS), keyHi: new Int32Array(SLOTS), filled: new Uint8Array(SLOTS),
    mg: new Int32Array(SLOTS), eg: new Int32Array(SLOTS), files: new Int32Array(SLOTS),
  };
}

/** Per file and colour (index colour * 12 + file): how many pawns, White's lowest rank and Black's highest. */
const filePawns = new Int8Array(24);
const lowest = new Int8Array(24);
const highest = new Int8Array(24);

/**
 * The pawns' own terms, counted: stored in `cache` at `slot` (passed, doubled, isolated; and the files
 * with pawns).
 */
function countPawns(pos: Position, t: PawnTables, pawnList: Int16Array, nPawns: number, cache: PawnCache, slot: number): void {
  const b = pos.board, w = pos.width, h = pos.v.geo.height;
  filePawns.fill(0);
  lowest.fill(127);
  highest.fill(-1);
  let files = 0;
  for (let i = 0; i < nPawns; i++) {
    const sq = pawnList[i]!, col = b[sq]! >> 4;
    const f = sq % w, r = (sq / w) | 0, k = col * 12 + f;
    filePawns[k]!++;
    files |= 1 << k;
    if (r < lowest[k]!) lowest[k] = r;
    if (r > highest[k]!) highest[k] = r;
  }
  const w8 = t.w;
  let mg = 0, eg = 0;
  for (let i = 0; i < nPawns; i++) {
    const sq = pawnList[i]!, col = b[sq]! >> 4, sign = col === 0 ? 1 : -1;
    const f = sq % w, r = (sq / w) | 0, them = (col ^ 1) * 12;
    let passed = true, neighbours = 0;
    for (let g = f - 1; g <= f + 1; g++) {
      if (g < 0 || g >= w) continue;
      if (g !== f) neighbours += filePawns[col * 12 + g]!;
      // White: no black pawn above it; Black: no white pawn below it.
      if (col === 0 ? highest[them + g]! > r : lowest[them + g]! < r) passed = false;
    }
    if (passed) {
      const rel = col === 0 ? r : h - 1 - r;
      mg += sign * t.passedMg[rel]!;
      eg += sign * t.passedEg[rel]!;
    }
    if (neighbours === 0) { mg -= sign * w8.isolatedMg; eg -= sign * w8.isolatedEg; }
  }
  for (let f = 0; f < w; f++) {
    for (let col = 0; col < 2; col++) {
      const extra = filePawns[col * 12 + f]! - 1;
      if (extra > 0) { const sign = col === 0 ? 1 : -1; mg -= sign * extra * w8.doubledMg; eg -= sign * extra * w8.doubledEg; }
    }
  }
  cache.mg[slot] = mg;
  cache.eg[slot] = eg;
  cache.files[slot] = files;
}

/**
 * The structure terms of `pos` into out[0] (middlegame) and out[1] (endgame): the pawns' from the pawn
 * hash table (counted on a miss), the rooks' and bishops' from the piece list (White's from 0, Black's
 * from `size`).
 */
export function structure(pos: Position, t: PawnTables, pawnList: Int16Array, nPawns: number, pieces: Int16Array, n0: number, n1: number, out: Int32Array): void {
  const b = pos.board, w = pos.width, size = pos.size, z = pos.v.zobrist.piece;
  let lo = 0, hi = 0;
  for (let i = 0; i < nPawns; i++) {
    const sq = pawnList[i]!, k = (b[sq]! * size + sq) * 2;
    lo ^= z[k]!;
    hi ^= z[k + 1]!;
  }
  const cache = t.pawnCache, slot = lo & (SLOTS - 1);
  if (!cache.filled[slot] || cache.keyLo[slot] !== lo || cache.keyHi[slot] !== hi) {
    countPawns(pos, t, pawnList, nPawns, cache, slot);
    cache.keyLo[slot] = lo;
    cache.keyHi[slot] = hi;
    cache.filled[slot] = 1;
  }
  const files = cache.files[slot]!, w8 = t.w;
  let mg = cache.mg[slot]!, eg = cache.eg[slot]!, bishops0 = 0, bishops1 = 0;
  for (let i = 0; i < n0 + n1; i++) {
    const sq = i < n0 ? pieces[i]! : pieces[size + i - n0]!;
    const c = b[sq]!, type = c & 15, col = c >> 4, sign = col === 0 ? 1 : -1;
    if (type === t.bishopType) { if (col === 0) bishops0++; else bishops1++; continue; }
    if (type !== t.rookType) continue;
    const f = sq % w;
    if (!(files & (1 << f | 1 << (12 + f)))) { mg += sign * w8.rookOpen; eg += sign * (w8.rookOpen >> 1); }
    else if (!(files & (1 << (col * 12 + f)))) { mg += sign * w8.rookHalfOpen; eg += sign * (w8.rookHalfOpen >> 1); }
  }
  if (bishops0 >= 2) { mg += w8.bishopPairMg; eg += w8.bishopPairEg; }
  if (bishops1 >= 2) { mg -= w8.bishopPairMg; eg -= w8.bishopPairEg; }
  out[0] = mg;
  out[1] = eg;
}
