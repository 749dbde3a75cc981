/**
 * Games to and from PGN: the syntax of pgn.ts plus the rules. Reading replays every move (variations
 * too), so each error names the game, the ply, the move and why. Writing adds the tags a reader needs
 * to replay the game: [Variant], [Rules] for non-default Berserker options (R10), [SetUp]/[FEN].
 * R8 take-backs are kept as comments: `{Oh no! Nc3}` after the move that replaced Nc3, and
 * `{Oh no! Nc3 taken back}` after the last move when the replacement has not been played yet.
 */
import { parsePgn, makePgn, type PgnGame, type PgnNode } from './pgn.js';
import { Game, type MoveInfo } from './game.js';
import { makeRules } from './rules.js';
import { variantIdFromPgnName, VARIANT_DEFS } from './variants.js';
import { ChessError } from './errors.js';

export interface ImportedGame {
  readonly game: Game;
  /** The PGN as read, with every SAN rewritten in canonical form (variations included). */
  readonly record: PgnGame;
}

const OH_NO = /^Oh no!\s+(\S+)(\s+taken back)?$/;

export function readPgn(text: string, options: { variations?: 'keep' | 'skip' } = {}): ImportedGame[] {
  return parsePgn(text, options).map((record, i) => replay(record, i + 1));
}

/** Reads the first game of a PGN text. */
export function readGame(text: string): ImportedGame {
  const games = readPgn(text);
  if (games.length === 0) throw new ChessError('ERR_PGN', 'the text holds no game');
  return games[0]!;
}

function tag(record: PgnGame, name: string): string | undefined {
  return record.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
}

function replay(record: PgnGame, index: number): ImportedGame {
  const label = `game ${index} (line ${record.line})`;
  const variantTag = tag(record, 'Variant');
  const variant = variantIdFromPgnName(variantTag ?? '');
  if (!variant) {
    throw new ChessError('ERR_PGN', `unknown [Variant "${variantTag}"]; known: ${VARIANT_DEFS.map((d) => d.pgnName).join(', ')}`, label);
  }
  const fen = tag(record, 'FEN');
  const rules = tag(record, 'Rules');
  let game: Game;
  try {
    game = new Game({ variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) });
  } catch (e) {
    throw e instanceof ChessError ? e.within(label) : e;
  }
  const moves = replayLine(game, record.moves, label, true);
  return { game, record: { ...record, moves } };
}

/** Plays `nodes` on `game` (the main line stays played), checking variations on copies; returns canonical nodes. */
function replayLine(game: Game, nodes: readonly PgnNode[], label: string, main: boolean): PgnNode[] {
  const out: PgnNode[] = [];
  for (const node of nodes) {
    const before = game.history.length;
    const variations = node.variations.map((line) => replayLine(game.atPly(before), line, label, false));
    const takeBack = node.commentsAfter.map((c) => OH_NO.exec(c.trim())).find((m) => m && !m[2]);
    const played = (san: string) => {
      try {
        return game.play(san, { afterEnd: true });
      } catch (e) {
        throw e instanceof ChessError ? e.within(main ? label : `${label}, variation`) : e;
      }
    };
    if (takeBack) { played(takeBack[1]!); ohNo(game, label); }
    const info = played(node.san);
    const pending = node.commentsAfter.map((c) => OH_NO.exec(c.trim())).find((m) => m && m[2]);
    if (pending) { played(pending[1]!); ohNo(game, label); }
    out.push({ ...node, san: info.san, variations });
  }
  return out;
}

function ohNo(game: Game, label: string): void {
  try {
    game.ohNo();
  } catch (e) {
    throw e instanceof ChessError ? e.within(label) : e;
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
    const after = (note?.commentsAfter ?? []).filter((c) => !OH_NO.test(c.trim()));
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
