#!/usr/bin/env node
/**
 * End-to-end checks of the Puzzles page (/puzzles/), in Chromium: solve a puzzle by clicking squares
 * (the solution read from the page's data), see the success feedback and the explanation; fail one with
 * a wrong legal move and see the failure feedback; use a hint and see the piece marked; progress kept
 * after a reload and corrupted storage survived; malformed links (#puzzle=100%, unknown ids) fall back with a
 * message; the puzzle-of-the-day snippet; no console errors; axe.
 *
 * Called by tests/e2e/run.mjs (runPuzzleChecks), or alone against an existing build:
 *   node tests/e2e/puzzles.mjs          (serves dist/site; build first with npm run build)
 * Env: CHROME_PATH, E2E_NO_SCREENSHOTS=1.
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const KEY = 'berserker-chess:puzzles';

export async function runPuzzleChecks({ browser, base, check, root = join(here, '..', '..'), screenshots = !process.env.E2E_NO_SCREENSHOTS }) {
  const axeSource = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const shotDir = join(root, 'screenshots');
  if (screenshots) mkdirSync(shotDir, { recursive: true });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && r.url().startsWith(base) && errors.push(`${r.status()} ${r.url().slice(base.length)}`));

  const open = async (hash = '') => {
    await page.goto('about:blank');
    await page.goto(`${base}/puzzles/${hash}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => customElements.whenDefined('berserker-board'));
    await page.evaluate(() => document.querySelector('#puzzle-board')?.updateComplete);
  };
  const axe = async (label) => {
    await page.evaluate(axeSource); // not a <script> tag: the site's CSP refuses injected inline scripts
    const v = await page.evaluate(async () => (await axe.run(document, { resultTypes: ['violations'] })).violations.map((x) => `${x.id}: ${x.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`));
    check(`puzzles: axe ${label}`, v.length === 0, v.join('; '));
  };
  const feedback = () => page.locator('[data-puzzle-feedback]').textContent();
  const waitFor = (fn, arg, timeout = 6000) => page.waitForFunction(fn, arg, { timeout }).then(() => true, () => false);
  /** Grid index of a square for the current board's width (data-sq is the index). */
  const click = async (sq) => {
    const idx = await page.evaluate((s) => {
      const el = document.querySelector('#puzzle-board');
      const w = el.shadowRoot.querySelector('[role="row"]')?.children.length ?? 8;
      return (Number(s.slice(1)) - 1) * w + (s.charCodeAt(0) - 97);
    }, sq);
    await page.locator('#puzzle-board').locator(`[role="gridcell"][data-sq="${idx}"]`).click();
  };
  /** The legal move of the board with this SAN, with its squares. */
  const legal = (san) => page.evaluate((s) => {
    const m = document.querySelector('#puzzle-board').legalMoves().find((x) => x.san === s);
    return m ? { san: m.san, from: m.from ?? null, to: m.to, kind: m.kind, promotion: m.promotion ?? null, placement: m.placement ?? null } : null;
  }, san);
  const data = () => page.evaluate(() => JSON.parse(document.getElementById('puzzle-data').textContent));

  await page.goto(`${base}/search/`);
  await page.evaluate((k) => localStorage.removeItem(k), KEY);
  await open();
  const puzzles = await data();
  check('puzzles: the page ships the collection as data', puzzles.length >= 10, `${puzzles.length} puzzles`);

  // Malformed and unknown links: the page says so, shows a puzzle anyway, and the rest of the script runs
  // (issue 17: #puzzle=100% threw URIError before anything else ran).
  for (const [hash, words] of [['#puzzle=100%', 'garbled'], ['#puzzle=no-such-puzzle', 'There is no puzzle “no-such-puzzle”'], ['#puzzle=', 'names no puzzle']]) {
    const before = errors.length;
    await open(hash);
    const state = await page.evaluate(() => ({
      notice: document.querySelector('[data-puzzle-notice]')?.hidden === false ? document.querySelector('[data-puzzle-notice]').textContent : null,
      title: document.querySelector('[data-puzzle-title]')?.textContent ?? '',
      board: !!document.querySelector('#puzzle-board'),
      day: document.querySelector('[data-day-task]')?.textContent ?? '',
    }));
    check(`puzzles: ${hash} shows a message instead of failing`, !!state.notice && state.notice.includes(words), JSON.stringify(state));
    check(`puzzles: ${hash} still opens a puzzle and runs the whole page script`, state.board && state.title !== '' && state.day !== '…', JSON.stringify(state));
    check(`puzzles: ${hash} throws nothing`, errors.length === before, errors.slice(before).join(' | '));
    if (screenshots && hash === '#puzzle=100%') await page.screenshot({ path: join(shotDir, 'puzzles-bad-link-desktop.png'), fullPage: false });
  }
  {
    // A good link after a bad one: the message goes, the puzzle opens; a bad link on hashchange keeps the puzzle.
    await open('#puzzle=100%');
    await page.evaluate((id) => { location.hash = `#puzzle=${id}`; }, puzzles[1].id);
    const opened = await waitFor((t) => document.querySelector('[data-puzzle-title]').textContent === t && document.querySelector('[data-puzzle-notice]').hidden, puzzles[1].task);
    check('puzzles: a good link after a bad one opens its puzzle and clears the message', opened);
    await page.evaluate(() => { location.hash = '#puzzle=%E0%A4%A'; });
    const kept = await waitFor((t) => !document.querySelector('[data-puzzle-notice]').hidden && document.querySelector('[data-puzzle-title]').textContent === t, puzzles[1].task);
    check('puzzles: a bad link on hashchange keeps the puzzle and says why', kept, await page.locator('[data-puzzle-notice]').textContent());
  }

  // A puzzle the test can solve by plain clicks: no promotion, no placement, a normal move for each solver action.
  const movesOk = (p) => p.solution.every((s) => !/[=@]/.test(s)) && !/Z/.test(p.solution.join(' ')) && p.variant !== 'game-of-pawns';
  const target = puzzles.find((p) => movesOk(p) && p.solution.length >= 3) ?? puzzles.find(movesOk);
  check('puzzles: a puzzle solvable by clicks exists', !!target);
  if (target) {
    await open(`#puzzle=${target.id}`);
    const shown = await page.locator('[data-puzzle-title]').textContent();
    check('puzzles: a puzzle can be opened by its address', shown === target.task, `${shown} ≠ ${target.task}`);
    let ok = true;
    for (let i = 0; i < target.solution.length && ok; i += 2) {
      // Wait for the solver's turn (the opponent's reply comes after a delay).
      const plies = (target.opponentMove ? 1 : 0) + i;
      ok = await waitFor((n) => document.querySelector('#puzzle-board').history.length === n, plies);
      const m = await legal(target.solution[i]);
      if (!check(`puzzles: solution move ${target.solution[i]} is legal on the board`, !!m && ok)) { ok = false; break; }
      if (m.from) await click(m.from);
      await click(m.to);
    }
    const solvedSeen = ok && (await waitFor(() => /Solved!/.test(document.querySelector('[data-puzzle-feedback]').textContent)));
    check(`puzzles: solving ${target.id} by clicks shows success`, solvedSeen, await feedback());
    const exp = await page.evaluate(() => ({ hidden: document.querySelector('[data-puzzle-explanation]').hidden, text: document.querySelector('[data-puzzle-explanation-text]').textContent }));
    check('puzzles: the explanation appears after solving', !exp.hidden && exp.text === target.explanation, JSON.stringify(exp).slice(0, 200));
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), KEY);
    check('puzzles: the solved puzzle is saved', saved?.solved?.includes(target.id) && saved.streak === 1, JSON.stringify(saved));
    if (screenshots) await page.screenshot({ path: join(shotDir, 'puzzles-solved-desktop.png'), fullPage: false });

    // Progress survives a reload.
    await open();
    const text = await page.locator('[data-puzzle-progress]').textContent();
    check('puzzles: progress is kept after a reload', /Solved 1 of/.test(text) && /Streak 1/.test(text), text);
  }

  // Fail one: a legal move that is not the solution (and does not mate).
  const failP = puzzles.find((p) => p !== target && movesOk(p) && p.goal !== 'mate') ?? puzzles.find((p) => p !== target && movesOk(p));
  if (check('puzzles: a second puzzle to fail exists', !!failP)) {
    await open(`#puzzle=${failP.id}`);
    await waitFor((n) => document.querySelector('#puzzle-board').history.length === n, failP.opponentMove ? 1 : 0);
    const wrong = await page.evaluate((right) => {
      const el = document.querySelector('#puzzle-board');
      const m = el.legalMoves().find((x) => x.san !== right && x.from && !x.promotion && !x.placement && !/[#=@]/.test(x.san) && x.kind !== 'place');
      return m ? { san: m.san, from: m.from, to: m.to } : null;
    }, failP.solution[0]);
    if (check('puzzles: a wrong legal move exists', !!wrong)) {
      await click(wrong.from);
      await click(wrong.to);
      const seen = await waitFor((san) => document.querySelector('[data-puzzle-feedback]').textContent.includes(`${san} is not the solution`), wrong.san);
      check(`puzzles: the wrong move ${wrong.san} gets failure feedback`, seen, await feedback());
      const live = await page.locator('[data-puzzle-feedback]').getAttribute('aria-live');
      check('puzzles: feedback is a live region', live === 'polite');
      const back = await waitFor((n) => document.querySelector('#puzzle-board').history.length === n, failP.opponentMove ? 1 : 0);
      check('puzzles: the wrong move is taken back', back);
      const streak = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.streak, KEY);
      check('puzzles: a wrong move breaks the streak', streak === 0, String(streak));
    }

    // Hint: the piece of the solution's first move is marked.
    const m = await legal(failP.solution[0]);
    await page.locator('[data-puzzle-hint]').click();
    const hint = await feedback();
    check('puzzles: the hint names the piece', !!m && hint.includes(m.from ?? m.to), hint);
    const marked = await page.evaluate(async () => {
      const el = document.querySelector('#puzzle-board');
      await el.updateComplete;
      // The board's own feedback line says which piece the hint marks ("Hint: the queen on d5.").
      return el.shadowRoot.querySelector('[part="feedback"] span')?.textContent ?? '';
    });
    const highlighted = await page.evaluate(async () => {
      const el = document.querySelector('#puzzle-board');
      await el.updateComplete;
      return el.shadowRoot.querySelectorAll('[class*="highlight"], [data-highlight]').length;
    });
    check('puzzles: the hinted piece is marked on the board', !!m && marked.includes(m.from ?? m.to) && highlighted > 0, `${marked}, ${highlighted} highlights`);
    await axe('with a hint (light)');

    // Show solution: the explanation appears too.
    await page.locator('[data-puzzle-show]').click();
    const shownExp = await waitFor(() => !document.querySelector('[data-puzzle-explanation]').hidden);
    check('puzzles: Show solution reveals the explanation', shownExp);
    await page.locator('[data-puzzle-next]').click();
    const moved = await page.locator('[data-puzzle-title]').textContent();
    check('puzzles: Next puzzle loads another', (await page.evaluate(() => document.querySelector('[data-puzzle-explanation]').hidden)) && !!moved);
  }

  // Filters: a variant filter shows only that variant.
  await open();
  const variant = puzzles.at(-1).variant;
  await page.locator('select[name="variant"]').selectOption(variant);
  const v = await page.evaluate(() => document.querySelector('#puzzle-board').getAttribute('variant'));
  const count = await page.locator('[data-puzzle-count]').textContent();
  check('puzzles: the variant filter loads a puzzle of that variant', v === variant && new RegExp(`^${puzzles.filter((p) => p.variant === variant).length} puzzle`).test(count), `${v}; ${count}`);

  // Puzzle of the day: one script tag and a puzzle-mode board.
  const snip = await page.locator('[data-day-snippet]').textContent();
  check('puzzles: the puzzle-of-the-day snippet is one script tag and a puzzle board', (snip.match(/<script /g) ?? []).length === 1 && /<berserker-board\s[^>]*mode="puzzle"/.test(snip) && /solution="/.test(snip), snip);
  await axe('(light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await axe('(dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Corrupted storage is survived.
  for (const bad of ['{not json', '[1,2]', '{"solved":"x","streak":-4}', '{"solved":[1,null,"no-such-puzzle","<b>"],"streak":1e99}']) {
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEY, bad]);
    await open();
    const t = await page.locator('[data-puzzle-progress]').textContent();
    check(`puzzles: corrupted storage ${bad} is survived`, /^Solved 0 of \d+\. Streak 0/.test(t), t);
  }

  check('puzzles: no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));

  if (screenshots) {
    for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
      const c = await browser.newContext({ viewport: { width, height }, isMobile: name === 'phone', hasTouch: name === 'phone' });
      const p = await c.newPage();
      await p.goto(`${base}/puzzles/`, { waitUntil: 'networkidle' });
      await p.screenshot({ path: join(shotDir, `puzzles-page-${name}.png`), fullPage: true });
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      check(`puzzles: no horizontal overflow at ${width}px`, overflow <= 1, `${overflow}px`);
      await c.close();
    }
  }
  await ctx.close();
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runPuzzleChecks);
