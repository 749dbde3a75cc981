/**
 * Social previews on the built site (site/lib/og/, site/integrations/og.mjs): every page, the iframe
 * page included, has its Open Graph and Twitter card tags with absolute addresses; the card each names
 * is a file of the build, a 1200×630 PNG, served as image/png. A page whose card is its first diagram
 * (rules, rulings, notation, variants, Learn's stages) has a card of its own position; the others share
 * the site's card.
 */
import { test, expect } from './fixtures.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, builtPages, pageFile } from './paths.mjs';

const TAGS = [
  ['property', 'og:type'], ['property', 'og:site_name'], ['property', 'og:title'], ['property', 'og:description'], ['property', 'og:url'],
  ['property', 'og:image'], ['property', 'og:image:type'], ['property', 'og:image:width'], ['property', 'og:image:height'], ['property', 'og:image:alt'],
  ['name', 'twitter:card'], ['name', 'twitter:title'], ['name', 'twitter:description'], ['name', 'twitter:image'], ['name', 'twitter:image:alt'],
];

/** The pages whose card is their first diagram; every other page has the site's card. */
const DIAGRAM_PAGES = /^\/(rules|rulings|notation)\/$|^\/variants\/[\w-]+\/$|^\/learn\/[\w-]+\/$/;

const decode = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's social tags, by key (the head only; the first of each). */
function tagsOf(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const out = {};
  for (const [attr, key] of TAGS) {
    const m = new RegExp(`<meta\\s+${attr}="${key.replace(/[.:]/g, '\\$&')}"\\s+content="([^"]*)"`).exec(head);
    if (m) out[key] = decode(m[1]);
  }
  return out;
}

/** Width and height of a PNG file (signature, then the IHDR chunk); null when it is not a PNG. */
function pngSize(bytes) {
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The build's file for an absolute og:image address. */
const imageFile = (url) => join(DIST, ...new URL(url).pathname.split('/').filter(Boolean));

test('every built page has its social preview tags and a 1200×630 PNG card', async ({ request }) => {
  const pages = builtPages();
  expect(pages.length, 'a build to read').toBeGreaterThan(10);
  expect(pages, 'the iframe page is built').toContain('/embed/frame/');
  const cards = new Map();
  for (const path of pages) {
    const tags = tagsOf(readFileSync(pageFile(path), 'utf8'));
    for (const [, key] of TAGS) expect.soft(tags[key]?.trim() || '', `${path}: ${key}`).not.toBe('');
    if (!tags['og:image']) continue;
    const origin = new URL(tags['og:url']).origin;
    // (The page shown for any missing address names itself /404/.)
    expect.soft(tags['og:url'], `${path}: og:url is absolute and names the page`).toBe(`${origin}${path === '/404.html' ? '/404/' : path}`);
    expect.soft(new URL(tags['og:image']).origin, `${path}: og:image is on the site`).toBe(origin);
    expect.soft(tags['twitter:image'], `${path}: the same card for Twitter`).toBe(tags['og:image']);
    expect.soft(tags['twitter:card']).toBe('summary_large_image');
    expect.soft([tags['og:image:type'], tags['og:image:width'], tags['og:image:height']], path).toEqual(['image/png', '1200', '630']);
    const file = imageFile(tags['og:image']);
    expect.soft(existsSync(file), `${path}: its card ${file} is built`).toBe(true);
    if (existsSync(file)) expect.soft(pngSize(readFileSync(file)), `${path}: its card is a 1200×630 PNG`).toEqual({ width: 1200, height: 630 });
    cards.set(path, { image: tags['og:image'], alt: tags['og:image:alt'] });
  }

  // One card of each kind is served as a PNG.
  const site = cards.get('/');
  const rules = cards.get('/rules/');
  for (const card of [site, rules]) {
    const res = await request.get(new URL(card.image).pathname);
    expect.soft(res.status()).toBe(200);
    expect.soft(res.headers()['content-type']).toContain('image/png');
  }

  // The site's card on the pages without a first diagram, the iframe page among them.
  for (const path of ['/', '/play/', '/puzzles/', '/analysis/', '/embed/', '/embed/frame/', '/search/', '/learn/', '/variants/']) {
    expect.soft(cards.get(path)?.image, `${path}: the site's card`).toBe(site.image);
  }
  // A page's own position elsewhere, described by the engine.
  for (const path of pages.filter((p) => DIAGRAM_PAGES.test(p))) {
    expect.soft(cards.get(path)?.image, `${path}: a card of its first diagram`).not.toBe(site.image);
    expect.soft(cards.get(path)?.alt, `${path}: the card's description`).toMatch(/ diagram\b.*\. /);
  }
  expect.soft(rules.alt, 'the rules card: the position of its first diagram').toContain('after 1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O O-O');
  // Two pages with different first diagrams have different pictures.
  const notation = cards.get('/notation/');
  expect(notation.image).not.toBe(rules.image);
  expect(readFileSync(imageFile(notation.image)).equals(readFileSync(imageFile(rules.image))), 'different positions, different pictures').toBe(false);
  expect(cards.get('/variants/brawl/').image).not.toBe(cards.get('/variants/berolina/').image);
});
