/**
 * The reader's puzzle progress as a file, so that a new browser does not start from zero: written
 * with a `format` line that says what it is, read back with a clear error for anything else. What the
 * file holds is read as defensively as storage is (progress.ts): an odd field is dropped, never thrown.
 */
import type { Locale } from '../../i18n/locale';
import { PUZZLE_WORDS } from './words';
import { PROGRESS_VERSION, parseProgress, progressText, type Progress } from './progress';

/** The file's first field: what the file is (so a wrong file is named as such, not half read). */
export const FILE_FORMAT = 'berserker-chess puzzle progress';

/** The file name offered for the download, with the day (YYYY-MM-DD). */
export const exportName = (day: string): string => `berserker-puzzles-${day}.json`;

/** The file's text: the format, then the progress as storage keeps it. */
export function exportText(p: Progress): string {
  return `${JSON.stringify({ format: FILE_FORMAT, ...JSON.parse(progressText(p)) }, null, 1)}\n`;
}

/** A file read back: its progress, or what is wrong with it (the page says it, in its language; nothing changes). */
export type Imported = { ok: true; progress: Progress } | { ok: false; error: string };

export function importText(text: string, knownIds?: ReadonlySet<string>, locale: Locale = 'en'): Imported {
  const w = PUZZLE_WORDS[locale];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: w.fileNotJson((e as Error).message) };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as Record<string, unknown>).format !== FILE_FORMAT) {
    return { ok: false, error: w.fileNotProgress(FILE_FORMAT) };
  }
  const v = (raw as Record<string, unknown>).v;
  if (typeof v === 'number' && v > PROGRESS_VERSION) return { ok: false, error: w.fileNewer(v) };
  return { ok: true, progress: parseProgress(text, knownIds) };
}
