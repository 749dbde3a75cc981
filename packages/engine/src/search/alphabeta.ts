/**
 * The node search: alpha-beta in negamax form with principal variation search (the first move with
 * the full window, the rest with a null window and a re-search when one beats alpha), transposition
 * table cut-offs, mate distance pruning, check extension, reverse futility and futility pruning near
 * the leaves, and late move reductions. At depth 0 it hands over to quiescence.
 *
 * Placement turns. On a release or re-placement turn (R3, R4) the side to move owns the Berserker but
 * its opponent, the placer, chooses the square. Scores are kept from the side to move's point of view
 * as usual, but at such a node the chooser is the opponent: the node is searched from the chooser's
 * point of view (window and result negated once) and the chooser takes the maximum, which is the
 * placement worst for the owner.
 */
import { type Color, MoveKind } from '../types.js';
import { controller } from '../berserker.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './tt.js';
import { scoreMoves, pickNext, victimOf, QUIET_LIMIT } from './order.js';
import { MAX_PLY, INFINITE, MATE, MATE_BOUND, toTT, fromTT } from './scores.js';
import { type SearchState, STOP_NONE, CHECK_EVERY } from './state.js';
import { quiesce } from './quiesce.js';

/** Futility: one ply from the leaves, a quiet move is skipped when the evaluation is this far below alpha. */
const FUTILITY_MARGIN = 150;

/** Alpha-beta at `depth`; the result is from the side to move's point of view. */
export function alphaBeta(s: SearchState, depth: number, alpha: number, beta: number, ply: number, pvNode: boolean): number {
  const pos = s.pos;
  s.pvLength[ply] = 0;
  if (ply > 0) {
    const ended = s.ruleEnding(ply);
    if (ended === ended) return ended;
  } else {
    s.hashes[s.base] = pos.hash;
    s.irreversible[0] = pos.v.rules ? 0 : Math.max(0, s.base - pos.halfmove);
  }
  if (depth <= 0) return quiesce(s, alpha, beta, ply, 0);
  if ((++s.nodes & CHECK_EVERY) === 0) s.checkLimits();
  if (s.stop !== STOP_NONE) return 0;
  if (ply >= MAX_PLY - 1) return s.evaluate();

  if (ply > 0) {
    // Mate distance: nothing here beats a mate on the next ply or loses worse than one now.
    alpha = Math.max(alpha, -(MATE - 2 * ply) - 1);
    beta = Math.min(beta, MATE - 2 * (ply + 1) + 1);
    if (alpha >= beta) return alpha;
  }

  const alpha0 = alpha, beta0 = beta;
  const tt = s.tt, lo = pos.hashLo, hi = pos.hashHi;
  const e = tt.probe(lo, hi);
  let ttMove = 0;
  if (e >= 0) {
    ttMove = tt.move[e]!;
    if (!pvNode && tt.depth[e]! >= depth && tt.current(e)) {
      const ttScore = fromTT(tt.score[e]!, ply), bound = tt.bound(e);
      if (bound === BOUND_EXACT || (bound === BOUND_LOWER && ttScore >= beta) || (bound === BOUND_UPPER && ttScore <= alpha)) return ttScore;
    }
  }

  const moves = s.moveBuf(ply), scores = s.scoreBufs[ply]!;
  const n = pos.generateLegal(moves, 0);
  const inCheck = pos.inCheck();
  if (n === 0) return s.terminal(ply, inCheck);

  // A placement turn: the opponent of the side to move chooses; search from the chooser's view.
  const us = pos.turn;
  const flip = controller(pos, moves[0]!) !== us;
  if (flip) { const a = alpha; alpha = -beta; beta = -a; }
  const chooser = flip ? ((us ^ 1) as Color) : us;
  if (inCheck) depth++;

  // Reverse futility: far above beta near the leaves, assume a quiet move keeps it there. Futility:
  // far below alpha one ply from the leaves, only captures and promotions can help.
  let futile = false;
  if (!pvNode && !inCheck && !flip && depth <= 2 && Math.abs(beta) < MATE_BOUND && Math.abs(alpha) < MATE_BOUND) {
    const stat = s.evaluate(alpha - FUTILITY_MARGIN, beta + 120 * depth);
    if (stat - 120 * depth >= beta) return stat;
    futile = depth === 1 && stat + FUTILITY_MARGIN <= alpha;
  }

  scoreMoves(pos, s.et, moves, scores, n, ttMove, ply, s.order);
  let best = -INFINITE, bestMove = 0;
  for (let i = 0; i < n; i++) {
    const m = pickNext(moves, scores, i, n);
    const quiet = scores[i]! < QUIET_LIMIT && ((m >>> 20) & 15) < MoveKind.Release;
    if (futile && quiet && i > 0 && victimOf(pos, m) === 0 && ((m >>> 16) & 15) === 0) continue;
    pos.make(m);
    let v: number;
    if (i === 0) v = child(s, flip, depth - 1, alpha, beta, ply, pvNode);
    else {
      let r = 0;
      if (depth >= 3 && i >= 3 && quiet && !inCheck) r = depth >= 6 && i >= 8 ? 2 : 1;
      v = child(s, flip, depth - 1 - r, alpha, alpha + 1, ply, false);
      if (v > alpha && r > 0) v = child(s, flip, depth - 1, alpha, alpha + 1, ply, false);
      if (v > alpha && v < beta && pvNode) v = child(s, flip, depth - 1, alpha, beta, ply, true);
    }
    pos.undo();
    if (s.stop !== STOP_NONE) return 0;
    if (v > best) {
      best = v;
      bestMove = m;
      if (v > alpha) {
        alpha = v;
        if (pvNode) s.updatePv(ply, m);
        if (v >= beta) {
          if (quiet) s.order.cutoff(chooser, m, ply, depth);
          break;
        }
      }
    }
  }
  const score = flip ? -best : best;
  const bound = score <= alpha0 ? BOUND_UPPER : score >= beta0 ? BOUND_LOWER : BOUND_EXACT;
  tt.store(lo, hi, depth, bound, toTT(score, ply), bestMove);
  return score;
}

/** Searches the position after a move, returning its value for the node's chooser. */
function child(s: SearchState, flip: boolean, depth: number, alpha: number, beta: number, ply: number, pvNode: boolean): number {
  // The side to move changes every ply. Normally the chooser changes with it (negate); after a
  // placement the chooser (the placer) is the new side to move (no negation).
  return flip ? alphaBeta(s, depth, alpha, beta, ply + 1, pvNode) : -alphaBeta(s, depth, -beta, -alpha, ply + 1, pvNode);
}
