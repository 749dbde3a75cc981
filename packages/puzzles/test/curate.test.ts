/**
 * Curation (src/curate.ts) on real candidates (test/fixtures/candidates.json): duplicates by position,
 * a candidate the verifier rejects dropped with its reason, themes checked, stable ids, and a second
 * run that adds nothing. Only cheap candidates (mates in one, short lines), so it runs in seconds.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ONE_MOVE_SHARE, MIN_ONE_MOVE, curate, isOneMoveWin, minedId, minedSetName, positionKey, writeMined } from '../src/curate.js';
import { loadCollection } from '../src/collection.js';
import { PLACEHOLDER, validateSet, type Puzzle } from '../src/format.js';
import { Verifier } from '../src/verify.js';

const fixtures = JSON.parse(readFileSync(new URL('./fixtures/candidates.json', import.meta.url), 'utf8')) as { puzzles: Puzzle[] };
const byId = (id: string): Puzzle => fixtures.puzzles.find((p) => p.id === id)!;
const cheap = ['game-of-pawns-s731-p17x', 'game-of-pawns-s732-p8x', 'berolina-s442-p8', 'berolina-s407-p48'].map(byId);
const file = 'test/fixtures/candidates.json';
const as = (ps: readonly unknown[]) => ps.map((raw) => ({ raw, file }));
const verifier = new Verifier();
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('curate', () => {
  it('keeps good candidates, explained and rated, with ids from their positions', () => {
    const res = curate(as(cheap), [], { verifier });
    expect(res.dropped).toEqual([]);
    expect(res.kept.map((k) => k.from)).toEqual(cheap.map((p) => p.id));
    for (const { puzzle, set } of res.kept) {
      expect(puzzle.explanation).not.toContain(PLACEHOLDER);
      expect(puzzle.rating).toBeGreaterThanOrEqual(400);
      expect(puzzle.themes.length).toBeGreaterThan(0);
      expect(puzzle.id).toMatch(/^(gop|ber)-[0-9a-f]{8}$/);
      expect(set).toBe(minedSetName(puzzle.variant, puzzle.rules));
      expect('notes' in puzzle).toBe(false);
    }
    // The hanging knight the generator gave no theme gets one from the line.
    expect(res.kept[3]!.puzzle.themes).toContain('hanging-piece');
  });

  it('drops a position already in the collection, and one seen among the candidates, whatever the move counters', () => {
    const p = byId('berolina-s442-p8');
    const moved = { ...p, id: 'other-id', fen: p.fen.replace(/ 1 4$/, ' 0 30') };
    expect(positionKey(moved)).toBe(positionKey(p));
    const res = curate(as([p, moved]), [], { verifier });
    expect(res.kept).toHaveLength(1);
    expect(res.dropped).toMatchObject([{ id: 'other-id', reason: 'duplicate of another candidate' }]);
    const again = curate(as([moved]), [{ ...p, id: 'berolina-99' }], { verifier });
    expect(again.dropped).toMatchObject([{ id: 'other-id', reason: 'duplicate of the collection' }]);
  });

  it('tells the same position under other rules apart', () => {
    const p = byId('game-of-pawns-s731-p17x');
    expect(positionKey({ ...p, variant: 'berserker', rules: 'ohNo=on' })).not.toBe(positionKey({ ...p, variant: 'berserker' }));
    expect(minedId({ ...p, variant: 'berserker', rules: 'ohNo=on' })).toMatch(/^bz-ohno-[0-9a-f]{8}$/);
    expect(minedSetName('berserker', 'ohNo=on')).toBe('mined-berserker-ohno');
  });

  it('drops a candidate the verifier rejects, with the verifier\'s reason, and one whose themes fail', () => {
    const wrong = { ...byId('berolina-s442-p8'), id: 'wrong-move', solution: ['Bg4'] };
    const themes = { ...byId('game-of-pawns-s732-p8x'), id: 'bad-theme', themes: ['game-of-pawns', 'mate', 'placement-choice', 'berserker-checkmate'] };
    const broken = { ...byId('berolina-s407-p48'), id: 'no-fen', fen: 'nonsense' };
    const res = curate(as([wrong, themes, broken]), [], { verifier });
    expect(res.kept).toEqual([]);
    const reasons = Object.fromEntries(res.dropped.map((d) => [d.id, d]));
    expect(reasons['wrong-move']!.reason).toBe('verifier');
    expect(reasons['wrong-move']!.detail).toMatch(/goal: mate/);
    expect(reasons['bad-theme']!.reason).toBe('themes');
    expect(reasons['bad-theme']!.detail).toMatch(/berserker-checkmate/);
    expect(reasons['no-fen']!.reason).toBe('schema');
  });

  it('--variant and --limit', () => {
    expect(curate(as(cheap), [], { verifier, variant: 'berolina' })).toMatchObject({ skipped: 2, kept: [{ from: 'berolina-s442-p8' }, { from: 'berolina-s407-p48' }] });
    expect(curate(as(cheap), [], { verifier, limit: 1 }).kept).toHaveLength(1);
  });

  it('writes valid set files, and a second run adds nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'curate-'));
    dirs.push(dir);
    const first = curate(as(cheap), loadCollection(dir).puzzles.map((x) => x.puzzle), { verifier });
    const written = writeMined(dir, first.kept);
    expect(written.map((f) => f.replace(/^.*[\\/]/, '')).sort()).toEqual(['mined-berolina.json', 'mined-game-of-pawns.json']);
    const col = loadCollection(dir);
    expect(col.problems).toEqual([]);
    expect(col.puzzles).toHaveLength(4);
    for (const f of written) expect(validateSet(JSON.parse(readFileSync(f, 'utf8')), f).problems).toEqual([]);
    for (const { puzzle, file: f } of col.puzzles) expect(verifier.verify(puzzle, f).problems).toEqual([]);

    const second = curate(as(cheap), col.puzzles.map((x) => x.puzzle), { verifier });
    expect(second.kept).toEqual([]);
    expect(second.dropped.map((d) => d.reason)).toEqual(Array(4).fill('duplicate of the collection'));
    expect(writeMined(dir, second.kept)).toEqual([]);
    expect(loadCollection(dir).puzzles).toHaveLength(4);
  });

  it('keeps one-move material wins to their share of a variant (a beginner\'s puzzle, but self-play makes many)', () => {
    const easy = cheap.find((p) => p.variant === 'berolina' && isOneMoveWin(p));
    expect(easy, 'a one-move Berolina capture among the fixtures').toBeTruthy();
    const fake = (i: number, oneMove: boolean): Puzzle => ({ ...easy!, id: `fake-${i}`, fen: `8/8/8/8/8/8/8/${i}k w - - 0 1`, ...(oneMove ? {} : { goal: 'mate', solution: ['a', 'b', 'c'] }) });
    // Two hard puzzles and the floor of easy ones already: no room for another.
    const full = [fake(1, false), fake(2, false), ...Array.from({ length: MIN_ONE_MOVE }, (_, i) => fake(3 + i, true))];
    const res = curate(as([easy]), full, { verifier });
    expect(res.kept).toEqual([]);
    expect(res.dropped.map((d) => d.reason)).toEqual(['too easy']);
    // With enough harder puzzles beside it, it is kept.
    const roomy = Array.from({ length: Math.ceil((MIN_ONE_MOVE + 1) / MAX_ONE_MOVE_SHARE) }, (_, i) => fake(10 + i, i < MIN_ONE_MOVE));
    expect(curate(as([easy]), roomy, { verifier }).kept.map((k) => k.from)).toEqual([easy!.id]);
  });
});
