// @ts-check
/**
 * remark-berserker-board: a unified (remark, MDX) plugin turning ```berserker fenced blocks into
 * `<berserker-board>` with the position's still picture inside. The engine and the board's renderer
 * are loaded only when a file has such a block.
 *
 * A bad block (a broken FEN, an illegal move, an unknown option) becomes an error box in the page and
 * a warning on the file (`file.message`, which the host prints with the file's name and the line); with
 * `strict: true` it fails the build instead (`file.fail`).
 */
import { infoOf, loadCore, nodeFor } from './nodes.js';

/** @typedef {import('./nodes.js').Options} Options */
/** @typedef {import('mdast').Root} Root */
/** @typedef {import('mdast').Code} Code */
/** @typedef {import('vfile').VFile} VFile */

/**
 * Every ```berserker code node with its parent, in document order.
 * @param {any} node
 * @param {string} lang
 * @param {Array<{ node: Code, parent: any }>} found
 */
function collect(node, lang, found) {
  for (const child of node.children ?? []) {
    if (child.type === 'code' && child.lang === lang) found.push({ node: child, parent: node });
    else collect(child, lang, found);
  }
  return found;
}

/**
 * @param {Options} [options]
 * @returns {(tree: Root, file: VFile) => Promise<void>}
 */
export default function remarkBerserkerBoard(options = {}) {
  const lang = options.lang ?? 'berserker';
  return async (tree, file) => {
    const found = collect(tree, lang, []);
    if (!found.length) return;
    const { renderFence } = await loadCore();
    const mdx = options.mdx ?? file.extname === '.mdx';
    for (const { node, parent } of found) {
      const result = renderFence({
        info: infoOf(node),
        body: node.value,
        ...(node.position ? { line: node.position.start.line } : {}),
        ...(options.pieceRefs ? { pieceRefs: options.pieceRefs } : {}),
      });
      if (!result.ok) {
        const place = node.position ? { line: node.position.start.line + (result.problem.line ?? 0), column: 1 } : undefined;
        const reason = `berserker block: ${result.problem.message}`;
        const origin = { ...(place ? { place } : {}), source: 'remark-berserker-board', ruleId: 'fence' };
        if (options.strict) file.fail(reason, origin);
        file.message(reason, origin);
      }
      parent.children[parent.children.indexOf(node)] = nodeFor(result, { mdx, htmlProp: options.htmlProp ?? 'dangerouslySetInnerHTML' });
    }
  };
}

export { remarkBerserkerBoard };
