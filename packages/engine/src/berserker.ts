/**
 * The Berserker modifier (spec R2–R7, C1–C9): triggers, releases, captures of the immortal knight,
 * placement squares and placement turns. Everything here works on a position through the interface
 * of position-state.ts, which Position implements (Position calls in here while it generates and makes
 * moves); a variant without `rules` never reaches this module.
 *
 * Flags (the extended FEN's seventh field): bit 0/1 T/t triggered, 2/3 R/r a release of White's/Black's
 * Berserker waits, 4/5 P/p White's/Black's captured Berserker waits to be placed.
 */
import { type Color, MoveKind, encodeMove, isPlacementKind } from './types.js';
import type { RulesPosition } from './position-state.js';

export const TRIGGERED = (c: Color): number => 1 << c;
export const RELEASE_WAITS = (c: Color): number => 4 << c;
export const PLACE_WAITS = (c: Color): number => 16 << c;
export const FLAG_LETTERS = 'TtRrPp';
/**
 * C7/C13, Game of Pawns: this game began from the start position and Black's first move is still to
 * come, so both first moves are announced together. Not part of the FEN's seventh field (and not
 * hashed: C12 compares positions by that field); set only by reading the start position.
 */
export const FIRST_MOVES_TOGETHER = 64;

/** What the side to move must do this turn: 0 a normal move, or a placement kind (MoveKind). */
export function dueAction(pos: RulesPosition): number {
  const f = pos.flags;
  if (f & 0b111100) {
    const us = pos.turn, them = (us ^ 1) as Color;
    const release = pos.v.rules!.release === 'opponent-places' ? f & RELEASE_WAITS(us) : f & RELEASE_WAITS(them);
    if (!(f & PLACE_WAITS(us)) && !release) return 0;
    // R6: nobody loses a turn to a placement while in check; it waits for the first turn out of check.
    if (pos.inCheck()) return 0;
    if (f & PLACE_WAITS(us)) return MoveKind.Place;
    return pos.v.rules!.release === 'opponent-places' ? MoveKind.Release : MoveKind.Mark;
  }
  return 0;
}

/** Knight-leap targets of `sq` (the Berserker moves like a knight). */
function knightTargets(pos: RulesPosition, sq: number): Int16Array {
  const T = pos.v.moves[pos.v.berserkerType * 2]!;
  return T.leapTo.subarray(T.leapStart[sq]!, T.leapStart[sq + 1]!);
}

/** Would a knight on `sq` attack a piece of `side`? `vacated` counts as empty (C1). */
export function knightWouldAttack(pos: RulesPosition, sq: number, side: Color, vacated: number): boolean {
  for (const t of knightTargets(pos, sq)) {
    if (t === vacated) continue;
    const c = pos.board[t]!;
    if (c !== 0 && c >> 4 === side) return true;
  }
  return false;
}

export interface PlacementRank {
  /** The owner's relative rank (1-based) the squares are on. */
  readonly rank: number;
  /** Whether R5's attack condition still held there (false on the fallback passes). */
  readonly attackCondition: boolean;
  readonly squares: number[];
}

/**
 * R5 with C1: the squares the Berserker of `owner` may be placed on by `placer`, before the king-safety
 * test of C2. Relative ranks 1, 2, 3 with the attack condition; then without it ranks 1, 2, 3 and beyond.
 */
export function placementRank(pos: RulesPosition, owner: Color, vacated: number): PlacementRank | null {
  const rules = pos.v.rules!, { width, height } = pos.v.geo;
  const placer = (owner ^ 1) as Color;
  const guarded: Color | -1 = rules.threat === 'placer' ? placer : rules.threat === 'owner' ? owner : -1;
  const passes: Array<{ ranks: number; cond: boolean }> = guarded >= 0
    ? [{ ranks: 3, cond: true }, { ranks: height, cond: false }]
    : [{ ranks: height, cond: false }];
  for (const { ranks, cond } of passes) {
    for (let rel = 0; rel < Math.min(ranks, height); rel++) {
      const rank = owner === 0 ? rel : height - 1 - rel;
      const squares: number[] = [];
      for (let f = 0; f < width; f++) {
        const sq = rank * width + f;
        if (pos.board[sq] !== 0 && sq !== vacated) continue;
        if (cond && knightWouldAttack(pos, sq, guarded as Color, vacated)) continue;
        squares.push(sq);
      }
      if (squares.length) return { rank: rel + 1, attackCondition: cond, squares };
    }
  }
  return null;
}

