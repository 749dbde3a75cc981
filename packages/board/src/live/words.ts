/**
 * Words for people: square labels for the grid, the sentence announced after each move, the
 * always-visible line saying who is to move and who controls the turn, and why a square is not a
 * placement square. Pure functions over the engine's presentation data (PieceView, MoveInfo, BoardView,
 * PlacementRefusal, VariantInfo), each sentence a template of the board's message table (messages/en.ts,
 * src/lang/); the live region that speaks them is the Announcer.
 */
import { variantInfo, type BoardView, type MoveInfo, type PieceView, type PlacementRefusal, type VariantInfo } from '@berserker-chess/engine';
import { EN, type MessageKey, type Messages, type Words } from '../messages/en.js';
import { fill } from '../messages/en-still.js';

export type { Words };
type Side = 'white' | 'black';
const other = (c: Side): Side => (c === 'white' ? 'black' : 'white');

/** The board's words: the page's `messages`, else its language's table, else English. */
export const makeWords = (table: () => Messages | null, own: () => Partial<Messages> | null | undefined): Words =>
  (key, params) => fill(own()?.[key] ?? table()?.[key] ?? EN[key] ?? '', params);

/** A key made of a prefix and a name from the engine (`piece.${role}`): '' when the table has none. */
export const keyOf = (prefix: string, name: string): MessageKey => `${prefix}.${name.replace(/ /g, '-')}` as MessageKey;

const infos = new Map<string, VariantInfo>();
/** The variant's metadata (kept: every label of every board asks). */
export function variantOf(id: string): VariantInfo {
  let info = infos.get(id);
  if (!info) infos.set(id, (info = variantInfo(id)));
  return info;
}

/** A piece's name by its role: "pawn", "Berserker", "amazon" (the role itself when the table lacks it). */
export const roleName = (t: Words, role: string): string => t(keyOf('piece', role)) || role;

/** The variant's name of the piece with `letter`. */
export function pieceName(t: Words, variant: string, letter: string): string {
  const L = letter.toUpperCase();
  const role = variantOf(variant).pieces.find((p) => p.letter === L)?.role;
  return role ? roleName(t, role) : L;
}

/** A piece with its colour, the colour's form agreeing with the piece: "white pawn", "weiße Dame", "dame blanche". */
export const colored = (t: Words, p: Pick<PieceView, 'color' | 'role'>): string =>
  t('piece.colored', { color: t(keyOf(p.color, t(keyOf('gender', p.role)) || 'm')), piece: roleName(t, p.role) });

/** The grid cell's label: "e4, white pawn", "g1, white Berserker", "d5, empty". */
export const squareLabel = (t: Words, square: string, piece: PieceView | null): string =>
  piece ? t('square.piece', { square, piece: colored(t, piece) }) : t('square.empty', { square });

/** "White: knight g1 to f3.", "Black places White's Berserker on f1.", "White: pawn e5 takes pawn on d6 en passant, check." */
export function describeMove(t: Words, variant: string, m: MoveInfo): string {
  const color = t(m.color);
  const by = t(m.controller);
  const owner = t(`${m.color}.of`);
  const theirs = t(`${other(m.color)}.of`);
  let s: string;
  if (m.kind === 'release' || m.kind === 'place') {
    s = t(m.kind === 'place' ? 'move.place' : m.from === m.to ? 'move.releaseHere' : 'move.release', { by, owner, square: m.to, from: m.from ?? '' });
  } else if (m.kind === 'mark') {
    s = t('move.mark', { color, other: theirs, square: m.to });
  } else if (m.kind === 'castle') {
    s = t(m.castle === 'queenside' ? 'move.queenside' : 'move.kingside', { color });
  } else {
    const name = (l: string | null) => (l ? pieceName(t, variant, l) : '');
    s = t(m.kind === 'en-passant' ? 'move.enPassant' : m.captured ? 'move.capture' : 'move.step', { color, piece: name(m.piece), from: m.from ?? '', to: m.to, captured: name(m.captured) });
    if (m.promotion) s = t('move.promotes', { move: s, piece: name(m.promotion) });
    if (m.placement) s = t('move.alsoPlaces', { move: s, other: theirs, square: m.placement });
  }
  return t(m.check === 'checkmate' ? 'move.checkmate' : m.check ? 'move.check' : 'move.end', { move: s });
}

/** Who is to move and who controls the turn, or how the game ended (with R9's points above 1). */
export function statusText(t: Words, v: BoardView): string {
  const st = v.status;
  if (st.over) {
    const reason = st.reason ? t(keyOf('reason', st.reason)) : '';
    const points = st.winner ? st.points[st.winner] : 0;
    return st.winner ? t(points > 1 ? 'status.winPoints' : 'status.win', { reason, winner: t(st.winner), points, result: st.result }) : t('status.draw', { reason, result: st.result });
  }
  const p = v.placement;
  if (p) return t(p.kind === 'mark' ? 'status.mark' : 'status.place', { turnOf: t(`${v.turn}.of`), by: t(p.controller), owner: t(`${p.owner}.of`) });
  return t(v.checks.length ? 'status.inCheck' : 'status.toMove', { color: t(v.turn) });
}

/** A list in words: "a, b and c". */
const listed = (t: Words, items: readonly string[]): string =>
  items.length > 1 ? t('list.and', { items: items.slice(0, -1).join(', '), last: items[items.length - 1]! }) : (items[0] ?? '');

/** Why a square is not a placement square, from the engine's structured reason (the Berserker's `owner`). */
export function refusalText(t: Words, r: PlacementRefusal, owner: Side): string {
  const x = r.reason;
  const base = { square: r.square, owner: t(`${owner}.of`) };
  switch (x.code) {
    case 'occupied':
      return t('refusal.occupied', { ...base, piece: colored(t, x.piece) });
    case 'attacks':
      return t('refusal.attacks', { ...base, pieces: listed(t, x.attacked.map((p) => t('refusal.pieceOn', { piece: roleName(t, p.role), square: p.square }))) });
    case 'wrong-rank':
      return t('refusal.wrongRank', { ...base, rank: x.rank, placementRank: x.placementRank });
    case 'king-in-check':
      return t(r.knight ? 'refusal.kingRelease' : 'refusal.kingPlace', { ...base, knight: r.knight ?? '', king: x.king });
    case 'not-a-knight':
      return x.piece ? t('refusal.notKnight', { ...base, piece: colored(t, x.piece) }) : t('refusal.empty', base);
  }
}
