/**
 * The saved game: serialised to localStorage after every change, read back on load. Reading checks every
 * field against what the page offers; anything odd (not JSON, an old version, an unknown variant, a
 * move that is not SAN-shaped) makes `readSaved` say why, and the page starts a fresh game instead. The
 * moves themselves are checked by replaying them on the board (the engine decides legality).
 */
import { CLOCK_IDS, type ClockId, type Colour, type Ending, type SavedGame, type Settings, type TakeBackRecord } from './types';
import { parseRulesText } from './rules';

export const STORAGE_KEY = 'berserker-chess:play';

/** What a saved game may contain: the page's own lists. */
export interface Allowed {
  readonly variants: readonly string[];
  /** The variants with a Berserker (only these may have rules). */
  readonly berserkerVariants: readonly string[];
  readonly levels: readonly string[];
}

export type ReadResult = { ok: true; game: SavedGame } | { ok: false; reason: string } | null;

const COLOURS: readonly string[] = ['white', 'black'];
const MAX_MOVES = 3000;
/** SAN, coordinates or a placement: letters, digits and the marks SAN uses; nothing else. */
const SAN_SHAPE = /^[A-Za-z0-9@=+#/\-x]{2,16}$/;

export function serialise(game: SavedGame): string {
  return JSON.stringify(game);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e10;

function readSettings(v: unknown, allowed: Allowed): Settings | string {
  if (!isObj(v)) return 'no settings';
  const { opponent, level, colour, variant, rules, clock } = v;
  if (opponent !== 'computer' && opponent !== 'human') return `unknown opponent ${JSON.stringify(opponent)}`;
  if (typeof level !== 'string' || !allowed.levels.includes(level)) return `unknown level ${JSON.stringify(level)}`;
  if (typeof colour !== 'string' || !COLOURS.includes(colour)) return `unknown colour ${JSON.stringify(colour)}`;
  if (typeof variant !== 'string' || !allowed.variants.includes(variant)) return `unknown variant ${JSON.stringify(variant)}`;
  if (typeof rules !== 'string' || parseRulesText(rules) === null) return `unknown rules ${JSON.stringify(rules)}`;
  if (rules.trim() && !allowed.berserkerVariants.includes(variant)) return `${variant} has no Berserker rule options`;
  if (typeof clock !== 'string' || !(CLOCK_IDS as string[]).includes(clock)) return `unknown clock ${JSON.stringify(clock)}`;
  return { opponent, level, colour: colour as Colour, variant, rules: rules.trim(), clock: clock as ClockId };
}

function readEnding(v: unknown): Ending | null | string {
  if (v === null || v === undefined) return null;
  if (!isObj(v)) return 'a bad ending';
  const { result, reason, winner } = v;
  if (result !== '1-0' && result !== '0-1' && result !== '1/2-1/2') return 'a bad result';
  if (reason !== 'resignation' && reason !== 'agreement' && reason !== 'time-forfeit') return 'a bad ending';
  const w = winner === null ? null : winner === 'white' || winner === 'black' ? winner : undefined;
  if (w === undefined) return 'a bad winner';
  const expected = w === 'white' ? '1-0' : w === 'black' ? '0-1' : '1/2-1/2';
  if (result !== expected || (reason === 'agreement') !== (w === null)) return 'an ending that does not add up';
  return { result, reason, winner: w };
}

/** Reads the saved text: null when there is none, else the game or why it cannot be used. */
export function readSaved(text: string | null, allowed: Allowed): ReadResult {
  if (text === null || text === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the saved game is not readable' };
  }
  if (!isObj(data)) return { ok: false, reason: 'the saved game is not readable' };
  if (data.version !== 1) return { ok: false, reason: 'the saved game is from another version of this page' };
  const settings = readSettings(data.settings, allowed);
  if (typeof settings === 'string') return { ok: false, reason: `the saved game has ${settings}` };
  const moves = data.moves;
  if (!Array.isArray(moves) || moves.length > MAX_MOVES || !moves.every((m) => typeof m === 'string' && SAN_SHAPE.test(m))) {
    return { ok: false, reason: 'the saved moves are damaged' };
  }
  const tb = data.takeBacks ?? [];
  if (!Array.isArray(tb)) return { ok: false, reason: 'the saved take-backs are damaged' };
  const takeBacks: TakeBackRecord[] = [];
  for (const t of tb) {
    if (!isObj(t) || !Number.isInteger(t.ply) || (t.ply as number) < 0 || (t.ply as number) > moves.length) return { ok: false, reason: 'the saved take-backs are damaged' };
    if (typeof t.san !== 'string' || !SAN_SHAPE.test(t.san) || (t.by !== 'white' && t.by !== 'black')) return { ok: false, reason: 'the saved take-backs are damaged' };
    if (takeBacks.some((x) => x.by === t.by)) return { ok: false, reason: 'the saved take-backs are damaged' };
    takeBacks.push({ ply: t.ply as number, san: t.san, by: t.by });
  }
  takeBacks.sort((a, b) => a.ply - b.ply);
  let clocks: SavedGame['clocks'] = null;
  if (settings.clock !== 'none') {
    const c = data.clocks;
    if (!isObj(c) || !isTime(c.white) || !isTime(c.black)) return { ok: false, reason: 'the saved clocks are damaged' };
    clocks = { white: c.white, black: c.black };
  }
  const ending = readEnding(data.ending);
  if (typeof ending === 'string') return { ok: false, reason: `the saved game has ${ending}` };
  const orientation = data.orientation === 'black' ? 'black' : 'white';
  const startedAt = typeof data.startedAt === 'number' && Number.isFinite(data.startedAt) && data.startedAt > 0 && data.startedAt < 1e14 ? data.startedAt : Date.now();
  return { ok: true, game: { version: 1, settings, moves: [...moves], takeBacks, clocks, ending, orientation, startedAt } };
}

/** The take-backs still valid when the move list changed from `before` to `after` (the board's Game drops the same). */
export function keepTakeBacks(takeBacks: readonly TakeBackRecord[], before: readonly string[], after: readonly string[]): TakeBackRecord[] {
  let common = 0;
  while (common < before.length && common < after.length && before[common] === after[common]) common++;
  // A record at ply p belongs to the position after p moves; it survives while those p moves stay.
  return takeBacks.filter((t) => t.ply <= common);
}
