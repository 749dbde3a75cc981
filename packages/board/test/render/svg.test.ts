import { describe, it, expect } from 'vitest';
import { squareName, THEMES } from '../../src/render/svg.js';
import { renderBoardSvg } from '../../src/render/standalone.js';
import type { BoardPicture, MarkerKind } from '../../src/render/svg.js';
import { escapeXml } from '../../src/render/xml.js';
import { parseXml, walk } from './xml-check.js';
import type { XmlElement } from './xml-check.js';
import colorSrc from '../../src/render/color.ts?raw';
import indexSrc from '../../src/render/index.ts?raw';
import piecesSrc from '../../src/render/pieces.ts?raw';
import svgSrc from '../../src/render/svg.ts?raw';
import xmlSrc from '../../src/render/xml.ts?raw';

const LETTERS = 'KQRBNPZACHSFDMJ';

function startPosition(): BoardPicture['pieces'] {
  const back = 'RNBQKBNR';
  const pieces: BoardPicture['pieces'] = [];
  for (let f = 0; f < 8; f++) {
    pieces.push({ square: f, letter: back[f]!, color: 'white' });
    pieces.push({ square: 8 + f, letter: 'P', color: 'white' });
    pieces.push({ square: 48 + f, letter: 'P', color: 'black' });
    pieces.push({ square: 56 + f, letter: back[f]!, color: 'black' });
  }
  return pieces;
}

const KINDS: MarkerKind[] = ['move', 'capture', 'move-only', 'capture-only', 'initial', 'castle', 'placement', 'invalid'];

function showcase(extra: Partial<BoardPicture> = {}): BoardPicture {
  const pieces: BoardPicture['pieces'] = [];
  [...LETTERS].forEach((letter, i) => {
    pieces.push({ square: i, letter, color: 'white' });
    pieces.push({ square: 143 - i, letter, color: 'black' });
  });
  return {
    width: 12,
    height: 12,
    pieces,
    coordinates: true,
    markers: KINDS.map((kind, i) => ({ square: 48 + i, kind })),
    arrows: [{ from: 24, to: 60 }, { from: 30, to: 55, color: 'red' }, { from: 100, to: 77, color: '#1f5fbf' }],
    highlights: [{ square: 84, color: 'yellow' }, { square: 85, color: '#abc' }],
    check: [4],
    lastMove: [90, 102],
    selected: 96,
    ...extra,
  };
}

function parse(svg: string) {
  const { problems, root } = parseXml(svg);
  expect(problems).toEqual([]);
  return walk(root);
}

/**
 * The board's squares as the picture draws them: `<g class="squares">` first after the title (and defs),
 * holding exactly a light `<rect>` under the whole board and, painted over it, one dark `<path>` of
 * `M{x} {y}h100v100h-100z` subpaths. Returns the rect's and path's attributes and the subpaths' origins.
 */
