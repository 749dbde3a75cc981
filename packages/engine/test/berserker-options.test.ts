/**
 * Berserker rule options (one group per option value) and the spec's clarifications C1–C9
 * (/work/shared/spec/berserker-rules.md). Expected legal sets, FENs and outcomes are worked out by hand.
 */
import { describe, it, expect } from 'vitest';
import { ChessError } from '../src/errors.js';
import { Game } from '../src/game.js';
import { getVariant, parseFen, makeFen } from '../src/index.js';
import { START, GOP_START, bz, gop, sans, expectLegal, playAll, after, playError, fenError, perftOf, flags } from './helpers.js';

const BLACK_20 = ['Na6', 'Nc6', 'Nf6', 'Nh6', 'a5', 'a6', 'b5', 'b6', 'c5', 'c6', 'd5', 'd6', 'e5', 'e6', 'f5', 'f6', 'g5', 'g6', 'h5', 'h6'];
/** Seed game 2 up to White's 4. Zf3: Black to move, White's Berserker on f3 attacked by the e4 pawn. */
const SEED2_TO_ZF3 = '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3';
/** Black's legal moves after 4. Zf3, except the capture of the Berserker (38 moves in all). */
const SEED2_BLACK_QUIET = [
  'Ba3', 'Bb4', 'Bc5', 'Bd6', 'Bd7', 'Be6', 'Be7', 'Bf5', 'Bg4', 'Bh3', 'Kd7', 'Ke7', 'Na6', 'Nc6', 'Nd7', 'Ne7', 'Nf6', 'Nh6',
  'Qd6', 'Qd7', 'Qe7', 'Qf6', 'Qg5', 'Qh4', 'a5', 'a6', 'b5', 'b6', 'c5', 'c6', 'd4', 'f5', 'f6', 'g5', 'g6', 'h5', 'h6',
];
/** White's Berserker waits (P); the black king on c3 is attacked from b1 and d1, the white pawn h2 from f1. */
const THREAT_FEN = '8/p7/8/8/8/2k5/7P/6K1 w - - 0 1 tP';
/** White's Berserker waits; f1 would mate the boxed black king on h2, e1 attacks the black knight on g2. */
const SMOTHER_FEN = '2K5/8/8/8/8/6pp/6nk/6nb w - - 0 1 tP';

