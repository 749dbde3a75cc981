/**
 * The Puzzles page's modes, in Chromium: rated training (the puzzle nearest the reader's rating, the
 * rating moved by a solve and by a failure, its chart, the dashboard, a puzzle rated once); the
 * refutation after a wrong move; Puzzle Streak (easiest first, the next one after a solve, over at the
 * first wrong move, its best kept); the three-minute run (the clock starts with the first move and ends
 * the run: Playwright's clock, no waiting); several themes and a rating range at once; the progress
 * saved to a file and loaded in a fresh browser (and a wrong file refused); the page's JavaScript at
 * load within 62.5 kB compressed, the puzzles' bodies fetched in chunks; axe with everything filled in.
 */
import { gzipSync } from 'node:zlib';
import { test, expect, expectAxeClean, expectNoOverflowAt } from './fixtures.mjs';
import { KEY, puzzlesPage } from './puzzles-page.mjs';

/** The untried puzzle nearest `rating` (ties: the page's order), as rated mode picks it. */
const nearest = (all, rating, tried) => all.filter((x) => !tried.has(x.id))
  .reduce((best, x) => (!best || Math.abs(x.rating - rating) < Math.abs(best.rating - rating) ? x : best), undefined);

const mode = (page, name) => page.getByRole('radio', { name }).check();
const status = (page) => page.locator('[data-run-status]');

test('rated: the puzzle nearest your rating; a solve raises it, a failure lowers it; the chart and the dashboard follow', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  const byId = new Map(all.map((x) => [x.id, x]));
  await mode(page, 'Rated');
  const first = nearest(all, 1500, new Set());
  await expect.poll(p.id, 'rated mode opens the puzzle nearest a new reader’s 1500').toBe(first.id);
  await p.ready();
  await expect(page.locator('[data-puzzle-hint]')).toBeEnabled();

  await p.solve(first);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Solved!');
  const saved = await p.saved();
  expect(saved.rating.rating, 'a solve raises the rating').toBeGreaterThan(1500);
  expect(saved.attempts).toEqual([{ id: first.id, ok: true, rated: true }]);
  await expect(page.locator('[data-puzzle-rating]')).toHaveText(new RegExp(`^Your rating: ${Math.round(saved.rating.rating)} ± \\d+ \\(\\+\\d+\\)\\.$`));
  // The dashboard: the puzzle's variant and each of its themes, tried once and solved.
  const dashboard = page.locator('[data-puzzle-dashboard]');
  await expect(dashboard.locator('table')).toHaveCount(2);
  await expect(dashboard.locator('caption')).toHaveText(['By theme', 'By variant']);
  await expect(dashboard.locator('table').nth(1).locator('tbody tr')).toHaveText([new RegExp(`^${first.variantName}\\s*1\\s*1\\s*0\\s*\\d+$`)]);
  await expect(dashboard.locator('table').first().locator('tbody tr')).toHaveCount(first.themes.length);

  // Next: the untried puzzle nearest the new rating; a wrong move fails it, and the board shows why.
  await page.locator('[data-puzzle-next]').click();
  const second = nearest(all, saved.rating.rating, new Set([first.id]));
  await expect.poll(p.id).toBe(second.id);
  await p.ready();
  const before = saved.rating.rating;
  await expect.poll(p.plies).toBe(second.opponentMove ? 1 : 0);
  const wrong = await p.wrong(second);
  expect(wrong, 'a wrong legal move exists').not.toBeNull();
  await p.board.evaluate((el, s) => el.play(s), wrong.san);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText(`${wrong.san} is not the solution`);
  const failed = await p.saved();
  expect(failed.rating.rating, 'a failure lowers the rating').toBeLessThan(before);
  expect(failed.history.length).toBe(2);
  await expect(page.locator('[data-rating-chart] path')).toHaveAttribute('d', /^M0\.0 [\d.]+ L240\.0 [\d.]+$/);
  await expect(page.locator('[data-rating-chart] p')).toHaveText(new RegExp(`^Your rating over your last 2 rated puzzles: between ${Math.round(failed.rating.rating)} and \\d+, now ${Math.round(failed.rating.rating)}\\.$`));
  // The wrong move is taken back (after the refutation, when there is one) and the puzzle can still be solved, unrated.
  await expect.poll(p.plies, 'the wrong move is taken back').toBe(second.opponentMove ? 1 : 0);
  await p.solve(second);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Solved!');
  expect((await p.saved()).rating, 'a puzzle counts once').toEqual(failed.rating);
  expect(byId.get(second.id)).toBeTruthy();

  // A puzzle already tried is not rated again, and says so.
  await p.open(`#puzzle=${first.id}`);
  await mode(page, 'Practice');
  await p.open(`#puzzle=${first.id}`);
  await expectNoOverflowAt(page, [390], 'the Puzzles page with a rating, a chart and a dashboard');
  await expectAxeClean(page, 'the Puzzles page with a rating, a chart and a dashboard');
});

