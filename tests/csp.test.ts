/**
 * The site's Content-Security-Policy (site/integrations/csp.mjs): each page's inline scripts and
 * <style> elements hashed as the browser hashes them, the policy first in <head>, nothing inline
 * allowed beyond those hashes; and Shiki's colours as classes, since the policy blocks style
 * attributes (site/lib/shiki.mjs).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import csp, { htmlFiles, injectCsp, inlineHashes, policy, sha256 } from '../site/integrations/csp.mjs';
import { darkPalette, fenLanguage, lightPalette, lightTheme, darkTheme, pgnLanguage, tokenClasses, tokenClassTransformer, tokenCss } from '../site/lib/shiki.mjs';

const b64 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const THEME = "\n  try { document.documentElement.dataset.theme = localStorage.getItem('theme') ?? ''; } catch {}\n";
const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const metaOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
const directive = (p: string, name: string) => p.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('inline hashes', () => {
  it('hashes the exact text of inline scripts, module scripts and import maps, and of <style> elements', () => {
    const css = '.tok-fg{color:#1f2328}';
    const map = '{"imports":{"lit":"/lit.js"}}';
    const html = page(`<script>${THEME}</script><script type="importmap">${map}</script><style>${css}</style>`, '<script type="module">import "/x.js";</script>');
    const h = inlineHashes(html);
    expect(h.scripts).toEqual([b64(THEME), b64(map), b64('import "/x.js";')].sort());
    expect(h.styles).toEqual([b64(css)]);
    expect(sha256('é')).toBe(b64('é')); // UTF-8, as the browser hashes
  });

  it('leaves out external scripts, data blocks and commented-out scripts', () => {
    const html = page(
      '<script type="module" src="/berserker-board.js"></script><script type="application/json">{"a":1}</script>' +
        '<script type="application/x-chess-pgn">1. e3 e5</script><!-- <script>alert(1)</script> -->',
    );
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] });
  });

  it('hashes one script met twice once', () => {
    expect(inlineHashes(page(`<script>${THEME}</script>`, `<script>${THEME}</script>`)).scripts).toEqual([b64(THEME)]);
  });
});

describe('the policy', () => {
  const p = policy({ scripts: [b64('a')], styles: [b64('b')] });

  it('allows the page itself and the given hashes, and nothing inline or third-party', () => {
    expect(directive(p, 'default-src')).toEqual(["'self'"]);
    expect(directive(p, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", b64('a')]);
    expect(directive(p, 'style-src')).toEqual(["'self'", b64('b')]);
    expect(directive(p, 'object-src')).toEqual(["'none'"]);
    expect(directive(p, 'base-uri')).toEqual(["'self'"]);
    expect(directive(p, 'form-action')).toEqual(["'self'"]);
    expect(p).not.toMatch(/unsafe-inline|'unsafe-eval'|https?:|\*/);
  });

  it('sets no frame-ancestors: every page, the iframe page included, may be framed', () => {
    expect(p).not.toContain('frame-ancestors');
  });
});

describe('injectCsp', () => {
  it('puts the policy right after <meta charset>, before the first script, with that page\'s hashes', () => {
    const html = injectCsp(page(`<title>t</title><script>${THEME}</script>`));
    expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('http-equiv'));
    expect(directive(metaOf(html), 'script-src')).toContain(b64(THEME));
  });

  it('puts it first in <head> when there is no charset meta', () => {
    const html = injectCsp('<html><head><title>t</title></head><body></body></html>');
    expect(html).toMatch(/^<html><head><meta http-equiv="content-security-policy"/);
  });

  it('refuses a page without <head> or with a policy of its own, naming the file', () => {
    expect(() => injectCsp('<p>fragment</p>', 'dist/x.html')).toThrow(/dist\/x\.html: no <head>/);
    const twice = injectCsp(page(''));
    expect(() => injectCsp(twice, 'dist/y.html')).toThrow(/dist\/y\.html: already has a Content-Security-Policy/);
  });
});

