/**
 * The record of the puzzles Fairy-Stockfish agreed with (scripts/fsf-record.mjs): a recorded puzzle is
 * searched again when anything the check reads changes, when the engine or the depth changes, or when
 * the day's sample picks it; new puzzles always are; a puzzle that disagrees leaves the record.
 */
import { describe, expect, it } from 'vitest';
import { planChecks, puzzleHash, updatedRecord } from '../scripts/fsf-record.mjs';

const puzzle = (id: string, extra: Record<string, unknown> = {}) => ({
  id, variant: 'berolina', rules: '', fen: '8/8/8/8/8/8/8/K6k w - - 0 1', opponentMove: null, solution: ['Kb1'], goal: 'win-material', difficulty: 1, explanation: '', themes: [], ...extra,
});
const settings = { engine: 'Fairy-Stockfish X', depth: 16 };
const many = Array.from({ length: 30 }, (_, i) => puzzle(`p${i}`));

describe('the Fairy-Stockfish record', () => {
  it('hashes what the check reads, not the words around it', () => {
    expect(puzzleHash(puzzle('a'))).toBe(puzzleHash(puzzle('a', { explanation: 'other words', difficulty: 3, themes: ['fork'] })));
    for (const change of [{ fen: '8/8/8/8/8/8/8/K5k1 w - - 0 1' }, { solution: ['Ka2'] }, { opponentMove: 'Kh2' }, { alternatives: [{ at: 0, moves: ['Ka2'] }] }, { goal: 'mate' }, { rules: 'ohNo=on' }]) {
      expect(puzzleHash(puzzle('a', change)), JSON.stringify(change)).not.toBe(puzzleHash(puzzle('a')));
    }
  });

  it('searches new and changed puzzles, and a daily sample of the rest', () => {
    const all = new Map(many.map((p) => [p.id, true]));
    const record = updatedRecord(null, many, all, settings);
    expect(Object.keys(record.puzzles).length).toBe(30);
    const changed = many.map((p) => (p.id === 'p3' ? { ...p, solution: ['Ka2'] } : p));
    const withNew = [...changed, puzzle('new')];
    const plan = planChecks(record, withNew, { ...settings, day: '2026-11-29', sample: 5 });
    expect(plan.fresh).toBe(2);
    expect(plan.check.slice(0, 2).map((p) => p.id)).toEqual(['p3', 'new']);
    expect(plan.sampled).toBe(5);
    expect(plan.check.length + plan.recorded.length).toBe(31);
    const again = planChecks(record, withNew, { ...settings, day: '2026-11-29', sample: 5 });
    expect(again.check.map((p) => p.id), 'the same sample on the same day').toEqual(plan.check.map((p) => p.id));
    const tomorrow = planChecks(record, withNew, { ...settings, day: '2026-11-30', sample: 5 });
    expect(tomorrow.check.map((p) => p.id), 'another sample the next day').not.toEqual(plan.check.map((p) => p.id));
    // Another engine build or depth: everything again.
    expect(planChecks(record, many, { ...settings, depth: 18, day: '2026-11-29' }).fresh).toBe(30);
    expect(planChecks(record, many, { ...settings, engine: 'Fairy-Stockfish Y', day: '2026-11-29' }).fresh).toBe(30);
    expect(planChecks(null, many, { ...settings, day: '2026-11-29' }).fresh).toBe(30);
  });

  it('drops a puzzle that disagrees now, a changed one not searched, and one gone from the collection', () => {
    const record = updatedRecord(null, many, new Map(many.map((p) => [p.id, true])), settings);
    const changed = many.slice(1).map((p) => (p.id === 'p5' ? { ...p, fen: '8/8/8/8/8/8/8/K5k1 w - - 0 1' } : p));
    const next = updatedRecord(record, changed, new Map([['p7', false]]), settings);
    expect(Object.keys(next.puzzles)).not.toContain('p0');
    expect(Object.keys(next.puzzles)).not.toContain('p5');
    expect(Object.keys(next.puzzles)).not.toContain('p7');
    expect(Object.keys(next.puzzles).length).toBe(27);
  });
});
