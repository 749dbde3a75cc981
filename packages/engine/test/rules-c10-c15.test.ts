/**
 * The rules spec's clarifications C10–C15, each on a position worked out by hand from the spec text
 * (the expected lists and FENs below were written before running the engine on them).
 */
import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { GOP_START, bz, gop, expectLegal, flags, playAll, sorted, thrown } from './helpers.js';

describe('C10 a release waiting for its owner to get out of check is judged only when it falls due', () => {
  // White: Kh1, Rd1, Nd4; Black: Kd7 and a pawn on e2, no knight. Black has triggered already (t).
  // Ne6 lands on White's rank 6 (a trigger) and uncovers the rook's check on the d-file.
  const FEN = '8/3k4/8/8/3N4/8/4p3/3R3K w - - 0 1 t';

  it('it waits though the owner has no knight, and a knight promoted meanwhile is the one placed', () => {
    const g = bz(FEN);
    expect(g.play('Ne6').san).toBe('Ne6+');
    // Black's release waits (r): Black is in check, so this turn is a normal move (R6), and Black
    // has no knight at all — the release is not judged yet.
    expect(g.fen()).toBe('8/3k4/4N3/8/8/8/4p3/3R3K b - - 1 1 Ttr');
    expect(g.placementTurn()).toBeNull();
    expect(g.play('exd1=N').san).toBe('exd1=N');
    expect(flags(g)).toBe('Ttr');
    g.play('Kh2');
    // Black's first turn out of check: the release falls due. White places the d1 knight on Black's
    // rank 8, where a knight must not attack White's pieces: d8 and f8 attack the knight on e6.
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
    expectLegal(g, ['Na8=Z', 'Nb8=Z', 'Nc8=Z', 'Ne8=Z', 'Ng8=Z', 'Nh8=Z']);
    g.play('Nc8=Z');
    expect(g.fen()).toBe('2z5/3k4/4N3/8/8/8/7K/8 w - - 2 3 Tt');
  });

  it('with still no knight when it falls due, it lapses (C3) and Black moves normally', () => {
    const g = bz(FEN);
    playAll(g, 'Ne6 Kc6');
    expect(flags(g)).toBe('Ttr');
    g.play('Kh2');
    expect(flags(g)).toBe('Tt');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kb5', 'Kb6', 'Kb7', 'e1=B', 'e1=N', 'e1=Q', 'e1=R', 'exd1=B', 'exd1=N', 'exd1=Q', 'exd1=R']);
  });
});

describe('C11 SAN disambiguation is computed on the move before its /Z placement (capture=capturer-turn)', () => {
  // Black rooks a2 and h2 can both take White's Berserker on f2; the placement (on White's rank 1,
  // attacking no black piece) depends on which rook took: after Raxf2 the h2 rook is hit from f1 and
  // f2 from d1 and h1; after Rhxf2 the a2 rook is hit from c1.
  const FEN = '7k/8/8/3K4/8/8/r4Z1r/8 b - - 0 1 t';
  const game = () => new Game({ variant: 'berserker', rules: 'capture=capturer-turn', fen: FEN });

  it('both rooks name their file whatever the placement square: Raxf2/Zc1, Rhxf2/Zf1', () => {
    const captures = game().legalMoves().filter((m) => m.to === 'f2').map((m) => m.san);
    expect(sorted(captures)).toEqual(sorted([
      'Raxf2/Za1', 'Raxf2/Zb1', 'Raxf2/Zc1', 'Raxf2/Ze1', 'Raxf2/Zg1',
      'Rhxf2/Za1', 'Rhxf2/Zb1', 'Rhxf2/Ze1', 'Rhxf2/Zf1', 'Rhxf2/Zg1',
    ]));
  });

  it.each(['Raxf2/Zc1', 'Rxf2/Zc1', 'Ra2xf2/Zc1', 'R2xf2/Zc1', 'Raf2/Zc1', 'a2f2/c1'])('reads the unambiguous %s', (text) => {
    const g = game();
    expect(g.play(text)).toMatchObject({ san: 'Raxf2/Zc1', from: 'a2', to: 'f2', placement: 'c1' });
    expect(g.fen()).toBe('7k/8/8/3K4/8/8/5r1r/2Z5 w - - 0 2 t');
  });

  it('a form that fits both rooks is an error naming both', () => {
    const e = thrown(() => game().play('Rxf2/Za1'));
    expect(e.code).toBe('ERR_SAN');
    expect(e.message).toContain('Raxf2/Za1');
    expect(e.message).toContain('Rhxf2/Za1');
  });
});