function drawnSquares(svg: string) {
  const root = parse(svg)[0]!;
  const drawn = root.children.filter((e) => e.name !== 'title' && e.name !== 'defs');
  const group = drawn[0]!;
  expect(group.name).toBe('g');
  expect(group.attrs.class).toBe('squares');
  expect(root.children.filter((e) => e.attrs.class === 'squares')).toHaveLength(1);
  expect(group.children.map((e) => `${e.name}.${e.attrs.class}`)).toEqual(['rect.sq light', 'path.sq dark']);
  const [light, dark] = group.children as [XmlElement, XmlElement];
  const d = dark.attrs.d ?? '';
  expect(d).toMatch(/^(?:M\d+ \d+h100v100h-100z)+$/);
  const origins = [...d.matchAll(/M(\d+) (\d+)h100v100h-100z/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  return { light: light.attrs, dark: dark.attrs, origins };
}

/** Top-left corners of the dark squares (a1 dark, colours alternating), worked out from the board. */
function expectedDarkOrigins(w: number, h: number, orientation: 'white' | 'black') {
  const out: (readonly [number, number])[] = [];
  for (let rank = 0; rank < h; rank++) {
    for (let file = 0; file < w; file++) {
      if ((file + rank) % 2 !== 0) continue;
      // white: a1 bottom left, files rightwards, ranks upwards; black: turned half a turn
      out.push(orientation === 'white' ? [file * 100, (h - 1 - rank) * 100] : [(w - 1 - file) * 100, rank * 100]);
    }
  }
  return out;
}

const sortedKeys = (origins: readonly (readonly [number, number])[]) => origins.map(([x, y]) => `${x},${y}`).sort();

describe('renderBoardSvg: document', () => {
  it('is a complete, well-formed standalone svg', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const orientation of ['white', 'black'] as const) {
        const svg = renderBoardSvg(showcase({ theme, orientation }));
        const els = parse(svg);
        const root = els[0]!;
        expect(root.name).toBe('svg');
        expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(root.attrs.viewBox).toBe('0 0 1200 1200');
        expect(root.attrs.width).toBe('100%');
        expect(root.attrs.preserveAspectRatio).toBe('xMidYMid meet');
        expect(root.attrs.role).toBe('img');
        expect(root.attrs['aria-label']).toBeTruthy();
        // exactly one <title>, the root's first child
        expect(els.filter((e) => e.name === 'title').length).toBe(1);
        expect(root.children[0]!.name).toBe('title');
      }
    }
  });

  it('renders every piece letter of both colours', () => {
    const els = parse(renderBoardSvg(showcase()));
    for (const color of ['white', 'black']) {
      for (const l of LETTERS) {
        expect(els.some((e) => e.name === 'g' && e.attrs.class?.startsWith(`piece ${color} ${l}`)), `${color} ${l}`).toBe(true);
      }
    }
  });

  describe.each([
    [8, 8],
    [10, 8],
    [12, 12],
    [1, 1],
    [5, 9],
    // W+H odd: turning the board half a turn swaps the colours, so here orientation moves the dark squares
    [7, 8],
    [3, 2],
  ])('%ix%i board', (w, h) => {
    it.each([
      ['white', 'light'],
      ['black', 'light'],
      ['white', 'dark'],
      ['black', 'dark'],
    ] as const)('orientation %s, theme %s: a light board and exactly its dark squares, with a matching viewBox', (orientation, theme) => {
      const svg = renderBoardSvg({ width: w, height: h, pieces: [], orientation, theme });
      const { light, dark, origins } = drawnSquares(svg);
      expect(svg).toContain(`viewBox="0 0 ${w * 100} ${h * 100}"`);
      // The viewBox alone gives the height: no style attribute, which a page's CSP would block.
      expect(svg).not.toContain('style=');
      // The light rect covers the whole board; inline fills are the theme's, for CSS-less use.
      expect(Number(light.x ?? 0)).toBe(0);
      expect(Number(light.y ?? 0)).toBe(0);
      expect(Number(light.width)).toBe(w * 100);
      expect(Number(light.height)).toBe(h * 100);
      expect(light.fill).toBe(THEMES[theme].light);
      expect(dark.fill).toBe(THEMES[theme].dark);
      // One subpath per dark square, each once, at exactly the dark squares' corners.
      expect(origins.length).toBe(Math.ceil((w * h) / 2));
      expect(sortedKeys(origins)).toEqual(sortedKeys(expectedDarkOrigins(w, h, orientation)));
      // a1 is dark: bottom left with White at the bottom, top right with Black.
      const a1 = orientation === 'white' ? '0,' + (h - 1) * 100 : (w - 1) * 100 + ',0';
      expect(sortedKeys(origins)).toContain(a1);
      // b1 (if any) is light: not in the dark path.
      if (w > 1) {
        const b1 = orientation === 'white' ? '100,' + (h - 1) * 100 : (w - 2) * 100 + ',0';
        expect(sortedKeys(origins)).not.toContain(b1);
      }
    });
  });

  it('rejects impossible dimensions', () => {
    for (const [w, h] of [[0, 8], [13, 8], [8, 8.5], [Number.NaN, 8]]) {
      expect(() => renderBoardSvg({ width: w!, height: h!, pieces: [] })).toThrow(RangeError);
    }
  });

  it('uses the theme colours inline', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: [], theme: 'dark' });
    expect(svg).toContain(`fill="${THEMES.dark.light}"`);
    expect(svg).toContain(`fill="${THEMES.dark.dark}"`);
    expect(svg).not.toContain(THEMES.light.light);
  });
});

