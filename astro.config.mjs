// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

// The site lives in site/ (pages, layouts, components); its prose lives in content/.
export default defineConfig({
  srcDir: './site',
  outDir: './dist/site',
  integrations: [mdx()],
});
