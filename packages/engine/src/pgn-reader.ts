/**
 * The PGN reader: PGN text to games (pgn-model.ts), without knowing any chess rules. Moves are kept
 * exactly as written (minus move numbers and !? suffixes); pgn-game.ts replays them on a board. Every
 * rejection is a ChessError with code ERR_PGN whose `where` is `line L, column C` of the offending text.
 *
 * The tokens come from the lexer (pgn-lexer.ts); the parser keeps an explicit stack of open
 * variations, so no input can overflow the call stack or loop.
 */
import { ChessError } from './errors.js';
import { type PgnGame, type PgnNode, type StartPly, RESULTS, defaultStart } from './pgn-model.js';
import { Lexer, type Token } from './pgn-lexer.js';

export interface ParsePgnOptions {
  /** 'skip' parses variations (so their syntax is still checked) but leaves them out. Default 'keep'. */
  variations?: 'keep' | 'skip';
}

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
