/**
 * The saved game: serialised to localStorage after every change, read back on load. Reading checks every
 * field against what the page offers; anything odd (not JSON, an unknown variant, a move that is not
 * SAN-shaped) makes `readSaved` say why, and the page starts a fresh game instead. The moves themselves
 * and take-backs are checked by replaying them on the board (the engine decides legality, and R8's once
 * per game), the rule options by the engine's parseRules.
 *
 * GameStore is the page's one door to the browser's storage. Storage can be blocked (reading it throws),
 * full (writing throws) or hold a game saved by another version of this page; each is reported once,
 * as a message the page shows, and another version's game is never overwritten: it is kept under a key
 * of its own (`berserker-chess:play:v2`) before this page writes, and if it cannot be kept this page
 * does not write at all.
 */
import { Game, makeRules, parseRules } from '@berserker-chess/engine';
import { RESTORE_WORDS, type RestoreWords } from './restore-words';
import { CLOCK_IDS, type ClockId, type Colour, type Ending, type SavedGame, type Settings, type TakeBackRecord } from './types';

export const STORAGE_KEY = 'berserker-chess:play';
/** The version of the saved game's format that this page writes and reads. */
export const SAVE_VERSION = 1;

/** What a saved game may contain: the page's own lists. */
export interface Allowed {
  readonly variants: readonly string[];
  /** The variants with a Berserker (only these may have rules). */
  readonly berserkerVariants: readonly string[];
  readonly levels: readonly string[];
}

export type ReadResult =
  | { ok: true; game: SavedGame }
  /** `version`: set when the text is a game saved by another version of the page (its version). */
  | { ok: false; reason: string; version?: string }
  | null;

const COLOURS: readonly string[] = ['white', 'black'];
const MAX_MOVES = 3000;
/** A start position longer than this is not a FEN (the largest board's is a few hundred characters). */
const MAX_FEN = 500;
/** SAN, coordinates or a placement: letters, digits and the marks SAN uses; nothing else. */
const SAN_SHAPE = /^[A-Za-z0-9@=+#/\-x]{2,16}$/;

export function serialise(game: SavedGame): string {
  return JSON.stringify(game);
}

/** The engine's canonical text of a rules text (only what differs from the defaults), or null when the engine refuses it. */
function rulesText(text: string): string | null {
  try {
    return makeRules(parseRules(text));
  } catch {
    return null;
  }
}

/** The version a saved text was written by, when it is not this page's; null when it is this page's or not a saved game at all. */
export function otherVersion(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(data) || data.version === SAVE_VERSION) return null;
  // Only letters, digits, dots and dashes go into a storage key.
  return String(data.version).replace(/[^\w.-]/g, '').slice(0, 20) || 'unknown';
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e10;

function readSettings(v: unknown, allowed: Allowed, w: RestoreWords): Settings | string {
  if (!isObj(v)) return w.hasNoSettings;
  const { opponent, level, colour, variant, rules, clock } = v;
  if (opponent !== 'computer' && opponent !== 'human') return w.hasUnknownOpponent(opponent);
  if (typeof level !== 'string' || !allowed.levels.includes(level)) return w.hasUnknownLevel(level);
  if (typeof colour !== 'string' || !COLOURS.includes(colour)) return w.hasUnknownColour(colour);
  if (typeof variant !== 'string' || !allowed.variants.includes(variant)) return w.hasUnknownVariant(variant);
  const canonical = typeof rules === 'string' ? rulesText(rules) : null;
  if (canonical === null) return w.hasUnknownRules(rules);
  if (canonical && !allowed.berserkerVariants.includes(variant)) return w.hasRulesWithout(variant);
  if (typeof clock !== 'string' || !(CLOCK_IDS as string[]).includes(clock)) return w.hasUnknownClock(clock);
  const settings: Settings = { opponent, level, colour: colour as Colour, variant, rules: canonical, clock: clock as ClockId };
  // A game started from a link keeps its start position; the engine judges it (the moves are replayed on it later).
  const fen = v.fen;
  if (fen === undefined || fen === '') return settings;
  if (typeof fen !== 'string' || fen.length > MAX_FEN) return w.hasDamagedStart;
  try {
    new Game({ variant, ...(canonical ? { rules: canonical } : {}), fen });
  } catch (e) {
    return w.hasRefusedStart(e instanceof Error ? e.message : String(e));
  }
  return { ...settings, fen };
}

function readEnding(v: unknown, w: RestoreWords): Ending | null | string {
  if (v === null || v === undefined) return null;
  if (!isObj(v)) return w.hasBadEnding;
  const { result, reason, winner } = v;
  if (result !== '1-0' && result !== '0-1' && result !== '1/2-1/2') return w.hasBadResult;
  if (reason !== 'resignation' && reason !== 'agreement' && reason !== 'time-forfeit') return w.hasBadEnding;
  const won = winner === null ? null : winner === 'white' || winner === 'black' ? winner : undefined;
  if (won === undefined) return w.hasBadWinner;
  const expected = won === 'white' ? '1-0' : won === 'black' ? '0-1' : '1/2-1/2';
  if (result !== expected || (reason === 'agreement') !== (won === null)) return w.hasEndingNotAddingUp;
  return { result, reason, winner: won };
}

/** Reads the saved text: null when there is none, else the game or why it cannot be used (in `w`'s words). */
export function readSaved(text: string | null, allowed: Allowed, w: RestoreWords = RESTORE_WORDS.en): ReadResult {
  if (text === null || text === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: w.notReadable };
  }
  if (!isObj(data)) return { ok: false, reason: w.notReadable };
  if (data.version !== SAVE_VERSION) return { ok: false, reason: w.otherVersion, version: otherVersion(text)! };
  const settings = readSettings(data.settings, allowed, w);
  if (typeof settings === 'string') return { ok: false, reason: w.savedHas(settings) };
  const moves = data.moves;
  if (!Array.isArray(moves) || moves.length > MAX_MOVES || !moves.every((m) => typeof m === 'string' && SAN_SHAPE.test(m))) {
    return { ok: false, reason: w.movesDamaged };
  }
  const tb = data.takeBacks ?? [];
  if (!Array.isArray(tb)) return { ok: false, reason: w.takeBacksDamaged };
  const takeBacks: TakeBackRecord[] = [];
  for (const t of tb) {
    if (!isObj(t) || !Number.isInteger(t.ply) || (t.ply as number) < 0 || (t.ply as number) > moves.length) return { ok: false, reason: w.takeBacksDamaged };
    if (typeof t.san !== 'string' || !SAN_SHAPE.test(t.san) || (t.by !== 'white' && t.by !== 'black')) return { ok: false, reason: w.takeBacksDamaged };
    takeBacks.push({ ply: t.ply as number, san: t.san, by: t.by });
  }
  takeBacks.sort((a, b) => a.ply - b.ply);
  let clocks: SavedGame['clocks'] = null;
  if (settings.clock !== 'none') {
    const c = data.clocks;
    if (!isObj(c) || !isTime(c.white) || !isTime(c.black)) return { ok: false, reason: w.clocksDamaged };
    clocks = { white: c.white, black: c.black };
  }
  const ending = readEnding(data.ending, w);
  if (typeof ending === 'string') return { ok: false, reason: w.savedHas(ending) };
  const orientation = data.orientation === 'black' ? 'black' : 'white';
  const startedAt = typeof data.startedAt === 'number' && Number.isFinite(data.startedAt) && data.startedAt > 0 && data.startedAt < 1e14 ? data.startedAt : Date.now();
  return { ok: true, game: { version: SAVE_VERSION, settings, moves: [...moves], takeBacks, clocks, ending, orientation, startedAt } };
}

