/**
 * Games to and from PGN: the syntax of pgn-reader.ts and pgn-writer.ts plus the rules. Reading replays
 * every move (variations too), so each error names the game, the ply, the move and why. Writing adds
 * the tags a reader needs to replay the game: [Variant], [Rules] for non-default Berserker options
 * (R10), [SetUp]/[FEN].
 * R8 take-backs are kept as comments: `{Oh no! Nc3}` after the move that replaced Nc3, and
 * `{Oh no! Nc3 taken back}` after the last move when the replacement has not been played yet.
 *
 * Replay costs one move played (and, in a variation, one undone) per move of the text: a variation is
 * played from its branch point on the same Game and undone when it ends, and the walk keeps its own
 * stack, so nesting depth costs no call stack. Games can be read one at a time (iterateGames).
 */
import type { PgnGame, PgnNode } from './pgn-model.js';
import { iteratePgn, type ParsePgnOptions } from './pgn-reader.js';
import { makePgn } from './pgn-writer.js';
import { Game, type MoveInfo, type GameOptions } from './game.js';
import { makeRules } from './rules.js';
import { variantIdFromPgnName, VARIANT_DEFS } from './variants.js';
import { ChessError } from './errors.js';

export interface ImportedGame {
  readonly game: Game;
  /** The PGN as read, with every SAN rewritten in canonical form (variations included). */
  readonly record: PgnGame;
}

const RESULTS: ReadonlySet<string> = new Set(['1-0', '0-1', '1/2-1/2', '*']);
const OH_NO = /^Oh no!\s+(\S+)(\s+taken back)?$/;
/** `[%clk …]`-style comment commands, which may stand beside an Oh No! record (view/tree.ts reads them). */
const COMMANDS = /\[%[A-Za-z_][A-Za-z0-9_]*(?:\s[^\]]*)?\]/g;

/**
 * The Oh No! record a comment holds, if it is one: `Oh no! Nc3` (Nc3 was taken back and replaced by the
 * move the comment follows) or `Oh no! Nc3 taken back` (not replaced yet). Comment commands beside it
 * do not count, so a record with a clock is still a record.
 */
export function ohNoRecord(comment: string): { san: string; pending: boolean } | null {
  const m = OH_NO.exec(comment.includes('[%') ? comment.replace(COMMANDS, ' ').trim() : comment.trim());
  return m ? { san: m[1]!, pending: m[2] !== undefined } : null;
}

/** Every game of a PGN text, replayed. */
export function readPgn(text: string, options: ParsePgnOptions = {}): ImportedGame[] {
  return [...iterateGames(text, options)];
}

/**
 * The games of a PGN text one at a time: each is parsed and replayed only when asked for, so a caller
 * that keeps one game at a time needs memory for one game. Arguments are checked at once.
 */
export function iterateGames(text: string, options: ParsePgnOptions = {}): Generator<ImportedGame, void, undefined> {
  const records = iteratePgn(text, options);
  return (function* () {
    let index = 0;
    for (const record of records) {
      const { game } = replayRecord(record, ++index);
      yield { game, record };
    }
  })();
}

/** Reads the first game of a PGN text (the rest of the text is not read). */
export function readGame(text: string): ImportedGame {
  const first = iterateGames(text).next();
  if (first.done) throw new ChessError('ERR_PGN', 'the text holds no game');
  return first.value;
}

function tag(record: PgnGame, name: string): string | undefined {
  return record.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
}

/** `game 2 (line 14)`: how errors name a game of a PGN text. */
export function gameLabel(record: PgnGame, index: number): string {
  return `game ${index} (line ${record.line})`;
}

/** The Game options a PGN record's tags ask for ([Variant], [Rules], [FEN]); errors name the game. */
export function recordOptions(record: PgnGame, label: string): GameOptions {
  const variantTag = tag(record, 'Variant');
  const variant = variantIdFromPgnName(variantTag ?? '');
  if (!variant) {
    throw new ChessError('ERR_PGN', `unknown [Variant "${variantTag}"]; known: ${VARIANT_DEFS.map((d) => d.pgnName).join(', ')}`, label);
  }
  // Whatever is read must be writable again: writePgn writes the Result tag, and only these four.
  const result = tag(record, 'Result');
  if (result !== undefined && !RESULTS.has(result)) {
    throw new ChessError('ERR_PGN', `[Result "${result}"] is not a PGN result (1-0, 0-1, 1/2-1/2 or *)`, label);
  }
  const fen = tag(record, 'FEN');
  const rules = tag(record, 'Rules');
  return { variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) };
}

