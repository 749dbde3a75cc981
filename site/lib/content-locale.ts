/**
 * A collection's entries in a language. English entries sit at the collection's root
 * (content/rules/r02-trigger.mdx, id `r02-trigger`); a translation sits in the language's folder with
 * the same name (content/rules/de/r02-trigger.mdx, id `de/r02-trigger`). An entry not translated yet
 * falls back to English so the site still builds; `npm run i18n:check` lists it, and the test fails.
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';

const PREFIX = new RegExp(`^(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})/`);

/** An entry's id without its language folder: `de/r02-trigger` → `r02-trigger`. */
export const baseId = (id: string): string => id.replace(PREFIX, '');

/** The collection in `locale`, in the English entries' order, each entry translated where it can be. */
export async function localEntries<C extends CollectionKey>(collection: C, locale: Locale): Promise<CollectionEntry<C>[]> {
  const all = await getCollection(collection);
  const english = all.filter((e) => !PREFIX.test(e.id));
  if (locale === DEFAULT_LOCALE) return english;
  const local = new Map(all.filter((e) => e.id.startsWith(`${locale}/`)).map((e) => [baseId(e.id), e]));
  return english.map((e) => local.get(e.id) ?? e);
}

/** One entry of a collection in `locale` (English where it is not translated yet). */
export async function localEntry<C extends CollectionKey>(collection: C, id: string, locale: Locale): Promise<CollectionEntry<C>> {
  const found = (await localEntries(collection, locale)).find((e) => baseId(e.id) === id);
  if (!found) throw new Error(`no entry "${id}" in the ${collection} collection`);
  return found;
}
