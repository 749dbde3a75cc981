/**
 * The search page's words (site/pages/[...locale]/search.astro) and its script's (site/scripts/search.ts,
 * search-query.ts). Pagefind keeps one index per language (each page's <html lang>): a German search
 * page finds German pages.
 */
import { translations } from '../words';

const en = {
  title: 'Search',
  description: 'Search the Berserker Chess site.',
  heading: 'Search',
  form: 'Search page',
  label: 'Search the rules, rulings, variants and notation',
  button: 'Search',
  /** HTML: links to the long pages of this language. */
  noscript:
    'Search needs JavaScript. The <a href="/rules/">rules</a>, <a href="/rulings/">rulings</a>, <a href="/variants/">variants</a> and <a href="/notation/">notation</a> pages are each one page you can search with your browser\'s find.',
  searching: 'Searching…',
  noIndex: 'The search index is built with the site (npm run build); it is not available in this preview.',
  failed: (message: string) => `The search failed (${message}); reload the page to try again.`,
  /** The list of a page's other sections found. */
  moreOn: (page: string) => `More on ${page}`,
  nothing: (q: string) => `Nothing found for “${q}”.`,
  found: (n: number, q: string) => `${n} ${n === 1 ? 'page' : 'pages'} found for “${q}”.`,
  /** A query cut to `max` characters (search-query.ts). */
  cut: (length: number, max: number) => `The search in the address was ${length} characters long; only its first ${max} are searched.`,
};

const de: typeof en = {
  title: 'Suche',
  description: 'Die Website von Berserker-Schach durchsuchen.',
  heading: 'Suche',
  form: 'Suchseite',
  label: 'Regeln, Entscheidungen, Varianten und Notation durchsuchen',
  button: 'Suchen',
  noscript:
    'Die Suche braucht JavaScript. <a href="/de/rules/">Regeln</a>, <a href="/de/rulings/">Entscheidungen</a>, <a href="/de/variants/">Varianten</a> und <a href="/de/notation/">Notation</a> sind jeweils eine einzige Seite, die du mit der Suchfunktion deines Browsers durchsuchen kannst.',
  searching: 'Suche läuft …',
  noIndex: 'Der Suchindex entsteht beim Bauen der Website (npm run build); in dieser Vorschau gibt es ihn nicht.',
  failed: (message) => `Die Suche ist fehlgeschlagen (${message}); lade die Seite neu, um es noch einmal zu versuchen.`,
  moreOn: (page) => `Mehr zu ${page}`,
  nothing: (q) => `Nichts gefunden für „${q}“.`,
  found: (n, q) => `${n} ${n === 1 ? 'Seite' : 'Seiten'} gefunden für „${q}“.`,
  cut: (length, max) => `Die Suche in der Adresse war ${length} Zeichen lang; gesucht wird nur mit den ersten ${max}.`,
};

export default translations({ en, de });
