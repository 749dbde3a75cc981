/**
 * PGN syntax: read and write the text of games without knowing any chess rules. Moves are kept exactly
 * as written (minus move numbers and !? suffixes); another module replays them on a board. Every
 * rejection is a ChessError with code ERR_PGN whose `where` is `line L, column C` of the offending text.
 *
 * The reader is a hand-written lexer (sticky regular expressions, one token per call) feeding a parser
 * that keeps an explicit stack of open variations, so no input can overflow the call stack or loop.
 */
import { ChessError } from './errors.js';

/** One move of the main line or of a variation. */
export interface PgnNode {
  /** Move text as written, without move number or !? suffix: "Nf3", "e8=Q+", "O-O", "exf3/Zf1", "--". */
  san: string;
  /** Numeric annotation glyphs: `$n` and the suffixes ! ? !! ?? !? ?! (1 to 6). */
  nags: number[];
  /** Comments after the move number and before this move, or at the start of a variation. */
  commentsBefore: string[];
  /** Comments following this move. */
  commentsAfter: string[];
  /** Alternative lines replacing this move (PGN RAV): each starts at this move's ply. */
  variations: PgnNode[][];
}

/** Where the movetext starts: the move number of its first move and whose move that is. */
export interface StartPly {
  fullmove: number;
  blackToMove: boolean;
}

export interface PgnGame {
  /** Tag pairs in order of appearance, values unescaped. */
  tags: Array<[string, string]>;
  moves: PgnNode[];
  /** Comments before the first move number (all comments, for a game without moves). */
  comments: string[];
  /** "1-0" | "0-1" | "1/2-1/2" | "*": the termination marker, else a valid Result tag, else "*". */
  result: string;
  /** 1-based line where the game's first token is. */
  line: number;
  /**
   * Numbering of the first move. Absent means the default: from the FEN tag (side to move and fullmove
   * fields) when there is one, else move 1 with White to move. The reader sets it only when the first
   * move number it reads differs from that default, so read and write round-trip.
   */
  startPly?: StartPly;
}

export interface ParsePgnOptions {
  /** 'skip' parses variations (so their syntax is still checked) but leaves them out. Default 'keep'. */
  variations?: 'keep' | 'skip';
}

export interface MakePgnOptions {
  /** Wrap movetext at this many columns (default 80); Infinity never wraps. Tag lines are never wrapped. */
  maxLineLength?: number;
}

const RESULTS: ReadonlySet<string> = new Set(['1-0', '0-1', '1/2-1/2', '*']);
const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const SUFFIX_NAGS: ReadonlyMap<string, number> = new Map([['!', 1], ['?', 2], ['!!', 3], ['??', 4], ['!?', 5], ['?!', 6]]);

// ---------------------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------------------

type Token =
  | { kind: 'tag'; at: number; name: string; value: string }
  | { kind: 'comment'; at: number; text: string }
  | { kind: 'open' | 'close'; at: number }
  | { kind: 'nag'; at: number; nags: number[] }
  | { kind: 'number'; at: number; fullmove: number; black: boolean }
  | { kind: 'move'; at: number; san: string; nags: number[] }
  | { kind: 'result'; at: number; result: string };