describe('option trigger=center (default)', () => {
  it('relative rank 4 triggers: 1. e4 (White), 1. e3 e5 (Black)', () => {
    expect(after('e4', { rules: 'trigger=center' }).fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 Tr');
    expect(after('e3 e5', { rules: 'trigger=center' }).fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
  });

  it('perft 2 from the start is 256 (8 double steps x 2 releases + 12 x 20)', () => {
    expect(perftOf(`${START} -`, 1, 'trigger=center')).toBe(20);
    expect(perftOf(`${START} -`, 2, 'trigger=center')).toBe(256);
  });
});

describe('option trigger=cross', () => {
  const R = 'trigger=cross';

  it('rank 4 does not trigger: after 1. e4 Black moves normally', () => {
    const g = after('e4', { rules: R });
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 -');
    expectLegal(g, BLACK_20);
  });

  it('White triggers on rank 5, a capture included: 1. e4 d5 2. exd5', () => {
    const g = after('e4 d5', { rules: R });
    expect(g.fen()).toBe('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 -');
    g.play('exd5');
    expect(g.fen()).toBe('rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 Tr');
    expectLegal(g, ['Nb8=Z', 'Ng8=Z']);
  });

  it('Black triggers on rank 4 (its relative rank 5), not on rank 5', () => {
    const g = after('e3 e5', { rules: R });
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 -');
    playAll(g, 'd3 e4');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/8/4p3/3PP3/PPP2PPP/RNBQKBNR w KQkq - 0 3 tR');
    expectLegal(g, ['Nb1=Z', 'Ng1=Z']);
  });

  it('on a 12-rank board the cross line is the second centre rank (7): Ra6 does not trigger, Ra7 does', () => {
    const fen = '5k5n/12/12/12/12/12/12/12/12/12/12/R4K6 w - - 0 1 -';
    const a = new Game({ variant: 'berserker-brawl', rules: R, fen });
    a.play('Ra6');
    expect(flags(a)).toBe('-');
    const b = new Game({ variant: 'berserker-brawl', rules: R, fen });
    b.play('Ra7');
    expect(flags(b)).toBe('Tr');
  });

  it('perft 2 from the start is 400: no first move reaches relative rank 5', () => {
    expect(perftOf(`${START} -`, 2, R)).toBe(400);
  });
});

describe('option release=opponent-places (default)', () => {
  it('the triggering player places the opponent\'s Berserker on the opponent\'s turn', () => {
    const g = after('e4', { rules: 'release=opponent-places' });
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
    expectLegal(g, ['Nb8=Z', 'Ng8=Z']);
    for (const m of g.legalMoves()) expect(m).toMatchObject({ kind: 'release', color: 'black', controller: 'white' });
    g.play('Ng8=Z');
    expect(g.fen()).toBe('rnbqkbzr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2 T');
  });
});

describe('option release=owner-marks', () => {
  const R = 'release=owner-marks';

  it('1. e4 releases White\'s own Berserker: Black spends its turn marking one of White\'s knights', () => {
    const g = after('e4', { rules: R });
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 TR');
    expect(g.placementTurn()).toEqual({ kind: 'mark', owner: 'white', controller: 'black' });
    expectLegal(g, ['Nb1=Z', 'Ng1=Z']);
    for (const m of g.legalMoves()) expect(m).toMatchObject({ kind: 'mark', color: 'black', controller: 'black' });
  });

  it('the marked knight becomes White\'s Berserker where it stands; then White moves normally', () => {
    const g = after('e4 Ng1=Z', { rules: R });
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBZR w KQkq - 1 2 T');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, [
      'Ba6', 'Bb5', 'Bc4', 'Bd3', 'Be2', 'Ke2', 'Na3', 'Nc3', 'Qe2', 'Qf3', 'Qg4', 'Qh5', 'Ze2', 'Zf3', 'Zh3',
      'a3', 'a4', 'b3', 'b4', 'c3', 'c4', 'd3', 'd4', 'e5', 'f3', 'f4', 'g3', 'g4', 'h3', 'h4',
    ]);
  });

  it('marking ignores R5: a knight on d5 attacking black pawns may be marked', () => {
    const g = after('1. Nc3 d6 2. Nd5', { rules: R });
    expect(g.fen()).toBe('rnbqkbnr/ppp1pppp/3p4/3N4/8/8/PPPPPPPP/R1BQKBNR b KQkq - 1 2 TR');
    expectLegal(g, ['Nd5=Z', 'Ng1=Z']);
  });

  it('an owner without a knight gets nothing marked: T only, the opponent moves normally', () => {
    const g = bz('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 -', R);
    g.play('e4');
    expect(g.fen()).toBe('4k3/8/8/8/4P3/8/8/4K3 b - - 0 1 T');
    expectLegal(g, ['Kd7', 'Kd8', 'Ke7', 'Kf7', 'Kf8']);
  });

  it('R6: a marker in check answers the check first; the marking waits, then takes a turn even with one knight', () => {
    const g = bz('4k3/8/8/8/8/8/8/Q3K1N1 w - - 0 1 -', R);
    g.play('Qa4+');
    expect(g.fen()).toBe('4k3/8/8/8/Q7/8/8/4K1N1 b - - 1 1 TR');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kd8', 'Ke7', 'Kf7', 'Kf8']);
    playAll(g, 'Ke7 Kd2');
    expect(g.fen()).toBe('8/4k3/8/8/Q7/8/3K4/6N1 b - - 3 2 TR');
    expect(g.placementTurn()).toEqual({ kind: 'mark', owner: 'white', controller: 'black' });
    expectLegal(g, ['Ng1=Z']);
    g.play('Ng1=Z');
    expect(g.fen()).toBe('8/4k3/8/8/Q7/8/3K4/6Z1 w - - 4 3 T');
  });

  it('Black\'s trigger: White marks one of Black\'s knights, and the FEN (t r) reads back', () => {
    const g = after('e3 e5', { rules: R });
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tr';
    expect(g.fen()).toBe(fen);
    expect(g.placementTurn()).toEqual({ kind: 'mark', owner: 'black', controller: 'white' });
    expectLegal(g, ['Nb8=Z', 'Ng8=Z']);
    expect(makeFen(parseFen(getVariant('berserker', R), fen))).toBe(fen);
  });
});

