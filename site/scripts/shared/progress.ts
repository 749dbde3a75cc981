/**
 * Progress kept in localStorage, as the Learn path and the Puzzles page keep theirs. Reading is
 * defensive (anything odd in storage is ignored, never thrown), and so is writing: when storage is full,
 * disabled or throws, the progress lasts for this visit and `save` says so. A page describes its own
 * progress in a ProgressKind (its key, its empty value, how its fields are read and written); the
 * parsing, the version and the try/catch around the browser's storage are here, once.
 */

/** A saved id: lower-case letters and digits, words joined by single hyphens (the content's ids). */
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for a well-formed id that is one of `knownIds` when the page passes them (ids of removed content drop out). */
export const isSavedId = (id: unknown, knownIds?: ReadonlySet<string>): id is string =>
  typeof id === 'string' && ID_RE.test(id) && (!knownIds || knownIds.has(id));

/** One page's progress: where it is kept and how its fields are read and written. */
export interface ProgressKind<P> {
  /** The localStorage key. */
  readonly key: string;
  /** Saved as `v` before the fields. */
  readonly version: number;
  readonly empty: () => P;
  /** The progress in a saved object (never an array or null); a malformed field reads as empty. */
  readonly read: (saved: Readonly<Record<string, unknown>>, knownIds?: ReadonlySet<string>) => P;
  /** The fields saved for `p`, after the version. */
  readonly fields: (p: P) => Record<string, unknown>;
}

/** Reads saved progress from a storage text; anything malformed becomes (part of) empty progress. */
export function parseProgress<P>(kind: ProgressKind<P>, text: string | null, knownIds?: ReadonlySet<string>): P {
  if (!text) return kind.empty();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return kind.empty();
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return kind.empty();
  return kind.read(raw as Record<string, unknown>, knownIds);
}

/** The text saved for `p`: its version, then its fields. */
export const formatProgress = <P>(kind: ProgressKind<P>, p: P): string => JSON.stringify({ v: kind.version, ...kind.fields(p) });

/** Where progress is kept: localStorage, or nothing (then `save` says false). */
export interface ProgressStore<P> {
  load(knownIds?: ReadonlySet<string>): P;
  /** False when the browser refused to keep it. */
  save(p: P): boolean;
  /** Can progress be kept at all? Writes, reads and removes a probe beside the key; false when any of it throws. */
  probe(): boolean;
}

/** What the pages say when progress cannot be kept (issue 28: said at load, and at every failed save). */
export const PROGRESS_WORDS = {
  unavailable: 'This browser does not let the page keep your progress (its storage is blocked or full), so what you solve here will not survive a reload.',
  saveFailed: 'Your progress could not be saved just now (the browser refused), so it will not survive a reload.',
} as const;

/**
 * The storage warning of a page (a `role=status` callout, hidden until needed): the probe at load says
 * once that progress will not survive a reload; `saved(false)` says a save failed (nothing is swallowed).
 * `words`: the page's language's (a words table's `storage`); English by default.
 */
export function storageWarning(el: HTMLElement | null, store: { probe(): boolean }, words: { readonly [K in keyof typeof PROGRESS_WORDS]: string } = PROGRESS_WORDS): { saved(ok: boolean): void } {
  const show = (text: string) => {
    if (!el) return;
    el.textContent = text;
    el.hidden = false;
  };
  if (!store.probe()) show(words.unavailable);
  return {
    saved(ok) {
      if (!ok) show(words.saveFailed);
    },
  };
}

/** localStorage behind try/catch: private modes, disabled storage and full quotas throw. */
export function progressStore<P>(kind: ProgressKind<P>, storage: () => Storage = () => localStorage): ProgressStore<P> {
  return {
    load(knownIds) {
      try {
        return parseProgress(kind, storage().getItem(kind.key), knownIds);
      } catch {
        return kind.empty();
      }
    },
    save(p) {
      try {
        storage().setItem(kind.key, formatProgress(kind, p));
        return true;
      } catch {
        return false;
      }
    },
    probe() {
      const probeKey = `${kind.key}:probe`;
      try {
        const s = storage();
        s.setItem(probeKey, '1');
        const ok = s.getItem(probeKey) === '1';
        s.removeItem(probeKey);
        return ok;
      } catch {
        return false;
      }
    },
  };
}