/** Squares of the knights (type N) of `color`, the candidates for a release. */
export function knightSquares(pos: RulesPosition, color: Color): number[] {
  const code = pos.v.knightType | (color << 4), out: number[] = [];
  if (!pos.v.knightType) return out;
  for (let sq = 0; sq < pos.size; sq++) if (pos.board[sq] === code) out.push(sq);
  return out;
}

/** The legal placement moves of the due action `act` into `out` from `n`; returns the new end. */
export function generatePlacements(pos: RulesPosition, act: number, out: Int32Array, n: number): number {
  const us = pos.turn, them = (us ^ 1) as Color;
  if (act === MoveKind.Place) {
    // Adding a piece cannot expose the owner's king, and the turn began out of check: all are legal.
    const r = placementRank(pos, us, -1);
    if (r) for (const sq of r.squares) out[n++] = encodeMove(sq, sq, MoveKind.Place);
    return n;
  }
  if (act === MoveKind.Mark) {
    for (const sq of knightSquares(pos, them)) out[n++] = encodeMove(sq, sq, MoveKind.Mark);
    return n;
  }
  for (const k of knightSquares(pos, us)) {
    const r = placementRank(pos, us, k);
    if (!r) continue;
    // C2: the rank is fixed first; squares that leave the owner's king in check are then dropped.
    for (const sq of r.squares) {
      const m = encodeMove(k, sq, MoveKind.Release);
      if (sq === k || pos.legalByTrial(m)) out[n++] = m;
    }
  }
  return n;
}

/**
 * capture=capturer-turn: capturing the enemy Berserker and placing it are one move. Pushes one move per
 * placement square, judged on the board after the capture (C2 filtering happens in the legality test).
 */
export function pushCaptureAndPlace(pos: RulesPosition, out: Int32Array, n: number, from: number, to: number, pawn: boolean): number {
  const b = pos.board, us = pos.turn, them = (us ^ 1) as Color;
  const mover = b[from]!, victim = b[to]!;
  b[to] = mover; b[from] = 0;
  const r = placementRank(pos, them, -1);
  b[from] = mover; b[to] = victim;
  if (!r) return n;
  const promos = pawn && pos.isPromotionSquare(to, us) ? pos.v.promotionTypes : [0];
  for (const promo of promos) for (const sq of r.squares) out[n++] = encodeMove(from, to, MoveKind.Normal, promo, sq);
  return n;
}

/** Updates the Berserker state after `us` played `m` (the turn has already passed to the opponent). */
export function afterMove(pos: RulesPosition, m: number, us: Color, captured: number): void {
  const rules = pos.v.rules!, v = pos.v, them = (us ^ 1) as Color;
  const kind = (m >>> 20) & 15, to = (m >>> 8) & 255;
  let f = pos.flags;
  if (kind === MoveKind.Place) f &= ~PLACE_WAITS(us);
  else if (kind === MoveKind.Release) f &= ~RELEASE_WAITS(us);
  else if (kind === MoveKind.Mark) f &= ~RELEASE_WAITS(them);
  // R4: a captured Berserker leaves the board and waits to be placed on its owner's turn.
  if (captured !== 0 && (captured & 15) === v.berserkerType && rules.capture === 'owner-turn') f |= PLACE_WAITS(them);
  // R2: the first move of a side that ends on its trigger rank triggers; placements never do.
  const triggers = !isPlacementKind(kind) && !(f & TRIGGERED(us)) && pos.relativeRank(to, us) >= v.triggerRank;
  if (triggers) f |= TRIGGERED(us);
  pos.setFlags(f);
  // C7/C13: when both first moves are announced together, White's first-move trigger waits until
  // Black's first move has been made too; from any other start the moves simply alternate.
  const together = (f & FIRST_MOVES_TOGETHER) !== 0;
  if (triggers && !(together && us === 0)) release(pos, us);
  if (together && us === 1) {
    pos.setFlags(pos.flags & ~FIRST_MOVES_TOGETHER);
    if (f & TRIGGERED(0)) release(pos, 0);
  }
  settle(pos);
}

