/**
 * The 404 page in the reader's language: the page answers every missing address, so the address says
 * which language the reader was in. On /de/… the German section comes first, with the page's heading,
 * and names the tab; elsewhere the page stays as built (English first).
 */
import { splitLocale } from '../i18n/locale';
import notFound from '../i18n/words/not-found';

const locale = splitLocale(location.pathname).locale;
const first = document.querySelector<HTMLElement>(`[data-not-found="${locale}"]`);
const other = document.querySelector<HTMLElement>('[data-not-found]');

/** A heading of another level with the same text. */
function level(h: Element | null, tag: 'h1' | 'h2'): void {
  if (!h) return;
  const to = document.createElement(tag);
  to.textContent = h.textContent;
  h.replaceWith(to);
}

if (first && other && first !== other) {
  level(other.querySelector('h1'), 'h2');
  level(first.querySelector('h2'), 'h1');
  other.before(first);
  document.title = document.title.replace(notFound.en.title, notFound[locale].title);
}

export {};
