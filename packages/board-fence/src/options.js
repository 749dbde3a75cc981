// @ts-check
/**
 * The fence's info string: ```berserker variant=chess mode=puzzle orientation=black coordinates
 * label="A puzzle"``` → the element's attributes (and `caption`, which becomes the board's caption).
 *
 * Only the shape is read here (names, quotes, flags); the values are judged by the engine and the
 * renderer (options.js knows no rule). Every option is one of the element's attributes (its README's
 * table, custom-elements.json), plus `caption`.
 */

/** Options that are flags: `coordinates`, `menu` (`coordinates=false` leaves one out). */
export const FLAGS = ['coordinates', 'show-moves', 'menu', 'annotate'];

/** Options that take a value, in the order the element's attribute table lists them. */
export const VALUES = [
  'variant',
  'rules',
  'fen',
  'moves',
  'ply',
  'mode',
  'player',
  'orientation',
  'selected',
  'arrows',
  'highlights',
  'theme',
  'label',
  'move-list',
  'play-url',
  'analysis-url',
  'solution',
  'mate-in',
  'alternatives',
  'reply-delay',
  'refutation',
  'sound',
  'lang',
  // Not an attribute: the board's caption (`<span slot="caption">`).
  'caption',
];

/** Every option a fence may have. */
export const OPTIONS = [...VALUES, ...FLAGS];

/** How much of a bad value a message repeats. */
const SHOWN = 60;

/**
 * A value as a message quotes it: the first 60 characters and its length when it is longer.
 * @param {unknown} value
 */
export function quote(value) {
  const s = String(value);
  return s.length <= SHOWN ? `"${s}"` : `"${s.slice(0, SHOWN)}…" (${s.length.toLocaleString('en')} characters)`;
}

/**
 * @typedef {{ option?: string, message: string, line?: number }} Problem
 *   What is wrong, and where: `line` counts lines of the fence's body from 1 (0: the info string).
 * @typedef {Record<string, string | true>} FenceOptions
 *   The options given: a flag is `true`, anything else its text.
 */

/**
 * Reads an info string (with or without its leading `berserker`).
 * @param {string} info
 * @returns {{ options: FenceOptions, problems: Problem[] }}
 */
export function parseInfo(info) {
  /** @type {FenceOptions} */
  const options = {};
  /** @type {Problem[]} */
  const problems = [];
  const text = info.trim().replace(/^berserker(?=\s|$)/, '');
  // name, name=value, name="a value", name='a value'; values may be empty ("").
  const token = /\s*([^\s=]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S*)))?/gy;
  let m;
  while (token.lastIndex < text.length && (m = token.exec(text))) {
    if (!m[0].trim()) break;
    const name = m[1];
    const value = m[2] ?? m[3] ?? m[4];
    const where = { option: name, line: 0 };
    if (!OPTIONS.includes(name)) {
      problems.push({ ...where, message: `unknown option ${quote(name)}; the options are ${OPTIONS.join(', ')}` });
      continue;
    }
    if (name in options) problems.push({ ...where, message: `${name} is given twice` });
    if (FLAGS.includes(name)) {
      if (value === undefined || value === '' || value === 'true') options[name] = true;
      else if (value !== 'false') problems.push({ ...where, message: `${name} is a flag: write it alone (or ${name}=false), not ${name}=${quote(value)}` });
      continue;
    }
    if (value === undefined) problems.push({ ...where, message: `${name} needs a value: ${name}=…` });
    else options[name] = value;
  }
  if (token.lastIndex < text.length && text.slice(token.lastIndex).trim()) {
    problems.push({ line: 0, message: `the options cannot be read from ${quote(text.slice(token.lastIndex).trim())} (an unclosed quote?)` });
  }
  return { options, problems };
}
