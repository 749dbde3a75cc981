/**
 * The Analysis page (/analysis/, issue 26), in Chromium: links in their three forms open the right game
 * or position at the right move and leave the address clean; bad links (an unknown variant, a broken
 * FEN, a malformed PGN) say what is wrong in the engine's words and keep the saved work, and a good link
 * over saved work offers it back; annotation round trip (a variation, a comment, a NAG, promote, delete,
 * undo/redo; the exported PGN holds them; a reload restores them; a link of that PGN shows the same);
 * the engine finds a known mate in 2 (`#2` and the arrow) and is not loaded before it is asked; the
 * review marks a known blunder `??` with the better move as a variation; axe clean at 1280 and 390 px,
 * light and dark; nothing thrown meanwhile (the fixture's watch).
 */
import { test, expect, expectAxeClean, expectDarkAxeClean, expectNoOverflowAt, shot, sqIndex } from './fixtures.mjs';

const KEY = 'berserker-chess:analysis';
/** Berserker Chess after 1. e3 e5: White's turn, but Black places White's Berserker (a placement turn). */
const PLACEMENT_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR';
/** Chess, White mates in 2: 1. Qd8+ Bxd8 2. Re8#. */
const MATE_IN_2 = 'r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1';
const GAME = '[Event "Test"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *';
/** 3... Nf6?? lets White mate at once: the review must mark it. */
const BLUNDER = '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0';

