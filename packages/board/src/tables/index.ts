/**
 * Every language's message table, for a page that names what the board names: the site's German pages
 * call variants, pieces and colours what the German board calls them (`berserker-board/messages`).
 * Not part of the element's files: the element loads one language's table when a board needs it.
 */
import { EN, type MessageKey, type Messages } from '../messages/en.js';
import { fill, type Params } from '../messages/en-still.js';
import de from '../lang/de.js';
import es from '../lang/es.js';
import fr from '../lang/fr.js';
import it from '../lang/it.js';
import nl from '../lang/nl.js';
import { statusText } from '../live/words.js';
import type { BoardView } from '@berserker-chess/engine';

export const MESSAGE_TABLES: Readonly<Record<string, Messages>> = { en: EN, de, es, fr, it, nl };

/** A message of `lang`'s table written out (English for a language without a table). */
export function message(lang: string, key: MessageKey, params?: Params): string {
  return fill((MESSAGE_TABLES[lang] ?? EN)[key], params);
}

/**
 * The board's status line for a position, in `lang` (as a board in that language shows it above the
 * board: "Weiß am Zug", "Schwarz setzt den Berserker von Weiß"): for still pictures made at build time.
 */
export function statusLine(lang: string, view: BoardView): string {
  const table = MESSAGE_TABLES[lang] ?? EN;
  return statusText((key, params) => fill(table[key] ?? EN[key] ?? '', params), view);
}

export { fill };
export type { MessageKey, Messages, Params };
