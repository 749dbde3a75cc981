// The remark plugin through the pipelines it is made for: remark → rehype → HTML, MDX (@mdx-js/mdx,
// as Docusaurus and Gatsby run it), and Sätteri (Astro's default pipeline), Markdown and MDX.
import { compile, run } from '@mdx-js/mdx';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { markdownToHtml, mdxToJs } from 'satteri';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import remarkBerserkerBoard from 'remark-berserker-board';
import satteriBerserkerBoard from 'remark-berserker-board/satteri';

const POST = [
  '# A post',
  '',
  '```berserker variant=chess coordinates caption="The open game"',
  '1. e4 e5 2. Nf3',
  '```',
  '',
  '```berserker',
  '[Variant "Berserker"]',
  '[White "Ann & Bo"]',
  '',
  '1. e3 e5 2. Ng1=Z { not </script><img src=x onerror=alert(1)> } 2... Nf6 *',
  '```',
  '',
  '```js',
  'let x = 1;',
  '```',
  '',
].join('\n');

const BAD = ['Text.', '', '```berserker variant=chess', '1. e4 e5', '2. Ke3', '```', ''].join('\n');

async function toHtml(markdown: string, options = {}, path = 'post.md') {
  const file = new VFile({ value: markdown, path });
  const out = await unified().use(remarkParse).use(remarkBerserkerBoard, options).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true }).process(file);
  return { html: String(out), messages: out.messages };
}

/** A JSX runtime writing HTML, enough to see what an MDX page renders (as React's renderToString does). */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
class Html {
  constructor(readonly html: string) {}
}
const Fragment = Symbol('Fragment');
function h(type: any, props: any): Html {
  const { children, dangerouslySetInnerHTML, ...attrs } = props ?? {};
  if (typeof type === 'function') return type(props);
  const kids = dangerouslySetInnerHTML ? dangerouslySetInnerHTML.__html : [children].flat(Infinity).filter((c) => c != null && c !== false).map((c) => (c instanceof Html ? c.html : esc(String(c)))).join('');
  if (type === Fragment) return new Html(kids);
  return new Html(`<${type}${Object.entries(attrs).map(([k, v]) => ` ${k}="${esc(String(v))}"`).join('')}>${kids}</${type}>`);
}
async function mdxToHtml(source: string) {
  const file = new VFile({ value: source, path: 'post.mdx' });
  const code = String(await compile(file, { outputFormat: 'function-body', remarkPlugins: [remarkBerserkerBoard] }));
  const mod = await run(code, { Fragment, jsx: h, jsxs: h, baseUrl: import.meta.url } as any);
  return { html: ((mod.default as any)({}) as Html).html, messages: file.messages };
}

afterEach(() => vi.restoreAllMocks());

describe('remark → rehype → HTML', () => {
  it('turns each ```berserker block into the element with its picture; other blocks stay code', async () => {
    const { html, messages } = await toHtml(POST);
    expect(messages).toEqual([]);
    expect(html).toContain('<berserker-board class="berserker-fence" variant="chess" moves="1. e4 e5 2. Nf3" coordinates>');
    expect(html).toMatch(/<div class="bb-fallback-board"><svg /);
    expect(html).toContain('<span slot="caption" class="bb-caption">The open game</span>');
    expect(html).toContain('<script type="application/x-chess-pgn">\n[Variant "Berserker"]\n[White "Ann & Bo"]');
    expect(html).toContain('not <\\/script><img src=x');
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(html).toContain('<code class="language-js">let x = 1;');
  });

  it('a bad block: an error box in the page and a warning on the file, at the line', async () => {
    const { html, messages } = await toHtml(BAD);
    expect(html).toContain('<div class="berserker-fence-error" data-berserker-fence-error><p><strong>This board could not be drawn</strong> (line 4)');
    expect(html).toContain('&quot;Ke3&quot; is not legal for White');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.fatal).toBe(false);
    expect(messages[0]!.line).toBe(4);
    expect(String(messages[0])).toMatch(/^post\.md:4:1: berserker block: moves: ply 3 \(2\.\): "Ke3" is not legal/);
  });

  it('strict: a bad block fails the file', async () => {
    await expect(toHtml(BAD, { strict: true })).rejects.toThrow(/"Ke3" is not legal/);
  });
});

describe('MDX (@mdx-js/mdx)', () => {
  it('a JSX element with its children as HTML (dangerouslySetInnerHTML): the PGN child as written', async () => {
    const { html, messages } = await mdxToHtml(POST);
    expect(messages).toEqual([]);
    expect(html).toContain('<berserker-board class="berserker-fence" variant="chess" moves="1. e4 e5 2. Nf3" coordinates=""><div class="bb-fallback">');
    // The PGN's quotes and ampersand are not escaped by the JSX runtime: the element reads them as written.
    expect(html).toContain('<script type="application/x-chess-pgn">\n[Variant "Berserker"]\n[White "Ann & Bo"]');
    expect(html.match(/<\/script/g)).toHaveLength(1);
  });

  it('a bad block: the error box and a warning', async () => {
    const { html, messages } = await mdxToHtml(BAD);
    expect(html).toContain('<div class="berserker-fence-error" data-berserker-fence-error=""><p><strong>This board could not be drawn</strong>');
    expect(messages.map((m) => m.line)).toEqual([4]);
  });
});

describe('Sätteri (Astro)', () => {
  it('Markdown: the element as HTML', async () => {
    const { html } = await markdownToHtml(POST, { mdastPlugins: [satteriBerserkerBoard()] });
    expect(html).toContain('<berserker-board class="berserker-fence" variant="chess" moves="1. e4 e5 2. Nf3" coordinates>');
    expect(html).toContain('[White "Ann & Bo"]');
  });

  it('MDX: a JSX element whose children come as set:html (Astro writes them as they are)', async () => {
    const { code } = await mdxToJs(POST, { mdastPlugins: [satteriBerserkerBoard()] });
    expect(code).toMatch(/_jsx\("berserker-board", \{\s*class: "berserker-fence",\s*variant: "chess",\s*moves: "1\. e4 e5 2\. Nf3",\s*coordinates: "",\s*"set:html": "<script|"set:html": "<div class=\\"bb-fallback/);
    expect(code).toContain('[White \\"Ann & Bo\\"]');
  });

  it('a bad block: the error box, and a warning naming the line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { html } = await markdownToHtml(BAD, { mdastPlugins: [satteriBerserkerBoard()] });
    expect(html).toContain('class="berserker-fence-error"');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^remark-berserker-board: 4: berserker block: moves: ply 3/));
  });
});
