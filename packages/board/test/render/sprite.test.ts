/**
 * The piece sprite (renderPieceSprite) and pictures that refer to it (BoardPicture.pieceRefs): a page of
 * diagrams carries each piece's drawing once. The referring picture must place the same pieces as the
 * standalone one, and every reference must find its symbol.
 */
import { describe, expect, it } from 'vitest';
import { renderBoardSvg, renderPieceSprite, pieceSvg, PIECE_NAMES, themeCss, THEMES } from '../../src/render/index.js';

type Piece = { square: number; letter: string; color: 'white' | 'black' };
const START: Piece[] = [
  ...'RNBQKBNR'.split('').map((letter, file): Piece => ({ square: file, letter, color: 'white' })),
  ...'RNBQKBNR'.split('').map((letter, file): Piece => ({ square: 56 + file, letter, color: 'black' })),
  { square: 27, letter: 'Z', color: 'white' },
  { square: 36, letter: 'X', color: 'black' },
];

describe('the piece sprite', () => {
  it('holds every named piece in both colours, drawn as pieceSvg draws it', () => {
    const sprite = renderPieceSprite('bbp');
    for (const letter of Object.keys(PIECE_NAMES)) {
      for (const [c, color] of [['w', 'white'], ['b', 'black']] as const) {
        expect(sprite).toContain(`<symbol id="bbp-${c}${letter}" viewBox="0 0 100 100">${pieceSvg(letter, color)}</symbol>`);
      }
    }
    expect(sprite).toMatch(/^<svg [^>]*width="0" height="0" aria-hidden="true"/);
    expect(() => renderPieceSprite('1 bad"id')).toThrow(RangeError);
  });

  it('a picture with pieceRefs places the same pieces by reference (unknown letters inline), and is much smaller', () => {
    const pic = { width: 8, height: 8, pieces: START, coordinates: true, title: 't', idPrefix: 'p' };
    const inline = renderBoardSvg(pic);
    const refs = renderBoardSvg({ ...pic, pieceRefs: 'bbp' });
    const sprite = renderPieceSprite('bbp');
    // Inline, a piece is a group moved to its square; by reference, one <use> placed at the same x and y.
    const inlinePlaces = [...inline.matchAll(/<g data-square="([a-l]\d+)" transform="translate\((\d+) (\d+)\)">/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    const refPlaces = [...refs.matchAll(/<use data-square="([a-l]\d+)" [^>]*x="(\d+)" y="(\d+)"/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    const unknownPlaces = [...refs.matchAll(/<g data-square="([a-l]\d+)" transform="translate\((\d+) (\d+)\)">/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    expect(unknownPlaces).toHaveLength(1); // the unknown letter, drawn inline
    expect([...refPlaces, ...unknownPlaces].sort()).toEqual([...inlinePlaces].sort());
    const used = [...refs.matchAll(/href="#([\w-]+)"/g)].map((m) => m[1]);
    expect(used).toHaveLength(START.length - 1);
    for (const id of used) expect(sprite).toContain(`id="${id}"`);
    expect(refs).toMatch(/<use data-square="[a-l]\d+" class="piece white Z berserker" href="#bbp-wZ"/);
    expect(refs).toContain(pieceSvg('X', 'black')); // no symbol for it: drawn inline
    expect(refs.length).toBeLessThan(inline.length / 2);
  });

  it('themeCss recolours a picture’s squares and coordinates to the other theme, by their classes', () => {
    const svg = renderBoardSvg({ width: 8, height: 8, pieces: [], coordinates: true, title: 't', idPrefix: 'p' });
    // Every coordinate says which square colour it sits on, as the fill it was given does.
    for (const m of svg.matchAll(/<text class="coord (?:file|rank) on-(light|dark)"[^>]*fill="([^"]+)"/g)) {
      expect(m[2]).toBe(m[1] === 'light' ? THEMES.light.coordOnLight : THEMES.light.coordOnDark);
    }
    const css = themeCss('.x', 'dark');
    expect(css).toContain(`.x .sq.light{fill:${THEMES.dark.light}}`);
    expect(css).toContain(`.x .sq.dark{fill:${THEMES.dark.dark}}`);
    expect(css).toContain(`.x .coord.on-light{fill:${THEMES.dark.coordOnLight}}`);
    expect(css).toContain(`.x .coord.on-dark{fill:${THEMES.dark.coordOnDark}}`);
  });
});
