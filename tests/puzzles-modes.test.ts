/**
 * The Puzzles page's modes and records as pure functions: the rated pick near the reader's rating, a
 * puzzle rated once, the rating moved by Glicko-2, the runs' order (easiest first, harder as it goes)
 * and clock, the dashboard's rows, the rating chart's line, and the progress file read back (or refused
 * with a reason).
 */
import { describe, expect, it } from 'vitest';
import { NEW_PLAYER } from '@berserker-chess/puzzles/glicko';
import {
  afterAttempt, clockText, dashboard, historyPath, isMode, isRated, nextRated, runOrder, timeLeft, triedIds, TIMED_MS,
} from '../site/scripts/puzzles/modes.ts';
import { emptyProgress } from '../site/scripts/puzzles/progress.ts';
import { FILE_FORMAT, exportText, importText } from '../site/scripts/puzzles/transfer.ts';
import { matches, NO_FILTERS, ratingBound } from '../site/scripts/puzzles/logic.ts';
import type { PagePuzzle } from '../site/scripts/puzzles/types.ts';

const puzzle = (id: string, rating: number, variant = 'berserker', themes = ['mate']): PagePuzzle => ({
  id, set: 's', setTitle: 'S', variant, variantName: variant, rules: '', fen: '8/8/8/8/8/8/8/8 w - - 0 1', opponentMove: null,
  solution: ['e4'], alternatives: '', goal: 'mate', mateIn: 1, themes, difficulty: 1, rating, explanation: '', solver: 'white', task: 'White to play',
});
const pool = [puzzle('a', 900), puzzle('b', 1480, 'berolina', ['fork']), puzzle('c', 1530), puzzle('d', 2100, 'brawl', ['fork', 'mate'])];
const byId = new Map(pool.map((p) => [p.id, p]));

describe('rated mode', () => {
  it('offers the untried puzzle nearest the reader, then the next nearest', () => {
    const reader = { ...NEW_PLAYER, rating: 1500 };
    expect(nextRated(pool, reader, new Set())!.id).toBe('b');
    expect(nextRated(pool, reader, new Set(['b']))!.id).toBe('c');
    expect(nextRated(pool, { ...reader, rating: 2500 }, new Set())!.id).toBe('d');
    // Everything tried: the nearest other than the one on the board.
    expect(nextRated(pool, reader, new Set(['a', 'b', 'c', 'd']), pool[1])!.id).toBe('c');
    expect(nextRated([], reader, new Set())).toBeUndefined();
  });

  it('rates a puzzle once, in rated mode only; a win raises the rating, a loss lowers it, and both are kept', () => {
    let p = emptyProgress();
    expect(isRated('rated', pool[1]!, triedIds(p))).toBe(true);
    expect(isRated('practice', pool[1]!, triedIds(p))).toBe(false);
    p = afterAttempt(p, pool[1]!, true, true, '2026-11-29');
    expect(p.rating.rating).toBeGreaterThan(1500);
    expect(p.rating.rd).toBeLessThan(NEW_PLAYER.rd);
    expect(p.history).toEqual([{ day: '2026-11-29', rating: Math.round(p.rating.rating) }]);
    expect(isRated('rated', pool[1]!, triedIds(p)), 'tried once: not rated again').toBe(false);
    const won = p.rating.rating;
    p = afterAttempt(p, pool[2]!, false, true, '2026-11-30');
    expect(p.rating.rating).toBeLessThan(won);
    expect(p.history.length).toBe(2);
    // An unrated attempt is recorded and moves nothing.
    const q = afterAttempt(p, pool[0]!, false, false, '2026-11-30');
    expect(q.rating).toEqual(p.rating);
    expect(q.attempts.at(-1)).toEqual({ id: 'a', ok: false, rated: false });
    expect(q.history.length).toBe(2);
  });
});

