/**
 * SAN read and write, with the Berserker forms of R10: `Zf3` (Berserker move or re-placement),
 * `Nb1=Z` / `Nfg1=Z` (release), `exf3/Zf1` (capture and placement under capture=capturer-turn).
 * Reading is tolerant (`0-0`, `e8Q`, missing `x`, `e.p.`, trailing `+`/`#`/`!?`); writing is minimal.
 * Also coordinate notation: `e2e4`, `e7e8q`, `g1d2z` (release), `z@f1` (placement), `e4f3/f1`.
 */
import { type Color, MoveKind, moveFrom, moveTo, moveKind, movePromo, movePlace } from './types.js';
import type { Position } from './position.js';
import { makeSquare, parseSquare, FILE_NAMES } from './geometry.js';
import { ChessError } from './errors.js';
import { dueAction, explainPlacement, knightSquares } from './berserker.js';

const letterOf = (pos: Position, type: number): string => pos.v.pieces[type - 1]!.letter;

/** The piece type a move moves (for a placement, the Berserker's or knight's). */
function movedType(pos: Position, m: number): number {
  const kind = moveKind(m);
  if (kind === MoveKind.Place) return pos.v.berserkerType;
  return pos.board[moveFrom(m)]! & 15;
}

function isCapture(pos: Position, m: number): boolean {
  const kind = moveKind(m);
  return kind === MoveKind.EnPassant || (kind <= MoveKind.MultiStep && pos.board[moveTo(m)] !== 0);
}

/** SAN without the check suffix. `legal` is the legal move list of `pos` (for disambiguation). */
function sanBody(pos: Position, m: number, legal: readonly number[]): string {
  const g = pos.v.geo, kind = moveKind(m), from = moveFrom(m), to = moveTo(m);
  const sq = (s: number) => makeSquare(g, s);
  switch (kind) {
    case MoveKind.Place:
      return 'Z' + sq(to);
    case MoveKind.Mark:
      return 'N' + sq(from) + '=Z';
    case MoveKind.Release: {
      // C9: only another release to the same square can make a release ambiguous; a staying knight never is.
      const rivals = from === to ? [] : legal.filter((o) => o !== m && moveKind(o) === MoveKind.Release && moveTo(o) === to && moveFrom(o) !== to);
      return 'N' + disambiguation(pos, from, rivals.map(moveFrom)) + sq(to) + '=Z';
    }
    case MoveKind.Castle:
      return to > from ? 'O-O' : 'O-O-O';
  }
  const type = movedType(pos, m);
  const capture = isCapture(pos, m);
  const promo = movePromo(m);
  const place = movePlace(m);
  // C11: rivals are judged on the move itself, whatever Berserker placement (/Z) comes with it.
  const rivals = legal.filter((o) => moveTo(o) === to && moveKind(o) <= MoveKind.EnPassant && moveFrom(o) !== from &&
    (pos.board[moveFrom(o)]! & 15) === type && (!promo || movePromo(o) === promo)).map(moveFrom);
  let s: string;
  if (pos.v.pawnTypes[type]) {
    const w = g.width, file = FILE_NAMES[from % w]!;
    if (capture) s = file + 'x' + sq(to);
    else if (from % w !== to % w) {
      // C15 (Berolina): a pawn that changes file names the file it leaves, as a capture does in chess.
      s = file + (rivals.some((r) => r % w === from % w) ? String(Math.floor(from / w) + 1) : '') + sq(to);
    } else s = disambiguation(pos, from, rivals) + sq(to);
  } else {
    s = letterOf(pos, type) + disambiguation(pos, from, rivals) + (capture ? 'x' : '') + sq(to);
  }
  if (promo) s += '=' + letterOf(pos, promo);
  if (place >= 0) s += '/Z' + sq(place);
  return s;
}

/** Minimal SAN disambiguation: file if it separates, else rank, else both. */
function disambiguation(pos: Position, from: number, rivals: number[]): string {
  const others = [...new Set(rivals)].filter((r) => r !== from);
  if (others.length === 0) return '';
  const w = pos.v.geo.width;
  const file = FILE_NAMES[from % w]!, rank = String(Math.floor(from / w) + 1);
  if (others.every((r) => r % w !== from % w)) return file;
  if (others.every((r) => Math.floor(r / w) !== Math.floor(from / w))) return rank;
  return file + rank;
}

