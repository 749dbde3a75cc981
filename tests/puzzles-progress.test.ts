/**
 * The Puzzles page's saved progress (solved puzzles, streak, best streak, the set, the rating with its
 * history, the attempts, the runs' best scores): read defensively (anything odd in storage is ignored,
 * never thrown), written under its key, and kept for the visit when the browser refuses to store it.
 */
import { afterEach, describe, it, expect, vi } from 'vitest';
import { MAX_ATTEMPTS, MAX_HISTORY, MAX_SET, STORAGE_KEY, emptyProgress, loadProgress, parseProgress, probeStorage, saveProgress } from '../site/scripts/puzzles/progress.ts';

const known = new Set(['placement-03', 'berolina-01', 'mate-in-2']);
/** Progress with these fields, the rest empty. */
const P = (fields: Partial<ReturnType<typeof emptyProgress>>) => ({ ...emptyProgress(), ...fields });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('puzzle progress', () => {
  it('reads anything malformed as (part of) empty progress, never throwing', () => {
    for (const bad of [null, '', '{not json', '[1,2]', '"text"', '42', 'null']) {
      expect(parseProgress(bad, known), String(bad)).toEqual(P({ solved: [], streak: 0, best: 0, set: [] }));
    }
    const mixed = parseProgress(JSON.stringify({ v: 1, solved: ['mate-in-2', 'no-such', '<b>', 3, 'mate-in-2', 'placement-03'], streak: 2.5, best: -1 }), known);
    expect(mixed).toEqual(P({ solved: ['mate-in-2', 'placement-03'], streak: 0, best: 0, set: [] }));
    expect(parseProgress('{"solved":"mate-in-2","streak":4,"best":3}', known)).toEqual(P({ solved: [], streak: 4, best: 4, set: [] }));
    expect(parseProgress('{"solved":[],"streak":1000000,"best":7}')).toEqual(P({ solved: [], streak: 0, best: 7, set: [] }));
  });

  it('keeps the set being made: known, well-formed ids, each once, in order, at most MAX_SET', () => {
    expect(parseProgress(JSON.stringify({ v: 1, solved: [], streak: 0, best: 0, set: ['placement-03', 'no-such', '<b>', 7, 'mate-in-2', 'placement-03'] }), known).set).toEqual(['placement-03', 'mate-in-2']);
    expect(parseProgress('{"v":1,"set":"placement-03"}', known).set).toEqual([]);
    const many = Array.from({ length: MAX_SET + 10 }, (_, i) => `p-${i}`);
    expect(parseProgress(JSON.stringify({ v: 1, set: many })).set).toEqual(many.slice(0, MAX_SET));
    // A save from before sets had no set: read as an empty one, the rest kept.
    expect(parseProgress('{"v":1,"solved":["mate-in-2"],"streak":1,"best":2}', known)).toEqual(P({ solved: ['mate-in-2'], streak: 1, best: 2, set: [] }));
  });

  it('keeps any well-formed id when the page does not say which ids it knows', () => {
    expect(parseProgress('{"solved":["no-such","mate-in-2"],"streak":1,"best":2}').solved).toEqual(['no-such', 'mate-in-2']);
  });

  it('saves under its key in a working storage and reads it back', () => {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) });
    saveProgress(P({ solved: ['berolina-01'], streak: 1, best: 3, set: [] }));
    expect(map.get(STORAGE_KEY)).toBe('{"v":2,"solved":["berolina-01"],"streak":1,"best":3,"set":[],"rating":{"rating":1500,"rd":350,"vol":0.06},"history":[],"attempts":[],"runs":{"streak":0,"timed":0}}');
    expect(loadProgress(known)).toEqual(P({ solved: ['berolina-01'], streak: 1, best: 3, set: [] }));
  });

  it('survives storage that throws on read and on write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
    });
    expect(loadProgress(known)).toEqual(emptyProgress());
    expect(() => saveProgress(P({ solved: ['mate-in-2'], streak: 1, best: 1, set: [] }))).not.toThrow();
    // Not swallowed (issue 28): the save says it failed, and the probe says so at load.
    expect(saveProgress(P({ solved: ['mate-in-2'], streak: 1, best: 1, set: [] }))).toBe(false);
    expect(probeStorage()).toBe(false);
    vi.stubGlobal('localStorage', undefined);
    expect(loadProgress()).toEqual(emptyProgress());
    expect(() => saveProgress(emptyProgress())).not.toThrow();
  });

  it('keeps the rating, its history, the attempts and the runs, each read defensively', () => {
    const saved = {
      v: 2, solved: ['mate-in-2'], streak: 0, best: 0, set: [],
      rating: { rating: 1612.4, rd: 80.2, vol: 0.0601 },
      history: [{ day: '2026-11-29', rating: 1550 }, { day: 'yesterday', rating: 1500 }, { day: '2026-11-30', rating: 'high' }, { day: '2026-11-30', rating: 1612.4 }],
      attempts: [{ id: 'mate-in-2', ok: true, rated: true }, { id: 'no-such', ok: true, rated: true }, { id: 'berolina-01', ok: 'yes', rated: false }, { id: 'berolina-01', ok: false, rated: false }],
      runs: { streak: 7, timed: -3 },
    };
    expect(parseProgress(JSON.stringify(saved), known)).toEqual(P({
      solved: ['mate-in-2'],
      rating: { rating: 1612.4, rd: 80.2, vol: 0.0601 },
      history: [{ day: '2026-11-29', rating: 1550 }, { day: '2026-11-30', rating: 1612 }],
      attempts: [{ id: 'mate-in-2', ok: true, rated: true }, { id: 'berolina-01', ok: false, rated: false }],
      runs: { streak: 7, timed: 0 },
    }));
    // An impossible rating is a new reader's; a version 1 save (before ratings) reads with one.
    for (const rating of [{ rating: 1500, rd: 0, vol: 0.06 }, { rating: Infinity, rd: 50, vol: 0.06 }, 1500, null]) {
      expect(parseProgress(JSON.stringify({ ...saved, rating }), known).rating, JSON.stringify(rating)).toEqual(emptyProgress().rating);
    }
    expect(parseProgress('{"v":1,"solved":["mate-in-2"],"streak":1,"best":2}', known)).toEqual(P({ solved: ['mate-in-2'], streak: 1, best: 2 }));
    // Long records keep their newest entries.
    const many = { v: 2, history: Array.from({ length: MAX_HISTORY + 5 }, (_, i) => ({ day: '2026-11-29', rating: 1000 + i })), attempts: Array.from({ length: MAX_ATTEMPTS + 5 }, () => ({ id: 'mate-in-2', ok: true, rated: false })) };
    const read = parseProgress(JSON.stringify(many), known);
    expect(read.history.length).toBe(MAX_HISTORY);
    expect(read.history[0]!.rating).toBe(1005);
    expect(read.attempts.length).toBe(MAX_ATTEMPTS);
  });
});
