/**
 * Static evaluation for every variant, in centipawns from the side to move's point of view.
 *
 * Everything is derived from the variant's data, so a new piece or board size needs no new code:
 * - material: the piece values of pieces.ts (a Battle of the Kings king is worth its 4 pawns);
 * - piece-square terms: each piece's reach on an empty board at that square (a knight in the corner
 *   reaches 2 squares, in the centre 8), pawns by how far they have come, kings by safety then activity;
 * - mobility-lite: squares along each ray of the sliding pieces;
 * - king safety-lite: pawn shield and enemy pieces near a lone king;
 * - the Berserker: immortal, so it counts a knight's value whether on the board or waiting to be placed
 *   (capturing it wins no material, only the tempo the search sees), plus a bonus near the enemy king;
 * - mop-up: the side far ahead drives a lone enemy king to the edge.
 * Middlegame and endgame terms are blended by the non-pawn material left.
 */
import type { Position } from '../position.js';
import type { Variant } from '../variant.js';
import { F_MOVE, F_CAPTURE } from '../movetables.js';
import { PLACE_WAITS } from '../berserker.js';
import { insufficientMaterial } from '../status.js';

export interface EvalTables {
  readonly variant: Variant;
  /** Material by piece type, centipawns (the Berserker: the knight's value, on the board or not). */
  readonly value: Int32Array;
  /** What capturing a piece of this type gains, for move ordering and quiescence pruning (the Berserker: a tempo). */
  readonly gain: Int32Array;
  /** What the capturing piece risks if it is taken back (the Berserker risks only a tempo). */
  readonly risk: Int32Array;
  /** Piece-square terms by piece code and square: index code * size + sq. */
  readonly pstMg: Int16Array;
  readonly pstEg: Int16Array;
  /** Mobility-lite weight (cp per square) and baseline for sliding pieces; weight 0 for leapers and pawns. */
  readonly mobWeight: Int8Array;
  readonly mobBase: Int8Array;
  /** Chebyshev distance between two squares: index a * size + b. */
  readonly dist: Uint8Array;
  /** Rings from the centre (0 = a centre square) by square. */
  readonly ring: Uint8Array;
  readonly maxRing: number;
  /** Non-pawn, non-royal material of both sides at the start (the middlegame end of the phase). */
  readonly phaseTotal: number;
  /** Bonus for having the move. */
  readonly tempo: number;
  /** The most valuable promotion piece (the only promotion quiescence tries). */
  readonly bestPromotion: number;
}

const cache = new WeakMap<Variant, EvalTables>();

/** Sliding pieces earn this much per reachable square beyond the baseline. */
const MOBILITY_WEIGHT = 3;
/** Pieces that only leap (knights, Berserkers) get a stronger centre pull from their piece-square table. */
const LEAPER_PST_PER_SQUARE = 6;
const RIDER_PST_PER_SQUARE = 2;
const PST_CLAMP = 30;

/** The evaluation tables of `v`, built once per compiled variant. */
export function evalTables(v: Variant): EvalTables {
  let t = cache.get(v);
  if (!t) {
    t = buildTables(v);
    cache.set(v, t);
  }
  return t;
}

