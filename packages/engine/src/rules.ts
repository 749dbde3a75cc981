/**
 * The Berserker rule options of the spec (R2–R8), their defaults, and the `k=v; k=v` text form used by
 * the CLI's --rules and the PGN [Rules] tag.
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

/** Parses `trigger=cross; threat=owner; ohNo=on` over the defaults. Keys are case-insensitive. */
export function parseRules(text: string, base: BerserkerRules = DEFAULT_RULES): BerserkerRules {
  const out: Record<string, unknown> = { ...base };
  for (const part of text.split(/[;,]/)) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    if (eq < 0) throw new ChessError('ERR_RULES', `"${item}" is not of the form key=value`, 'rules');
    const rawKey = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    const key = KEYS.find((k) => k.toLowerCase() === rawKey.toLowerCase());
    if (!key) {
      throw new ChessError('ERR_RULES', `unknown rule option "${rawKey}"; valid options: ${KEYS.join(', ')}`, 'rules');
    }
    const allowed = RULE_VALUES[key];
    const v = key === 'ohNo' ? normaliseSwitch(value) : value.toLowerCase();
    if (!allowed.includes(v)) {
      throw new ChessError('ERR_RULES', `"${value}" is not a value of ${key}; valid values: ${allowed.join(', ')}`, 'rules');
    }
    out[key] = key === 'ohNo' ? v === 'on' : v;
  }
  return out as unknown as BerserkerRules;
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
    parts.push(`${key}=${key === 'ohNo' ? (rules.ohNo ? 'on' : 'off') : rules[key]}`);
  }
  return parts.join('; ');
}
