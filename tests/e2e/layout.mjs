#!/usr/bin/env node
/**
 * End-to-end checks of the site's layout on real screen sizes, in Chromium:
 *
 *   - board pages (/play/, /puzzles/, and /learn/ once it exists): at 1280×800, 1440×900 and 390×844 the
 *     whole board, whose turn it is and the main actions are on screen without scrolling;
 *   - a newcomer's first puzzle is a Berserker Chess one;
 *   - tables at 360 px: no token (SAN, FEN field, key=value, a name) broken across lines, and no table
 *     wider than the screen unless its wrapper scrolls;
 *   - phone navigation (390 px) scrolls sideways, shows it (a shadow at the edge), and shows the current
 *     page's link;
 *   - search results link to the section (#id) where the words are, and the link lands there;
 *   - print: no buttons, forms, board controls or .no-print hints; captions kept;
 *   - /play/?variant=…&rules=…&fen=… starts from the position; bad values fall back with a message;
 *   - axe at phone width in both themes on the pages this touches;
 *   - screenshots of all of it in screenshots/layout-*.png.
 *
 * Called by tests/e2e/run.mjs (runLayoutChecks), or alone against an existing build:
 *   node tests/e2e/layout.mjs          (serves dist/site; build first with npm run build)
 * Env: CHROME_PATH, E2E_NO_SCREENSHOTS=1, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { showAllBoards, runAlone } from './serve.mjs';


const here = dirname(fileURLToPath(import.meta.url));

/** The screen sizes a board page must fit: a laptop, a larger laptop, a phone. */
export const FIT_SIZES = [
  [1280, 800],
  [1440, 900],
  [390, 844],
];

/**
 * What must be on screen on each board page, besides the board itself: whose turn it is (or the task)
 * and the main actions. Any page may mark more with data-fit (the Learn page marks its goal and buttons).
 */
const MUST_FIT = {
  '/play/': [
    ['the players and whose decision it is', '[data-players] .play-player'],
    ['the status line', '[data-status]'],
    ['the game actions', '.play-actions[aria-label="Game actions"] button'],
  ],
  '/puzzles/': [
    ['the task', '[data-puzzle-title]'],
    ['the feedback', '[data-puzzle-feedback]'],
    ['the puzzle buttons', '.puzzle-actions button'],
  ],
  // A stage of the Learn path (/learn/<stage>/): the exercise's goal, the attempt's status, its buttons.
  learn: [
    ['the goal', '[data-learn-goal]'],
    ['the status', '[data-learn-status]'],
    ['the exercise buttons', '.learn-actions button:not([hidden])'],
  ],
};

/** A FEN after 1. e3 e5: White's turn, but Black places White's Berserker (a placement turn, R3). */
export const LINK_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR';

