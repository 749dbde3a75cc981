/**
 * The PGN tokenizer: a hand-written lexer (sticky regular expressions, one token per call) that turns
 * PGN text into tags, comments, move numbers, moves, NAGs, variation brackets and results, and names
 * any text it cannot read by line and column (ChessError ERR_PGN). The writer takes its whole-string
 * patterns from here too, so it never writes text this lexer would not read back.
 */
import { ChessError } from './errors.js';

const SUFFIX_NAGS: ReadonlyMap<string, number> = new Map([['!', 1], ['?', 2], ['!!', 3], ['??', 4], ['!?', 5], ['?!', 6]]);

/** One token, with `at`, its offset in the text (the lexer turns it into a line and column for errors). */
export type Token =
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
export const SAN_FULL_RE = /^(?:--|[A-Za-z@](?:(?!e\.p\.)[A-Za-z0-9@=+#/:-])*|0-0(?:-0)?[+#]?)$/;
export const TAG_NAME_FULL_RE = /^[A-Za-z0-9_+#=:-]+$/;

export class Lexer {
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
