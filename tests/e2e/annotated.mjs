#!/usr/bin/env node
/**
 * End-to-end checks of the annotated game on the Notation page (issue 13): the viewer file loads (no
 * 404), the move list shows the game's comments, variations and Oh No! take-back, clicking a move of a
 * variation shows its position (the engine's, read from the page's own PGN), the arrows of a move are
 * drawn, ← / → step and ↓ enters a variation from the keyboard, no console errors; without JavaScript
 * the static game (header, diagram, main line with comments) is there instead.
 *
 * Called by tests/e2e/run.mjs (runAnnotatedChecks), or alone against an existing build:
 *   node tests/e2e/annotated.mjs        (serves dist/site; build first)
 * Env: CHROME_PATH, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { join } from 'node:path';
import { mainline, nodeAtPath, readGameTree } from '@berserker-chess/engine';

const BOARD = '#annotated-game berserker-board';

export async function runAnnotatedChecks({ browser, base, check }) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && r.url().startsWith(base) && errors.push(`${r.status()} ${r.url().slice(base.length)}`));
  await page.goto(`${base}/notation/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 30000 });
  const board = page.locator(BOARD);
  if (!check('notation: the annotated game is on the page', (await board.count()) === 1)) {
    await ctx.close();
    return;
  }
  await board.scrollIntoViewIfNeeded();
  // The page's static game shows until the reader reaches for the board (the element's still state).
  const still = await board.evaluate((el) => !el.shadowRoot?.querySelector('.grid') && !!el.querySelector('.bb-fallback-game svg'));
  check('notation: the annotated game shows its static game until the reader reaches for it', still);
  // The reader presses it (on the game's header, not on a square): it goes live in place.
  const header = board.locator('.bb-fallback-game .berserker-game-header').first();
  if ((await header.count()) > 0) {
    await header.hover();
    await header.click();
  } else await board.evaluate((el) => el.updateComplete);
  // The move list comes with the viewer file, which the board imports when it runs.
  const loaded = await page
    .waitForFunction((sel) => document.querySelector(sel)?.shadowRoot?.querySelector('[part~="moves"] button'), BOARD, { timeout: 10000 })
    .then(() => true, () => false);
  if (!check('notation: the annotated game loads its viewer (move list)', loaded)) {
    await ctx.close();
    return;
  }
  const pgn = await page.locator(`${BOARD} script[type="application/x-chess-pgn"]`).textContent();
  const tree = readGameTree(pgn ?? '');
  const main = mainline(tree);

  // ---- the move list: the game comment, the comments, the variations, the take-back struck through
  const list = await board.evaluate((el) => {
    const r = el.shadowRoot;
    return {
      gameComment: r.querySelector('p.cm')?.textContent ?? '',
      comments: [...r.querySelectorAll('.moves .cm')].map((c) => c.textContent.trim()),
      variations: r.querySelectorAll('.moves .var').length,
      buttons: r.querySelectorAll('.moves button[data-path]').length,
      struck: [...r.querySelectorAll('.moves del')].map((d) => d.textContent.replace(/\s+/g, ' ').trim()),
      ply: el.ply,
      shown: el.shadowRoot.querySelector('.moves [aria-current="step"]')?.dataset.path ?? '',
    };
  });
  check('notation game: starts at the start position (ply 0)', list.ply === 0 && list.shown === '', JSON.stringify({ ply: list.ply, shown: list.shown }));
  check('notation game: the game comment is shown', /composed/.test(list.gameComment), list.gameComment);
  check('notation game: the move list shows the comments', list.comments.length >= 10 && list.comments.includes('Quiet, and on purpose.'), `${list.comments.length} comments`);
  const nodeCount = (() => {
    let n = 0;
    const walk = (x) => { n++; x.children.forEach(walk); };
    tree.children.forEach(walk);
    return n;
  })();
  check('notation game: every move of every variation is a button', list.variations >= 3 && list.buttons === nodeCount, `${list.variations} variations, ${list.buttons} buttons, ${nodeCount} moves`);
  check('notation game: the Oh No! take-back is struck through', list.struck.some((t) => t.includes('Ncb8=Z') && /taken back/.test(t)), list.struck.join(' | '));

  // ---- a click on a move of a variation shows its position
  const variationPath = '0.0.0.0.0.1.0.0.0'; // 5. Zxf7 in the variation 3... e4
  const expected = nodeAtPath(tree, variationPath);
  const changed = board.evaluate((el) => new Promise((resolve) => el.addEventListener('node-change', (e) => resolve(e.detail.path), { once: true })));
  await board.locator(`[part~="moves"] button[data-path="${variationPath}"]`).click();
  const clicked = await board.evaluate((el) => ({ fen: el.fen, current: el.shadowRoot.querySelector('.moves [aria-current="step"]')?.dataset.path }));
  check('notation game: clicking a variation move shows its position', expected !== null && clicked.fen === expected.fen && clicked.current === variationPath, `${clicked.fen} (${clicked.current}) ≠ ${expected?.fen}`);
  check('notation game: the click fires node-change with its path', (await changed) === variationPath);
  // its [%csl Rf7] is drawn
  const csl = await board.evaluate((el) => ({ shapes: el.shapes, tints: el.shadowRoot.querySelectorAll('.svg .highlight').length }));
  check('notation game: a move\'s [%csl] highlight is drawn', csl.tints >= 1 && csl.shapes.some((s) => s.from === 'f7' && s.to === undefined), JSON.stringify(csl));

  // ---- arrows where the comment explains a threat: 7. Qh5 hits f7 and c5
  const qh5 = main.find((n) => n.san === 'Qh5');
  await board.locator(`[part~="moves"] button[data-path="${qh5.path}"]`).click();
  const arrows = await board.evaluate((el) => ({ lines: el.shadowRoot.querySelectorAll('.svg .arrows line').length, shapes: el.shapes }));
  check('notation game: the arrows of 7. Qh5 are drawn', arrows.lines === 2 && arrows.shapes.filter((s) => s.to).map((s) => s.from + s.to).join(' ') === 'h5f7 h5c5', JSON.stringify(arrows));

  // ---- keys: → and ← step along the line; ↓ at a fork enters the variation, ↑ leaves it
  const at = () => board.evaluate((el) => ({ ply: el.ply, path: el.shadowRoot.querySelector('.moves [aria-current="step"]')?.dataset.path ?? '' }));
  const before = await at();
  await page.keyboard.press('ArrowRight');
  const right = await at();
  await page.keyboard.press('ArrowLeft');
  const left = await at();
  check('notation game: → steps forward a move, ← back', right.path === main[main.indexOf(qh5) + 1].path && left.path === qh5.path && right.ply === before.ply + 1, JSON.stringify({ before, right, left }));
  const zf3 = main.find((n) => n.san === 'Zf3');
  await board.locator(`[part~="moves"] button[data-path="${zf3.path}"]`).click();
  await page.keyboard.press('ArrowDown');
  const down = await at();
  await page.keyboard.press('ArrowUp');
  const up = await at();
  check('notation game: ↓ at 3. Zf3 enters the variation 3… e4, ↑ leaves it', down.path === `${zf3.path}.1` && up.path === zf3.path, JSON.stringify({ down, up }));
  const keyFen = await board.evaluate((el) => el.fen);
  check('notation game: the board follows the keys', keyFen === zf3.fen, keyFen);

  check('notation game: no console errors and no failed requests', errors.length === 0, errors.slice(0, 5).join(' | '));
  await ctx.close();

  // ---- without JavaScript: the static game
  const nojs = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const plain = await nojs.newPage();
  await plain.goto(`${base}/notation/`, { waitUntil: 'load' });
  const fallback = await plain.evaluate((sel) => {
    const game = document.querySelector(`${sel} .bb-fallback .berserker-game`);
    const svg = game?.querySelector('figure svg');
    const box = svg?.getBoundingClientRect();
    return {
      header: game?.querySelector('.berserker-game-header')?.textContent ?? '',
      caption: game?.querySelector('figcaption')?.textContent ?? '',
      moves: game?.querySelector('.berserker-game-moves')?.textContent ?? '',
      struck: game?.querySelector('.berserker-game-moves del')?.textContent ?? '',
      width: box ? Math.round(box.width) : 0,
    };
  }, BOARD);
  check('notation game without JS: the header and the diagram of the start position', fallback.header.includes('Ada – Ben') && fallback.caption === 'The starting position' && fallback.width > 200, JSON.stringify({ header: fallback.header, caption: fallback.caption, width: fallback.width }));
  check('notation game without JS: the main line with its comments and the take-back', fallback.moves.includes('4. Zxe5!') && fallback.moves.includes('Quiet, and on purpose.') && fallback.struck === 'Ncb8=Z' && !fallback.moves.includes('chases the Berserker'), fallback.moves.slice(0, 200));
  await nojs.close();
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runAnnotatedChecks);
