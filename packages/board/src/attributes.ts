/**
 * The element's own attributes (those the engine does not read): the enumerated ones (`mode`,
 * `orientation`, `theme`, `player`, `move-list`) and how the numeric ones (`ply`, `mate-in`,
 * `reply-delay`) are read. What is wrong with a bad value is attribute-problems.ts's to say (live board).
 */

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
