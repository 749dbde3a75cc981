/** The exact mate solver: it proves mates and proves their absence. */
import { describe, it, expect } from 'vitest';
import { Game } from '../src/engine.js';
import { MateSolver } from '../src/mate.js';

const win = (variant: string, fen: string, n: number, rules?: string) => {
  const g = new Game({ variant, fen, ...(rules ? { rules } : {}) });
  return new MateSolver().forcedWin(g.position, g.position.turn, n);
};

describe('MateSolver', () => {
  it('finds a back-rank mate in one and no mate in zero', () => {
    expect(win('chess', '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', 1)).toBe(true);
    expect(win('chess', '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', 0)).toBe(false);
  });

  it('finds the two-rook ladder in two but not in one', () => {
    expect(win('chess', '7k/8/8/6K1/8/8/R7/1R6 w - - 0 1', 1)).toBe(false);
    expect(win('chess', '7k/8/8/6K1/8/8/R7/1R6 w - - 0 1', 2)).toBe(true);
  });

  it('counts a placement the attacker makes on the defender\'s turn as part of its move', () => {
    // Zxd5 takes Black's Berserker, White places it on d8 (Black's turn), then Zc7#: two White moves.
    const g = new Game({ variant: 'berserker', fen: 'r1b1kb1r/pp1ppppp/5z2/n7/3P1P2/2ZB1N2/PPP3PP/R1B1K2R b KQkq - 6 9 Tt' });
    g.play('Zd5');
    expect(new MateSolver().forcedWin(g.position, 0, 1)).toBe(false);
    expect(new MateSolver().forcedWin(g.position, 0, 2)).toBe(true);
  });

  it('counts stalemate as a win in Battle of the Kings', () => {
    // Many queen moves leave the lone black king on a8 without a move — a win there, not a draw.
    expect(win('battle-of-the-kings', 'k7/8/1K6/8/8/8/8/2Q5 w - - 0 1', 1)).toBe(true);
  });
});