describe('renderBoardSvg: geometry', () => {
  const textPos = (svg: string, label: string, cls: 'file' | 'rank') => {
    const els = parse(svg).filter((e) => e.name === 'text' && e.attrs.class?.startsWith(`coord ${cls} `) && e.text === label);
    expect(els.length).toBe(1);
    return { x: Number(els[0]!.attrs.x), y: Number(els[0]!.attrs.y) };
  };

  it('draws file letters and rank numbers, and orientation flips them', () => {
    const white = renderBoardSvg({ width: 8, height: 8, pieces: [], coordinates: true });
    const black = renderBoardSvg({ width: 8, height: 8, pieces: [], coordinates: true, orientation: 'black' });
    // white: a..h left to right along the bottom, 1 at the bottom
    expect(textPos(white, 'a', 'file').x).toBeLessThan(textPos(white, 'h', 'file').x);
    expect(textPos(white, '1', 'rank').y).toBeGreaterThan(textPos(white, '8', 'rank').y);
    expect(textPos(white, 'a', 'file').y).toBeGreaterThan(700);
    // black: h..a, 8 at the bottom, ranks still on the left edge
    expect(textPos(black, 'a', 'file').x).toBeGreaterThan(textPos(black, 'h', 'file').x);
    expect(textPos(black, '1', 'rank').y).toBeLessThan(textPos(black, '8', 'rank').y);
    expect(textPos(black, '1', 'rank').x).toBeLessThan(100);
    expect(textPos(black, 'a', 'file').y).toBeGreaterThan(700);
  });

  it('labels files a..l and ranks 1..12 on the largest board, and no coordinates unless asked', () => {
    const svg = renderBoardSvg({ width: 12, height: 12, pieces: [], coordinates: true });
    for (const f of 'abcdefghijkl') textPos(svg, f, 'file');
    for (let r = 1; r <= 12; r++) textPos(svg, String(r), 'rank');
    expect(renderBoardSvg({ width: 12, height: 12, pieces: [] })).not.toContain('<text');
  });

  it('orientation black puts a1 at the top right', () => {
    // located by the pieces standing on a1 and j8
    const at = (svg: string, name: string) => {
      const m = new RegExp(`<g data-square="${name}" transform="translate\\((\\d+) (\\d+)\\)">`).exec(svg);
      expect(m, name).not.toBeNull();
      return [Number(m![1]), Number(m![2])];
    };
    const pieces: BoardPicture['pieces'] = [{ square: 0, letter: 'R', color: 'white' }, { square: 79, letter: 'R', color: 'black' }];
    const w = renderBoardSvg({ width: 10, height: 8, pieces });
    const b = renderBoardSvg({ width: 10, height: 8, pieces, orientation: 'black' });
    expect(at(w, 'a1')).toEqual([0, 700]);
    expect(at(w, 'j8')).toEqual([900, 0]);
    expect(at(b, 'a1')).toEqual([900, 0]);
    expect(at(b, 'j8')).toEqual([0, 700]);
    // and the squares turn with them: a1 and j8 are dark, so the dark path has a square at each corner
    for (const svg of [w, b]) {
      const dark = sortedKeys(drawnSquares(svg).origins);
      for (const corner of ['0,700', '900,0']) expect(dark).toContain(corner);
      for (const corner of ['0,0', '900,700']) expect(dark).not.toContain(corner);
    }
    // On a board whose colours a half turn swaps (7x8: a1 dark, g8 light), the dark corner moves too.
    const w7 = sortedKeys(drawnSquares(renderBoardSvg({ width: 7, height: 8, pieces: [] })).origins);
    const b7 = sortedKeys(drawnSquares(renderBoardSvg({ width: 7, height: 8, pieces: [], orientation: 'black' })).origins);
    expect(w7).toContain('0,700');
    expect(w7).not.toContain('600,0');
    expect(b7).toContain('600,0');
    expect(b7).not.toContain('0,700');
  });

  it('places pieces on their squares', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: [{ square: 4, letter: 'K', color: 'white' }, { square: 60, letter: 'Z', color: 'black' }] });
    expect(svg).toMatch(/<g data-square="e1" transform="translate\(400 700\)"><g class="piece white K"/);
    expect(svg).toMatch(/<g data-square="e8" transform="translate\(400 0\)"><g class="piece black Z berserker"/);
    const flipped = renderBoardSvg({ width: 8, height: 8, orientation: 'black', pieces: [{ square: 4, letter: 'K', color: 'white' }] });
    expect(flipped).toContain('<g data-square="e1" transform="translate(300 0)">');
  });

  it('ignores pieces, markers, arrows and tints off the board', () => {
    const svg = renderBoardSvg({
      width: 8,
      height: 8,
      pieces: [{ square: 64, letter: 'K', color: 'white' }, { square: -1, letter: 'Q', color: 'black' }, { square: 1.5, letter: 'R', color: 'white' }],
      markers: [{ square: 99, kind: 'move' }, { square: 3, kind: 'bogus' as MarkerKind }],
      arrows: [{ from: 0, to: 64 }, { from: 3, to: 3 }],
      highlights: [{ square: 70, color: 'red' }],
      check: [100],
      lastMove: [-5, 200],
      selected: 64,
    });
    const els = parse(svg);
    expect(els.some((e) => e.attrs.class?.startsWith('piece'))).toBe(false);
    expect(svg).not.toContain('class="marker');
    expect(svg).not.toContain('<line');
    expect(svg).not.toContain('class="tints"');
    expect(svg).not.toContain('<defs>');
  });
});

