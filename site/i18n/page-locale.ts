/**
 * In the browser: the page's language (its <html lang>, set by site/layouts/Base.astro from the address),
 * for scripts that pick their words table (`WORDS[pageLocale()]`) and write links (`localHref`).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

export function pageLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang.toLowerCase().split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