/** SAN of a legal move `m` in `pos`, with `+` or `#`. */
export function makeSan(pos: Position, m: number, legal: readonly number[] = pos.legalMoves()): string {
  const body = sanBody(pos, m, legal);
  pos.make(m);
  let suffix = '';
  if (pos.inCheck()) suffix = pos.hasLegalMove() ? '+' : '#';
  pos.undo();
  return body + suffix;
}

/** Coordinate notation of a move. */
export function makeCoordinate(pos: Position, m: number): string {
  const g = pos.v.geo, kind = moveKind(m), sq = (s: number) => makeSquare(g, s);
  if (kind === MoveKind.Place) return 'z@' + sq(moveTo(m));
  if (kind === MoveKind.Release || kind === MoveKind.Mark) return sq(moveFrom(m)) + sq(moveTo(m)) + 'z';
  const promo = movePromo(m), place = movePlace(m);
  return sq(moveFrom(m)) + sq(moveTo(m)) + (promo ? letterOf(pos, promo).toLowerCase() : '') + (place >= 0 ? '/' + sq(place) : '');
}

const SQ = '[a-l](?:1[0-2]|[1-9])';
const SAN_RE = new RegExp(`^([A-Z])?([a-l])?(1[0-2]|[1-9])?([x:])?(${SQ})(?:=?\\(?([A-Z])\\)?)?(?:/Z(${SQ}))?$`);
const COORD_RE = new RegExp(`^(${SQ})-?(${SQ})([a-z])?(?:/(${SQ}))?$`);
const DROP_RE = new RegExp(`^[Zz]@(${SQ})$`);

