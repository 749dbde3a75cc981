/**
 * Site search with Pagefind's JavaScript API (the index is built by `pagefind --site dist/site` after
 * `astro build`). Each page found links to the section where the words are: Pagefind splits a page at
 * its headings with ids (its sub-results, each with the heading's #id in its URL), and the page's link
 * goes to the best section, with the next best listed under it. The query stays in the URL (?q=).
 */
import { readSearchQuery } from './search-query';
import { rankSections, type PageHit } from './search-sections';
import { pageLocale } from '../i18n/page-locale';
import searchWords from '../i18n/words/search';

interface PagefindResult {
  data: () => Promise<PageHit>;
}
interface Pagefind {
  search: (q: string) => Promise<{ results: PagefindResult[] }>;
  options?: (o: Record<string, unknown>) => Promise<void>;
}

const locale = pageLocale();
const w = searchWords[locale];
const form = document.querySelector<HTMLFormElement>('[data-search-form]');
const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
const list = document.querySelector<HTMLOListElement>('[data-search-results]');
const status = document.querySelector<HTMLElement>('[data-search-status]');

/** Sections listed under a page's link, besides the one it links to. */
const MORE_SECTIONS = 2;

function excerpt(html: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.innerHTML = html; // Pagefind's excerpt: escaped text with <mark> around the hits
  return p;
}

let pagefind: Promise<Pagefind | null> | null = null;
function load(): Promise<Pagefind | null> {
  // A variable path keeps the bundler from resolving the index, which only exists in the built site.
  const path = '/pagefind/pagefind.js';
  pagefind ??= import(/* @vite-ignore */ path).then(
    (m: Pagefind) => m,
    () => null,
  );
  return pagefind;
}

async function run(q: string): Promise<void> {
  if (!list || !status) return;
  list.replaceChildren();
  if (!q.trim()) {
    status.textContent = '';
    return;
  }
  status.textContent = w.searching;
  const pf = await load();
  if (!pf) {
    status.textContent = w.noIndex;
    return;
  }
  let results: PagefindResult[];
  let data: Array<Awaited<ReturnType<PagefindResult['data']>>>;
  try {
    ({ results } = await pf.search(q));
    data = await Promise.all(results.slice(0, 20).map((r) => r.data()));
  } catch (e) {
    // A broken or half-downloaded index must not leave "Searching…" on screen for good.
    status.textContent = w.failed(e instanceof Error ? e.message : String(e));
    return;
  }
  for (const d of data) {
    const li = document.createElement('li');
    const [best, ...more] = rankSections(d, MORE_SECTIONS + 1);
    const a = document.createElement('a');
    a.href = best.url;
    a.textContent = best.section ? `${best.page} › ${best.section}` : best.page;
    li.append(a, excerpt(best.excerpt));
    if (more.length) {
      const sections = document.createElement('ul');
      sections.className = 'search-sections';
      sections.setAttribute('aria-label', w.moreOn(best.page));
      for (const m of more) {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = m.url;
        link.textContent = m.section ?? m.page;
        item.append(link, excerpt(m.excerpt));
        sections.append(item);
      }
      li.append(sections);
    }
    list.append(li);
  }
  status.textContent = results.length === 0 ? w.nothing(q) : w.found(results.length, q);
}

if (form && input) {
  const { q, note } = readSearchQuery(location.search, locale);
  input.value = q;
  const header = document.querySelector<HTMLInputElement>('#site-search');
  if (header) header.value = q;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const value = input.value;
    history.replaceState(null, '', value ? `?q=${encodeURIComponent(value)}` : location.pathname);
    void run(value);
  });
  void run(q).then(() => {
    if (note && status) status.textContent = `${note} ${status.textContent}`;
  });
}

// A module, not a global script: its top-level names stay its own.
export {};