describe('option capture=owner-turn (default)', () => {
  it('the capture is a plain move; the owner\'s next turn is the placement', () => {
    const g = after(SEED2_TO_ZF3, { rules: 'capture=owner-turn' });
    expect(g.fen()).toBe('rnbqkbnr/ppp2ppp/8/3p4/4p3/4PZ2/PPPPBPPP/RNBQK2R b KQkq - 1 4 t');
    expectLegal(g, [...SEED2_BLACK_QUIET, 'exf3']);
    g.play('exf3');
    expect(flags(g)).toBe('tP');
    expectLegal(g, ['Zf1']);
  });
});

describe('option capture=capturer-turn', () => {
  const R = 'capture=capturer-turn';

  it('capture and placement are one move of the capturer, written exf3/Zf1', () => {
    const g = after(SEED2_TO_ZF3, { rules: R });
    // After the capture the f3 pawn is black: of f1 and g1 only f1 qualifies.
    expectLegal(g, [...SEED2_BLACK_QUIET, 'exf3/Zf1']);
    const info = g.play('exf3/Zf1');
    expect(info).toMatchObject({ san: 'exf3/Zf1', from: 'e4', to: 'f3', captured: 'Z', placement: 'f1', color: 'black', controller: 'black' });
    // C5: a capture, so the clock is reset. No P: the Berserker is already back.
    expect(g.fen()).toBe('rnbqkbnr/ppp2ppp/8/3p4/8/4Pp2/PPPPBPPP/RNBQKZ1R w KQkq - 0 5 t');
    expect(g.placementTurn()).toBeNull();
    g.play('Bxf3');
    expect(g.fen()).toBe('rnbqkbnr/ppp2ppp/8/3p4/8/4PB2/PPPP1PPP/RNBQKZ1R b KQkq - 0 5 t');
  });

  it('the placement part must follow R5: exf3/Zg1 is refused', () => {
    const g = after(SEED2_TO_ZF3, { rules: R });
    playError(g, 'exf3/Zg1');
  });

  it('the combined move may not leave the capturer\'s king in check (threat=none: d1 would attack the king on b2)', () => {
    const g = bz('8/7p/8/8/8/2k5/1Z5P/6K1 b - - 0 1 Tt', `${R}; threat=none`);
    expectLegal(g, ['Kb3', 'Kb4', 'Kc2', 'Kd2', 'Kd4', 'Kxb2/Za1', 'Kxb2/Zb1', 'Kxb2/Zc1', 'Kxb2/Ze1', 'Kxb2/Zf1', 'Kxb2/Zh1', 'h5', 'h6']);
  });

  it('the same with a knight capturing: b1 and d1 would attack the black king on c3 and are removed', () => {
    const g = bz('8/7p/8/8/8/2kn4/7P/4Z1K1 b - - 0 1 Tt', `${R}; threat=none`);
    expectLegal(g, [
      'Kb2', 'Kb3', 'Kb4', 'Kc4', 'Kd2', 'Kd4', 'Nb2', 'Nb4', 'Nc1', 'Nc5', 'Ne5', 'Nf2', 'Nf4',
      'Nxe1/Za1', 'Nxe1/Zc1', 'Nxe1/Zf1', 'Nxe1/Zh1', 'h5', 'h6',
    ]);
  });

  it('a promotion capture of the Berserker is written exf8=Q/Za8 (placement after the promotion)', () => {
    // Black's Berserker on f8 is taken with promotion; Black's rank 8 empties a8 b8 c8 d8 g8 h8 all qualify.
    const g = bz('4kz2/4P3/8/8/8/8/8/4K3 w - - 0 1 Tt', R);
    const expected = ['Kd1', 'Kd2', 'Ke2', 'Kf1', 'Kf2'];
    for (const p of ['Q', 'R', 'B', 'N']) {
      for (const sq of ['a8', 'b8', 'c8', 'd8', 'g8', 'h8']) expected.push(`exf8=${p}/Z${sq}${p === 'Q' || p === 'R' ? '+' : ''}`);
    }
    expectLegal(g, expected);
    g.play('exf8=N/Zg8');
    expect(g.fen()).toBe('4kNz1/8/8/8/8/8/8/4K3 b - - 0 1 Tt');
  });

  it('check marks go at the very end: Nxf3/Zd1+', () => {
    // The black knight takes White's Berserker on f3 with check; g1 would attack the knight.
    const g = bz('4k3/8/8/6n1/8/5Z2/8/4K3 b - - 0 1 Tt', R);
    expectLegal(g, [
      'Kd7', 'Kd8', 'Ke7', 'Kf7', 'Kf8', 'Ne4', 'Ne6', 'Nf7', 'Nh3', 'Nh7',
      'Nxf3/Za1+', 'Nxf3/Zb1+', 'Nxf3/Zc1+', 'Nxf3/Zd1+', 'Nxf3/Zf1+', 'Nxf3/Zh1+',
    ]);
    g.play('Nxf3/Zd1+');
    expect(g.fen()).toBe('4k3/8/8/8/8/5n2/8/3ZK3 w - - 0 2 Tt');
  });
});

