/**
 * The PGN writer: games (pgn-model.ts) to PGN text, tags first (the Seven Tag Roster in its order),
 * then the movetext with move numbers, comments, NAGs and variations, wrapped at a line length. It
 * refuses (ChessError ERR_PGN) what the reader would not read back the same: a bad result, tag name,
 * move text or NAG. An explicit stack instead of recursion, so nesting depth is unlimited.
 */
import { ChessError } from './errors.js';
import { type PgnGame, type PgnNode, type StartPly, RESULTS, defaultStart } from './pgn-model.js';
import { SAN_FULL_RE, TAG_NAME_FULL_RE } from './pgn-lexer.js';

export interface MakePgnOptions {
  /** Wrap movetext at this many columns (default 80); Infinity never wraps. Tag lines are never wrapped. */
  maxLineLength?: number;
}

const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];

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
