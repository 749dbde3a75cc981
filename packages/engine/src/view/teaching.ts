/**
 * Teaching views: where a piece can go (by kind of move), and placement turns fully explained — the
 * legal placements and, for every empty square R5 passed over or C2 struck out, why. This module is the
 * one source of placement captions, stars and ✕ marks; nothing above the engine computes R5 itself.
 */
import { type Color, COLORS, MoveKind, moveFrom, moveTo, moveKind, movePromo, movePlace } from '../types.js';
import { makeSquare } from '../geometry.js';
import type { Position } from '../position.js';
import type { Game } from '../game.js';
import { ChessError } from '../errors.js';
import { knightSquares, placementRank } from '../berserker.js';
import { movementMarkers } from '../markers.js';
import { makeSan, makeCoordinate, parseMove } from '../san.js';
import { tableIndex } from '../variant.js';
import type {
  PieceView, PlacementCandidate, PlacementChoices, PlacementOption, PlacementRefusal, RefusalReason, TargetView,
} from './types.js';
import { colorTitle, pieceViewOf, placementTurnOf, positionOf, toIndex } from './common.js';

/**
 * The squares the piece on `square` reaches on the current board, by kind (`move`, `capture`,
 * `move-only`, `capture-only`, `initial`, `castle`), ignoring check as teaching diagrams do. On a
 * placement turn: the squares the chosen knight (or the captured Berserker) may be placed on, kind
 * `placement`. An empty square has no targets.
 */
export function pieceTargets(x: Game | Position, square: string | number): TargetView[] {
  const pos = positionOf(x), sq = toIndex(pos, square);
  return movementMarkers(pos, sq).map((m) => ({ square: makeSquare(pos.v.geo, m.square), index: m.square, kind: m.kind }));
}

// ------------------------------------------------------------------------------------------ R5 facts

/** The side whose pieces a placed Berserker of `owner` may not attack (R5's threat option), or -1. */
function guardedSide(pos: Position, owner: Color): Color | -1 {
  const threat = pos.v.rules!.threat;
  return threat === 'placer' ? ((owner ^ 1) as Color) : threat === 'owner' ? owner : -1;
}

/** Pieces of `side` a knight on `sq` would attack; `vacated` (the knight's own square, C1) counts as empty. */
function attackedFrom(pos: Position, sq: number, side: Color | -1, vacated: number): PieceView[] {
  if (side < 0) return [];
  const T = pos.v.moves[tableIndex(pos.v.berserkerType, 0)]!;
  const out: PieceView[] = [];
  for (let i = T.leapStart[sq]!; i < T.leapStart[sq + 1]!; i++) {
    const t = T.leapTo[i]!, c = pos.board[t]!;
    if (t !== vacated && c !== 0 && c >> 4 === side) out.push(pieceViewOf(pos.v, t, c));
  }
  return out.sort((a, b) => a.index - b.index);
}

/** "the pawn on f3", "the Berserker on g5". */
const pieceOn = (p: PieceView): string => `the ${p.name} on ${p.square}`;
const listing = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The refusal's sentence. `kingText` says how a C2 refusal happens in this kind of placement. */
function refusalText(owner: Color, square: string, reason: RefusalReason, kingText: (square: string, king: string) => string): string {
  switch (reason.code) {
    case 'occupied':
      return `${square} is occupied by the ${reason.piece.color} ${reason.piece.name} (R5)`;
    case 'attacks':
      return `a knight on ${square} would attack ${listing(reason.attacked.map(pieceOn))} (R5)`;
    case 'wrong-rank':
      return `${square} is on ${colorTitle(owner)}'s rank ${reason.rank}; the Berserker goes on rank ${reason.placementRank}, the lowest with a placement square (R5)`;
    case 'king-in-check':
      return kingText(square, reason.king);
    case 'not-a-knight':
      return `${square} holds ${reason.piece ? `the ${reason.piece.color} ${reason.piece.name}` : 'no piece'}, not a knight of ${colorTitle(owner)}'s to mark (R3)`;
  }
}

