/**
 * A page's social preview tags (site/lib/og/tags.ts): every Open Graph and Twitter card tag a link
 * preview reads, absolute addresses on the site's address, and the card's size.
 */
import { describe, it, expect } from 'vitest';
import { absoluteUrl, socialTags, type MetaTag } from '../site/lib/og/tags.ts';

const page = {
  site: 'https://berserker.example',
  path: '/rules/',
  title: 'Rules · Berserker Chess',
  description: 'The rules of Berserker Chess, R1 to R10.',
  siteName: 'Berserker Chess',
  image: { path: '/og/0123456789abcdef.png', alt: 'Berserker Chess diagram. White to move.' },
};
const byKey = (tags: MetaTag[]) => Object.fromEntries(tags.map((t) => [t.key, t]));

describe('socialTags', () => {
  const tags = socialTags(page);
  const t = byKey(tags);

  it('has every tag, once, Open Graph as property and Twitter as name', () => {
    const want = [
      'og:type', 'og:site_name', 'og:title', 'og:description', 'og:url', 'og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt',
      'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt',
    ];
    expect(tags.map((x) => x.key).sort()).toEqual([...want].sort());
    for (const x of tags) expect(x.attribute, x.key).toBe(x.key.startsWith('og:') ? 'property' : 'name');
    for (const x of tags) expect(x.content.trim(), x.key).not.toBe('');
  });

  it('says what the page is and who made it', () => {
    expect(t['og:title']!.content).toBe(page.title);
    expect(t['twitter:title']!.content).toBe(page.title);
    expect(t['og:description']!.content).toBe(page.description);
    expect(t['twitter:description']!.content).toBe(page.description);
    expect(t['og:site_name']!.content).toBe('Berserker Chess');
    expect(t['og:type']!.content).toBe('website');
    expect(t['twitter:card']!.content).toBe('summary_large_image');
  });

  it('gives absolute addresses on the site', () => {
    expect(t['og:url']!.content).toBe('https://berserker.example/rules/');
    expect(t['og:image']!.content).toBe('https://berserker.example/og/0123456789abcdef.png');
    expect(t['twitter:image']!.content).toBe(t['og:image']!.content);
  });

  it('gives the card as a 1200×630 PNG with its description', () => {
    expect(t['og:image:type']!.content).toBe('image/png');
    expect(t['og:image:width']!.content).toBe('1200');
    expect(t['og:image:height']!.content).toBe('630');
    expect(t['og:image:alt']!.content).toBe(page.image.alt);
    expect(t['twitter:image:alt']!.content).toBe(page.image.alt);
  });

  it('keeps a site address with a path of its own (a site under /chess/)', () => {
    const sub = byKey(socialTags({ ...page, site: new URL('https://example.org/chess') }));
    expect(sub['og:url']!.content).toBe('https://example.org/chess/rules/');
    expect(sub['og:image']!.content).toBe('https://example.org/chess/og/0123456789abcdef.png');
    expect(absoluteUrl('https://example.org/chess/', '/')).toBe('https://example.org/chess/');
    expect(absoluteUrl('http://localhost:4321', '/embed/frame/')).toBe('http://localhost:4321/embed/frame/');
  });
});
