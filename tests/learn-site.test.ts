/**
 * The Learn pages' logic that needs no browser: saved progress (read defensively, written safely even
 * when storage throws), stage summaries, the next exercise, exercise links that never throw, and the
 * sentences the page shows.
 */
import { describe, it, expect } from 'vitest';
import {
  STORAGE_KEY, browserStore, emptyProgress, firstUnsolved, formatProgress, parseProgress, stageSummary, starText, withResult,
} from '../site/scripts/learn/progress.ts';
import { exerciseHref, readExerciseLink } from '../site/scripts/learn/address.ts';
import { LEARN_WORDS } from '../site/scripts/learn/words.ts';

const { movesUsed, solved: solvedText, starsRule, yourTurn: yourTurnText } = LEARN_WORDS.en;

const known = new Set(['trigger-1', 'trigger-2', 'release-1']);

describe('progress', () => {
  it('round-trips what it saves', () => {
    const p = withResult(withResult(emptyProgress(), 'trigger-1', 2), 'release-1', 3);
    expect(parseProgress(formatProgress(p), known)).toEqual(p);
  });

  it('keeps the best result of an exercise', () => {
    const p = withResult(emptyProgress(), 'trigger-1', 3);
    expect(withResult(p, 'trigger-1', 1).stars['trigger-1']).toBe(3);
    expect(withResult(withResult(emptyProgress(), 'trigger-1', 1), 'trigger-1', 2).stars['trigger-1']).toBe(2);
  });

  it('reads anything malformed as (part of) empty progress, never throwing', () => {
    for (const bad of [null, '', '{not json', '[1,2]', '"text"', '42', 'null', '{"stars":[3]}', '{"stars":"x"}']) {
      expect(parseProgress(bad, known), String(bad)).toEqual({ stars: {} });
    }
    const mixed = parseProgress(JSON.stringify({ v: 1, stars: { 'trigger-1': 3, 'trigger-2': 4, 'release-1': '3', 'no-such': 2, '<b>': 1, __proto__: 3 } }), known);
    expect({ ...mixed.stars }).toEqual({ 'trigger-1': 3 });
  });

  it('does not let a saved "__proto__" or "constructor" id touch the object', () => {
    const p = parseProgress('{"stars":{"__proto__":3,"constructor":2}}');
    expect(Object.keys(p.stars)).toEqual(['constructor']);
    expect(Object.getPrototypeOf(p.stars)).toBeNull();
  });

  it('survives storage that throws on read and on write', () => {
    const throwing = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
    } as unknown as Storage;
    const store = browserStore(() => throwing);
    expect(store.load(known)).toEqual({ stars: {} });
    expect(store.save(withResult(emptyProgress(), 'trigger-1', 3))).toBe(false);
    const noStorage = browserStore(() => { throw new Error('localStorage is not available'); });
    expect(noStorage.load()).toEqual({ stars: {} });
    expect(noStorage.save(emptyProgress())).toBe(false);
  });

  it('saves under its key in a working storage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as unknown as Storage;
    const store = browserStore(() => storage);
    expect(store.save(withResult(emptyProgress(), 'trigger-2', 2))).toBe(true);
    expect(JSON.parse(map.get(STORAGE_KEY)!)).toEqual({ v: 1, stars: { 'trigger-2': 2 } });
    expect(store.load(known).stars['trigger-2']).toBe(2);
  });

  it('summarises a stage and finds the first exercise not solved', () => {
    const p = withResult(withResult(emptyProgress(), 'trigger-1', 3), 'trigger-2', 1);
    expect(stageSummary(['trigger-1', 'trigger-2'], p)).toEqual({ done: 2, total: 2, stars: 4, maxStars: 6, complete: true });
    expect(stageSummary(['release-1'], p)).toEqual({ done: 0, total: 1, stars: 0, maxStars: 3, complete: false });
    const path = [{ id: 'trigger-1' }, { id: 'trigger-2' }, { id: 'release-1' }];
    expect(firstUnsolved(path, p)).toEqual({ id: 'release-1' });
    expect(firstUnsolved(path, withResult(p, 'release-1', 2))).toBeNull();
  });

  it('writes stars as glyphs and as words for screen readers', () => {
    expect(starText(2)).toEqual({ glyphs: '★★☆', words: '2 of 3 stars' });
    expect(starText(0)).toEqual({ glyphs: '☆☆☆', words: 'not solved yet' });
  });
});

describe('readExerciseLink', () => {
  it('opens a known exercise, decoded, and round-trips the address it builds', () => {
    expect(readExerciseLink('?ex=trigger-2', known)).toEqual({ kind: 'exercise', id: 'trigger-2' });
    expect(readExerciseLink('?ex=trigger%2D2', known)).toEqual({ kind: 'exercise', id: 'trigger-2' });
    for (const id of known) expect(readExerciseLink(exerciseHref('x', id).replace(/^[^?]*/, ''), known)).toEqual({ kind: 'exercise', id });
    expect(exerciseHref('release', 'release-1')).toBe('/learn/release/?ex=release-1');
  });

  it('is no link without ?ex=', () => {
    expect(readExerciseLink('', known)).toEqual({ kind: 'none' });
    expect(readExerciseLink('?utm=x', known)).toEqual({ kind: 'none' });
  });

  it('reports empty, garbled, unknown and huge links instead of throwing', () => {
    expect(readExerciseLink('?ex=', known)).toEqual({ kind: 'bad', message: 'The link names no exercise.' });
    expect(readExerciseLink('?ex=100%', known)).toEqual({ kind: 'bad', message: 'This stage has no exercise “100%”.' });
    expect(readExerciseLink('?ex=%E0%A4%A', known).kind).toBe('bad');
    expect(readExerciseLink('?ex=__proto__', known)).toEqual({ kind: 'bad', message: 'This stage has no exercise “__proto__”.' });
    const huge = readExerciseLink(`?ex=${'x'.repeat(100_000)}`, known);
    expect(huge.kind === 'bad' && huge.message.length).toBeLessThan(120);
  });
});

describe('words', () => {
  it('says how the stars are earned', () => {
    expect(starsRule([1, 2], 3)).toBe('★★★ in 1 move · ★★ in 2 moves · ★ in up to 3 moves');
    expect(starsRule([2, 2], 2)).toBe('★★★ in 2 moves');
    expect(starsRule([2, 3], 3)).toBe('★★★ in 2 moves · ★★ in 3 moves');
  });

  it('reports moves used and the result', () => {
    expect(movesUsed(1, 3)).toBe('Moves used: 1 of 3.');
    expect(solvedText(3, 1, 1)).toBe('Solved in 1 move: ★★★ 3 stars.');
    expect(solvedText(1, 4, 2)).toBe('Solved in 4 moves: ★☆☆ 1 star. Three stars take 2 moves: press Retry to try for them.');
  });

  it('says what the learner decides now', () => {
    expect(yourTurnText(null, false)).toBe('Your move.');
    expect(yourTurnText({ kind: 'release' }, false)).toMatch(/place the released Berserker/);
    expect(yourTurnText({ kind: 'place' }, false)).toMatch(/captured Berserker/);
    expect(yourTurnText(null, true)).toMatch(/Oh no!/);
  });
});