test('a wrong move is answered on the board before it is taken back', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  // A mate puzzle whose first action is the solver's move, after which the opponent acts.
  const target = all.find((x) => x.goal === 'mate' && x.variant === 'berserker' && !/^Z|@/.test(x.solution[0]) && x.solution.length >= 3);
  expect(target, 'a Berserker mate puzzle').toBeTruthy();
  await p.open(`#puzzle=${target.id}`);
  const start = target.opponentMove ? 1 : 0;
  await expect.poll(p.plies).toBe(start);
  // A quiet piece move: no capture (taking a Berserker would make the solver place it) and no pawn move
  // (a pawn reaching its fourth rank releases a Berserker the solver places): the opponent answers it.
  const wrong = await p.board.evaluate((el, right) => el.legalMoves().find((x) => x.san !== right && /^[KQRBN][a-h]?[1-8]?[a-h][1-8]$/.test(x.san)), target.solution[0]);
  expect(wrong, 'a quiet piece move').toBeTruthy();
  const refuted = page.evaluate(() => new Promise((resolve) => document.querySelector('#puzzle-board')
    .addEventListener('puzzle-refutation', (e) => resolve(e.detail), { once: true })));
  await p.board.evaluate((el, s) => el.play(s), wrong.san);
  const d = await refuted;
  expect(d.move).toBe(wrong.san);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText(`${wrong.san} is not the solution: ${d.refutation} answers it.`);
  await expect.poll(p.plies, 'both moves are taken back').toBe(start);
  await p.solve(target);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Solved!');
});

test('Puzzle Streak: easiest first, the next one after each solve, over at the first wrong move', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  const byId = new Map(all.map((x) => [x.id, x]));
  const lowestBand = Math.min(...all.map((x) => Math.floor(x.rating / 100)));
  await mode(page, 'Streak');
  await expect(status(page)).toHaveText('Streak: 0 solved in a row. Best 0.');
  await p.ready();
  const first = byId.get(await p.id());
  expect(Math.floor(first.rating / 100), 'the streak starts with the easiest puzzles').toBe(lowestBand);
  for (const button of ['hint', 'show', 'next']) await expect(page.locator(`[data-puzzle-${button}]`), `${button} is off during a run`).toBeDisabled();
  await p.solve(first);
  await expect(status(page)).toHaveText('Streak: 1 solved in a row. Best 0.');
  await expect.poll(p.id, 'the next puzzle comes by itself').not.toBe(first.id);
  await p.ready();
  const second = byId.get(await p.id());
  expect(Math.floor(second.rating / 100)).toBeGreaterThanOrEqual(Math.floor(first.rating / 100));
  await expect.poll(p.plies).toBe(second.opponentMove ? 1 : 0);
  const wrong = await p.wrong(second);
  await p.board.evaluate((el, s) => el.play(s), wrong.san);
  await expect(status(page)).toHaveText('The streak is over: 1 solved in a row. Your best yet!');
  expect((await p.saved()).runs.streak).toBe(1);
  await expect(page.locator('[data-run-again]')).toBeVisible();
  await page.locator('[data-run-again]').click();
  await expect(status(page)).toHaveText('Streak: 0 solved in a row. Best 1.');
});

test('the three-minute run: the clock starts with the first move and ends the run', async ({ sitePage: page }) => {
  await page.clock.install();
  const p = puzzlesPage(page);
  await p.open();
  await mode(page, '3-minute run');
  await expect(status(page)).toContainText('3:00 left · 0 solved, 0 missed.');
  await p.ready();
  const first = await p.id();
  await page.clock.runFor(10_000);
  await expect(status(page), 'no clock before the first move').toContainText('3:00 left');
  const all = await p.data();
  const target = all.find((x) => x.id === first);
  await expect.poll(p.plies).toBe(target.opponentMove ? 1 : 0);
  const wrong = await p.wrong(target);
  await p.board.evaluate((el, s) => el.play(s), wrong.san);
  await expect(status(page), 'a wrong move skips to the next puzzle').toHaveText(/^3:00 left · 0 solved, 1 missed\.$/);
  await expect.poll(p.id).not.toBe(first);
  await page.clock.runFor(61_000);
  await expect(status(page)).toHaveText(/^1:59 left · 0 solved, 1 missed\.$/);
  await page.clock.runFor(120_000);
  await expect(status(page)).toHaveText('Time! 0 solved, 1 missed. Your best is 0.');
  expect((await p.saved()).runs.timed).toBe(0);
  await expect(page.locator('[data-run-again]')).toBeVisible();
});

