#!/usr/bin/env node
/**
 * End-to-end checks of the Learn path (/learn/ and /learn/<stage>/), in Chromium:
 *   - every exercise solved by its intended line (typed into the board's move box, as a keyboard or
 *     screen-reader user would; the computer's replies come from the page) with three stars saved, then
 *     retried and failed by its wrong line (or the wrong action refused by the engine), the stars kept;
 *   - one exercise solved with the keyboard on the board's grid, one by clicking squares (a placement);
 *   - Hint marks the piece; Oh No! takes back; the live region says what happens;
 *   - progress kept across a reload and shown on the path; corrupted or refusing storage survived;
 *   - a bad exercise link falls back with a message;
 *   - axe-clean at 390×844 and 1280×800 in the light and dark themes, mid-exercise and solved;
 *   - the whole board, whose turn it is and the main actions fit the viewport without scrolling at
 *     1280×800, 1440×900 and 390×844, on every stage page (a placement turn included);
 *   - no console errors; screenshots of the path and of an exercise at desktop and phone sizes.
 *
 * Called by tests/e2e/run.mjs (runLearnChecks), or alone against an existing build:
 *   node tests/e2e/learn.mjs            (serves dist/site; build first with npm run build)
 * Env: CHROME_PATH, E2E_NO_SCREENSHOTS=1, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const KEY = 'berserker-chess:learn';
const OH_NO = 'oh-no';

export async function runLearnChecks({ browser, base, check, root = join(here, '..', '..'), screenshots = !process.env.E2E_NO_SCREENSHOTS }) {
  const axeSource = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const shotDir = join(root, 'screenshots');
  if (screenshots) mkdirSync(shotDir, { recursive: true });

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await ctx.newPage();
  const errors = [];
  const watch = (p) => {
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    p.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    p.on('response', (r) => r.status() >= 400 && r.url().startsWith(base) && errors.push(`${r.status()} ${r.url().slice(base.length)}`));
  };
  watch(page);

  const waitFor = (p, fn, arg, timeout = 30_000) => p.waitForFunction(fn, arg, { timeout }).then(() => true, () => false);
  const state = (p = page) => p.evaluate(() => {
    const root = document.querySelector('[data-learn]');
    const board = document.querySelector('#learn-board');
    return {
      exercise: root?.dataset.exercise ?? null,
      state: root?.dataset.state ?? null,
      turn: root?.dataset.turn ?? null,
      status: document.querySelector('[data-learn-status]')?.textContent ?? '',
      history: board?.history?.map((m) => m.san) ?? [],
      inputError: board?.shadowRoot?.querySelector('[part="input"] .bad')?.textContent ?? '',
    };
  });
  /** Opens an exercise by its link and waits until its attempt runs. */
  const openExercise = async (stage, id, p = page) => {
    await p.goto('about:blank');
    await p.goto(`${base}/learn/${stage}/?ex=${id}`, { waitUntil: 'load' });
    return waitFor(p, (x) => {
      const r = document.querySelector('[data-learn]');
      return r?.dataset.exercise === x && r.dataset.state !== 'loading';
    }, id, 15_000);
  };
  const typeMove = async (san, p = page) => {
    const input = p.locator('#learn-board [part="input"] input');
    await input.fill(san);
    await input.press('Enter');
  };
  /** The learner's next decision: their turn, or the attempt over. */
  const waitForLearner = (p = page) => waitFor(p, () => {
    const r = document.querySelector('[data-learn]');
    return r.dataset.state !== 'playing' || r.dataset.turn === 'you';
  });
  const act = async (token, p = page) => {
    if (token === OH_NO) await p.locator('[data-learn-ohno]').click();
    else await typeMove(token, p);
  };
  const saved = (p = page) => p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), KEY);
  const axe = async (label, p = page) => {
    await p.evaluate(axeSource); // not a <script> tag: the site's CSP refuses injected inline scripts
    const v = await p.evaluate(async () => (await axe.run(document, { resultTypes: ['violations'] })).violations.map((x) => `${x.id}: ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
    check(`learn: axe ${label}`, v.length === 0, v.join('; '));
  };

  // ------------------------------------------------------------------ the path's data

  await page.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
  await page.evaluate((k) => localStorage.removeItem(k), KEY);
  const path = await page.evaluate(() => JSON.parse(document.getElementById('learn-path-data').textContent));
  const total = path.reduce((n, s) => n + s.exercises.length, 0);
  check('learn: the path has at least 40 exercises', total >= 40, `${total}`);
  check('learn: the navigation links to /learn/', await page.locator('.site-nav a[href="/learn/"][aria-current="page"]').count() === 1);
  const stages = [];
  for (const s of path) {
    await page.goto(`${base}/learn/${s.id}/`, { waitUntil: 'networkidle' });
    stages.push(await page.evaluate(() => JSON.parse(document.getElementById('learn-data').textContent).stage));
  }
  console.log(`learn: ${stages.map((s) => `${s.id} ${s.exercises.length}`).join(', ')}`);

  // ------------------------------------------------------------------ every exercise: intended line, then wrong line

  for (const stage of stages) {
    for (const ex of stage.exercises) {
      const label = `learn: ${ex.id}`;
      if (!check(`${label} opens from its link`, await openExercise(stage.id, ex.id))) continue;
      // The intended line: the learner's tokens are typed when it is the learner's turn; the others are
      // the computer's scripted replies, which the page plays.
      let len = ex.setup.length;
      let ok = true;
      for (const token of ex.solution) {
        const expected = len;
        len += token === OH_NO ? -1 : 1;
        const ready = await waitFor(page, (n) => {
          const r = document.querySelector('[data-learn]');
          const h = document.querySelector('#learn-board').history.length;
          return r.dataset.state !== 'playing' || (h === n && (r.dataset.turn === 'you' || r.dataset.turn === 'computer')) || h === n + 1;
        }, expected);
        const s = await state();
        if (!ready || s.state !== 'playing') { ok = false; break; }
        if (s.history.length === expected && s.turn === 'you') await act(token);
        // else: a reply of the computer, which it plays itself.
      }
      const solved = ok && await waitFor(page, () => document.querySelector('[data-learn]').dataset.state !== 'playing');
      const after = await state();
      check(`${label} is solved by its intended line ${ex.solution.join(' ')}`, solved && after.state === 'solved', `${after.state}: ${after.history.join(' ')} — ${after.status}`);
      check(`${label} says it is solved, with three stars`, /Solved in .*★★★ 3 stars/.test(after.status), after.status);
      check(`${label} saves three stars`, (await saved())?.stars?.[ex.id] === 3, JSON.stringify(await saved()));

      // Retry, then the wrong line.
      await page.locator('[data-learn-retry]').click();
      await waitFor(page, (n) => {
        const r = document.querySelector('[data-learn]');
        return r.dataset.state === 'playing' && document.querySelector('#learn-board').history.length === n;
      }, ex.setup.length);
      let refused = false;
      for (const token of ex.wrong) {
        await waitForLearner();
        const before = await state();
        if (before.state !== 'playing') break;
        await act(token);
        const s = await state();
        if (token !== OH_NO && s.history.length === before.history.length && s.inputError) {
          refused = true;
          check(`${label}: the refused wrong action ${token} is explained`, s.inputError.length > 0 && s.state === 'playing', s.inputError);
          break;
        }
      }
      if (!refused) {
        const failed = await waitFor(page, () => document.querySelector('[data-learn]').dataset.state !== 'playing');
        const w = await state();
        check(`${label} is failed by its wrong line ${ex.wrong.join(' ')}`, failed && w.state === 'failed' && w.status.startsWith('✗'), `${w.state}: ${w.history.join(' ')} — ${w.status}`);
      }
      check(`${label}: a wrong line keeps the stars earned`, (await saved())?.stars?.[ex.id] === 3);
    }
  }

  // ------------------------------------------------------------------ progress across a reload

  await page.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
  const pathState = await page.evaluate(() => ({
    total: document.querySelector('[data-learn-total]').textContent,
    complete: document.querySelectorAll('.learn-stage.complete').length,
    stars: [...document.querySelectorAll('[data-learn-item] [data-stars]')].map((e) => e.textContent),
    words: document.querySelector('[data-learn-item] [data-stars-words]').textContent,
    cont: document.querySelector('[data-learn-continue]').textContent,
  }));
  check('learn: the path shows every exercise solved after a reload', pathState.total.startsWith(`${total} of ${total} exercises solved, ${3 * total} of ${3 * total} stars`), pathState.total);
  check('learn: the path marks every stage complete', pathState.complete === stages.length, `${pathState.complete}`);
  check('learn: the path shows three stars per exercise, in glyphs and words', pathState.stars.every((s) => s === '★★★') && pathState.words === ', 3 of 3 stars', `${pathState.stars.slice(0, 3)} ${pathState.words}`);
  await page.goto(`${base}/learn/trigger/`, { waitUntil: 'networkidle' });
  const stageText = await page.locator('[data-learn-stage-progress]').textContent();
  check('learn: a stage page shows the stage complete after a reload', /solved, 15 of 15 stars\. Stage complete!/.test(stageText ?? ''), stageText ?? '');

  // ------------------------------------------------------------------ a partial path and "Continue"

  await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 1, stars: { 'trigger-1': 2, 'trigger-2': 1 } })), KEY);
  await page.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
  const partial = await page.evaluate(() => ({
    cont: document.querySelector('[data-learn-continue]').getAttribute('href'),
    first: document.querySelector('[data-learn-item="trigger-1"] [data-stars]').textContent,
    summary: document.querySelector('[data-learn-stage="trigger"] [data-stage-summary]').textContent,
  }));
  check('learn: Continue points at the first exercise not solved', partial.cont === '/learn/trigger/?ex=trigger-3', partial.cont);
  check('learn: the path shows partial stars and the stage count', partial.first === '★★☆' && partial.summary.startsWith('2 of 5 solved, 3 of 15 stars'), JSON.stringify(partial));
  await page.goto(`${base}/learn/trigger/`, { waitUntil: 'networkidle' });
  check('learn: a stage page opens on the first exercise not solved', await waitFor(page, () => document.querySelector('[data-learn]')?.dataset.exercise === 'trigger-3'));

  // ------------------------------------------------------------------ Hint, keyboard, clicks, Oh No!

  await page.evaluate((k) => localStorage.removeItem(k), KEY);
  await openExercise('trigger', 'trigger-1');
  await page.locator('[data-learn-hint]').click();
  const hint = await page.evaluate(() => ({ status: document.querySelector('[data-learn-status]').textContent, marks: document.querySelector('#learn-board').getAttribute('highlights') }));
  check('learn: Hint says what to do and marks the piece to move', hint.status.startsWith('Hint:') && hint.status.includes('e2') && hint.marks === 'e2:yellow', JSON.stringify(hint));
  check('learn: the status is a polite live region', (await page.locator('[data-learn-status]').getAttribute('aria-live')) === 'polite');

  // Keyboard on the board's grid: focus it, walk to e2, Enter, walk to e4, Enter.
  {
    const focusSq = () => page.evaluate(() => Number(document.querySelector('#learn-board').shadowRoot.activeElement?.dataset.sq ?? -1));
    await page.locator('#learn-board [role="gridcell"][tabindex="0"]').focus();
    const walk = async (target) => {
      for (let i = 0; i < 20; i++) {
        const at = await focusSq();
        if (at === target) return true;
        const [f, r, tf, tr] = [at % 8, Math.floor(at / 8), target % 8, Math.floor(target / 8)];
        await page.keyboard.press(tr > r ? 'ArrowUp' : tr < r ? 'ArrowDown' : tf > f ? 'ArrowRight' : 'ArrowLeft');
      }
      return false;
    };
    const reached = (await walk(12)) && (await page.keyboard.press('Enter'), await walk(28));
    await page.keyboard.press('Enter');
    const solved = await waitFor(page, () => document.querySelector('[data-learn]').dataset.state === 'solved', undefined, 5000);
    check('learn: an exercise can be solved with the keyboard on the board', reached && solved, JSON.stringify(await state()));
  }

  // Clicks, with a placement: release-4 (Black places White's Berserker on g1, then mates by Nf2).
  {
    await openExercise('release', 'release-4');
    const click = (sq) => page.locator(`#learn-board [role="gridcell"][data-sq="${(Number(sq.slice(1)) - 1) * 8 + (sq.charCodeAt(0) - 97)}"]`).click();
    await click('g1');
    await waitForLearner();
    await click('g4');
    await click('f2');
    const solved = await waitFor(page, () => document.querySelector('[data-learn]').dataset.state === 'solved', undefined, 5000);
    check('learn: a placement and a mate by clicking squares solve an exercise', solved, JSON.stringify(await state()));
    if (screenshots) await page.screenshot({ path: join(shotDir, 'learn-solved-desktop.png') });
    await axe('solved exercise (light)');
  }

  // Oh No!: the button is there only with ohNo=on, and takes the setup's last action back.
  {
    await openExercise('oh-no', 'oh-no-2');
    const before = await state();
    const enabled = await page.locator('[data-learn-ohno]').isEnabled();
    await page.locator('[data-learn-ohno]').click();
    const after = await state();
    check('learn: Oh no! takes the last action back', enabled && after.history.length === before.history.length - 1 && /taken back/.test(after.status), JSON.stringify({ before, after }));
    check('learn: Oh no! is used once', await page.locator('[data-learn-ohno]').isDisabled());
    await openExercise('trigger', 'trigger-2');
    check('learn: no Oh no! button without ohNo=on', await page.locator('[data-learn-ohno]').isHidden());
  }

  // ------------------------------------------------------------------ links and storage that fail

  {
    await page.goto('about:blank');
    await page.goto(`${base}/learn/capture/?ex=no-such-exercise`, { waitUntil: 'networkidle' });
    await waitFor(page, () => document.querySelector('[data-learn]')?.dataset.state === 'playing');
    const s = await page.evaluate(() => ({ notice: document.querySelector('[data-learn-notice]').hidden ? null : document.querySelector('[data-learn-notice]').textContent, ex: document.querySelector('[data-learn]').dataset.exercise }));
    check('learn: an unknown exercise link shows a message and opens the first exercise', s.notice?.includes('no exercise “no-such-exercise”') && s.ex === 'capture-1', JSON.stringify(s));
    // The stage's list opens another exercise on the page, with its address; Back returns to the first.
    await page.locator('[data-learn-item="capture-3"] a').click();
    const listed = await waitFor(page, () => document.querySelector('[data-learn]').dataset.exercise === 'capture-3' && location.search === '?ex=capture-3', undefined, 5000);
    const focused = await page.evaluate(() => [document.activeElement?.id, scrollY]);
    check('learn: the list opens an exercise in place, with its address, focus on its title and the board in view', listed && focused[0] === 'learn-ex-title' && focused[1] === 0, JSON.stringify(focused));
    await page.goBack();
    check('learn: Back returns to the previous exercise', await waitFor(page, () => document.querySelector('[data-learn]').dataset.exercise === 'capture-1', undefined, 5000));
  }
  for (const bad of ['{not json', '[1,2]', '{"stars":{"trigger-1":9,"<b>":3}}', '{"stars":null}']) {
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEY, bad]);
    await page.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
    const t = await page.locator('[data-learn-total]').textContent();
    check(`learn: corrupted storage ${bad} is survived on the path`, (t ?? '').startsWith(`0 of ${total} exercises solved`), t ?? '');
    check(`learn: corrupted storage ${bad} is survived on a stage page`, await openExercise('trigger', 'trigger-1'));
  }
  {
    // A browser that refuses to store: the exercise still works and the page says progress is not kept.
    const c = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await c.addInitScript(() => {
      Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
      Storage.prototype.getItem = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
    });
    const p = await c.newPage();
    const before = errors.length;
    watch(p);
    await openExercise('trigger', 'trigger-1', p);
    await typeMove('e4', p);
    const solved = await waitFor(p, () => document.querySelector('[data-learn]').dataset.state === 'solved', undefined, 5000);
    const notice = await p.evaluate(() => (document.querySelector('[data-learn-notice]').hidden ? null : document.querySelector('[data-learn-notice]').textContent));
    check('learn: with storage refused, an exercise is still solved and the page says progress is not kept', solved && /did not let the page save/.test(notice ?? ''), String(notice));
    await p.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
    check('learn: with storage refused, the path still shows', ((await p.locator('[data-learn-total]').textContent()) ?? '').startsWith('0 of'));
    check('learn: refused storage throws nothing', errors.length === before, errors.slice(before).join(' | '));
    await c.close();
  }

  // ------------------------------------------------------------------ axe, both themes, phone and desktop

  for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]]) {
    for (const scheme of ['light', 'dark']) {
      const c = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, isMobile: device === 'phone', hasTouch: device === 'phone' });
      const p = await c.newPage();
      watch(p);
      await p.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
      await axe(`/learn/ (${device}, ${scheme})`, p);
      await openExercise('release', 'release-1', p);
      await axe(`/learn/release/ at a placement turn (${device}, ${scheme})`, p);
      await openExercise('oh-no', 'oh-no-2', p);
      await p.locator('[data-learn-hint]').click();
      await axe(`/learn/oh-no/ with a hint (${device}, ${scheme})`, p);
      await c.close();
    }
  }

  // ------------------------------------------------------------------ the board fits the screen

  for (const [width, height] of [[1280, 800], [1440, 900], [390, 844]]) {
    const c = await browser.newContext({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });
    const p = await c.newPage();
    watch(p);
    for (const stage of stages) {
      await openExercise(stage.id, stage.exercises[0].id, p);
      // The page fits the board to the screen a frame after the element shows a placement panel
      // (site/scripts/board-fit.ts): read the layout once it has settled, for at most 2 s.
      const r = await p.evaluate(async () => {
        const el = document.querySelector('#learn-board');
        const box = (x) => x.getBoundingClientRect();
        const read = () => {
          const grid = box(el.shadowRoot.querySelector('[part="board"]'));
          const turn = box(el.shadowRoot.querySelector('[part="status"]'));
          const actions = box(document.querySelector('.learn-actions'));
          return {
            H: innerHeight, W: innerWidth, scrollY, overflow: document.documentElement.scrollWidth - innerWidth,
            board: [Math.round(grid.top), Math.round(grid.bottom), Math.round(grid.width)], turn: Math.round(turn.top), actions: Math.round(actions.bottom),
            placement: !!el.shadowRoot.querySelector('[part~="placement"]'),
          };
        };
        const fits = (r) => r.scrollY === 0 && r.turn >= 0 && r.board[0] >= 0 && r.board[1] <= r.H && r.actions <= r.H && r.overflow <= 1;
        const frame = () => new Promise((go) => requestAnimationFrame(() => go()));
        const until = performance.now() + 2000;
        let r = read();
        while (!fits(r) && performance.now() < until) {
          await frame();
          r = read();
        }
        return { ...r, fits: fits(r) };
      });
      const { fits } = r;
      check(`learn: at ${width}×${height} /learn/${stage.id}/ shows the whole board, whose turn and the actions without scrolling${r.placement ? ' (placement turn)' : ''}`, fits, JSON.stringify(r));
    }
    await c.close();
  }

  // ------------------------------------------------------------------ screenshots

  if (screenshots) {
    for (const [name, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]]) {
      const c = await browser.newContext({ viewport: { width, height }, isMobile: name === 'phone', hasTouch: name === 'phone' });
      const p = await c.newPage();
      await p.goto(`${base}/learn/`, { waitUntil: 'networkidle' });
      await p.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 1, stars: { 'trigger-1': 3, 'trigger-2': 2, 'trigger-3': 1, 'release-1': 3 } })), KEY);
      await p.reload({ waitUntil: 'networkidle' });
      await p.screenshot({ path: join(shotDir, `learn-path-${name}.png`), fullPage: true });
      await openExercise('release', 'release-2', p);
      await p.screenshot({ path: join(shotDir, `learn-exercise-${name}.png`) });
      await c.close();
    }
  }

  check('learn: no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
  await ctx.close();
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runLearnChecks);