// ------------------------------------------------------------------ the browser's storage

/** A problem with storage the player should know about. */
export interface StoreProblem {
  readonly kind: 'blocked' | 'full' | 'other-version';
  readonly message: string;
}

/**
 * Reads and writes the saved game under STORAGE_KEY. `storage` returns the browser's localStorage (it may
 * throw, or return null, when storage is off); `onProblems` hears the current problems whenever they
 * change, so each is shown once and stays shown while it lasts.
 */
export class GameStore {
  private readonly problems = new Map<StoreProblem['kind'], string>();
  /** The key holds another version's game that could not be kept elsewhere: never write. */
  private blocked = false;

  constructor(
    private readonly storage: () => Storage | null,
    private readonly onProblems: (problems: readonly StoreProblem[]) => void,
    readonly key = STORAGE_KEY,
    /** The words of the reasons and problems it reports. */
    private readonly words: RestoreWords = RESTORE_WORDS.en,
  ) {}

  /** The saved game, null when there is none (or storage cannot be read), or why it cannot be used. */
  load(allowed: Allowed): ReadResult {
    const text = this.read();
    if (text === null) return null;
    const read = readSaved(text, allowed, this.words);
    if (read && !read.ok && read.version !== undefined) this.keepOtherVersion(text, read.version);
    return read;
  }

  /** Saves `game`; false when it could not be saved (the problem is reported). */
  save(game: SavedGame): boolean {
    if (this.blocked) return false;
    // Another version of the page (another tab) may have saved since: keep its game first.
    const current = this.read();
    const version = current === null ? null : otherVersion(current);
    if (version !== null && !this.keepOtherVersion(current!, version)) return false;
    try {
      const s = this.storage();
      if (!s) throw new Error('no storage');
      s.setItem(this.key, serialise(game));
    } catch {
      this.set('full', this.words.storageFull);
      return false;
    }
    this.clear('full');
    return true;
  }

  /** A preference (not the game): read, or null; never throws, never reported. */
  preference(key: string): string | null {
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  setPreference(key: string, value: string): void {
    try {
      this.storage()?.setItem(key, value);
    } catch {
      /* a preference that is not kept is not worth a message */
    }
  }

  private read(): string | null {
    try {
      const s = this.storage();
      if (!s) throw new Error('no storage');
      return s.getItem(this.key);
    } catch {
      this.set('blocked', this.words.storageBlocked);
      return null;
    }
  }

  /** Copies another version's game to a key of its own; true when it is safe there (or was already). */
  private keepOtherVersion(text: string, version: string): boolean {
    const aside = `${this.key}:v${version}`;
    try {
      const s = this.storage()!;
      if (s.getItem(aside) !== text) s.setItem(aside, text);
      this.set('other-version', this.words.otherVersionKept(aside));
      return true;
    } catch {
      this.blocked = true;
      this.set('other-version', this.words.otherVersionBlocked);
      return false;
    }
  }

  private set(kind: StoreProblem['kind'], message: string): void {
    if (this.problems.get(kind) === message) return;
    this.problems.set(kind, message);
    this.changed();
  }

  private clear(kind: StoreProblem['kind']): void {
    if (this.problems.delete(kind)) this.changed();
  }

  private changed(): void {
    this.onProblems([...this.problems].map(([kind, message]) => ({ kind, message })));
  }
}