describe('C12 repetition and the 50-move rule end the game by themselves', () => {
  // White: Ka3 and the Berserker on g1; Black: Kh8, Rg8. One cycle: the rook takes the Berserker,
  // Black places it on h1 (h1 attacks f2 and g3 only), the rook goes home, the Berserker walks
  // h1-f2-h3-g1 while the black king steps h7 and back: the start position again, Black to move.
  const CYCLE = 'Rxg1 Zh1 Rg8 Zf2 Kh7 Zh3 Kh8 Zg1';
  const START = '6rk/8/8/8/8/K7/8/6Z1 b - - 0 1 t';

  it('positions repeat across a Berserker capture: the clocks differ, the position does not', () => {
    const g = bz(START);
    playAll(g, CYCLE);
    expect(g.fen()).toBe('6rk/8/8/8/8/K7/8/6Z1 b - - 7 5 t');
    expect(g.status().over).toBe(false);
    playAll(g, CYCLE.split(' ').slice(0, -1).join(' '));
    expect(g.status().over).toBe(false);
    g.play('Zg1');
    expect(g.fen()).toBe('6rk/8/8/8/8/K7/8/6Z1 b - - 7 9 t');
    expect(g.status()).toMatchObject({ over: true, result: '1/2-1/2', reason: 'threefold-repetition' });
    const e = thrown(() => g.play('Rxg1'));
    expect(e.code).toBe('ERR_GAME_OVER');
    expect(e.message).toContain('threefold-repetition');
  });

  it('the 50-move rule ends the game at once: the next move is refused', () => {
    const g = new Game({ fen: '4k3/8/8/8/8/8/8/R3K3 w - - 99 80' });
    g.play('Ra2');
    expect(g.status().reason).toBe('fifty-moves');
    expect(thrown(() => g.play('Kd8')).code).toBe('ERR_GAME_OVER');
    expect(g.history).toHaveLength(1);
  });
});

