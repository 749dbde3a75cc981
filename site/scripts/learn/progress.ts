/**
 * The Learn path's progress: the best stars earned per exercise, kept in localStorage. Reading is
 * defensive (anything odd in storage is ignored, never thrown), and so is writing: when storage is full,
 * disabled or throws, the progress lasts for this visit and the page says so (see ../shared/progress.ts).
 */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { LEARN_WORDS } from './words';
import { formatProgress as formatSaved, isSavedId, parseProgress as parseSaved, progressStore, type ProgressKind, type ProgressStore as Store } from '../shared/progress';

export const STORAGE_KEY = 'berserker-chess:learn';
export const STORAGE_VERSION = 1;

export type Stars = 1 | 2 | 3;

export interface Progress {
  /** Exercise id → the best stars earned. */
  readonly stars: Readonly<Record<string, Stars>>;
}

export const emptyProgress = (): Progress => ({ stars: {} });

const isStars = (x: unknown): x is Stars => x === 1 || x === 2 || x === 3;

const LEARN: ProgressKind<Progress> = {
  key: STORAGE_KEY,
  version: STORAGE_VERSION,
  empty: emptyProgress,
  read(raw, knownIds) {
    const saved = raw.stars;
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return emptyProgress();
    // No prototype: a saved "__proto__" id is an own key like any other, never the object's prototype.
    const stars: Record<string, Stars> = Object.create(null);
    for (const [id, n] of Object.entries(saved as Record<string, unknown>)) {
      if (isSavedId(id, knownIds) && isStars(n)) stars[id] = n;
    }
    return { stars };
  },
  fields: (p) => ({ stars: p.stars }),
};

/** Reads saved progress from a storage text; anything malformed becomes (part of) empty progress. */
export const parseProgress = (text: string | null, knownIds?: ReadonlySet<string>): Progress => parseSaved(LEARN, text, knownIds);

/** The text saved for `p`. */
export const formatProgress = (p: Progress): string => formatSaved(LEARN, p);

/** The progress with `stars` for exercise `id`, keeping the better of the old and the new result. */
export function withResult(p: Progress, id: string, stars: Stars): Progress {
  const old = p.stars[id] ?? 0;
  return old >= stars ? p : { stars: { ...p.stars, [id]: stars } };
}

/** Where progress is kept: localStorage, or nothing (then `save` says false). */
export type ProgressStore = Store<Progress>;

/** localStorage behind try/catch: private modes, disabled storage and full quotas throw. */
export const browserStore = (storage?: () => Storage): ProgressStore => progressStore(LEARN, storage);

export interface StageSummary {
  readonly done: number;
  readonly total: number;
  readonly stars: number;
  readonly maxStars: number;
  readonly complete: boolean;
}

/** How far a stage is done: exercises solved, stars earned out of three per exercise. */
export function stageSummary(ids: readonly string[], p: Progress): StageSummary {
  const got = ids.map((id) => p.stars[id] ?? 0);
  const done = got.filter((n) => n > 0).length;
  return { done, total: ids.length, stars: got.reduce<number>((a, b) => a + b, 0), maxStars: 3 * ids.length, complete: done === ids.length && ids.length > 0 };
}

/** The first exercise not solved yet, in path order; null when all are. */
export function firstUnsolved<T extends { readonly id: string }>(path: readonly T[], p: Progress): T | null {
  return path.find((e) => !p.stars[e.id]) ?? null;
}

/** "★★☆" and its words in `locale`, for one exercise's result. */
export function starText(n: number, locale: Locale = DEFAULT_LOCALE): { readonly glyphs: string; readonly words: string } {
  const k = Math.max(0, Math.min(3, n));
  return { glyphs: '★'.repeat(k) + '☆'.repeat(3 - k), words: LEARN_WORDS[locale].starWords(k) };
}