/** R3 / C4: `trigger` has triggered; release the Berserker it concerns unless the game is already over. */
function release(pos: RulesPosition, trigger: Color): void {
  const owner = pos.v.rules!.release === 'opponent-places' ? ((trigger ^ 1) as Color) : trigger;
  if (!pos.hasLegalMove()) return;
  pos.setFlags(pos.flags | RELEASE_WAITS(owner));
}

/** C3: a release that falls due with no legal choice lapses. */
export function settle(pos: RulesPosition): void {
  const act = dueAction(pos);
  if (act !== MoveKind.Release && act !== MoveKind.Mark) return;
  if (generatePlacements(pos, act, pos.ruleBuf, 0) > 0) return;
  const owner = act === MoveKind.Release ? pos.turn : ((pos.turn ^ 1) as Color);
  pos.setFlags(pos.flags & ~RELEASE_WAITS(owner));
}

/** Who decides the action `m` in the current position: the side to move, or for a placement its opponent. */
export function controller(pos: RulesPosition, m: number): Color {
  const kind = (m >>> 20) & 15;
  return kind === MoveKind.Place || kind === MoveKind.Release ? ((pos.turn ^ 1) as Color) : pos.turn;
}

/**
 * Why a placement onto `to` (with the knight on `knight` for a release, -1 otherwise) is not legal,
 * naming the rule: "R5: g1 attacks the pawn on f3". Null if it is legal after all.
 */
export function explainPlacement(pos: RulesPosition, act: number, knight: number, to: number, pieceLetter: string): string | null {
  const v = pos.v, g = v.geo, us = pos.turn, them = (us ^ 1) as Color;
  const name = (sq: number) => {
    const c = pos.board[sq]!;
    return `${c >> 4 ? 'black' : 'white'} ${v.pieces[(c & 15) - 1]!.name.toLowerCase()}`;
  };
  const sqName = (sq: number) => String.fromCharCode(97 + (sq % g.width)) + (Math.floor(sq / g.width) + 1);
  if (act === MoveKind.Mark) {
    if (pieceLetter !== 'N') return `R3: only a knight can be marked as the Berserker, not ${pieceLetter}`;
    return `R3: mark one of ${them ? 'Black' : 'White'}'s knights where it stands (e.g. N${knightSquares(pos, them).map(sqName)[0] ?? '?'}=Z)`;
  }
  if (act === MoveKind.Release) {
    if (pieceLetter !== 'N') return `R3: only a knight can become the Berserker, not ${pieceLetter}`;
    if (knight < 0) return `R3: ${us ? 'Black' : 'White'} has no knight that can be released that way`;
  } else if (pieceLetter !== 'Z') {
    return `R4: this turn ${them ? 'Black' : 'White'} places ${us ? 'Black' : 'White'}'s captured Berserker (write Z and the square, e.g. Z${sqName(placementRank(pos, us, -1)?.squares[0] ?? 0)})`;
  }
  const r = placementRank(pos, us, knight);
  if (!r) return 'R5: there is no empty square to place the Berserker on';
  if (pos.board[to] !== 0 && to !== knight) return `R5: ${sqName(to)} is occupied by the ${name(to)}`;
  const rel = pos.relativeRank(to, us) + 1;
  if (!r.squares.includes(to)) {
    if (rel !== r.rank) {
      return `R5: the Berserker goes on the owner's rank ${r.rank}, the lowest with a qualifying square (${r.squares.map(sqName).join(', ')}); ${sqName(to)} is on rank ${rel}`;
    }
    const guarded: Color = v.rules!.threat === 'owner' ? us : them;
    for (const t of knightTargets(pos, to)) {
      const c = pos.board[t]!;
      if (t !== knight && c !== 0 && c >> 4 === guarded) return `R5: ${sqName(to)} attacks the ${v.pieces[(c & 15) - 1]!.name.toLowerCase()} on ${sqName(t)}`;
    }
    return `R5: ${sqName(to)} is not a placement square`;
  }
  if (act === MoveKind.Release && to !== knight && !pos.legalByTrial(encodeMove(knight, to, MoveKind.Release))) {
    return `R5/C2: moving the knight from ${sqName(knight)} to ${sqName(to)} would leave ${us ? 'Black' : 'White'}'s king in check`;
  }
  return null;
}
