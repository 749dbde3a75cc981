/**
 * renderGameHtml: the static fallback of an annotated game (no JavaScript, print, feed readers) — the
 * header, the diagram of the start or of a chosen move, the main line with comments, glyphs and Oh No!
 * take-backs; DOM-free, every text escaped. Expectations are read off the PGN text by hand.
 */
import { describe, it, expect } from 'vitest';
import { readGameTree } from '@berserker-chess/engine';
import { renderGameHtml } from '../../src/render/index.js';
import { parseXml } from './xml-check.js';
import gameSrc from '../../src/render/game.ts?raw';

const PGN = `[Event "Paris <Opera> & co"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

{ Philidor's Defence. [%csl Ge4,Ge5] } 1. e4 e5 2. Nf3 d6 3. d4 { [%cal Gd4e5] } Bg4 $6 { Pinning <the> knight. }
( 3... exd4 4. Nxd4 ) 4. dxe5 Bxf3 1-0`;

const SEED = `[Variant "Berserker"]
[Rules "ohNo=on"]

1. e3 e5 2. Ng1=Z d5 3. Be2 e4 { Oh no! Nc6 } *`;

/** The text of the moves paragraph, tags removed. */
const movesText = (out: string) => /<p class="berserker-game-moves">(.*?)<\/p>/.exec(out)![1]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('renderGameHtml', () => {
  it('the header, the start diagram with the opening highlights, and the main line with comments and glyphs', () => {
    const out = renderGameHtml(PGN);
    expect(out.startsWith('<div class="berserker-game">')).toBe(true);
    expect(out).toContain('<p class="berserker-game-header"><strong><bdi>Paul Morphy</bdi> – <bdi>Duke Karl / Count Isouard</bdi></strong>, <bdi>Paris &lt;Opera&gt; &amp; co</bdi>, <bdi>Paris FRA</bdi>, <bdi>1858</bdi></p>');
    expect(out).toContain('<figcaption>The starting position</figcaption>');
    // The opening comment's [%csl] squares are tinted on the start diagram.
    expect(out.match(/class="highlight"/g)).toHaveLength(2);
    // Variations are left out; numbers before White's moves and after a comment; glyphs after the move.
    expect(movesText(out)).toBe("Philidor&apos;s Defence. 1. e4 e5 2. Nf3 d6 3. d4 Bg4?! Pinning &lt;the&gt; knight. 4. dxe5 Bxf3 1-0");
    expect(out).not.toContain('exd4');
    expect(parseXml(out.replace(/<svg[\s\S]*<\/svg>/, '<svg/>')).problems).toEqual([]);
  });

  it('the diagram of a chosen ply (or the last) with that move\'s arrows and last move', () => {
    const d4 = renderGameHtml(PGN, { ply: 5 });
    expect(d4).toContain('<figcaption>Position after 3. d4</figcaption>');
    expect(d4.match(/class="arrow"/g)).toHaveLength(1);
    expect(d4.match(/class="last-move"/g)).toHaveLength(2);
    const last = renderGameHtml(PGN, { ply: 'last' });
    expect(last).toContain('<figcaption>Position after 4… Bxf3</figcaption>');
    expect(last).toContain('data-square="f3"');
    // A path picks a move of a variation.
    expect(renderGameHtml(PGN, { path: '0.0.0.0.0.1.0' })).toContain('<figcaption>Position after 4. Nxd4</figcaption>');
    // Plies beyond the line are clamped.
    expect(renderGameHtml(PGN, { ply: 99 })).toContain('Position after 4… Bxf3');
  });

  it('the SVG is the renderer\'s, well-formed, oriented and themed as asked', () => {
    const out = renderGameHtml(PGN, { ply: 2, orientation: 'black', coordinates: true, theme: 'dark' });
    const svg = /<svg[\s\S]*<\/svg>/.exec(out)![0];
    expect(parseXml(svg).problems).toEqual([]);
    expect(svg).toContain('class="coords"');
    expect(svg).toContain('#5d6d7e'); // the dark theme's dark squares
    // Black at the bottom: a8 (its rook) in the bottom-right corner, h1 (White's rook) in the top-left.
    expect(svg).toContain('<g data-square="a8" transform="translate(700 700)">');
    expect(svg).toContain('<g data-square="h1" transform="translate(0 0)">');
  });

  it('Berserker games: placements as the engine writes them, the Oh No! take-back struck through and said in words', () => {
    const out = renderGameHtml(SEED, { ply: 'last' });
    expect(movesText(out)).toBe('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 Nc6 (taken back with Oh No!)');
    expect(out).toContain('<del>Nc6</del><small> (taken back with Oh No!)</small>');
    expect(out).toContain('Position after 3… e4');
  });

  it("a page in another language gives the fallback's words: the caption, the take-back note, the picture's description", () => {
    const words = { start: 'Die Ausgangsstellung', positionAfter: 'Stellung nach {move}', takenBack: 'mit „Oh nein!“ zurückgenommen' };
    const out = renderGameHtml(SEED, { ply: 'last', words });
    expect(out).toContain('<figcaption>Stellung nach 3… e4</figcaption>');
    expect(out).toContain('<title>Stellung nach 3… e4</title>');
    expect(out).toContain('<del>Nc6</del><small> (mit „Oh nein!“ zurückgenommen)</small>');
    expect(out).not.toMatch(/Position after|taken back|Chess diagram/);
    expect(renderGameHtml(SEED, { words })).toContain('<figcaption>Die Ausgangsstellung</figcaption>');
    // Without words: English, the picture described piece by piece, as before.
    expect(renderGameHtml(SEED)).toContain('<title>Chess diagram, 8 by 8.');
  });

  it('reads a tree the engine read, one game of several, and refuses what names nothing', () => {
    expect(movesText(renderGameHtml(readGameTree(SEED)))).toContain('1. e3 e5 2. Ng1=Z');
    const two = `${PGN}\n\n[White "X"]\n\n1. c4 *`;
    expect(renderGameHtml(two, { game: 1 })).toContain('<strong><bdi>X</bdi> – <bdi>?</bdi></strong>');
    expect(() => renderGameHtml(two, { game: 2 })).toThrow(/no game 2/);
    expect(() => renderGameHtml(two, { game: 2 })).toThrow(expect.objectContaining({ code: 'ERR_ARGS' }));
    expect(() => renderGameHtml(PGN, { path: '0.9' })).toThrow(/no move at path/);
    expect(() => renderGameHtml('1. e4 Ke7 *')).toThrow(/Ke7/);
  });

  it('shapes off the board are not drawn and do not throw; only the game shown is read (issue 28)', () => {
    const csl = renderGameHtml('1. e4 {[%csl Gz9]} *', { ply: 1 });
    expect(csl).toContain('Position after 1. e4');
    const cal = renderGameHtml('1. e4 {[%cal Gl12a1,Ge2e4]} *', { ply: 1 });
    expect(cal.match(/<line class="arrow"/g)?.length, "e2e4 drawn, l12a1 not").toBe(1);
    // The second game is illegal: reading it would throw; the first is shown without it.
    expect(movesText(renderGameHtml('1. e4 *\n\n1. Ke5 *', { game: 0 }))).toBe('1. e4');
  });

  it('names and facts are bidi-isolated: a right-to-left override stays inside its name (issue 28)', () => {
    const out = renderGameHtml('[White "Alice \u202E"]\n[Black "Bob"]\n\n1. e4 *');
    expect(out).toContain('<strong><bdi>Alice \u202E</bdi> – <bdi>Bob</bdi></strong>');
  });

  it('uses no DOM: only the renderer\'s own modules and the engine', () => {
    const src = gameSrc.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(src).not.toMatch(/\b(document|window|navigator|DOMParser|HTMLElement|customElements)\b/);
    for (const m of src.matchAll(/from '([^']+)'/g)) expect(m[1]).toMatch(/^(\.\/[\w-]+\.js|@berserker-chess\/engine)$/);
  });
});
