/** The verifier catches bad puzzles, and says where. */
import { describe, it, expect } from 'vitest';
import { Verifier } from '../src/verify.js';
import type { Puzzle } from '../src/format.js';

const verifier = new Verifier();
const base: Puzzle = {
  id: 'test-1', variant: 'chess', rules: '', fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1', opponentMove: 'h6',
  solution: ['Ra8+'], goal: 'mate', mateIn: 1, themes: ['mate', 'back-rank'], difficulty: 1,
  explanation: 'The rook reaches the back rank. The king has no way out.', source: 'composed',
};
const problems = (p: Partial<Puzzle>) => verifier.verify({ ...base, ...p } as Puzzle, 'test.json').problems.map((x) => `${x.field}: ${x.message}`);

describe('verifier', () => {
  it('accepts a mate in one that escapes nowhere', () => {
    expect(problems({ opponentMove: 'Kh8', solution: ['Ra8#'] })).toEqual([]);
  });

  it('names the move that is not legal', () => {
    expect(problems({ opponentMove: 'Kh8', solution: ['Rb9#'] })[0]).toMatch(/^solution\[0\]: /);
    expect(problems({ opponentMove: 'Kh1' })[0]).toMatch(/^opponentMove: .*not legal/);
  });

  it('insists on the engine\'s SAN', () => {
    expect(problems({ opponentMove: 'Kh8', solution: ['Ra8'] })).toContain('solution[0]: write it as the engine does: "Ra8#"');
  });

  it('sees that the goal is not reached', () => {
    // After 1...h6 the king has h7: Ra8+ is no mate.
    expect(problems({ solution: ['Ra8+'] }).join('\n')).toMatch(/goal: mate: the line does not end in a win/);
  });

  it('counts the solver\'s moves for mate-in-N', () => {
    expect(problems({ opponentMove: 'Kh8', solution: ['Ra8#'], mateIn: 2 })).toContain('mateIn: the solution has 1 solver\'s moves, so mateIn must be 1');
  });

  it('reports a second mate at an intermediate step, unless listed as an alternative', () => {
    // Two rooks: 1. Ra7 (or Rb7) and 2. Rb8# — several first moves mate in two.
    const p: Partial<Puzzle> = { fen: '7k/8/8/6K1/8/8/R7/1R6 w - - 0 1', opponentMove: null, solution: ['Rb7', 'Kg8', 'Ra8#'], mateIn: 2, themes: ['mate'] };
    const found = problems(p);
    expect(found.some((m) => /^solution\[0\]: .* also mates in 2/.test(m))).toBe(true);
  });

  it('accepts any mating move at the last step', () => {
    // Ra8# and Rb8# both mate; the solution names one.
    expect(problems({ fen: '7k/1R6/6K1/8/8/8/R7/8 w - - 0 1', opponentMove: null, solution: ['Ra8#'], themes: ['mate'] })).toEqual([]);
  });

  it('wants a clear margin for win-material', () => {
    // 1. Nxe5? in the Petroff-like position wins nothing clear.
    const p: Partial<Puzzle> = {
      fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', opponentMove: null, solution: ['Nxe5'],
      goal: 'win-material', mateIn: undefined, themes: ['hanging-piece'],
    };
    expect(problems(p).join('\n')).toMatch(/solution\[0\]: .*(better|margin)/);
  });

  it('accepts a won queen', () => {
    // Black's queen steps into the Berserker's fork... here simply: the queen on d6 hangs to the Berserker.
    const p: Partial<Puzzle> = {
      variant: 'berserker', fen: 'r3kbzr/pppq2pp/2n2p2/1Z2pb2/P7/4PN2/1PPP1PPP/R1BQKB1R b KQkq - 5 11 Tt', opponentMove: 'Qd6',
      solution: ['Zxd6+'], goal: 'win-material', mateIn: undefined, themes: ['hanging-piece'],
    };
    expect(problems(p)).toEqual([]);
  });

  it('checks the Berserker themes against the line', () => {
    const p: Partial<Puzzle> = { opponentMove: 'Kh8', solution: ['Ra8#'], variant: 'berserker', themes: ['mate', 'berserker-checkmate', 'placement-choice'] };
    const found = problems(p);
    expect(found).toContain('themes: berserker-checkmate: the line does not end in a Berserker checkmate');
    expect(found).toContain('themes: placement-choice: the solver never places a Berserker in the line');
  });
});
