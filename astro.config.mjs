// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { shikiConfig } from './site/lib/shiki.mjs';
import csp from './site/integrations/csp.mjs';
import og from './site/integrations/og.mjs';
import { satteri } from '@astrojs/markdown-satteri';
import berserkerBoard from 'remark-berserker-board/satteri';

// The site lives in site/ (pages, layouts, components); its prose lives in content/ (collections
// defined in site/content.config.ts). `npm run build` runs pagefind over dist/site afterwards.
export default defineConfig({
  // The site's public address: the social preview tags (og:url, og:image) are absolute. Set SITE_URL when
  // building for a host (`SITE_URL=https://example.org npm run build`); the default is the preview server.
  site: process.env.SITE_URL || 'http://localhost:4321',
  srcDir: './site',
  outDir: './dist/site',
  publicDir: './site/public',
  trailingSlash: 'ignore',
  // Astro 7 defaults to JSX whitespace rules, which glue "the\n<a>" into "the<a>"; keep HTML rules.
  compressHTML: true,
  build: { format: 'directory' },
  // csp(): a Content-Security-Policy meta tag with hashes of the inline scripts in every built page.
  // og(): the pages' social preview cards as PNG files (site/lib/og/).
  integrations: [mdx(), csp(), og()],
  markdown: {
    // Our PGN/SAN/FEN grammar and two AA-contrast themes (light, dark via CSS variables).
    shikiConfig,
    // Astro's own pipeline (Sätteri), with ```berserker blocks turned into boards with their picture
    // (remark-berserker-board; its pieces refer to the sprite every page holds, site/layouts/Base.astro).
    // A bad block fails the build (strict), as a bad <Diagram> does.
    processor: satteri({ mdastPlugins: [berserkerBoard({ pieceRefs: 'bbp', strict: true })] }),
  },
  devToolbar: { enabled: false },
  vite: {
    // The board's DOM-free renderer and the engine are imported from their TypeScript sources.
    server: { fs: { allow: ['.'] } },
    // The engine from its TypeScript source (its "source" export condition), so the site never runs
    // on a dist older than the engine's code.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    // Astro 7 prerenders pages in an environment of its own, which does not inherit ssr's conditions.
    environments: { prerender: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } } },
    build: {
      rollupOptions: {
        onwarn(warning, warn) {
          // MDX modules carry Astro's "use astro:head-inject" directive; the bundler's note about it is noise.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  },
});