describe('option threat=placer (default)', () => {
  it('the Berserker may not attack the placer\'s pieces (the king included)', () => {
    expectLegal(bz(THREAT_FEN, 'threat=placer'), ['Za1', 'Zc1', 'Ze1', 'Zf1', 'Zh1']);
  });

  it('the seeds\' own examples: Nb1=Z is legal, and only Zf1 after 4... exf3', () => {
    expectLegal(after('e3 e5', { rules: 'threat=placer' }), ['Nb1=Z', 'Ng1=Z']);
    expectLegal(after(`${SEED2_TO_ZF3} exf3`, { rules: 'threat=placer' }), ['Zf1']);
  });

  it('a square that would give check or attack a placer\'s knight is out', () => {
    expectLegal(bz(SMOTHER_FEN, 'threat=placer'), ['Za1', 'Zb1', 'Zc1', 'Zd1']);
  });
});

describe('option threat=owner', () => {
  const R = 'threat=owner';

  it('the Berserker may not attack its owner\'s pieces; it may attack (check) the placer\'s king', () => {
    expectLegal(bz(THREAT_FEN, R), ['Za1', 'Zb1+', 'Zc1', 'Zd1+', 'Ze1', 'Zh1']);
  });

  it('seed capture position: f1 and g1 both attack White pieces, ranks 1-3 have nothing, fallback gives f1 and g1', () => {
    expectLegal(after(`${SEED2_TO_ZF3} exf3`, { rules: R }), ['Zf1', 'Zg1']);
  });

  it('after 1. e3 e5: g1 qualifies; b1 attacks d2 and reaches b1 only through the fallback (C1: its own square)', () => {
    expectLegal(after('e3 e5', { rules: R }), ['Nb1=Z', 'Ng1=Z']);
  });
});

describe('option threat=none', () => {
  const R = 'threat=none';

  it('no attack condition: every empty square of the lowest rank', () => {
    expectLegal(bz(THREAT_FEN, R), ['Za1', 'Zb1+', 'Zc1', 'Zd1+', 'Ze1', 'Zf1', 'Zh1']);
    expectLegal(after(`${SEED2_TO_ZF3} exf3`, { rules: R }), ['Zf1', 'Zg1']);
  });

  it('a placement that mates with the Berserker is a Berserker checkmate for its owner (2 points)', () => {
    const g = bz(SMOTHER_FEN, R);
    expectLegal(g, ['Za1', 'Zb1', 'Zc1', 'Zd1', 'Ze1', 'Zf1#']);
    const info = g.play('Zf1#');
    expect(info.controller).toBe('black');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'berserker-checkmate', winner: 'white', points: { white: 2, black: 0 } });
  });
});

