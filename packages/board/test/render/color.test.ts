import { describe, it, expect } from 'vitest';
import { contrastRatio, readableOn, relativeLuminance, safeColor } from '../../src/render/color.js';
import { THEMES } from '../../src/render/svg.js';
import { renderBoardSvg } from '../../src/render/standalone.js';
import { parseXml, walk } from './xml-check.js';

describe('contrastRatio', () => {
  it('matches the WCAG reference points', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    // a well-known pair: #767676 on white is just above 4.5:1
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('readableOn reaches the target ratio', () => {
    for (const bg of ['#f0d9b5', '#b58863', '#808080', '#123456', '#fafafa']) {
      for (const pref of ['#b58863', '#f0d9b5', '#ff0000']) {
        expect(contrastRatio(bg, readableOn(bg, pref))).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('safeColor', () => {
  it('accepts hex and the small named list only', () => {
    expect(safeColor('#ABC')).toBe('#abc');
    expect(safeColor('#11223344')).toBe('#11223344');
    expect(safeColor('Red')).toBe(safeColor('red'));
    for (const c of ['green', 'blue', 'yellow', 'orange', 'purple']) expect(safeColor(c)).toMatch(/^#[0-9a-f]{6}$/);
    for (const bad of ['#12', '#12345', '#1234567', '#ggg', 'pink', 'url(#x)', 'red;fill:url(#a)', '"/><script>', '', 42, null, undefined, 'constructor', '__proto__']) {
      expect(safeColor(bad)).toBeNull();
    }
  });
});

describe('coordinate contrast (WCAG AA, 4.5:1)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`theme ${theme}: the computed coordinate colours pass on their squares`, () => {
      const t = THEMES[theme];
      expect(contrastRatio(t.coordOnLight, t.light)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.coordOnDark, t.dark)).toBeGreaterThanOrEqual(4.5);
    });

    for (const orientation of ['white', 'black'] as const) {
      it(`theme ${theme}, ${orientation} at the bottom: every drawn coordinate passes on the square under it`, () => {
        for (const [w, h] of [[8, 8], [10, 8], [12, 12], [1, 1], [3, 5]] as const) {
          const svg = renderBoardSvg({ width: w, height: h, pieces: [], coordinates: true, theme, orientation });
          const els = walk(parseXml(svg).root);
          // The colour drawn on each square: the light rect under the whole board, and the dark path's
          // subpaths (one `M{x} {y}h100v100h-100z` per dark square) over it.
          const light = els.filter((e) => e.name === 'rect' && e.attrs.class === 'sq light');
          const dark = els.filter((e) => e.name === 'path' && e.attrs.class === 'sq dark');
          expect(light).toHaveLength(1);
          expect(dark).toHaveLength(1);
          expect([light[0]!.attrs.width, light[0]!.attrs.height]).toEqual([String(w * 100), String(h * 100)]);
          const squares = new Map<string, string>();
          for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) squares.set(`${x},${y}`, light[0]!.attrs.fill!);
          for (const m of dark[0]!.attrs.d!.matchAll(/M(\d+) (\d+)h100v100h-100z/g)) {
            squares.set(`${Number(m[1]) / 100},${Number(m[2]) / 100}`, dark[0]!.attrs.fill!);
          }
          expect(squares.size).toBe(w * h);
          const texts = els.filter((e) => e.name === 'text' && (e.attrs.class ?? '').startsWith('coord'));
          expect(texts.length).toBe(w + h);
          for (const t of texts) {
            const key = `${Math.floor(Number(t.attrs.x) / 100)},${Math.floor((Number(t.attrs.y) - 1) / 100)}`;
            const bg = squares.get(key);
            expect(bg, `square under ${t.text}`).toBeDefined();
            expect(contrastRatio(t.attrs.fill!, bg!)).toBeGreaterThanOrEqual(4.5);
          }
        }
      });
    }
  }
});