export async function runLayoutChecks({ browser, base, check, root = join(here, '..', '..'), pages = null, screenshots = !process.env.E2E_NO_SCREENSHOTS }) {
  const axeSource = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const shotDir = join(root, 'screenshots');
  if (screenshots) mkdirSync(shotDir, { recursive: true });
  const shoot = async (page, name, opts = {}) => {
    if (!screenshots) return;
    await page.screenshot({ path: join(shotDir, `layout-${name}.png`), ...opts });
  };
  /** A fresh browser context (no saved game or progress) with the errors of its pages collected. */
  const fresh = async (width, height, extra = {}) => {
    const ctx = await browser.newContext({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500, ...extra });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    return { ctx, page, errors };
  };
  /** Waits for the boards to upgrade and draw; a failure is a failed check, not the end of the run. */
  const boardsReady = (page, label = page.url().slice(base.length)) =>
    page
      .evaluate(async () => {
        await customElements.whenDefined('berserker-board');
        await Promise.all([...document.querySelectorAll('berserker-board')].map((b) => b.updateComplete));
      })
      .then(
        () => true,
        (e) => check(`layout: ${label}: the boards upgrade`, false, e.message.split('\n')[0]),
      );
  async function axe(page, label) {
    await page.evaluate(axeSource);
    const v = await page.evaluate(async () => {
      // eslint-disable-next-line no-undef
      const r = await axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((x) => `${x.id} (${x.impact}): ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    });
    check(`layout: axe ${label}`, v.length === 0, v.join('; '));
  }

  // ---------------------------------------------------------------- board pages fit the screen

  // The Learn path's first stage, read from its overview's links (the overview itself has no board).
  const learnHtml = await fetch(`${base}/learn/`).then((r) => (r.status === 200 ? r.text() : ''), () => '');
  const learn = /href="(\/learn\/[a-z0-9-]+\/)"/.exec(learnHtml)?.[1] ?? null;
  const boardPages = ['/play/', '/puzzles/', ...(learn ? [learn] : [])];
  if (!learn) console.log('  layout: /learn/ has no stage yet, so a stage page\'s fit is not checked');
  for (const path of boardPages) {
    for (const [width, height] of FIT_SIZES) {
      const label = `${path} at ${width}×${height}`;
      const { ctx, page, errors } = await fresh(width, height);
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await boardsReady(page);
      if (path === '/play/') await page.waitForSelector('[data-play][data-ready]', { timeout: 10_000 }).catch(() => {});
      const found = await page.evaluate((must) => {
        const inView = (r) => r.width > 0 && r.height > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
        const box = (r) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        // The page's board: the one in the board column (the Learn page may have only one).
        const el = document.querySelector('.board-main berserker-board') ?? document.querySelector('main berserker-board');
        const part = (name) => el?.shadowRoot?.querySelector(`[part~="${name}"]`)?.getBoundingClientRect();
        const board = part('board');
        const status = part('status');
        const marked = [...document.querySelectorAll('[data-fit]')].map((e, i) => [`[data-fit] ${e.getAttribute('data-fit') || i + 1}`, e]);
        const items = [
          ...must.flatMap(([name, sel]) => {
            const els = [...document.querySelectorAll(sel)];
            return els.length ? els.map((e, i) => [`${name} (${i + 1} of ${els.length})`, e]) : [[`${name} (${sel}: none found)`, null]];
          }),
          ...marked,
        ].map(([name, e]) => ({ name, ok: !!e && inView(e.getBoundingClientRect()), at: e ? box(e.getBoundingClientRect()) : 'missing' }));
        return {
          scrollY: Math.round(scrollY),
          screen: `${innerWidth}×${innerHeight}, extra ${document.querySelector(".board-layout")?.style.getPropertyValue("--board-extra")}`,
          board: board ? { ok: inView(board), at: box(board), size: Math.round(board.width) } : null,
          status: status ? { ok: inView(status), at: box(status), text: el.shadowRoot.querySelector('[part~="status"]').textContent.trim() } : null,
          items,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      }, MUST_FIT[path] ?? (path.startsWith('/learn/') ? MUST_FIT.learn : []));
      check(`layout: ${label}: the page opens at its top`, found.scrollY === 0, `scrolled to ${found.scrollY}`);
      check(`layout: ${label}: the whole board is on screen`, !!found.board?.ok, found.board ? `board at ${found.board.at}` : 'no board');
      // Not squeezed to its least size: at least 80% of the screen's width on a phone, 500 px on a laptop.
      check(`layout: ${label}: the board is a good size`, (found.board?.size ?? 0) >= Math.min(0.8 * (width - 32), 500), `${found.board?.size}px (screen ${found.screen})`);
      check(`layout: ${label}: the board's turn line is on screen`, !!found.status?.ok && found.status.text !== '', found.status ? `${found.status.at} "${found.status.text}"` : 'no status part');
      for (const it of found.items) check(`layout: ${label}: ${it.name} on screen`, it.ok, it.at);
      check(`layout: ${label}: no horizontal overflow`, found.overflow <= 1, `${found.overflow}px`);
      check(`layout: ${label}: no console errors`, errors.length === 0, errors.slice(0, 3).join(' | '));
      await shoot(page, `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}x${height}`);
      await ctx.close();
    }
  }

  // ---------------------------------------------------------------- the first puzzle

  {
    const { ctx, page } = await fresh(1280, 800);
    await page.goto(`${base}/puzzles/`, { waitUntil: 'networkidle' });
    await boardsReady(page);
    const first = await page.evaluate(() => ({
      variant: document.querySelector('#puzzle-board')?.variant,
      data: JSON.parse(document.getElementById('puzzle-data').textContent)[0]?.variant,
      meta: document.querySelector('[data-puzzle-meta]')?.textContent ?? '',
    }));
    check('layout: a newcomer\'s first puzzle is a Berserker Chess one', first.variant === 'berserker' && first.data === 'berserker' && first.meta.includes('Berserker Chess'), JSON.stringify(first));
    await ctx.close();
  }

  // ---------------------------------------------------------------- tables at 360 px

  {
    const tablePages = (pages ?? ['/rules/', '/embed/', '/notation/', '/rulings/', '/variants/brawl/']).filter((p) => !p.startsWith('/search'));
    const { ctx, page } = await fresh(360, 740);
    let tables = 0;
    for (const path of tablePages) {
      await page.goto(base + path, { waitUntil: 'load' });
      const r = await page.evaluate(() => {
        const broken = [];
        const wide = [];
        const vw = document.documentElement.clientWidth;
        const tables = [...document.querySelectorAll('main table')];
        for (const table of tables) {
          // Every word of every code span on one line: a Range over each run of non-space characters.
          for (const code of table.querySelectorAll('code')) {
            const text = code.textContent;
            const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
            const nodes = [];
            for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
            // Map character offsets of the code's text to (node, offset).
            const at = (i) => {
              for (const n of nodes) {
                if (i <= n.length) return [n, i];
                i -= n.length;
              }
              const last = nodes[nodes.length - 1];
              return [last, last.length];
            };
            for (const m of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(...at(m.index));
              range.setEnd(...at(m.index + m[0].length));
              const tops = new Set([...range.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
              if (tops.size > 1) broken.push(m[0]);
            }
            // A one-word code is one box, one line high.
            if (!/\s/.test(text.trim()) && code.getClientRects().length !== 1) broken.push(text);
          }
          // Wider than the screen only inside a wrapper that scrolls sideways.
          const right = table.getBoundingClientRect().right;
          if (right > vw + 1) {
            let s = table.parentElement;
            while (s && s !== document.body && !/(auto|scroll)/.test(getComputedStyle(s).overflowX)) s = s.parentElement;
            const scrolls = s && s !== document.body && s.getBoundingClientRect().right <= vw + 1;
            if (!scrolls) wide.push(`${table.querySelector('th')?.textContent?.trim() ?? 'a table'} (${Math.round(right)}px)`);
          }
        }
        return { n: tables.length, broken, wide, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
      });
      tables += r.n;
      check(`layout: ${path} at 360px: no token in a table broken across lines`, r.broken.length === 0, r.broken.slice(0, 6).join(' | '));
      check(`layout: ${path} at 360px: tables fit or scroll in their wrapper`, r.wide.length === 0, r.wide.join('; '));
      check(`layout: ${path} at 360px: no horizontal overflow`, r.overflow <= 1, `${r.overflow}px`);
    }
    check('layout: the table checks saw tables (R10, the Embed API, …)', tables >= 5, `${tables} tables`);
    // Pictures: the R10 table and the Embed page's API tables at 360 px.
    if (screenshots) {
      await page.goto(`${base}/rules/`, { waitUntil: 'load' });
      await showAllBoards(page);
      await page.locator('#r10 table').screenshot({ path: join(shotDir, 'layout-r10-table-360.png') });
      await page.goto(`${base}/embed/`, { waitUntil: 'load' });
      await page.locator('#api-attributes + .table-wrap').screenshot({ path: join(shotDir, 'layout-embed-attributes-360.png') });
      await page.locator('#api-events + .table-wrap').screenshot({ path: join(shotDir, 'layout-embed-events-360.png') });
    }
    await ctx.close();
  }

  // ---------------------------------------------------------------- phone navigation

  {
    const { ctx, page } = await fresh(390, 844);
    for (const path of ['/rules/', '/play/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const nav = await page.evaluate(() => {
        const ul = document.querySelector('.site-nav ul');
        const cur = ul.querySelector('[aria-current="page"]').getBoundingClientRect();
        const box = ul.getBoundingClientRect();
        return {
          scrolls: ul.scrollWidth > ul.clientWidth + 1,
          shadow: /radial-gradient/.test(getComputedStyle(ul).backgroundImage),
          current: cur.left >= box.left - 0.5 && cur.right <= box.right + 0.5 && cur.right <= innerWidth,
          scrollLeft: Math.round(ul.scrollLeft),
        };
      });
      check(`layout: ${path} at 390px: the navigation scrolls sideways`, nav.scrolls, JSON.stringify(nav));
      check(`layout: ${path} at 390px: the navigation shows that it scrolls (edge shadow)`, nav.shadow, JSON.stringify(nav));
      check(`layout: ${path} at 390px: the current page's link is in view`, nav.current, JSON.stringify(nav));
      if (path === '/rules/') {
        check('layout: /rules/ at 390px: the navigation starts at its first link', nav.scrollLeft === 0, JSON.stringify(nav));
        await shoot(page, 'rules-phone-390x844');
      }
    }
    await ctx.close();
  }

  // ---------------------------------------------------------------- search deep links

  {
    const { ctx, page } = await fresh(1280, 800);
    await page.goto(`${base}/search/?q=placement`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelectorAll('[data-search-results] li').length > 0, null, { timeout: 5000 }).catch(() => {});
    const links = await page.locator('[data-search-results] > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const sections = await page.locator('[data-search-results] .search-sections a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    check('layout: search results link to sections (#id)', links.length > 0 && links.filter((h) => h.includes('#')).length >= Math.ceil(links.length / 2), links.join(' '));
    check('layout: search lists more sections of a page, each with its #id', sections.length > 0 && sections.every((h) => h.includes('#')), sections.join(' '));
    const rules = links.find((h) => h.startsWith('/rules/#'));
    check('layout: the /rules/ result links to a rule\'s section', !!rules, links.join(' '));
    await shoot(page, 'search-1280x800');
    // Every fragment names an element of its page, and following a link lands on that section.
    const missing = [];
    for (const href of [...new Set([...links, ...sections])].filter((h) => h.includes('#'))) {
      const [path, id] = href.split('#');
      const html = await fetch(base + path).then((r) => r.text());
      if (!html.includes(`id="${decodeURIComponent(id)}"`)) missing.push(href);
    }
    check('layout: every search fragment exists on its page', missing.length === 0, missing.join(' '));
    if (rules) {
      await page.locator(`[data-search-results] > li > a[href="${rules}"]`).click();
      await page.waitForURL((u) => u.pathname === '/rules/', { timeout: 5000 }).catch(() => {});
      // The boards above the section lay out as the page loads; the browser keeps the section in view.
      await page.waitForFunction(() => {
        const r = document.getElementById(decodeURIComponent(location.hash.slice(1)))?.getBoundingClientRect();
        return r && r.top >= -2 && r.top < 200;
      }, null, { timeout: 5000 }).catch(() => {});
      const landed = await page.evaluate(() => {
        const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        const r = el?.getBoundingClientRect();
        return { hash: location.hash, top: r ? Math.round(r.top) : null, y: Math.round(scrollY) };
      });
      check('layout: following a search result lands on its section', landed.top !== null && landed.top >= -2 && landed.top < 200 && landed.y > 0, JSON.stringify(landed));
    }
    await ctx.close();
  }

  // ---------------------------------------------------------------- print

  {
    const { ctx, page } = await fresh(1280, 900);
    await page.emulateMedia({ media: 'print' });
    for (const path of ['/rules/', '/embed/', '/puzzles/', '/play/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await boardsReady(page);
      if (path === '/rules/') {
        // An Oh No! bar appears under boards with ohNo=on; play a move on such a board if there is one.
        await page.evaluate(() => document.querySelector('berserker-board[rules*="ohNo=on"][mode="play"]')?.play('e3'));
      }
      const p = await page.evaluate(() => {
        const shown = (e) => e.checkVisibility();
        const partShown = (b, name) => {
          const el = b.shadowRoot?.querySelector(`[part~="${name}"]`);
          return el ? getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0 : false;
        };
        // The board editor is a tool, left out of print as a whole (its preview board with it).
        const boards = [...document.querySelectorAll('main berserker-board')].filter((b) => !b.closest('.editor'));
        const captions = [...document.querySelectorAll('main [slot="caption"]')].filter((c) => !c.closest('.editor'));
        return {
          noPrint: [...document.querySelectorAll('.no-print')].filter(shown).length,
          buttons: [...document.querySelectorAll('main button, main .button')].filter(shown).map((b) => b.textContent.trim()).slice(0, 5),
          forms: [...document.querySelectorAll('main form, main input, main select, main textarea')].filter(shown).length,
          nav: shown(document.querySelector('.site-nav')),
          boardControls: boards.filter((b) => ['nav', 'input', 'feedback', 'placement', 'chooser'].some((n) => partShown(b, n))).length,
          boards: boards.length,
          boardsShown: boards.filter((b) => partShown(b, 'board')).length,
          captions: captions.length,
          captionsShown: captions.filter((c) => shown(c) && partShown(c.closest('berserker-board'), 'caption')).length,
        };
      });
      check(`layout: print ${path}: .no-print hidden`, p.noPrint === 0, JSON.stringify(p));
      check(`layout: print ${path}: no buttons`, p.buttons.length === 0, p.buttons.join(' | '));
      check(`layout: print ${path}: no forms or inputs`, p.forms === 0, `${p.forms} shown`);
      check(`layout: print ${path}: no site navigation`, !p.nav);
      check(`layout: print ${path}: no board controls (move buttons, move box, choosers)`, p.boardControls === 0, `${p.boardControls} of ${p.boards} boards show controls`);
      check(`layout: print ${path}: the boards are printed`, p.boardsShown === p.boards, `${p.boardsShown} of ${p.boards}`);
      check(`layout: print ${path}: every caption is printed`, p.captionsShown === p.captions, `${p.captionsShown} of ${p.captions}`);
      if (path === '/rules/') {
        check('layout: print /rules/ has captions to keep', p.captions > 5, `${p.captions} captions`);
        await showAllBoards(page);
        await shoot(page, 'print-rules', { fullPage: false });
        if (screenshots) await page.locator('.diagram:has([slot="caption"])').nth(2).screenshot({ path: join(shotDir, 'layout-print-rules-diagram.png') });
      }
    }
    await ctx.close();
  }

  // ---------------------------------------------------------------- Play from a link

  {
    const { ctx, page, errors } = await fresh(1280, 800);
    const board = () => page.locator('#play-board');
    const openPlay = async (query) => {
      await page.goto(`${base}/play/${query}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-play][data-ready]', { timeout: 10_000 }).catch(() => {});
    };
    const state = () =>
      page.evaluate(() => {
        const b = document.querySelector('#play-board');
        return { fen: b.fen, rules: b.getAttribute('rules') ?? '', variant: b.variant, n: b.history.length, player: b.player, controller: b.controller, notice: document.querySelector('[data-notice]').textContent, search: location.search, line: document.querySelector('[data-game-line]').textContent };
      });
    const q = (o) => `?${new URLSearchParams(o)}`;

    // A position: Black places White's Berserker, so the player is Black and decides at once.
    await openPlay(q({ variant: 'berserker', fen: LINK_FEN }));
    let s = await state();
    check('layout: /play/?fen= starts from the given position', s.fen === LINK_FEN && s.n === 0, JSON.stringify(s));
    check('layout: /play/?fen= gives the player the first decision', s.player === 'black' && s.controller === 'black', JSON.stringify(s));
    check('layout: /play/?fen= says the game is from the link', /position in the link/.test(s.notice) && /set position/.test(s.line), JSON.stringify(s));
    check('layout: /play/?fen= leaves the address clean (a reload keeps the game)', s.search === '', s.search);
    // A placement turn: the board shows its placement panel above itself and gives up as much height.
    await page.waitForTimeout(300);
    const fit = await board().evaluate((el) => {
      const r = el.shadowRoot.querySelector('[part~="board"]').getBoundingClientRect();
      const panel = el.shadowRoot.querySelector('[part~="placement"]')?.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), panel: panel ? Math.round(panel.top) : null, h: innerHeight };
    });
    check('layout: on a placement turn at 1280×800 the panel and the whole board are on screen', fit.panel !== null && fit.panel >= 0 && fit.top >= 0 && fit.bottom <= fit.h, JSON.stringify(fit));
    await shoot(page, 'play-from-link-1280x800');
    // The game goes on from there: the player places White's Berserker, the PGN names the start.
    const placed = await board().evaluate((el) => el.play(el.legalMoves()[0].san)?.san ?? null);
    await page.waitForFunction(() => /\[FEN "/.test(document.querySelector('[data-pgn-text]')?.textContent ?? ''), null, { timeout: 5000 }).catch(() => {});
    const pgn = await page.locator('[data-pgn-text]').textContent();
    check('layout: a game from a link is played on, and its PGN has the start FEN', !!placed && pgn.includes(`[FEN "${LINK_FEN}"]`), `${placed} ${pgn.slice(0, 300)}`);
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('[data-play][data-ready]', { timeout: 10_000 }).catch(() => {});
    s = await state();
    check('layout: a game from a link survives a reload', s.n >= 1 && (await board().evaluate((el) => { el.first(); const f = el.fen; el.last(); return f; })) === LINK_FEN, JSON.stringify(s));

    // Rule options come along, in the engine's words.
    await openPlay(q({ variant: 'berserker', rules: 'trigger=cross', fen: LINK_FEN }));
    s = await state();
    check('layout: /play/?rules= plays with the rule options', s.rules === 'trigger=cross' && s.fen === LINK_FEN, JSON.stringify(s));

    // Bad values: a message naming what is wrong, and a game from what is left; nothing thrown.
    await openPlay(q({ variant: 'berserker', fen: 'rnbqkbnr/pppp' }));
    s = await state();
    check('layout: a bad ?fen= falls back to the starting position with a message', s.n === 0 && /position cannot be set up/.test(s.notice) && /FEN/.test(s.notice) && s.fen.startsWith('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w'), JSON.stringify(s));
    await shoot(page, 'play-bad-link-1280x800');
    await openPlay(q({ variant: 'no-such-variant', fen: LINK_FEN }));
    s = await state();
    check('layout: an unknown ?variant= falls back with a message naming the valid ones', s.variant === 'berserker' && /variant cannot be played/.test(s.notice) && /berserker-brawl/.test(s.notice), JSON.stringify(s));
    await openPlay(q({ variant: 'berserker', rules: 'trigger=sideways', fen: LINK_FEN }));
    s = await state();
    check('layout: bad ?rules= fall back to the default rules with a message, the position kept', s.rules === '' && /rules cannot be used/.test(s.notice) && /trigger/.test(s.notice) && s.fen === LINK_FEN, JSON.stringify(s));
    await openPlay(q({ variant: 'chess', rules: 'ohNo=on' }));
    s = await state();
    check('layout: ?rules= on a variant without the Berserker are refused with a message', s.variant === 'chess' && s.rules === '' && /no Berserker rule options/.test(s.notice), JSON.stringify(s));
    await openPlay(`?fen=${'x'.repeat(5000)}`);
    s = await state();
    check('layout: a huge ?fen= is refused unread', s.n === 0 && /too long/.test(s.notice) && s.notice.length < 600, s.notice.slice(0, 200));
    await openPlay('?fen=100%&variant=%E0%A4%A');
    s = await state();
    check('layout: a garbled link falls back with a message', s.n === 0 && s.notice.length > 0, JSON.stringify(s));
    check('layout: Play links throw nothing', errors.length === 0, errors.slice(0, 3).join(' | '));
    await ctx.close();
  }

  // ---------------------------------------------------------------- axe at phone width

  for (const scheme of ['light', 'dark']) {
    const { ctx, page } = await fresh(390, 844, { colorScheme: scheme });
    for (const path of ['/play/', '/puzzles/', '/embed/', '/rules/', '/search/?q=release']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      if (path.startsWith('/search')) await page.waitForFunction(() => document.querySelectorAll('[data-search-results] li').length > 0, null, { timeout: 5000 }).catch(() => {});
      await axe(page, `${path} (390px ${scheme})`);
    }
    await ctx.close();
  }
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runLayoutChecks);