describe('option ohNo=off (default)', () => {
  it('no take-backs: canOhNo is false and ohNo throws ERR_TAKEBACK', () => {
    for (const rules of [undefined, 'ohNo=off']) {
      const g = after('e3', { rules });
      expect(g.canOhNo()).toBe(false);
      expect(g.canOhNo('white')).toBe(false);
      let err: unknown = null;
      try { g.ohNo('white'); } catch (e) { err = e; }
      expect(err).toBeInstanceOf(ChessError);
      expect((err as ChessError).code).toBe('ERR_TAKEBACK');
      expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 -');
      expect(g.ohNoUsed()).toEqual({ white: false, black: false });
    }
  });
});

describe('option ohNo=on', () => {
  it('the controller of the last action may retract it once; the state is restored exactly', () => {
    const g = after(`${SEED2_TO_ZF3} exf3`, { rules: 'ohNo=on' });
    const fenBefore = g.fen();
    g.play('Zf1'); // Black's placement on White's turn
    expect(g.canOhNo('black')).toBe(true);
    expect(g.canOhNo('white')).toBe(false);
    expect(g.ohNo().san).toBe('Zf1'); // default: whoever controlled the last action
    expect(g.fen()).toBe(fenBefore);
    expect(g.placementTurn()).toEqual({ kind: 'place', owner: 'white', controller: 'black' });
    expect(g.ohNoUsed()).toEqual({ white: false, black: true });
  });

  it('perft and the legal move lists never include take-backs', () => {
    expect(perftOf(`${START} -`, 2, 'ohNo=on')).toBe(256);
    const g = after('e3', { rules: 'ohNo=on' });
    expectLegal(g, BLACK_20);
  });
});

describe('C1 placement squares per knight', () => {
  it('each knight\'s own square counts as empty, and each knight gets its own first qualifying rank', () => {
    // b1: own square qualifies (rank 1). e4: no empty rank-1 square, so rank 2: e2.
    const g = bz('4k3/8/8/8/4N3/8/PPPP1PPP/RNBQKBRR w - - 0 1 tR');
    expectLegal(g, ['Nb1=Z', 'Ne2=Z']);
  });

  it('a knight whose own square attacks a placer\'s piece goes elsewhere on the rank', () => {
    // b1 and d1 attack the black pawn on c3; c1 qualifies for both knights, g1 for its own knight.
    const g = bz('4k3/8/8/8/8/2p5/PP1PPPPP/RN2KBNR w - - 0 1 tR');
    expectLegal(g, ['Nbc1=Z', 'Ng1=Z', 'Ngc1=Z']);
  });
});

describe('C2 king safety after the rank is fixed', () => {
  it('squares exposing the king are removed; a pinned knight gets nothing and the other knight needs no disambiguation', () => {
    // e2 is pinned by the e8 rook: none of its rank-1 squares is safe. g1 goes anywhere on rank 1.
    const g = bz('4r2k/8/8/8/8/8/4N3/4K1N1 w - - 0 1 tR');
    expectLegal(g, ['Na1=Z', 'Nb1=Z', 'Nc1=Z', 'Nd1=Z', 'Nf1=Z', 'Ng1=Z', 'Nh1=Z']);
  });
});

describe('C3 a release is judged when it falls due', () => {
  it('a trigger that pins the only knight: the release lapses at once and the owner moves normally', () => {
    // ...Bb4 reaches rank 4 (Black's relative 5) and pins d2 against e1.
    const g = bz('4kb2/8/8/8/8/8/3N4/4K3 b - - 0 1 -');
    g.play('Bb4');
    expect(g.fen()).toBe('4k3/8/8/8/1b6/8/3N4/4K3 w - - 1 2 t');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kd1', 'Ke2', 'Kf1', 'Kf2']);
  });
});

