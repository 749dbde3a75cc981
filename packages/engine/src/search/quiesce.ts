/**
 * Quiescence: past the search's depth, captures and promotions until the position is quiet, so no
 * leaf is scored in the middle of an exchange. Check evasions are searched for a few plies, and
 * placement turns in full (they are forced, and the placer chooses, as in alphabeta.ts). Captures are
 * pruned by delta (even winning the piece cannot reach alpha) and by risk (a capture onto a defended
 * square that risks more than it wins), and chains are cut at a fixed depth.
 */
import { controller, dueAction } from '../berserker.js';
import { scoreMoves, pickNext, victimOf, mvvLva, risksMore } from './order.js';
import { generateTactical } from './captures.js';
import { MAX_PLY, INFINITE } from './scores.js';
import { type SearchState, STOP_NONE, CHECK_EVERY } from './state.js';

/** Quiescence searches check evasions only this many plies deep; after that it stands pat. */
const QUIESCENCE_CHECK_PLIES = 2;
/**
 * Captures go at most this deep. In Battle of the Kings a capture leaves a new piece behind, so
 * capture chains need not end by themselves.
 */
const QUIESCENCE_PLIES = 8;
const QUIESCENCE_PLIES_SPAWN = 2;
/** From this quiescence ply on, only captures that win material (or take an undefended piece). */
const QUIESCENCE_TRADES = 3;

/** The quiescence value of the position at `ply` (`qply` plies into quiescence), for the side to move. */
export function quiesce(s: SearchState, alpha: number, beta: number, ply: number, qply: number): number {
  const pos = s.pos;
  s.pvLength[ply] = 0;
  if ((++s.nodes & CHECK_EVERY) === 0) s.checkLimits();
  if (s.stop !== STOP_NONE) return 0;
  if (ply >= MAX_PLY - 1) return s.evaluate();
  const moves = s.moveBuf(ply), scores = s.scoreBufs[ply]!;
  const act = pos.v.rules ? dueAction(pos) : 0;
  const inCheck = pos.inCheck();

  if (act !== 0 || inCheck) {
    const n = pos.generateLegal(moves, 0);
    if (n === 0) return s.terminal(ply, inCheck);
    if (act === 0 && qply >= QUIESCENCE_CHECK_PLIES) return s.evaluate();
    const flip = controller(pos, moves[0]!) !== pos.turn;
    if (flip) { const a = alpha; alpha = -beta; beta = -a; }
    scoreMoves(pos, s.et, moves, scores, n, 0, ply, s.order);
    let best = -INFINITE;
    for (let i = 0; i < n; i++) {
      const m = pickNext(moves, scores, i, n);
      pos.make(m);
      const v = flip ? quiesce(s, alpha, beta, ply + 1, qply + 1) : -quiesce(s, -beta, -alpha, ply + 1, qply + 1);
      pos.undo();
      if (s.stop !== STOP_NONE) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) break;
        }
      }
    }
    return flip ? -best : best;
  }

  const stand = s.evaluate(alpha, beta);
  if (stand >= beta || qply >= (pos.v.spawnOf ? QUIESCENCE_PLIES_SPAWN : QUIESCENCE_PLIES)) return stand;
  if (stand > alpha) alpha = stand;
  const t = s.et, b = pos.board, zType = pos.v.berserkerType;
  const end = generateTactical(pos, moves, t.bestPromotion);
  let n = 0;
  for (let i = 0; i < end; i++) {
    const m = moves[i]!;
    const victim = victimOf(pos, m), promo = (m >>> 16) & 15;
    if (victim === 0 && promo === 0) continue;
    const vt = victim & 15;
    if (victim !== 0) {
      // Capturing the immortal Berserker gains only a tempo: worth a look at the first level only.
      if (vt === zType && qply > 0) continue;
      // Delta pruning: even winning the piece cannot lift the score to alpha.
      if (promo === 0 && stand + t.gain[vt]! + 150 <= alpha) continue;
      // A capture that risks more than it wins on a defended square is left out; deeper down, so is
      // an even trade (long chains of them are what make quiescence explode on big boards).
      const attacker = b[m & 255]! & 15;
      const margin = qply < QUIESCENCE_TRADES ? 50 : -1;
      if (promo === 0 && risksMore(pos, t, attacker, vt, (m >>> 8) & 255, margin)) continue;
    }
    if (promo !== 0 && promo !== t.bestPromotion) continue;
    // Most valuable victim, least valuable attacker, as order.ts scores captures.
    moves[n] = m;
    scores[n] = (victim ? mvvLva(t, b[m & 255]! & 15, vt) : 0) + (promo ? t.value[promo]! : 0);
    n++;
  }
  let best = stand;
  for (let i = 0; i < n; i++) {
    const m = pickNext(moves, scores, i, n);
    if (!pos.legalByTrial(m)) continue;
    pos.make(m);
    const v = -quiesce(s, -beta, -alpha, ply + 1, qply + 1);
    pos.undo();
    if (s.stop !== STOP_NONE) return 0;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }
  return best;
}