/** A new Game for `options`, with errors naming `label`. */
export function newGame(options: GameOptions, label: string): Game {
  try {
    return new Game(options);
  } catch (e) {
    throw e instanceof ChessError ? e.within(label) : e;
  }
}

/** One move as replay reports it to its caller (see replayRecord). */
export interface ReplayedMove<H> {
  readonly node: PgnNode;
  /** The move as played: canonical SAN, squares, who controlled it. */
  readonly info: MoveInfo;
  /** What the caller returned for the move before this one in its line; null for the game's first move. */
  readonly parent: H | null;
  /** True when the move starts a variation (an alternative to the move at its ply). */
  readonly startsVariation: boolean;
  /** R8: the action this move replaced after an Oh No! take-back (`{Oh no! X}`). */
  readonly retracted: MoveInfo | null;
  /** R8: an action played after this move and taken back, not yet replaced (`{Oh no! X taken back}`). */
  readonly retractedAfter: MoveInfo | null;
  /** Fullmove number of the position the move was played in. */
  readonly moveNumber: number;
  /** The game just after the move (and after a pending take-back). Only valid during the call. */
  readonly game: Game;
}

/** A line being replayed: the main line or a variation. */
interface Frame<H> {
  readonly nodes: readonly PgnNode[];
  index: number;
  /** The next variation of nodes[index] to replay; variations come before the move they replace. */
  variation: number;
  /** The caller's handle of the move before nodes[index]. */
  parent: H | null;
  /** The game the line is played on. */
  readonly game: Game;
  /** True when `game` is the line's own (thrown away at its end rather than undone). */
  readonly owned: boolean;
  /** Moves this line has added to `game`, undone when a variation ends. */
  played: number;
  /** Length of the game's take-back log when the line began: a variation leaves the log as it found it. */
  readonly takeBacks: number;
  /** Where errors point: `game 1 (line 1)` or `game 1 (line 1), variation`. */
  readonly where: string;
  readonly main: boolean;
}

/**
 * Replays a parsed game: the main line stays played on the returned Game; every variation is played
 * from its branch point and undone again. Each move's SAN in `record` is rewritten in canonical form,
 * and `onMove` (if given) hears of each move in text order, variations before the move they replace;
 * what it returns is passed back as `parent` for the move that follows in the same line.
 */
export function replayRecord<H>(record: PgnGame, index: number, onMove?: (m: ReplayedMove<H>) => H): { game: Game; options: GameOptions } {
  const label = gameLabel(record, index);
  const options = recordOptions(record, label);
  const game = newGame(options, label);
  const stack: Array<Frame<H>> = [
    { nodes: record.moves, index: 0, variation: 0, parent: null, game, owned: true, played: 0, takeBacks: 0, where: label, main: true },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const node = frame.nodes[frame.index];
    if (!node) {
      stack.pop();
      if (!frame.owned) unwind(frame, label);
      continue;
    }
    const variation = node.variations[frame.variation];
    if (variation) {
      frame.variation++;
      if (variation.length === 0) continue;
      const g = frame.game;
      // A take-back on a variation's first move at the very start of the game cannot be undone with the
      // game's own undo (there is no earlier move to undo past it); such a variation gets a fresh game.
      const own = g.history.length === 0 && takeBackRecords(variation[0]!, frame.where).replaced !== null;
      const vg = own ? newGame(options, label) : g;
      stack.push({
        nodes: variation, index: 0, variation: 0, parent: frame.parent, game: vg, owned: own, played: 0,
        takeBacks: vg.takeBackLog.length, where: `${label}, variation`, main: false,
      });
      continue;
    }
    const g = frame.game;
    const { replaced, pending } = takeBackRecords(node, frame.where);
    const moveNumber = g.position.fullmove;
    const retracted = replaced === null ? null : takeBack(g, replaced, frame.where);
    const info = play(g, node.san, frame.where);
    const retractedAfter = pending === null ? null : takeBack(g, pending, frame.where);
    node.san = info.san;
    frame.played++;
    const handle = onMove
      ? onMove({ node, info, parent: frame.parent, startsVariation: !frame.main && frame.index === 0, retracted, retractedAfter, moveNumber, game: g })
      : null;
    frame.parent = handle;
    frame.index++;
    frame.variation = 0;
  }
  return { game, options };
}

