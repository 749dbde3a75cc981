import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { NEW_PLAYER, PUZZLE_RD, MIN_RD, MAX_RD, rate, expectedScore } from '../src/glicko.js';

describe('Glicko-2', () => {
  it("reproduces Glickman's worked example (glicko2.pdf): 1500/200/0.06 against 1400/30 (win), 1550/100, 1700/300 (losses)", () => {
    const r = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ], { tau: 0.5 });
    // The paper rounds its intermediate values to four places (μ' = −0.2069); unrounded, the rating is
    // 1464.05, so the published figures hold to within 0.05.
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 2);
    expect(r.vol).toBeCloseTo(0.05999, 4) // 0.059996: the paper cuts it to five places;
  });

  it('uses tau 0.5 by default', () => {
    const games = [{ rating: 1400, rd: 30, score: 1 }, { rating: 1550, rd: 100, score: 0 }];
    expect(rate({ rating: 1500, rd: 200, vol: 0.06 }, games)).toEqual(rate({ rating: 1500, rd: 200, vol: 0.06 }, games, { tau: 0.5 }));
  });

  it('a new player is 1500/350/0.06', () => {
    expect(NEW_PLAYER).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    expect(PUZZLE_RD).toBeGreaterThan(0);
  });

  it('with no games only the deviation grows', () => {
    const p = { rating: 1723, rd: 120, vol: 0.06 };
    const r = rate(p, []);
    expect(r.rating).toBe(1723);
    expect(r.vol).toBe(0.06);
    expect(r.rd).toBeCloseTo(Math.sqrt(120 ** 2 + (0.06 * 173.7178) ** 2), 6);
    expect(r.rd).toBeGreaterThan(120);
  });

  it('a win raises the rating, a loss lowers it, and either makes it more certain', () => {
    const p = { rating: 1500, rd: 200, vol: 0.06 };
    const won = rate(p, [{ rating: 1500, rd: PUZZLE_RD, score: 1 }]);
    const lost = rate(p, [{ rating: 1500, rd: PUZZLE_RD, score: 0 }]);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.rd).toBeLessThan(200);
    // Beating a stronger puzzle is worth more than beating a weaker one.
    expect(rate(p, [{ rating: 1900, rd: PUZZLE_RD, score: 1 }]).rating).toBeGreaterThan(won.rating);
  });

  it('keeps the deviation between MIN_RD and MAX_RD', () => {
    expect(rate(NEW_PLAYER, []).rd).toBe(MAX_RD);
    expect(rate({ rating: 1500, rd: 400, vol: 0.06 }, []).rd).toBe(MAX_RD);
    let p = { rating: 1500, rd: 60, vol: 0.06 };
    for (let i = 0; i < 50; i++) p = rate(p, Array.from({ length: 20 }, (_, k) => ({ rating: 1500, rd: 30, score: k % 2 })));
    expect(p.rd).toBe(MIN_RD);
  });

  it('expectedScore is a win probability: 0.5 between equals, higher against a weaker puzzle', () => {
    expect(expectedScore({ rating: 1500, rd: 100 }, { rating: 1500 })).toBeCloseTo(0.5, 10);
    const easy = expectedScore({ rating: 1500, rd: 100 }, { rating: 1200 });
    expect(easy).toBeGreaterThan(0.8);
    expect(easy).toBeLessThan(1);
    expect(expectedScore({ rating: 1500, rd: 100 }, { rating: 1800 })).toBeCloseTo(1 - easy, 10);
    // An uncertain reader is predicted less confidently.
    expect(expectedScore({ rating: 1500, rd: 350 }, { rating: 1200 })).toBeLessThan(easy);
  });

  it('rejects bad input with an error naming the argument', () => {
    expect(() => rate({ rating: NaN, rd: 200, vol: 0.06 }, [])).toThrow(/player\.rating/);
    expect(() => rate({ rating: 1500, rd: 0, vol: 0.06 }, [])).toThrow(/player\.rd/);
    expect(() => rate({ rating: 1500, rd: 200, vol: Infinity }, [])).toThrow(/player\.vol/);
    expect(() => rate(NEW_PLAYER, [{ rating: 1500, rd: 80, score: 1.5 }])).toThrow(/results\[0\]\.score.*0 to 1/);
    expect(() => rate(NEW_PLAYER, [{ rating: 1500, rd: 80, score: 1 }, { rating: '1500' as unknown as number, rd: 80, score: 1 }])).toThrow(/results\[1\]\.rating/);
    expect(() => rate(NEW_PLAYER, [], { tau: -1 })).toThrow(/options\.tau/);
    expect(() => expectedScore({ rating: 1500, rd: 100 }, { rating: 1500, rd: NaN })).toThrow(/puzzle\.rd/);
  });

  it('imports nothing, so a page bundles it alone', () => {
    const src = readFileSync(new URL('../src/glicko.ts', import.meta.url), 'utf8');
    expect(src).not.toMatch(/^\s*import\s/m);
  });
});
