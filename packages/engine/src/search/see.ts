/**
 * Static exchange evaluation: what a capture wins or loses once every piece that can take on its
 * square has taken in turn, least valuable first, either side free to stop. Used to put captures that
 * lose material after the quiet moves, and to leave them out of quiescence. Pieces are valued as the
 * evaluation's gains (the immortal Berserker as a tempo, a royal piece beyond any exchange); x-rays
 * come by themselves, since each piece that takes is lifted off the board before the next look.
 */
import type { Position } from '../position.js';
import type { Color } from '../types.js';
import type { EvalTables } from './evaluate.js';

/** A royal piece in the exchange: taking it ends everything, so nothing can be worth more. */
const ROYAL = 20000;
const gains = new Int32Array(64);
const lifted = new Int16Array(64);
const liftedCode = new Int8Array(64);

/** Material (centipawns) the side to move wins by the capture `m` and the exchange on its square. */
export function see(pos: Position, t: EvalTables, m: number): number {
  const b = pos.board, v = pos.v, from = m & 255, to = (m >>> 8) & 255;
  const victim = b[to]!, attacker = b[from]!;
  let d = 0;
  gains[0] = victim === 0 ? 0 : worth(v, t, victim);
  let onSquare = attacker, nLifted = 0;
  b[from] = 0;
  b[to] = attacker;
  let side = (pos.turn ^ 1) as Color;
  for (;;) {
    const sq = leastValuableAttacker(pos, t, to, side);
    if (sq < 0) break;
    d++;
    gains[d] = worth(v, t, onSquare) - gains[d - 1]!;
    // Neither side can do better by going on.
    if (Math.max(-gains[d - 1]!, gains[d]!) < 0 || d === 63) break;
    onSquare = b[sq]!;
    lifted[nLifted] = sq;
    liftedCode[nLifted++] = onSquare;
    b[sq] = 0;
    b[to] = onSquare;
    side = (side ^ 1) as Color;
  }
  for (; d > 0; d--) gains[d - 1] = -Math.max(-gains[d - 1]!, gains[d]!);
  for (let i = 0; i < nLifted; i++) b[lifted[i]!] = liftedCode[i]!;
  b[from] = attacker;
  b[to] = victim;
  return gains[0]!;
}

/** What taking the piece `code` gains. */
function worth(v: Position['v'], t: EvalTables, code: number): number {
  return v.royalTypes[code & 15] ? ROYAL : t.gain[code & 15]!;
}

/** The square of the least valuable piece of `by` that attacks `sq`, or -1. */
function leastValuableAttacker(pos: Position, t: EvalTables, sq: number, by: Color): number {
  const A = pos.v.attacks[by], b = pos.board, size = pos.size, v = pos.v;
  let best = -1, bestValue = Infinity;
  for (let i = A.leapStart[sq]!, e = A.leapStart[sq + 1]!; i < e; i++) {
    const s = A.leapSrc[i]!, c = b[s]!;
    if (c === 0 || !((A.leapMask[i]! >>> c) & 1)) continue;
    const value = v.royalTypes[c & 15] ? ROYAL : t.risk[c & 15]!;
    if (value < bestValue) { best = s; bestValue = value; }
  }
  for (let j = 0; j < A.rideDirs; j++) {
    const start = A.rideStart[j * size + sq]!, end = A.rideStart[j * size + sq + 1]!;
    for (let k = start; k < end; k++) {
      const s = A.rideSq[k]!, c = b[s]!;
      if (c === 0) continue;
      if ((A.rideMask[j]! >>> c) & 1 && (!A.limited || (k - start + 1 >= A.rideMin[j * 32 + c]! && k - start + 1 <= A.rideMax[j * 32 + c]!))) {
        const value = v.royalTypes[c & 15] ? ROYAL : t.risk[c & 15]!;
        if (value < bestValue) { best = s; bestValue = value; }
      }
      break;
    }
  }
  return best;
}
