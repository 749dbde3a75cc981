/**
 * FEN read and write: the six standard fields, multi-digit empty runs for boards up to 12 wide, and the
 * Berserker variants' seventh field (T t R r P p, or -). Every rejection is a ChessError naming the field.
 */
import { type Color } from './types.js';
import { ChessError, type ErrorCode } from './errors.js';
import { type Variant } from './variant.js';
import { Position } from './position.js';
import { makeSquare, parseSquare, FILE_NAMES } from './geometry.js';
import { parseBetza } from './betza.js';
import { FLAG_LETTERS, RELEASE_WAITS, PLACE_WAITS, TRIGGERED, FIRST_MOVES_TOGETHER, settle } from './berserker.js';

const fail = (code: ErrorCode, field: string, message: string): never => {
  throw new ChessError(code, message, `FEN ${field}`);
};

export function pieceLetter(v: Variant, code: number): string {
  const l = v.pieces[(code & 15) - 1]!.letter;
  return code >> 4 ? l.toLowerCase() : l;
}

export function parseFen(v: Variant, fen: string): Position {
  if (typeof fen !== 'string') fail('ERR_FEN', 'string', 'a FEN must be a string');
  const fields = fen.trim().split(/\s+/);
  const maxFields = v.rules ? 7 : 6;
  if (fields.length < 4 || fields.length > maxFields || fields[0] === '') {
    fail('ERR_FEN_FIELDS', 'fields', `expected 4 to ${maxFields} space-separated fields, found ${fields[0] === '' ? 0 : fields.length}` +
      (fields.length === 7 && !v.rules ? ' (the seventh, Berserker field needs a Berserker variant)' : ''));
  }
  const pos = new Position(v);
  parseBoard(v, pos, fields[0]!);
  const turn = fields[1]!;
  if (turn !== 'w' && turn !== 'b') fail('ERR_FEN_TURN', 'side to move', `"${turn}" is not w or b`);
  pos.turn = turn === 'w' ? 0 : 1;
  parseCastling(v, pos, fields[2]!);
  const epText = fields[3]!;
  pos.halfmove = parseCount(fields[4] ?? '0', 'halfmove clock', 'ERR_FEN_HALFMOVE', 0);
  pos.fullmove = parseCount(fields[5] ?? '1', 'fullmove number', 'ERR_FEN_FULLMOVE', 1);
  if (v.rules) parseFlags(v, pos, fields[6] ?? '-');
  validateKings(v, pos);
  parseEnPassant(v, pos, epText);
  pos.locateKings();
  if (pos.royalAttacked((pos.turn ^ 1) as Color)) {
    fail('ERR_FEN_CHECK', 'side to move', `${pos.turn === 0 ? 'Black' : 'White'} is in check but it is ${pos.turn === 0 ? 'White' : 'Black'}'s turn`);
  }
  if (!pos.enPassantPlayable()) { pos.ep1 = pos.ep2 = pos.epVictim = -1; }
  // C13: only a game that begins from the start position announces both first moves together.
  if (v.def.simultaneousFirstMove && pos.flags === 0 && pos.fullmove === 1 && isStartPosition(pos)) pos.flags |= FIRST_MOVES_TOGETHER;
  pos.rehash();
  if (v.rules) settle(pos);
  return pos;
}

/** Board, side to move, castling and en passant as in the variant's start position (clocks aside). */
function isStartPosition(pos: Position): boolean {
  const start = pos.v.def.startFen.split(' ').slice(0, 4).join(' ');
  return makeFen(pos).split(' ').slice(0, 4).join(' ') === start;
}

function parseCount(text: string, field: string, code: ErrorCode, min: number): number {
  if (!/^\d{1,6}$/.test(text) || Number(text) < min) fail(code, field, `"${text}" is not a whole number of at least ${min}`);
  return Number(text);
}

