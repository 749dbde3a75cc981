/**
 * A diagram's accessible name (what a screen reader says for the board): its title, else its caption's
 * first sentence, else the variant's name. Captions often open with notation — "1. e6 is a triple
 * step", "C1: …", "tR: Black has triggered" — so a sentence ends only at a full stop, question or
 * exclamation mark followed by a space, and never at a move number's dot ("1.", "2…", "12...") or a colon:
 * otherwise the name is "Diagram: 1".
 */

import type { Locale } from '../i18n/locale';
import { DIAGRAM_WORDS } from './diagram-words';

/** Longest name kept (the rest of the caption is read next to the board anyway). */
const MAX = 120;

/** The caption's first sentence, without its closing punctuation. */
export function firstSentence(caption: string): string {
  const text = caption.replace(/\s+/g, ' ').trim();
  const ends = /[.!?](?= )/g;
  for (let m = ends.exec(text); m; m = ends.exec(text)) {
    // A move number ("1." or "12..." after a space or at the start) is not a sentence's end.
    if (/(^|[\s(])\d+\.*$/.test(text.slice(0, m.index + 1))) continue;
    return text.slice(0, m.index);
  }
  return text.replace(/[.!?]$/, '');
}

/** Shortens `text` to at most MAX characters at a word's end, marking the cut with "…". */
function clip(text: string): string {
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:—–-]+$/, '')}…`;
}

/** The name in the page's language (`variantName` already in it: "Bauernspiel"). */
export function diagramLabel(p: { title?: string | undefined; caption?: string | undefined; variantName: string; locale?: Locale }): string {
  if (p.title) return p.title;
  const w = DIAGRAM_WORDS[p.locale ?? 'en'];
  const sentence = firstSentence(p.caption ?? '');
  return sentence ? clip(w.labelFrom(sentence)) : w.labelOf(p.variantName);
}