// Characters that may continue a symbol; a result is a result only when none of these follows it,
// so "0-1" inside "0-1x" or "1-0-0" is not taken for a termination marker.
const RESULT_RE = /(1-0|0-1|1\/2-1\/2|½-½|1–0|0–1|½–½)(?![A-Za-z0-9_@=+#/:.!?\-–½…])/y;
// Castling written with zeros; tried after results, so "0-1" never gets here as a complete token.
const CASTLE_ZERO_RE = /0-0(?:-0)?[+#]?/y;
// "12." "12..." "12…" and a bare "12"; "1.e4" lexes as a number followed by a move.
const NUMBER_RE = /(\d+)(\.+|…)?/y;
// A move: the null move "--", or a letter/@ followed by symbol characters. It stops before "e.p." so
// that "exd6e.p." is the move "exd6" plus an ignored en-passant remark.
const SAN_RE = /--|[A-Za-z@](?:(?!e\.p\.)[A-Za-z0-9@=+#/:-])*/y;
const SUFFIX_RE = /[!?]+/y;
const TAG_NAME_RE = /[A-Za-z0-9_+#=:-]+/y;
const BLANK_RE = /\s+/y; // JavaScript's \s includes the BOM (U+FEFF) and no-break space
const SKIPPED_RE = /e\.p\.|\.+|…/y; // "e.p." after a move and stray dots ("1. ... e5") carry no meaning
const LINE_COMMENT_RE = /;([^\r\n]*)/y;
const ESCAPE_LINE_RE = /%[^\r\n]*/y;
const NAG_RE = /\$(\d+)/y;
const H_SPACE_RE = /[ \t]*/y;

/** Whole-string forms of the above, used by the writer to refuse text the reader would not give back. */
const SAN_FULL_RE = /^(?:--|[A-Za-z@](?:(?!e\.p\.)[A-Za-z0-9@=+#/:-])*|0-0(?:-0)?[+#]?)$/;
const TAG_NAME_FULL_RE = /^[A-Za-z0-9_+#=:-]+$/;

class Lexer {
  private pos = 0;
  private lineStarts: number[] | undefined;

  constructor(private readonly text: string) {}

  /** The next token, or null at the end of the input. Every path consumes at least one character or throws. */
  next(): Token | null {
    this.skipBlank();
    const { text } = this;
    if (this.pos >= text.length) return null;
    const at = this.pos;
    const c = text[at]!;
    switch (c) {
      case '[': return this.tag();
      case '{': return this.braceComment();
      case ';': {
        const m = this.match(LINE_COMMENT_RE)!;
        return { kind: 'comment', at, text: m[1]!.trim() };
      }
      case '(': this.pos++; return { kind: 'open', at };
      case ')': this.pos++; return { kind: 'close', at };
      case '*': this.pos++; return { kind: 'result', at, result: '*' };
      case '$': {
        const m = this.match(NAG_RE);
        if (!m) this.fail(at, "'$' must be followed by a number (a NAG such as $1)");
        const n = Number(m[1]);
        if (!Number.isSafeInteger(n)) this.fail(at, `NAG $${m[1]} is too large`);
        return { kind: 'nag', at, nags: [n] };
      }
      case '!': case '?': return { kind: 'nag', at, nags: this.suffix(at) };
    }
    if ((c >= '0' && c <= '9') || c === '½') return this.numeric(at);
    const m = this.match(SAN_RE);
    if (m) return { kind: 'move', at, san: m[0], nags: this.suffix(at) };
    return this.fail(at, `unexpected character ${describeChar(text, at)}`);
  }

  where(at: number): string {
    const { line, column } = this.locate(at);
    return `line ${line}, column ${column}`;
  }

  line(at: number): number {
    return this.locate(at).line;
  }

  fail(at: number, message: string): never {
    throw new ChessError('ERR_PGN', message, this.where(at));
  }

  /** Whitespace, `%` escape lines (only in column 1, per the PGN standard), "e.p." and stray dots. */
  private skipBlank(): void {
    const { text } = this;
    for (;;) {
      const c = text[this.pos];
      // Plain ASCII whitespace is by far the most common case: skip it without a regular expression.
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t') this.pos++;
      else if (c === '%' && this.atLineStart()) this.skip(ESCAPE_LINE_RE);
      else if (c === undefined || !(this.skip(BLANK_RE) || this.skip(SKIPPED_RE))) return;
    }
  }

  /** Advances past a non-empty match of a sticky regular expression at the current position. */
  private skip(re: RegExp): boolean {
    re.lastIndex = this.pos;
    if (!re.test(this.text) || re.lastIndex === this.pos) return false;
    this.pos = re.lastIndex;
    return true;
  }

  private atLineStart(): boolean {
    const p = this.pos;
    const before = this.text[p - 1];
    return p === 0 || before === '\n' || before === '\r' || (p === 1 && before === '\uFEFF');
  }

  /** `[Name "value"]` on one line; spaces and tabs allowed around each part. */
  private tag(): Token {
    const at = this.pos;
    this.pos++;
    this.match(H_SPACE_RE);
    const name = this.match(TAG_NAME_RE)?.[0];
    if (name === undefined) this.fail(this.pos, 'tag has no name (expected [Name "value"])');
    this.match(H_SPACE_RE);
    if (this.text[this.pos] !== '"') this.fail(this.pos, `tag ${name} has no value (expected [${name} "value"])`);
    const value = this.tagValue(at, name);
    this.match(H_SPACE_RE);
    if (this.text[this.pos] !== ']') {
      if (this.pos >= this.text.length || this.text[this.pos] === '\n' || this.text[this.pos] === '\r') {
        this.fail(at, `unterminated tag ${name}: missing ']'`);
      }
      this.fail(this.pos, `tag ${name}: expected ']' after the value, found ${describeChar(this.text, this.pos)}`);
    }
    this.pos++;
    return { kind: 'tag', at, name, value };
  }

  /** A quoted tag value; \" and \\ are escapes, any other backslash is kept. It may not cross a line. */
  private tagValue(tagAt: number, name: string): string {
    const { text } = this;
    let value = '';
    let p = this.pos + 1;
    for (;;) {
      const c = text[p];
      if (c === undefined || c === '\n' || c === '\r') this.fail(tagAt, `unterminated tag ${name}: the value has no closing quote`);
      if (c === '"') break;
      if (c === '\\' && (text[p + 1] === '"' || text[p + 1] === '\\')) {
        value += text[p + 1];
        p += 2;
      } else {
        value += c;
        p++;
      }
    }
    this.pos = p + 1;
    return value;
  }

  /** `{...}` (no nesting in PGN). Line breaks are normalised to \n and the text trimmed. */
  private braceComment(): Token {
    const at = this.pos;
    const end = this.text.indexOf('}', at + 1);
    if (end < 0) this.fail(at, "unterminated comment: '{' has no matching '}'");
    this.pos = end + 1;
    return { kind: 'comment', at, text: this.text.slice(at + 1, end).replace(/\r\n?/g, '\n').trim() };
  }

  /** Tokens starting with a digit or ½: a result, castling with zeros, or a move number. */
  private numeric(at: number): Token {
    const r = this.match(RESULT_RE);
    if (r) return { kind: 'result', at, result: r[1]!.replace(/–/g, '-').replace('½-½', '1/2-1/2') };
    const castle = this.match(CASTLE_ZERO_RE);
    if (castle) return { kind: 'move', at, san: castle[0], nags: this.suffix(at) };
    const n = this.match(NUMBER_RE);
    if (!n) return this.fail(at, `unexpected character ${describeChar(this.text, at)}`);
    const dots = n[2] ?? '';
    return { kind: 'number', at, fullmove: Number(n[1]), black: dots === '…' || dots.length >= 2 };
  }

  /** Optional !? suffix at the current position, as NAGs. */
  private suffix(at: number): number[] {
    const s = this.match(SUFFIX_RE)?.[0];
    if (s === undefined) return [];
    const nag = SUFFIX_NAGS.get(s);
    if (nag === undefined) this.fail(at, `unknown move suffix "${s}" (expected one of ! ? !! ?? !? ?!)`);
    return [nag];
  }

  /** Runs a sticky regular expression at the current position and advances past a non-empty match. */
  private match(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (!m || m[0].length === 0) return null;
    this.pos += m[0].length;
    return m;
  }

  private locate(at: number): { line: number; column: number } {
    const starts = (this.lineStarts ??= lineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - starts[lo]! + 1 };
  }
}

/** Offsets where lines start; \n, \r\n and a lone \r each end a line. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

function describeChar(text: string, at: number): string {
  const cp = text.codePointAt(at)!;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp > 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp <= 0x9f) ? `'${String.fromCodePoint(cp)}' (${hex})` : hex;
}

// ---------------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------------

/** A line being read: the main line or an open variation. */
interface Line {
  nodes: PgnNode[];
  /** Comments waiting for the next move (read after a move number, or at the start of a variation). */
  pending: string[];
  /** A move number was read since the last move, so comments now belong to the next move. */
  afterNumber: boolean;
  /** The move this variation replaces; null for the main line. */
  parent: PgnNode | null;
  /** Offset of the '(' that opened it, for "missing ')'" errors. */
  openedAt: number;
}

const newLine = (parent: PgnNode | null, openedAt: number): Line =>
  ({ nodes: [], pending: [], afterNumber: false, parent, openedAt });

/** Collects the tokens of one game. */
class GameReader {
  readonly tags: Array<[string, string]> = [];
  readonly comments: string[] = [];
  /** True once a movetext token other than a comment has been read; a tag after that starts a new game. */
  movetextStarted = false;
  private readonly lines: Line[] = [newLine(null, -1)];
  private firstNumber: StartPly | undefined;

  constructor(readonly line: number, private readonly lexer: Lexer, private readonly keepVariations: boolean) {}

  /** Only comments so far: trailing comments after a result, which join the previous game at the end. */
  get onlyComments(): boolean {
    return this.tags.length === 0 && !this.movetextStarted;
  }

  accept(tok: Exclude<Token, { kind: 'tag' | 'result' }>): void {
    if (tok.kind === 'comment') return this.comment(tok.text);
    this.movetextStarted = true;
    const line = this.lines[this.lines.length - 1]!;
    switch (tok.kind) {
      case 'number':
        line.afterNumber = true;
        // The number before the first main-line move fixes the numbering of the game.
        if (this.lines.length === 1 && line.nodes.length === 0) this.firstNumber = { fullmove: tok.fullmove, blackToMove: tok.black };
        return;
      case 'move':
        line.nodes.push({ san: tok.san, nags: tok.nags, commentsBefore: line.pending, commentsAfter: [], variations: [] });
        line.pending = [];
        line.afterNumber = false;
        return;
      case 'nag': {
        const last = line.nodes[line.nodes.length - 1];
        if (!last) this.lexer.fail(tok.at, 'annotation before any move: a NAG or !? applies to the move before it');
        last.nags.push(...tok.nags);
        return;
      }
      case 'open': {
        const last = line.nodes[line.nodes.length - 1];
        if (!last) this.lexer.fail(tok.at, "variation before any move: '(' must follow the move it is an alternative to");
        this.lines.push(newLine(last, tok.at));
        return;
      }
      case 'close': {
        if (this.lines.length === 1) this.lexer.fail(tok.at, "unbalanced ')': no variation is open");
        const variation = this.lines.pop()!;
        if (!this.keepVariations) return;
        this.flushPending(variation);
        if (variation.nodes.length > 0) variation.parent!.variations.push(variation.nodes);
        return;
      }
    }
  }

  tag(name: string, value: string): void {
    this.tags.push([name, value]);
  }

  /** Ends the game; `result` is the termination marker, or null when the game ended without one. */
  finish(result: string | null): PgnGame {
    if (this.lines.length > 1) {
      this.lexer.fail(this.lines[this.lines.length - 1]!.openedAt, "missing ')': this variation is never closed");
    }
    const main = this.lines[0]!;
    this.flushPending(main);
    const tagResult = this.tags.find(([n]) => n === 'Result')?.[1];
    const game: PgnGame = {
      tags: this.tags,
      moves: main.nodes,
      comments: this.comments,
      result: result ?? (tagResult !== undefined && RESULTS.has(tagResult) ? tagResult : '*'),
      line: this.line,
    };
    const fallback = defaultStart(this.tags);
    const first = this.firstNumber;
    if (first && Number.isSafeInteger(first.fullmove) && first.fullmove >= 1 &&
        (first.fullmove !== fallback.fullmove || first.blackToMove !== fallback.blackToMove)) {
      game.startPly = first;
    }
    return game;
  }

  /**
   * Comment placement: right after a move it follows that move; after a move number (or at the start
   * of a variation) it waits for the next move; before the main line's first move number it is a game
   * comment.
   */
  private comment(text: string): void {
    const line = this.lines[this.lines.length - 1]!;
    const last = line.nodes[line.nodes.length - 1];
    if (last && !line.afterNumber) last.commentsAfter.push(text);
    else if (!last && line.parent === null && !line.afterNumber) this.comments.push(text);
    else line.pending.push(text);
  }

  /** Comments left waiting when a line ends go after its last move (or wherever is nearest). */
  private flushPending(line: Line): void {
    if (line.pending.length === 0) return;
    const last = line.nodes[line.nodes.length - 1];
    if (last) last.commentsAfter.push(...line.pending);
    else if (line.parent) line.parent.commentsAfter.push(...line.pending);
    else this.comments.push(...line.pending);
    line.pending = [];
  }
}

/** Numbering implied by the FEN tag (side to move and fullmove fields), else 1. White to move. */
function defaultStart(tags: ReadonlyArray<readonly [string, string]>): StartPly {
  const fen = tags.find(([n]) => n === 'FEN')?.[1];
  if (fen === undefined) return { fullmove: 1, blackToMove: false };
  const fields = fen.trim().split(/\s+/);
  const fullmove = /^\d{1,9}$/.test(fields[5] ?? '') ? Number(fields[5]) : 1;
  return { fullmove: Math.max(fullmove, 1), blackToMove: fields[1] === 'b' };
}

/**
 * Reads every game in `text`. A game ends at its termination marker (1-0, 0-1, 1/2-1/2, *), at a tag
 * after its movetext, or at the end of the input. Comments after the last result of the file are
 * added to the end of the last game rather than forming a game of their own.
 */
export function parsePgn(text: string, options: ParsePgnOptions = {}): PgnGame[] {
  return [...iteratePgn(text, options)];
}

/**
 * The games of `text` one at a time, as parsePgn reads them: a caller that keeps only the game in hand
 * needs memory for one game, and an error in a later game is thrown only when the reader gets there.
 * The arguments are checked at once, not at the first game.
 */
export function iteratePgn(text: string, options: ParsePgnOptions = {}): Generator<PgnGame, void, undefined> {
  if (typeof text !== 'string') throw new ChessError('ERR_ARGS', 'PGN text must be a string', 'text');
  const mode = options.variations ?? 'keep';
  if (mode !== 'keep' && mode !== 'skip') throw new ChessError('ERR_ARGS', `variations must be 'keep' or 'skip', not ${String(mode)}`, 'variations');
  return readGames(text, mode === 'keep');
}

function* readGames(text: string, keepVariations: boolean): Generator<PgnGame, void, undefined> {
  const lexer = new Lexer(text);
  // A finished game is held back until something other than a comment follows it: comments after the
  // last result of the file still belong to it.
  let held: PgnGame | null = null;
  let reader: GameReader | null = null;
  for (let tok = lexer.next(); tok; tok = lexer.next()) {
    if (held && tok.kind !== 'comment') {
      yield held;
      held = null;
    }
    if (tok.kind === 'tag' && reader?.movetextStarted) {
      yield reader.finish(null);
      reader = null;
    }
    reader ??= new GameReader(lexer.line(tok.at), lexer, keepVariations);
    if (tok.kind === 'tag') reader.tag(tok.name, tok.value);
    else if (tok.kind === 'result') {
      held = reader.finish(tok.result);
      reader = null;
    } else reader.accept(tok);
  }
  if (held) {
    if (reader) appendTrailingComments(held, reader.comments);
    yield held;
  } else if (reader) {
    yield reader.finish(null);
  }
}

function appendTrailingComments(game: PgnGame, comments: string[]): void {
  const last = game.moves[game.moves.length - 1];
  (last ? last.commentsAfter : game.comments).push(...comments);
}

// ---------------------------------------------------------------------------------------------------
// Writer
// ---------------------------------------------------------------------------------------------------

/**
 * Movetext pieces separated by spaces when written. '(' and move numbers are glued to the next piece
 * and ')' to the previous one, so wrapping never leaves "4." or "(" dangling at the end of a line.
 */
class Units {
  readonly list: string[] = [];
  private prefix = '';

  push(unit: string): void {
    this.list.push(this.prefix + unit);
    this.prefix = '';
  }

  /** Text written before the next piece, with no line break in between. */
  glue(text: string): void {
    this.prefix += text;
  }

  /** Only called after a non-empty variation, so there is always a unit to close. */
  close(): void {
    this.list[this.list.length - 1] += ')';
  }
}

/** One line on the writer's explicit stack (no recursion, so nesting depth is unlimited). */
interface Frame {
  nodes: PgnNode[];
  index: number;
  ply: number;
  /** Next variation of nodes[index] to write; -1 while the move itself is unwritten. */
  variation: number;
  /** Black's move needs its number ("3...") after a comment, a variation or at the start of a line. */
  needNumber: boolean;
}

/**
 * Writes one game: tags (Seven Tag Roster first, then the rest in order), a blank line, movetext
 * wrapped at `maxLineLength` columns and the result, with a final newline. Comments are written as
 * `{ text }` with any '}' removed (PGN has no escape for it); tag values lose line breaks.
 */
export function makePgn(game: PgnGame, options: MakePgnOptions = {}): string {
  const max = options.maxLineLength ?? 80;
  if (typeof max !== 'number' || !(max >= 1)) {
    throw new ChessError('ERR_ARGS', 'maxLineLength must be a positive number (or Infinity)', 'maxLineLength');
  }
  if (!RESULTS.has(game.result)) throw new ChessError('ERR_PGN', `"${game.result}" is not a PGN result (1-0, 0-1, 1/2-1/2 or *)`, 'result');
  const tagLines = orderTags(game.tags).map(([name, value]) => formatTag(name, value));
  const units = new Units();
  for (const c of game.comments) units.push(formatComment(c));
  writeMoves(units, game.moves, startOf(game));
  units.push(game.result);
  const movetext = wrap(units.list, max);
  return (tagLines.length > 0 ? `${tagLines.join('\n')}\n\n` : '') + `${movetext}\n`;
}

/** Several games, separated by a blank line. */
export function makePgnGames(games: PgnGame[], options: MakePgnOptions = {}): string {
  return games.map((g) => makePgn(g, options)).join('\n');
}

function startOf(game: PgnGame): StartPly {
  const s = game.startPly;
  if (s === undefined) return defaultStart(game.tags);
  if (!Number.isSafeInteger(s.fullmove) || s.fullmove < 1 || typeof s.blackToMove !== 'boolean') {
    throw new ChessError('ERR_PGN', 'startPly needs a whole fullmove number of at least 1 and a boolean blackToMove', 'startPly');
  }
  return s;
}

function orderTags(tags: Array<[string, string]>): Array<[string, string]> {
  const roster = SEVEN_TAG_ROSTER.flatMap((name) => tags.filter(([n]) => n === name));
  return [...roster, ...tags.filter(([n]) => !SEVEN_TAG_ROSTER.includes(n))];
}

function formatTag(name: string, value: string): string {
  if (!TAG_NAME_FULL_RE.test(name)) throw new ChessError('ERR_PGN', `"${name}" is not a valid tag name`, `tag ${name}`);
  const escaped = value.replace(/\r\n?|\n/g, ' ').replace(/[\\"]/g, (c) => `\\${c}`);
  return `[${name} "${escaped}"]`;
}

function formatComment(text: string): string {
  const clean = text.replace(/\}/g, '');
  return clean === '' ? '{ }' : `{ ${clean} }`;
}

function writeMoves(units: Units, moves: PgnNode[], start: StartPly): void {
  const stack: Frame[] = [{ nodes: moves, index: 0, ply: 0, variation: -1, needNumber: true }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const node = frame.nodes[frame.index];
    if (!node) {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) {
        units.close();
        parent.needNumber = true;
      }
      continue;
    }
    if (frame.variation < 0) {
      writeNode(units, node, start, frame.ply, frame.needNumber);
      frame.needNumber = node.commentsAfter.length > 0;
      frame.variation = 0;
    }
    // Empty variations are skipped: "()" carries nothing and the reader drops it too.
    while (frame.variation < node.variations.length && node.variations[frame.variation]!.length === 0) frame.variation++;
    const variation = node.variations[frame.variation];
    if (variation) {
      frame.variation++;
      units.glue('(');
      stack.push({ nodes: variation, index: 0, ply: frame.ply, variation: -1, needNumber: true });
    } else {
      frame.index++;
      frame.ply++;
      frame.variation = -1;
    }
  }
}

function writeNode(units: Units, node: PgnNode, start: StartPly, ply: number, needNumber: boolean): void {
  const half = ply + (start.blackToMove ? 1 : 0);
  const fullmove = start.fullmove + Math.floor(half / 2);
  // A comment before a move is written after its number: that is how the reader tells it from a
  // comment after the previous move.
  if (half % 2 === 0) units.glue(`${fullmove}. `);
  else if (needNumber || node.commentsBefore.length > 0) units.glue(`${fullmove}... `);
  for (const c of node.commentsBefore) units.push(formatComment(c));
  if (!SAN_FULL_RE.test(node.san)) throw new ChessError('ERR_PGN', `"${node.san}" cannot be written as a PGN move`, `ply ${ply + 1}`);
  units.push(node.san);
  for (const n of node.nags) {
    if (!Number.isSafeInteger(n) || n < 0) throw new ChessError('ERR_PGN', `${n} is not a NAG`, `ply ${ply + 1}`);
    units.push(`$${n}`);
  }
  for (const c of node.commentsAfter) units.push(formatComment(c));
}

/** Greedy wrapping at spaces between units; a unit longer than the limit gets a line to itself. */
function wrap(units: string[], max: number): string {
  const lines: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current === '') current = unit;
    else if (current.length + 1 + unit.length <= max) current += ` ${unit}`;
    else {
      lines.push(current);
      current = unit;
    }
  }
  lines.push(current);
  return lines.join('\n');
}