function parseBoard(v: Variant, pos: Position, text: string): void {
  const { width, height } = v.geo;
  const rows = text.split('/');
  if (rows.length !== height) fail('ERR_FEN_BOARD', 'board', `expected ${height} ranks separated by /, found ${rows.length}`);
  rows.forEach((row, i) => {
    const rank = height - 1 - i;
    let file = 0;
    for (let j = 0; j < row.length; ) {
      const ch = row[j]!;
      if (ch >= '0' && ch <= '9') {
        let digits = ch;
        while (j + 1 < row.length && row[j + 1]! >= '0' && row[j + 1]! <= '9') digits += row[++j];
        const n = Number(digits);
        if (digits.startsWith('0')) fail('ERR_FEN_BOARD', 'board', `rank ${rank + 1}: "${digits}" is not a count of empty squares (1 to ${width})`);
        file += n;
        j++;
        continue;
      }
      const type = v.typeOf.get(ch.toUpperCase());
      if (!type) {
        fail('ERR_FEN_BOARD', 'board', `rank ${rank + 1}: "${ch}" is not a piece of ${v.def.name} (pieces: ${[...v.typeOf.keys()].join('')})`);
      }
      if (file >= width) fail('ERR_FEN_BOARD', 'board', `rank ${rank + 1} ("${row}") has more than ${width} squares`);
      pos.board[rank * width + file] = type! | ((ch === ch.toUpperCase() ? 0 : 1) << 4);
      file++;
      j++;
    }
    if (file !== width) fail('ERR_FEN_BOARD', 'board', `rank ${rank + 1} ("${row}") covers ${file} squares, not ${width}`);
  });
  for (let sq = 0; sq < v.geo.size; sq++) {
    const c = pos.board[sq]!;
    if (c && v.pawnTypes[c & 15]) {
      const rel = pos.relativeRank(sq, (c >> 4) as Color);
      if (rel === 0 || rel === height - 1) {
        fail('ERR_FEN_BOARD', 'board', `a ${c >> 4 ? 'black' : 'white'} pawn cannot stand on ${makeSquare(v.geo, sq)}`);
      }
    }
  }
}

function validateKings(v: Variant, pos: Position): void {
  if (!v.singleRoyal) return;
  for (const color of [0, 1] as const) {
    let n = 0;
    for (let sq = 0; sq < v.geo.size; sq++) {
      const c = pos.board[sq]!;
      if (c && c >> 4 === color && v.royalTypes[c & 15]) n++;
    }
    if (n !== 1) fail('ERR_FEN_KINGS', 'board', `${color ? 'Black' : 'White'} has ${n} kings; ${v.def.name} needs exactly one`);
  }
}

function parseCastling(v: Variant, pos: Position, text: string): void {
  if (text === '-') return;
  if (!/^[KQkqA-La-l]+$/.test(text)) fail('ERR_FEN_CASTLING', 'castling', `"${text}" is not -, KQkq or rook files`);
  if (v.def.castleDistance === 0) fail('ERR_FEN_CASTLING', 'castling', `${v.def.name} has no castling, so the field must be -`);
  const { width } = v.geo;
  const seen = new Set<string>();
  for (const ch of text) {
    if (seen.has(ch)) fail('ERR_FEN_CASTLING', 'castling', `"${ch}" appears twice`);
    seen.add(ch);
    const color: Color = ch === ch.toUpperCase() ? 0 : 1;
    const king = findPiece(pos, v.kingType | (color << 4));
    const who = color ? 'Black' : 'White';
    if (king < 0) fail('ERR_FEN_CASTLING', 'castling', `"${ch}": ${who} has no king`);
    const kRank = Math.floor(king / width), kFile = king % width;
    const rook = v.rookType | (color << 4);
    const lower = ch.toLowerCase();
    let rookSq = -1;
    if (lower === 'k' || lower === 'q') {
      // Outermost rook on the king's rank, on the named side (X-FEN).
      const dir = lower === 'k' ? 1 : -1;
      for (let f = kFile + dir; f >= 0 && f < width; f += dir) if (pos.board[kRank * width + f] === rook) rookSq = kRank * width + f;
    } else {
      const f = FILE_NAMES.indexOf(lower);
      if (f >= width || pos.board[kRank * width + f] !== rook) fail('ERR_FEN_CASTLING', 'castling', `"${ch}": no ${who.toLowerCase()} rook on the ${lower}-file of the king's rank`);
      rookSq = kRank * width + f;
    }
    if (rookSq < 0) fail('ERR_FEN_CASTLING', 'castling', `"${ch}": ${who} has no rook on that side of the king`);
    checkHomeSquares(v, ch, color, king, rookSq);
    const side = rookSq % width > kFile ? 0 : 1;
    const bit = color * 2 + side;
    if (pos.castling & (1 << bit)) fail('ERR_FEN_CASTLING', 'castling', `"${ch}" repeats a right`);
    pos.castling |= 1 << bit;
    pos.castleRook[bit] = rookSq;
    pos.castleKing[color] = king;
    pos.castleMask[king]! |= 3 << (color * 2);
    pos.castleMask[rookSq]! |= 1 << bit;
  }
}

