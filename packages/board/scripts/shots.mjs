#!/usr/bin/env node
// Screenshots of the demo page and of each board state, for looking at: `node scripts/shots.mjs [outdir]`.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';

const pkg = dirname(dirname(fileURLToPath(import.meta.url)));
const out = process.argv[2] ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const server = await serve(pkg);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const only = process.argv.slice(3);
const want = (name) => !only.length || only.some((o) => name.includes(o));
try {
  for (const [w, scheme] of [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']]) {
    const name = `page-${w}-${scheme}`;
    if (!want(name)) continue;
    const page = await browser.newPage({ viewport: { width: w, height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
    page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
    page.on('pageerror', (e) => console.log('page error:', e.message));
    await page.goto(`${server.url}/demo/`);
    await page.waitForFunction(() => customElements.get('berserker-board'));
    // Boards away from the viewport paint in idle time; wait until every board with a game has its picture.
    await page.waitForFunction(() => [...document.querySelectorAll('berserker-board')].every((b) => !b.shadowRoot.querySelector('.board') || b.shadowRoot.querySelector('.svg svg')), null, { timeout: 20000 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
    for (const id of ['viewer', 'play', 'placement', 'diagrams', 'notation', 'puzzles', 'errors']) {
      await page.evaluate((i) => document.getElementById(i).scrollIntoView(), id);
      await page.waitForTimeout(100);
      await page.screenshot({ path: join(out, `${name}-${id}.png`) });
    }
    await page.close();
  }

  // Board states, one card each.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await page.goto(`${server.url}/demo/`);
  await page.waitForFunction(() => customElements.get('berserker-board'));
  const card = (title) => page.locator('.card', { has: page.locator('h3', { hasText: title }) }).first();
  const shoot = async (title, file) => { if (want(file)) await card(title).screenshot({ path: join(out, `${file}.png`) }); };
  const square = async (title, sq) => {
    const board = card(title).locator('berserker-board');
    await board.scrollIntoViewIfNeeded();
    return board.evaluate((el, name) => {
      const root = el.shadowRoot;
      const w = root.querySelector('[role=row]').children.length;
      const i = name.charCodeAt(0) - 97 + (Number(name.slice(1)) - 1) * w;
      const r = root.querySelector(`[data-sq="${i}"]`).getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, sq);
  };
  const click = async (title, sq) => { const p = await square(title, sq); await page.mouse.click(p.x, p.y); await page.waitForTimeout(300); };

  await click('Chess', 'g1');
  await shoot('Chess', 'state-selection');
  await click('Chess', 'g1');
  // Teaching markers
  await click('Berserker (Z on d4)', 'd4');
  await shoot('Berserker (Z on d4)', 'state-show-moves-z');
  await click('Berserker (Z on d4)', 'e1');
  await shoot('Berserker (Z on d4)', 'state-show-moves-castle');
  await click('Berolina pawns', 'e2');
  await shoot('Berolina pawns', 'state-show-moves-berolina');
  // Drag in progress
  {
    const a = await square('Berserker Chess', 'g1');
    const b = await square('Berserker Chess', 'f3');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
    await page.waitForTimeout(100);
    await shoot('Berserker Chess', 'state-drag');
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    await shoot('Berserker Chess', 'state-after-drag');
  }
  // A diagram opening on a selected piece (selected="g1")
  await shoot('Opens on the g1 knight', 'state-selected');
  // Releases before a knight is picked: every placement square starred, the knights tinted
  await shoot('Release: Black places White', 'state-release-stars');
  await shoot('One knight can reach e2', 'state-release-one-knight');
  // Owner marks: the starred knights, and one click marks
  await shoot('Owner marks (rule option)', 'state-owner-marks');
  await click('Owner marks (rule option)', 'g8');
  await shoot('Owner marks (rule option)', 'state-owner-marked');
  // Placement chooser with an invalid square's reason
  await click('Re-placement after a capture', 'g1');
  await shoot('Re-placement after a capture', 'state-placement-invalid');
  await click('Release: Black places White', 'b3');
  await shoot('Release: Black places White', 'state-release');
  await shoot('Game of Pawns: pick one of two knights', 'state-gop-knights');
  await click('Game of Pawns: pick one of two knights', 'd1');
  await click('Game of Pawns: pick one of two knights', 'c3');
  await shoot('Game of Pawns: pick one of two knights', 'state-gop-knight-invalid');
  // Promotion chooser (puzzle with a promotion)
  await click('Game of Pawns: promote and mate', 'b7');
  await click('Game of Pawns: promote and mate', 'b8');
  await shoot('Game of Pawns: promote and mate', 'state-promotion');
  // Puzzle feedback: wrong, then right
  await click('Chess: mate in 2', 'd5');
  await click('Chess: mate in 2', 'd6');
  await shoot('Chess: mate in 2', 'state-puzzle-wrong');
  await page.waitForTimeout(900);
  await click('Chess: mate in 2', 'd5');
  await click('Chess: mate in 2', 'd8');
  await page.waitForTimeout(900);
  await shoot('Chess: mate in 2', 'state-puzzle-right');
  await card('Berserker checkmate').locator('berserker-board').evaluate((el) => el.hint());
  await page.waitForTimeout(200);
  await shoot('Berserker checkmate', 'state-puzzle-hint');
  await click('Berserker checkmate', 'g5');
  await click('Berserker checkmate', 'f7');
  await shoot('Berserker checkmate', 'state-puzzle-solved');
  // Errors
  await shoot('Broken FEN', 'state-error-fen');
  await shoot('Illegal move in moves', 'state-error-moves');
  await shoot('Unknown variant', 'state-error-variant');
  await shoot('A square off the board', 'state-error-selected');
  // 12x12
  await click('Brawl (12x12)', 'f2');
  await shoot('Brawl (12x12)', 'state-brawl');
  await shoot('Berserker Brawl, dark theme', 'state-brawl-dark');
  await shoot('Seed example: capture and re-placement', 'state-notation');
  // Game of Pawns hidden first move
  await click('Game of Pawns', 'e2');
  await click('Game of Pawns', 'e4');
  await shoot('Game of Pawns', 'state-gop-hidden');
  // The annotated-game viewer: the list beside the board, a variation entered, the menu open; narrow (list below); dark.
  {
    const viewer = async (id, file, act) => {
      if (!want(file)) return;
      const b = page.locator(`#${id} berserker-board`);
      await b.scrollIntoViewIfNeeded();
      if (act) await b.evaluate(act);
      await page.waitForTimeout(300);
      await page.locator(`#${id}`).screenshot({ path: join(out, `${file}.png`) });
    };
    await viewer('opera', 'viewer-right', (el) => el.goTo('0.0.0.0.0.0.0.0.0.0.0'));
    await viewer('opera', 'viewer-variation', (el) => el.goTo('0.0.0.0.0.1.0.0.0'));
    await viewer('opera', 'viewer-menu', (el) => el.shadowRoot.querySelector('.menu > button').click());
    await viewer('narrow', 'viewer-bottom');
    await viewer('dark-viewer', 'viewer-dark');
  }
  // Keyboard focus
  await card('Chess').first().locator('berserker-board').evaluate((el) => el.shadowRoot.querySelector('[tabindex="0"]').focus());
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await shoot('Chess', 'state-keyboard-focus');
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${out}`);
