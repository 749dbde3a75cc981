/**
 * Words for people: square labels for the grid, the sentence announced after each move, and the
 * always-visible line saying who is to move and who controls the turn. Pure functions over the
 * engine's data (MoveInfo, Game); the live region that speaks them lives in the element.
 */
import type { Game, GameStatus, MoveInfo, PlacementTurn, Variant } from '@berserker-chess/engine';

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const other = (c: string): string => (c === 'white' ? 'Black' : 'White');

/** The variant's name of the piece with `letter`: "pawn", "knight", "Berserker", "Amazon" stays readable. */
export function pieceName(v: Variant, letter: string): string {
  const L = letter.toUpperCase();
  const name = v.pieces[(v.typeOf.get(L) ?? 0) - 1]?.name ?? L;
  return L === 'Z' ? name : name.toLowerCase();
}

/** The grid cell's label: "e4, white pawn", "g1, white Berserker", "d5, empty". */
export function squareLabel(v: Variant, name: string, code: number): string {
  if (!code) return `${name}, empty`;
  const piece = v.pieces[(code & 15) - 1];
  return `${name}, ${code >> 4 ? 'black' : 'white'} ${piece ? pieceName(v, piece.letter) : '?'}`;
}

/** "White: knight g1 to f3.", "Black places White's Berserker on f1.", "White: pawn e5 takes pawn on d6 en passant, check." */
export function describeMove(v: Variant, m: MoveInfo): string {
  const who = cap(m.color);
  const by = cap(m.controller);
  let s: string;
  if (m.kind === 'release' || m.kind === 'place') {
    s = `${by} places ${who}'s Berserker on ${m.to}`;
    if (m.kind === 'release') s += m.from === m.to ? ', where the knight stands' : `, the knight from ${m.from}`;
  } else if (m.kind === 'mark') {
    s = `${who} marks ${other(m.color)}'s knight on ${m.to} as ${other(m.color)}'s Berserker`;
  } else if (m.kind === 'castle') {
    s = `${who} castles ${m.san.startsWith('O-O-O') ? 'queenside' : 'kingside'}`;
  } else {
    s = `${who}: ${pieceName(v, m.piece)} ${m.from} ${m.captured ? `takes ${pieceName(v, m.captured)} on` : 'to'} ${m.to}`;
    if (m.kind === 'en-passant') s += ' en passant';
    if (m.promotion) s += `, promotes to ${pieceName(v, m.promotion)}`;
    if (m.placement) s += `, and places ${other(m.color)}'s Berserker on ${m.placement}`;
  }
  return s + (m.san.endsWith('#') ? ', checkmate.' : m.san.endsWith('+') ? ', check.' : '.');
}

/** Who is to move and who controls the turn, or how the game ended. */
export function statusText(g: Game, st: GameStatus, t: PlacementTurn | null): string {
  if (st.over) {
    const pts = st.winner && st.points[st.winner] > 1 ? `, ${st.points[st.winner]} points` : '';
    return `${cap((st.reason ?? '').replace(/-/g, ' '))}: ${st.winner ? `${cap(st.winner)} wins${pts}` : 'draw'} (${st.result})`;
  }
  if (t?.kind === 'mark') return `${cap(t.controller)} to mark ${cap(t.owner)}'s Berserker`;
  if (t) return `${cap(g.turn)}'s turn: ${cap(t.controller)} places ${cap(t.owner)}'s Berserker`;
  return `${cap(g.turn)} to move${g.position.inCheck() ? ', in check' : ''}`;
}
