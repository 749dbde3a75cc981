/** The generator's pieces: seeded self-play, the analysis of one position, difficulty. */
import { describe, it, expect } from 'vitest';
import { selfPlay, analyse, difficultyOf, type Candidate } from '../src/generate.js';
import { newGame } from '../src/analyse.js';
import { Verifier } from '../src/verify.js';

describe('generator', () => {
  it('plays the same self-play game for the same seed', () => {
    const a = selfPlay('game-of-pawns', '', 7);
    const b = selfPlay('game-of-pawns', '', 7);
    expect(a.history.map((m) => m.san)).toEqual(b.history.map((m) => m.san));
    expect(a.history.length).toBeGreaterThan(4);
  });

  it('turns a position with a forced Berserker mate into a verified candidate', () => {
    const game = newGame('berserker', '', '3q1r1k/pp4pp/8/3QZ3/2B5/8/PP3PPP/6K1 b - - 0 25 Tt');
    game.play('Qb6');
    const c = analyse(game, { fenPly: 0, opponentMove: game.history[0]! }, 1, 1, new Verifier()) as Candidate;
    expect(typeof c).toBe('object');
    expect(c.solution).toEqual(['Qg8+', 'Rxg8', 'Zf7#']);
    expect(c.goal).toBe('mate');
    expect(c.mateIn).toBe(2);
    expect(c.themes).toContain('berserker-checkmate');
    expect(c.explanation).toMatch(/^TODO: explanation/);
  });

  it('rejects a quiet position with no clear best move', () => {
    const game = newGame('chess', '', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    game.play('e5');
    expect(typeof analyse(game, { fenPly: 0, opponentMove: game.history[0]! }, 1, 2, new Verifier())).toBe('string');
  });

  it('rates difficulty from 1 to 5', () => {
    expect(difficultyOf(1, 1, false)).toBe(1);
    expect(difficultyOf(7, 3, true)).toBe(5);
  });
});