function buildTables(v: Variant): EvalTables {
  const { width: w, height: h, size } = v.geo;
  const nTypes = v.pieces.length;
  const knightValue = v.knightType ? Math.round(v.pieces[v.knightType - 1]!.value * 100) : 300;
  const value = new Int32Array(16), gain = new Int32Array(16), risk = new Int32Array(16);
  for (let t = 1; t <= nTypes; t++) {
    const p = v.pieces[t - 1]!;
    value[t] = t === v.berserkerType ? knightValue : Math.round(p.value * 100);
    gain[t] = t === v.berserkerType ? 60 : value[t]!;
    risk[t] = t === v.berserkerType ? 60 : p.royal && !v.spawnOf ? 0 : value[t]!;
  }

  const dist = new Uint8Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      dist[a * size + b] = Math.max(Math.abs((a % w) - (b % w)), Math.abs(Math.floor(a / w) - Math.floor(b / w)));
    }
  }
  const cf = (w - 1) / 2, cr = (h - 1) / 2;
  const ring = new Uint8Array(size);
  let maxRing = 0;
  for (let sq = 0; sq < size; sq++) {
    ring[sq] = Math.floor(Math.max(Math.abs((sq % w) - cf), Math.abs(Math.floor(sq / w) - cr)));
    maxRing = Math.max(maxRing, ring[sq]!);
  }

  const pstMg = new Int16Array(32 * size), pstEg = new Int16Array(32 * size);
  const mobWeight = new Int8Array(16), mobBase = new Int8Array(16);
  for (let t = 1; t <= nTypes; t++) {
    const p = v.pieces[t - 1]!;
    const T = v.moves[t * 2]!;
    const reach = new Float64Array(size);
    let rider = false;
    for (let sq = 0; sq < size; sq++) {
      let n = 0;
      for (let i = T.leapStart[sq]!; i < T.leapStart[sq + 1]!; i++) if (T.leapFlags[i]! & (F_MOVE | F_CAPTURE)) n++;
      for (let r = T.rayStart[sq]!; r < T.rayStart[sq + 1]!; r++) {
        if (!(T.rayFlags[r]! & (F_MOVE | F_CAPTURE))) continue;
        n += T.rayLen[r]!;
        rider = true;
      }
      reach[sq] = n;
    }
    const mean = reach.reduce((a, x) => a + x, 0) / size;
    if (rider && !p.pawn && !p.royal) {
      mobWeight[t] = MOBILITY_WEIGHT;
      mobBase[t] = Math.min(127, Math.round(mean / 2));
    }
    for (let sq = 0; sq < size; sq++) {
      const f = sq % w, r = Math.floor(sq / w);
      let mg: number, eg: number;
      if (p.pawn) {
        const start = v.initialRank[t]!, last = h - 1;
        const progress = Math.max(0, Math.min(1, (r - start) / Math.max(1, last - start)));
        const centreFile = 1 - Math.abs(f - cf) / Math.max(cf, 1);
        mg = Math.round(20 * progress * progress + 12 * centreFile * Math.min(1, progress * 3));
        eg = Math.round(10 + 140 * progress * progress * progress + 30 * progress);
      } else if (p.royal && !v.spawnOf) {
        const centreFile = 1 - Math.abs(f - cf) / Math.max(cf, 1);
        mg = -Math.round(r * 18 + centreFile * 25);
        eg = Math.round(30 * (1 - ring[sq]! / Math.max(maxRing, 1))) - 15;
      } else {
        const k = rider ? RIDER_PST_PER_SQUARE : LEAPER_PST_PER_SQUARE;
        mg = Math.max(-PST_CLAMP, Math.min(PST_CLAMP, Math.round(k * (reach[sq]! - mean))));
        eg = Math.round(mg * 0.7);
      }
      const mirror = (h - 1 - r) * w + f;
      pstMg[t * size + sq] = mg;
      pstEg[t * size + sq] = eg;
      pstMg[(t | 16) * size + mirror] = mg;
      pstEg[(t | 16) * size + mirror] = eg;
    }
  }

  // The phase: non-pawn, non-royal material of the start position (Battle of the Kings starts with pawns only).
  let phaseTotal = 0;
  const rows = v.def.startFen.split(' ')[0]!.split('/');
  for (const row of rows) {
    for (const ch of row.replace(/\d+/g, '')) {
      const t = v.typeOf.get(ch.toUpperCase());
      if (t && !v.pieces[t - 1]!.pawn && !v.pieces[t - 1]!.royal) phaseTotal += value[t]!;
    }
  }
  if (phaseTotal === 0) phaseTotal = 6000;

  return {
    variant: v, value, gain, risk, pstMg, pstEg, mobWeight, mobBase, dist, ring, maxRing, phaseTotal,
    // Battle of the Kings: every move but a king's leaves a new piece behind, so the move is worth material.
    tempo: v.spawnOf ? 120 : 12,
    bestPromotion: v.promotionTypes.reduce((a, x) => (value[x]! > value[a]! ? x : a), v.promotionTypes[0] ?? 0),
  };
}

/** The value of a piece type in centipawns, as the evaluation counts it. */
export function pieceValue(v: Variant, type: number): number {
  return evalTables(v).value[type]!;
}

// Scratch lists of non-pawn piece squares per colour, reused by every call.
let scratch = new Int16Array(2 * 144);

/**
 * The static evaluation of `pos` in centipawns, from the side to move's point of view. `noise` adds a
 * pseudo-random offset of up to ±noise cp, fixed per position and `seed` (for weaker, varied play).
 */
