// @ts-check
/**
 * The markup a fence becomes: `<berserker-board>` with its attributes, its PGN child and the still
 * picture inside (the renderer's SVG under a status line, as the site's diagrams have it), or the error
 * box that says what is wrong. Every text from the fence is escaped here; nothing from it becomes
 * markup or script.
 */
import { escapeXml, pgnChildHtml } from 'berserker-board/render';

/** @typedef {import('./position.js').Drawn} Drawn */
/** @typedef {import('./options.js').Problem} Problem */

/** An attribute, escaped (`&`, `<`, `>`, `"`, `'`); an empty value is written as a flag. */
export const attribute = (/** @type {string} */ name, /** @type {string} */ value) => (value === '' ? ` ${name}` : ` ${name}="${escapeXml(value)}"`);

/**
 * What goes inside the element: its PGN child (every `</script` and `<!--` in it escaped, as the
 * element's README says), then the still picture: a status line in the live board's place and metrics
 * (so nothing moves when the board goes live), the picture, the moves as text, and the caption.
 * @param {Drawn} drawn
 * @param {string | undefined} caption
 */
export function innerHtml(drawn, caption) {
  const pgn = drawn.pgn === null ? '' : pgnChildHtml(drawn.pgn);
  const picture =
    drawn.pgn === null
      ? `<p class="bb-situation bb-status">${escapeXml(drawn.situation)}</p><div class="bb-fallback-board">${drawn.picture}</div>`
      : `<div class="bb-fallback-game">${drawn.picture}</div>`;
  const moves = drawn.moves ? `<div class="bb-fallback-text"><p class="bb-moves">${escapeXml(drawn.moves)}</p></div>` : '';
  const slot = caption ? `<span slot="caption" class="bb-caption">${escapeXml(caption)}</span>` : '';
  return `${pgn}<div class="bb-fallback">${picture}${moves}</div>${slot}`;
}

/**
 * The error box: what is wrong and where, and the fence as it was written (as text). Visible without
 * any style sheet (a paragraph and a preformatted block); class `berserker-fence-error` to style it.
 * Its parts: the `div`'s attributes and its inner HTML (for hosts that build nodes, MDX).
 * @param {Problem} problem
 * @param {{ where: string, source: string }} at
 * @returns {{ attributes: Array<[string, string]>, inner: string }}
 */
export function errorBox(problem, at) {
  return {
    attributes: [['class', 'berserker-fence-error'], ['data-berserker-fence-error', '']],
    inner: `<p><strong>This board could not be drawn</strong> (${escapeXml(at.where)}): ${escapeXml(problem.message)}</p><pre><code>${escapeXml(at.source)}</code></pre>`,
  };
}

/**
 * An element from its parts.
 * @param {string} tag
 * @param {Array<[string, string]>} attributes
 * @param {string} inner
 */
export const elementHtml = (tag, attributes, inner) => `<${tag}${attributes.map(([n, v]) => attribute(n, v)).join('')}>${inner}</${tag}>`;
