/**
 * Words for people: square labels for the grid, the sentence announced after each move, and the
 * always-visible line saying who is to move and who controls the turn. Pure functions over the
 * engine's presentation data (PieceView, MoveInfo, BoardView, VariantInfo); the live region that
 * speaks them is the Announcer.
 */
import { nagText, reasonText, variantInfo, type BoardView, type GameTree, type MoveInfo, type MoveToken, type PieceView, type VariantInfo } from '@berserker-chess/engine';

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

/** What the move list and the live region need of a move: a game tree's node, or a move of a line (play and puzzle modes). */
export interface ListNode {
  readonly path: string;
  readonly san: string;
  readonly token: MoveToken;
  readonly move: MoveInfo;
  readonly nags: readonly number[];
  readonly glyphs: readonly string[];
  readonly commentsBefore: readonly string[];
  readonly comments: readonly string[];
  /** R8: the action this move replaced (Oh No!), and one taken back after it and not replaced yet. */
  readonly retracted: MoveInfo | null;
  readonly retractedAfter: MoveInfo | null;
  readonly children: readonly ListNode[];
}

/** Is the move a Berserker placement (or a mark, R3)? */
export const isPlacement = (m: MoveInfo): boolean => m.kind === 'release' || m.kind === 'place' || m.kind === 'mark';

/**
 * A move as a screen reader hears it in the move list: "12… Nf6, good move, comment: …". A placement
 * says what happened ("Black places White's Berserker on f1"); `speak` (the live region, when the move
 * is shown) always does, and says the Oh No! take-backs around the move.
 */
export function moveLabel(variant: string, n: ListNode, own = false, speak = false): string {
  const parts = [`${n.token.spokenLabel} ${n.san}`, ...n.nags.map(nagText)];
  if (speak || isPlacement(n.move)) parts.push(describeMove(variant, n.move).slice(0, -1));
  if (speak && n.retracted) parts.push(`replacing ${n.retracted.san}, taken back with Oh No!`);
  if (speak && n.retractedAfter) parts.push(`then ${n.retractedAfter.san}, taken back with Oh No!`);
  if (own) parts.push('your move');
  const comment = [...n.commentsBefore, ...n.comments].join(' ');
  if (comment) parts.push(`comment: ${comment}`);
  return parts.join(', ');
}

/** What the live region says when the reader steps to a move of a game tree (or to its start). */
export function nodeSpeech(variant: string, n: ListNode | null, tree: GameTree): string {
  return n ? `${moveLabel(variant, n, false, true)}.` : ['Start position.', ...tree.comments].join(' ');
}
