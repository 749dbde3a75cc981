/**
 * The node search: alpha-beta in negamax form with principal variation search (the first move with
 * the full window, the rest with a null window and a re-search when one beats alpha), transposition
 * table cut-offs, mate distance pruning, check extension, reverse futility and futility pruning near
 * the leaves, and late move reductions (fewer for a quiet move whose history is good, more for a bad one). At depth 0 it hands over to quiescence.
 * Pruning near the leaves asks whether the side to move is improving (its static evaluation above the
 * one two plies up, at its previous move): reverse futility prunes more and late move pruning less there.
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
import { type SearchState, STOP_NONE, CHECK_EVERY, NO_EVAL } from './state.js';
import { quiesce } from './quiesce.js';

/** Late move reductions in plies, by depth and move number (index depth * 64 + number). */
const LMR = new Int8Array(64 * 64);
for (let d = 1; d < 64; d++) for (let i = 1; i < 64; i++) LMR[d * 64 + i] = Math.floor(0.75 + (Math.log(d) * Math.log(i)) / 2.25);
/**
 * Late move pruning: at depth d (1–4) of a non-PV node, quiet moves after this many are skipped; by
 * [improving][depth], fewer where the side's evaluation has fallen since its last move.
 */
const LMP_COUNT = [[0, 3, 5, 8, 13], [0, 4, 7, 12, 19]];
/** Reverse futility: up to this depth, a node whose evaluation is this far above beta per ply returns it. */
const RFP_DEPTH = 6;
const RFP_MARGIN = 120;

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
  // The stored entry, read once: its move orders, its score cuts off here or stands in for the evaluation below.
  let ttMove = 0, ttScore = 0, ttBound = 0;
  if (e >= 0) {
    ttMove = tt.move[e]!;
    ttScore = fromTT(tt.score[e]!, ply);
    ttBound = tt.bound(e);
    if (!pvNode && tt.depth[e]! >= depth &&
      (ttBound === BOUND_EXACT || (ttBound === BOUND_LOWER && ttScore >= beta) || (ttBound === BOUND_UPPER && ttScore <= alpha))) return ttScore;
  }

  const moves = s.moveBuf(ply), scores = s.scoreBufs[ply]!;
  let n = pos.generateLegal(moves, 0);
  // Multi-PV: a line after the first searches the root without the moves of the lines found before it.
  if (ply === 0 && s.rootExcludedCount > 0) n = s.withoutExcludedRootMoves(moves, n);
  const inCheck = pos.inCheck();
  if (n === 0) return s.terminal(ply, inCheck);

  // A placement turn: the opponent of the side to move chooses; search from the chooser's view.
  const us = pos.turn;
  const flip = controller(pos, moves[0]!) !== us;
  if (flip) { const a = alpha; alpha = -beta; beta = -a; }
  const chooser = flip ? ((us ^ 1) as Color) : us;
  if (inCheck) depth++;
  // Internal iterative reduction: a deep node no earlier search has seen is searched a ply shallower.
  else if (ttMove === 0 && depth >= 5) depth--;

  // Reverse futility: far above beta near the leaves, assume a quiet move keeps it there (with half a
  // ply's margin less where the side is improving). Futility: far below alpha one ply from the leaves,
  // only captures and promotions can help. Improving is assumed where the earlier evaluation is unknown.
  let futile = false, improving = 1;
  s.evalAt[ply] = NO_EVAL;
  if (!pvNode && !inCheck && !flip && Math.abs(beta) < MATE_BOUND) {
    const raw = s.evaluate(alpha - FUTILITY_MARGIN, beta + RFP_MARGIN * depth);
    s.evalAt[ply] = raw;
    const before = ply >= 2 ? s.evalAt[ply - 2]! : NO_EVAL;
    improving = before === NO_EVAL || raw > before ? 1 : 0;
    // A stored search result on the side the evaluation errs is a better guess of the node's value.
    let stat = raw;
    if (e >= 0 && Math.abs(ttScore) < MATE_BOUND &&
      (ttBound === BOUND_EXACT || (ttBound === BOUND_LOWER ? ttScore > raw : ttScore < raw))) stat = ttScore;
    if (depth <= RFP_DEPTH && Math.abs(alpha) < MATE_BOUND) {
      if (stat - RFP_MARGIN * depth + (RFP_MARGIN >> 1) * improving >= beta) return stat;
      futile = depth === 1 && stat + FUTILITY_MARGIN <= alpha;
    }
    // Null move: if passing still holds beta, a real move will too. Not after a null move, not where a
    // placement is waiting (the pass would change who decides), not without pieces (zugzwang).
    if (depth >= 3 && ply > 0 && !s.nullAt[ply] && stat >= beta && s.nullMoveAllowed()) {
      const r = 3 + (depth >> 2) + Math.min(3, ((stat - beta) / 200) | 0);
      pos.makeNull();
      s.moveAt[ply] = 0;
      s.nullAt[ply + 1] = 1;
      const v = -alphaBeta(s, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
      s.nullAt[ply + 1] = 0;
      pos.undoNull();
      if (s.stop !== STOP_NONE) return 0;
      if (v >= beta) return v >= MATE_BOUND ? beta : v;
    }
  }

  const prev = ply > 0 ? s.moveAt[ply - 1]! : 0;
  scoreMoves(pos, s.et, moves, scores, n, ttMove, ply, s.order, prev);
  // Late move pruning trusts the move ordering; not where a release or re-placement waits, whose
  // placement (searched by quiescence at the leaves) can turn a quiet move into the only good one.
  const latePruning = !pvNode && depth <= 4 && s.latePruningAllowed();
  let best = -INFINITE, bestMove = 0, quietsTried = 0;
  const tried = s.quietBuf(ply);
  for (let i = 0; i < n; i++) {
    const m = pickNext(moves, scores, i, n);
    const quiet = scores[i]! < QUIET_LIMIT && ((m >>> 20) & 15) < MoveKind.Release;
    // Futility and late move pruning: near the leaves, quiet moves far below alpha, or ordered after
    // many others, are not searched at all — unless they give check.
    const prune = quiet && i > 0 && !inCheck && best > -MATE_BOUND &&
      ((futile && victimOf(pos, m) === 0 && ((m >>> 16) & 15) === 0) || (latePruning && quietsTried >= LMP_COUNT[improving]![depth]!));
    pos.make(m);
    s.moveAt[ply] = m;
    // Whether the move gives check matters only for a move to prune or to reduce: asked only then.
    const reducible = depth >= 3 && i >= 2 && quiet && !inCheck;
    const check = (prune || reducible) && pos.inCheck();
    if (prune && !check) {
      pos.undo();
      continue;
    }
    let v: number;
    if (i === 0) v = child(s, flip, depth - 1, alpha, beta, ply, pvNode);
    else {
      // Late move reductions: the later a quiet move comes in the ordering, the shallower its first look.
      let r = 0;
      if (reducible) {
        r = LMR[Math.min(depth, 63) * 64 + Math.min(i, 63)]!;
        if (pvNode) r--;
        if (check) r--;
        // A quiet move whose history says it often cuts off is reduced less, a habitual failure more.
        r -= Math.max(-2, Math.min(2, Math.trunc(s.order.history[s.order.historyIndex(chooser, m)]! / 48)));
        r = Math.max(0, Math.min(r, depth - 2));
      }
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
          if (quiet) s.order.cutoff(chooser, m, ply, depth, tried, quietsTried, prev);
          break;
        }
      }
    }
    if (quiet) tried[quietsTried++] = m;
  }
  const score = flip ? -best : best;
  const bound = score <= alpha0 ? BOUND_UPPER : score >= beta0 ? BOUND_LOWER : BOUND_EXACT;
  // A root searched without some of its moves (multi-PV) has not found the position's value: not stored.
  if (ply > 0 || s.rootExcludedCount === 0) tt.store(lo, hi, depth, bound, toTT(score, ply), bestMove);
  return score;
}

/** Searches the position after a move, returning its value for the node's chooser. */
function child(s: SearchState, flip: boolean, depth: number, alpha: number, beta: number, ply: number, pvNode: boolean): number {
  // The side to move changes every ply. Normally the chooser changes with it (negate); after a
  // placement the chooser (the placer) is the new side to move (no negation).
  return flip ? alphaBeta(s, depth, alpha, beta, ply + 1, pvNode) : -alphaBeta(s, depth, -beta, -alpha, ply + 1, pvNode);
}
