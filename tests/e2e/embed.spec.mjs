/**
 * Embedding the board in other people's pages (served from another origin: embed-hosts.mjs):
 *   - the pinned script: the Embed page's integrity values are the SHA-384 of the bytes the site serves
 *     for the versioned bundle, its live file, the viewer, the refutation search and the language files;
 *     the versioned bundle loads the versioned live file and language files, the live file the versioned
 *     viewer; a page with the Embed page's snippet (integrity, crossorigin, the import map) shows a
 *     board, an annotated game and a German board in German (live file, viewer and German file loaded,
 *     each once), and asks for no unversioned file; a wrong integrity value stops the script, a wrong
 *     one for the live file keeps the boards still (ERR_LOAD), a wrong one for the viewer stops the viewer;
 *   - Markdown: a blog post as a Markdown renderer writes it (<p> wrappers, &amp; and curly quotes around
 *     the boards; PGN children passed through as typed) — every board upgrades and reads its PGN
 *     exactly; a PGN the renderer broke gets a message naming the line;
 *   - the sizes the Embed page states are those of the files the site serves (gzip level 9), the
 *     language files' included;
 *   - twenty boards on one page: the bundle, its live file and the viewer file are each requested once;
 *   - the files the Embed page tells a blogger to download (tests/documented-files.mjs), alone in a
 *     folder of another site: a game steps and a board plays (the READMEs' lists: the pack suite).
 * The iframe page: embed-frame.spec.mjs.
 */
import { test as base, expect, shot } from './fixtures.mjs';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCRIPT_TAG_DOCS, documentedFiles } from '../documented-files.mjs';
import { MARKDOWN_HTML, MARKDOWN_MISTAKE_HTML, hostPage, hostServer, sri } from './embed-hosts.mjs';
import { DIST, ROOT } from './paths.mjs';
import { serve } from './serve.mjs';

const test = base.extend({
  hosts: async ({}, use) => {
    const hosts = await hostServer();
    await use(hosts);
    await hosts.close();
  },
});

/** The paths the page asked for, counted. */
function requests(page) {
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  return { urls, count: (path) => urls.filter((u) => new URL(u).pathname === path).length };
}

/** Until the page has `n` boards, every one upgraded. */
const upgraded = (page, n) => expect.poll(() => page.evaluate(() => {
  const els = [...document.querySelectorAll('berserker-board')];
  return els.filter((el) => el.shadowRoot?.querySelector('[part~="board"]')).length === els.length ? els.length : -1;
}), `${n} boards, all upgraded`).toBe(n);

/** Until at least `n` boards show a move list (the viewer loaded). */
const lists = (page, n) => expect.poll(() => page.evaluate(() => [...document.querySelectorAll('berserker-board')].filter((el) => el.shadowRoot?.querySelector('[part~="moves"]')).length), `${n} move lists`).toBeGreaterThanOrEqual(n);

/** The element's languages with a file of their own (site/lib/board-bundle.ts, LANG_CODES). */
const LANGS = ['de', 'es', 'fr', 'it', 'nl'];

/** A board in German (packages/board/src/lang/de.ts: 'status.toMove' is '{color} am Zug'). */
const GERMAN = '<berserker-board id="german" lang="de" variant="chess" moves="1. e4 e5"></berserker-board>';

const BOARDS = `<p>A game:</p><berserker-board coordinates><script type="application/x-chess-pgn">[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z {The knight becomes a Berserker.} 2... d5 *</script></berserker-board><berserker-board fen="6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t"></berserker-board>`;

