/**
 * The site without JavaScript, crawled from / over its internal links — one visit per page:
 *   - every page and file linked answers 200, the main pages are reached, and no internal link is
 *     broken, its fragment included (#r5 must exist on /rules/; an address the Puzzles page reads, such
 *     as #variant=berolina, must name what its data has);
 *   - every board shows its static fallback: the picture, and the situation sentence (or a game's
 *     moves); some fallback is displayed on each page with boards;
 *   - /rules/: Flip and Reset need JavaScript and are not shown; "Play from here" is a plain link
 *     under every teaching board;
 *   - /notation/: the annotated game's static form — header, diagram of the start, main line with its
 *     comments and the Oh No! take-back, no variation.
 */
import { test, expect } from './fixtures.mjs';

const ENGLISH_PAGES = ['/', '/rules/', '/learn/', '/rulings/', '/variants/', '/notation/', '/embed/', '/puzzles/', '/play/', '/analysis/'];
/** The site in every language: the German pages are reached through the language switcher. */
const MAIN_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((p) => `/de${p}`)];
/** A page's language from its path (/de/… German). */
const langOf = (path) => (/^\/de(\/|$)/.test(path) ? 'de' : 'en');

/** Checks of particular pages, in the same visit (no JavaScript). */
const PAGE_CHECKS = {
  '/rules/': async (page) => {
    const plain = await page.evaluate(() => ({
      buttons: [...document.querySelectorAll('.board-tools button')].filter((b) => b.checkVisibility()).length,
      links: document.querySelectorAll('.board-tools a[href^="/play/?variant="]').length,
      boards: document.querySelectorAll('.board-tools').length,
    }));
    expect.soft(plain.boards, 'without JS: /rules/ has teaching boards').toBeGreaterThan(0);
    expect.soft(plain, 'without JS: no dead buttons, a "Play from here" link under every teaching board').toEqual({ buttons: 0, links: plain.boards, boards: plain.boards });
  },
  '/notation/': async (page) => {
    const game = await page.evaluate(() => {
      const g = document.querySelector('#annotated-game berserker-board .bb-fallback .berserker-game');
      const box = g?.querySelector('figure svg')?.getBoundingClientRect();
      return {
        header: g?.querySelector('.berserker-game-header')?.textContent ?? '',
        caption: g?.querySelector('figcaption')?.textContent ?? '',
        moves: g?.querySelector('.berserker-game-moves')?.textContent ?? '',
        struck: g?.querySelector('.berserker-game-moves del')?.textContent ?? '',
        width: box ? Math.round(box.width) : 0,
      };
    });
    expect.soft(game.header, 'notation game without JS: the header').toContain('Ada – Ben');
    expect.soft(game.caption, 'notation game without JS: the diagram of the start position').toBe('The starting position');
    expect.soft(game.width, 'notation game without JS: the diagram is drawn').toBeGreaterThan(200);
    expect.soft(game.moves, 'notation game without JS: the main line with its comments').toContain('4. Zxe5!');
    expect.soft(game.moves).toContain('Quiet, and on purpose.');
    expect.soft(game.moves, 'notation game without JS: no variation in the static game').not.toContain('chases the Berserker');
    expect.soft(game.struck, 'notation game without JS: the take-back struck through').toBe('Ncb8=Z');
  },
};

/** Every board's fallback: picture and situation sentence present, and how many are displayed. */
const fallbacks = (page) =>
  page.evaluate(() => {
    const boards = [...document.querySelectorAll('berserker-board')];
    let missing = 0;
    let shown = 0;
    for (const b of boards) {
      const hasSvg = !!b.querySelector('.bb-fallback svg');
      const text = b.querySelector('.bb-situation')?.textContent ?? '';
      if (!hasSvg || !text.trim()) {
        missing++;
        continue;
      }
      // The picture's box: an off-screen picture is not laid out inside it (content-visibility), the box
      // is. Boards in unselected option panels are hidden by CSS until chosen; the picture is there.
      const box = b.querySelector('.bb-fallback-board, .bb-fallback-game')?.getBoundingClientRect();
      if (box && box.width > 50 && box.height > 50) shown++;
    }
    return { n: boards.length, missing, shown };
  });

test.use({ javaScriptEnabled: false });

