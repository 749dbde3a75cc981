/**
 * A words table: what one page or component says, in every language. English is written first and is
 * the shape every other language must have (the same keys, a function where English has one, taking
 * the same parameters); `npm run i18n:check` and tests/i18n.test.ts list what is missing or still English.
 *
 *   const en = { title: 'Rules', count: (n: number) => (n === 1 ? '1 puzzle' : `${n} puzzles`) };
 *   const de: typeof en = { title: 'Regeln', count: (n) => (n === 1 ? '1 Aufgabe' : `${n} Aufgaben`) };
 *   export default translations({ en, de });
 *
 * Sentences with markup (a link in a paragraph) are HTML strings, rendered with set:html: ours, never a
 * reader's. Links in them are written for their language (`/de/rulings/`).
 */
import type { Locale } from './locale';

export type Translations<T> = Readonly<Record<Locale, T>>;

/** Marks an object as a words table (the checker finds tables by this mark). */
export const TABLE = Symbol.for('berserker.words');

export function translations<T>(table: { en: T } & Record<Exclude<Locale, 'en'>, NoInfer<T>>): Translations<T> {
  Object.defineProperty(table, TABLE, { value: true });
  return table;
}

export const isTable = (x: unknown): x is Translations<unknown> =>
  typeof x === 'object' && x !== null && (x as Record<symbol, unknown>)[TABLE] === true;