describe('runs', () => {
  it('go from the easiest band to the hardest, in a new order within a band each time', () => {
    const many = Array.from({ length: 40 }, (_, i) => puzzle(`p${i}`, 800 + ((i * 37) % 15) * 100 + (i % 7)));
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const order = runOrder(many, random);
    expect(order.length).toBe(many.length);
    for (let i = 1; i < order.length; i++) expect(Math.floor(order[i]!.rating / 100)).toBeGreaterThanOrEqual(Math.floor(order[i - 1]!.rating / 100));
    const orders = new Set(Array.from({ length: 5 }, () => runOrder(many, random).map((p) => p.id).join()));
    expect(orders.size, 'runs differ').toBeGreaterThan(1);
  });

  it('count three minutes down, shown rounded up', () => {
    expect(timeLeft(1000, 1000)).toBe(TIMED_MS);
    expect(timeLeft(0, TIMED_MS + 5)).toBe(0);
    expect(clockText(TIMED_MS)).toBe('3:00');
    expect(clockText(125_400)).toBe('2:06');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(isMode('timed') && !isMode('storm') && !isMode(undefined)).toBe(true);
  });
});

describe('filters', () => {
  it('take any of several themes and a rating range', () => {
    const ids = (f: Partial<typeof NO_FILTERS>) => pool.filter((p) => matches(p, { ...NO_FILTERS, ...f }, new Set())).map((p) => p.id);
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ themes: ['fork'] })).toEqual(['b', 'd']);
    expect(ids({ themes: ['fork', 'mate'] })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ min: 1000, max: 2000 })).toEqual(['b', 'c']);
    expect(ids({ themes: ['mate'], min: 1500 })).toEqual(['c', 'd']);
    expect([ratingBound(' 1200 '), ratingBound(''), ratingBound('12e2'), ratingBound('-5'), ratingBound('99999')]).toEqual([1200, null, null, null, null]);
  });
});

describe('dashboard and chart', () => {
  it('count attempts by theme and by variant, with a rating each', () => {
    const attempts = [
      { id: 'a', ok: true, rated: false }, { id: 'd', ok: false, rated: true }, { id: 'b', ok: true, rated: true }, { id: 'gone', ok: true, rated: true },
    ];
    const { themes, variants } = dashboard(attempts, byId);
    expect(themes.map((r) => [r.key, r.tried, r.solved, r.failed])).toEqual([['fork', 2, 1, 1], ['mate', 2, 1, 1]]);
    expect(variants.map((r) => [r.key, r.tried, r.solved, r.failed])).toEqual([['berolina', 1, 1, 0], ['berserker', 1, 1, 0], ['brawl', 1, 0, 1]]);
    expect(variants.find((r) => r.key === 'berolina')!.rating).toBeGreaterThan(1500);
    expect(variants.find((r) => r.key === 'brawl')!.rating).toBeLessThan(1500);
    expect(dashboard([], byId)).toEqual({ themes: [], variants: [] });
  });

  it('draws the rating history left to right, the highest point at the top', () => {
    expect(historyPath([{ rating: 1500 }], 100, 50)).toBeNull();
    const path = historyPath([{ rating: 1500 }, { rating: 1600 }, { rating: 1550 }], 100, 50)!;
    expect(path).toEqual({ d: 'M0.0 50.0 L50.0 0.0 L100.0 25.0', low: 1500, high: 1600 });
    expect(historyPath([{ rating: 1500 }, { rating: 1500 }], 10, 10)!.d).toBe('M0.0 10.0 L10.0 10.0');
  });
});

describe('the progress file', () => {
  it('reads back what it wrote', () => {
    const p = afterAttempt({ ...emptyProgress(), solved: ['b'], set: ['c'] }, pool[1]!, true, true, '2026-11-29');
    const text = exportText(p);
    expect(JSON.parse(text).format).toBe(FILE_FORMAT);
    expect(importText(text, new Set(byId.keys()))).toEqual({ ok: true, progress: p });
  });

  it('refuses other files with the reason', () => {
    const cases: [string, string][] = [
      ['{"solved":', 'not JSON'],
      ['[1,2]', `"format": "${FILE_FORMAT}"`],
      ['{"v":2,"solved":["a"]}', `"format": "${FILE_FORMAT}"`],
      [`{"format":"${FILE_FORMAT}","v":9}`, 'newer version'],
    ];
    for (const [text, words] of cases) {
      const r = importText(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toContain(words);
    }
  });
});
