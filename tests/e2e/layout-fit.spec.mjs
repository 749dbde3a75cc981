/**
 * Board pages fit the screen, at 1280×800, 1440×900 and 390×844 (a phone): on /play/, /puzzles/ and
 * the Learn path's first stage the page opens at its top, the whole board is on screen and a good size,
 * with its turn line, whose turn it is (or the task) and the main actions (and anything a page marks
 * with data-fit), and no horizontal overflow; on every Learn stage (its first exercise) the whole
 * board, whose turn it is and the exercise's actions are on screen without scrolling — at a placement
 * turn too. A newcomer's first puzzle is a Berserker Chess one.
 */
import { test, expect, shot } from './fixtures.mjs';
import { builtStages, learnPage } from './learn-page.mjs';

/** The screen sizes a board page must fit: a laptop, a larger laptop, a phone. */
const FIT_SIZES = [[1280, 800], [1440, 900], [390, 844]];

/** What must be on screen on each board page, besides the board itself. */
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
  // A stage of the Learn path: the exercise's goal, the attempt's status, its buttons.
  learn: [
    ['the goal', '[data-learn-goal]'],
    ['the status', '[data-learn-status]'],
    ['the exercise buttons', '.learn-actions button:not([hidden])'],
  ],
};

/** Where the page's board and the things that must fit are, and whether each is on screen. */
const readFit = (page, must) =>
  page.evaluate((items) => {
    const inView = (r) => r.width > 0 && r.height > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    const box = (r) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    // The page's board: the one in the board column (the Learn page may have only one).
    const el = document.querySelector('.board-main berserker-board') ?? document.querySelector('main berserker-board');
    const part = (name) => el?.shadowRoot?.querySelector(`[part~="${name}"]`)?.getBoundingClientRect();
    const board = part('board');
    const status = part('status');
    const marked = [...document.querySelectorAll('[data-fit]')].map((e, i) => [`[data-fit] ${e.getAttribute('data-fit') || i + 1}`, e]);
    const found = [
      ...items.flatMap(([name, sel]) => {
        const els = [...document.querySelectorAll(sel)];
        return els.length ? els.map((e, i) => [`${name} (${i + 1} of ${els.length})`, e]) : [[`${name} (${sel}: none found)`, null]];
      }),
      ...marked,
    ].map(([name, e]) => ({ name, ok: !!e && inView(e.getBoundingClientRect()), at: e ? box(e.getBoundingClientRect()) : 'missing' }));
    return {
      scrollY: Math.round(scrollY),
      screen: `${innerWidth}×${innerHeight}, extra ${document.querySelector('.board-layout')?.style.getPropertyValue('--board-extra')}`,
      board: board ? { ok: inView(board), at: box(board), size: Math.round(board.width) } : null,
      status: status ? { ok: inView(status), at: box(status), text: el.shadowRoot.querySelector('[part~="status"]').textContent.trim() } : null,
      items: found,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, must);

const fitsAll = (f) => f.scrollY === 0 && !!f.board?.ok && !!f.status?.ok && f.items.every((i) => i.ok) && f.overflow <= 1;

/** The page's board, status and `must` items fit (waiting for the page to lay itself out), each checked. */
async function expectFit(page, must, label, width) {
  let f = await readFit(page, must);
  await expect.poll(async () => fitsAll((f = await readFit(page, must)))).toBe(true).catch(() => {}); // the checks below say what does not fit
  expect.soft(f.scrollY, `${label}: the page opens at its top`).toBe(0);
  expect.soft(f.board?.ok, `${label}: the whole board is on screen (${f.board?.at})`).toBe(true);
  // Not squeezed to its least size: at least 80% of the screen's width on a phone, 500 px on a laptop.
  expect.soft(f.board?.size ?? 0, `${label}: the board is a good size (screen ${f.screen})`).toBeGreaterThanOrEqual(Math.min(0.8 * (width - 32), 500));
  expect.soft(!!f.status?.ok && f.status.text !== '', `${label}: the board's turn line is on screen (${f.status?.at} "${f.status?.text}")`).toBe(true);
  for (const it of f.items) expect.soft(it.ok, `${label}: ${it.name} on screen (${it.at})`).toBe(true);
  expect.soft(f.overflow, `${label}: no horizontal overflow`).toBeLessThanOrEqual(1);
}

/** The Learn page's own fit: board, whose turn and the actions on screen, unscrolled (a frame after a placement panel). */
const learnFits = (page) => page.evaluate(() => {
  const el = document.querySelector('#learn-board');
  const box = (x) => x.getBoundingClientRect();
  const grid = box(el.shadowRoot.querySelector('[part="board"]'));
  const turn = box(el.shadowRoot.querySelector('[part="status"]'));
  const actions = box(document.querySelector('.learn-actions'));
  const r = {
    H: innerHeight, scrollY, overflow: document.documentElement.scrollWidth - innerWidth,
    board: [Math.round(grid.top), Math.round(grid.bottom), Math.round(grid.width)], turn: Math.round(turn.top), actions: Math.round(actions.bottom),
    placement: !!el.shadowRoot.querySelector('[part~="placement"]'),
  };
  return { ...r, fits: r.scrollY === 0 && r.turn >= 0 && r.board[0] >= 0 && r.board[1] <= r.H && r.actions <= r.H && r.overflow <= 1 };
});

const stages = builtStages();

for (const [width, height] of FIT_SIZES) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });

    for (const path of ['/play/', '/puzzles/']) {
      test(`${path} fits ${width}×${height}`, async ({ page }) => {
        await page.goto(path);
        await page.evaluate(async () => {
          await customElements.whenDefined('berserker-board');
          await Promise.all([...document.querySelectorAll('berserker-board')].map((b) => b.updateComplete));
        });
        if (path === '/play/') await page.locator('[data-play][data-ready]').waitFor({ state: 'attached' });
        await expectFit(page, MUST_FIT[path], `${path} at ${width}×${height}`, width);
        await shot(page, `layout-${path.replace(/\//g, '')}-${width}x${height}`);
        if (path === '/puzzles/' && width === 1280) {
          const first = await page.evaluate(() => ({
            variant: document.querySelector('#puzzle-board')?.variant,
            data: JSON.parse(document.getElementById('puzzle-data').textContent)[0]?.variant,
            meta: document.querySelector('[data-puzzle-meta]')?.textContent ?? '',
          }));
          expect([first.variant, first.data], 'a newcomer\'s first puzzle is a Berserker Chess one').toEqual(['berserker', 'berserker']);
          expect(first.meta).toContain('Berserker Chess');
        }
      });
    }

  });
}

