/**
 * What the Puzzles page says about sets and sharing, as pure functions of the facts (the page puts the
 * text on screen; the tests read it): the set being made, a set opened by a link, what a set link lacks,
 * and what copying did.
 */

/** "1 puzzle", "12 puzzles": also the counts the variant and rule pages link to the Puzzles page with. */
export const puzzleCount = (n: number): string => `${n} ${n === 1 ? 'puzzle' : 'puzzles'}`;

/** The set the reader is making: how big, whether the puzzle on the board is in it, whether it is full. */
export function setCountText(n: number, hasCurrent: boolean, max: number): string {
  if (n === 0) return 'Your set is empty: add puzzles to it one by one, then share its link.';
  return `Your set has ${puzzleCount(n)}${hasCurrent ? ', this one among them' : ''}${n >= max ? ` (${max} at the most)` : ''}.`;
}

/** The button that puts the puzzle on the board in the set, or takes it out. */
export const setToggleText = (inSet: boolean): string => (inSet ? 'Remove this puzzle from my set' : 'Add this puzzle to my set');

/** Above the puzzle while a set opened by a link is being solved. */
export const setBannerText = (n: number): string => `A set of ${puzzleCount(n)} from a link, in its order.`;

/** What a set link lacks (`missing`: the ids, already shortened for display), said while the rest opens. */
export const setMissingText = (count: number, missing: string): string =>
  `${count === 1 ? 'One puzzle' : `${count} puzzles`} of the set ${count === 1 ? 'is' : 'are'} not here (the link may be old): ${missing}. Here are the others.`;

/** What each copy button copies, as the status after it names it. */
export const COPIED = { link: 'the link', set: 'the set’s link', element: 'the HTML', frame: 'the frame’s HTML' } as const;

/** After a copy button: copied, or (where the page may not write to the clipboard) selected for the reader to copy. */
export const copiedText = (what: string, copied: boolean): string =>
  copied ? `Copied ${what} to the clipboard.` : `Copying is not allowed here: ${what} is selected, copy it with Ctrl+C (⌘C).`;

// ------------------------------------------------------------------ modes, rating, dashboard, file

/** The modes' names, as the mode switch shows them. */
export const MODE_NAMES = { practice: 'Practice', rated: 'Rated', streak: 'Streak', timed: '3-minute run' } as const;

/** What each mode does, said under the switch when it is chosen. */
export const MODE_HELP = {
  practice: 'Any puzzle, in the order of the list: your rating does not change.',
  rated: 'Puzzles near your rating; each puzzle counts once, solved without a wrong move, a hint or the solution.',
  streak: 'Puzzles get harder with each one you solve; one wrong move ends the streak.',
  timed: 'Three minutes: solve as many as you can. A wrong move skips to the next puzzle.',
} as const;

/** The reader's rating: "1512 ± 84", with the last change when there was one ("+12"). */
export function ratingText(rating: number, rd: number, change: number | null = null): string {
  const delta = change === null || Math.round(change) === 0 ? '' : ` (${change > 0 ? '+' : '−'}${Math.abs(Math.round(change))})`;
  return `Your rating: ${Math.round(rating)} ± ${Math.round(2 * rd)}${delta}.`;
}

/** Rated mode, once the puzzle on the board has been tried before: it no longer counts. */
export const NOT_RATED_AGAIN = 'You have tried this puzzle before, so it does not change your rating.';

/** Before a run starts, while it runs, and when it ends. */
export const runStartText = (mode: 'streak' | 'timed'): string => (mode === 'streak' ? 'Start a streak' : 'Start a 3-minute run');
export const runAgainText = 'Start again';
export const streakStatus = (n: number, best: number): string => `Streak: ${n} solved in a row. Best ${best}.`;
export const timedStatus = (clock: string, solved: number, failed: number): string => `${clock} left · ${solved} solved, ${failed} missed.`;
export const streakOver = (n: number, best: number, isBest: boolean): string =>
  `The streak is over: ${n} solved in a row.${isBest ? ' Your best yet!' : ` Your best is ${best}.`}`;
export const timedOver = (solved: number, failed: number, best: number, isBest: boolean): string =>
  `Time! ${solved} solved, ${failed} missed.${isBest ? ' Your best yet!' : ` Your best is ${best}.`}`;
export const runIdle = 'Press start when you are ready: the first puzzle is the easiest.';
export const runNoPuzzles = 'No puzzle matches the filters: choose others to start a run.';
export const runOutOfPuzzles = 'You have been through every puzzle the filters allow. Well done!';

/** The rating chart's words for screen readers (and its title). */
export const chartLabel = (n: number, low: number, high: number, now: number): string =>
  `Your rating over your last ${n} rated puzzles: between ${low} and ${high}, now ${now}.`;
export const NO_HISTORY = 'Solve rated puzzles to see your rating change here.';

/** The dashboard. */
export const DASHBOARD = {
  empty: 'Your results by theme and by variant appear here once you have tried a puzzle.',
  theme: 'Theme',
  variant: 'Variant',
  tried: 'Tried',
  solved: 'Solved',
  failed: 'Failed',
  rating: 'Rating',
  byTheme: 'By theme',
  byVariant: 'By variant',
} as const;

/** The progress file: after saving and loading it. */
export const fileSavedText = (name: string): string => `Saved as ${name} in your downloads.`;
export const fileLoadedText = (solved: number, attempts: number): string =>
  `Loaded: ${puzzleCount(solved)} solved, ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}.`;
export const FILE_REPLACE = 'Replace the progress in this browser with the file’s?';

/** The theme filter's summary: "all", or the themes ticked ("Fork, Mate"). */
export const themeSummary = (names: readonly string[]): string => (names.length ? names.join(', ') : 'all');

/** After a wrong move the board answered (its refutation), until it is taken back. */
export const refutedText = (move: string, reply: string): string => `${move} is not the solution: ${reply} answers it. It is taken back: try again.`;
