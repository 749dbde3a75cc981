/**
 * What a piece can do from its square, for teaching diagrams (chessvariants.com's "click a piece to see
 * its moves"): every square its Betza atoms reach on the current board, marked by kind. This ignores
 * check, like those diagrams; the legal moves are in Position.legalMoves.
 */
import { type Color, MoveKind, moveFrom, moveTo, moveKind } from './types.js';
import type { Position } from './position.js';
import { F_MOVE, F_CAPTURE, F_INITIAL } from './movetables.js';
import { dueAction } from './berserker.js';

export type MarkerKind = 'move' | 'capture' | 'move-only' | 'capture-only' | 'initial' | 'castle' | 'placement';

export interface MovementMarker {
  readonly square: number;
  readonly kind: MarkerKind;
}

export function movementMarkers(pos: Position, sq: number): MovementMarker[] {
  const out = new Map<number, MarkerKind>();
  const add = (s: number, kind: MarkerKind) => { if (!out.has(s)) out.set(s, kind); };
  const act = pos.v.rules ? dueAction(pos) : 0;
  if (act !== 0) {
    // A placement turn: the squares the chosen knight (or the captured Berserker) may be placed on.
    for (const m of pos.legalMoves()) {
      if (moveKind(m) < MoveKind.Release) continue;
      if (act === MoveKind.Place || moveFrom(m) === sq) add(moveTo(m), 'placement');
    }
    return [...out].map(([square, kind]) => ({ square, kind }));
  }
  const code = pos.board[sq]!;
  if (code === 0) return [];
  const color = (code >> 4) as Color, t = code & 15;
  const T = pos.v.moves[t * 2 + color]!;
  const b = pos.board;
  const initialHere = T.initial[sq] === 1;
  const visit = (to: number, fl: number): boolean => {
    if (fl & F_INITIAL && !initialHere) return false;
    const c = b[to]!;
    const occupied = c !== 0, enemy = occupied && c >> 4 !== color;
    const both = (fl & F_MOVE) && (fl & F_CAPTURE);
    if (fl & F_INITIAL) { if (!occupied) add(to, 'initial'); }
    else if (both) { if (!occupied) add(to, 'move'); else if (enemy) add(to, 'capture'); }
    else if (fl & F_MOVE) { if (!occupied) add(to, 'move-only'); }
    else if (fl & F_CAPTURE) { if (!occupied || enemy) add(to, 'capture-only'); }
    return occupied;
  };
  for (let i = T.leapStart[sq]!; i < T.leapStart[sq + 1]!; i++) visit(T.leapTo[i]!, T.leapFlags[i]!);
  for (let r = T.rayStart[sq]!; r < T.rayStart[sq + 1]!; r++) {
    const off = T.rayOff[r]!, fl = T.rayFlags[r]!;
    for (let k = 0; k < T.rayLen[r]!; k++) {
      const to = T.raySq[off + k]!;
      if (k < T.rayMin[r]!) { if (b[to] !== 0) break; continue; }
      if (visit(to, fl)) break;
    }
  }
  if (color === pos.turn) {
    for (const m of pos.legalMoves()) if (moveKind(m) === MoveKind.Castle && moveFrom(m) === sq) add(moveTo(m), 'castle');
  }
  return [...out].map(([square, kind]) => ({ square, kind }));
}