interface CandidateContext {
  /** The board R5 is judged on (after the capture, for capture=capturer-turn). */
  readonly board: Position;
  readonly owner: Color;
  /** The knight's square for a release, -1 for a re-placement. */
  readonly knight: number;
  readonly options: readonly PlacementOption[];
  /** The king a C2 refusal names. */
  readonly king: number;
  readonly kingText: (square: string, king: string) => string;
}

function refusal(ctx: CandidateContext, sq: number, reason: RefusalReason): PlacementRefusal {
  const g = ctx.board.v.geo, square = makeSquare(g, sq);
  return {
    knight: ctx.knight < 0 ? null : makeSquare(g, ctx.knight),
    square,
    index: sq,
    reason,
    text: refusalText(ctx.owner, square, reason, ctx.kingText),
  };
}

/** R5 for one knight (or the captured Berserker): the settled rank, the options, and every refused empty square up to that rank. */
function candidate(ctx: CandidateContext): PlacementCandidate {
  const pos = ctx.board, { width, height } = pos.v.geo, k = ctx.knight;
  const r = placementRank(pos, ctx.owner, k);
  const knight = k < 0 ? null : makeSquare(pos.v.geo, k);
  if (!r) return { knight, rank: null, attackCondition: false, options: ctx.options, refused: [] };
  const legal = new Set(ctx.options.map((o) => o.index));
  const qualifies = new Set(r.squares);
  const guarded = guardedSide(pos, ctx.owner);
  const refused: PlacementRefusal[] = [];
  for (let rel = 0; rel < r.rank; rel++) {
    const rank = ctx.owner === 0 ? rel : height - 1 - rel;
    for (let f = 0; f < width; f++) {
      const sq = rank * width + f;
      if ((pos.board[sq] !== 0 && sq !== k) || legal.has(sq)) continue;
      if (rel + 1 < r.rank || !qualifies.has(sq)) {
        // Passed over (a lower rank) or left out (this rank) because of R5's attack condition.
        const attacked = attackedFrom(pos, sq, guarded, k);
        if (attacked.length) refused.push(refusal(ctx, sq, { rule: 'R5', code: 'attacks', attacked, protectedSide: COLORS[guarded as Color] }));
      } else {
        // On the settled rank and qualifying, yet not legal: C2, the owner's king would be left in check.
        refused.push(refusal(ctx, sq, { rule: 'C2', code: 'king-in-check', king: makeSquare(pos.v.geo, ctx.king) }));
      }
    }
  }
  return { knight, rank: r.rank, attackCondition: r.attackCondition, options: ctx.options, refused };
}

