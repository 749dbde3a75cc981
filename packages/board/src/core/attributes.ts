/**
 * The element's own attributes (those the engine does not read): the enumerated ones (`mode`,
 * `orientation`, `theme`, `player`, `move-list`; their values are render/choices.ts's CHOICES) and how
 * the numeric ones (`ply`, `mate-in`, `reply-delay`) are read. What is wrong with a bad value is
 * attribute-problems.ts's to say (live board).
 */
import { CHOICES, type Choice, type ChoiceName } from '../render/choices.js';

export { CHOICES };
export type { Choice, ChoiceName };

/** `value` when it is one of the attribute's values, else its default (the first). */
export function choice<K extends ChoiceName>(name: K, value: unknown): Choice<K> {
  const values: readonly string[] = CHOICES[name];
  return (values.includes(String(value)) ? String(value) : values[0]) as Choice<K>;
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
