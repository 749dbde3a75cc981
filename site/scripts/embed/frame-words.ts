/**
 * The frame page's own words (/embed/frame/, site/pages/embed/frame.astro and frame.ts): its title and
 * the short lines about what is wrong with its query (issue 28: a 400×440 frame shows them above the
 * board, so no line lists every parameter; the Embed page does). One page serves every language: its
 * words follow the query's `lang` (the language the board speaks), English when that is not a
 * language of this site.
 */
import { translations } from '../../i18n/words';

/** A name or value as a problem quotes it: its first 30 characters. */
const q = (text: string): string => JSON.stringify([...text].length > 30 ? `${[...text].slice(0, 30).join('')}…` : text);

const en = {
  /** The page's title and heading, and an iframe's default title. */
  title: 'Berserker Chess board',
  unknownNear: (name: string, near: string) => `Unknown parameter ${q(name)}: did you mean "${near}"?`,
  unknown: (name: string) => `Unknown parameter ${q(name)} (the Embed page lists them).`,
  twice: (name: string) => `The parameter "${name}" is given more than once; the first one is used.`,
  background: (value: string, allowed: string) => `background: ${q(value)} is not one of ${allowed}.`,
  onOff: (name: string, value: string) => `${name}: ${q(value)} is neither on nor off (write "${name}" alone, or ${name}=false).`,
};

const de: typeof en = {
  title: 'Berserker-Schach-Brett',
  unknownNear: (name, near) => `Unbekannter Parameter ${q(name)}: Meintest du "${near}"?`,
  unknown: (name) => `Unbekannter Parameter ${q(name)} (die Seite „Einbinden“ listet alle auf).`,
  twice: (name) => `Der Parameter "${name}" steht mehrmals da; der erste gilt.`,
  background: (value, allowed) => `background: ${q(value)} ist keiner der Werte ${allowed}.`,
  onOff: (name, value) => `${name}: ${q(value)} ist weder an noch aus (schreibe "${name}" allein oder ${name}=false).`,
};

export const FRAME_WORDS = translations({ en, de });
