// @ts-check
/**
 * The same plugin for Sätteri, the Markdown and MDX pipeline Astro uses by default: an mdast plugin
 * (`mdastPlugins`) with a visitor for code nodes. A bad block becomes an error box and a warning
 * (Sätteri's `report`, printed by the host with the file and line), or an error with `strict: true`.
 *
 *   import { satteri } from '@astrojs/markdown-satteri';
 *   import berserkerBoard from 'remark-berserker-board/satteri';
 *   export default defineConfig({ markdown: { processor: satteri({ mdastPlugins: [berserkerBoard()] }) } });
 */
import { infoOf, loadCore, nodeFor } from './nodes.js';

/** @typedef {import('./nodes.js').Options} Options */

/**
 * @param {Options} [options]
 */
export default function satteriBerserkerBoard(options = {}) {
  const lang = options.lang ?? 'berserker';
  return {
    name: 'berserker-board',
    options: { position: true },
    /**
     * @param {{ lang?: string | null, meta?: string | null, value: string, position?: { start: { line: number } } }} node
     * @param {any} ctx Sätteri's MdastVisitorContext
     */
    async code(node, ctx) {
      if (node.lang !== lang) return;
      const { renderFence } = await loadCore();
      const line = node.position?.start.line;
      const file = ctx.fileURL ? decodeURIComponent(ctx.fileURL.pathname.split('/').pop() ?? '') : undefined;
      const result = renderFence({ info: infoOf(node), body: node.value, ...(line ? { line } : {}), ...(file ? { file } : {}), ...(options.pieceRefs ? { pieceRefs: options.pieceRefs } : {}) });
      if (!result.ok) {
        const message = `remark-berserker-board: ${result.message}`;
        if (options.strict) throw new Error(message);
        ctx.report({ message, node, severity: 'warning' });
        // Sätteri's host may not print reports: say it on the console too, once per block.
        console.warn(message);
      }
      const mdx = options.mdx ?? ctx.sourceFormat === 'mdx';
      ctx.replaceNode(node, nodeFor(result, { mdx, htmlProp: options.htmlProp ?? 'set:html' }));
    },
  };
}

export { satteriBerserkerBoard };