interface HomeSquares {
  /** Each side's king square in the start position (-1 if none). */
  readonly king: readonly [number, number];
  /** Each side's rook squares in the start position. */
  readonly rooks: readonly [readonly number[], readonly number[]];
}

const homeCache = new WeakMap<Variant, HomeSquares>();

/** Where the king and the rooks stand in the variant's start position: the only squares castling starts from. */
function homeSquares(v: Variant): HomeSquares {
  let h = homeCache.get(v);
  if (!h) {
    const start = new Position(v);
    parseBoard(v, start, v.def.startFen.split(' ')[0]!);
    const king: [number, number] = [findPiece(start, v.kingType), findPiece(start, v.kingType | 16)];
    const rooks: [number[], number[]] = [[], []];
    for (let sq = 0; sq < v.geo.size; sq++) {
      const c = start.board[sq]!;
      if (v.rookType && c !== 0 && (c & 15) === v.rookType) rooks[c >> 4]!.push(sq);
    }
    h = { king, rooks };
    homeCache.set(v, h);
  }
  return h;
}

/** A castling right needs the king and that rook on their home squares (issue 17: `4K2R w K` is not castling). */
function checkHomeSquares(v: Variant, ch: string, color: Color, king: number, rookSq: number): void {
  const home = homeSquares(v), who = color ? 'Black' : 'White', sq = (s: number) => makeSquare(v.geo, s);
  if (home.rooks[color].length === 0) {
    fail('ERR_FEN_CASTLING', 'castling', `"${ch}": ${v.def.name} starts with no ${who.toLowerCase()} rook, so ${who} has no castling rights (the field must be -)`);
  }
  if (king !== home.king[color]) {
    fail('ERR_FEN_CASTLING', 'castling', `"${ch}": ${who}'s king stands on ${sq(king)}, not on its home square ${sq(home.king[color])}, so it cannot castle`);
  }
  if (!home.rooks[color].includes(rookSq)) {
    const homes = home.rooks[color].filter((r) => (r % v.geo.width > king % v.geo.width) === (rookSq % v.geo.width > king % v.geo.width));
    fail('ERR_FEN_CASTLING', 'castling', `"${ch}": the ${who.toLowerCase()} rook it names stands on ${sq(rookSq)}, not on its home square ${homes.map(sq).join(' or ') || home.rooks[color].map(sq).join(' or ')}`);
  }
}

function findPiece(pos: Position, code: number): number {
  for (let sq = 0; sq < pos.size; sq++) if (pos.board[sq] === code) return sq;
  return -1;
}

