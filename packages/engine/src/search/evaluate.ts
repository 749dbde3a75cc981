/**
 * Static evaluation for every variant, in centipawns from the side to move's point of view.
 *
 * Everything is derived from the variant's data, so a new piece or board size needs no new code:
 * - material: the piece values of pieces.ts;
 * - piece-square terms: each piece's reach on an empty board at that square (a knight in the corner
 *   reaches 2 squares, in the centre 8), minor pieces on the back rank count as undeveloped, pawns by
 *   how far they have come, kings by safety then activity;
 * - mobility-lite: squares along each ray of the sliding pieces (up to 4 a ray), and a leaper's safe
 *   squares (neither its own side's nor attacked by an enemy pawn);
 * - threats: a piece an enemy pawn attacks;
 * - king safety-lite: pawn shield and enemy pieces near a lone king;
 * - the Berserker: immortal, so it counts a knight's value whether on the board or waiting to be placed
 *   (capturing it wins no material, only the tempo the search sees), plus a bonus near the enemy king;
 * - Battle of the Kings: every move leaves a new piece behind (worth a large tempo bonus); every king
 *   is one more royal piece to be checkmated (a liability that grows with the enemy's force), so the
 *   queen, which leaves a king behind whenever it moves, counts for little;
 * - mop-up: the side far ahead drives a lone enemy king to the edge.
 * Middlegame and endgame terms are blended by the non-pawn material left. Every weight is in weights.ts
 * (per variant where a fit to self-play results moved it: `npm run bench -- tune`).
 */
import type { Position } from '../position.js';
import type { Variant } from '../variant.js';
import { F_MOVE, F_CAPTURE } from '../movetables.js';
import { PLACE_WAITS } from '../berserker.js';
import { insufficientMaterial } from '../status.js';
import { weightsFor, type EvalWeights } from './weights.js';
import { newPawnCache, structure, type PawnCache } from './pawns.js';

export interface EvalTables {
  readonly variant: Variant;
  /** The weights the tables were built from (the scalar ones are read from here while evaluating). */
  readonly w: EvalWeights;
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
  /**
   * Whether move ordering puts captures that lose material (order.ts) after the quiet moves: measured
   * by self-play (bench/README.md), on where it gains or is neutral, off where it lost or cannot judge.
   */
  readonly demoteLosingCaptures: boolean;
  /** The rook's and the bishop's types (0 where the variant has none): open files, the bishop pair. */
  readonly rookType: number;
  readonly bishopType: number;
  /** Passed pawn bonus by relative rank (index: rank counted from the pawn's own side), middlegame and endgame. */
  readonly passedMg: Int16Array;
  readonly passedEg: Int16Array;
  /** The pawn hash table of these tables' pawn terms (pawns.ts). */
  readonly pawnCache: PawnCache;
}

const cache = new WeakMap<Variant, EvalTables>();

/** Mobility counts up to this many squares a ray. */
const MOBILITY_REACH = 4;
const PST_CLAMP = 30;
/** Battle of the Kings: what each royal piece costs beyond its value as a piece, in centipawns. */
const KING_LIABILITY = 1000;
/** Battle of the Kings: what a king-making piece (the queen) loses of its value. */
const KING_MAKER_COST = 800;

/** The evaluation tables of `v` with its weights (weights.ts), built once per compiled variant. */
export function evalTables(v: Variant): EvalTables {
  let t = cache.get(v);
  if (!t) {
    t = buildTables(v, weightsFor(v.def.id));
    cache.set(v, t);
  }
  return t;
}

/** Tables of `v` built from other weights (the tuner's candidates): not cached. */
export function evalTablesWith(v: Variant, w: EvalWeights): EvalTables {
  return buildTables(v, w);
}