const GLYPH = /(?:!!|\?\?|!\?|\?!|!|\?)$/;
const CHECK_MARK = /(?:\+\+|[+#])$/;
const EN_PASSANT = /\s*e\.?p\.?$/i;

/**
 * Strips what tolerant input may carry around a move: one annotation glyph (`!`, `?!`, …), one check or
 * mate mark, `e.p.`, spaces; reads castling written with zeros. Anything more is left for the reader
 * to reject.
 */
function clean(text: string): string {
  // Either order of check mark and glyph (Qh4#! as in PGN, or Qh4!#), e.p. before or after them.
  let s = text.trim().replace(EN_PASSANT, '').replace(GLYPH, '').replace(CHECK_MARK, '').replace(GLYPH, '').replace(EN_PASSANT, '');
  if (s === '0-0-0') s = 'O-O-O';
  else if (s === '0-0') s = 'O-O';
  return s;
}

const colorName = (c: Color) => (c ? 'Black' : 'White');

/**
 * Parses SAN (or, failing that, coordinate notation) into a legal move of `pos`. Throws ChessError.
 * `legal` is the legal move list of `pos`, when the caller already has it.
 */
export function parseMove(pos: Position, text: string, legal: readonly number[] = pos.legalMoves()): number {
  if (typeof text !== 'string' || text.trim() === '') throw new ChessError('ERR_SAN', 'empty move');
  const s = clean(text);
  const found = matchSan(pos, s, legal, text) ?? matchCoordinate(pos, s, legal);
  if (found !== null) return found;
  throw new ChessError(SAN_RE.test(s) || COORD_RE.test(s.toLowerCase()) || /^O-O(-O)?$/.test(s) || DROP_RE.test(s) ? 'ERR_ILLEGAL_MOVE' : 'ERR_SAN', whyIllegal(pos, s, legal, text));
}

/**
 * SAN shapes no legal move ever has, whatever the position: a reason, or null. (Coordinate notation
 * never takes these shapes, so rejecting them cannot hide a coordinate move.)
 */
function shapeError(pos: Position, m: RegExpExecArray): string | null {
  const [, piece, file, rank, mark, toText, promo] = m;
  const pawn = piece === undefined || pos.v.pawnTypes[pos.v.typeOf.get(piece) ?? 0] === true;
  if (pawn && rank !== undefined && file === undefined) {
    return `a pawn move names the file it leaves (as in dx${toText}), never its rank alone ("${rank}")`;
  }
  if (promo === 'Z') {
    if (pawn) return 'a pawn never promotes to the Berserker (R1)';
    // Another piece letter before =Z is a rule question (R3), answered with the placement turn in view.
    if (piece === 'N' && mark) return `a release never captures (C9): write it without "${mark}"`;
  } else if (promo !== undefined && !pawn) {
    return `only a pawn promotes, so the "${promo}" after ${toText} does not belong there`;
  }
  return null;
}

/** Null when the text does not describe any legal move; throws when it describes several, or is shaped wrong. */
function matchSan(pos: Position, s: string, legal: readonly number[], original: string): number | null {
  if (s === 'O-O' || s === 'O-O-O') {
    return legal.find((m) => moveKind(m) === MoveKind.Castle && (moveTo(m) > moveFrom(m)) === (s === 'O-O')) ?? null;
  }
  const m = SAN_RE.exec(s);
  if (!m) return null;
  const shape = shapeError(pos, m);
  if (shape) throw new ChessError('ERR_SAN', `"${original}": ${shape}`);
  const [, piece, file, rank, mark, toText, promoText, placeText] = m;
  const g = pos.v.geo, to = parseSquare(g, toText!), place = placeText ? parseSquare(g, placeText) : -1;
  if (to < 0 || (placeText && place < 0)) return null;
  const fromOk = (from: number) => (!file || FILE_NAMES[from % g.width] === file) && (!rank || String(Math.floor(from / g.width) + 1) === rank);
  let candidates = legal.filter((mv) => {
    const kind = moveKind(mv);
    if (promoText === 'Z') {
      // Release `Nb1=Z` / `Nfg1=Z`, or owner-marks `Ng1=Z`.
      if (piece !== 'N' || (kind !== MoveKind.Release && kind !== MoveKind.Mark)) return false;
      return moveTo(mv) === to && fromOk(moveFrom(mv));
    }
    if (kind === MoveKind.Place) return piece === 'Z' && !file && !rank && !promoText && !placeText && moveTo(mv) === to;
    // Under capture=capturer-turn a bare capture (`exf3`) is fine when it has one placement; else it is ambiguous.
    if (kind >= MoveKind.Castle || moveTo(mv) !== to || (placeText ? movePlace(mv) !== place : false)) return false;
    const type = movedType(pos, mv);
    const letter = letterOf(pos, type);
    if (pos.v.pawnTypes[type] ? piece !== undefined && piece !== letter : piece !== letter) return false;
    if (!fromOk(moveFrom(mv))) return false;
    const promo = movePromo(mv);
    return promo ? promoText === letterOf(pos, promo) : promoText === undefined;
  });
  // A capture mark picks the capture among moves the text could otherwise mean (Berolina: dxd6 e.p. beside e5-d6).
  if (mark && candidates.length > 1 && candidates.some((c) => isCapture(pos, c))) candidates = candidates.filter((c) => isCapture(pos, c));
  if (candidates.length > 1) {
    throw new ChessError('ERR_SAN', `"${s}" is ambiguous: it could be ${candidates.map((c) => sanBody(pos, c, legal)).join(' or ')}`);
  }
  const found = candidates[0];
  if (found === undefined) return null;
  if (mark && !isCapture(pos, found)) {
    const right = sanBody(pos, found, legal);
    throw new ChessError('ERR_SAN', moveKind(found) >= MoveKind.Release
      ? `"${original}": a placement never captures (C9); write ${right}`
      : `"${original}" marks a capture with "${mark}", but ${makeSquare(g, to)} is empty; write ${right}`);
  }
  return found;
}

function matchCoordinate(pos: Position, s: string, legal: readonly number[]): number | null {
  const g = pos.v.geo;
  const drop = DROP_RE.exec(s);
  if (drop) return legal.find((m) => moveKind(m) === MoveKind.Place && moveTo(m) === parseSquare(g, drop[1]!)) ?? null;
  const m = COORD_RE.exec(s.toLowerCase());
  if (!m) return null;
  const from = parseSquare(g, m[1]!), to = parseSquare(g, m[2]!), suffix = m[3], place = m[4] ? parseSquare(g, m[4]) : -1;
  return legal.find((mv) => {
    const kind = moveKind(mv);
    if (moveFrom(mv) !== from || moveTo(mv) !== to || movePlace(mv) !== place) return false;
    // C14: a release is written with a z suffix; on a placement turn nothing else is legal, so the bare form reads too.
    if (kind === MoveKind.Release || kind === MoveKind.Mark) return suffix === 'z' || suffix === undefined;
    if (kind === MoveKind.Place) return false;
    const promo = movePromo(mv);
    return promo ? suffix === letterOf(pos, promo).toLowerCase() : suffix === undefined;
  }) ?? null;
}

/** A sentence saying why `s` is not a legal move here, as specific as we can make it. */
function whyIllegal(pos: Position, s: string, legal: readonly number[], original: string): string {
  const who = colorName(pos.turn);
  if (legal.length === 0) return `"${original}": ${who} has no legal moves (the game is over)`;
  const act = pos.v.rules ? dueAction(pos) : 0;
  const placing = legal.some((m) => moveKind(m) >= MoveKind.Release);
  if (placing) {
    const placer = colorName((pos.turn ^ (act === MoveKind.Mark ? 0 : 1)) as Color);
    const what = act === MoveKind.Place ? `${placer} must place ${who}'s captured Berserker`
      : act === MoveKind.Release ? `${placer} must release ${who}'s Berserker`
      : `${placer} must mark one of ${colorName((pos.turn ^ 1) as Color)}'s knights as its Berserker`;
    const specific = explainPlacementText(pos, act, s);
    if (specific) return `"${original}" is not a legal placement: ${specific}`;
    const examples = legal.slice(0, 4).map((m) => sanBody(pos, m, legal)).join(', ');
    return `"${original}" is not a legal placement: this is a placement turn (${what}); legal: ${examples}${legal.length > 4 ? ', …' : ''}`;
  }
  if (!SAN_RE.test(s) && !COORD_RE.test(s.toLowerCase()) && !/^O-O(-O)?$/.test(s) && !DROP_RE.test(s)) {
    if (/[+#!?]/.test(s)) return `"${original}": a check mark (+ or #) and an annotation (!, ?, !?, …) may each come once, at the end of the move`;
    return `"${original}" is not a move in SAN (e.g. Nf3, exd5, O-O, e8=Q, Nb1=Z, Zf1) or coordinates (e.g. e2e4)`;
  }
  if (/^O-O(-O)?$/.test(s)) return `"${original}": ${who} cannot castle ${s === "O-O" ? "kingside" : "queenside"} here`;
  const m = SAN_RE.exec(s);
  if (m) {
    const letter = m[1] ?? pos.v.pieces.find((p) => p.pawn)?.letter ?? 'P';
    if (!pos.v.typeOf.has(letter)) return `"${original}": ${pos.v.def.name} has no piece ${letter}`;
    if (letter === 'Z' && m[6] === undefined && pos.v.berserkerType) {
      const z = pos.v.berserkerType | (pos.turn << 4);
      if (!pos.board.includes(z)) return `"${original}": ${who} has no Berserker on the board`;
    }
    if (m[6] === 'Z') return `"${original}": no release of a Berserker is due now`;
    const to = parseSquare(pos.v.geo, m[5]!);
    if (to < 0) return `"${original}": ${m[5]} is not a square of the ${pos.v.geo.width}x${pos.v.geo.height} board`;
    if (m[6] !== undefined && !pos.isPromotionSquare(to, pos.turn)) return `"${original}": a pawn promotes only on the last rank, and ${m[5]} is not on it`;
    if (pos.inCheck()) return `"${original}" is illegal: ${who} is in check`;
    return `"${original}" is not legal for ${who} in this position`;
  }
  return `"${original}" is not legal for ${who} in this position`;
}

/** Reads a placement the user wrote and asks the rules why it fails. */
function explainPlacementText(pos: Position, act: number, s: string): string | null {
  const m = SAN_RE.exec(s);
  if (!m) return null;
  const [, piece = '', file, rank, , toText, promo] = m;
  // Only text shaped like a placement gets a rule-by-rule answer; anything else gets the list of choices.
  if ((act === MoveKind.Release || act === MoveKind.Mark) && promo !== 'Z') return null;
  const g = pos.v.geo, to = parseSquare(g, toText!);
  if (to < 0) return `${toText} is not a square of the ${g.width}x${g.height} board`;
  if (act !== MoveKind.Release) return explainPlacement(pos, act, -1, to, piece);
  // Which knight did the writer mean? The one named by file/rank, else one standing on the target, else the only one.
  const knights = knightSquares(pos, pos.turn).filter((k) => (!file || FILE_NAMES[k % g.width] === file) && (!rank || String(Math.floor(k / g.width) + 1) === rank));
  const knight = knights.includes(to) ? to : knights.length >= 1 ? knights[0]! : -1;
  if (piece === 'N' && knight < 0 && (file || rank)) return `R3: there is no ${pos.turn ? 'black' : 'white'} knight on ${file ?? ''}${rank ?? ''}`;
  return explainPlacement(pos, act, knight, to, piece);
}