function parseEnPassant(v: Variant, pos: Position, text: string): void {
  if (text === '-') return;
  const geo = v.geo;
  const parts = text.match(/[a-l](?:1[0-2]|[1-9])/g) ?? [];
  if (parts.join('') !== text || parts.length > 2) fail('ERR_FEN_EP', 'en passant', `"${text}" is not - or a square`);
  const squares = parts.map((p) => parseSquare(geo, p));
  if (squares.some((s) => s < 0)) fail('ERR_FEN_EP', 'en passant', `"${text}" is off the ${geo.width}x${geo.height} board`);
  const mover = (pos.turn ^ 1) as Color; // the side that just made the multi-square step
  const isMoverPawn = (sq: number) => { const c = pos.board[sq]!; return c !== 0 && c >> 4 === mover && v.pawnTypes[c & 15]; };
  let skipped: number, victim: number;
  if (squares.length === 2) {
    // Berolina form: one square holds the pawn that moved, the other is the square it skipped (either order).
    const [a, b] = squares as [number, number];
    if (isMoverPawn(a) && pos.board[b] === 0) { victim = a; skipped = b; }
    else if (isMoverPawn(b) && pos.board[a] === 0) { victim = b; skipped = a; }
    else return fail('ERR_FEN_EP', 'en passant', `"${text}": expected an empty skipped square and the ${mover ? 'black' : 'white'} pawn that skipped it`);
  } else {
    skipped = squares[0]!;
    if (pos.board[skipped] !== 0) fail('ERR_FEN_EP', 'en passant', `${text} is not empty`);
    // The pawn stands further along its file, past any other skipped squares.
    const step = mover === 0 ? geo.width : -geo.width;
    victim = -1;
    for (let s = skipped + step; s >= 0 && s < geo.size; s += step) {
      if (pos.board[s] === 0) continue;
      if (isMoverPawn(s)) victim = s;
      break;
    }
    if (victim < 0) fail('ERR_FEN_EP', 'en passant', `no ${mover ? 'black' : 'white'} pawn stands beyond ${text} as if it had just skipped it`);
  }
  // The pawn came from its start rank, one step behind the (first) skipped square, in one initial step.
  const w = geo.width;
  const df = Math.sign((skipped % w) - (victim % w)), dr = Math.sign(Math.floor(skipped / w) - Math.floor(victim / w));
  const type = pos.board[victim]! & 15;
  const of = (skipped % w) + df, or = Math.floor(skipped / w) + dr;
  const origin = of >= 0 && of < w && or >= 0 && or < geo.height ? or * w + of : -1;
  const steps = Math.max(Math.abs((origin % w) - (victim % w)), Math.abs(Math.floor(origin / w) - Math.floor(victim / w)));
  const longest = Math.max(0, ...parseBetza(v.pieces[type - 1]!.betza).filter((a) => a.initial && a.move).map((a) => a.max));
  if (origin < 0 || pos.relativeRank(origin, mover) !== v.initialRank[type] || steps < 2 || steps > longest || (pos.board[origin] !== 0 && !v.spawnOf)) {
    fail('ERR_FEN_EP', 'en passant', `"${text}": no pawn can have just skipped that square (it would have come from ${origin >= 0 ? makeSquare(geo, origin) : 'off the board'} in ${steps} steps)`);
  }
  pos.ep1 = skipped;
  const dist = Math.abs(Math.floor(victim / geo.width) - Math.floor(skipped / geo.width));
  pos.ep2 = squares.length === 1 && dist === 2 ? skipped + (mover === 0 ? geo.width : -geo.width) : -1;
  pos.epVictim = victim;
}

