/**
 * The site's static pictures as a page holds them (site/lib/diagram.ts, site/layouts/Base.astro): their
 * pieces refer to the page's one sprite, and on a dark page they take the live boards' dark squares.
 */
import { describe, it, expect } from 'vitest';
import { PIECE_SPRITE, fallbackDarkCss, prepareDiagram } from '../site/lib/diagram.ts';
import { THEMES, renderPieceSprite } from '../packages/board/src/render/index.ts';

describe('the static pictures of the site', () => {
  it('refer to the page sprite for every piece they show, and the sprite has each one', () => {
    const d = prepareDiagram({ variant: 'berserker-brawl', moves: '1. e4 e9', label: 'test' });
    const ids = [...d.svg.matchAll(/href="#([\w-]+)"/g)].map((m) => m[1]);
    // Every piece is a reference: one <use> per piece, none drawn inline.
    expect(ids.length).toBe(d.svg.match(/<use data-square="[a-l]\d+"/g)!.length);
    expect(d.svg).not.toMatch(/<g data-square=/);
    const sprite = renderPieceSprite(PIECE_SPRITE);
    for (const id of new Set(ids)) expect(sprite).toContain(`<symbol id="${id}"`);
  });

  it('are recoloured to the dark theme on a dark page, whether chosen or the system’s', () => {
    const css = fallbackDarkCss();
    for (const scope of [":root[data-theme='dark'] .bb-fallback", ":root:not([data-theme='light']) .bb-fallback"]) {
      expect(css).toContain(`${scope} .sq.light{fill:${THEMES.dark.light}}`);
      expect(css).toContain(`${scope} .sq.dark{fill:${THEMES.dark.dark}}`);
    }
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{:root:not\(\[data-theme='light'\]\)/);
  });
});
