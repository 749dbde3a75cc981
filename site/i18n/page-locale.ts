/**
 * The page's language (its <html lang>, set by site/layouts/Base.astro from the address), for browser
 * scripts that pick their words table (`WORDS[pageLocale()]`) and write links (`localHref`). English
 * where there is no page: the unit tests and the build call the same pure functions.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

export function pageLocale(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Locale {
  if (!doc) return DEFAULT_LOCALE;
  const lang = doc.documentElement.lang.toLowerCase().split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
