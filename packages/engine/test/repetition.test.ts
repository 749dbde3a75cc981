/**
 * Incremental repetition (issue 17, C12): a game counts occurrences only since the last irreversible
 * move, so a move costs the same however long the game. These tests check the window against the
 * rules — which moves can be undone and which cannot — and against a plain count over the whole game.
 */
import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { positionStatus } from '../src/status.js';
import { gameHashes } from '../src/search/index.js';
import { bz, playAll } from './helpers.js';
import { seededRandom } from './random.js';

const KNIGHTS = 'Nf3 Nf6 Ng1 Ng8';

describe('the repetition window', () => {
  it('a pawn move closes it: only the new position can be repeated', () => {
    const g = new Game();
    playAll(g, KNIGHTS);
    expect(g.repeatablePositionHashes()).toHaveLength(5);
    g.play('e4');
    expect(g.repeatablePositionHashes()).toEqual([g.position.hash]);
    expect(g.positionHashes()).toHaveLength(6);
  });

  it('taking a move back across the pawn move restores the count: the third occurrence still draws', () => {
    const g = new Game();
    playAll(g, `${KNIGHTS} Nf3 Nf6 Ng1`);
    g.play('e5');
    g.undo();
    expect(g.status().over).toBe(false);
    g.play('Ng8');
    expect(g.status().reason).toBe('threefold-repetition');
  });

  it('a capture of a piece closes it; a capture of the Berserker does not (it comes back)', () => {
    // White rook a1 takes the knight a8: nothing from before can recur.
    const g = new Game({ fen: 'n3k3/8/8/8/8/8/8/R3K3 w - - 0 1' });
    g.play('Rxa8+');
    expect(g.repeatablePositionHashes()).toHaveLength(1);
    // Black's rook takes White's Berserker on g1: the window keeps the positions before.
    const b = bz('6rk/8/8/8/8/K7/8/6Z1 b - - 0 1 t');
    b.play('Rxg1');
    expect(b.repeatablePositionHashes()).toHaveLength(2);
    b.play('Zh1');
    expect(b.repeatablePositionHashes()).toHaveLength(3);
  });

  it('a release closes it (a knight becomes the Berserker for good), and so does a trigger', () => {
    const g = bz();
    const windows: number[] = [];
    for (const san of ['Nf3', 'e5', 'Nb1=Z', 'Nc6', 'Zc3', 'Nb8']) {
      g.play(san);
      windows.push(g.repeatablePositionHashes().length);
    }
    // e5 is a pawn move (and Black's trigger); the release Nb1=Z closes the window again.
    expect(windows).toEqual([2, 1, 1, 2, 3, 4]);
    // Ng5 reaches White's rank 5: White triggers (T), a state that never goes back.
    g.play('Ng5');
    expect(g.fen()).toMatch(/ Ttr$/);
    expect(g.repeatablePositionHashes()).toHaveLength(1);
  });

  it('losing a castling right closes it', () => {
    const g = new Game();
    playAll(g, 'Nf3 Nf6');
    expect(g.repeatablePositionHashes()).toHaveLength(3);
    g.play('Rg1');
    expect(g.repeatablePositionHashes()).toHaveLength(1);
  });

  it('the search gets the window (gameHashes), not the whole game', () => {
    const g = new Game();
    playAll(g, `e4 e5 ${KNIGHTS}`);
    expect(gameHashes(g)).toEqual(g.positionHashes().slice(2));
  });

  it('Battle of the Kings: pieces grow as they move, so only pawn moves and pawn captures close it', () => {
    // The king steps out and back: a repetition, which loses for the side that repeats.
    const g = new Game({ variant: 'battle-of-the-kings', fen: '4k3/p7/8/8/8/8/P7/4K3 w - - 0 1' });
    playAll(g, 'Kd1 Kd8 Ke1');
    expect(g.status().over).toBe(false);
    g.play('Ke8');
    expect(g.status()).toMatchObject({ over: true, reason: 'repetition', winner: 'white' });
  });
});

/** A seeded player that prefers quiet piece moves and stepping back, so positions repeat often. */
function shuffleGame(variant: string, seed: number, plies: number, onPly: (g: Game) => void, rules?: string): Game {
  const rnd = seededRandom(seed);
  const g = new Game({ variant, ...(rules ? { rules } : {}) });
  for (let i = 0; i < plies && !g.status().over; i++) {
    const legal = g.legalMoves();
    const quiet = legal.filter((m) => m.captured === null && m.piece !== 'P');
    const last = g.history[g.history.length - 2];
    const back = last ? quiet.filter((m) => m.from === last.to && m.to === last.from) : [];
    const pool = back.length && rnd() < 0.6 ? back : quiet.length && rnd() < 0.85 ? quiet : legal;
    g.play(pool[Math.floor(rnd() * pool.length)]!.move);
    if (rnd() < 0.1 && g.history.length > 3) {
      const n = 1 + Math.floor(rnd() * 3);
      for (let k = 0; k < n; k++) g.undo();
    }
    onPly(g);
  }
  return g;
}

describe('the window agrees with a count over the whole game', () => {
  const cases: Array<[string, string | undefined]> = [
    ['chess', undefined], ['berserker', undefined], ['berserker', 'capture=capturer-turn'], ['berserker', 'release=owner-marks'],
    ['game-of-pawns', undefined], ['berolina', undefined], ['battle-of-the-kings', undefined],
  ];
  const endings: string[] = [];
  it.each(cases)('%s %s: the same status at every ply of seeded shuffling games, undos included', (variant, rules) => {
    let plies = 0;
    for (let seed = 1; seed <= 20 && plies < 300; seed++) {
      const g = shuffleGame(variant, seed * 31 + variant.length, 160, (game) => {
        plies++;
        expect(game.status()).toEqual(positionStatus(game.position, game.positionHashes()));
      }, rules);
      endings.push(String(g.status().reason));
    }
    expect(plies).toBeGreaterThanOrEqual(300);
  });
  it('the shuffling player repeats on purpose, so the comparison above is not idle', () => {
    expect(endings.filter((r) => r === 'threefold-repetition' || r === 'repetition').length).toBeGreaterThanOrEqual(10);
  });
});