describe('renderBoardSvg: overlays', () => {
  it('draws each marker kind distinctly', () => {
    const shapes = KINDS.map((kind) => {
      const svg = renderBoardSvg({ width: 8, height: 8, pieces: [], markers: [{ square: 27, kind }] });
      parse(svg);
      const m = new RegExp(`<g class="marker ${kind}">(.*?)</g>`).exec(svg);
      expect(m, kind).not.toBeNull();
      return m![1]!;
    });
    expect(new Set(shapes).size).toBe(KINDS.length);
  });

  it('validates highlight colours: hex and a few names only', () => {
    const bad = ['pink', 'url(#evil)', 'red" onload="alert(1)', '#12345', 'javascript:alert(1)', '', 'expression(1)'];
    const svg = renderBoardSvg({
      width: 8,
      height: 8,
      pieces: [],
      highlights: [
        { square: 0, color: 'red' },
        { square: 1, color: '#00ff00' },
        { square: 2, color: '#0f08' },
        ...bad.map((color, i) => ({ square: 10 + i, color })),
      ],
    });
    parse(svg);
    const hl = [...svg.matchAll(/<rect class="highlight"[^>]*fill="([^"]*)"/g)].map((m) => m[1]);
    expect(hl).toEqual(['#d62828', '#00ff00', '#0f08']);
    for (const b of bad.filter(Boolean)) expect(svg).not.toContain(escapeXml(b));
    expect(svg).not.toContain('onload');
  });

  it('draws arrows with arrowheads from per-colour markers, skipping bad colours', () => {
    const svg = renderBoardSvg({
      width: 8,
      height: 8,
      pieces: [],
      idPrefix: 'diag1',
      arrows: [{ from: 12, to: 28 }, { from: 6, to: 21, color: 'blue' }, { from: 1, to: 18, color: 'blue' }, { from: 0, to: 9, color: 'url(#x)' }],
    });
    parse(svg);
    expect(svg.match(/<line class="arrow"/g)!.length).toBe(3);
    expect(svg.match(/<marker /g)!.length).toBe(2);
    expect(svg).toContain('id="diag1-ah0"');
    expect(svg).toContain('id="diag1-ah1"');
    expect(svg).toContain('marker-end="url(#diag1-ah1)"');
    expect(svg).not.toContain('url(#x)');
  });

  it('tints last move, selection and check', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: [], lastMove: [12, 28], selected: 1, check: [4, 60], idPrefix: 'p' });
    parse(svg);
    expect(svg.match(/class="last-move"/g)!.length).toBe(2);
    expect(svg.match(/class="selected"/g)!.length).toBe(1);
    expect(svg.match(/class="check"/g)!.length).toBe(2);
    expect(svg).toContain('<radialGradient id="p-check">');
    expect(svg).toContain('fill="url(#p-check)"');
  });
});