/** Refusals of every candidate, one per square, leaving out squares some candidate may use: the ✕ marks before a knight is chosen. */
function unionRefused(candidates: readonly PlacementCandidate[], options: readonly PlacementOption[]): PlacementRefusal[] {
  const legal = new Set(options.map((o) => o.index)), seen = new Set<number>(), out: PlacementRefusal[] = [];
  for (const c of candidates) {
    for (const r of c.refused) {
      if (legal.has(r.index) || seen.has(r.index)) continue;
      seen.add(r.index);
      out.push(r);
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function optionOf(pos: Position, m: number, legal: readonly number[]): PlacementOption {
  const g = pos.v.geo, kind = moveKind(m), place = movePlace(m);
  const to = place >= 0 ? place : moveTo(m);
  return {
    knight: kind === MoveKind.Release || kind === MoveKind.Mark ? makeSquare(g, moveFrom(m)) : null,
    square: makeSquare(g, to),
    index: to,
    san: makeSan(pos, m, legal),
    coordinate: makeCoordinate(pos, m),
  };
}

const kingOf = (pos: Position, color: Color): number => pos.royals(color)[0] ?? -1;

// ------------------------------------------------------------------------------------------ public

/**
 * The placement turn now, fully explained, or null when this turn is not a placement turn (R3, R4, R6).
 * - release (R3, C1, C2): one candidate per knight of the owner, with the rank R5 settles on for that
 *   knight (its own square counts as empty), its options, and each refused empty square of the ranks up
 *   to that rank with why (a knight there would attack a protected piece; the king would be left in check).
 * - place (R4): one candidate with `knight: null`.
 * - mark (release=owner-marks): one candidate with `knight: null`; the options are the markable knights.
 * Under capture=capturer-turn a captured Berserker is placed inside the capture move: see
 * capturePlacementChoices.
 */
export function placementChoices(x: Game | Position): PlacementChoices | null {
  const pos = positionOf(x), turn = placementTurnOf(pos);
  if (!turn) return null;
  const us = pos.turn;
  const legal = pos.legalMoves();
  const all = legal.map((m) => ({ m, option: optionOf(pos, m, legal) }));
  const options = all.map((o) => o.option);
  let candidates: PlacementCandidate[];
  if (turn.kind === 'mark') {
    candidates = [{ knight: null, rank: null, attackCondition: false, options, refused: [] }];
  } else {
    const knights = turn.kind === 'release' ? knightSquares(pos, us) : [-1];
    const owner = colorTitle(us);
    candidates = knights.map((k) => candidate({
      board: pos,
      owner: us,
      knight: k,
      options: all.filter((o) => k < 0 || moveFrom(o.m) === k).map((o) => o.option),
      king: kingOf(pos, us),
      kingText: k < 0
        ? (sq, king) => `a Berserker on ${sq} would leave ${owner}'s king on ${king} in check (C2)`
        : (sq, king) => `moving the knight from ${makeSquare(pos.v.geo, k)} to ${sq} would leave ${owner}'s king on ${king} in check (C2)`,
    }));
  }
  return { kind: turn.kind, owner: turn.owner, controller: turn.controller, candidates, options, refused: unionRefused(candidates, options) };
}

/**
 * capture=capturer-turn: the choices for the Berserker captured by `captureMove` (SAN or coordinates of
 * the capture alone, without `/Z…`: `exf3`, `e4f3`), judged on the board after the capture. The options'
 * SAN is the whole move (`exf3/Zf1`). Throws ChessError when the rule option is not on or the text is
 * not a legal capture of the Berserker.
 */
export function capturePlacementChoices(game: Game | Position, captureMove: string): PlacementChoices {
  const pos = positionOf(game), rules = pos.v.rules;
  if (!rules || rules.capture !== 'capturer-turn') {
    throw new ChessError('ERR_ILLEGAL_MOVE', 'a capture places the Berserker itself only under the rule option capture=capturer-turn', 'capture');
  }
  if (typeof captureMove !== 'string' || captureMove.trim() === '') throw new ChessError('ERR_SAN', 'empty move', 'capture');
  const us = pos.turn, them = (us ^ 1) as Color, g = pos.v.geo;
  const text = captureMove.trim().replace(/\/.*$/, '').replace(/[+#!?]+$/, '');
  const legal = pos.legalMoves();
  const placing = legal.filter((m) => movePlace(m) >= 0);
  const key = (m: number) => `${moveFrom(m)}-${moveTo(m)}-${movePromo(m)}`;
  // Let the engine's move reader decide what the text means: try it with each placement square.
  const keys = new Set<string>();
  for (const p of new Set(placing.map(movePlace))) {
    const name = makeSquare(g, p);
    for (const form of [`${text}/Z${name}`, `${text}/${name}`]) {
      try {
        const m = parseMove(pos, form);
        if (movePlace(m) >= 0) { keys.add(key(m)); break; }
      } catch { /* not this form */ }
    }
  }
  if (keys.size === 0) {
    throw new ChessError('ERR_ILLEGAL_MOVE', `"${captureMove}" is not a legal capture of ${colorTitle(them)}'s Berserker here` +
      (placing.length ? `; the captures are ${[...new Set(placing.map((m) => makeSan(pos, m, legal).replace(/\/.*$/, '')))].join(', ')}` : ''), 'capture');
  }
  if (keys.size > 1) throw new ChessError('ERR_SAN', `"${captureMove}" could be more than one capture; name the piece, its square or the promotion`, 'capture');
  const chosen = placing.filter((m) => keys.has(key(m)));
  const options = chosen.map((m) => optionOf(pos, m, legal));
  // The board R5 judges: the capture made, the Berserker off the board.
  const m0 = chosen[0]!, from = moveFrom(m0), to = moveTo(m0), promo = movePromo(m0);
  const after = pos.clone();
  const mover = after.board[from]!;
  after.board[to] = promo ? promo | (us << 4) : mover;
  after.board[from] = 0;
  if (pos.v.royalTypes[mover & 15]) after.kingSq[us] = to;
  const capturer = colorTitle(us);
  const cand = candidate({
    board: after,
    owner: them,
    knight: -1,
    options,
    king: kingOf(after, us),
    kingText: (sq, king) => `with ${colorTitle(them)}'s Berserker on ${sq}, ${capturer}'s capture would leave ${capturer}'s king on ${king} in check (C2)`,
  });
  return { kind: 'place', owner: COLORS[them], controller: COLORS[us], candidates: [cand], options, refused: unionRefused([cand], options) };
}

/**
 * Why `square` is not a legal placement now, or null when it is one. `knight` names the knight chosen
 * for a release (omit it to ask whether any knight could go there; the refusal then given is the chosen
 * knight's, or the first knight's). Throws ChessError when this turn is not a placement turn, or when
 * `knight` is not one of the owner's knights.
 */
export function explainSquare(x: Game | Position, square: string, knight?: string | null): PlacementRefusal | null {
  const pos = positionOf(x), sq = toIndex(pos, square);
  const choices = placementChoices(pos);
  if (!choices) throw new ChessError('ERR_ILLEGAL_MOVE', `it is ${colorTitle(pos.turn)}'s move, not a placement turn`, square);
  const g = pos.v.geo, owner: Color = choices.owner === 'white' ? 0 : 1;
  const name = makeSquare(g, sq);
  if (choices.kind === 'mark') {
    if (choices.options.some((o) => o.index === sq)) return null;
    const c = pos.board[sq]!;
    const reason: RefusalReason = { rule: 'R3', code: 'not-a-knight', piece: c ? pieceViewOf(pos.v, sq, c) : null };
    return { knight: null, square: name, index: sq, reason, text: refusalText(owner, name, reason, () => '') };
  }
  let candidates = choices.candidates;
  if (knight !== undefined && knight !== null && choices.kind === 'release') {
    const k = toIndex(pos, knight);
    candidates = candidates.filter((c) => c.knight === makeSquare(g, k));
    if (!candidates.length) throw new ChessError('ERR_ILLEGAL_MOVE', `${makeSquare(g, k)} holds no knight of ${colorTitle(owner)}'s to release`, knight);
  }
  if (candidates.some((c) => c.options.some((o) => o.index === sq))) return null;
  // Prefer the knight standing on the square itself, then any knight that refused the square on its rank.
  const ordered = [...candidates.filter((c) => c.knight === name), ...candidates.filter((c) => c.knight !== name)];
  for (const c of ordered) {
    const r = c.refused.find((f) => f.index === sq);
    if (r) return r;
  }
  const c = ordered[0]!;
  const k = c.knight === null ? -1 : toIndex(pos, c.knight);
  const ctx = { board: pos, owner, knight: k, options: c.options, king: kingOf(pos, owner), kingText: () => '' };
  const code = pos.board[sq]!;
  if (code !== 0 && sq !== k) return refusal(ctx, sq, { rule: 'R5', code: 'occupied', piece: pieceViewOf(pos.v, sq, code) });
  // An empty square beyond the settled rank.
  return refusal(ctx, sq, { rule: 'R5', code: 'wrong-rank', rank: pos.relativeRank(sq, owner) + 1, placementRank: c.rank ?? 0 });
}
