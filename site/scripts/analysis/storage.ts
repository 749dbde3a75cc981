/**
 * What the Analysis page keeps in the browser: the game (PGN), the move shown, the engine's settings,
 * and the work a link replaced (kept until the next edit, so opening a link never silently destroys
 * an analysis). Saved after every change, read back on a load without a link.
 *
 * Reading checks the shape of every field; anything odd (not JSON, another version, a path that is not
 * one) is reported as a reason and the page starts afresh with a note — never a crash. Whether the PGN
 * is a game is the engine's business (the page opens it with open.ts and reports what it says).
 * Storage that is blocked or full is reported once.
 */
import type { Locale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';
import { PATH_SHAPE } from './address';
import { analysisWords } from './words';

export const STORAGE_KEY = 'berserker-chess:analysis';
export const SAVE_VERSION = 1;
/** A saved game longer than this is not one this page wrote. */
const MAX_PGN = 1_000_000;

export interface EngineSettings {
  readonly on: boolean;
  /** How many lines (1–5). */
  readonly lines: number;
  /** The depth to stop at, or null: until switched off. */
  readonly depth: number | null;
}

export const LINE_CHOICES = [1, 2, 3, 4, 5] as const;
export const DEPTH_CHOICES = [12, 16, 20, null] as const;
export const DEFAULT_ENGINE: EngineSettings = { on: false, lines: 3, depth: null };

export interface Work {
  readonly pgn: string;
  readonly path: string;
}

export interface SavedAnalysis extends Work {
  readonly version: 1;
  readonly engine: EngineSettings;
  /** The analysis a link replaced, until the next edit; null when there is none. */
  readonly previous: Work | null;
}

export type ReadResult = { ok: true; saved: SavedAnalysis } | { ok: false; reason: string } | null;

const isWork = (w: unknown): w is Work =>
  !!w && typeof w === 'object' && typeof (w as Work).pgn === 'string' && (w as Work).pgn.length <= MAX_PGN && typeof (w as Work).path === 'string' && PATH_SHAPE.test((w as Work).path);

function engineOf(e: unknown): EngineSettings | null {
  if (!e || typeof e !== 'object') return null;
  const { on, lines, depth } = e as Record<string, unknown>;
  if (typeof on !== 'boolean' || !(LINE_CHOICES as readonly unknown[]).includes(lines) || !(DEPTH_CHOICES as readonly unknown[]).includes(depth)) return null;
  return { on, lines: lines as number, depth: depth as number | null };
}

/** Reads the saved text: the analysis, or why it cannot be used (in `locale`, the page's); null when nothing is saved. */
export function readSaved(text: string | null, locale: Locale = pageLocale()): ReadResult {
  if (text === null) return null;
  const why = analysisWords(locale).storage;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: why.notOurs };
  }
  if (!data || typeof data !== 'object') return { ok: false, reason: why.notOurs };
  const d = data as Record<string, unknown>;
  if (d.version !== SAVE_VERSION) return { ok: false, reason: why.otherVersion(String(d.version).slice(0, 20)) };
  if (!isWork(d)) return { ok: false, reason: why.damagedWork };
  const engine = engineOf(d.engine);
  if (!engine) return { ok: false, reason: why.damagedEngine };
  const previous = d.previous === null || d.previous === undefined ? null : isWork(d.previous) ? { pgn: d.previous.pgn, path: d.previous.path } : null;
  return { ok: true, saved: { version: SAVE_VERSION, pgn: d.pgn as string, path: d.path as string, engine, previous } };
}

/** The page's one door to localStorage: problems (blocked, full) reported once through `warn`. */
export class AnalysisStore {
  private warned = false;

  constructor(
    private readonly storage: () => Storage,
    private readonly warn: () => void,
  ) {}

  load(): ReadResult {
    try {
      return readSaved(this.storage().getItem(STORAGE_KEY));
    } catch {
      this.problem();
      return null;
    }
  }

  save(saved: SavedAnalysis): void {
    try {
      this.storage().setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      this.problem();
    }
  }

  /** Keeps damaged data aside (a reader may want it back), under a key of its own. */
  setAside(): void {
    try {
      const s = this.storage();
      const text = s.getItem(STORAGE_KEY);
      if (text !== null) s.setItem(`${STORAGE_KEY}:damaged`, text);
      s.removeItem(STORAGE_KEY);
    } catch {
      this.problem();
    }
  }

  private problem(): void {
    if (this.warned) return;
    this.warned = true;
    this.warn();
  }
}