describe('renderBoardSvg: ids, escaping, determinism', () => {
  it('is deterministic for the same input', () => {
    const a = renderBoardSvg(showcase());
    const b = renderBoardSvg(showcase());
    expect(a).toBe(b);
    expect(renderBoardSvg({ width: 8, height: 8, pieces: startPosition(), coordinates: true })).toBe(
      renderBoardSvg({ width: 8, height: 8, pieces: startPosition(), coordinates: true }),
    );
  });

  it('derives different id prefixes for different pictures, and honours a safe idPrefix', () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    const a = ids(renderBoardSvg(showcase()));
    const b = ids(renderBoardSvg(showcase({ selected: 97 })));
    expect(a.length).toBeGreaterThan(0);
    for (const id of a) expect(b).not.toContain(id);
    expect(new Set(a).size).toBe(a.length);
    expect(ids(renderBoardSvg(showcase({ idPrefix: 'board-2' }))).every((id) => id.startsWith('board-2-'))).toBe(true);
    // an unsafe prefix falls back to the hash
    const unsafe = renderBoardSvg(showcase({ idPrefix: '"><script>' }));
    expect(unsafe).not.toContain('<script');
    expect(ids(unsafe)).toEqual(a);
  });

  it('escapes the title everywhere', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: [], title: '<script>alert("x")</script> & \'more\'' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;more&apos;');
    const els = parse(svg);
    expect(els[0]!.attrs['aria-label']).toContain('&lt;script&gt;');
    expect(els.some((e) => e.name === 'script')).toBe(false);
  });

  it('escapes odd piece letters too', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: [{ square: 0, letter: '<img src=x onerror=alert(1)>', color: 'white' }] });
    parse(svg);
    expect(svg).not.toContain('<img');
  });

  it('describes the position when there is no title', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: startPosition() });
    const label = parse(svg)[0]!.attrs['aria-label']!;
    expect(label).toContain('8 by 8');
    expect(label).toContain('King e1');
    expect(label).toContain('Queen d8');
  });

  it('squareName covers 12 files', () => {
    expect(squareName(0, 8)).toBe('a1');
    expect(squareName(63, 8)).toBe('h8');
    expect(squareName(143, 12)).toBe('l12');
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a b="c" d='e'>&`)).toBe('&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;');
    expect(escapeXml('a\u0000b\u0007c\ud800d')).toBe('abcd');
    expect(escapeXml('♞ ok 😀')).toBe('♞ ok 😀');
  });
});

describe('no DOM', () => {
  it('the render sources use no DOM or browser globals and import nothing outside the folder', () => {
    const sources = { colorSrc, indexSrc, piecesSrc, svgSrc, xmlSrc };
    for (const [f, text] of Object.entries(sources)) {
      expect(text.length, f).toBeGreaterThan(100);
      const src = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(src, f).not.toMatch(/\b(document|window|navigator|DOMParser|XMLSerializer|HTMLElement|customElements)\b/);
      for (const m of src.matchAll(/from '([^']+)'/g)) expect(m[1], f).toMatch(/^\.\/[\w-]+\.js$/);
    }
  });
});
