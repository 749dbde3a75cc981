/**
 * What is wrong with a bad value of the element's own attributes (attributes.ts): a Problem naming the
 * attribute and what it accepts; the element then uses the default. The live board reports them.
 */
import { CHOICES, type ChoiceName } from '../core/attributes.js';
import { problem, shorten, type Problem } from './problems.js';
import { URL_WORDS, urlProblem } from '../render/url.js';

export function choiceProblem(name: ChoiceName, value: unknown): Problem | null {
  const values: readonly string[] = CHOICES[name];
  return values.includes(String(value)) ? null : problem(name, `"${shorten(String(value))}" is not one of ${values.join(', ')}`);
}

interface NumberRule {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** What the attribute accepts, for the message. */
  readonly accepts: string;
}

/** The largest delay setTimeout honours (a longer one fires at once). */
const MAX_DELAY = 2 ** 31 - 1;

const NUMBERS: Readonly<Record<'ply' | 'mate-in' | 'reply-delay', NumberRule>> = {
  ply: { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true, accepts: 'a whole number of at least 0 (0 = the start position) or last' },
  'mate-in': { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true, accepts: 'a whole number of at least 1' },
  'reply-delay': { min: 0, max: MAX_DELAY, integer: false, accepts: `a number of milliseconds from 0 to ${MAX_DELAY}` },
};

/**
 * The problem with numeric attribute `attribute`, whose value is `value` (null or undefined: not set);
 * `text` is the attribute's text, quoted in the message when there is one.
 */
export function numberProblem(attribute: keyof typeof NUMBERS, value: unknown, text: string | null): Problem | null {
  if (value === null || value === undefined) return null;
  const rule = NUMBERS[attribute];
  const n = typeof value === 'number' ? value : Number.NaN;
  if (Number.isFinite(n) && n >= rule.min && n <= rule.max && (!rule.integer || Number.isInteger(n))) return null;
  return problem(attribute, `"${shorten(text ?? String(value))}" is not ${rule.accepts}`);
}

/**
 * The problem with a URL attribute (`play-url`): null for none or an http:, https: or relative URL
 * (render/url.ts, the one check); otherwise the link is not drawn and the box says why.
 */
export function urlAttributeProblem(value: unknown, attribute = 'play-url'): Problem | null {
  if (value === null || value === undefined || value === '') return null;
  const why = urlProblem(value);
  return why === null ? null : problem(attribute, URL_WORDS.refused(JSON.stringify(shorten(String(value))), why));
}