test('every page without JavaScript: statuses, links, fallback pictures', async ({ page, request, baseURL }) => {
  const pages = new Map(); // path -> { status, ids: Set, html }
  const links = []; // { from, path, hash }
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift();
    if (pages.has(path)) continue;
    // A link to a file (the element's scripts, a download) is fetched, not shown in the page.
    const head = await request.head(path);
    if (!(head.headers()['content-type'] ?? '').includes('text/html')) {
      pages.set(path, { status: head.status(), ids: new Set(), html: false });
      continue;
    }
    const res = await page.goto(path);
    const info = await page.evaluate(() => {
      // The addresses the Puzzles page's script reads (#puzzle=, #variant=, #theme=): what its data has.
      const data = document.getElementById('puzzle-data');
      const puzzles = data ? JSON.parse(data.textContent) : null;
      return {
        ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
        hrefs: [...document.querySelectorAll('a[href]')].map((a) => [a.getAttribute('href'), a.getAttribute('hreflang')]),
        lang: document.documentElement.lang,
        addresses: puzzles && { puzzle: puzzles.map((p) => p.id), variant: puzzles.map((p) => p.variant), theme: puzzles.flatMap((p) => p.themes) },
      };
    });
    pages.set(path, { status: res?.status() ?? 0, ids: new Set(info.ids), html: true, addresses: info.addresses, lang: info.lang });
    for (const [href, hreflang] of info.hrefs) {
      if (!href || /^(https?:|mailto:|javascript:)/.test(href)) continue;
      const u = new URL(href, baseURL + path);
      links.push({ from: path, path: u.pathname, hash: decodeURIComponent(u.hash.slice(1)), hreflang });
      if (!pages.has(u.pathname) && !queue.includes(u.pathname)) queue.push(u.pathname);
    }
    const f = await fallbacks(page);
    expect.soft(f.missing, `${path} without JS: every board has its fallback picture and text (${f.n} boards)`).toBe(0);
    if (f.n > 0) expect.soft(f.shown, `${path} without JS: fallbacks are displayed`).toBeGreaterThan(0);
    await PAGE_CHECKS[path]?.(page);
  }
  console.log(`crawl: ${[...pages].filter(([, p]) => p.html).length} pages and ${[...pages].filter(([, p]) => !p.html).length} files reached`);

  expect.soft(MAIN_PAGES.filter((p) => !pages.has(p)), 'the crawl finds the main pages').toEqual([]);
  expect.soft(Object.keys(PAGE_CHECKS).filter((p) => !pages.has(p)), 'the crawl reaches the pages with checks of their own').toEqual([]);
  expect.soft([...pages].filter(([, p]) => p.status !== 200).map(([path, p]) => `${path} ${p.status}`), 'every page and file linked responds 200').toEqual([]);
  const html = [...pages].filter(([, p]) => p.html && p.status === 200);
  expect.soft(html.filter(([path, p]) => path !== '/404.html' && p.lang !== langOf(path)).map(([path, p]) => `${path}: lang="${p.lang}"`), 'every page says its language (<html lang>)').toEqual([]);
  // A reader stays in their language: a German page links to German pages, except the language switcher
  // (marked hreflang) and to or from the pages that exist once for every language (the frame page, 404).
  const ONCE = /^\/(embed\/frame\/|404)/;
  expect.soft(
    [...new Set(links.filter((l) => pages.get(l.path)?.html && !l.hreflang && !ONCE.test(l.path) && !ONCE.test(l.from) && langOf(l.from) !== langOf(l.path)).map((l) => `${l.from} → ${l.path}`))],
    'no link leaves the reader\'s language (except the switcher)',
  ).toEqual([]);
  const broken = new Set();
  for (const l of links) {
    const target = pages.get(l.path);
    if (target.status !== 200) broken.add(`${l.from} → ${l.path} (${target.status})`);
    else if (l.hash.includes('=') && target.html) {
      // An address for the page's script: every key one it reads, every value one its data has.
      for (const [key, value] of new URLSearchParams(l.hash)) {
        if (!target.addresses?.[key]?.includes(value)) broken.add(`${l.from} → ${l.path}#${l.hash} (the page has no ${key} "${value}")`);
      }
    } else if (l.hash && target.html && !target.ids.has(l.hash)) broken.add(`${l.from} → ${l.path}#${l.hash} (no such id)`);
  }
  expect.soft([...broken], 'no broken internal links').toEqual([]);
});
