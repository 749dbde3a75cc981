/**
 * The Berserker rule options as the Play page's form offers them (the same five as the rules lab) and
 * their [Rules] tag text. The engine checks the rules themselves; this only turns form values into the
 * tag text and reads a saved tag back, refusing anything the form could not have produced.
 */

export const RULE_OPTIONS = [
  { key: 'trigger', label: 'Trigger (R2)', values: ['center', 'cross'] },
  { key: 'release', label: 'Release (R3)', values: ['opponent-places', 'owner-marks'] },
  { key: 'capture', label: 'Re-placement (R4)', values: ['owner-turn', 'capturer-turn'] },
  { key: 'threat', label: 'Protected pieces (R5)', values: ['placer', 'owner', 'none'] },
  { key: 'ohNo', label: 'Oh No! take-backs (R8)', values: ['off', 'on'] },
] as const;

export type RuleKey = (typeof RULE_OPTIONS)[number]['key'];
export type RuleValues = Record<RuleKey, string>;

/** The defaults: the first value of each option. */
export const DEFAULT_RULE_VALUES: RuleValues = Object.fromEntries(RULE_OPTIONS.map((o) => [o.key, o.values[0]])) as RuleValues;

/** `trigger=cross; ohNo=on`: the options that differ from the defaults, in the form's order. */
export function rulesText(values: Partial<RuleValues>): string {
  const parts: string[] = [];
  for (const o of RULE_OPTIONS) {
    const v = values[o.key] ?? o.values[0];
    if (v !== o.values[0]) parts.push(`${o.key}=${v}`);
  }
  return parts.join('; ');
}

/** Reads a rules text back into form values; null when it holds anything the form does not offer. */
export function parseRulesText(text: string): RuleValues | null {
  const out: RuleValues = { ...DEFAULT_RULE_VALUES };
  const seen = new Set<string>();
  for (const part of text.split(';')) {
    const item = part.trim();
    if (!item) continue;
    const m = /^(\w+)\s*=\s*([\w-]+)$/.exec(item);
    if (!m) return null;
    const option = RULE_OPTIONS.find((o) => o.key === m[1]);
    if (!option || seen.has(option.key) || !(option.values as readonly string[]).includes(m[2]!)) return null;
    seen.add(option.key);
    out[option.key] = m[2]!;
  }
  return out;
}

/** Is R8 (Oh No!) on in this rules text? */
export const ohNoOn = (rules: string): boolean => parseRulesText(rules)?.ohNo === 'on';
