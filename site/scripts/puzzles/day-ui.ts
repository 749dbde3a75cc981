/**
 * The Puzzles page's puzzle of the day: the same puzzle for everyone on a date (logic.ts), its task, a
 * button that opens it on the board, and its HTML to paste into a blog (shown once its body is fetched).
 */
import type { PuzzleEntry } from './types';
import type { Bodies } from './chunks';
import { dayKey, puzzleOfTheDay, snippet } from './logic';
import { copyText } from './share-ui';
import { PUZZLE_WORDS } from './words';
import { pageLocale } from '../../i18n/page-locale';
import { $ } from './dom';

export function dayPanel(all: readonly PuzzleEntry[], fetched: Bodies, solve: (entry: PuzzleEntry) => void): void {
  const locale = pageLocale();
  const w = PUZZLE_WORDS[locale];
  const today = new Date();
  const entry = puzzleOfTheDay(all, today);
  if (!entry) return;
  const status = $('[data-day-status]');
  $('[data-day-task]').textContent = w.dayTask(entry.task, entry.variantName, entry.rating);
  $('[data-day-date]').textContent = `— ${dayKey(today)}.`;
  $('[data-day-solve]').addEventListener('click', () => solve(entry));
  fetched.open(entry).then((p) => {
    const html = snippet(p, location.origin, locale);
    $('[data-day-snippet]').textContent = html;
    $('[data-day-copy]').addEventListener('click', () => void copyText(html, $('[data-day-snippet]'), status, w.copied.element));
  }, (e: Error) => {
    status.textContent = e.message;
  });
}
