import { describe, it, expect } from 'vitest';
import { PIECE_NAMES, pieceSvg, BERSERKER_RED } from '../../src/render/pieces.js';
import { parseXml, walk } from './xml-check.js';

const LETTERS = ['K', 'Q', 'R', 'B', 'N', 'P', 'Z', 'A', 'C', 'H', 'S', 'F', 'D', 'M', 'J'];
const COLORS = ['white', 'black'] as const;

/** Pieces are fragments: wrap them in an svg root to check them as a document. */
function doc(fragment: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${fragment}</svg>`;
}

describe('pieceSvg', () => {
  for (const color of COLORS) {
    for (const letter of LETTERS) {
      it(`draws ${color} ${letter} (${PIECE_NAMES[letter]}) as a well-formed <g> of shapes`, () => {
        const svg = pieceSvg(letter, color);
        expect(svg.startsWith('<g ')).toBe(true);
        expect(svg.endsWith('</g>')).toBe(true);
        const { problems, root } = parseXml(doc(svg));
        expect(problems).toEqual([]);
        const els = walk(root);
        expect(els.filter((e) => ['path', 'circle', 'rect', 'ellipse'].includes(e.name)).length).toBeGreaterThan(2);
        // no text: every piece is drawn, none is a letter
        expect(els.some((e) => e.name === 'text')).toBe(false);
        // coordinates stay roughly in the 100-box
        for (const n of svg.matchAll(/(?:[MLHVCQ ]|^)(-?\d+(?:\.\d+)?)/g)) {
          const v = Number(n[1]);
          expect(v).toBeGreaterThanOrEqual(-5);
          expect(v).toBeLessThanOrEqual(105);
        }
      });
    }
  }

  it('gives every letter its own drawing', () => {
    for (const color of COLORS) {
      const seen = new Map<string, string>();
      for (const l of LETTERS) {
        const body = pieceSvg(l, color).replace(/class="[^"]*"/, '');
        expect(seen.get(body), `${l} looks like ${seen.get(body)}`).toBeUndefined();
        seen.set(body, l);
      }
    }
  });

  it('uses the specified palette: white #fff with #1b1b1b outline, black #222 with light details', () => {
    const w = pieceSvg('R', 'white');
    expect(w).toContain('fill="#fff" stroke="#1b1b1b" stroke-width="3"');
    const b = pieceSvg('R', 'black');
    expect(b).toContain('fill="#222"');
    expect(b).toMatch(/stroke="#ececec"/);
    expect(b).not.toContain('fill="#fff" stroke="#1b1b1b"');
  });

  it('marks the Berserker with red halo and sash plus a shape cue (jagged mane) that the knight lacks', () => {
    for (const color of COLORS) {
      const z = pieceSvg('Z', color);
      const n = pieceSvg('N', color);
      expect(z).toContain(BERSERKER_RED);
      expect(n).not.toContain(BERSERKER_RED);
      expect(z).toContain('class="piece ' + color + ' Z berserker"');
      // halo: a red ring with an outline ring under it
      expect(z).toMatch(new RegExp(`<circle [^>]*fill="none" stroke="${BERSERKER_RED}"`));
      // not only colour: extra geometry (the ring, the sash and the saw-toothed mane)
      expect(z.match(/<(path|circle)/g)!.length).toBeGreaterThan(n.match(/<(path|circle)/g)!.length + 2);
      expect(z).toContain('L57 13L60 22');
      expect(n).not.toContain('L57 13L60 22');
    }
  });

  it('berserker option: a knight becomes the Berserker, other pieces get the marks', () => {
    const strip = (s: string) => s.replace(/class="[^"]*"/, '');
    expect(strip(pieceSvg('N', 'white', { berserker: true }))).toBe(strip(pieceSvg('Z', 'white')));
    expect(pieceSvg('N', 'white', { berserker: true })).toContain('class="piece white N berserker"');
    const q = pieceSvg('Q', 'black', { berserker: true });
    expect(q).toContain(BERSERKER_RED);
    expect(q).toContain('berserker');
    expect(parseXml(doc(q)).problems).toEqual([]);
  });

  it('accepts lower-case letters and falls back to an escaped label for unknown ones', () => {
    expect(pieceSvg('q', 'white')).toBe(pieceSvg('Q', 'white'));
    const x = pieceSvg('<x', 'black');
    expect(x).not.toContain('<x');
    expect(x).toContain('&lt;X');
    expect(parseXml(doc(x)).problems).toEqual([]);
  });

  it('names every letter', () => {
    for (const l of LETTERS) expect(PIECE_NAMES[l]).toMatch(/^[A-Z][a-z]+$/);
    expect(PIECE_NAMES.Z).toBe('Berserker');
    expect(Object.keys(PIECE_NAMES).sort()).toEqual([...LETTERS].sort());
  });
});
