// @ts-check
/**
 * The social preview cards as PNG files (site/lib/og/: what a card shows and the tags that name it).
 *
 * While the pages render, each page's card is left as SVG in the cards folder, named by a hash of its
 * content (site/lib/og/preview.ts publishCard). After the build, every card a built page names in its
 * og:image tag is rasterized with resvg (no font needed: the cards hold no text) into dist/site/og/. A
 * PNG is kept in the cards folder beside its SVG, per resvg version, so a card drawn once is copied, not
 * drawn again, by the next build; pages showing the same position share one file. In dev, /og/<hash>.png
 * is drawn on request from the same folder.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './csp.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('@resvg/resvg-js')} */
const { Resvg } = require('@resvg/resvg-js');
const RESVG_VERSION = /** @type {{ version: string }} */ (require('@resvg/resvg-js/package.json')).version;

/** A card's address on the site: /og/<16 hex digits>.png. */
export const CARD_PATH = /\/og\/([0-9a-f]{16})\.png$/;

/** The og:image addresses of a page (each page has one; a page without any is the test's business). */
export function ogImages(/** @type {string} */ html) {
  return [...html.matchAll(/<meta\s+property="og:image"\s+content="([^"]*)"/g)].map((m) => m[1]);
}

/** The PNG of a card's SVG, 1200×630 as the SVG says, with no font loaded. */
export function rasterize(/** @type {string} */ svg) {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * The PNG of card `hash` from the cards folder: the one kept from an earlier build, or drawn now and kept.
 * Throws when no page left that card (its SVG is missing).
 */
export function cardPng(/** @type {string} */ cards, /** @type {string} */ hash) {
  const kept = join(cards, `resvg-${RESVG_VERSION}`, `${hash}.png`);
  if (existsSync(kept)) return { file: kept, drawn: false };
  const svgFile = join(cards, `${hash}.svg`);
  if (!existsSync(svgFile)) throw new Error(`social card ${hash}: no ${svgFile} (site/lib/og/preview.ts publishCard leaves it while the page renders)`);
  mkdirSync(join(cards, `resvg-${RESVG_VERSION}`), { recursive: true });
  const part = `${kept}.${process.pid}.part`;
  writeFileSync(part, rasterize(readFileSync(svgFile, 'utf8')));
  renameSync(part, kept);
  return { file: kept, drawn: true };
}

/** The Astro integration. @returns {import('astro').AstroIntegration} */
export default function og() {
  /** @type {string} */
  let cards = '';
  return {
    name: 'berserker-og',
    hooks: {
      'astro:config:setup': ({ config }) => {
        cards = fileURLToPath(new URL('node_modules/.cache/og-cards/', config.root));
        // The pages leave their cards here (site/lib/og/preview.ts reads it; they render in this process).
        process.env.BERSERKER_OG_CARDS = cards;
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const m = CARD_PATH.exec((req.url ?? '').split('?')[0] ?? '');
          if (!m?.[1]) return next();
          try {
            const { file } = cardPng(cards, m[1]);
            res.setHeader('content-type', 'image/png');
            res.end(readFileSync(file));
          } catch {
            next();
          }
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const started = Date.now();
        const out = fileURLToPath(dir);
        const hashes = new Set();
        for (const file of htmlFiles(out)) {
          for (const url of ogImages(readFileSync(file, 'utf8'))) {
            const m = CARD_PATH.exec(url);
            if (m?.[1]) hashes.add(m[1]);
          }
        }
        mkdirSync(join(out, 'og'), { recursive: true });
        let drawn = 0;
        for (const hash of hashes) {
          const card = cardPng(cards, hash);
          if (card.drawn) drawn++;
          copyFileSync(card.file, join(out, 'og', `${hash}.png`));
        }
        logger.info(`${hashes.size} social preview cards in og/ (${drawn} drawn, ${hashes.size - drawn} kept from an earlier build) in ${Date.now() - started} ms`);
      },
    },
  };
}
