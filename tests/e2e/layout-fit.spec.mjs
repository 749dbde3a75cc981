/**
 * Board pages fit the screen, at 1280×800, 1440×900 and 390×844 (a phone): on /play/, /puzzles/ and
 * the Learn path's first stage the page opens at its top, the whole board is on screen and a good size,
 * with its turn line, whose turn it is (or the task) and the main actions (and anything a page marks
 * with data-fit), and no horizontal overflow; on every Learn stage (its first exercise) the whole
 * board, whose turn it is and the exercise's actions are on screen without scrolling — at a placement
 * turn too. A newcomer's first puzzle is a Berserker Chess one. On /play/ (390×844 and 1280×800) the
 * board keeps its size and place through a Berserker placement turn: before 1. e4, while the placement
 * panel shows (on screen, under the board), with the knight picked, after the placement, after the
 * computer's reply and once the result shows.
 */
import { test, expect, overflow, settled, shot } from './fixtures.mjs';
import { builtStages, learnPage } from './learn-page.mjs';
import { playPage, savedGame } from './play-page.mjs';

/** The screen sizes a board page must fit: a laptop, a larger laptop, a phone. */
const FIT_SIZES = [[1280, 800], [1440, 900], [390, 844]];

/** What must be on screen on each board page, besides the board itself. */
const MUST_FIT = {
  '/play/': [
    ['the players', '[data-players] .play-player'],
    ['whose decision it is', '[data-players] .play-turn:not([hidden])'],
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
      status: status ? { ok: inView(status), at: box(status), text: el.shadowRoot.querySelector('[part~="status"]').textContent.trim(), shown: el.shadowRoot.querySelector('[part~="status"]').getClientRects().length > 0 } : null,
      items: found,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, must);

/**
 * The board's turn line is on screen — or, on /play/ with a board too narrow for its longest line (a
 * phone; site/styles/pages/play.css), left out, the players' decision mark (a `must` item) standing for it.
 */
const turnLineOk = (f, path, width) => (!!f.status?.ok && f.status.text !== '') || (path === '/play/' && width < 500 && f.status?.shown === false);
const fitsAll = (f, path, width) => f.scrollY === 0 && !!f.board?.ok && turnLineOk(f, path, width) && f.items.every((i) => i.ok) && f.overflow <= 1;

/** The page's board, status and `must` items fit (waiting for the page to lay itself out), each checked. */
async function expectFit(page, must, label, width, path = '') {
  let f = await readFit(page, must);
  await expect.poll(async () => fitsAll((f = await readFit(page, must)), path, width)).toBe(true).catch(() => {}); // the checks below say what does not fit
  expect.soft(f.scrollY, `${label}: the page opens at its top`).toBe(0);
  expect.soft(f.board?.ok, `${label}: the whole board is on screen (${f.board?.at})`).toBe(true);
  // Not squeezed to its least size: at least 80% of the screen's width on a phone, 500 px on a laptop.
  expect.soft(f.board?.size ?? 0, `${label}: the board is a good size (screen ${f.screen})`).toBeGreaterThanOrEqual(Math.min(0.8 * (width - 32), 500));
  expect.soft(turnLineOk(f, path, width), `${label}: the board's turn line is on screen (${f.status?.at} "${f.status?.text}")`).toBe(true);
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
        await expectFit(page, MUST_FIT[path], `${path} at ${width}×${height}`, width, path);
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
 * Where the Play page's board is (its box: x, y, width and height, to 1/100 px), how far the page is
 * scrolled, and where the placement panel is, if it shows (and whether it is on screen under the board).
 */
const playLayout = (page) => page.evaluate(() => {
  const el = document.querySelector('#play-board');
  const r = el.shadowRoot.querySelector('[part~="board"]').getBoundingClientRect();
  const p = el.shadowRoot.querySelector('[part~="placement"]')?.getBoundingClientRect();
  const round = (n) => Math.round(n * 100) / 100;
  return {
    board: [r.x, r.y, r.width, r.height].map(round),
    scrollY: Math.round(scrollY),
    panel: p ? { at: [p.x, p.y, p.width, p.height].map(Math.round), onScreen: p.top >= r.bottom && p.bottom <= innerHeight && p.left >= 0 && p.right <= innerWidth } : null,
  };
});

for (const [width, height] of [[390, 844], [1280, 800]]) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });

    test(`/play/ at ${width}×${height}: the board keeps its size and place through a Berserker placement turn`, async ({ page }) => {
      const p = playPage(page);
      await p.openWith(savedGame({ settings: { variant: 'berserker' } }));
      await p.waitHumanTurn();
      await settled(page);
      const before = await playLayout(page);
      expect(before.panel, 'no placement panel at the start').toBeNull();
      await shot(page, `play-before-placement-${width}x${height}`);
      /** The board's box is what it was before 1. e4, the page not scrolled (once the page has laid out the change). */
      const unmoved = async (when) => {
        await settled(page);
        const now = await playLayout(page);
        expect(now.scrollY, `${when}: the page has not scrolled`).toBe(before.scrollY);
        expect(now.board, `${when}: the board's box (x, y, width, height) is as before 1. e4`).toEqual(before.board);
        return now;
      };

      await p.move('e2', 'e4'); // Black's Berserker is released: White (you) places it
      const panel = p.board.locator('[part~="placement"]');
      await expect(panel, 'after 1. e4 the placement panel shows').toBeVisible();
      await expect(panel).toContainText("White places Black's Berserker");
      const during = await unmoved('with the placement panel');
      expect(during.panel.onScreen, `the panel is on screen, under the board: ${JSON.stringify(during)}`).toBe(true);
      expect(await overflow(page), 'no horizontal overflow on the placement turn').toBeLessThanOrEqual(1);
      await shot(page, `play-placement-${width}x${height}`);

      // The knight picked with the panel's button, by keyboard: the panel's words change, the board stays.
      const g8 = panel.getByRole('button', { name: 'Knight g8' });
      await g8.focus();
      await page.keyboard.press('Enter');
      await expect(g8, 'the knight is picked').toHaveAttribute('aria-pressed', 'true');
      await expect(panel).toContainText('Pick a starred square');
      await unmoved('with the knight picked');

      // The placement: the panel goes, the board stays; then your move, the computer's (the decision
      // mark goes to the computer and back) — the board stays.
      const release = await p.board.evaluate((el) => {
        const moves = el.legalMoves().filter((m) => m.from === 'g8');
        return (moves.find((m) => m.to !== 'g8') ?? moves[0]).to;
      });
      await p.click(release);
      await p.waitHistory(2);
      await expect(panel, 'the placement made, the panel goes').toHaveCount(0);
      await unmoved('after the placement');
      const m = await p.someMove();
      await p.move(m.from, m.to);
      await p.waitHistory(4, 6000);
      await p.waitHumanTurn();
      await unmoved("after the computer's reply");

      // The end: the result shows in the game panel, not above the board.
      await page.locator('[data-action="resign"]').click();
      await page.locator('[data-confirm-yes]').click();
      await expect(page.locator('[data-result]')).toBeVisible();
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' })); // the buttons are under the board on a phone
      await unmoved('after resigning (the result shows)');
    });
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
