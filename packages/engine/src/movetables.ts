/**
 * Precomputed geometry for move generation and attack tests. Every Betza atom of every piece becomes,
 * per square, a list of leap targets or rays (squares in walking order), already clipped to the board,
 * so the generator only walks arrays. Black's tables are White's mirrored front to back.
 */
import { type Geometry, squareFile, squareRank, square } from './geometry.js';
import type { PieceDef } from './pieces.js';
import { parseBetza, type Atom } from './betza.js';

export const F_MOVE = 1;
export const F_CAPTURE = 2;
export const F_INITIAL = 4;

export interface MoveTables {
  /** Leaps from square s are leapTo[leapStart[s] .. leapStart[s+1]) with leapFlags alongside. */
  readonly leapStart: Int32Array;
  readonly leapTo: Int16Array;
  readonly leapFlags: Uint8Array;
  /** Rays from square s are ray numbers rayStart[s] .. rayStart[s+1]. */
  readonly rayStart: Int32Array;
  /** Ray r covers raySq[rayOff[r] .. rayOff[r] + rayLen[r]); only steps from index rayMin[r] on are targets. */
  readonly rayOff: Int32Array;
  readonly rayLen: Uint8Array;
  readonly rayMin: Uint8Array;
  readonly rayFlags: Uint8Array;
  readonly raySq: Int16Array;
  /** 1 where the piece may use its initial (`i`) moves. */
  readonly initial: Uint8Array;
}

const atomFlags = (a: Atom): number => (a.move ? F_MOVE : 0) | (a.capture ? F_CAPTURE : 0) | (a.initial ? F_INITIAL : 0);

/** A leap is redundant when a ride in the same direction with the same flags already reaches its square. */
function dropCoveredLeaps(atoms: Atom[]): Atom[] {
  return atoms.filter((a) => !(a.max === 1 && a.min === 1 && atoms.some((b) =>
    b !== a && b.max > 1 && b.min === 1 && b.dx === a.dx && b.dy === a.dy && atomFlags(b) === atomFlags(a))));
}

/** Tables for White (index 0) and Black (index 1). */
export function buildMoveTables(geo: Geometry, piece: PieceDef, initialRank: number): [MoveTables, MoveTables] {
  const atoms = dropCoveredLeaps(parseBetza(piece.betza));
  return [0, 1].map((color) => {
    const sign = color === 0 ? 1 : -1;
    const leapTo: number[] = [], leapFlags: number[] = [], leapStart = new Int32Array(geo.size + 1);
    const rayOff: number[] = [], rayLen: number[] = [], rayMin: number[] = [], rayFlags: number[] = [], raySq: number[] = [];
    const rayStart = new Int32Array(geo.size + 1);
    const initial = new Uint8Array(geo.size);
    for (let sq = 0; sq < geo.size; sq++) {
      leapStart[sq] = leapTo.length;
      rayStart[sq] = rayOff.length;
      const f = squareFile(geo, sq), r = squareRank(geo, sq);
      const relRank = color === 0 ? r : geo.height - 1 - r;
      initial[sq] = relRank === initialRank ? 1 : 0;
      for (const a of atoms) {
        const dx = a.dx, dy = a.dy * sign;
        if (a.max === 1 && a.min === 1) {
          const to = square(geo, f + dx, r + dy);
          if (to >= 0) { leapTo.push(to); leapFlags.push(atomFlags(a)); }
          continue;
        }
        const path: number[] = [];
        for (let k = 1; k <= a.max; k++) {
          const to = square(geo, f + dx * k, r + dy * k);
          if (to < 0) break;
          path.push(to);
        }
        if (path.length < a.min) continue;
        rayOff.push(raySq.length); rayLen.push(path.length); rayMin.push(a.min - 1); rayFlags.push(atomFlags(a));
        raySq.push(...path);
      }
    }
    leapStart[geo.size] = leapTo.length;
    rayStart[geo.size] = rayOff.length;
    return {
      leapStart, leapTo: Int16Array.from(leapTo), leapFlags: Uint8Array.from(leapFlags),
      rayStart, rayOff: Int32Array.from(rayOff), rayLen: Uint8Array.from(rayLen), rayMin: Uint8Array.from(rayMin),
      rayFlags: Uint8Array.from(rayFlags), raySq: Int16Array.from(raySq), initial,
    };
  }) as [MoveTables, MoveTables];
}

