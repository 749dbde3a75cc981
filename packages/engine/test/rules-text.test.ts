/**
 * The one rule-options reader and writer (src/rules.ts): strict about what it accepts (issue 17 item 3)
 * — a key given twice, null or a number instead of options, unknown keys or bad values in an object are
 * ChessError ERR_RULES naming the problem, never a TypeError or a silent default — and the option list
 * pickers show.
 */
import { describe, it, expect } from 'vitest';
import {
  Game, getVariant, parseRules, makeRules, ruleOptionList, DEFAULT_RULES, RULE_VALUES, type BerserkerRules,
} from '../src/index.js';
import { thrown } from './helpers.js';


describe('parseRules: text', () => {
  it('reads options over the defaults, keys case-insensitive, ; or , between items', () => {
    expect(parseRules('trigger=cross; threat=owner, OHNO=on')).toEqual({ ...DEFAULT_RULES, trigger: 'cross', threat: 'owner', ohNo: true });
    expect(parseRules('')).toEqual(DEFAULT_RULES);
  });

  it('a key given twice is an error naming the key', () => {
    const e = thrown(() => parseRules('trigger=cross; trigger=center'));
    expect(e.message).toContain('trigger is given twice');
    thrown(() => parseRules('ohNo=on; OhNo=off'));
  });

  it('unknown keys, bad values and items without = are errors naming them', () => {
    expect(thrown(() => parseRules('colour=red')).message).toContain('"colour"');
    expect(thrown(() => parseRules('trigger=maybe')).message).toContain('"maybe" is not a value of trigger');
    expect(thrown(() => parseRules('trigger')).message).toContain('"trigger" is not of the form key=value');
  });
});

describe('parseRules: objects and other input', () => {
  it('a partial object over the defaults (undefined values skipped)', () => {
    expect(parseRules({ capture: 'capturer-turn', ohNo: true, trigger: undefined })).toEqual({ ...DEFAULT_RULES, capture: 'capturer-turn', ohNo: true });
  });

  it('null, numbers and arrays are ERR_ARGS (a wrong type, issue 28), not a TypeError', () => {
    for (const bad of [null, 42, ['trigger=cross'], true]) {
      const e = thrown(() => parseRules(bad as unknown as string));
      expect(e.code).toBe('ERR_ARGS');
      expect(e.message).toMatch(/parseRules: input must be a string or an object/);
    }
  });

  it('an object with an unknown key or a bad value is an error naming it', () => {
    expect(thrown(() => parseRules({ colour: 'red' } as unknown as Partial<BerserkerRules>)).message).toContain('"colour"');
    expect(thrown(() => parseRules({ trigger: 'maybe' } as unknown as Partial<BerserkerRules>)).message).toContain('trigger');
    expect(thrown(() => parseRules({ threat: 3 } as unknown as Partial<BerserkerRules>)).message).toContain('threat must be one of placer, owner, none');
    expect(thrown(() => parseRules({ ohNo: 'maybe' } as unknown as Partial<BerserkerRules>)).message).toContain('ohNo');
  });
});

describe('getVariant and new Game use the same strict reader', () => {
  it('rules: null is ERR_RULES (it was a TypeError)', () => {
    thrown(() => getVariant('berserker', null as unknown as string));
    thrown(() => new Game({ variant: 'berserker', rules: null as unknown as string }));
    thrown(() => new Game({ variant: 'chess', rules: null as unknown as string }));
  });

  it('a repeated key is ERR_RULES (it was silently the last value)', () => {
    thrown(() => new Game({ variant: 'berserker', rules: 'trigger=cross; trigger=center' }));
  });

  it('an object with an unknown key is ERR_RULES (it was silently ignored); ohNo takes a boolean or on/off, not any other text', () => {
    thrown(() => getVariant('berserker', { trigger: 'cross', colour: 'red' } as unknown as Partial<BerserkerRules>));
    expect(getVariant('berserker', { ohNo: 'on' } as unknown as Partial<BerserkerRules>).rules!.ohNo).toBe(true);
    thrown(() => getVariant('berserker', { ohNo: 'yes please' } as unknown as Partial<BerserkerRules>));
  });

  it('options over a variant without the Berserker are ERR_RULES; empty options are no options', () => {
    thrown(() => getVariant('chess', 'trigger=cross'));
    expect(getVariant('chess', '').rules).toBeNull();
    expect(getVariant('chess', {}).rules).toBeNull();
    expect(getVariant('berserker', { trigger: 'cross' }).rules).toEqual({ ...DEFAULT_RULES, trigger: 'cross' });
  });
});

describe('makeRules and ruleOptionList', () => {
  it('writes only what differs from the defaults, and reads back', () => {
    const r = { ...DEFAULT_RULES, release: 'owner-marks', ohNo: true } as const;
    expect(makeRules(r)).toBe('release=owner-marks; ohNo=on');
    expect(parseRules(makeRules(r))).toEqual(r);
    expect(makeRules(DEFAULT_RULES)).toBe('');
  });

  it('lists the five options in order, with the default first and a label naming the rule', () => {
    const list = ruleOptionList();
    expect(list.map((o) => o.key)).toEqual(['trigger', 'release', 'capture', 'threat', 'ohNo']);
    expect(list.map((o) => o.default)).toEqual(['center', 'opponent-places', 'owner-turn', 'placer', 'off']);
    expect(list.map((o) => o.label)).toEqual(['Trigger (R2)', 'Release (R3)', 'Re-placement (R4)', 'Protected pieces (R5)', 'Oh No! take-backs (R8)']);
    for (const o of list) {
      expect(o.values).toEqual(RULE_VALUES[o.key]);
      expect(o.values[0]).toBe(o.default);
      expect(o.valueLabels).toHaveLength(o.values.length);
      // Every value of the list is accepted by the reader.
      for (const v of o.values) expect(() => parseRules(`${o.key}=${v}`)).not.toThrow();
    }
  });
});
