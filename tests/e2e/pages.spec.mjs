/**
 * Every page of the build with JavaScript, in the light theme at 1280 px — one visit each, in which the
 * fixture's watch also fails the page on a console error, an uncaught exception, a failed response or
 * a CSP violation (the page used: every board live, its viewer loaded, moves played, the theme switched):
 *   - <berserker-board> is defined, and every board (made live: `await el.updateComplete`) upgrades,
 *     shows no error, reaches the position the build computed, and responds: play boards accept a move
 *     (by clicking squares where the board is visible, by the API where it sits in a hidden option
 *     panel) and fire `move`, a finished game refuses moves, step-through boards load the viewer and
 *     step, show-moves boards mark a piece's moves, puzzles accept the solution;
 *   - a page with a board with moves loads the viewer file (200, not a 404 stub);
 *   - no word glued to a link or code span ("the<a>") by whitespace compression;
 *   - axe-core reports no violation in the light theme, and none of its colour rules in the dark theme
 *     (the scheme switched in place once the boards have been used: their marks and selections too),
 *     with one live board of each form and the others still (as a reader first sees them);
 *   - no horizontal overflow at 1280 px, every board painted (at 390 px: pages-phone.spec.mjs).
 * Pages in another language get the checks words can change (TRANSLATED below).
 */
import { test, expect, expectAxeClean, expectDarkAxeClean, overflow, showAllBoards } from './fixtures.mjs';
import { builtPages } from './paths.mjs';

/** What the build wrote on each board of the page (before any goes live). */
const boardsOn = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('berserker-board')].map((el, i) => ({
      i,
      mode: el.getAttribute('mode') ?? 'view',
      finalFen: el.dataset.finalFen ?? null,
      showMoves: el.hasAttribute('show-moves'),
      showSquare: el.dataset.showSquare ?? null,
      solution: el.getAttribute('solution'),
      visible: el.checkVisibility(),
      hasMoves: !!el.getAttribute('moves') || !!el.querySelector('script[type="application/x-chess-pgn"]'),
      // Boards of one form differ only in their position, moves and words: the same variant and mode,
      // the same attributes (highlights, show-moves, rules, …), a game or not.
      form: JSON.stringify([el.getAttribute('variant'), el.getAttribute('mode'), el.getAttributeNames().filter((n) => n !== 'label' && !n.startsWith('data-')).sort(), !!el.querySelector('script')]),
    })),
  );

/** Words glued to a link, code span or emphasis by whitespace compression ("the<a>"). */
const gluedWords = (page) =>
  page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('main a, main code, main strong, main em')) {
      if (el.closest('pre, berserker-board, .bb-fallback')) continue;
      const prev = el.previousSibling;
      const next = el.nextSibling;
      if (prev?.nodeType === 3 && /[\p{L}\d]$/u.test(prev.textContent)) out.push(`…${prev.textContent.slice(-12)}<${el.localName}>`);
      if (next?.nodeType === 3 && /^[\p{L}\d]/u.test(next.textContent) && !/^(s|es|'s|’s)\b/.test(next.textContent)) out.push(`</${el.localName}>${next.textContent.slice(0, 12)}…`);
    }
    return out;
  });

/**
 * The live boards `which` of the page, checked in three passes (few round trips: a page of forty
 * boards). First, in the page: each board's state, the position it reaches, and what it will be asked
 * to do — a hidden board (in an option panel), or any board when `clicks` is false, is asked through its
 * API at once, a visible one gets a real pointer next. Then the clicks. Then, in the page again, what
 * each board made of it.
 */