function parseFlags(v: Variant, pos: Position, text: string): void {
  if (text !== '-' && !/^[TtRrPp]+$/.test(text)) fail('ERR_FEN_BERSERKER', 'Berserker field', `"${text}" is not - or letters from TtRrPp`);
  let flags = 0;
  if (text !== '-') for (const ch of text) {
    const bit = 1 << FLAG_LETTERS.indexOf(ch);
    if (flags & bit) fail('ERR_FEN_BERSERKER', 'Berserker field', `"${ch}" appears twice`);
    flags |= bit;
  }
  const rules = v.rules!;
  for (const color of [0, 1] as const) {
    const name = color ? 'Black' : 'White';
    // The trigger that releases this side's Berserker: the opponent's, or (owner-marks) the side's own.
    const releaser: Color = rules.release === 'opponent-places' ? ((color ^ 1) as Color) : color;
    const zCount = pos.board.filter((c) => c === (v.berserkerType | (color << 4))).length;
    const pending = flags & (RELEASE_WAITS(color) | PLACE_WAITS(color));
    const why = (m: string) => fail('ERR_FEN_BERSERKER', 'Berserker field', m);
    if (zCount > 1) why(`${name} has ${zCount} Berserkers; at most one is allowed`);
    if ((zCount || pending) && !(flags & TRIGGERED(releaser))) {
      why(`${name} has a Berserker ${zCount ? 'on the board' : 'waiting'} but ${releaser === color ? name : releaser ? 'Black' : 'White'} has not triggered (${FLAG_LETTERS[releaser]} missing)`);
    }
    if ((flags & RELEASE_WAITS(color)) && (flags & PLACE_WAITS(color))) why(`${name} cannot have a release (${FLAG_LETTERS[2 + color]}) and a placement (${FLAG_LETTERS[4 + color]}) waiting at once`);
    if (zCount && pending) why(`${name}'s Berserker is on the board, so nothing of it can wait to be placed`);
    if ((flags & PLACE_WAITS(color)) && rules.capture === 'capturer-turn') why(`under capture=capturer-turn a captured Berserker is placed at once, so ${FLAG_LETTERS[4 + color]} cannot occur`);
  }
  pos.flags = flags;
}

export function makeFen(pos: Position): string {
  const v = pos.v, { width, height } = v.geo;
  const rows: string[] = [];
  for (let r = height - 1; r >= 0; r--) {
    let row = '', empty = 0;
    for (let f = 0; f < width; f++) {
      const c = pos.board[r * width + f]!;
      if (c === 0) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      row += pieceLetter(v, c);
    }
    if (empty) row += empty;
    rows.push(row);
  }
  const fields = [rows.join('/'), pos.turn === 0 ? 'w' : 'b', makeCastling(pos), makeEnPassant(pos), String(pos.halfmove), String(pos.fullmove)];
  if (v.rules) fields.push(makeFlags(pos.flags));
  return fields.join(' ');
}

export function makeFlags(flags: number): string {
  let s = '';
  for (let i = 0; i < 6; i++) if ((flags >> i) & 1) s += FLAG_LETTERS[i];
  return s || '-';
}

function makeCastling(pos: Position): string {
  let s = '';
  const w = pos.width;
  for (const color of [0, 1] as const) {
    for (const side of [0, 1]) {
      const bit = color * 2 + side;
      if (!((pos.castling >> bit) & 1)) continue;
      const rookSq = pos.castleRook[bit]!;
      // KQkq when the rook is the outermost on its side; otherwise its file letter (Shredder style).
      const rank = Math.floor(rookSq / w), dir = side === 0 ? 1 : -1;
      let outer = true;
      for (let f = (rookSq % w) + dir; f >= 0 && f < w; f += dir) if (pos.board[rank * w + f] === pos.board[rookSq]) outer = false;
      const letter = outer ? (side === 0 ? 'k' : 'q') : FILE_NAMES[rookSq % w]!;
      s += color === 0 ? letter.toUpperCase() : letter;
    }
  }
  return s || '-';
}

function makeEnPassant(pos: Position): string {
  if (pos.ep1 < 0 || !pos.enPassantPlayable()) return '-';
  const g = pos.v.geo;
  if (pos.v.def.epFen === 'skipped-and-pawn') {
    // Fairy-Stockfish's form: both squares in board order (a1 first), e.g. d3c4 for White, c5d6 for Black.
    return [pos.ep1, pos.epVictim].sort((a, b) => a - b).map((s) => makeSquare(g, s)).join('');
  }
  return makeSquare(g, pos.ep1);
}
