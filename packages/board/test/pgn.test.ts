// Unit test (vitest, Node) of the element's small PGN reader; the element's browser tests are *.spec.ts.
import { describe, expect, it } from 'vitest';
import { Game } from '@berserker-chess/engine';
import { readPgnText } from '../src/pgn.js';

describe('readPgnText', () => {
  it('reads tags and the main line, skipping numbers, comments, variations, NAGs and the result', () => {
    const { tags, moves } = readPgnText(`[Event "A \\"quoted\\" game"]
[Variant "Berserker"]
% an escape line
1. e3 {a comment with ( and )} e5 $1 2. Nb1=Z (2. Ng1=Z d5 (2... Nf6)) 2... Nf6!? ; to the end of the line
3. d4 1-0`);
    expect(tags).toEqual({ event: 'A "quoted" game', variant: 'Berserker' });
    expect(moves).toEqual(['e3', 'e5', 'Nb1=Z', 'Nf6!?', 'd4']);
  });

  it('reads the moves attribute form', () => {
    expect(readPgnText('1. e3 e5 2. Nb1=Z Nf6').moves).toEqual(['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(readPgnText('12... Zf1 13. O-O-O *').moves).toEqual(['Zf1', 'O-O-O']);
    expect(readPgnText('').moves).toEqual([]);
  });

  it('every token it returns is left to the engine', () => {
    const g = new Game({ variant: 'berserker' });
    for (const san of readPgnText('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2').moves) g.play(san);
    expect(g.history).toHaveLength(11);
  });

  it('names what is not closed', () => {
    expect(() => readPgnText('1. e4 {oops')).toThrow('line 1: a comment "{" is never closed');
    expect(() => readPgnText('1. e4 (1. d4')).toThrow('a variation "(" is never closed');
    expect(() => readPgnText('1. e4\n)')).toThrow('line 2: ")" closes no variation');
  });
});
