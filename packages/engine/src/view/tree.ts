/**
 * A PGN game as a tree of moves, for viewers: every move replayed and described (MoveInfo, SAN as the
 * engine writes it, FEN after, move-number token), with its NAGs as glyphs, its comments cleaned of
 * `[%…]` commands (arrows and highlights as shapes, the clock in seconds, the eval, other commands kept
 * verbatim) and its R8 Oh No! take-backs. writeGameTree writes a tree back; reading what it writes
 * gives an equal tree.
 *
 * Reading replays the game once (pgn-game.ts: variations from their branch point, no recursion), so a
 * tree costs time and memory in proportion to the text; iterateGameTrees reads one game at a time.
 */
import { ChessError } from '../errors.js';
import type { Game } from '../game.js';
import type { PgnGame, PgnNode } from '../pgn-model.js';
import { iteratePgn } from '../pgn-reader.js';
import { makePgn, type MakePgnOptions } from '../pgn-writer.js';
import { replayRecord, newGame, ohNoRecord, type ReplayedMove } from '../pgn-game.js';
import { makeRules } from '../rules.js';
import { parseSquare, type Geometry } from '../geometry.js';
import { tokensFrom } from './movetext.js';
import type { GameTree, GameTreeNode, MoveToken, Shape } from './types.js';

// ---------------------------------------------------------------------------------------------------
// Comment commands: [%cal …], [%csl …], [%clk …], [%eval …] and any other [%name …]
// ---------------------------------------------------------------------------------------------------

/** What a comment holds once its `[%…]` commands are taken out. */
export interface CommentParts {
  /** The comment's own words, commands removed (spaces around them collapsed, ends trimmed). */
  readonly text: string;
  /** Arrows (`[%cal Ge2e4]`) and highlighted squares (`[%csl Rd4]`), in order. */
  readonly shapes: Shape[];
  /** `[%clk h:mm:ss(.s)]` in seconds (the first one), or null. */
  readonly clock: number | null;
  /** `[%eval …]` as written (the first one), or null. */
  readonly eval: string | null;
  /** Every other command, verbatim (`[%emt 0:00:05]`; a second clock; a shape list that does not parse). */
  readonly commands: string[];
}

const COLOR_BY_LETTER: Readonly<Record<string, Shape['color']>> = { G: 'green', R: 'red', Y: 'yellow', B: 'blue' };
const LETTER_BY_COLOR: Readonly<Record<Shape['color'], string>> = { green: 'G', red: 'R', yellow: 'Y', blue: 'B' };
/** A run of commands with the blanks around them: the run becomes one space in the text. */
const COMMAND_RUN_RE = /[ \t]*(?:\[%[A-Za-z_][A-Za-z0-9_]*(?:\s[^\]]*)?\][ \t]*)+/g;
const COMMAND_RE = /\[%([A-Za-z_][A-Za-z0-9_]*)(?:\s([^\]]*))?\]/g;
const ARROW_RE = /^([GRYB])([a-z]\d{1,2})([a-z]\d{1,2})$/i;
const SQUARE_RE = /^([GRYB])([a-z]\d{1,2})$/i;
const CLOCK_RE = /^(\d{1,6}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,3}))?$/;

/**
 * Splits a comment into its words and its `[%…]` commands: shapes, clock and eval are read; other
 * commands (and any of these that do not parse) are kept verbatim in `commands`.
 */
export function parseShapes(comment: string): CommentParts {
  if (typeof comment !== 'string') throw new ChessError('ERR_ARGS', 'a comment must be a string', 'comment');
  const parts: CommentParts = { text: '', shapes: [], clock: null, eval: null, commands: [] };
  if (!comment.includes('[%')) return { ...parts, text: comment.trim() };
  const text = comment.replace(COMMAND_RUN_RE, (run) => {
    for (const m of run.matchAll(COMMAND_RE)) readCommand(m[0], m[1]!, (m[2] ?? '').trim(), parts);
    return ' ';
  });
  return { ...parts, text: text.trim() };
}

function readCommand(raw: string, name: string, args: string, into: { -readonly [K in keyof CommentParts]: CommentParts[K] }): void {
  const kind = name.toLowerCase();
  if (kind === 'cal' || kind === 'csl') {
    const shapes = args.split(',').map((a) => a.trim()).filter((a) => a !== '').map((a) => shapeOf(a, kind === 'cal'));
    if (shapes.length > 0 && shapes.every((s) => s !== null)) {
      into.shapes.push(...(shapes as Shape[]));
      return;
    }
  } else if (kind === 'clk' && into.clock === null) {
    const clock = parseClock(args);
    if (clock !== null) {
      into.clock = clock;
      return;
    }
  } else if (kind === 'eval' && into.eval === null && args !== '') {
    into.eval = args;
    return;
  }
  into.commands.push(raw);
}

