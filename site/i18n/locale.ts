/**
 * The site's languages. English is the source and lives at the root (/rules/); every other language
 * has the same pages under its code (/de/rules/). A page is one file in site/pages/[...locale]/ built
 * once per language; its words come from its table in site/i18n/words/, its prose from the content
 * collection's `de/` folder (site/lib/content-locale.ts).
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in that language (the switcher's words: a reader looks for their own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

export const isLocale = (s: unknown): s is Locale => typeof s === 'string' && (LOCALES as readonly string[]).includes(s);

/** getStaticPaths for a page in every language: `locale` undefined is the root (English). */
export function localeParams(): Array<{ params: { locale: string | undefined }; props: { locale: Locale } }> {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale }, props: { locale } }));
}

/** The language of a page from its route's `locale` parameter (undefined: English). */
export function localeOf(param: string | undefined): Locale {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  if (!isLocale(param)) throw new Error(`unknown locale "${param}" (the site has ${LOCALES.join(', ')})`);
  return param;
}

/**
 * A site path in a language: `/rules/#r2` → `/de/rules/#r2`. Paths of files (`/berserker-board.js`)
 * and links elsewhere are left alone; a path already in a language is moved to the other.
 */
export function localHref(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const { path } = splitLocale(href);
  const bare = path.split(/[?#]/, 1)[0]!;
  // A file (a dot in its last segment) is the same for every language.
  if (/\.[a-z0-9]+$/i.test(bare)) return path;
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** A site path split into its language and the path without it: `/de/rules/` → de, `/rules/`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const m = /^\/([a-z]{2})(?=\/|$|[?#])(.*)$/.exec(path);
  if (m && isLocale(m[1]) && m[1] !== DEFAULT_LOCALE) return { locale: m[1], path: m[2]!.startsWith('/') ? m[2]! : `/${m[2]}` };
  return { locale: DEFAULT_LOCALE, path };
}

/** The BCP 47 tag for <html lang> and hreflang (the codes are already tags). */
export const langTag = (locale: Locale): string => locale;

/** A language's Open Graph locale (og:locale). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', de: 'de_DE' };