/**
 * Every Learn stage at each size of a kind of screen, in one visit per stage: the laptops' sizes by
 * resizing the window (the page fits its board again on a resize: site/scripts/board-fit.ts), the phone's
 * in a touch context of its own.
 */
for (const sizes of [FIT_SIZES.filter(([w]) => w >= 500), FIT_SIZES.filter(([w]) => w < 500)]) {
  const names = sizes.map(([w, h]) => `${w}×${h}`).join(' and ');
  test.describe(names, () => {
    const [width, height] = sizes[0];
    test.use({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });

    test(`every Learn stage fits ${names}`, async ({ page }) => {
      expect(stages.length, 'the Learn path has stages').toBeGreaterThan(0);
      const l = learnPage(page);
      for (const [i, stage] of stages.entries()) {
        await l.open(stage.id, stage.exercises[0].id);
        for (const [w, h] of sizes) {
          await page.setViewportSize({ width: w, height: h });
          if (i === 0) {
            await expectFit(page, MUST_FIT.learn, `/learn/${stage.id}/ at ${w}×${h}`, w);
            await shot(page, `layout-learn-${w}x${h}`);
          }
          // The page fits the board to the screen a frame after the element shows a placement panel
          // (site/scripts/board-fit.ts): wait for the layout to settle into the fit.
          let r;
          await expect.poll(async () => (r = await learnFits(page)).fits).toBe(true).catch(() => {});
          expect.soft(r.fits, `at ${w}×${h} /learn/${stage.id}/ shows the whole board, whose turn and the actions without scrolling${r.placement ? ' (placement turn)' : ''}: ${JSON.stringify(r)}`).toBe(true);
        }
      }
    });
  });
}
