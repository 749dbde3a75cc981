/**
 * The Puzzles page (/puzzles/), in Chromium: solve a puzzle by clicking squares (the solution read from
 * the page's data), see the success feedback and the explanation, progress kept after a reload; fail
 * one with a wrong legal move and see the failure feedback; a hint marks the piece; Show solution and
 * Next; the variant filter; links to a variant's or a theme's puzzles (#variant=, #theme=) from the
 * variant pages and the rules; a puzzle's link, element and frame HTML (shown on another site); a set
 * to share (#set=), made, kept and opened; the puzzle-of-the-day snippet; malformed links (#puzzle=100%, unknown
 * ids, unknown variants) fall back with a message; corrupted storage survived; axe (light and dark); no horizontal overflow
 * at 1280 and 390 px. Nothing thrown meanwhile (the fixture's watch).
 */
import { test, expect, expectAxeClean, expectDarkAxeClean, expectNoOverflowAt, shot } from './fixtures.mjs';
import { hostPage, hostServer } from './embed-hosts.mjs';
import { KEY, byClicks, puzzlesPage } from './puzzles-page.mjs';


test('malformed and unknown links: a message, a puzzle anyway, and the rest of the page script runs', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  // Issue 17: #puzzle=100% threw URIError before anything else ran.
  for (const [hash, words] of [['#puzzle=100%', 'garbled'], ['#puzzle=no-such-puzzle', 'There is no puzzle “no-such-puzzle”'], ['#puzzle=', 'names no puzzle']]) {
    await p.open(hash);
    const state = await page.evaluate(() => ({
      notice: document.querySelector('[data-puzzle-notice]')?.hidden === false ? document.querySelector('[data-puzzle-notice]').textContent : null,
      title: document.querySelector('[data-puzzle-title]')?.textContent ?? '',
      board: !!document.querySelector('#puzzle-board'),
      day: document.querySelector('[data-day-task]')?.textContent ?? '',
    }));
    expect.soft(state.notice, `${hash} shows a message instead of failing`).toContain(words);
    expect.soft(state.board && state.title !== '' && state.day !== '…', `${hash} still opens a puzzle and runs the whole page script: ${JSON.stringify(state)}`).toBe(true);
    if (hash === '#puzzle=100%') await shot(page, 'puzzles-bad-link-desktop');
  }
  // A good link after a bad one: the message goes, the puzzle opens; a bad link on hashchange keeps the puzzle.
  await p.open('#puzzle=100%');
  const second = (await p.data())[1];
  await page.evaluate((id) => { location.hash = `#puzzle=${id}`; }, second.id);
  await expect(page.locator('[data-puzzle-title]'), 'a good link after a bad one opens its puzzle').toHaveText(second.task);
  await expect(page.locator('[data-puzzle-notice]'), 'and clears the message').toBeHidden();
  await page.evaluate(() => { location.hash = '#puzzle=%E0%A4%A'; });
  await expect(page.locator('[data-puzzle-notice]'), 'a bad link on hashchange says why').toBeVisible();
  await expect(page.locator('[data-puzzle-title]'), 'and keeps the puzzle').toHaveText(second.task);
});