async function exerciseBoards(page, boards, path, which, clicks = true) {
  const plans = await page.evaluate(async ([shown, which]) => {
    const els = [...document.querySelectorAll('berserker-board')];
    const out = [];
    for (const [i, el] of els.entries()) {
      if (!which.includes(i)) {
        out.push(null);
        continue;
      }
      const mode = el.getAttribute('mode') ?? 'view';
      const visible = shown[i];
      const plan = {
        upgraded: !!el.shadowRoot?.querySelector('[part="board"]'),
        error: el.shadowRoot?.querySelector('[part="error"]')?.textContent?.trim() ?? null,
        clicks: [],
      };
      out.push(plan);
      if (!plan.upgraded || plan.error) continue;
      if (mode !== 'puzzle') {
        el.last();
        plan.fen = el.fen;
      }
      // The board's width: the cells of the grid's first row (the element's internals are private).
      const w = el.shadowRoot.querySelector('[role="row"]')?.children.length ?? 8;
      const idx = (s) => (s ? (Number(s.slice(1)) - 1) * w + (s.charCodeAt(0) - 97) : -1);
      if (mode === 'play') {
        // A move the board can make by clicks: no promotion, no capture-and-place choice.
        const m = el.legalMoves().find((x) => !x.promotion && !x.placement) ?? el.legalMoves()[0];
        plan.over = el.status?.over ?? false;
        plan.n = el.history.length;
        plan.san = m?.san ?? null;
        if (plan.over) {
          plan.refused = el.play(m?.san ?? 'e4') === null;
          continue;
        }
        if (!m) continue;
        el.__e2eMoves = [];
        el.addEventListener('move', (e) => el.__e2eMoves.push(e.detail.san));
        // A placement of a captured Berserker is one click on the square; anything else is piece, then
        // square (for a release or a marking: the knight, then its square — the same square if it stays).
        if (!visible) el.play(m.san);
        else plan.clicks = m.kind === 'place' ? [idx(m.to)] : [idx(m.from), idx(m.to)];
      } else if (mode === 'puzzle') {
        el.addEventListener('puzzle-solved', () => (el.__e2eSolved = true), { once: true });
        plan.first = (el.getAttribute('solution') ?? '').replace(/\d+\.+/g, ' ').trim().split(/\s+/)[0];
        el.play(plan.first);
      } else if (el.hasAttribute('show-moves')) {
        if (el.dataset.showSquare) plan.marked = (await el.updateComplete, el.shadowRoot.querySelectorAll('.markers .marker').length);
        else if (visible) {
          // The first square with a piece, from the grid cells' labels ("e4, white pawn").
          const cell = [...el.shadowRoot.querySelectorAll('[role="gridcell"]')].find((c) => !c.getAttribute('aria-label').endsWith(', empty'));
          plan.clicks = [Number(cell?.dataset.sq ?? -1)];
        }
      } else if (el.history.length > 0) {
        // view: step back a move. The step buttons come with the viewer, a second file the bundle
        // imports (/berserker-board.viewer.js) for every board with moves.
        plan.ply = el.ply;
        plan.steps = true;
        plan.visible = visible;
      }
    }
    return out;
  }, [boards.map((b) => b.visible && clicks), which]);

  // The viewer's step buttons, on every board with moves to step through (the second is "Previous move", in any language).
  const stepping = plans.map((p, i) => (p?.steps ? i : -1)).filter((i) => i >= 0);
  const navs = () => page.evaluate((list) => list.filter((i) => !document.querySelectorAll('berserker-board')[i].shadowRoot.querySelector('[part~="nav"] button:nth-of-type(2)')), stepping);
  await expect.poll(navs).toEqual([]).catch(() => {});
  const withoutNav = new Set(await navs());

  // Real clicks where a reader would click.
  for (const [i, p] of plans.entries()) {
    if (!p) continue;
    const board = page.locator('berserker-board').nth(i);
    for (const sq of p.clicks) await board.locator(`[role="gridcell"][data-sq="${sq}"]`).click();
    if (p.steps && !withoutNav.has(i) && p.visible) await board.locator('[part~="nav"] button:nth-of-type(2)').click();
  }

  const results = await page.evaluate(async (ps) => {
    const els = [...document.querySelectorAll('berserker-board')];
    return Promise.all(ps.map(async (p, i) => {
      const el = els[i];
      if (!p) return null;
      if (p.steps && !p.noNav) {
        if (!p.visible) el.prev();
        return { ply: el.ply };
      }
      if (p.marked === undefined && p.clicks.length && el.hasAttribute('show-moves')) {
        await el.updateComplete;
        return { marked: el.shadowRoot.querySelectorAll('.markers .marker').length };
      }
      if (p.n !== undefined && !p.over && p.san) {
        // The move is the next of the line (a page may answer it at once: the Learn page's computer).
        const r = { played: el.history[p.n]?.san ?? null, hiddenFirst: el.variant === 'game-of-pawns' && p.n === 0 };
        return r;
      }
      return {};
    }));
  }, plans.map((p, i) => p && { ...p, noNav: withoutNav.has(i) }));

  for (const [i, p] of plans.entries()) {
    if (!p) continue;
    const b = boards[i];
    const label = `${path} board ${i + 1} (${b.mode})`;
    const board = page.locator('berserker-board').nth(i);
    if (!p.upgraded || p.error) {
      expect.soft(p, `${label} upgrades and shows no error`).toMatchObject({ upgraded: true, error: null });
      continue;
    }
    if (b.finalFen && b.mode !== 'puzzle') expect.soft(p.fen, `${label} reaches the position the build computed`).toBe(b.finalFen);
    const r = results[i];
    if (b.mode === 'play') {
      if (p.over) expect.soft(p.refused, `${label} (a finished game) refuses further moves`).toBe(true);
      else if (!p.san) expect.soft(p.san, `${label} has a legal move`).not.toBeNull();
      else {
        expect.soft(r.played, `${label} accepts a move ${b.visible ? 'by clicks' : 'by play()'}`).toBe(p.san);
        // Game of Pawns keeps White's first move secret (no event until Black has chosen too).
        if (!r.hiddenFirst) await expect.soft.poll(() => board.evaluate((el) => el.__e2eMoves[0]), `${label} fires a move event`).toBe(p.san);
        await board.evaluate((el) => el.undo());
      }
    } else if (b.mode === 'puzzle') {
      await expect.soft.poll(() => board.evaluate((el) => el.__e2eSolved === true), `${label} accepts the solution ${p.first}`).toBe(true);
    } else if (p.marked !== undefined) expect.soft(p.marked, `${label} shows the piece's moves`).toBeGreaterThan(0);
    else if (r.marked !== undefined) expect.soft(r.marked, `${label} marks a clicked piece's moves`).toBeGreaterThan(0);
    else if (p.steps) {
      if (withoutNav.has(i)) expect.soft(false, `${label} loads the viewer (step buttons)`).toBe(true);
      else expect.soft(r.ply, `${label} steps back a move`).toBe(p.ply - 1);
    }
  }
}