/** Takes a finished variation back off its game, take-backs included. */
function unwind(frame: Frame<unknown>, label: string): void {
  const g = frame.game;
  for (let i = 0; i < frame.played; i++) g.undo();
  if (g.takeBackLog.length === frame.takeBacks) return;
  // A take-back made on the variation's first move is logged at the branch point, where undo keeps it
  // (it reads as "taken back, not yet replaced"). Undoing one move further drops it; that move is then
  // played again. (A variation that begins the game has a game of its own and never gets here.)
  const n = g.history.length;
  const before = g.history[n - 1]!;
  g.undo();
  play(g, before.move, label);
}

/** The Oh No! records among a move's comments: `{Oh no! X}` (X replaced by this move) and `{Oh no! X taken back}`. */
function takeBackRecords(node: PgnNode, where: string): { replaced: string | null; pending: string | null } {
  let replaced: string | null = null, pending: string | null = null;
  for (const c of node.commentsAfter) {
    const r = ohNoRecord(c);
    if (!r) continue;
    if (r.pending ? pending !== null : replaced !== null) {
      throw new ChessError('ERR_TAKEBACK', `${node.san} has two Oh No! records of one kind; each player has one take-back (R8)`, where);
    }
    if (r.pending) pending = r.san;
    else replaced = r.san;
  }
  return { replaced, pending };
}

/**
 * Plays a move of the text. Game.play refuses a move once the game is over (C12: threefold and the
 * 50-move rule end it too), so moves after the end are an error naming the game, the ply and the move.
 */
function play(game: Game, move: string | number, where: string): MoveInfo {
  try {
    return game.play(move);
  } catch (e) {
    if (!(e instanceof ChessError)) throw e;
    const named = typeof move !== 'string' || e.detail.includes(move) ? e : new ChessError(e.code, `${move}: ${e.detail}`, e.where);
    throw named.within(where);
  }
}

/** R8: plays `san` and takes it back at once, as an Oh No! record says happened. Returns it. */
function takeBack(game: Game, san: string, where: string): MoveInfo {
  play(game, san, where);
  try {
    return game.ohNo();
  } catch (e) {
    throw e instanceof ChessError ? new ChessError(e.code, `{Oh no! ${san}}: ${e.detail}`, e.where).within(where) : e;
  }
}

export interface WriteOptions {
  /** Extra or overriding tags (Event, White, …). */
  readonly tags?: Readonly<Record<string, string>>;
  /** Comments, NAGs and variations to carry over, aligned with the game's moves (e.g. an ImportedGame's record). */
  readonly annotations?: PgnGame;
}

/** The PGN of `game`, replayable by readPgn. */
export function writePgn(game: Game, options: WriteOptions = {}): string {
  const v = game.variant;
  const status = game.status();
  const tags = new Map<string, string>([
    ['Event', '?'], ['Site', '?'], ['Date', '????.??.??'], ['Round', '?'], ['White', '?'], ['Black', '?'], ['Result', status.result],
  ]);
  for (const [k, val] of options.annotations?.tags ?? []) tags.set(k, val);
  if (v.id !== 'chess') tags.set('Variant', v.def.pgnName);
  if (v.rules && makeRules(v.rules)) tags.set('Rules', makeRules(v.rules));
  if (game.startFen !== normalStart(game)) { tags.set('SetUp', '1'); tags.set('FEN', game.startFen); }
  for (const [k, val] of Object.entries(options.tags ?? {})) tags.set(k, val);
  tags.set('Result', status.over ? status.result : (options.tags?.Result ?? tags.get('Result') ?? '*'));
  const notes = options.annotations?.moves ?? [];
  const history = game.history;
  const moves: PgnNode[] = history.map((info: MoveInfo, i) => {
    const note = notes[i];
    // Records are written again from the game's take-back log; commands beside one (a clock) stay.
    const after: string[] = [];
    for (const c of note?.commentsAfter ?? []) {
      const commands = ohNoRecord(c) === null ? [c] : c.match(COMMANDS);
      if (commands) after.push(commands.join(' '));
    }
    for (const t of game.takeBackLog) {
      if (t.ply === i) after.push(`Oh no! ${t.retracted.san}`);
      if (t.ply === history.length && i === history.length - 1) after.push(`Oh no! ${t.retracted.san} taken back`);
    }
    return { san: info.san, nags: note?.nags ?? [], commentsBefore: note?.commentsBefore ?? [], commentsAfter: after, variations: note?.variations ?? [] };
  });
  return makePgn({
    tags: [...tags],
    moves,
    comments: options.annotations?.comments ?? [],
    result: tags.get('Result')!,
    line: 1,
  });
}

function normalStart(game: Game): string {
  return new Game({ variant: game.variant.id, rules: game.variant.rules ?? undefined }).startFen;
}