test('links to a variant\'s or a theme\'s puzzles: from the variant pages and the rules, and as typed', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  const state = () => page.evaluate(() => ({
    // null while the Puzzles page is not (yet) the page shown: a click's navigation may still be under way.
    variant: document.querySelector('select[name="variant"]')?.value ?? null,
    // The themes ticked (a link ticks one), joined.
    theme: [...document.querySelectorAll('input[name="theme"]:checked')].map((i) => i.value).join(),
    board: document.querySelector('#puzzle-board')?.getAttribute('variant'),
    meta: document.querySelector('[data-puzzle-meta]')?.textContent ?? '',
    count: document.querySelector('[data-puzzle-count]')?.textContent ?? '',
    notice: document.querySelector('[data-puzzle-notice]')?.hidden === false ? document.querySelector('[data-puzzle-notice]').textContent : null,
  }));
  await p.open();
  const all = await p.data();
  const count = (f) => all.filter(f).length;

  // A variant page links to its puzzles and to its Berserker form's (where there are any), with their counts.
  const expected = ['berolina', 'berserker-berolina'].map((v) => all.filter((x) => x.variant === v)).filter((l) => l.length > 0)
    .map((l) => `${l.length} ${l.length === 1 ? 'puzzle' : 'puzzles'} in ${l[0].variantName}`);
  expect(expected.length, 'there are Berolina puzzles').toBeGreaterThan(0);
  await page.goto('/variants/berolina/');
  const links = page.locator('[data-variant-puzzles] a');
  await expect(links).toHaveText(expected);
  await links.first().click();
  await expect(page).toHaveURL(/\/puzzles\/#variant=berolina$/);
  await expect.poll(state).toMatchObject({ variant: 'berolina', theme: '', board: 'berolina', notice: null });
  expect((await state()).count).toMatch(new RegExp(`^${count((x) => x.variant === 'berolina')} puzzles match`));

  // The fragment changed in place: a theme's puzzles, the variant back to all.
  await page.evaluate(() => { location.hash = '#theme=capture-and-replacement'; });
  await expect.poll(state).toMatchObject({ variant: '', theme: 'capture-and-replacement', meta: expect.stringContaining('Capture and replacement') });

  // A rule links to the puzzles that practise it.
  await page.goto('/rules/');
  const practice = page.locator('#r4 [data-rule-puzzles] a');
  await expect(practice).toHaveText(`${count((x) => x.themes.includes('capture-and-replacement'))} puzzles on capturing the Berserker`);
  await practice.click();
  await expect(page).toHaveURL(/\/puzzles\/#theme=capture-and-replacement$/);
  await expect.poll(state).toMatchObject({ variant: '', theme: 'capture-and-replacement', notice: null });

  // Both at once; and links that cannot be followed say why and show every puzzle.
  await p.open('#variant=berserker&theme=placement-choice');
  await expect.poll(state).toMatchObject({ variant: 'berserker', theme: 'placement-choice', board: 'berserker' });
  for (const [hash, words] of [['#variant=shogi', 'no puzzles with the variant “shogi”'], ['#theme=%E0%A4%A', 'garbled'], ['#variant=berolina&size=12', '“size”']]) {
    await p.open(hash);
    const s = await state();
    expect.soft(s.notice, hash).toContain(words);
    expect.soft(s, hash).toMatchObject({ variant: '', theme: '' });
    expect.soft(s.count, hash).toMatch(new RegExp(`^${all.length} puzzles match`));
  }
});

test('a puzzle\'s link and its HTML: the link opens it, the element and the frame show it on another site', async ({ page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  // One with other right answers if there is one: they must reach the snippets too.
  const puzzle = all.find((x) => x.alternatives) ?? all[1];
  await p.open(`#puzzle=${encodeURIComponent(puzzle.id)}`);
  await expect(page.locator('[data-puzzle-title]')).toHaveText(puzzle.task);
  await page.locator('[data-puzzle-share] summary').click();
  const link = page.locator('[data-share-link]');
  const origin = new URL(page.url()).origin;
  const href = `${origin}/puzzles/#puzzle=${encodeURIComponent(puzzle.id)}`;
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveText(href);
  const element = await page.locator('[data-share-element]').textContent();
  // The frame snippet is written once the box is open (its writer loads then).
  await expect(page.locator('[data-share-frame]')).toContainText('<iframe');
  const frame = await page.locator('[data-share-frame]').textContent();
  await page.locator('[data-share-copy="link"]').click();
  await expect(page.locator('[data-share-status]'), 'copying says what happened').toContainText('the link');
  await shot(page, 'puzzles-share');

  // The link, followed from elsewhere, opens the puzzle.
  await page.goto('about:blank');
  await page.goto(href);
  await expect(page.locator('[data-puzzle-title]')).toHaveText(puzzle.task);

  const expectPuzzle = async (board, label) => {
    await expect.poll(() => board.evaluate((el) => !!el.shadowRoot?.querySelector('[role="grid"]')), `${label}: the board is drawn`).toBe(true);
    const attrs = await board.evaluate((el) => Object.fromEntries(['mode', 'variant', 'fen', 'solution', 'alternatives', 'orientation'].map((a) => [a, el.getAttribute(a)])));
    expect.soft(attrs, label).toEqual({
      mode: 'puzzle', variant: puzzle.variant, fen: puzzle.fen, solution: puzzle.solution.join(' '), alternatives: puzzle.alternatives || null, orientation: puzzle.solver,
    });
  };
  const hosts = await hostServer();
  try {
    await page.goto(hosts.add('/post.html', hostPage('', `<h1>Today's puzzle</h1>\n${element}\n<p id="after">Good luck.</p>`)));
    await expect(page.locator('#after')).toHaveText('Good luck.');
    await expectPuzzle(page.locator('berserker-board'), 'the element on another site');
    await page.goto(hosts.add('/framed.html', hostPage('', `<h1>Today's puzzle</h1>\n${frame}`)));
    await expect(page.locator('iframe'), 'the frame has a name for screen readers').toHaveAttribute('title', `Berserker Chess puzzle: ${puzzle.task}`);
    await expectPuzzle(page.frameLocator('iframe').locator('berserker-board'), 'the frame on another site');
  } finally {
    await hosts.close();
  }
});

test('a set to share: made puzzle by puzzle, kept, opened by its link in its order; an old set opens what is left', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const all = await p.data();
  const [a, c] = [all[0], all[2]];
  const title = page.locator('[data-puzzle-title]');
  const count = page.locator('[data-set-count]');
  await page.locator('[data-puzzle-share] summary').click();
  await expect(count).toHaveText('Your set is empty: add puzzles to it one by one, then share its link.');
  await expect(page.locator('[data-share-copy="set"]'), 'nothing to copy yet').toBeDisabled();
  // The third puzzle first, then the first: the set keeps the order they were added in.
  for (const x of [c, a]) {
    await page.evaluate((id) => { location.hash = `#puzzle=${id}`; }, x.id);
    await expect(title).toHaveText(x.task);
    await page.locator('[data-set-toggle]').click();
  }
  await expect(count).toHaveText('Your set has 2 puzzles, this one among them.');
  await expect(page.locator('[data-set-toggle]')).toHaveText('Remove this puzzle from my set');
  const origin = new URL(page.url()).origin;
  const setLink = `${origin}/puzzles/#set=${c.id},${a.id}`;
  await expect(page.locator('[data-set-link]')).toHaveAttribute('href', setLink);
  await page.locator('[data-share-copy="set"]').click();
  await expect(page.locator('[data-share-status]')).toContainText('the set’s link');

  // Kept across a reload (with the rest of the progress).
  await p.open();
  await page.locator('[data-puzzle-share] summary').click();
  await expect(count).toContainText('Your set has 2 puzzles');

  // The link opens the set: its first puzzle, Next goes through it in its order and comes round again.
  await p.open(`#set=${c.id},${a.id}`);
  await expect(page.locator('[data-set-banner]')).toBeVisible();
  await expect(page.locator('[data-set-text]')).toHaveText('A set of 2 puzzles from a link, in its order.');
  await expect(title).toHaveText(c.task);
  await page.locator('[data-puzzle-next]').click();
  await expect(title).toHaveText(a.task);
  await page.locator('[data-puzzle-next]').click();
  await expect(title).toHaveText(c.task);
  await expect(page.locator('[data-puzzle-count]')).toContainText('2 puzzles match');
  await shot(page, 'puzzles-set');
  await page.locator('[data-set-leave]').click();
  await expect(page.locator('[data-set-banner]')).toBeHidden();
  await expect(page.locator('[data-puzzle-count]')).toContainText(`${all.length} puzzles match`);
  await expect(title, 'leaving the set keeps the puzzle on the board').toHaveText(c.task);

  // An old set: what is still here opens, the rest is named.
  await p.open(`#set=gone-01,${a.id}`);
  await expect(page.locator('[data-puzzle-notice]')).toContainText('One puzzle of the set is not here (the link may be old): gone-01.');
  await expect(page.locator('[data-set-text]')).toHaveText('A set of 1 puzzle from a link, in its order.');
  await expect(title).toHaveText(a.task);

  // Emptied: nothing to share.
  await page.locator('[data-puzzle-share] summary').click();
  await page.locator('[data-set-clear]').click();
  await expect(count).toHaveText('Your set is empty: add puzzles to it one by one, then share its link.');
  await expect(page.locator('[data-set-link-row]')).toBeHidden();
});

test('a puzzle solved by clicks: success, the explanation, saved, kept after a reload', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const puzzles = await p.data();
  expect(puzzles.length, 'the page ships the collection as data').toBeGreaterThanOrEqual(10);
  const target = puzzles.find((x) => byClicks(x) && x.solution.length >= 3) ?? puzzles.find(byClicks);
  expect(target, 'a puzzle solvable by clicks exists').toBeTruthy();
  await p.open(`#puzzle=${target.id}`);
  await expect(page.locator('[data-puzzle-title]'), 'a puzzle can be opened by its address').toHaveText(target.task);
  for (let i = 0; i < target.solution.length; i += 2) {
    // The solver's turn (the opponent's reply comes after a delay).
    await expect.poll(p.plies).toBe((target.opponentMove ? 1 : 0) + i);
    const m = await p.legal(target.solution[i]);
    expect(m, `solution move ${target.solution[i]} is legal on the board`).not.toBeNull();
    if (m.from) await p.click(m.from);
    await p.click(m.to);
  }
  await expect(page.locator('[data-puzzle-feedback]'), `solving ${target.id} by clicks shows success`).toContainText('Solved!');
  await expect(page.locator('[data-puzzle-explanation]'), 'the explanation appears after solving').toBeVisible();
  await expect(page.locator('[data-puzzle-explanation-text]')).toHaveText(target.explanation);
  expect(await p.saved(), 'the solved puzzle is saved').toMatchObject({ solved: expect.arrayContaining([target.id]), streak: 1 });
  await shot(page, 'puzzles-solved-desktop');
  await p.open();
  const progress = await page.locator('[data-puzzle-progress]').textContent();
  expect(progress, 'progress is kept after a reload').toMatch(/Solved 1 of/);
  expect(progress).toMatch(/Streak 1/);
});

