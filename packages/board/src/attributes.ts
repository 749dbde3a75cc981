/**
 * The element's own attributes (those the engine does not read): the enumerated ones (`mode`,
 * `orientation`, `theme`, `player`) and the numeric ones (`ply`, `mate-in`, `reply-delay`). A bad value
 * is a Problem naming the attribute and what it accepts; the element then uses the default.
 */
import { problem, shorten, type Problem } from './problems.js';

export const CHOICES = {
  mode: ['view', 'play', 'puzzle'],
  orientation: ['white', 'black'],
  theme: ['auto', 'light', 'dark'],
  player: ['both', 'white', 'black'],
  'move-list': ['auto', 'right', 'bottom', 'none'],
} as const satisfies Record<string, readonly string[]>;

export type ChoiceName = keyof typeof CHOICES;
export type Choice<K extends ChoiceName> = (typeof CHOICES)[K][number];

/** `value` when it is one of the attribute's values, else its default (the first). */
export function choice<K extends ChoiceName>(name: K, value: unknown): Choice<K> {
  const values: readonly string[] = CHOICES[name];
  return (values.includes(String(value)) ? String(value) : values[0]) as Choice<K>;
}

export function choiceProblem(name: ChoiceName, value: unknown): Problem | null {
  const values: readonly string[] = CHOICES[name];
  return values.includes(String(value)) ? null : problem(name, `"${shorten(String(value))}" is not one of ${values.join(', ')}`);
}

/** The `ply` attribute: a number, or `last`. */
export const plyAttribute = {
  fromAttribute: (text: string | null): number | 'last' | null => (text?.trim() === 'last' ? 'last' : numberAttribute.fromAttribute(text)),
  toAttribute: (value: unknown): string | null => numberAttribute.toAttribute(value),
};

/**
 * Attribute text to a number for lit: an empty or non-numeric text becomes NaN (so it is reported,
 * not read as 0), an absent attribute null.
 */
export const numberAttribute = {
  fromAttribute: (text: string | null): number | null => (text === null ? null : text.trim() === '' ? Number.NaN : Number(text)),
  toAttribute: (value: unknown): string | null => (value === null || value === undefined ? null : String(value)),
};

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
