import { describe, expect, it } from 'vitest';
import { renderBoardSvg, sizedSvg } from '../../src/render/index.js';

describe('sizedSvg: the picture with a size of its own (image files, PNG)', () => {
  const svg = renderBoardSvg({ width: 8, height: 8, pieces: [] });

  it('replaces the 100% width with the pixel size, once, on the root element only', () => {
    const out = sizedSvg(svg, 800, 800);
    expect(out.startsWith('<svg width="800" height="800" ')).toBe(true);
    expect(out).not.toContain('width="100%"');
    expect(out.match(/<svg[^>]*>/)![0].match(/\swidth=/g)).toHaveLength(1);
    expect(out.slice(out.indexOf('>'))).toBe(svg.slice(svg.indexOf('>')));
  });

  it('gives the same text when sized twice', () => {
    expect(sizedSvg(sizedSvg(svg, 800, 800), 1200, 1200)).toBe(sizedSvg(svg, 1200, 1200));
  });
});
