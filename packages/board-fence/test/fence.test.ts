// The fence core: a ```berserker block's options and body → the element with its still picture, or an
// error box naming what is wrong and on which line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OPTIONS, parseInfo, readBody, renderFence } from 'berserker-board-fence';

const ok = (info: string, body: string) => {
  const r = renderFence({ info, body, line: 10, file: 'post.md' });
  if (!r.ok) throw new Error(r.message);
  return r;
};
const bad = (info: string, body: string) => {
  const r = renderFence({ info, body, line: 10, file: 'post.md' });
  if (r.ok) throw new Error(`expected an error for ${info} / ${body}`);
  return r;
};
/** The element's opening tag. */
const open = (html: string) => /^<berserker-board[^>]*>/.exec(html)?.[0] ?? '';

describe('options', () => {
  it('every attribute of the element is an option (custom-elements.json), and caption', () => {
    const manifest = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('berserker-board/custom-elements.json'), 'utf8'));
    const decl = manifest.modules.flatMap((m: any) => m.declarations ?? []).find((d: any) => d.tagName === 'berserker-board');
    const attrs = decl.attributes.map((a: any) => a.name).sort();
    expect(OPTIONS.filter((o) => o !== 'caption').sort()).toEqual(attrs);
  });

  it('reads values, quoted values and flags', () => {
    expect(parseInfo(`berserker variant=chess label="A puzzle: mate in 2" caption='It is "quoted"' coordinates menu=false`)).toEqual({
      options: { variant: 'chess', label: 'A puzzle: mate in 2', caption: 'It is "quoted"', coordinates: true },
      problems: [],
    });
  });
});

describe('the body', () => {
  it('tells a FEN, moves, a FEN with moves and a PGN apart', () => {
    expect(readBody('8/8/8/8/8/8/8/K6k w - - 0 1')).toMatchObject({ kind: 'position', fen: '8/8/8/8/8/8/8/K6k w - - 0 1', moves: '' });
    expect(readBody('1. e3 e5\n2. Nb1=Z Nf6\n')).toMatchObject({ kind: 'position', fen: '', moves: '1. e3 e5 2. Nb1=Z Nf6', movesLine: 1 });
    expect(readBody('\n6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t\n\nZf7#')).toMatchObject({ kind: 'position', fen: '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t', fenLine: 2, moves: 'Zf7#', movesLine: 4 });
    expect(readBody('[White "A"]\n\n1. e4 *')).toMatchObject({ kind: 'pgn', line: 1 });
    expect(readBody('1. e4 { a comment } e5 *')).toMatchObject({ kind: 'pgn' });
  });
});

