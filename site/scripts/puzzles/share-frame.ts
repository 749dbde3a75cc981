/**
 * The puzzle in an <iframe> of the site's frame page (the share box's third snippet). A module of its own,
 * loaded when the reader opens the share box: the frame page's address writer and its words are not
 * part of the page's load.
 */
import { frameSnippet, type FrameOptions, type TextParam } from '../embed/frame-url';
import { puzzleAttributes } from './logic';
import { PUZZLE_WORDS } from './words';
import type { PagePuzzle } from './types';
import type { Locale } from '../../i18n/locale';

/** The same puzzle in an <iframe> of the site's frame page, for a page that may not run scripts. */
export function frameHtml(p: PagePuzzle, origin: string, locale: Locale = 'en'): string {
  const options: FrameOptions = { coordinates: true };
  for (const [k, v] of puzzleAttributes(p, locale)) if (v !== null) options[k as TextParam] = v;
  return frameSnippet(options, { origin, title: PUZZLE_WORDS[locale].frameTitle(p.task) });
}