describe('C4 game-ending triggers', () => {
  it('a triggering check that is not mate does release (the release waits, R6)', () => {
    const g = bz('3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1 -');
    g.play('Qa5+');
    expect(flags(g)).toBe('tR');
  });

  it('a triggering Berserker mate: T is set, nothing is released', () => {
    const g = bz('n5rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
    g.play('Zf7#');
    expect(flags(g)).toBe('Tt');
  });
});

describe('C5 placements and the 50-move clock', () => {
  it('a release adds one to the halfmove clock', () => {
    const g = bz('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 10 2 tR');
    g.play('Nb1=Z');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RZBQKBNR b KQkq - 11 2 t');
  });

  it('a placement can complete the 50-move rule', () => {
    const g = bz('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 99 2 tR');
    g.play('Ng1=Z');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBZR b KQkq - 100 2 t');
    expect(g.status()).toMatchObject({ over: true, result: '1/2-1/2', reason: 'fifty-moves' });
  });

  it('a re-placement adds one; a capture resets', () => {
    const g = after(`${SEED2_TO_ZF3} exf3`);
    expect(g.fen().split(' ')[4]).toBe('0');
    g.play('Zf1');
    expect(g.fen().split(' ')[4]).toBe('1');
  });
});

describe('C6 placements that give check', () => {
  it('a release may give check by discovery', () => {
    const g = bz('3k4/8/8/8/3N4/8/8/RBBRKQ1R w - - 0 1 tR');
    expectLegal(g, ['Ng1=Z+']);
  });

  it('a release may even give mate by discovery (#), scored as an ordinary checkmate', () => {
    const g = bz('R2N3k/6pp/8/8/8/8/8/RBBQKB1R w - - 0 1 tR');
    expectLegal(g, ['Ng1=Z#']);
    g.play('Ng1=Z#');
    expect(g.fen()).toBe('R6k/6pp/8/8/8/8/8/RBBQKBZR b - - 1 1 t');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'checkmate', winner: 'white', points: { white: 1, black: 0 } });
  });

  it('a placement on a fallback rank may give check', () => {
    // Every empty square of ranks 1-3 attacks a black piece (g1 the king on h3); rank 2 is full.
    const g = bz('8/8/8/4p3/2p5/1pp3pk/PPPPPPRP/4K3 w - - 0 1 tP');
    expectLegal(g, ['Za1', 'Zb1', 'Zc1', 'Zd1', 'Zf1', 'Zg1+', 'Zh1']);
  });
});