describe('the integration', () => {
  it('adds the policy to every HTML file of the build, nested and new pages included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dir, 'embed', 'frame'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page(`<script>${THEME}</script>`));
    writeFileSync(join(dir, '404.html'), page(''));
    writeFileSync(join(dir, 'embed', 'frame', 'index.html'), page('<style>html{margin:0}</style>'));
    writeFileSync(join(dir, 'berserker-board.js'), 'export {};');
    const logged: string[] = [];
    const hook = csp().hooks['astro:build:done'] as (o: unknown) => void;
    hook({ dir: pathToFileURL(`${dir}/`), logger: { info: (m: string) => logged.push(m) } });
    expect(htmlFiles(dir).map((f) => f.slice(dir.length + 1))).toEqual(['404.html', join('embed', 'frame', 'index.html'), 'index.html']);
    for (const f of htmlFiles(dir)) expect(metaOf(readFileSync(f, 'utf8')), f).toContain("default-src 'self'");
    expect(directive(metaOf(readFileSync(join(dir, 'embed', 'frame', 'index.html'), 'utf8')), 'style-src')).toContain(b64('html{margin:0}'));
    expect(readFileSync(join(dir, 'berserker-board.js'), 'utf8')).toBe('export {};');
    expect(logged.join()).toContain('3 pages');
  });
});

describe('Shiki colours as classes', () => {
  it('maps a token style to the classes of its kind and weight', () => {
    expect(tokenClasses(`color:${lightPalette.keyword.toUpperCase()};--shiki-dark:${darkPalette.keyword.toUpperCase()}`)).toEqual(['tok-keyword', 'tokd-keyword']);
    expect(tokenClasses(`color:${lightPalette.piece};--shiki-light-font-weight:bold;--shiki-dark:${darkPalette.piece};--shiki-dark-font-weight:bold`)).toEqual(['tok-piece', 'tokd-piece', 'tok-bold']);
    expect(tokenClasses(`background-color:#f4f1ea;--shiki-dark-bg:#1c2027;color:${lightPalette.fg};--shiki-dark:${darkPalette.fg}; overflow-x: auto; white-space: pre-wrap; word-wrap: break-word;`)).toEqual(['tok-fg', 'tokd-fg']);
    // Each theme's colour on its own: Shiki may give one token different kinds in the two themes.
    expect(tokenClasses(`color:${lightPalette.fg};--shiki-dark:${darkPalette.attribute}`)).toEqual(['tok-fg', 'tokd-attribute']);
  });

  it('refuses a colour or a declaration it has no class for', () => {
    expect(() => tokenClasses('color:#123456;--shiki-dark:#654321')).toThrow(/#123456, which is not a colour of/);
    expect(() => tokenClasses(`color:${lightPalette.fg};--shiki-dark:#654321`)).toThrow(/#654321, which is not a colour of/);
    expect(() => tokenClasses('user-select:none')).toThrow(/no class for: "user-select: none"/);
  });

  it('leaves no style attribute in highlighted code, and every class it writes has a rule', async () => {
    const h = await createHighlighter({ themes: [lightTheme as never, darkTheme as never], langs: ['html', 'javascript', 'css', pgnLanguage, fenLanguage] });
    const css = tokenCss();
    const samples: Array<[string, string]> = [
      ['[Event "x"]\n[Rules "ohNo=on"]\n1. e3 e5 2. Ng1=Z {Oh no! Nb1=Z} Nc6 *', 'pgn'],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Tt', 'fen'],
      ['<berserker-board variant="berserker" moves="1. e3"></berserker-board>\n<script type="module" src="/berserker-board.js"></script>', 'html'],
      ["// a comment\nconst b = document.querySelector('berserker-board');\nb.addEventListener('move', (e) => console.log(e.detail.san));", 'javascript'],
      ['berserker-board { --berserker-board-background: transparent; }', 'css'],
    ];
    for (const [code, lang] of samples) {
      const html = h.codeToHtml(code, { lang, themes: { light: 'berserker-light', dark: 'berserker-dark' }, defaultColor: 'light', transformers: [tokenClassTransformer] });
      expect(html, lang).not.toContain('style=');
      for (const [, cls] of html.matchAll(/\b(tokd?-[a-z]+)\b/g)) expect(css, `${lang}: ${cls}`).toContain(`.${cls}{`);
    }
    for (const [kind, colour] of Object.entries(darkPalette)) expect(css).toContain(`:root[data-theme='dark'] .tokd-${kind}{color:${colour}}`);
  });
});
