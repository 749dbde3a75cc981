// @ts-check
/**
 * berserker-board-fence: a ```berserker fenced block (its info string and body) → the HTML of a
 * `<berserker-board>` with its still picture inside, or an error box naming what is wrong and where.
 * The shared core of remark-berserker-board and markdown-it-berserker-board.
 */
import { readBody } from './body.js';
import { elementHtml, errorBox, innerHtml } from './html.js';
import { parseInfo } from './options.js';
import { drawBoard, problemOf } from './position.js';

export { FLAGS, OPTIONS, VALUES, parseInfo, quote } from './options.js';
export { readBody } from './body.js';
export { attribute, elementHtml } from './html.js';

/** @typedef {import('./options.js').Problem} Problem */
/** @typedef {import('./options.js').FenceOptions} FenceOptions */

/**
 * @typedef {object} FenceInput
 * @property {string} info The info string: `berserker variant=chess mode=puzzle` (the language may be left out).
 * @property {string} body The block's text: a FEN line, moves, both, or a PGN.
 * @property {number} [line] The line of the opening fence in the Markdown file (from 1), for messages.
 * @property {string} [file] The Markdown file's name, for messages.
 * @property {string} [pieceRefs] Draw pieces as references to the page's piece sprite (the renderer's
 *   `renderPieceSprite`), for pages that hold it; by default every picture carries its own pieces.
 */

/**
 * @typedef {{ html: string, tag: string, attributes: Array<[string, string]>, inner: string }} FenceElement
 * `html`: the element as HTML; `tag`, `attributes` (in order; '' is a flag) and `inner` (its children
 * as HTML) are the same element in parts, for hosts that build nodes (MDX).
 * @typedef {(FenceElement & { ok: true, tag: 'berserker-board' })
 *   | (FenceElement & { ok: false, tag: 'div', problem: Problem, message: string })} FenceResult
 * A board, or the error box of a bad block, whose `message` names the file, the line and what is wrong:
 * `post.md:12: berserker block: moves: ply 3 (2.): "Ke3" is not legal for White in this position`.
 */

/**
 * Where a problem is, in words: `post.md, line 14` (the fence's line plus the body's line).
 * @param {Problem} problem
 * @param {FenceInput} input
 */
function whereOf(problem, input) {
  const line = input.line === undefined ? undefined : input.line + (problem.line ?? 0);
  return [input.file, line === undefined ? undefined : `line ${line}`].filter(Boolean).join(', ') || 'berserker block';
}

/**
 * Turns one ```berserker block into HTML. Never throws: bad input gives `{ ok: false }` with an error box.
 * @param {FenceInput} input
 * @returns {FenceResult}
 */
export function renderFence(input) {
  const { options, problems } = parseInfo(input.info);
  const body = readBody(input.body);
  const source = `\`\`\`${input.info.trim()}\n${input.body.replace(/\n$/, '')}\n\`\`\``;
  const failed = (/** @type {Problem} */ problem) => {
    const where = whereOf(problem, input);
    const line = input.line === undefined ? undefined : input.line + (problem.line ?? 0);
    const message = `${input.file ? `${input.file}:` : ''}${line === undefined ? '' : `${line}: `}berserker block: ${problem.message}`;
    const box = errorBox(problem, { where, source });
    return /** @type {FenceResult} */ ({ ok: false, tag: 'div', ...box, html: elementHtml('div', box.attributes, box.inner), problem, message });
  };
  if (problems.length) return failed(problems[0]);
  let drawn;
  try {
    drawn = drawBoard(options, body, input.pieceRefs ? { pieceRefs: input.pieceRefs } : {});
  } catch (e) {
    return failed(problemOf(e));
  }
  const inner = innerHtml(drawn, typeof options.caption === 'string' ? options.caption : undefined);
  return { ok: true, tag: 'berserker-board', attributes: drawn.attributes, inner, html: elementHtml('berserker-board', drawn.attributes, inner) };
}
