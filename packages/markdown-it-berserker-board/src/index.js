// @ts-check
/**
 * markdown-it-berserker-board: a markdown-it plugin (VitePress, Eleventy, any markdown-it) whose fence
 * renderer turns ```berserker blocks into `<berserker-board>` with the position's still picture inside;
 * other fences go to the renderer that was there before.
 *
 * A bad block (a broken FEN, an illegal move, an unknown option) becomes an error box in the page and
 * a warning: `onError(message, detail)` when given, else `console.warn` (markdown-it has no warnings of
 * its own). With `strict: true` it throws instead, and the build stops on it.
 */
import { renderFence } from 'berserker-board-fence';

/**
 * @typedef {object} Options
 * @property {string} [lang] The fence's language; default `berserker`.
 * @property {boolean} [strict] Throw on a bad block instead of an error box and a warning.
 * @property {(message: string, detail: { line?: number, file?: string, problem: import('berserker-board-fence').Problem }) => void} [onError]
 *   Told of each bad block (instead of `console.warn`); `message` names the file, the line and what is wrong.
 * @property {string} [pieceRefs] Draw pieces as references to the page's piece sprite; by default each
 *   picture carries its own pieces.
 */

/**
 * The Markdown file being rendered, if the host says (Eleventy's `page.inputPath`, VitePress's `relativePath`).
 * @param {any} env
 * @returns {string | undefined}
 */
function fileOf(env) {
  const path = env?.page?.inputPath ?? env?.relativePath ?? env?.path ?? env?.file;
  return typeof path === 'string' ? path : undefined;
}

/**
 * @param {import('markdown-it').default} md
 * @param {Options} [options]
 */
export default function markdownItBerserkerBoard(md, options = {}) {
  const lang = options.lang ?? 'berserker';
  const before = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, opts, env, self) => {
    const token = tokens[idx];
    const info = token.info.trim();
    if (info.split(/\s+/)[0] !== lang) return before ? before(tokens, idx, opts, env, self) : self.renderToken(tokens, idx, opts);
    const line = token.map ? token.map[0] + 1 : undefined;
    const file = fileOf(env);
    const result = renderFence({ info, body: token.content, ...(line ? { line } : {}), ...(file ? { file } : {}), ...(options.pieceRefs ? { pieceRefs: options.pieceRefs } : {}) });
    if (!result.ok) {
      const message = `markdown-it-berserker-board: ${result.message}`;
      if (options.strict) throw new Error(message);
      if (options.onError) options.onError(message, { ...(line ? { line: line + (result.problem.line ?? 0) } : {}), ...(file ? { file } : {}), problem: result.problem });
      else console.warn(message);
    }
    return `${result.html}\n`;
  };
}

export { markdownItBerserkerBoard };
