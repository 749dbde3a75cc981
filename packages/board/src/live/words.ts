/**
 * Words for people: square labels for the grid, the sentence announced after each move, a puzzle's
 * refutation, and the always-visible line saying who is to move and who controls the turn. Pure
 * functions over the engine's presentation data (PieceView, MoveInfo, BoardView, VariantInfo); the live
 * region that speaks them is the Announcer.
 */
import { reasonText, variantInfo, type BoardView, type MoveInfo, type PieceView, type VariantInfo } from '@berserker-chess/engine';

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const other = (c: string): string => (c === 'white' ? 'Black' : 'White');

const infos = new Map<string, VariantInfo>();
/** The variant's metadata (kept: every label of every board asks). */
export function variantOf(id: string): VariantInfo {
  let info = infos.get(id);
  if (!info) infos.set(id, (info = variantInfo(id)));
  return info;
}

/** The variant's name of the piece with `letter`: "pawn", "knight", "Berserker", "amazon". */
export function pieceName(variant: string, letter: string): string {
  const L = letter.toUpperCase();
  return variantOf(variant).pieces.find((p) => p.letter === L)?.name ?? L;
}

/** The grid cell's label: "e4, white pawn", "g1, white Berserker", "d5, empty". */
export function squareLabel(square: string, piece: PieceView | null): string {
  return piece ? `${square}, ${piece.color} ${piece.name}` : `${square}, empty`;
}

/** "White: knight g1 to f3.", "Black places White's Berserker on f1.", "White: pawn e5 takes pawn on d6 en passant, check." */
export function describeMove(variant: string, m: MoveInfo): string {
  const who = cap(m.color);
  const by = cap(m.controller);
  let s: string;
  if (m.kind === 'release' || m.kind === 'place') {
    s = `${by} places ${who}'s Berserker on ${m.to}`;
    if (m.kind === 'release') s += m.from === m.to ? ', where the knight stands' : `, the knight from ${m.from}`;
  } else if (m.kind === 'mark') {
    s = `${who} marks ${other(m.color)}'s knight on ${m.to} as ${other(m.color)}'s Berserker`;
  } else if (m.kind === 'castle') {
    s = `${who} castles ${m.castle}`;
  } else {
    s = `${who}: ${pieceName(variant, m.piece)} ${m.from} ${m.captured ? `takes ${pieceName(variant, m.captured)} on` : 'to'} ${m.to}`;
    if (m.kind === 'en-passant') s += ' en passant';
    if (m.promotion) s += `, promotes to ${pieceName(variant, m.promotion)}`;
    if (m.placement) s += `, and places ${other(m.color)}'s Berserker on ${m.placement}`;
  }
  return s + (m.check ? `, ${m.check}.` : '.');
}

/** Puzzle feedback when the board answers a wrong move: "Qh5 is not the solution: Qxf7# answers it." */
export const refutationText = (move: string, reply: string): string => `${move} is not the solution: ${reply} answers it.`;

/** Who is to move and who controls the turn, or how the game ended (with R9's points above 1). */
export function statusText(v: BoardView): string {
  const st = v.status;
  if (st.over) {
    const pts = st.winner && st.points[st.winner] > 1 ? `, ${st.points[st.winner]} points` : '';
    return `${cap(st.reason ? reasonText(st.reason) : '')}: ${st.winner ? `${cap(st.winner)} wins${pts}` : 'draw'} (${st.result})`;
  }
  const t = v.placement;
  if (t?.kind === 'mark') return `${cap(t.controller)} to mark ${cap(t.owner)}'s Berserker`;
  if (t) return `${cap(v.turn)}'s turn: ${cap(t.controller)} places ${cap(t.owner)}'s Berserker`;
  return `${cap(v.turn)} to move${v.checks.length ? ', in check' : ''}`;
}