test('the pinned script: integrity values, versioned files, and the snippet on another site', async ({ page, baseURL, hosts, problems }) => {
  await page.goto('/embed/');
  const pinned = await page.locator('[data-pinned-script]').evaluate((el) => ({ ...el.dataset, code: el.querySelector('pre')?.textContent ?? '', map: el.querySelectorAll('pre')[1]?.textContent ?? '' }));
  expect(pinned.bundle, 'the pinned bundle is named by version and content hash').toMatch(/^\/berserker-board-(\d+\.\d+\.\d+[\w.-]*)-([0-9a-f]{10})\.js$/);
  expect([pinned.live, pinned.viewer, pinned.refute], 'the pinned live file, viewer and refutation search have the same name').toEqual(['.live.js', '.viewer.js', '.refute.js'].map((end) => pinned.bundle.replace(/\.js$/, end)));
  expect(pinned.code, "the Embed page's snippet has the absolute address, integrity and crossorigin").toContain(`src="${baseURL}${pinned.bundle}"`);
  expect(pinned.code).toContain(`integrity="${pinned.bundleIntegrity}"`);
  expect(pinned.code).toContain('crossorigin="anonymous"');
  expect(pinned.map, "the Embed page's import map pins the live file's and the viewer's integrity").toContain(`"${baseURL}${pinned.live}": "${pinned.liveIntegrity}"`);
  expect(pinned.map).toContain(`"${baseURL}${pinned.viewer}": "${pinned.viewerIntegrity}"`);
  expect(pinned.map).toContain(`"${baseURL}${pinned.refute}": "${pinned.refuteIntegrity}"`);
  const langs = LANGS.map((code) => ({ code, name: pinned[`lang${code[0].toUpperCase()}${code.slice(1)}`], integrity: pinned[`lang${code[0].toUpperCase()}${code.slice(1)}Integrity`] }));
  expect(langs.map((l) => l.name), 'the pinned language files have the same name').toEqual(LANGS.map((code) => pinned.bundle.replace(/\.js$/, `.lang-${code}.js`)));
  for (const l of langs) expect(pinned.map, `the Embed page's import map pins the ${l.code} file's integrity`).toContain(`"${baseURL}${l.name}": "${l.integrity}"`);
  const get = async (path) => (await page.request.get(path)).body();
  const [bundle, live, viewer, refute] = await Promise.all([get(pinned.bundle), get(pinned.live), get(pinned.viewer), get(pinned.refute)]);
  expect(sri(bundle), 'the published integrity is the served bundle\'s SHA-384').toBe(pinned.bundleIntegrity);
  expect(sri(live), 'the published live file integrity is the served live file\'s SHA-384').toBe(pinned.liveIntegrity);
  expect(sri(viewer), 'the published viewer integrity is the served viewer\'s SHA-384').toBe(pinned.viewerIntegrity);
  expect(sri(refute), 'the published refutation search integrity is the served file\'s SHA-384').toBe(pinned.refuteIntegrity);
  const text = bundle.toString('utf8');
  const liveText = live.toString('utf8');
  expect(text, 'the versioned bundle imports the versioned live file, not the latest one').toContain(`"./${pinned.live.slice(1)}"`);
  expect(text).not.toContain('"./berserker-board.bundle.live.js"');
  expect(text, 'the versioned bundle names the versioned viewer (asked for beside the live file), not the latest one').toContain(`"./${pinned.viewer.slice(1)}"`);
  expect(text).not.toContain('"./berserker-board.viewer.js"');
  expect(liveText, 'the versioned live file imports the versioned viewer, not the latest one').toContain(`"./${pinned.viewer.slice(1)}"`);
  expect(liveText).not.toContain('"./berserker-board.viewer.js"');
  const latestLive = (await get('/berserker-board.bundle.live.js')).toString('utf8');
  expect(liveText, 'the versioned live file imports the versioned refutation search').toContain(`"./${pinned.refute.slice(1)}"`);
  expect(latestLive.replace('"./berserker-board.viewer.js"', `"./${pinned.viewer.slice(1)}"`).replace('"./berserker-board.bundle.refute.js"', `"./${pinned.refute.slice(1)}"`) === liveText, 'the versioned live file is the latest one with its viewer and refutation search renamed (this build)').toBe(true);
  expect((await get('/berserker-board.bundle.refute.js')).equals(refute), 'the versioned refutation search is the same file as the latest one (this build)').toBe(true);
  expect((await get('/berserker-board.viewer.js')).equals(viewer), 'the versioned viewer is the same file as the latest one (this build)').toBe(true);
  let latestBundle = (await get('/berserker-board.js')).toString('utf8');
  for (const l of langs) {
    const [served, latest] = await Promise.all([get(l.name), get(`/berserker-board.lang-${l.code}.js`)]);
    expect(sri(served), `the published ${l.code} file integrity is the served file's SHA-384`).toBe(l.integrity);
    expect(served.equals(latest), `the versioned ${l.code} file is the same file as the latest one (this build)`).toBe(true);
    expect(text.split(`"./${l.name.slice(1)}"`).length - 1, `the versioned bundle imports the versioned ${l.code} file, once`).toBe(1);
    expect(text).not.toContain(`"./berserker-board.lang-${l.code}.js"`);
    latestBundle = latestBundle.replace(`"./berserker-board.lang-${l.code}.js"`, `"./${l.name.slice(1)}"`);
  }
  latestBundle = latestBundle.replace('"./berserker-board.bundle.live.js"', `"./${pinned.live.slice(1)}"`).replace('"./berserker-board.viewer.js"', `"./${pinned.viewer.slice(1)}"`);
  expect(latestBundle === text, 'the versioned bundle is the latest one with its live file, viewer and language files renamed (this build)').toBe(true);
  const german = langs.find((l) => l.code === 'de');

  const importMap = (viewerIntegrity, liveIntegrity = pinned.liveIntegrity) => `<script type="importmap">${JSON.stringify({ integrity: { [baseURL + pinned.live]: liveIntegrity, [baseURL + pinned.viewer]: viewerIntegrity, [baseURL + german.name]: german.integrity } })}</script>`;
  const script = (integrity) => `<script type="module" src="${baseURL}${pinned.bundle}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  const flip = (v) => v.replace(/sha384-(.)/, (_, c) => `sha384-${c === 'A' ? 'B' : 'A'}`);
  await page.setViewportSize({ width: 1000, height: 900 });
  const asked = requests(page);
  await page.goto(hosts.add('/pinned.html', hostPage(importMap(pinned.viewerIntegrity) + script(pinned.bundleIntegrity), BOARDS + GERMAN)));
  await upgraded(page, 3); // on another site: all three boards upgrade
  await lists(page, 1); // the PGN board loads the viewer (its move list shows)
  // The German board speaks German: its table came from the versioned German file (integrity checked by the import map).
  await expect(page.locator('#german').locator('[part~="status"]'), 'a board with lang="de" says whose move it is in German').toContainText('Weiß am Zug');
  expect([asked.count(pinned.bundle), asked.count(pinned.live), asked.count(pinned.viewer), asked.count(german.name)], 'the bundle, its live file, the viewer and the German file are each loaded once').toEqual([1, 1, 1, 1]);
  expect(langs.filter((l) => l.code !== 'de').map((l) => asked.count(l.name)), 'no other language file is loaded').toEqual([0, 0, 0, 0]);
  expect(['/berserker-board.js', '/berserker-board.bundle.live.js', '/berserker-board.viewer.js', '/berserker-board.lang-de.js'].map(asked.count), 'no unversioned file is asked for').toEqual([0, 0, 0, 0]);
  await shot(page, 'embed-pinned');
  // From here the pages break the integrity on purpose: the browser says so in the console.
  problems.allow(/^console http:\/\/127\.0\.0\.1:\d+\/pinned-bad.*: Failed to find a valid digest in the 'integrity' attribute/);

  await page.goto(hosts.add('/pinned-bad.html', hostPage(script(flip(pinned.bundleIntegrity)), BOARDS)));
  await expect(page.locator('berserker-board')).toHaveCount(2);
  expect(await page.evaluate(() => !!customElements.get('berserker-board') || [...document.querySelectorAll('berserker-board')].some((el) => el.shadowRoot)), 'a wrong integrity value keeps the script from running').toBe(false);

  // A wrong viewer: the boards show, the viewer is refused (the browser says so), no move list.
  const refused = page.waitForEvent('console', (m) => /integrity/.test(m.text()) && m.text().includes(pinned.viewer));
  await page.goto(hosts.add('/pinned-bad-viewer.html', hostPage(importMap(flip(pinned.viewerIntegrity)) + script(pinned.bundleIntegrity), BOARDS)));
  await upgraded(page, 2);
  await refused;
  expect(await page.locator('berserker-board').first().evaluate(async (el) => (await el.updateComplete, !!el.shadowRoot.querySelector('[part~="moves"]'))), 'a wrong viewer integrity in the import map keeps the viewer out (the board still shows)').toBe(false);

  // A wrong live file: the script runs and draws the still boards, but no board goes live; the PGN
  // board (which goes live at once) reports ERR_LOAD. (`error` does not bubble, but a capturing
  // listener on the window sees it.)
  await page.addInitScript(() => {
    window.__loadErrors = [];
    addEventListener('error', (e) => e.detail?.code && window.__loadErrors.push(e.detail.code), true);
  });
  await page.goto(hosts.add('/pinned-bad-live.html', hostPage(importMap(pinned.viewerIntegrity, flip(pinned.liveIntegrity)) + script(pinned.bundleIntegrity), BOARDS)));
  await expect.poll(() => page.evaluate(() => window.__loadErrors), 'the PGN board reports ERR_LOAD').toContain('ERR_LOAD');
  const boards = await page.locator('berserker-board').evaluateAll((els) => els.map((el) => ({ live: !!el.shadowRoot?.querySelector('[part~="grid"]'), picture: !!el.shadowRoot?.querySelector('svg') })));
  expect(boards.map((b) => b.live), 'a wrong live file integrity keeps the live file out: no board live').toEqual([false, false]);
  expect(boards[1].picture, 'the diagram still shows').toBe(true);
});

test('a Markdown-rendered blog post: every board upgrades and reads its PGN exactly', async ({ page, hosts, baseURL }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(hosts.add('/markdown.html', hostPage(`<script type="module" src="${baseURL}/berserker-board.js"></script>`, MARKDOWN_HTML)));
  await upgraded(page, 3); // all three boards upgrade (one inside a <p>)
  await lists(page, 2); // the PGN boards show their move lists
  const [inline, game, short] = await page.locator('berserker-board').evaluateAll((els) =>
    els.map((el) => ({ error: el.shadowRoot.querySelector('[part~="error"]')?.textContent?.trim() ?? null, plies: el.history.length, pgn: el.pgn, label: el.getAttribute('label') })),
  );
  expect([inline.error, game.error, short.error], 'no board shows an error').toEqual([null, null, null]);
  expect([inline.plies, inline.label], 'the inline board keeps its attributes as typed (& and \')').toEqual([2, "Tom's opening & reply"]);
  expect(game.plies, 'the PGN after blank lines is read exactly').toBe(6);
  for (const part of ['[Event "Club night: Tom & Jerry"]', '[Site "O\'Neil\'s pub"]', 'Tom\'s "Berserker" -- bold...']) expect(game.pgn, 'tags with & and \', the comment\'s straight quotes and dots').toContain(part);
  expect(short.plies, 'the PGN without blank lines is read exactly').toBe(4);
  expect(short.pgn).toContain('[White "A & B"]');
  expect(short.pgn).toContain('"quoted" & fine');
  await page.goto(hosts.add('/markdown-mistake.html', hostPage(`<script type="module" src="${baseURL}/berserker-board.js"></script>`, MARKDOWN_MISTAKE_HTML)));
  await upgraded(page, 1);
  await expect(page.locator('berserker-board').locator('[part~="error"]'), 'a PGN the renderer broke (no blank line before the script) gets a message naming pgn and the line').toContainText(/pgn: line 3, column 1/);
  await shot(page, 'embed-markdown', { fullPage: true });
});

test('the Embed page states the sizes of the files it serves, as sent compressed', async ({ page }) => {
  await page.goto('/embed/');
  const stated = await page.locator('main li', { hasText: 'Add the script once per page' }).first().evaluate((li) => [...li.textContent.matchAll(/(\d+\.\d) kB/g)].map((m) => m[1]));
  const files = ['/berserker-board.js', '/berserker-board.bundle.live.js', '/berserker-board.viewer.js', '/berserker-board.bundle.refute.js', ...LANGS.map((code) => `/berserker-board.lang-${code}.js`)];
  const sizes = await Promise.all(files.map(async (path) => (gzipSync(await (await page.request.get(path)).body(), { level: 9 }).length / 1000).toFixed(1)));
  expect(stated, 'the script, the live file, the viewer, the refutation search, the language files: min+gzip, measured from the served bytes').toEqual(sizes);
});

test('twenty boards on one page: the bundle, its live file and the viewer are each requested once', async ({ page, hosts, baseURL }) => {
  const boards = Array.from({ length: 20 }, (_, i) =>
    [
      '<berserker-board moves="1. e3 e5 2. Nb1=Z Nf6"></berserker-board>',
      '<berserker-board mode="play"></berserker-board>',
      '<berserker-board variant="brawl" show-moves></berserker-board>',
      '<berserker-board><script type="application/x-chess-pgn">1. d4 d5 {A comment} 2. c4 *</script></berserker-board>',
    ][i % 4],
  ).join('\n');
  const asked = requests(page);
  await page.goto(hosts.add('/twenty.html', hostPage(`<script type="module" src="${baseURL}/berserker-board.js"></script><style>berserker-board{width:300px;display:inline-block;margin:4px}</style>`, boards)));
  await page.mouse.move(10, 10); // over the first board: whatever a pointer makes it load, it loads meanwhile
  await upgraded(page, 20);
  // Every board with moves or a PGN (ten) gets the viewer's step buttons; play boards load it too.
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('berserker-board')].filter((el) => el.shadowRoot?.querySelector('[part~="nav"]')).length), 'the ten with moves show the viewer\'s step buttons').toBe(10);
  expect(['/berserker-board.js', '/berserker-board.bundle.live.js', '/berserker-board.viewer.js'].map(asked.count), 'each file requested once').toEqual([1, 1, 1]);
});

test('the Embed page\'s download, followed to the letter: its files alone, in one folder, play and step through a game', async ({ page }) => {
  const doc = SCRIPT_TAG_DOCS.find((d) => d.file.endsWith('embed.mdx'));
  const names = documentedFiles(ROOT, doc);
  const dir = mkdtempSync(join(tmpdir(), 'berserker-embed-files-'));
  const missing = names.filter((n) => !existsSync(join(DIST, n)));
  expect(missing, `the files the Embed page names (${names.join(', ')}) are on the site`).toEqual([]);
  for (const n of names) copyFileSync(join(DIST, n), join(dir, n));
  writeFileSync(join(dir, 'post.html'), hostPage(`<script type="module" src="./${names[0]}"></script>`,
    '<berserker-board id="view" moves="1. e3 e5 2. Nb1=Z Nf6" ply="0"></berserker-board><berserker-board id="play" mode="play"></berserker-board>'));
  const blog = await serve(dir);
  try {
    const failed = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await page.goto(`${blog.url}/post.html`);
    await upgraded(page, 2);
    // The step buttons come with the viewer; a move in play mode needs the live file.
    const next = page.locator('#view [part~="nav"] button[aria-label="Next move"]');
    await expect(next, 'the game\'s step buttons (the live file and the viewer loaded)').toBeVisible();
    await next.click({ timeout: 10_000 });
    await expect.poll(() => page.evaluate(() => document.querySelector('#view').ply), 'the game steps forward').toBe(1);
    const san = await page.evaluate(async () => {
      const b = document.querySelector('#play');
      await b.updateComplete;
      return b.play('e3')?.san ?? null;
    });
    expect(san, 'the play board takes a move').toBe('e3');
    expect(failed, 'no file the page needs is missing').toEqual([]);
  } finally {
    await blog.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
