/**
 * The language a browser script writes in: the page's (its <html lang>, site/i18n/page-locale.ts), and
 * English where there is no page — the unit tests and the build, which call the same pure functions.
 */
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';

export const scriptLocale = (): Locale => (typeof document === 'undefined' ? DEFAULT_LOCALE : pageLocale(document));
