/**
 * The Markdown plugins as a user gets them (issue 27): berserker-board-fence, remark-berserker-board and
 * markdown-it-berserker-board, packed and installed with the engine and the board in the pack suite's
 * project (tests/pack/run.mjs). Their tarballs hold the README, LICENSE, sources and declarations; in
 * Node each plugin turns a ```berserker block into the element with its picture (and a bad block into an
 * error box); in Chromium a page of their output, with the board's bundle, upgrades every board, shows
 * the picture with nothing moving when the board goes live, and logs no error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The packages' directories, as `npm pack --workspace` takes them. */
export const MARKDOWN_PACKAGES = ['packages/board-fence', 'packages/remark-berserker-board', 'packages/markdown-it-berserker-board'];
const NAMES = { 'berserker-board-fence': 'packages/board-fence', 'remark-berserker-board': 'packages/remark-berserker-board', 'markdown-it-berserker-board': 'packages/markdown-it-berserker-board' };

/** The tarballs' contents and the READMEs, LICENSEs and package.json files. */
export function markdownTarballChecks(root, pkg, check) {
  for (const [name, dir] of Object.entries(NAMES)) {
    const files = new Set((pkg[name]?.files ?? []).map((f) => f.path));
    const need = ['README.md', 'LICENSE', 'package.json', 'src/index.js', 'dist/index.d.ts', ...(name === 'remark-berserker-board' ? ['src/satteri.js', 'dist/satteri.d.ts'] : [])].filter((f) => !files.has(f));
    check(`${name} tarball: README.md, LICENSE, sources and declarations`, !!pkg[name] && need.length === 0, `missing: ${need.join(', ')}`);
    check(`${name} tarball: no tests`, ![...files].some((f) => f.startsWith('test/')), [...files].filter((f) => f.startsWith('test/')).join(', '));
    const readme = readFileSync(join(root, dir, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !/^(https:\/\/|#)/.test(href));
    check(`${name} README: every link absolute (https) or an anchor`, links.length === 0, links.join(', '));
    const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    check(`${name} LICENSE: MIT`, /^MIT License/.test(readFileSync(join(root, dir, 'LICENSE'), 'utf8')) && json.license === 'MIT');
  }
}

/** What a consumer's build script does with each plugin: a post in, HTML out. */
const NODE_SCRIPT = `
import MarkdownIt from 'markdown-it';
import markdownItBerserkerBoard from 'markdown-it-berserker-board';
import remarkBerserkerBoard from 'remark-berserker-board';
import { renderFence } from 'berserker-board-fence';
const post = '# Post\\n\\n\`\`\`berserker variant=chess coordinates\\n1. e4 e5 2. Nf3\\n\`\`\`\\n\\n\`\`\`berserker\\n[Variant "Berserker"]\\n\\n1. e3 e5 2. Ng1=Z { </script> } *\\n\`\`\`\\n';
const warnings = [];
const md = new MarkdownIt().use(markdownItBerserkerBoard, { onError: (m) => warnings.push(m) });
const markdownIt = md.render(post);
const bad = md.render('\`\`\`berserker variant=chess\\n1. e5\\n\`\`\`\\n', { page: { inputPath: 'p.md' } });
// remark: the transformer on a tree as remark-parse gives it, and a file that takes messages.
const tree = { type: 'root', children: [{ type: 'code', lang: 'berserker', meta: 'variant=chess mode=puzzle solution="Qxf7#"', value: '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6', position: { start: { line: 3, column: 1 }, end: { line: 5, column: 4 } } }] };
const messages = [];
await remarkBerserkerBoard()(tree, { extname: '.md', message: (m, o) => messages.push([m, o.place?.line]) });
const fence = renderFence({ info: 'berserker mode=pzl', body: '', line: 7, file: 'x.md' });
console.log(JSON.stringify({ markdownIt, bad, warnings, remark: tree.children[0], messages, fence: fence.message }));
`;

/** Node: both plugins and the core, from the installed tarballs. Returns the HTML for the browser page. */
export function markdownNodeChecks(project, run, check) {
  writeFileSync(join(project, 'markdown.mjs'), NODE_SCRIPT);
  const r = run(process.execPath, ['markdown.mjs'], project, { allowFail: true });
  let out = null;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    check('Node: the Markdown plugins run', false, `${r.status} ${r.stderr.slice(0, 800)}`);
    return null;
  }
  check('Node: markdown-it-berserker-board turns the fences into boards with their pictures (a FEN/moves board, a PGN one)', /<berserker-board class="berserker-fence" variant="chess" moves="1\. e4 e5 2\. Nf3" coordinates><div class="bb-fallback">.*<svg /s.test(out.markdownIt) && out.markdownIt.includes('<script type="application/x-chess-pgn">') && out.markdownIt.includes('{ <\\/script> }'), out.markdownIt.slice(0, 300));
  check('Node: markdown-it-berserker-board: a bad block is an error box, and onError is told the file and line', out.bad.includes('class="berserker-fence-error"') && /p\.md:2: berserker block: moves: .*"e5" is not legal/.test(out.warnings[0] ?? ''), `${out.bad.slice(0, 200)} ${out.warnings}`);
  check('Node: remark-berserker-board turns a code node into an html node with the board', out.remark.type === 'html' && /^<berserker-board class="berserker-fence" variant="chess" moves="[^"]+" mode="puzzle" solution="Qxf7#">/.test(out.remark.value) && out.messages.length === 0, JSON.stringify(out.remark).slice(0, 300));
  check('Node: berserker-board-fence names the file, line and problem', out.fence === 'x.md:7: berserker block: mode: "pzl" is not one of view, play, puzzle', out.fence);
  return `${out.markdownIt}\n${out.remark.value}`;
}

/** Chromium: the plugins' output with the bundle; every board upgrades, the picture does not move when it goes live. */
export async function markdownBrowserChecks(browser, project, url, html, bundleTag, check) {
  const readme = readFileSync(join(project, 'node_modules', 'berserker-board-fence', 'README.md'), 'utf8');
  const css = /```css\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  writeFileSync(join(project, 'markdown.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>a post in Markdown</title>
<link rel="icon" href="data:,">
<style>body{max-width:480px;font:16px/1.5 serif}${css}</style>
${bundleTag}
</head><body>
<h1>a post in Markdown</h1>
${html}
<p id="after">Text under the boards.</p>
</body></html>
`);
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  await page.goto(`${url}/markdown.html`);
  const defined = await page.waitForFunction(() => !!customElements.get('berserker-board'), null, { timeout: 15000 }).then(() => true, () => false);
  // The first board (a diagram of moves): where its picture's board is, still and then live.
  const stillBox = await page.evaluate(() => {
    const svg = document.querySelector('berserker-board')?.querySelector('.bb-fallback-board svg');
    const r = svg?.getBoundingClientRect();
    return r ? { top: Math.round(r.top), width: Math.round(r.width) } : null;
  });
  const liveBox = await page.evaluate(async () => {
    const boards = [...document.querySelectorAll('berserker-board')];
    await Promise.all(boards.map((b) => b.updateComplete));
    const board = boards[0].shadowRoot.querySelector('[part~="board"]');
    const r = board?.getBoundingClientRect();
    return r ? { top: Math.round(r.top), width: Math.round(r.width), fens: boards.map((b) => b.fen) } : null;
  });
  check('Chromium: the plugins’ boards upgrade and go live on their positions', defined && !!liveBox && liveBox.fens[0]?.startsWith('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b') && liveBox.fens.length === 3, JSON.stringify(liveBox));
  check('Chromium: the still picture stands where the live board comes (no jump)', !!stillBox && !!liveBox && Math.abs(stillBox.top - liveBox.top) <= 2 && Math.abs(stillBox.width - liveBox.width) <= 2, `still ${JSON.stringify(stillBox)}, live ${JSON.stringify(liveBox)}`);
  check('Chromium: the plugins’ page logs no error or warning', problems.length === 0, problems.join('\n       '));
  await page.close();
}
