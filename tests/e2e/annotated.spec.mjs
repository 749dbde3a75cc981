/**
 * The annotated game on the Notation page (issue 13), live: it shows its static game until the reader
 * reaches for it; pressed, it loads the viewer file (a failed request fails the test: the fixture's
 * watch) and its move list shows the game's comments, variations and Oh No! take-back; clicking a move
 * of a variation shows its position (the engine's, read from the page's own PGN) and fires
 * `node-change`; a move's highlights and arrows are drawn; ← / → step and ↓ / ↑ enter and leave a
 * variation. (Without JavaScript: crawl.spec.mjs.)
 */
import { mainline, nodeAtPath, readGameTree } from '../../packages/engine/src/index.ts';
import { test, expect } from './fixtures.mjs';

const BOARD = '#annotated-game berserker-board';

test('the annotated game: still until pressed, then its move list, variations, highlights, arrows and keys', async ({ sitePage: page }) => {
  await page.goto('/notation/');
  const board = page.locator(BOARD);
  await expect(board, 'the annotated game is on the page').toHaveCount(1);
  await board.scrollIntoViewIfNeeded();
  // The page's static game shows until the reader reaches for the board (the element's still state).
  await page.evaluate(() => customElements.whenDefined('berserker-board'));
  expect(await board.evaluate((el) => !el.shadowRoot?.querySelector('.grid') && !!el.querySelector('.bb-fallback-game svg')), 'the static game shows until the reader reaches for it').toBe(true);
  // The reader presses it (on the game's header, not on a square): it goes live in place.
  const header = board.locator('.bb-fallback-game .berserker-game-header').first();
  if ((await header.count()) > 0) {
    await header.hover();
    await header.click();
  } else await board.evaluate((el) => el.updateComplete);
  // The move list comes with the viewer file, which the board imports when it runs.
  await expect(board.locator('[part~="moves"] button').first(), 'the annotated game loads its viewer (move list)').toBeAttached();
  const tree = readGameTree((await page.locator(`${BOARD} script[type="application/x-chess-pgn"]`).textContent()) ?? '');
  const main = mainline(tree);

  // The move list: the game comment, the comments, the variations, the take-back struck through.
  const list = await board.evaluate((el) => {
    const r = el.shadowRoot;
    return {
      gameComment: r.querySelector('p.cm')?.textContent ?? '',
      comments: [...r.querySelectorAll('.moves .cm')].map((c) => c.textContent.trim()),
      variations: r.querySelectorAll('.moves .var').length,
      buttons: r.querySelectorAll('.moves button[data-path]').length,
      struck: [...r.querySelectorAll('.moves del')].map((d) => d.textContent.replace(/\s+/g, ' ').trim()),
      ply: el.ply,
      shown: r.querySelector('.moves [aria-current="step"]')?.dataset.path ?? '',
    };
  });
  expect([list.ply, list.shown], 'starts at the start position (ply 0)').toEqual([0, '']);
  expect(list.gameComment, 'the game comment is shown').toMatch(/composed/);
  expect(list.comments.length, 'the move list shows the comments').toBeGreaterThanOrEqual(10);
  expect(list.comments).toContain('Quiet, and on purpose.');
  let nodes = 0;
  const walk = (x) => { nodes++; x.children.forEach(walk); };
  tree.children.forEach(walk);
  expect(list.variations, 'variations').toBeGreaterThanOrEqual(3);
  expect(list.buttons, 'every move of every variation is a button').toBe(nodes);
  expect(list.struck.some((t) => t.includes('Ncb8=Z') && /taken back/.test(t)), `the Oh No! take-back is struck through: ${list.struck.join(' | ')}`).toBe(true);

  // A click on a move of a variation shows its position.
  const variationPath = '0.0.0.0.0.1.0.0.0'; // 5. Zxf7 in the variation 3... e4
  const expected = nodeAtPath(tree, variationPath);
  expect(expected).not.toBeNull();
  await board.evaluate((el) => el.addEventListener('node-change', (e) => (el.__e2ePath = e.detail.path), { once: true }));
  await board.locator(`[part~="moves"] button[data-path="${variationPath}"]`).click();
  const clicked = await board.evaluate((el) => ({ fen: el.fen, current: el.shadowRoot.querySelector('.moves [aria-current="step"]')?.dataset.path, fired: el.__e2ePath }));
  expect(clicked, 'clicking a variation move shows its position and fires node-change with its path').toEqual({ fen: expected.fen, current: variationPath, fired: variationPath });
  // Its [%csl Rf7] is drawn.
  const csl = await board.evaluate((el) => ({ shapes: el.shapes, tints: el.shadowRoot.querySelectorAll('.svg .highlight').length }));
  expect(csl.tints, 'a move\'s [%csl] highlight is drawn').toBeGreaterThanOrEqual(1);
  expect(csl.shapes.some((s) => s.from === 'f7' && s.to === undefined), JSON.stringify(csl.shapes)).toBe(true);

  // Arrows where the comment explains a threat: 7. Qh5 hits f7 and c5.
  const qh5 = main.find((n) => n.san === 'Qh5');
  await board.locator(`[part~="moves"] button[data-path="${qh5.path}"]`).click();
  const arrows = await board.evaluate((el) => ({ lines: el.shadowRoot.querySelectorAll('.svg .arrows line').length, shapes: el.shapes.filter((s) => s.to).map((s) => s.from + s.to).join(' ') }));
  expect(arrows, 'the arrows of 7. Qh5 are drawn').toEqual({ lines: 2, shapes: 'h5f7 h5c5' });

  // Keys: → and ← step along the line; ↓ at a fork enters the variation, ↑ leaves it.
  const at = () => board.evaluate((el) => ({ ply: el.ply, path: el.shadowRoot.querySelector('.moves [aria-current="step"]')?.dataset.path ?? '' }));
  const before = await at();
  await page.keyboard.press('ArrowRight');
  const right = await at();
  await page.keyboard.press('ArrowLeft');
  const left = await at();
  expect({ right, left }, '→ steps forward a move, ← back').toEqual({ right: { ply: before.ply + 1, path: main[main.indexOf(qh5) + 1].path }, left: { ply: before.ply, path: qh5.path } });
  const zf3 = main.find((n) => n.san === 'Zf3');
  await board.locator(`[part~="moves"] button[data-path="${zf3.path}"]`).click();
  await page.keyboard.press('ArrowDown');
  const down = await at();
  await page.keyboard.press('ArrowUp');
  const up = await at();
  expect([down.path, up.path], '↓ at 3. Zf3 enters the variation 3… e4, ↑ leaves it').toEqual([`${zf3.path}.1`, zf3.path]);
  expect(await board.evaluate((el) => el.fen), 'the board follows the keys').toBe(zf3.fen);
});