test('a wrong move fails; a hint marks the piece; Show solution and Next', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const puzzles = await p.data();
  const target = puzzles.find((x) => byClicks(x) && x.solution.length >= 3) ?? puzzles.find(byClicks);
  // A legal move that is not the solution (and does not mate).
  const failP = puzzles.find((x) => x !== target && byClicks(x) && x.goal !== 'mate') ?? puzzles.find((x) => x !== target && byClicks(x));
  expect(failP, 'a second puzzle to fail exists').toBeTruthy();
  // A streak to break: one puzzle solved before.
  await page.evaluate(([k, id]) => localStorage.setItem(k, JSON.stringify({ solved: [id], streak: 1 })), [KEY, target.id]);
  await p.open(`#puzzle=${failP.id}`);
  expect((await p.saved())?.streak, 'the streak before the wrong move').toBe(1);
  const start = failP.opponentMove ? 1 : 0;
  await expect.poll(p.plies).toBe(start);
  const wrong = await p.board.evaluate((el, right) => {
    const m = el.legalMoves().find((x) => x.san !== right && x.from && !x.promotion && !x.placement && !/[#=@]/.test(x.san) && x.kind !== 'place');
    return m ? { san: m.san, from: m.from, to: m.to } : null;
  }, failP.solution[0]);
  expect(wrong, 'a wrong legal move exists').not.toBeNull();
  await p.click(wrong.from);
  await p.click(wrong.to);
  await expect(page.locator('[data-puzzle-feedback]'), `the wrong move ${wrong.san} gets failure feedback`).toContainText(`${wrong.san} is not the solution`);
  expect(await page.locator('[data-puzzle-feedback]').getAttribute('aria-live'), 'feedback is a live region').toBe('polite');
  await expect.poll(p.plies, 'the wrong move is taken back').toBe(start);
  expect((await p.saved())?.streak, 'a wrong move breaks the streak').toBe(0);

  // Hint: the piece of the solution's first move is marked.
  const m = await p.legal(failP.solution[0]);
  await page.locator('[data-puzzle-hint]').click();
  expect(await p.feedback(), 'the hint names the piece').toContain(m.from ?? m.to);
  const marked = await p.board.evaluate(async (el) => {
    await el.updateComplete;
    // The board's own feedback line says which piece the hint marks ("Hint: the queen on d5.").
    return { line: el.shadowRoot.querySelector('[part="feedback"] span')?.textContent ?? '', highlights: el.shadowRoot.querySelectorAll('[class*="highlight"], [data-highlight]').length };
  });
  expect(marked.line, 'the hinted piece is marked on the board').toContain(m.from ?? m.to);
  expect(marked.highlights).toBeGreaterThan(0);
  await expectAxeClean(page, 'puzzles with a hint (light)');

  await page.locator('[data-puzzle-show]').click();
  await expect(page.locator('[data-puzzle-explanation]'), 'Show solution reveals the explanation').toBeVisible();
  await page.locator('[data-puzzle-next]').click();
  await expect(page.locator('[data-puzzle-explanation]'), 'Next puzzle loads another').toBeHidden();
  await expect(page.locator('[data-puzzle-title]')).not.toHaveText('');
});

test('the variant filter, the puzzle of the day, axe, overflow (the link and HTML open too)', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  await expectNoOverflowAt(page, [1280, 390], 'puzzles');
  await shot(page, 'puzzles-page-desktop', { fullPage: true });
  const puzzles = await p.data();
  const variant = puzzles.at(-1).variant;
  await page.locator('select[name="variant"]').selectOption(variant);
  await expect(p.board, 'the variant filter loads a puzzle of that variant').toHaveAttribute('variant', variant);
  await expect(page.locator('[data-puzzle-count]')).toHaveText(new RegExp(`^${puzzles.filter((x) => x.variant === variant).length} puzzle`));
  // Puzzle of the day: one script tag and a puzzle-mode board.
  const snip = await page.locator('[data-day-snippet]').textContent();
  expect(snip.match(/<script /g), 'the puzzle-of-the-day snippet is one script tag').toHaveLength(1);
  expect(snip, 'and a puzzle board').toMatch(/<berserker-board\s[^>]*mode="puzzle"/);
  expect(snip).toMatch(/solution="/);
  // With the puzzle's link, its HTML and the set open too (and a set made, so its link shows).
  await page.locator('[data-puzzle-share] summary').click();
  await page.locator('[data-set-toggle]').click();
  await expect(page.locator('[data-set-link-row]')).toBeVisible();
  await expectNoOverflowAt(page, [390], 'puzzles with the link and the HTML open');
  await expectAxeClean(page, 'puzzles (light)');
  await expectDarkAxeClean(page, 'puzzles');
});

test('storage that refuses: said at load, and every failed save reported (issue 28)', async ({ page, context }) => {
  await context.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  });
  const p = puzzlesPage(page);
  await p.open();
  const warning = page.locator('[data-storage-warning]');
  await expect(warning, 'at load, before anything is solved').toContainText('will not survive a reload');
  await expect(warning).toContainText('does not let the page keep your progress');
  // Solving saves: the failed save is reported.
  const target = (await p.data()).find(byClicks);
  await p.open(`#puzzle=${target.id}`);
  for (let i = 0; i < target.solution.length; i += 2) {
    await expect.poll(p.plies).toBe((target.opponentMove ? 1 : 0) + i);
    const m = await p.legal(target.solution[i]);
    if (m.from) await p.click(m.from);
    await p.click(m.to);
  }
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Solved!');
  await expect(warning, 'a failed save is said').toContainText('could not be saved just now');
});

test('corrupted storage is survived', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  for (const bad of ['{not json', '[1,2]', '{"solved":"x","streak":-4}', '{"solved":[1,null,"no-such-puzzle","<b>"],"streak":1e99}']) {
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEY, bad]);
    await p.open();
    expect.soft(await page.locator('[data-puzzle-progress]').textContent(), `corrupted storage ${bad} is survived`).toMatch(/^Solved 0 of \d+\. Streak 0/);
  }
});
