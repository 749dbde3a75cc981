/**
 * Searcher.clear() forgets everything an earlier search learned: a cleared searcher searches a position
 * exactly as a new one does (same move, score and node count at a fixed depth). The puzzle verifier
 * relies on it: a puzzle's verdict must not depend on which puzzles were verified before it.
 */
import { describe, it, expect } from 'vitest';
import { Game, Searcher } from '../src/index.js';

/** The position after playing, at each ply, the legal move at index `pick` (modulo their number). */
const position = (variant: string, picks: number[]) => {
  const g = new Game({ variant });
  for (const pick of picks) {
    const legal = g.legalMoves();
    g.play(legal[pick % legal.length]!.san);
  }
  return g.position;
};

describe('Searcher.clear()', () => {
  it.each(['chess', 'berserker', 'brawl'])('%s: a cleared searcher searches like a new one', (variant) => {
    const target = position(variant, [11, 7, 3, 5, 2, 9]);
    const fresh = new Searcher({ hashMB: 1 }).search(target, { depth: 6 });

    const used = new Searcher({ hashMB: 1 });
    // Other searches first, to fill its tables (transposition table, killers, history).
    used.search(position(variant, [4, 1, 8]), { depth: 6 });
    used.search(position(variant, [13, 2, 6, 1]), { depth: 6 });
    used.clear();
    const again = used.search(target, { depth: 6 });

    expect({ move: again.move, score: again.score, nodes: again.nodes }).toEqual({ move: fresh.move, score: fresh.score, nodes: fresh.nodes });
  });
});