function shapeOf(text: string, arrow: boolean): Shape | null {
  const m = (arrow ? ARROW_RE : SQUARE_RE).exec(text);
  if (!m) return null;
  const color = COLOR_BY_LETTER[m[1]!.toUpperCase()]!;
  return arrow ? { from: m[2]!.toLowerCase(), to: m[3]!.toLowerCase(), color } : { from: m[2]!.toLowerCase(), color };
}

/** `h:mm:ss` or `h:mm:ss.s` (up to milliseconds) in seconds; kept in whole milliseconds so it writes back exactly. */
function parseClock(text: string): number | null {
  const m = CLOCK_RE.exec(text);
  if (!m) return null;
  const ms = ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number((m[4] ?? '').padEnd(3, '0'));
  return ms / 1000;
}

/** A clock in seconds as `[%clk]` writes it: `0:03:00`, `1:02:59.9`. */
function formatClock(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const s = Math.floor(ms / 1000) % 60, m = Math.floor(ms / 60000) % 60, h = Math.floor(ms / 3600000);
  const frac = ms % 1000 === 0 ? '' : `.${String(ms % 1000).padStart(3, '0').replace(/0+$/, '')}`;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${frac}`;
}

/** Shapes as comment commands: `[%cal Ge2e4,Rd7d5][%csl Yd4]` (arrows, then squares; '' for none). */
export function formatShapes(shapes: readonly Shape[]): string {
  const arrows: string[] = [], squares: string[] = [];
  for (const s of shapes) {
    const letter = LETTER_BY_COLOR[s.color];
    if (!letter || !/^[a-z]\d{1,2}$/.test(s.from) || (s.to !== undefined && !/^[a-z]\d{1,2}$/.test(s.to))) {
      throw new ChessError('ERR_ARGS', `not a shape: ${JSON.stringify(s)} (squares like e4, colours green, red, yellow, blue)`, 'shapes');
    }
    if (s.to === undefined) squares.push(`${letter}${s.from}`);
    else arrows.push(`${letter}${s.from}${s.to}`);
  }
  return (arrows.length ? `[%cal ${arrows.join(',')}]` : '') + (squares.length ? `[%csl ${squares.join(',')}]` : '');
}

// ---------------------------------------------------------------------------------------------------
// NAGs
// ---------------------------------------------------------------------------------------------------

/** The usual glyph of each common NAG (PGN standard, section 10; the symbols of printed chess). */
const GLYPHS: ReadonlyMap<number, string> = new Map([
  [1, '!'], [2, '?'], [3, '!!'], [4, '??'], [5, '!?'], [6, '?!'], [7, '□'], [8, '□'],
  [10, '='], [11, '='], [12, '='], [13, '∞'], [14, '⩲'], [15, '⩱'], [16, '±'], [17, '∓'], [18, '+−'], [19, '−+'],
  [20, '+−'], [21, '−+'], [22, '⨀'], [23, '⨀'], [32, '⟳'], [33, '⟳'], [36, '→'], [37, '→'], [40, '↑'], [41, '↑'],
  [44, '=∞'], [45, '=∞'], [132, '⇆'], [133, '⇆'], [138, '⊕'], [139, '⊕'], [140, '∆'], [146, 'N'],
]);

/** The glyph of a NAG: `$1` → `!`, `$14` → `⩲`, `$22` → `⨀`; a NAG without a usual glyph as `$n`. */
export function nagGlyph(nag: number): string {
  return GLYPHS.get(nag) ?? `$${nag}`;
}

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

const ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A node while the tree is built: its continuation and its alternatives are kept apart until the end. */
interface Builder {
  readonly node: Mutable<GameTreeNode>;
  /** Fullmove number of the position before the move. */
  readonly moveNumber: number;
  main: Builder | null;
  readonly alternatives: Builder[];
}

/** Every game of a PGN text as a tree. */
export function readGameTrees(text: string): GameTree[] {
  return [...iterateGameTrees(text)];
}

/** The first game of a PGN text as a tree (the rest of the text is not read); ERR_PGN when there is none. */
export function readGameTree(text: string): GameTree {
  const first = iterateGameTrees(text).next();
  if (first.done) throw new ChessError('ERR_PGN', 'the text holds no game');
  return first.value;
}

/**
 * Game `index` (0 = the first) of a PGN text as a tree: the games before it are parsed but not replayed,
 * the text after it is not read. ERR_ARGS when the text holds no such game.
 */
export function readGameTreeAt(text: string, index: number): GameTree {
  let n = 0;
  for (const record of iteratePgn(text)) {
    if (n === index) return buildTree(record, n + 1);
    n++;
  }
  throw new ChessError('ERR_ARGS', `there is no game ${index} (the text holds ${n}, counted from 0)`, 'game');
}

/** The games of a PGN text as trees, one at a time: each is read only when asked for. */
export function iterateGameTrees(text: string): Generator<GameTree, void, undefined> {
  const records = iteratePgn(text);
  return (function* () {
    let index = 0;
    for (const record of records) yield buildTree(record, ++index);
  })();
}

function buildTree(record: PgnGame, index: number): GameTree {
  const root: Builder[] = [];
  let rootMain: Builder | null = null;
  const problems: string[] = [];
  const { game } = replayRecord<Builder>(record, index, (m) => {
    const b = newBuilder(m, problems);
    if (m.startsVariation) (m.parent ? m.parent.alternatives : root).push(b);
    else if (m.parent) m.parent.main = b;
    else rootMain = b;
    return b;
  });
  // The opening's problems come first, as its comment does.
  const openingProblems: string[] = [];
  const opening = extras(game.variant.geo, openingProblems, 'the opening comment');
  const openingTexts = splitComments(record.comments, opening);
  return {
    tags: rosterFirst(record.tags),
    variant: game.variant.id,
    rules: game.variant.rules ? makeRules(game.variant.rules) : '',
    startFen: game.startFen,
    comments: openingTexts,
    shapes: opening.shapes,
    // The opening has no clock or eval of its own: such commands there are kept like any other.
    commands: [
      ...(opening.eval !== null ? [`[%eval ${opening.eval}]`] : []),
      ...(opening.clock !== null ? [`[%clk ${formatClock(opening.clock)}]`] : []),
      ...opening.commands,
    ],
    children: finish(rootMain, root),
    result: record.result,
    status: game.status(),
    problems: [...openingProblems, ...problems],
  };
}

function newBuilder(m: ReplayedMove<Builder>, problems: string[]): Builder {
  // Commands before the move (rare) and after it describe the same move: one set of extras.
  const x = extras(m.game.variant.geo, problems, `move ${m.moveNumber}${m.info.color === 'white' ? '.' : '...'} ${m.info.san}`);
  const before = splitComments(m.node.commentsBefore, x);
  // Oh No! records become `retracted` / `retractedAfter`; a command beside one (a clock) is kept.
  const after = splitComments(m.node.commentsAfter, x, true);
  const node: Mutable<GameTreeNode> = {
    path: '',
    ply: m.game.history.length,
    move: m.info,
    san: m.info.san,
    token: undefined as unknown as MoveToken, // set by finish(), which knows what precedes the move
    fen: m.game.fen(),
    nags: [...m.node.nags],
    glyphs: m.node.nags.map(nagGlyph),
    commentsBefore: before,
    comments: after,
    shapes: x.shapes,
    clock: x.clock,
    eval: x.eval,
    commands: x.commands,
    retracted: m.retracted,
    retractedAfter: m.retractedAfter,
    children: [],
  };
  return { node, moveNumber: m.moveNumber, main: null, alternatives: [] };
}

/** What the `[%…]` commands of one move's (or the opening's) comments add up to. */
interface Extras {
  shapes: Shape[];
  clock: number | null;
  eval: string | null;
  commands: string[];
  /** The board the shapes are drawn on, the game's problems, and where these extras are (for a problem). */
  readonly geo: Geometry;
  readonly problems: string[];
  readonly where: string;
}

const extras = (geo: Geometry, problems: string[], where: string): Extras => ({ shapes: [], clock: null, eval: null, commands: [], geo, problems, where });

const onBoard = (geo: Geometry, square: string): boolean => parseSquare(geo, square) >= 0;

/**
 * A shape with a square off the board (`[%csl Gz9]`, `[%cal Gl12a1]` on 8x8) is not drawn: it is kept
 * verbatim among the commands (writing gives it back) and named in the game's problems, so the viewer,
 * the renderer and `shapes` agree, each asking the tree (issue 28).
 */
function addShapes(x: Extras, shapes: readonly Shape[]): void {
  for (const s of shapes) {
    const off = [s.from, ...(s.to === undefined ? [] : [s.to])].filter((sq) => !onBoard(x.geo, sq));
    if (off.length === 0) {
      x.shapes.push(s);
      continue;
    }
    const text = formatShapes([s]);
    x.commands.push(text);
    x.problems.push(`${x.where}: ${text} is not drawn: ${off.map((sq) => `"${sq}"`).join(' and ')} ${off.length > 1 ? 'are not squares' : 'is not a square'} of the ${x.geo.width}x${x.geo.height} board`);
  }
}

/**
 * The words of each comment (empty ones dropped, and Oh No! records when `records` is set); the
 * commands are added to `x` (a second clock or eval kept verbatim).
 */
function splitComments(comments: readonly string[], x: Extras, records = false): string[] {
  const texts: string[] = [];
  for (const c of comments) {
    const p = parseShapes(c);
    if (p.text !== '' && !(records && ohNoRecord(c))) texts.push(p.text);
    addShapes(x, p.shapes);
    if (p.clock !== null) {
      if (x.clock === null) x.clock = p.clock;
      else x.commands.push(`[%clk ${formatClock(p.clock)}]`);
    }
    if (p.eval !== null) {
      if (x.eval === null) x.eval = p.eval;
      else x.commands.push(`[%eval ${p.eval}]`);
    }
    x.commands.push(...p.commands);
  }
  return texts;
}

/** Tags with the Seven Tag Roster first, as every PGN writer (ours included) orders them. */
function rosterFirst(tags: ReadonlyArray<readonly [string, string]>): Array<readonly [string, string]> {
  const roster = ROSTER.flatMap((name) => tags.filter(([n]) => n === name));
  return [...roster, ...tags.filter(([n]) => !ROSTER.includes(n))];
}

/**
 * Links the builders into nodes (continuation first, then the variations), and gives each node its
 * path and its move-number token. Iterative, so a tree of any depth is fine.
 */
function finish(rootMain: Builder | null, rootAlternatives: Builder[]): GameTreeNode[] {
  const roots = childrenOf(rootMain, rootAlternatives);
  // lineBreak: the written PGN puts something between the move before and this one (or this one starts a line).
  const stack: Array<{ b: Builder; path: string; lineBreak: boolean; variationsAfter: boolean }> = [];
  const pushAll = (kids: Builder[], parentPath: string, breakBefore: boolean) => {
    for (let i = kids.length - 1; i >= 0; i--) {
      stack.push({ b: kids[i]!, path: parentPath === '' ? String(i) : `${parentPath}.${i}`, lineBreak: breakBefore || i > 0, variationsAfter: i === 0 && kids.length > 1 });
    }
  };
  pushAll(roots, '', true);
  while (stack.length > 0) {
    const { b, path, lineBreak, variationsAfter } = stack.pop()!;
    const node = b.node;
    node.path = path;
    node.token = tokenOf(b, lineBreak);
    const kids = childrenOf(b.main, b.alternatives);
    node.children = kids.map((k) => k.node);
    // A move's variations are written after it, so they separate it from its continuation.
    pushAll(kids, path, variationsAfter || commentsAfter(node));
  }
  return roots.map((b) => b.node);
}

function childrenOf(main: Builder | null, alternatives: Builder[]): Builder[] {
  return main ? [main, ...alternatives] : alternatives;
}

/** Whether writeGameTree writes a comment after the move (words, commands or an Oh No! record). */
export function commentsAfter(n: GameTreeNode): boolean {
  return n.comments.length > 0 || n.shapes.length > 0 || n.clock !== null || n.eval !== null || n.commands.length > 0 ||
    n.retracted !== null || n.retractedAfter !== null;
}

/** The token of a move: `12.` before White's move; `12…` before Black's when it follows a break (or starts a line). */
function tokenOf(b: Builder, lineBreak: boolean): MoveToken {
  const node = b.node;
  const black = node.move.color === 'black';
  const [token] = tokensFrom({ fullmove: b.moveNumber, blackToMove: black }, [node.san]);
  const labelled = !black || lineBreak || node.commentsBefore.length > 0;
  return { ...token!, ply: node.ply, label: labelled ? token!.spokenLabel : '' };
}

// ---------------------------------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------------------------------

/** The node at `path` ('0.0.1': child indices from the root), or null when there is none ('' is the start). */
export function nodeAtPath(tree: GameTree, path: string): GameTreeNode | null {
  const line = walk(tree, path);
  return line && line.length > 0 ? line[line.length - 1]! : null;
}

/** The main line: children[0] from the start, to the end. */
export function mainline(tree: GameTree): GameTreeNode[] {
  const out: GameTreeNode[] = [];
  for (let n = tree.children[0]; n; n = n.children[0]) out.push(n);
  return out;
}

/** The moves from the start to the node at `path`, that node included ('' gives []). ChessError when no node is there. */
export function lineTo(tree: GameTree, path: string): GameTreeNode[] {
  const line = walk(tree, path);
  if (!line) throw new ChessError('ERR_ARGS', `no move at path "${String(path).slice(0, 40)}" (child indices joined by '.', as '0.0.1')`, 'path');
  return line;
}

function walk(tree: GameTree, path: string): GameTreeNode[] | null {
  if (typeof path !== 'string') return null;
  if (path === '') return [];
  const out: GameTreeNode[] = [];
  let children = tree.children;
  for (const part of path.split('.')) {
    if (!/^\d{1,9}$/.test(part)) return null;
    const n = children[Number(part)];
    if (!n) return null;
    out.push(n);
    children = n.children;
  }
  return out;
}

/**
 * A Game at the node at `path` ('' for the start): its moves played from the tree's start, take-backs
 * on the way included, so it can go on from there ("try your own moves" from a variation).
 */
export function gameAtPath(tree: GameTree, path: string): Game {
  const line = lineTo(tree, path);
  const game = newGame({ variant: tree.variant, ...(tree.rules ? { rules: tree.rules } : {}), fen: tree.startFen }, 'game tree');
  for (const n of line) {
    if (n.retracted) { game.play(n.retracted.move); game.ohNo(); }
    game.play(n.move.move);
    if (n.retractedAfter) { game.play(n.retractedAfter.move); game.ohNo(); }
  }
  return game;
}

// ---------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------

/**
 * The PGN of a tree: its tags, opening comments, every line with comments, NAGs, shapes, clocks, evals
 * and other commands written back as `[%…]` commands, and Oh No! records. Reading the text gives an
 * equal tree.
 */
export function writeGameTree(tree: GameTree, options: MakePgnOptions = {}): string {
  const game: PgnGame = {
    tags: tree.tags.map(([k, v]) => [k, v]),
    comments: withCommands(tree.comments, [...tree.commands, ...(tree.shapes.length ? [formatShapes(tree.shapes)] : [])]),
    moves: toPgnNodes(tree.children),
    result: tree.result,
    line: 1,
  };
  return makePgn(game, options);
}

/** Comments with the commands added to the first (or as a comment of their own). */
function withCommands(texts: readonly string[], commands: readonly string[]): string[] {
  if (commands.length === 0) return [...texts];
  const cmd = commands.join(' ');
  return texts.length === 0 ? [cmd] : [`${texts[0]} ${cmd}`, ...texts.slice(1)];
}

function pgnNode(n: GameTreeNode): PgnNode {
  const commands = [
    ...(n.eval !== null ? [`[%eval ${n.eval}]`] : []),
    ...(n.clock !== null ? [`[%clk ${formatClock(n.clock)}]`] : []),
    ...(n.shapes.length ? [formatShapes(n.shapes)] : []),
    ...n.commands,
  ];
  const after = withCommands(n.comments, commands);
  if (n.retracted) after.push(`Oh no! ${n.retracted.san}`);
  if (n.retractedAfter) after.push(`Oh no! ${n.retractedAfter.san} taken back`);
  return { san: n.san, nags: [...n.nags], commentsBefore: [...n.commentsBefore], commentsAfter: after, variations: [] };
}

/**
 * The tree's lines as PGN nodes: a node's children[0] continues its line and children[1..] become
 * variations of that continuation. Iterative: a work list of lines still to write.
 */
function toPgnNodes(first: readonly GameTreeNode[]): PgnNode[] {
  const top: PgnNode[] = [];
  const work: Array<{ start: GameTreeNode | undefined; alternatives: readonly GameTreeNode[]; into: PgnNode[] }> =
    [{ start: first[0], alternatives: first.slice(1), into: top }];
  while (work.length > 0) {
    const line = work.pop()!;
    let alternatives = line.alternatives;
    for (let n = line.start; n; n = n.children[0]) {
      const p = pgnNode(n);
      line.into.push(p);
      for (const alt of alternatives) {
        const variation: PgnNode[] = [];
        p.variations.push(variation);
        work.push({ start: alt, alternatives: [], into: variation });
      }
      alternatives = n.children.slice(1);
    }
  }
  return top;
}