test('several themes and a rating range at once', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  const themes = [...new Set(all.flatMap((x) => x.themes))].sort();
  const [a, b] = [themes.find((t) => t === 'fork') ?? themes[0], themes.find((t) => t === 'placement-choice') ?? themes[1]];
  await page.locator('[data-theme-choices] summary').click();
  await page.locator(`input[name="theme"][value="${a}"]`).check();
  await page.locator(`input[name="theme"][value="${b}"]`).check();
  const both = all.filter((x) => x.themes.includes(a) || x.themes.includes(b));
  await expect(page.locator('[data-puzzle-count]')).toHaveText(new RegExp(`^${both.length} puzzles match`));
  await expect(page.locator('[data-theme-summary]')).toHaveText(/, /);
  const ratings = both.map((x) => x.rating).sort((x, y) => x - y);
  const [lo, hi] = [ratings[Math.floor(ratings.length / 4)], ratings[Math.floor((3 * ratings.length) / 4)]];
  await page.locator('input[name="min"]').fill(String(lo));
  await page.locator('input[name="max"]').fill(String(hi));
  await page.locator('input[name="max"]').dispatchEvent('change');
  const inRange = both.filter((x) => x.rating >= lo && x.rating <= hi);
  await expect(page.locator('[data-puzzle-count]')).toHaveText(new RegExp(`^${inRange.length} puzzles? match`));
  await page.locator('[data-puzzle-next]').click();
  await expect.poll(async () => { const id = await p.id(); return inRange.some((x) => x.id === id); }, 'Next opens a puzzle the filters allow').toBe(true);
});

test('progress saved to a file and loaded in another browser; a wrong file is refused', async ({ sitePage: page, browser }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  const progress = {
    v: 2, solved: [all[0].id, all[1].id], streak: 2, best: 2, set: [all[2].id],
    rating: { rating: 1623, rd: 120, vol: 0.06 }, history: [{ day: '2026-11-28', rating: 1560 }, { day: '2026-11-29', rating: 1623 }],
    attempts: [{ id: all[0].id, ok: true, rated: true }, { id: all[1].id, ok: true, rated: true }], runs: { streak: 4, timed: 9 },
  };
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [KEY, progress]);
  await p.open();
  await expect(page.locator('[data-puzzle-rating]')).toHaveText(/^Your rating: 1623 ± 240\.$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-file-save]').click()]);
  expect(download.suggestedFilename()).toMatch(/^berserker-puzzles-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  await expect(page.locator('[data-file-status]')).toHaveText(`Saved as ${download.suggestedFilename()} in your downloads.`);

  // Another browser: nothing saved; a wrong file is refused and changes nothing; the right one is loaded.
  const other = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  const q = puzzlesPage(other);
  await q.open();
  await other.locator('[data-file-load]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"solved":["x"]}') });
  await expect(other.locator('[data-file-status]')).toContainText('is not progress saved by this page');
  await expect(other.locator('[data-puzzle-progress]')).toHaveText(/^Solved 0 of/);
  other.once('dialog', (d) => d.accept());
  await other.locator('[data-file-load]').setInputFiles(file);
  await expect(other.locator('[data-file-status]')).toHaveText('Loaded: 2 puzzles solved, 2 attempts.');
  await expect(other.locator('[data-puzzle-progress]')).toHaveText(/^Solved 2 of \d+\. Streak 2 \(best 2\)\.$/);
  await expect(other.locator('[data-puzzle-rating]')).toHaveText(/^Your rating: 1623 ± 240\.$/);
  expect(await q.saved()).toEqual(progress);
  await other.context().close();
});

test('the page’s JavaScript and data at load stay within 62.5 kB compressed (the board’s live code comes as needed); the puzzles come in chunks', async ({ sitePage: page }) => {
  // The scripts the page's HTML loads (its own and the board element's script tag file), and the
  // catalogue it carries. The element's lazily loaded files (the live board, the viewer, the refutation
  // search) come after, as a board needs them, each under its own ceiling in the pack suite.
  const scripts = new Set();
  const chunks = [];
  const lazy = /^\/berserker-board\.(bundle\.live|viewer|bundle\.refute)\.js$/;
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    // The path only: a response's body can be gone once the page has moved on (the page changes its
    // address as it opens a puzzle), so each file is fetched again below.
    if (r.request().resourceType() === 'script' && !lazy.test(path)) scripts.add(path);
    if (/^\/puzzles\/data\/\d+\.json$/.test(path)) chunks.push(path);
  });
  const p = puzzlesPage(page);
  await p.open();
  const sizes = await Promise.all([...scripts].map(async (path) => gzipSync(await (await page.request.get(path)).body(), { level: 9 }).length));
  const catalogueText = await page.evaluate(() => document.getElementById('puzzle-data').textContent);
  const catalogueSize = gzipSync(catalogueText, { level: 9 }).length;
  const total = sizes.reduce((a, b) => a + b, 0) + catalogueSize;
  const parts = [...scripts].map((u, i) => `${u} ${sizes[i]} B`).concat(`the catalogue ${catalogueSize} B`).join(', ');
  // 60 kB until the site spoke German: the page's scripts carry their words in both languages (about
  // 2.5 kB of German in an English page). Loading only the page's language would win that back.
  expect(total, `the page at load: ${parts}`).toBeLessThanOrEqual(62_500);
  // The page carries a catalogue, not the puzzles: their positions and lines are in the chunks it fetches.
  const catalogue = JSON.parse(catalogueText);
  expect(catalogue.every((x) => !('fen' in x) && !('solution' in x) && Number.isInteger(x.chunk))).toBe(true);
  expect(chunks, 'each chunk fetched once').toEqual([...new Set(chunks)]);
  expect(chunks.length, 'the chunk of the open puzzle (and of the puzzle of the day)').toBeGreaterThanOrEqual(1);
  expect(chunks.length).toBeLessThanOrEqual(2);
});
