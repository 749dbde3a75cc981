// @ts-check
/**
 * The node a ```berserker block becomes in a Markdown tree (mdast), for remark and Sätteri alike:
 *
 * - Markdown: an `html` node with the element's HTML (remark-rehype needs `allowDangerousHtml`, and
 *   rehype-stringify too, or rehype-raw; Sätteri passes it through);
 * - MDX: JSX has no raw HTML, so an `mdxJsxFlowElement` — the element with its attributes, and its
 *   children (the PGN child, the still picture) handed over as HTML in one property the JSX runtime
 *   writes as it is: React's `dangerouslySetInnerHTML={{ __html }}` (Docusaurus, Gatsby, @mdx-js/mdx)
 *   or Astro's `set:html`. A PGN cannot be a JSX text child: the runtime would escape its quotes.
 */

/** @typedef {import('berserker-board-fence').FenceResult} FenceResult */
/** @typedef {'dangerouslySetInnerHTML' | 'set:html'} HtmlProp */

/**
 * A JavaScript string in an MDX attribute expression (ESTree, as the MDX compiler takes it): `{ __html: "…" }`.
 * @param {string} html
 */
function innerHtmlExpression(html) {
  const raw = JSON.stringify(html);
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `{__html: ${raw}}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                { type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html, raw } },
              ],
            },
          },
        ],
      },
    },
  };
}

/**
 * The mdast node for a rendered block.
 * @param {FenceResult} result
 * @param {{ mdx: boolean, htmlProp: HtmlProp }} how
 * @returns {any} an mdast `html` node, or an `mdxJsxFlowElement`
 */
export function nodeFor(result, how) {
  if (!how.mdx) return { type: 'html', value: result.html };
  return {
    type: 'mdxJsxFlowElement',
    name: result.tag,
    attributes: [
      ...result.attributes.map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
      how.htmlProp === 'set:html'
        ? { type: 'mdxJsxAttribute', name: 'set:html', value: result.inner }
        : { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: innerHtmlExpression(result.inner) },
    ],
    children: [],
  };
}

/**
 * The options of both plugins.
 * @typedef {object} Options
 * @property {boolean} [mdx] Write JSX nodes (MDX) instead of `html` nodes. Default: the file's
 *   extension is `.mdx` (unified), or the document is MDX (Sätteri).
 * @property {HtmlProp} [htmlProp] In MDX, the property that carries the element's children as HTML:
 *   `dangerouslySetInnerHTML` (React: Docusaurus, Gatsby; the remark plugin's default) or `set:html`
 *   (Astro; the Sätteri plugin's default, and Astro with `unified()` needs it too).
 * @property {boolean} [strict] A bad block fails the build (the file's error) instead of a warning
 *   and an error box in the page.
 * @property {string} [pieceRefs] Draw pieces as references to the page's piece sprite (for pages that
 *   hold the renderer's `renderPieceSprite`); by default each picture carries its own pieces.
 * @property {string} [lang] The fence's language; default `berserker`.
 */

/**
 * The info string of a code node: its language and its meta (`berserker variant=chess`).
 * @param {{ lang?: string | null, meta?: string | null }} node
 */
export const infoOf = (node) => [node.lang ?? '', node.meta ?? ''].join(' ').trim();

/**
 * The core, loaded when a document first has a block (the engine and the renderer come with it). A
 * failure says what to do: in a checkout of the repository, the board's renderer must be built first.
 * @returns {Promise<typeof import('berserker-board-fence')>}
 */
export async function loadCore() {
  try {
    return await import('berserker-board-fence');
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(`remark-berserker-board: the engine or the board's renderer cannot be loaded (${why}); in the Berserker Chess repository, build them first: npm run build -w @berserker-chess/engine -w berserker-board`);
  }
}
