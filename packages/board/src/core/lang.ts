/**
 * The board's language: its `lang` attribute, else the nearest `lang` in the page (across shadow roots:
 * a board inside another component's shadow DOM takes the host's), else English. A region falls back
 * to its language (`de-AT` → `de`), a language without a table to English. English is built in (the
 * still board's words here, the rest in the live file: messages/en.ts); each other language is a file of
 * its own (src/lang/, built as berserker-board.lang-<code>.js beside the others), loaded once for the
 * page when a board needs it.
 */
import type { Messages } from '../messages/en.js';

/** The languages with a table of their own, each loaded on demand. */
const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  de: () => import('../lang/de.js'),
  es: () => import('../lang/es.js'),
  fr: () => import('../lang/fr.js'),
  it: () => import('../lang/it.js'),
  nl: () => import('../lang/nl.js'),
};

/** The language tag that applies to `el`: its own `lang`, or the nearest ancestor's, shadow roots crossed. */
export function pageLang(el: Element): string {
  for (let n: Node | null = el; n; n = (n.getRootNode() as ShadowRoot).host ?? null) {
    const found = n instanceof Element ? n.closest('[lang]') : null;
    if (found) return found.getAttribute('lang')!;
  }
  return '';
}

/** The table's language for a language tag: `de-AT` → `de`; `en` for English and for any language without a table. */
export const langCode = (tag: string): string => {
  const code = tag.trim().toLowerCase().split(/[-_]/)[0]!;
  return code in LOADERS ? code : 'en';
};

const tables = new Map<string, Promise<Messages | null>>();
/** The table of language `code` (null for English, or when its file could not be loaded: English then). */
export function loadTable(code: string): Promise<Messages | null> {
  let p = tables.get(code);
  if (!p) tables.set(code, (p = code in LOADERS ? LOADERS[code]!().then((m) => m.default, () => null) : Promise.resolve(null)));
  return p;
}

/** One board's language: which it is, and its table once loaded (the last one stays until the next is here). */
export class BoardLang {
  code = 'en';
  /** The table of `code` (null: English). */
  table: Messages | null = null;
  /** Settles when the table of `code` is here. */
  ready: Promise<unknown> = Promise.resolve();
  readonly #changed: () => void;

  constructor(changed: () => void) {
    this.#changed = changed;
  }

  /** Looks up the board's language again (at each update): a new one is loaded, then the board updates. */
  check(el: Element): void {
    const code = langCode(pageLang(el));
    if (code === this.code) return;
    this.code = code;
    this.ready = loadTable(code).then((t) => {
      if (this.code !== code) return;
      this.table = t;
      this.#changed();
    });
  }
}
