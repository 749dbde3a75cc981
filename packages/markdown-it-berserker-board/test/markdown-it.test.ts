// The markdown-it plugin: ```berserker fences become the element with its picture; a bad one an error
// box and a warning (onError, else console.warn), or an exception with strict.
import MarkdownIt from 'markdown-it';
import { afterEach, describe, expect, it, vi } from 'vitest';
import markdownItBerserkerBoard from 'markdown-it-berserker-board';

const POST = [
  '# A post',
  '',
  '```berserker variant=chess mode=puzzle solution="Qxf7#" mate-in=1 orientation=white',
  'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3',
  'Nf6',
  '```',
  '',
  '```berserker label=\'A "game" <here>\'',
  '[Variant "Berserker"]',
  '',
  '1. e3 e5 { </script><script>alert(1)</script> } *',
  '```',
  '',
  '```js',
  'let x = 1;',
  '```',
].join('\n');

afterEach(() => vi.restoreAllMocks());

describe('markdown-it-berserker-board', () => {
  it('FEN and moves: the element, the puzzle position after them drawn inside', () => {
    const html = new MarkdownIt().use(markdownItBerserkerBoard).render(POST);
    expect(html).toContain('<berserker-board class="berserker-fence" variant="chess" fen="r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3" moves="3... Nf6" mode="puzzle" solution="Qxf7#" mate-in="1" orientation="white">');
    expect(html).toMatch(/data-square="f6"[^>]*><g class="piece black N"/);
    expect(html).toContain('White to move.');
  });

  it('a PGN inside its script child, </script escaped; attribute quotes escaped; other fences as before', () => {
    const html = new MarkdownIt().use(markdownItBerserkerBoard).render(POST);
    expect(html).toContain('<berserker-board class="berserker-fence" label="A &quot;game&quot; &lt;here&gt;"><script type="application/x-chess-pgn">');
    expect(html).toContain('{ <\\/script><script>alert(1)<\\/script> }');
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(html).toContain('<pre><code class="language-js">let x = 1;\n</code></pre>');
  });

  it('a bad block: an error box, and onError told the file and line', () => {
    const onError = vi.fn();
    const md = new MarkdownIt().use(markdownItBerserkerBoard, { onError });
    const html = md.render('Intro\n\n```berserker variant=chess\n1. e4 e5\n2. Ke3\n```\n', { page: { inputPath: './posts/p.md' } });
    expect(html).toContain('<div class="berserker-fence-error" data-berserker-fence-error><p><strong>This board could not be drawn</strong> (./posts/p.md, line 4)');
    expect(onError).toHaveBeenCalledWith(expect.stringMatching(/^markdown-it-berserker-board: \.\/posts\/p\.md:4: berserker block: moves: ply 3 \(2\.\): "Ke3" is not legal/), expect.objectContaining({ line: 4, file: './posts/p.md' }));
  });

  it.each([
    ['an unknown option', '```berserker flip\n```', /unknown option "flip"/],
    ['a broken FEN', '```berserker\n8/8/8 w - - 0 1\n```', /fen: /],
    ['an illegal move', '```berserker variant=chess\n1. e5\n```', /"e5" is not legal/],
    ['a bad PGN', '```berserker\n[Variant "Chess"]\n1. e4 (e5 *\n```', /the PGN cannot be read/],
  ])('%s: a console warning when there is no onError', (_name, source, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = new MarkdownIt().use(markdownItBerserkerBoard).render(source);
    expect(html).toContain('class="berserker-fence-error"');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(message));
  });

  it('strict: a bad block throws', () => {
    expect(() => new MarkdownIt().use(markdownItBerserkerBoard, { strict: true }).render('```berserker mode=pzl\n```')).toThrow(/mode: "pzl" is not one of/);
  });
});