export function evaluate(pos: Position, t: EvalTables = evalTables(pos.v), noise = 0, seed = 0): number {
  const v = pos.v, b = pos.board, size = pos.size, w = pos.width;
  const zType = v.berserkerType;
  if (scratch.length < 2 * size) scratch = new Int16Array(2 * size);
  const list = scratch;
  let n0 = 0, n1 = 0;
  let mat0 = 0, mat1 = 0, big0 = 0, big1 = 0, pawns = 0, others = 0;
  let mg = 0, eg = 0, mob = 0;
  let z0 = -1, z1 = -1;
  for (let sq = 0; sq < size; sq++) {
    const c = b[sq]!;
    if (c === 0) continue;
    const type = c & 15, col = c >> 4;
    const val = t.value[type]!;
    const pawn = v.pawnTypes[type]!, royal = v.royalTypes[type]!;
    if (col === 0) {
      mat0 += val;
      mg += t.pstMg[c * size + sq]!;
      eg += t.pstEg[c * size + sq]!;
    } else {
      mat1 += val;
      mg -= t.pstMg[c * size + sq]!;
      eg -= t.pstEg[c * size + sq]!;
    }
    if (pawn) { pawns++; continue; }
    if (royal && !v.spawnOf) continue;
    others++;
    if (col === 0) { big0 += val; list[n0++] = sq; } else { big1 += val; list[size + n1++] = sq; }
    if (type === zType) { if (col === 0) z0 = sq; else z1 = sq; }
    const mw = t.mobWeight[type]!;
    if (mw !== 0) {
      // Mobility-lite: empty squares along each ray, plus an enemy piece at its end.
      const T = v.moves[type * 2 + col]!;
      let count = 0;
      for (let r = T.rayStart[sq]!, re = T.rayStart[sq + 1]!; r < re; r++) {
        const off = T.rayOff[r]!, len = T.rayLen[r]!;
        for (let k = 0; k < len; k++) {
          const x = b[T.raySq[off + k]!]!;
          if (x === 0) { count++; continue; }
          if (x >> 4 !== col) count++;
          break;
        }
      }
      const s = mw * (count - t.mobBase[type]!);
      mob += col === 0 ? s : -s;
    }
  }
  // R4: a captured Berserker waiting to be placed is still its owner's.
  if (v.rules) {
    if (pos.flags & PLACE_WAITS(0)) { mat0 += t.value[zType]!; big0 += t.value[zType]!; }
    if (pos.flags & PLACE_WAITS(1)) { mat1 += t.value[zType]!; big1 += t.value[zType]!; }
  }
  if (pawns === 0 && others <= 2 && v.def.outcome.insufficientMaterial && insufficientMaterial(pos)) return 0;

  const phase = Math.min(1, (big0 + big1) / t.phaseTotal);
  let safety = 0;
  if (v.singleRoyal) {
    for (let col = 0; col < 2; col++) {
      const k = pos.kingSq[col]!;
      if (k < 0) continue;
      const kf = k % w, kr = Math.floor(k / w), dir = col === 0 ? 1 : -1;
      let s = 0;
      // Pawn shield: own pawns on the three files around the king, one and two ranks ahead.
      for (let df = -1; df <= 1; df++) {
        const f = kf + df;
        if (f < 0 || f >= w) continue;
        for (let step = 1; step <= 2; step++) {
          const r = kr + dir * step;
          if (r < 0 || r * w >= size) continue;
          const c = b[r * w + f]!;
          if (c !== 0 && c >> 4 === col && v.pawnTypes[c & 15]) s += step === 1 ? 12 : 6;
        }
      }
      // Enemy pieces close to the king; the immortal Berserker is the keenest attacker.
      const enemyStart = col === 0 ? size : 0, enemyCount = col === 0 ? n1 : n0;
      for (let i = 0; i < enemyCount; i++) {
        const sq = list[enemyStart + i]!;
        const d = t.dist[k * size + sq]!;
        if (d <= 2) s -= (b[sq]! & 15) === zType ? 18 : 10;
      }
      safety += col === 0 ? s : -s;
    }
    // The Berserker near the enemy king, in any phase.
    for (let col = 0; col < 2; col++) {
      const z = col === 0 ? z0 : z1, k = pos.kingSq[col ^ 1]!;
      if (z < 0 || k < 0) continue;
      const d = t.dist[k * size + z]!;
      if (d <= 3) eg += (col === 0 ? 1 : -1) * (4 - d) * 8;
    }
  }

  let score = mat0 - mat1 + mob + Math.round(phase * (mg + safety) + (1 - phase) * eg);

  // Mop-up: far ahead, drive the enemy royals to the edge and bring a lone king closer.
  const diff = mat0 - mat1;
  if (diff >= 400 || diff <= -400) {
    const winner = diff > 0 ? 0 : 1, loser = winner ^ 1;
    let bonus = 0;
    if (v.singleRoyal) {
      const kl = pos.kingSq[loser]!, kw = pos.kingSq[winner]!;
      if (kl >= 0) {
        bonus += t.ring[kl]! * 12;
        if (kw >= 0) bonus += (2 * t.maxRing - t.dist[kw * size + kl]!) * 4;
      }
    } else {
      for (let sq = 0; sq < size; sq++) {
        const c = b[sq]!;
        if (c !== 0 && c >> 4 === loser && v.royalTypes[c & 15]) bonus += t.ring[sq]! * 8;
      }
    }
    score += winner === 0 ? bonus : -bonus;
  }

  if (pos.turn === 1) score = -score;
  score += t.tempo;
  if (noise > 0) {
    let x = Math.imul(pos.hashLo ^ seed, 0x9e3779b1);
    x ^= x >>> 15;
    x = Math.imul(x ^ pos.hashHi, 0x85ebca6b);
    x ^= x >>> 13;
    score += ((x >>> 0) % (2 * noise + 1)) - noise;
  }
  return score;
}