/**
 * Who attacks a square: for each target square, the squares a leaper of `color` could capture from
 * (with a bit mask of the piece codes that do), and rays walked outward from the target, with the
 * codes that capture by riding along each.
 */
export interface AttackTables {
  readonly leapStart: Int32Array;
  readonly leapSrc: Int16Array;
  readonly leapMask: Int32Array;
  readonly rideDirs: number;
  /** Ray (dir j, target sq) squares are rideSq[rideStart[j*size+sq] .. rideStart[j*size+sq+1]). */
  readonly rideStart: Int32Array;
  readonly rideSq: Int16Array;
  readonly rideMask: Int32Array;
  /** Per (dir, code): fewest and most steps the rider captures over; only consulted when `limited`. */
  readonly rideMin: Uint8Array;
  readonly rideMax: Uint8Array;
  readonly limited: boolean;
}

export function buildAttackTables(geo: Geometry, pieces: readonly PieceDef[], color: 0 | 1): AttackTables {
  const sign = color === 0 ? 1 : -1;
  const leapVecs = new Map<string, { dx: number; dy: number; mask: number }>();
  const rideVecs = new Map<string, { dx: number; dy: number; mask: number; min: Map<number, number>; max: Map<number, number> }>();
  pieces.forEach((p, i) => {
    const code = (i + 1) | (color << 4);
    for (const a of parseBetza(p.betza)) {
      if (!a.capture) continue;
      const dx = a.dx, dy = a.dy * sign;
      const key = `${dx},${dy}`;
      if (a.max === 1 && a.min === 1) {
        const e = leapVecs.get(key) ?? { dx, dy, mask: 0 };
        e.mask |= 1 << code;
        leapVecs.set(key, e);
      } else {
        const e = rideVecs.get(key) ?? { dx, dy, mask: 0, min: new Map(), max: new Map() };
        e.mask |= 1 << code;
        e.min.set(code, Math.min(e.min.get(code) ?? 255, a.min));
        e.max.set(code, Math.max(e.max.get(code) ?? 0, Math.min(a.max, 255)));
        rideVecs.set(key, e);
      }
    }
  });
  const leapStart = new Int32Array(geo.size + 1), leapSrc: number[] = [], leapMask: number[] = [];
  for (let sq = 0; sq < geo.size; sq++) {
    leapStart[sq] = leapSrc.length;
    const f = squareFile(geo, sq), r = squareRank(geo, sq);
    for (const v of leapVecs.values()) {
      const src = square(geo, f - v.dx, r - v.dy);
      if (src >= 0) { leapSrc.push(src); leapMask.push(v.mask); }
    }
  }
  leapStart[geo.size] = leapSrc.length;
  const rides = [...rideVecs.values()];
  const rideStart = new Int32Array(rides.length * geo.size + 1), rideSq: number[] = [];
  const rideMin = new Uint8Array(rides.length * 32), rideMax = new Uint8Array(rides.length * 32);
  let limited = false;
  rides.forEach((v, j) => {
    for (const [code, m] of v.min) { rideMin[j * 32 + code] = m; if (m !== 1) limited = true; }
    for (const [code, m] of v.max) { rideMax[j * 32 + code] = m; if (m !== 255) limited = true; }
    for (let sq = 0; sq < geo.size; sq++) {
      rideStart[j * geo.size + sq] = rideSq.length;
      const f = squareFile(geo, sq), r = squareRank(geo, sq);
      for (let k = 1; ; k++) {
        const s = square(geo, f - v.dx * k, r - v.dy * k);
        if (s < 0) break;
        rideSq.push(s);
      }
    }
  });
  rideStart[rides.length * geo.size] = rideSq.length;
  return {
    leapStart, leapSrc: Int16Array.from(leapSrc), leapMask: Int32Array.from(leapMask),
    rideDirs: rides.length, rideStart, rideSq: Int16Array.from(rideSq), rideMask: Int32Array.from(rides.map((v) => v.mask)),
    rideMin, rideMax, limited,
  };
}