const hash = (o) => `#${Object.entries(o).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;

function analysisPage(page) {
  const board = page.locator('#analysis-board');
  const p = {
    board,
    /** Opens /analysis/ with `fragment` as a new document (not a hash change of the page already open). */
    async open(fragment = '') {
      await page.goto('about:blank');
      await page.goto(`/analysis/${fragment}`);
      await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
    },
    async openWith(saved, fragment = '') {
      await page.goto('/notation/');
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, typeof saved === 'string' ? saved : JSON.stringify(saved)]);
      await p.open(fragment);
    },
    state: () => page.evaluate(() => {
      const b = document.querySelector('#analysis-board');
      const text = (sel) => (document.querySelector(sel)?.hidden ? '' : document.querySelector(sel)?.textContent ?? '');
      return { fen: b.fen, path: b.path, pgn: b.pgn, hash: location.hash, problem: text('[data-problem]'), notice: text('[data-notice]') };
    }),
    saved: () => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), KEY),
    exported: async () => {
      await page.locator('[data-export-panel] summary').click();
      return page.locator('[data-export-pgn]').inputValue();
    },
    click: (sq) => board.locator(`[role="gridcell"][data-sq="${sqIndex(sq)}"]`).click(),
    async move(from, to) {
      await p.click(from);
      await p.click(to);
    },
    goTo: (path) => board.evaluate((el, at) => el.goTo(at), path),
  };
  return p;
}

const savedWork = (pgn, path = '') => ({ version: 1, pgn, path, engine: { on: false, lines: 3, depth: null }, previous: null });

test('links in their three forms open the game or position at the move, and leave the address clean', async ({ sitePage: page }) => {
  const p = analysisPage(page);
  await p.open(hash({ variant: 'berserker', fen: PLACEMENT_FEN, rules: 'trigger=cross' }));
  let s = await p.state();
  expect(s.fen, '#variant=&fen= opens the position').toBe(PLACEMENT_FEN);
  expect(s.pgn, 'with its rule options').toContain('[Rules "trigger=cross"]');
  expect(s.hash, 'the address is left clean').toBe('');
  expect(s.notice).toMatch(/Opened from the link/);

  await p.open(`${hash({ pgn: GAME })}&path=0.0.0`);
  s = await p.state();
  expect([s.path, s.pgn], '#pgn=&path= opens the game at that move').toEqual(['0.0.0', expect.stringContaining('3. Bb5 a6')]);
  expect(s.fen).toMatch(/^r1bqkbnr\/pppp1ppp\/2n5\/4p3\/4P3\/5N2|^rnbqkbnr\/pppp1ppp\/8\/4p3\/4P3\/5N2/);

  await p.open(hash({ pgn: GAME }));
  expect((await p.state()).path, '#pgn= alone shows the start of the game').toBe('');
  await p.open(`${hash({ pgn: GAME })}&path=0.5.0`);
  s = await p.state();
  expect([s.path, s.notice], 'a path the game has not: the start, with a note').toEqual(['', expect.stringMatching(/no move at “0\.5\.0”/)]);
});

test('bad links say what is wrong and keep the saved work; a good link offers the saved work back', async ({ sitePage: page }) => {
  const p = analysisPage(page);
  const mine = '[Variant "Berserker"]\n\n1. e3 { my idea } e5 *';
  for (const [fragment, words] of [
    [hash({ variant: 'no-such-variant' }), /variant: .*no-such-variant/],
    [hash({ variant: 'chess', fen: 'rnbqkbnr/pppp' }), /position \(FEN\)/],
    [hash({ pgn: '1. e4 e5 2. Qh9 *' }), /PGN: .*Qh9/],
    ['#pgn=100%', /garbled/],
  ]) {
    await p.openWith(savedWork(mine, '0'), fragment);
    const s = await p.state();
    expect.soft(s.problem, `${fragment}: the error names the problem`).toMatch(words);
    expect.soft(s.problem, `${fragment}: and says the work is kept`).toMatch(/previous analysis is kept/);
    expect.soft(s.pgn, `${fragment}: the saved work is on the board`).toContain('my idea');
    expect.soft((await p.saved()).pgn, `${fragment}: and still saved`).toContain('my idea');
  }
  await shot(page, 'analysis-bad-link-1280');

  await p.openWith(savedWork(mine, '0'), hash({ pgn: GAME }));
  const restore = page.getByRole('button', { name: 'Restore previous analysis' });
  await expect(restore, 'a link over saved work offers it back').toBeVisible();
  expect((await p.state()).pgn).toContain('Bb5');
  await page.reload();
  await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
  await expect(restore, 'after a reload too').toBeVisible();
  await restore.click();
  await expect.poll(async () => (await p.state()).pgn, 'and brings it back').toContain('my idea');
  await expect(restore).toBeHidden();
});

test('annotation round trip: variation, comment, NAG, promote, delete, undo/redo; export, reload and link agree', async ({ sitePage: page }) => {
  const p = analysisPage(page);
  await p.open(hash({ pgn: GAME }));
  // A variation: after 1. e4, Black answers c5 instead of e5.
  await p.goTo('0');
  await p.move('c7', 'c5');
  await expect.poll(async () => (await p.state()).path, 'the reader’s move is a variation').toBe('0.1');
  // A comment after it, and a NAG.
  const after = page.locator('[data-comment="after"]');
  await after.fill('The Sicilian.');
  await after.blur();
  await page.locator('[data-annotate] button[data-nag="1"]').click();
  await expect(page.locator('[data-annotate] button[data-nag="1"]')).toHaveAttribute('aria-pressed', 'true');
  let pgn = (await p.state()).pgn;
  expect(pgn).toMatch(/\( ?1\.\.\. c5 \$1 \{ ?The Sicilian\. ?\} ?\)/);
  // Promote it: it becomes the main line.
  await page.getByRole('button', { name: 'Promote this line' }).click();
  await expect.poll(async () => (await p.state()).pgn).toMatch(/^1\. e4 c5 \$1/m);
  // Undo, redo (buttons and keys).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await p.state()).pgn).toMatch(/^1\. e4 e5/m);
  await page.locator('h1').click();
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await p.state()).pgn).toMatch(/^1\. e4 c5/m);
  // Delete 2. Nf3 and what follows in the old main line, now the variation.
  const path = (await p.state()).path;
  expect(path).toBe('0.0');
  await p.goTo('0.1.0');
  await page.getByRole('button', { name: 'Delete from here' }).click();
  await expect.poll(async () => (await p.state()).pgn).not.toContain('Nf3');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await p.state()).pgn, 'Ctrl+Z undoes the deletion').toContain('Nf3');
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await p.state()).pgn, 'Ctrl+Shift+Z redoes it').not.toContain('Nf3');

  pgn = (await p.state()).pgn;
  expect(await p.exported(), 'the exported PGN is the game').toBe(pgn);
  const download = page.waitForEvent('download');
  await page.locator('[data-export="download-pgn"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pgn$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text, 'the downloaded PGN holds the comment and the NAG').toMatch(/c5 \$1 \{ ?The Sicilian\. ?\}/);
  await shot(page, 'analysis-annotated-1280');

  await page.reload();
  await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
  expect((await p.state()).pgn, 'a reload restores the work').toBe(pgn);
  const link = await page.locator('[data-export-link]').inputValue();
  await p.open(new URL(link).hash);
  expect((await p.state()).pgn, 'its link shows the same game').toBe(pgn);
});

test('the engine starts only when asked, finds a mate in 2, draws its arrow; lines read on demand', async ({ sitePage: page }) => {
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  const p = analysisPage(page);
  await p.open(hash({ variant: 'chess', fen: MATE_IN_2 }));
  expect(workers, 'no search worker before the engine is switched on').toEqual([]);
  await page.getByRole('checkbox', { name: 'Engine lines' }).check();
  const first = page.locator('[data-engine-list] li').first();
  await expect(first.locator('.analysis-score'), 'the first line is a mate in 2').toHaveText('#2', { timeout: 60_000 });
  await expect(first).toContainText('Qd8+');
  expect(workers.length, 'the worker was started').toBe(1);
  await expect(p.board, 'the best move is an arrow').toHaveAttribute('arrows', 'd5d8:blue');
  // The bar is White's all the way (a mate for White), from White's side of the board: the bottom, or
  // the top once the board is flipped.
  const fill = () => page.evaluate(() => {
    const bar = document.querySelector('[data-eval-bar]').getBoundingClientRect();
    const f = document.querySelector('[data-eval-fill]').getBoundingClientRect();
    return { full: Math.abs(f.height - bar.height) < 3, top: Math.round(f.top - bar.top), bottom: Math.round(bar.bottom - f.bottom) };
  });
  await expect.poll(async () => (await fill()).full, 'a mate fills the bar').toBe(true);
  // Which end the fill grows from (the other end is auto).
  const anchor = () => page.evaluate(() => {
    // At 30 % for one measure (no frame is drawn in between), whichever end it touches is where it grows from.
    const bar = document.querySelector('[data-eval-bar]'), fill = document.querySelector('[data-eval-fill]');
    const height = fill.style.height;
    fill.style.transition = 'none';
    fill.style.height = '30%';
    const b = bar.getBoundingClientRect(), f = fill.getBoundingClientRect();
    fill.style.height = height;
    fill.style.transition = '';
    return Math.abs(f.bottom - b.bottom) < 2 ? 'bottom' : Math.abs(f.top - b.top) < 2 ? 'top' : 'neither';
  });
  expect(await anchor()).toBe('bottom');
  await p.board.evaluate((el) => el.flip());
  await expect.poll(anchor, 'flipped: White\'s share hangs from the top').toBe('top');
  await p.board.evaluate((el) => el.flip());
  await expect.poll(anchor, 'White at the bottom again').toBe('bottom');
  await page.getByRole('button', { name: 'Read lines' }).click();
  await expect(page.locator('[data-engine-speech]'), 'Read lines says them').toContainText('Line 1, #2');
  await shot(page, 'analysis-engine-mate-1280');
  // Clicking a line's move plays the line into the game as a variation.
  await first.locator('button.analysis-move').nth(1).click();
  await expect.poll(async () => (await p.state()).pgn).toContain('1. Qd8+ Bxd8');
  await page.getByRole('checkbox', { name: 'Engine lines' }).uncheck();
  await expect(p.board).not.toHaveAttribute('arrows', /./);
});

test('a placement turn: the engine\'s lines are the placer\'s, its best placement marked without an error', async ({ sitePage: page }) => {
  const p = analysisPage(page);
  await p.open(`${hash({ pgn: '[Variant "Berserker"]\n\n1. e3 e5 *' })}&path=0.0`);
  await page.getByRole('checkbox', { name: 'Engine lines' }).check();
  await expect(page.locator('[data-engine-chooser]')).toContainText('Black decides');
  const first = page.locator('[data-engine-list] li').first();
  await expect(first).toContainText('=Z');
  // The best placement is marked: an arrow when the knight moves to its square, else its square.
  await expect.poll(() => p.board.evaluate((el) => `${el.getAttribute('arrows') ?? ''}${el.getAttribute('highlights') ?? ''}`)).toMatch(/blue/);
  expect(await p.board.evaluate((el) => el.errors), 'the mark is one the board takes').toEqual([]);
  await page.getByRole('checkbox', { name: 'Engine lines' }).uncheck();
});

test('the review marks a known blunder ?? with the better move as a variation', async ({ sitePage: page }) => {
  const p = analysisPage(page);
  await p.open(hash({ pgn: BLUNDER }));
  // The quick review (a quarter of the engine's default positions a move) finds a mate in one as well.
  await page.getByLabel('How thorough').selectOption({ label: 'Quick' });
  await page.evaluate(() => {
    // What the page asks the worker for: the review's node limit goes with it.
    const post = Worker.prototype.postMessage;
    window.__asked = [];
    Worker.prototype.postMessage = function (m, ...rest) { window.__asked.push(m); return post.call(this, m, ...rest); };
  });
  await page.getByRole('button', { name: 'Review game' }).click();
  await expect.poll(() => page.evaluate(() => window.__asked.find((m) => m.type === 'review')?.nodes)).toBe(37500);
  await expect(page.locator('[data-review-status]')).toContainText('Review done', { timeout: 90_000 });
  const pgn = (await p.state()).pgn;
  expect(pgn, '3... Nf6 is marked as a blunder').toMatch(/Nf6 \$4/);
  expect(pgn, 'with a better move as a variation').toMatch(/\(3\.\.\. [^)]+\)/);
  await expect(page.locator('[data-graph]'), 'the evaluation graph shows').toBeVisible();
  await shot(page, 'analysis-review-1280');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await p.state()).pgn, 'one undo removes the marks').not.toContain('$4');
});

test('axe clean at 1280 and 390 px, light and dark; no overflow', async ({ sitePage: page, phonePage }) => {
  const p = analysisPage(page);
  await p.open(`${hash({ pgn: GAME })}&path=0.0`);
  await expectAxeClean(page, 'analysis 1280');
  await expectDarkAxeClean(page, 'analysis 1280');
  await expectNoOverflowAt(page, [1280, 390], 'analysis');
  await shot(page, 'analysis-1280');
  const phone = analysisPage(phonePage);
  await phone.open(`${hash({ pgn: GAME })}&path=0.0`);
  await expectAxeClean(phonePage, 'analysis 390');
  await expectDarkAxeClean(phonePage, 'analysis 390');
  await shot(phonePage, 'analysis-390');
});
