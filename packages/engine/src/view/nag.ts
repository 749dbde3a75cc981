/**
 * NAGs in words, for screen readers: a glyph such as ⩲ is read as a symbol's name or not at all. Kept
 * apart from the tree reader (view/tree.ts has the glyphs) so that code reading trees need not carry it.
 */
import { nagGlyph } from './tree.js';

/** What the common NAGs mean, in words a screen reader can say (a glyph such as ⩲ is read as a symbol name or not at all). */
const NAG_WORDS: ReadonlyMap<number, string> = new Map([
  [1, 'good move'], [2, 'mistake'], [3, 'brilliant move'], [4, 'blunder'], [5, 'interesting move'], [6, 'dubious move'],
  [7, 'only move'], [8, 'only move'], [10, 'equal position'], [11, 'equal position'], [12, 'equal position'],
  [13, 'unclear position'], [14, 'White is slightly better'], [15, 'Black is slightly better'], [16, 'White is better'],
  [17, 'Black is better'], [18, 'White is winning'], [19, 'Black is winning'], [20, 'White is winning'], [21, 'Black is winning'],
  [22, 'zugzwang'], [23, 'zugzwang'], [32, 'development advantage'], [33, 'development advantage'], [36, 'initiative'],
  [37, 'initiative'], [40, 'attack'], [41, 'attack'], [44, 'with compensation'], [45, 'with compensation'],
  [132, 'counterplay'], [133, 'counterplay'], [138, 'time trouble'], [139, 'time trouble'], [140, 'with the idea'], [146, 'novelty'],
]);

/** A NAG in words, for screen readers: `$1` → 'good move', `$14` → 'White is slightly better'; else its glyph. */
export function nagText(nag: number): string {
  return NAG_WORDS.get(nag) ?? nagGlyph(nag);
}
