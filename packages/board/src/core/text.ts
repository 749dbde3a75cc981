/** Long values in messages: what the board quotes of an attribute's text. */

/** Characters of a value the box shows before it says how long the rest is. */
export const KEEP = 60;
/** A message longer than this (after values are shortened) is cut too. */
export const MESSAGE_MAX = 400;

/** `text` whole when short; else its first 60 characters, `…` and its length: `abc… (1,048,576 characters)`. */
export function shorten(text: string, keep = KEEP): string {
  return text.length <= keep ? text : `${text.slice(0, keep)}… (${text.length.toLocaleString('en-US')} characters)`;
}

