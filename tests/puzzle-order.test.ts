/**
 * The Puzzles page opens on a Berserker Chess puzzle (issue 16: it opened on Battle of the Kings,
 * though it promises Berserker puzzles first): Berserker Chess, then the other variants with a
 * Berserker (and Berserker Chess's rule options), then the rest; easiest first within each (by the
 * puzzles' ratings).
 */
import { describe, it, expect } from 'vitest';
import { Game, variantInfo } from '@berserker-chess/engine';
import { loadPuzzles, orderPuzzles } from '../site/scripts/puzzles/load.ts';
import type { PagePuzzle } from '../site/scripts/puzzles/types.ts';

const family = (p: PagePuzzle) => (p.variant === 'berserker' && p.rules === '' ? 0 : variantInfo(p.variant).berserker ? 1 : 2);

describe('the order of the Puzzles page', () => {
  const puzzles = loadPuzzles();

  it('starts with an easy Berserker Chess puzzle', () => {
    expect(puzzles.length).toBeGreaterThan(10);
    expect(puzzles[0]!.variant).toBe('berserker');
    // The easiest one played with a move (placements come next: they are the next thing to learn).
    const opensWithMove = (p: PagePuzzle) => {
      const g = new Game({ variant: p.variant, ...(p.rules ? { rules: p.rules } : {}), fen: p.fen });
      if (p.opponentMove) g.play(p.opponentMove);
      return g.placementTurn() === null;
    };
    expect(opensWithMove(puzzles[0]!), 'the first puzzle opens with a move, not a placement').toBe(true);
    expect(puzzles[0]!.rules, 'under the default rules').toBe('');
    expect(puzzles[0]!.rating).toBe(Math.min(...puzzles.filter((p) => family(p) === 0 && opensWithMove(p)).map((p) => p.rating)));
  });

  it('keeps the families together: Berserker Chess (default rules), its options and the other Berserker variants, the rest', () => {
    const families = puzzles.map(family);
    expect(families).toEqual([...families].sort((a, b) => a - b));
    expect(new Set(families).size).toBeGreaterThan(1);
  });

  it('orders by rating, then length, within a family, whatever order the sets come in', () => {
    const shuffled = [...puzzles].reverse();
    const ordered = orderPuzzles(shuffled);
    expect(ordered[0]!.variant).toBe('berserker');
    for (let i = 2; i < ordered.length; i++) {
      const [a, b] = [ordered[i - 1]!, ordered[i]!];
      if (family(a) === family(b)) expect(a.rating * 100 + a.solution.length, `${a.id} before ${b.id}`).toBeLessThanOrEqual(b.rating * 100 + b.solution.length);
    }
  });
});
