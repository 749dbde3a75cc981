/**
 * The explanation writer on real generator candidates (test/fixtures/candidates.json, copied from
 * content/puzzles/_candidates): each explanation names the first move and the goal, brings in the
 * Berserker rule the line uses, fits the collection's schema, and is the same every time.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explain, WORDS } from '../src/explain.js';
import { PLACEHOLDER, sentences, validatePuzzle, type Puzzle } from '../src/format.js';

const fixtures = JSON.parse(readFileSync(new URL('./fixtures/candidates.json', import.meta.url), 'utf8')) as { puzzles: Puzzle[] };
const byId = (id: string): Puzzle => fixtures.puzzles.find((p) => p.id === id)!;
const bare = (san: string) => san.replace(/[#+]$/, '');

describe('explain', () => {
  it.each(fixtures.puzzles.map((p) => [p.id, p] as const))('%s: names the first move, reads as 2–4 sentences, passes the schema', (_id, p) => {
    const text = explain(p);
    expect(text).not.toContain(PLACEHOLDER);
    expect(text).not.toContain('undefined');
    expect(text).toContain(bare(p.solution[0]!));
    const n = sentences(text).length;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(4);
    expect(validatePuzzle({ ...p, themes: p.themes.length ? p.themes : ['hanging-piece'], explanation: text }, 'test', 0)).toEqual([]);
  });

  it('a Berserker captured and re-placed, then a Berserker mate: R4 and R9, with the squares', () => {
    const text = explain(byId('berserker-s101-p18'));
    expect(text).toMatch(/Zxd5 takes the Berserker on d5/);
    expect(text).toMatch(/\(R4\)/);
    expect(text).toMatch(/d8/);
    expect(text).toMatch(/Zc7 is mate — a Berserker checkmate, worth two points \(R9\)/);
  });

  it('a trigger: the rank it reaches (R2), the release the solver places (R3), and the mate', () => {
    const text = explain(byId('berserker-s300-p4'));
    expect(text).toMatch(/Qh5 reaches your fifth rank, so it triggers \(R2\)/);
    expect(text).toMatch(/knight on c6 .*b8/);
    expect(text).toMatch(/Qxh7 .*is mate/);
  });

  it('a release on the opponent\'s turn: R3, the knight and the square', () => {
    const text = explain(byId('game-of-pawns-s732-p8x'));
    expect(text).toMatch(/release of White's Berserker.*\(R3\)/);
    expect(text).toMatch(/Nbd1=Z turns White's knight on b2 into White's Berserker, on d1/);
    expect(text).toMatch(/Nxc2 takes the pawn on c2 and is mate/);
  });

  it('a best placement says where and why', () => {
    const text = explain(byId('berserker-s1002-p22x'));
    expect(text).toMatch(/\(R4\)/);
    expect(text).toMatch(/Zc1: the Berserker goes to c1, where your queen on a3 can take it/);
  });

  it('won material: the fork, and what it wins in all', () => {
    const text = explain(byId('berolina-s403-p14'));
    expect(text).toMatch(/Qxd5 takes the knight on d5 and attacks the knight on c6 and the queen on d8 at once/);
    expect(text).toMatch(/in all you win a piece/);
  });

  it('is deterministic and specific: the same puzzle gives the same text, no two puzzles the same', () => {
    const texts = fixtures.puzzles.map((p) => explain(p));
    expect(fixtures.puzzles.map((p) => explain(p))).toEqual(texts);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps its words in one table', () => {
    expect(WORDS.material(900)).toBe('a queen');
    expect(WORDS.material(310)).toBe('a piece');
    expect(WORDS.side.black).toBe('Black');
  });
});
