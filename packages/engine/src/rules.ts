/**
 * The Berserker rule options of the spec (R2–R8), their defaults, and the `k=v; k=v` text form used by
 * the CLI's --rules, the PGN [Rules] tag, the board's `rules` attribute and the site's forms. This is
 * the one reader and writer of rule options: everything else calls parseRules / makeRules, and pickers
 * list the options with ruleOptionList.
 */
import { ChessError } from './errors.js';

export interface BerserkerRules {
  /** R2: `center` triggers on relative rank 4 or beyond, `cross` on rank 5 or beyond. */
  readonly trigger: 'center' | 'cross';
  /** R3: who picks and places on a release. */
  readonly release: 'opponent-places' | 'owner-marks';
  /** R4: whose turn the re-placement of a captured Berserker takes. */
  readonly capture: 'owner-turn' | 'capturer-turn';
  /** R5: whose pieces a placed Berserker may not attack. */
  readonly threat: 'placer' | 'owner' | 'none';
  /** R8: one take-back per player per game. */
  readonly ohNo: boolean;
}

export const DEFAULT_RULES: BerserkerRules = {
  trigger: 'center',
  release: 'opponent-places',
  capture: 'owner-turn',
  threat: 'placer',
  ohNo: false,
};

export const RULE_VALUES: { readonly [K in keyof BerserkerRules]: readonly string[] } = {
  trigger: ['center', 'cross'],
  release: ['opponent-places', 'owner-marks'],
  capture: ['owner-turn', 'capturer-turn'],
  threat: ['placer', 'owner', 'none'],
  ohNo: ['off', 'on'],
};

const KEYS = Object.keys(RULE_VALUES) as Array<keyof BerserkerRules>;

/** One rule option as a picker shows it. */
export interface RuleOption {
  readonly key: keyof BerserkerRules;
  /** The values in the text form, the default first. */
  readonly values: readonly string[];
  /** The default value in the text form (`ohNo` as `off`). */
  readonly default: string;
  /** A short label: "Trigger (R2)". */
  readonly label: string;
  /** The rule of the spec the option belongs to: `R2`. */
  readonly rule: string;
  /** One line per value, in the order of `values`: what the value means. */
  readonly valueLabels: readonly string[];
}

const OPTION_TEXT: { readonly [K in keyof BerserkerRules]: { label: string; rule: string; valueLabels: readonly string[] } } = {
  trigger: { label: 'Trigger (R2)', rule: 'R2', valueLabels: ['a move ending on the relative rank 4 or beyond triggers', 'a move ending on the relative rank 5 or beyond triggers'] },
  release: { label: 'Release (R3)', rule: 'R3', valueLabels: ['the opponent picks a knight and places it', 'the opponent marks one of the triggering side\'s knights where it stands'] },
  capture: { label: 'Re-placement (R4)', rule: 'R4', valueLabels: ['the captured Berserker is placed on its owner\'s next turn', 'the capturer places it as part of the capture'] },
  threat: { label: 'Protected pieces (R5)', rule: 'R5', valueLabels: ['a placed Berserker may not attack the placer\'s pieces', 'a placed Berserker may not attack its owner\'s pieces', 'no attack condition'] },
  ohNo: { label: 'Oh No! take-backs (R8)', rule: 'R8', valueLabels: ['no take-backs', 'one take-back per player'] },
};

/** The rule options for pickers: key, values (default first), default, label, rule and what each value means. */
export function ruleOptionList(): RuleOption[] {
  return KEYS.map((key) => ({
    key,
    values: RULE_VALUES[key],
    default: valueText(key, DEFAULT_RULES[key]),
    ...OPTION_TEXT[key],
  }));
}

const valueText = (key: keyof BerserkerRules, value: unknown): string => (key === 'ohNo' ? (value ? 'on' : 'off') : String(value));

const fail = (message: string): never => {
  throw new ChessError('ERR_RULES', message, 'rules');
};

/** Validates one value (text or, from an object, a string or an ohNo boolean) and returns it in BerserkerRules form. */
function valueOf(key: keyof BerserkerRules, raw: unknown): string | boolean {
  const allowed = RULE_VALUES[key];
  if (key === 'ohNo' && typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return fail(`${key} must be one of ${allowed.join(', ')}, not ${describe(raw)}`);
  const v = key === 'ohNo' ? normaliseSwitch(raw.trim()) : raw.trim().toLowerCase();
  if (!allowed.includes(v)) fail(`"${raw}" is not a value of ${key}; valid values: ${allowed.join(', ')}`);
  return key === 'ohNo' ? v === 'on' : v;
}

function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  return typeof x === 'string' ? `"${x}"` : typeof x === 'object' ? 'an object' : `${typeof x} ${String(x)}`;
}

function keyOf(raw: string): keyof BerserkerRules {
  const key = KEYS.find((k) => k.toLowerCase() === raw.toLowerCase());
  return key ?? fail(`unknown rule option "${raw}"; valid options: ${KEYS.join(', ')}`);
}

/**
 * Reads rule options over `base` (default: the default ruleset): either the text form
 * `trigger=cross; threat=owner; ohNo=on` (keys case-insensitive, `;` or `,` between items) or an object
 * `{ trigger: 'cross', ohNo: true }` (keys as in BerserkerRules; undefined values are skipped). Strict:
 * an unknown key, a bad value, a key given twice, or input that is neither a string nor a plain object
 * (null, a number, an array) throws ChessError ERR_RULES naming what is wrong.
 */
export function parseRules(input: string | Partial<BerserkerRules>, base: BerserkerRules = DEFAULT_RULES): BerserkerRules {
  const out: Record<string, unknown> = { ...base };
  if (typeof input === 'string') {
    const seen = new Set<string>();
    for (const part of input.split(/[;,]/)) {
      const item = part.trim();
      if (item === '') continue;
      const eq = item.indexOf('=');
      if (eq < 0) fail(`"${item}" is not of the form key=value`);
      const key = keyOf(item.slice(0, eq).trim());
      if (seen.has(key)) fail(`${key} is given twice ("${input.trim()}"); give each option once`);
      seen.add(key);
      out[key] = valueOf(key, item.slice(eq + 1));
    }
    return out as unknown as BerserkerRules;
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return fail(`rule options must be text like "trigger=cross; ohNo=on" or an object like { trigger: 'cross' }, not ${describe(input)}`);
  }
  for (const [rawKey, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const key = KEYS.find((k) => k === rawKey) ?? fail(`unknown rule option "${rawKey}"; valid options: ${KEYS.join(', ')}`);
    out[key] = valueOf(key, value);
  }
  return out as unknown as BerserkerRules;
}

/** Does `input` ask for anything (non-blank text, or an object with a defined value)? Throws like parseRules on bad input. */
export function rulesGiven(input: unknown): boolean {
  parseRules(input as string | Partial<BerserkerRules>);
  if (typeof input === 'string') return input.trim() !== '' && input.split(/[;,]/).some((p) => p.trim() !== '');
  return Object.values(input as object).some((v) => v !== undefined);
}

function normaliseSwitch(v: string): string {
  const s = v.toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(s)) return 'on';
  if (['off', 'false', 'no', '0'].includes(s)) return 'off';
  return s;
}

/** The text form, listing only the options that differ from the defaults ('' for the default ruleset). */
export function makeRules(rules: BerserkerRules): string {
  const parts: string[] = [];
  for (const key of KEYS) {
    if (rules[key] === DEFAULT_RULES[key]) continue;
    parts.push(`${key}=${valueText(key, rules[key])}`);
  }
  return parts.join('; ');
}
