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
