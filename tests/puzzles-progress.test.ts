/**
 * The Puzzles page's saved progress (solved puzzles, streak, best streak): read defensively (anything
 * odd in storage is ignored, never thrown), written under its key, and kept for the visit when the
 * browser refuses to store it.
 */
import { afterEach, describe, it, expect, vi } from 'vitest';
import { MAX_SET, STORAGE_KEY, emptyProgress, loadProgress, parseProgress, probeStorage, saveProgress } from '../site/scripts/puzzles/progress.ts';

const known = new Set(['placement-03', 'berolina-01', 'mate-in-2']);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('puzzle progress', () => {
  it('reads anything malformed as (part of) empty progress, never throwing', () => {
    for (const bad of [null, '', '{not json', '[1,2]', '"text"', '42', 'null']) {
      expect(parseProgress(bad, known), String(bad)).toEqual({ solved: [], streak: 0, best: 0, set: [] });
    }
    const mixed = parseProgress(JSON.stringify({ v: 1, solved: ['mate-in-2', 'no-such', '<b>', 3, 'mate-in-2', 'placement-03'], streak: 2.5, best: -1 }), known);
    expect(mixed).toEqual({ solved: ['mate-in-2', 'placement-03'], streak: 0, best: 0, set: [] });
    expect(parseProgress('{"solved":"mate-in-2","streak":4,"best":3}', known)).toEqual({ solved: [], streak: 4, best: 4, set: [] });
    expect(parseProgress('{"solved":[],"streak":1000000,"best":7}')).toEqual({ solved: [], streak: 0, best: 7, set: [] });
  });

  it('keeps the set being made: known, well-formed ids, each once, in order, at most MAX_SET', () => {
    expect(parseProgress(JSON.stringify({ v: 1, solved: [], streak: 0, best: 0, set: ['placement-03', 'no-such', '<b>', 7, 'mate-in-2', 'placement-03'] }), known).set).toEqual(['placement-03', 'mate-in-2']);
    expect(parseProgress('{"v":1,"set":"placement-03"}', known).set).toEqual([]);
    const many = Array.from({ length: MAX_SET + 10 }, (_, i) => `p-${i}`);
    expect(parseProgress(JSON.stringify({ v: 1, set: many })).set).toEqual(many.slice(0, MAX_SET));
    // A save from before sets had no set: read as an empty one, the rest kept.
    expect(parseProgress('{"v":1,"solved":["mate-in-2"],"streak":1,"best":2}', known)).toEqual({ solved: ['mate-in-2'], streak: 1, best: 2, set: [] });
  });

  it('keeps any well-formed id when the page does not say which ids it knows', () => {
    expect(parseProgress('{"solved":["no-such","mate-in-2"],"streak":1,"best":2}').solved).toEqual(['no-such', 'mate-in-2']);
  });

  it('saves under its key in a working storage and reads it back', () => {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) });
    saveProgress({ solved: ['berolina-01'], streak: 1, best: 3, set: [] });
    expect(map.get(STORAGE_KEY)).toBe('{"v":1,"solved":["berolina-01"],"streak":1,"best":3,"set":[]}');
    expect(loadProgress(known)).toEqual({ solved: ['berolina-01'], streak: 1, best: 3, set: [] });
  });

  it('survives storage that throws on read and on write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
    });
    expect(loadProgress(known)).toEqual(emptyProgress());
    expect(() => saveProgress({ solved: ['mate-in-2'], streak: 1, best: 1, set: [] })).not.toThrow();
    // Not swallowed (issue 28): the save says it failed, and the probe says so at load.
    expect(saveProgress({ solved: ['mate-in-2'], streak: 1, best: 1, set: [] })).toBe(false);
    expect(probeStorage()).toBe(false);
    vi.stubGlobal('localStorage', undefined);
    expect(loadProgress()).toEqual(emptyProgress());
    expect(() => saveProgress(emptyProgress())).not.toThrow();
  });
});
