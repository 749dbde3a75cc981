/**
 * The social preview cards (site/lib/og/): pictures with no text for a font to draw, in the light
 * theme's colours, rasterized to 1200×630 PNG; a page's card is the first diagram it notes.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDiagram } from '../site/lib/diagram.ts';
import { CARD_COLORS, CARD_HEIGHT, CARD_WIDTH, diagramCard, siteCard } from '../site/lib/og/card.ts';
import { notePreview, notedPreview } from '../site/lib/og/preview.ts';
import { WORDMARK } from '../site/lib/og/wordmark.ts';
import { SITE_NAME } from '../site/lib/nav.ts';
import { rasterize } from '../site/integrations/og.mjs';

const root = join(import.meta.dirname, '..');

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(png);
  expect(b.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(b.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

const opening = prepareDiagram({ moves: '1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O O-O' });
const brawl = prepareDiagram({ variant: 'brawl' });

describe('cards', () => {
  it('draw the site name from the wordmark made for it (scripts/og-wordmark.mjs)', () => {
    expect(WORDMARK.text).toBe(SITE_NAME);
  });

  it('use the light theme colours of site/styles/tokens.css', () => {
    const tokens = readFileSync(join(root, 'site/styles/tokens.css'), 'utf8');
    const light = /:root\s*\{([^}]*)\}/.exec(tokens)![1]!;
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`).exec(light)![1];
    expect(CARD_COLORS).toEqual({ bg: token('bg'), sunken: token('bg-sunken'), border: token('border'), text: token('text'), accent: token('accent') });
  });

  it('hold no text and no reference to a page sprite: they stand alone and need no font', () => {
    for (const svg of [siteCard(), diagramCard(opening.picture), diagramCard(brawl.picture)]) {
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`));
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toMatch(/href="#bbp/);
    }
  });

  it('differ with the position, and from the site card', () => {
    expect(diagramCard(opening.picture)).not.toBe(diagramCard(brawl.picture));
    expect(diagramCard(opening.picture)).not.toBe(siteCard());
    expect(diagramCard(opening.picture)).toBe(diagramCard(prepareDiagram({ moves: '1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O O-O' }).picture));
  });

  it('rasterize to 1200×630 PNG', () => {
    for (const svg of [siteCard(), diagramCard(brawl.picture)]) expect(pngSize(rasterize(svg))).toEqual({ width: 1200, height: 630 });
  });
});

describe('a page’s preview', () => {
  it('is the first diagram noted for its render, described by the engine and then the caption', () => {
    const render = {};
    expect(notedPreview(render)).toBeUndefined();
    notePreview(render, opening, 'Both sides develop and castle. Continue from here.', 'en');
    notePreview(render, brawl, 'The starting position of Brawl Chess.', 'en');
    const p = notedPreview(render)!;
    expect(p.picture).toBe(opening.picture);
    expect(p.alt).toBe(`${opening.description} Both sides develop and castle.`);
    expect(p.alt).toContain('after 1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O O-O');
    expect(notedPreview({})).toBeUndefined();
  });

  it('without a caption is the engine’s description alone', () => {
    const render = {};
    notePreview(render, brawl, undefined, 'en');
    expect(notedPreview(render)!.alt).toBe(brawl.description);
  });
});