describe('a board', () => {
  it('moves: the attributes as the engine writes them, the picture of the end of the moves inside', () => {
    const r = ok('berserker variant=chess coordinates', '1.e4 e5 2.Nf3');
    expect(open(r.html)).toBe('<berserker-board class="berserker-fence" variant="chess" moves="1. e4 e5 2. Nf3" coordinates>');
    // The still picture as the element takes it: an <svg> inside, under a status line in the live board's place.
    expect(r.html).toMatch(/<div class="bb-fallback"><p class="bb-situation bb-status">Black to move\.<\/p><div class="bb-fallback-board"><svg [^>]*class="berserker-board-svg"/);
    expect(r.html).toContain('<p class="bb-moves">1. e4 e5 2. Nf3</p>');
    expect(r.html).toMatch(/data-square="f3"[^>]*><g class="piece white N"/);
    expect(r.html.endsWith('</berserker-board>')).toBe(true);
    expect(r.attributes).toEqual([['class', 'berserker-fence'], ['variant', 'chess'], ['moves', '1. e4 e5 2. Nf3'], ['coordinates', '']]);
  });

  it('lang: the still picture\'s status line in the block\'s language, as the live board will say it', () => {
    expect(ok('berserker variant=chess lang=de', '1.e4 e5 2.Nf3').html).toContain('<p class="bb-situation bb-status">Schwarz am Zug.</p>');
    expect(ok('berserker lang=fr', '1. e3 e5').html).toMatch(/<p class="bb-situation bb-status">[^<]*Berserker[^<]*\.<\/p>/);
    expect(ok('berserker lang=fr', '1. e3 e5').html).not.toContain('places');
    // A language without a table (and English) keeps the engine's sentence.
    expect(ok('berserker variant=chess lang=pt', '1.e4').html).toContain('<p class="bb-situation bb-status">Black to move.</p>');
  });

  it('a FEN: the position drawn, the FEN as the attribute; Berserker by default', () => {
    const r = ok('berserker', '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
    expect(open(r.html)).toBe('<berserker-board class="berserker-fence" variant="berserker" fen="6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t">');
    expect(r.html).toContain('White to move.');
  });

  it('a puzzle: FEN, the move that sets it, options; the picture after the moves', () => {
    const r = ok('berserker variant=chess mode=puzzle solution="Qxf7#" mate-in=1 label="Mate in one"', '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6');
    expect(open(r.html)).toBe('<berserker-board class="berserker-fence" variant="chess" moves="1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6" mode="puzzle" solution="Qxf7#" mate-in="1" label="Mate in one">');
    expect(r.html).toContain('White to move.');
    expect(r.html).toMatch(/data-square="f6"[^>]*><g class="piece black N"/);
  });

  it('ply: the picture shows the position at that ply, the element opens there', () => {
    const r = ok('berserker variant=chess ply=0', '1. e4 e5');
    expect(open(r.html)).toContain('ply="0"');
    expect(r.html).toContain('White to move.');
    expect(r.html).not.toContain('data-square="e4"');
  });

  it('a PGN: inside <script type="application/x-chess-pgn">, the game drawn by the renderer', () => {
    const r = ok('berserker menu', '[Variant "Berserker"]\n[White "Ann"]\n\n1. e3 e5 2. Ng1=Z { the release } 2... Nf6 *');
    expect(open(r.html)).toBe('<berserker-board class="berserker-fence" menu>');
    expect(r.html).toContain('<script type="application/x-chess-pgn">\n[Variant "Berserker"]');
    expect(r.html).toContain('class="berserker-game"');
    expect(r.html).toContain('the release');
  });

  it('a caption becomes the caption slot, as text', () => {
    expect(ok('berserker caption="Black <b>wins</b>"', '').html).toContain('<span slot="caption" class="bb-caption">Black &lt;b&gt;wins&lt;/b&gt;</span>');
  });
});

describe('escaping', () => {
  it('</script and <!-- in a PGN are escaped, so the PGN cannot end the script early', () => {
    const r = ok('berserker variant=chess', '1. e4 { see </script><img src=x onerror=alert(1)> <!-- } e5 *');
    const script = /<script type="application\/x-chess-pgn">([\s\S]*?)<\/script>/.exec(r.html)![1]!;
    expect(script).toContain('<\\/script><img src=x onerror=alert(1)> <\\!--');
    expect(r.html.match(/<\/script/g)).toHaveLength(1);
    expect(r.html.replace(script, '')).not.toContain('<img');
  });

  it('attribute quotes and markup are escaped', () => {
    const r = ok(`berserker label='He said "go" <now> & then' play-url="/play/?a=1&b='2'"`, '');
    expect(open(r.html)).toContain('label="He said &quot;go&quot; &lt;now&gt; &amp; then"');
    expect(open(r.html)).toContain('play-url="/play/?a=1&amp;b=&apos;2&apos;"');
  });
});

describe('bad input: an error box naming what and where', () => {
  it.each([
    ['an unknown option', 'berserker colour=red', '', /unknown option "colour"/, 10],
    ['a bad mode', 'berserker mode=pzl', '', /mode: "pzl" is not one of view, play, puzzle/, 10],
    ['an unknown variant', 'berserker variant=shogi', '', /variant: unknown variant "shogi"/, 10],
    ['bad rules', 'berserker rules="trigger=bogus"', '', /rules: .*"bogus" is not a value of trigger/, 10],
    ['a broken FEN', 'berserker variant=chess', '\nrnbqkbnr/pppppppp/8 w KQkq', /fen: /, 12],
    ['an illegal move', 'berserker variant=chess', '1. e4 e5\n2. Ke3', /moves: ply 3 \(2\.\): "Ke3" is not legal for White/, 11],
    ['a bad PGN', 'berserker', '[White "A"]\n\n1. e4 e5\n2. Nf3 { unclosed *', /the PGN cannot be read: line 4 of the PGN, column 8: unterminated comment/, 14],
    ['an illegal move in a PGN', 'berserker', '[Variant "Standard"]\n1. e4 e5 2. Ke3 *', /ply 3 \(2\.\): "Ke3" is not legal/, 11],
    ['a ply beyond the moves', 'berserker variant=chess ply=5', '1. e4', /ply: 5 is beyond the moves \(1\)/, 10],
    ['a flag with a value', 'berserker coordinates=yes', '', /coordinates is a flag/, 10],
    ['a refused link', 'berserker play-url="javascript:alert(1)"', '', /play-url: javascript: links are refused/, 10],
    ['a square off the board', 'berserker arrows="e2e9"', '', /arrows: /, 10],
    ['a wrong solution', 'berserker variant=chess mode=puzzle solution="Ke3"', '', /solution: .*"Ke3" is not legal/, 10],
  ])('%s', (_name, info, body, message, line) => {
    const r = bad(info, body);
    expect(r.message).toMatch(message);
    expect(r.message.startsWith(`post.md:${line}: berserker block: `)).toBe(true);
    expect(r.html).toMatch(/^<div class="berserker-fence-error" data-berserker-fence-error><p><strong>This board could not be drawn<\/strong> \(post\.md, line \d+\): /);
    expect(r.html).toContain(`post.md, line ${line}`);
    // The block as written, as text.
    expect(r.html).toContain('<pre><code>```');
    expect(r.html).not.toContain('<berserker-board');
  });

  it('the fence text in the box is escaped', () => {
    const r = bad('berserker mode=<script>alert(1)</script>', '');
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;');
  });
});