describe('C7 Game of Pawns: simultaneous first moves', () => {
  it('perft counts the two first moves as separate plies: 20, then 400', () => {
    expect(perftOf(GOP_START, 1, undefined, 'game-of-pawns')).toBe(20);
    expect(perftOf(GOP_START, 2, undefined, 'game-of-pawns')).toBe(400);
  });

  it('after 1. e4 the FEN shows T and no r; Black\'s first move is a normal move', () => {
    const g = gop();
    expect(g.fen()).toBe(`${GOP_START} -`);
    g.play('e4');
    expect(g.fen()).toBe('3nkn2/pppppppp/8/8/4P3/8/PPPP1PPP/3NKN2 b - - 0 1 T');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Nc6', 'Nde6', 'Nfe6', 'Ng6', 'a5', 'a6', 'b5', 'b6', 'c5', 'c6', 'd5', 'd6', 'e5', 'e6', 'f5', 'f6', 'g5', 'g6', 'h5', 'h6']);
  });

  it('both trigger: White\'s move 2 is the placement of White\'s Berserker, then Black\'s move 2 that of Black\'s', () => {
    const g = gop();
    playAll(g, 'e4 e5');
    expect(g.fen()).toBe('3nkn2/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/3NKN2 w - - 0 2 TtRr');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    expectLegal(g, ['Nd1=Z', 'Nda1=Z', 'Ndb1=Z', 'Ndc1=Z', 'Ndg1=Z', 'Ndh1=Z', 'Nf1=Z', 'Nfa1=Z', 'Nfb1=Z', 'Nfc1=Z', 'Nfg1=Z', 'Nfh1=Z']);
    g.play('Nfg1=Z');
    expect(g.fen()).toBe('3nkn2/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/3NK1Z1 b - - 1 2 Ttr');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
    expectLegal(g, ['Nd8=Z', 'Nda8=Z', 'Ndb8=Z', 'Ndc8=Z', 'Ndg8=Z', 'Ndh8=Z', 'Nf8=Z', 'Nfa8=Z', 'Nfb8=Z', 'Nfc8=Z', 'Nfg8=Z', 'Nfh8=Z']);
    g.play('Nd8=Z');
    expect(g.fen()).toBe('3zkn2/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/3NK1Z1 w - - 2 3 Tt');
    expect(g.placementTurn()).toBeNull();
  });

  it('only White triggered: White\'s move 2 is normal, Black\'s move 2 is the placement', () => {
    const g = gop();
    playAll(g, 'e4 d6');
    expect(g.fen()).toBe('3nkn2/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/3NKN2 w - - 0 2 Tr');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Ke2', 'Nc3', 'Nde3', 'Nfe3', 'Ng3', 'a3', 'a4', 'b3', 'b4', 'c3', 'c4', 'd3', 'd4', 'e5', 'f3', 'f4', 'g3', 'g4', 'h3', 'h4']);
    g.play('d3');
    expect(g.fen()).toBe('3nkn2/ppp1pppp/3p4/8/4P3/3P4/PPP2PPP/3NKN2 b - - 0 2 Tr');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
    expectLegal(g, ['Nd8=Z', 'Nda8=Z', 'Ndb8=Z', 'Ndc8=Z', 'Ndg8=Z', 'Ndh8=Z', 'Nf8=Z', 'Nfa8=Z', 'Nfb8=Z', 'Nfc8=Z', 'Nfg8=Z', 'Nfh8=Z']);
  });

  it('only Black triggered: White\'s move 2 is the placement, as in Genesis', () => {
    const g = gop();
    playAll(g, 'e3 e5');
    expect(g.fen()).toBe('3nkn2/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/3NKN2 w - - 0 2 tR');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    expect(sans(g)).toHaveLength(12);
  });

  it('C13: a game begun from the FEN between the two first moves is not begun from the start: no release is owed', () => {
    // The field says White has triggered and nothing waits (no r); a game from here alternates as usual,
    // so Black's d6 (no trigger: rank 6 is Black's relative rank 3) leaves nothing to place.
    const g = gop('3nkn2/pppppppp/8/8/4P3/8/PPPP1PPP/3NKN2 b - - 0 1 T');
    expect(g.firstMovesTogether()).toBe(false);
    g.play('d6');
    expect(g.fen()).toBe('3nkn2/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/3NKN2 w - - 0 2 T');
    expect(g.placementTurn()).toBeNull();
  });

  it('promotion is as normal (Q, R, B, N; never Z)', () => {
    const g = gop('3nkn2/1P6/8/8/8/8/8/3NKN2 w - - 0 1 -');
    expect(sans(g).filter((s) => s.startsWith('b8'))).toEqual(['b8=B', 'b8=N', 'b8=Q', 'b8=R']);
  });
});

describe('C8 inconsistent extended FENs', () => {
  it('P under capture=capturer-turn is rejected with ERR_FEN_BERSERKER', () => {
    const err = fenError('4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 tP', 'capture=capturer-turn');
    expect(err.code).toBe('ERR_FEN_BERSERKER');
  });

  it('the errors name the Berserker field', () => {
    const err = fenError('4k3/8/8/8/8/8/8/1Z2K1Z1 w - - 0 1 t');
    expect(err.code).toBe('ERR_FEN_BERSERKER');
    expect(err.message).toMatch(/Berserker/);
  });
});

describe('C9 placement SAN', () => {
  it('placements never use x, and a staying knight is never disambiguated', () => {
    const g = gop();
    playAll(g, 'e4 e5');
    for (const s of sans(g)) expect(s).not.toContain('x');
    expect(sans(g)).toContain('Nd1=Z');
    expect(sans(g)).toContain('Nf1=Z');
  });

  it('disambiguation is only against other legal releases to the same square', () => {
    // Same position as C2: the pinned e2 knight has no legal release, so g1's moves are plain.
    const g = bz('4r2k/8/8/8/8/8/4N3/4K1N1 w - - 0 1 tR');
    expect(sans(g)).toContain('Na1=Z');
    expect(sans(g)).not.toContain('Nga1=Z');
  });
});