describe('C13 Game of Pawns announces both first moves together only from its start position', () => {
  it('from the start position: White\'s e4 triggers, but nothing is owed before Black\'s first move', () => {
    const g = gop();
    expect(g.firstMovesTogether()).toBe(true);
    g.play('e4');
    expect(g.fen()).toBe('3nkn2/pppppppp/8/8/4P3/8/PPPP1PPP/3NKN2 b - - 0 1 T');
    expect(g.firstMovesTogether()).toBe(true);
    g.play('d6');
    expect(g.firstMovesTogether()).toBe(false);
    expect(flags(g)).toBe('Tr');
  });

  it('from another position with White to move at move 1, moves alternate: e4 is followed by Black\'s placement', () => {
    // The knight stands on g1 instead of f1. Black's release is due at once; White places a black
    // knight on Black's rank 8 (a knight there attacks only ranks 7 and 6: no white piece).
    const g = gop('3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NK1N1 w - - 0 1');
    expect(g.firstMovesTogether()).toBe(false);
    g.play('e4');
    expect(g.fen()).toBe('3nkn2/pppppppp/8/8/4P3/8/PPPP1PPP/3NK1N1 b - - 0 1 Tr');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
    expectLegal(g, [
      'Nd8=Z', 'Nda8=Z', 'Ndb8=Z', 'Ndc8=Z', 'Ndg8=Z', 'Ndh8=Z',
      'Nf8=Z', 'Nfa8=Z', 'Nfb8=Z', 'Nfc8=Z', 'Nfg8=Z', 'Nfh8=Z',
    ]);
  });

  it('H11: begun from the FEN between the first moves, 1... d6 2. d3 leaves Black a normal move; from the start, a placement', () => {
    const between = gop('3nkn2/pppppppp/8/8/4P3/8/PPPP1PPP/3NKN2 b - - 0 1 T');
    playAll(between, '1... d6 2. d3');
    expect(between.fen()).toBe('3nkn2/ppp1pppp/3p4/8/4P3/3P4/PPP2PPP/3NKN2 b - - 0 2 T');
    expect(between.placementTurn()).toBeNull();
    const fromStart = gop();
    playAll(fromStart, '1. e4 d6 2. d3');
    expect(fromStart.fen()).toBe('3nkn2/ppp1pppp/3p4/8/4P3/3P4/PPP2PPP/3NKN2 b - - 0 2 Tr');
    expect(fromStart.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
  });

  it('the start arrangement later in a game (move 5) alternates too', () => {
    const g = gop(GOP_START.replace(' 0 1', ' 0 5'));
    expect(g.firstMovesTogether()).toBe(false);
    g.play('e4');
    expect(flags(g)).toBe('Tr');
  });
});

describe('C14 coordinate notation for the Berserker moves', () => {
  it('a release is the knight\'s square, the target and z; the bare form reads on a placement turn', () => {
    // White's knight b1 is released; every empty square of rank 1 qualifies (the black king and pawn are far away; the pawn keeps mating material on the board).
    const g = bz('4k3/p7/8/8/8/8/8/1N2K3 w - - 0 1 tR');
    expect(sorted(g.legalMoves().map((m) => m.coordinate))).toEqual(['b1a1z', 'b1b1z', 'b1c1z', 'b1d1z', 'b1f1z', 'b1g1z', 'b1h1z']);
    for (const [text, san] of [['b1b1z', 'Nb1=Z'], ['b1g1z', 'Ng1=Z'], ['b1b1', 'Nb1=Z'], ['b1g1', 'Ng1=Z']]) {
      const h = bz('4k3/p7/8/8/8/8/8/1N2K3 w - - 0 1 tR');
      expect(h.play(text!).san).toBe(san);
    }
  });

  it('a re-placement is z@ and the square', () => {
    const g = bz();
    playAll(g, '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3');
    expect(g.legalMoves().map((m) => [m.san, m.coordinate])).toEqual([['Zf1', 'z@f1']]);
    expect(g.play('z@f1').san).toBe('Zf1');
  });

  it('a capture with its placement (capture=capturer-turn) is from, to, / and the square', () => {
    const g = bz(undefined, 'capture=capturer-turn');
    playAll(g, '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3');
    // f1 is the only square: g1 would attack the pawn that has just taken on f3.
    const capture = g.legalMoves().filter((m) => m.from === 'e4' && m.to === 'f3');
    expect(capture.map((m) => [m.san, m.coordinate])).toEqual([['exf3/Zf1', 'e4f3/f1']]);
    expect(g.play('e4f3/f1').san).toBe('exf3/Zf1');
  });
});

describe('C15 Berolina SAN: a pawn that changes file names the file it leaves', () => {
  // White pawn e2 and king e1, black knight e3: the pawn moves diagonally to d3, f3 (and c4, g4 in one
  // step from the start), and captures straight ahead on e3. The king may not go to d1 or f1 (the knight).
  const FEN = '4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1';

  it('writes ed3, ef3, ec4, eg4 and the straight capture exe3', () => {
    expectLegal(new Game({ variant: 'berolina', fen: FEN }), ['Kd2', 'Kf2', 'ec4', 'ed3', 'ef3', 'eg4', 'exe3']);
  });

  it.each([['d3', 'ed3'], ['ed3', 'ed3'], ['e2d3', 'ed3'], ['g4', 'eg4'], ['eg4', 'eg4'], ['exe3', 'exe3'], ['e2e3', 'exe3']])(
    'reads %s as %s', (text, san) => {
      expect(new Game({ variant: 'berolina', fen: FEN }).play(text).san).toBe(san);
    },
  );

  it('a capture mark on a diagonal move is an error', () => {
    expect(thrown(() => new Game({ variant: 'berolina', fen: FEN }).play('exd3')).code).toBe('ERR_SAN');
  });

  it('the bare destination two pawns can reach is ambiguous; the file settles it', () => {
    // Pawns c2 and e2 both reach d3.
    const g = new Game({ variant: 'berolina', fen: '4k3/8/8/8/8/8/2P1P3/4K3 w - - 0 1' });
    const pawnMoves = g.legalMoves().filter((m) => m.piece === 'P').map((m) => m.san);
    expect(sorted(pawnMoves)).toEqual(['ca4', 'cb3', 'cd3', 'ce4', 'ec4', 'ed3', 'ef3', 'eg4']);
    const e = thrown(() => g.play('d3'));
    expect(e.code).toBe('ERR_SAN');
    expect(e.message).toMatch(/cd3 or ed3/);
    expect(g.play('cd3').from).toBe('c2');
  });

  it('Berserker Berolina writes the same: eg4 from the start, and it triggers', () => {
    const g = new Game({ variant: 'berserker-berolina' });
    expect(g.play('e2g4').san).toBe('eg4');
    expect(flags(g)).toBe('Tr');
  });
});