function buildTables(v: Variant, w8: EvalWeights): EvalTables {
  const { width: w, height: h, size } = v.geo;
  const nTypes = v.pieces.length;
  const knightValue = v.knightType ? Math.round(v.pieces[v.knightType - 1]!.value * 100) : 300;
  const value = new Int32Array(16), gain = new Int32Array(16), risk = new Int32Array(16);
  for (let t = 1; t <= nTypes; t++) {
    const p = v.pieces[t - 1]!;
    value[t] = (t === v.berserkerType ? knightValue : Math.round(p.value * 100)) + (w8.valueAdjust[p.letter.toUpperCase()] ?? 0);
    // Battle of the Kings: a piece that leaves a king behind whenever it moves (the queen) mostly
    // makes liabilities; its worth as a piece is offset by the kings it will make.
    if (v.spawnOf && v.royalTypes[v.spawnOf[t]!]) value[t] = Math.max(100, value[t]! - KING_MAKER_COST);
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
    if (!rider && !p.pawn && !p.royal && mean > 0) {
      // A leaper's mobility counts its safe squares (mean: its average reach on the empty board).
      mobWeight[t] = w8.leaperMobility;
      mobBase[t] = Math.min(127, Math.round(mean / 2));
    }
    if (rider && !p.pawn && !p.royal) {
      let capped = 0;
      for (let sq = 0; sq < size; sq++) {
        for (let r = T.rayStart[sq]!; r < T.rayStart[sq + 1]!; r++) if (T.rayFlags[r]! & (F_MOVE | F_CAPTURE)) capped += Math.min(T.rayLen[r]!, MOBILITY_REACH);
      }
      // The heaviest pieces count mobility less, so they are not brought out early just for it.
      mobWeight[t] = Math.max(1, Math.round(w8.mobility * Math.min(1, 5 / p.value)));
      mobBase[t] = Math.min(127, Math.round(capped / size / 2));
    }
    for (let sq = 0; sq < size; sq++) {
      const f = sq % w, r = Math.floor(sq / w);
      let mg: number, eg: number;
      if (p.pawn) {
        const start = v.initialRank[t]!, last = h - 1;
        const progress = Math.max(0, Math.min(1, (r - start) / Math.max(1, last - start)));
        const centreFile = 1 - Math.abs(f - cf) / Math.max(cf, 1);
        mg = Math.round(w8.pawnAdvanceMg * progress * progress + w8.pawnCentreMg * centreFile * Math.min(1, progress * 3));
        eg = Math.round(10 + w8.pawnAdvanceEg * progress * progress * progress + 30 * progress);
      } else if (p.royal && !v.spawnOf) {
        const centreFile = 1 - Math.abs(f - cf) / Math.max(cf, 1);
        mg = -Math.round(r * w8.kingRankMg + centreFile * w8.kingCentreMg);
        eg = Math.round(30 * (1 - ring[sq]! / Math.max(maxRing, 1))) - 15;
      } else {
        const k = rider ? w8.riderPst : w8.leaperPst;
        mg = Math.max(-PST_CLAMP, Math.min(PST_CLAMP, Math.round(k * (reach[sq]! - mean))));
        eg = Math.round(mg * 0.7);
        // Minor pieces still on the back rank are undeveloped.
        if (r === 0 && t !== v.berserkerType && p.value <= 3.5) mg -= w8.undeveloped;
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

  // Passed pawns by how far they have come (the first rank a pawn stands on at the start counts 0).
  const passedMg = new Int16Array(h), passedEg = new Int16Array(h);
  const pawnStart = v.pawnTypes.findIndex((x) => x);
  const start = pawnStart > 0 ? v.initialRank[pawnStart]! : 1;
  for (let r = 0; r < h; r++) {
    const progress = Math.max(0, Math.min(1, (r - start) / Math.max(1, h - 1 - start)));
    passedMg[r] = Math.round(w8.passedMg * progress * progress);
    passedEg[r] = Math.round(w8.passedEgBase + w8.passedEg * progress * progress);
  }

  return {
    rookType: v.typeOf.get('R') ?? 0,
    bishopType: v.typeOf.get('B') ?? 0,
    passedMg, passedEg,
    pawnCache: newPawnCache(),
    variant: v, w: w8, value, gain, risk, pstMg, pstEg, mobWeight, mobBase, dist, ring, maxRing, phaseTotal,
    // Battle of the Kings: every move but a king's leaves a new piece behind, so the move is worth material.
    tempo: w8.tempo,
    bestPromotion: v.promotionTypes.reduce((a, x) => (value[x]! > value[a]! ? x : a), v.promotionTypes[0] ?? 0),
    // Off in Battle of the Kings, where a capturer leaves a piece behind that the one-exchange test does
    // not count, and on Brawl's 12x12 board, where it lost in self-play (Brawl and Berserker Brawl
    // together −24 ± 45 Elo over 192 games, Brawl alone −58 ± 59 over 128). On 8x8 it gained: Berserker
    // Chess +29 ± 36 over 272 games, Berserker Berolina +36 ± 45 over 192, chess +3 ± 39 over 208, Game
    // of Pawns +2 ± 27 over 193; together +18 ± 19 over 865 (20,000–23,000 nodes a move).
    demoteLosingCaptures: !v.spawnOf && w * h <= 64,
  };
}

/** The value of a piece type in centipawns, as the evaluation counts it. */
export function pieceValue(v: Variant, type: number): number {
  return evalTables(v).value[type]!;
}

// Scratch lists of non-pawn piece squares per colour (White's from 0, Black's from `size`), reused by every call.
let scratch = new Int16Array(2 * 144);
/** The squares of the pawns, reused by every call. */
const pawnList = new Int16Array(144);
/** The structure terms (pawns.ts), middlegame and endgame, reused by every call. */
const structureOut = new Int32Array(2);

/** Per side, the squares its pawns attack: marked with the evaluation's call number (pawnStamp, wrapping as an int32 like the marks). */
let pawnAttacked = new Int32Array(288);
let pawnStamp = 0;

/** How far the terms after material and piece-square tables can move the score, for lazy evaluation. */
const LAZY_MARGIN = 450;

/**
 * The static evaluation of `pos` in centipawns, from the side to move's point of view. `noise` adds a
 * pseudo-random offset of up to ±noise cp, fixed per position and `seed` (for weaker, varied play).
 * Lazy: when material and piece-square terms alone put the score far outside (alpha, beta), the rest
 * (mobility, king safety, mop-up) is skipped.
 */
export function evaluate(
  pos: Position, t: EvalTables = evalTables(pos.v), noise = 0, seed = 0, alpha = -Infinity, beta = Infinity,
): number {
  const v = pos.v, b = pos.board, size = pos.size;
  const zType = v.berserkerType;
  if (scratch.length < 2 * size) scratch = new Int16Array(2 * size);
  const list = scratch;
  let n0 = 0, n1 = 0;
  let mat0 = 0, mat1 = 0, big0 = 0, big1 = 0, pawns = 0, others = 0;
  let mg = 0, eg = 0, royals0 = 0, royals1 = 0;
  for (let sq = 0; sq < size; sq++) {
    const c = b[sq]!;
    if (c === 0) continue;
    const type = c & 15, col = c >> 4;
    const val = t.value[type]!;
    if (col === 0) {
      mat0 += val;
      mg += t.pstMg[c * size + sq]!;
      eg += t.pstEg[c * size + sq]!;
    } else {
      mat1 += val;
      mg -= t.pstMg[c * size + sq]!;
      eg -= t.pstEg[c * size + sq]!;
    }
    if (v.pawnTypes[type]) { pawnList[pawns++] = sq; continue; }
    if (v.royalTypes[type]) {
      if (!v.spawnOf) continue;
      if (col === 0) royals0++; else royals1++;
    }
    others++;
    if (col === 0) { big0 += val; list[n0++] = sq; } else { big1 += val; list[size + n1++] = sq; }
  }
  // R4: a captured Berserker waiting to be placed is still its owner's.
  if (v.rules) {
    const waiting = t.value[zType]! + t.w.berserkerWaiting;
    if (pos.flags & PLACE_WAITS(0)) { mat0 += waiting; big0 += waiting; }
    if (pos.flags & PLACE_WAITS(1)) { mat1 += waiting; big1 += waiting; }
  }
  if (pawns === 0 && others <= 2 && v.def.outcome.insufficientMaterial && insufficientMaterial(pos)) return 0;
  // Battle of the Kings: every king is one more piece that can be checkmated, and the more the enemy
  // has to attack with, the worse that is; a side without kings cannot be mated at all.
  if (royals0 + royals1 > 0) {
    mat0 -= royals0 * (KING_LIABILITY + (big1 >> 4));
    mat1 -= royals1 * (KING_LIABILITY + (big0 >> 4));
  }
  const phase = Math.min(1, (big0 + big1) / t.phaseTotal);
  const side = pos.turn === 0 ? 1 : -1;
  const bonus = t.tempo + (noise > 0 ? noiseOf(pos, noise, seed) : 0);
  const fast = side * (mat0 - mat1 + Math.round(phase * mg + (1 - phase) * eg)) + bonus;
  if (fast - LAZY_MARGIN >= beta || fast + LAZY_MARGIN <= alpha) return fast;

  let mob = 0, safety = 0, attack = 0;
  // The squares each side's pawns attack (stamped with this call's number, so nothing is cleared), for
  // the pieces' threats and safe squares below: not needed without pieces (Game of Pawns).
  const stamp = pawnStamp = (pawnStamp + 1) | 0;
  if (pawnAttacked.length < 2 * size) pawnAttacked = new Int32Array(2 * size);
  if (n0 + n1 > 0) for (let i = 0; i < pawns; i++) {
    const sq = pawnList[i]!, c = b[sq]!, col = c >> 4;
    const T = v.moves[(c & 15) * 2 + col]!;
    for (let j = T.leapStart[sq]!, je = T.leapStart[sq + 1]!; j < je; j++) if (T.leapFlags[j]! & F_CAPTURE) pawnAttacked[col * size + T.leapTo[j]!] = stamp;
  }
  // Mobility-lite: for sliding pieces, empty squares along each ray plus an enemy piece at its end; for
  // leapers, the squares they reach that neither hold their own side's piece nor an enemy pawn attacks.
  // And a piece an enemy pawn attacks is a threat against its side.
  for (let i = 0; i < n0 + n1; i++) {
    const sq = i < n0 ? list[i]! : list[size + i - n0]!;
    const c = b[sq]!, type = c & 15, col = c >> 4;
    const enemyPawns = (col ^ 1) * size;
    // The threat is its own term: it does not depend on whether the piece's mobility counts.
    if (pawnAttacked[enemyPawns + sq] === stamp && !v.royalTypes[type]) {
      const threat = type === zType ? t.w.pawnThreat >> 1 : t.w.pawnThreat;
      mob += col === 0 ? -threat : threat;
    }
    const mw = t.mobWeight[type]!;
    if (mw === 0) continue;
    const T = v.moves[type * 2 + col]!;
    let count = 0;
    for (let j = T.leapStart[sq]!, je = T.leapStart[sq + 1]!; j < je; j++) {
      if (!(T.leapFlags[j]! & (F_MOVE | F_CAPTURE))) continue;
      const to = T.leapTo[j]!, x = b[to]!;
      if ((x === 0 || x >> 4 !== col) && pawnAttacked[enemyPawns + to] !== stamp) count++;
    }
    for (let r = T.rayStart[sq]!, re = T.rayStart[sq + 1]!; r < re; r++) {
      const off = T.rayOff[r]!, len = Math.min(T.rayLen[r]!, MOBILITY_REACH);
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
  if (v.singleRoyal) {
    for (let col = 0; col < 2; col++) {
      const k = pos.kingSq[col]!;
      if (k >= 0) safety += (col === 0 ? 1 : -1) * kingSafety(pos, t, col, k, col === 0 ? size : 0, col === 0 ? n1 : n0);
    }
    // The immortal Berserker near the enemy king, in any phase.
    for (let i = 0; i < n0 + n1; i++) {
      const sq = i < n0 ? list[i]! : list[size + i - n0]!;
      const c = b[sq]!;
      if ((c & 15) !== zType) continue;
      const k = pos.kingSq[(c >> 4) ^ 1]!;
      if (k < 0) continue;
      const d = t.dist[k * size + sq]!;
      if (d <= 3) attack += (c >> 4 === 0 ? 1 : -1) * (4 - d) * t.w.berserkerNearKing;
    }
  }
  // Battle of the Kings has its own economy (every move spawns a piece): pawn structure means little there.
  if (!v.spawnOf) {
    structure(pos, t, pawnList, pawns, list, n0, n1, structureOut);
    mg += structureOut[0]!;
    eg += structureOut[1]!;
  }
  const score = mat0 - mat1 + mob + attack + Math.round(phase * (mg + safety) + (1 - phase) * eg) + mopUp(pos, t, mat0 - mat1);
  return side * score + bonus;
}

/** Pawn shield and enemy pieces near the king of `col` on `k`, for `col`. */
function kingSafety(pos: Position, t: EvalTables, col: number, k: number, enemyStart: number, enemyCount: number): number {
  const v = pos.v, b = pos.board, w = pos.width, size = pos.size, zType = v.berserkerType;
  const kf = k % w, kr = Math.floor(k / w), dir = col === 0 ? 1 : -1;
  let s = 0;
  // Own pawns on the three files around the king, one and two ranks ahead.
  for (let df = -1; df <= 1; df++) {
    const f = kf + df;
    if (f < 0 || f >= w) continue;
    for (let step = 1; step <= 2; step++) {
      const r = kr + dir * step;
      if (r < 0 || r * w >= size) continue;
      const c = b[r * w + f]!;
      if (c !== 0 && c >> 4 === col && v.pawnTypes[c & 15]) s += step === 1 ? t.w.shieldNear : t.w.shieldFar;
    }
  }
  // Enemy pieces close to the king; the immortal Berserker is the keenest attacker.
  for (let i = 0; i < enemyCount; i++) {
    const sq = scratch[enemyStart + i]!;
    if (t.dist[k * size + sq]! <= 2) s -= (b[sq]! & 15) === zType ? t.w.berserkerAttacker : t.w.attackerNear;
  }
  return s;
}

/** Far ahead in material: drive the enemy royals to the edge and bring a lone king closer (White's view). */
function mopUp(pos: Position, t: EvalTables, diff: number): number {
  if (diff < 400 && diff > -400) return 0;
  const v = pos.v, b = pos.board, size = pos.size;
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
  return winner === 0 ? bonus : -bonus;
}

/** ±noise centipawns, fixed per position and seed. */
function noiseOf(pos: Position, noise: number, seed: number): number {
  let x = Math.imul(pos.hashLo ^ seed, 0x9e3779b1);
  x ^= x >>> 15;
  x = Math.imul(x ^ pos.hashHi, 0x85ebca6b);
  x ^= x >>> 13;
  return ((x >>> 0) % (2 * noise + 1)) - noise;
}