/** The first board of each form: the ones axe checks live (the others as the still pictures a reader first sees). */
const firstOfEachForm = (boards) => boards.filter((b, i) => boards.findIndex((x) => x.form === b.form) === i).map((b) => b.i);

/** Makes the boards `which` live, as `await board.updateComplete` does. */
const makeLive = (page, which) => page.evaluate((list) => Promise.all(list.map((i) => document.querySelectorAll('berserker-board')[i].updateComplete)), which);

/**
 * A page in another language (/de/…) is the English page's template with other words: its boards are the
 * same boards (used on the English page), so it is checked for what words change — the boards upgrade,
 * no glued words, axe in the light theme (names, labels, language), no overflow with longer words.
 */
const TRANSLATED = /^\/de\//;
/**
 * Pages of one template with other content (a variant, a Learn stage): the first of each stands for the
 * rest here — their words are read for English (i18n-site.spec.mjs) and measured at 390 and 360 px
 * (pages-phone.spec.mjs) one by one.
 */
const SAME_TEMPLATE = /^\/de\/(variants|learn)\/(?!brawl\/|trigger\/|bgm\/)[\w-]+\/$/;

for (const path of builtPages()) {
  if (SAME_TEMPLATE.test(path)) continue;
  if (TRANSLATED.test(path)) {
    test(`${path} with JavaScript: boards upgrade, words, axe, overflow at 1280 px`, async ({ sitePage: page }) => {
      await page.goto(path, { waitUntil: 'load' });
      const boards = await boardsOn(page);
      if (boards.length) {
        await page.waitForFunction(() => !!customElements.get('berserker-board'), null, { timeout: 5000 });
        await makeLive(page, firstOfEachForm(boards));
      }
      expect.soft(await gluedWords(page), 'no word glued to a link or code span').toEqual([]);
      await expectAxeClean(page, `${path} (light)`);
      await showAllBoards(page);
      expect.soft(await overflow(page), 'no horizontal overflow at 1280 px').toBeLessThanOrEqual(1);
    });
    continue;
  }
  // The worker's shared page (fixtures.mjs): a page only visited and read needs no context of its own.
  test(`${path} with JavaScript: boards, words, axe (light and dark), overflow at 1280 px`, async ({ sitePage: page }) => {
    const viewerLoads = [];
    const onResponse = (r) => new URL(r.url()).pathname === '/berserker-board.viewer.js' && viewerLoads.push(r.status());
    page.on('response', onResponse);
    try {
      await checkPage(page, path, viewerLoads);
    } finally {
      page.off('response', onResponse);
    }
  });
}

/** One page's checks (see the header); `viewerLoads` collects the statuses of the viewer file's responses. */
async function checkPage(page, path, viewerLoads) {
  await page.goto(path, { waitUntil: 'load' });
  const boards = await boardsOn(page);
  // Axe reads the page with one live board of each form and the others still, and the same boards once
  // used in the dark theme; then every other board goes live and is used through its API (the first
  // of its form took the reader's clicks). Axe on forty live boards of one form, or forty rounds of
  // the same clicks, finds what the first finds, in ten times the time.
  const first = firstOfEachForm(boards);
  const rest = boards.map((b) => b.i).filter((i) => !first.includes(i));
  if (boards.length) {
    const defined = await page.waitForFunction(() => !!customElements.get('berserker-board'), null, { timeout: 5000 }).then(() => true, () => false);
    expect(defined, '<berserker-board> is defined (the element\'s bundle loaded)').toBe(true);
    // Boards stay still (the page's picture) until reached for (still.spec.mjs checks that).
    await makeLive(page, first);
  }
  expect.soft(await gluedWords(page), 'no word glued to a link or code span').toEqual([]);
  await expectAxeClean(page, `${path} (light)`);
  if (boards.length) await exerciseBoards(page, boards, path, first);
  await expectDarkAxeClean(page, path);
  if (rest.length) {
    await makeLive(page, rest);
    await exerciseBoards(page, boards, path, rest, false);
  }
  // A board with moves loads the viewer (src/lazy.ts): the site must serve it (200, not a 404 stub).
  if (boards.some((b) => b.hasMoves)) expect.soft(viewerLoads, 'the viewer file was loaded').toContain(200);
  await showAllBoards(page);
  expect.soft(await overflow(page), 'no horizontal overflow at 1280 px').toBeLessThanOrEqual(1);
  // The theme switch, under the page's policy (the fixture fails the page on a violation).
  const toggle = page.locator('[data-theme-toggle]').first();
  if (await toggle.count()) await toggle.click();
}
