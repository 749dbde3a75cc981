/**
 * Berserker Chess, default ruleset ("Genesis"): one group per rule R1–R10 of
 * /work/shared/spec/berserker-rules.md, plus the extended FEN and illegal-placement errors.
 * Every expected legal set, FEN and outcome below was worked out by hand from the spec (the reasoning
 * is in the comments), never copied from the engine's output.
 */
import { describe, it, expect } from 'vitest';
import { Game } from '../src/game.js';
import { ChessError } from '../src/errors.js';
import { getVariant, parseFen, makeFen } from '../src/index.js';
import { START, bz, sans, expectLegal, playAll, after, playError, fenError, perftOf, flags } from './helpers.js';

const WHITE_20 = ['Na3', 'Nc3', 'Nf3', 'Nh3', 'a3', 'a4', 'b3', 'b4', 'c3', 'c4', 'd3', 'd4', 'e3', 'e4', 'f3', 'f4', 'g3', 'g4', 'h3', 'h4'];
const BLACK_20 = ['Na6', 'Nc6', 'Nf6', 'Nh6', 'a5', 'a6', 'b5', 'b6', 'c5', 'c6', 'd5', 'd6', 'e5', 'e6', 'f5', 'f6', 'g5', 'g6', 'h5', 'h6'];

describe('R1 base game', () => {
  it('starts from the standard array with the 20 standard moves; the start FEN carries "-"', () => {
    const g = bz();
    expect(g.fen()).toBe(`${START} -`);
    expectLegal(g, WHITE_20);
    expect(g.placementTurn()).toBeNull();
  });

  it('en passant works as in chess when no placement is due, and the FEN names the square only when it is legal', () => {
    // Both sides have triggered, so a4 (rank 4) releases nothing; b4xa3 e.p. is legal.
    const g = bz('4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1 Tt');
    g.play('a4');
    expect(g.fen()).toBe('4k3/8/8/8/Pp6/8/8/4K3 b - a3 0 1 Tt');
    expectLegal(g, ['Kd7', 'Kd8', 'Ke7', 'Kf7', 'Kf8', 'b3', 'bxa3']);
    const info = g.play('bxa3');
    expect(info.kind).toBe('en-passant');
    expect(g.fen()).toBe('4k3/8/8/8/8/p7/8/4K3 w - - 0 2 Tt');
  });

  it('a double step that triggers a release gives no en-passant right (the next turn is a placement)', () => {
    // 1.e4 (T, Black's release) Nb8=Z 2.e5 d5 — d5 reaches Black's relative rank 4: White's move 3 is
    // the placement of White's Berserker, so exd6 e.p. is not available and the FEN shows "-".
    const g = after('1. e4 Nb8=Z 2. e5 d5');
    expect(g.fen()).toBe('rzbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 TtR');
    expectLegal(g, ['Nb1=Z', 'Ng1=Z']);
    g.play('Ng1=Z');
    expect(g.fen()).toBe('rzbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBZR b KQkq - 1 3 Tt');
    g.play('a6');
    expect(sans(g)).not.toContain('exd6');
  });

  it('threefold repetition is a draw (knights shuffling, no trigger: ranks 3 and 6)', () => {
    const g = after('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1');
    expect(g.status().over).toBe(false);
    g.play('Ng8');
    expect(g.fen()).toBe(`${START.replace(' 0 1', ' 8 5')} -`);
    expect(g.status()).toEqual({ over: true, result: '1/2-1/2', reason: 'threefold-repetition', winner: null, points: { white: 0.5, black: 0.5 } });
  });

  it('king + Berserker against a lone king is insufficient material (the Berserker counts as a knight)', () => {
    const s = bz('4k3/8/8/8/8/8/8/4K1Z1 w - - 0 1 t').status();
    expect(s.over).toBe(true);
    expect(s.result).toBe('1/2-1/2');
    expect(s.reason).toBe('insufficient-material');
    expect(s.points).toEqual({ white: 0.5, black: 0.5 });
  });

  it('a captured Berserker waiting to be placed still counts as material (R4: it is never gone)', () => {
    // White: K + B on the board and a Berserker waiting (P): after the placement K+B+N-like vs K can mate.
    const g = bz('4k3/8/8/8/8/8/8/2B1K3 w - - 0 1 tP');
    expect(g.status().over).toBe(false);
    // Rank 1 empties: a1 b1 d1 f1 g1 h1; no black piece on ranks 2-3 to attack.
    expectLegal(g, ['Za1', 'Zb1', 'Zd1', 'Zf1', 'Zg1', 'Zh1']);
  });

  it('the game is not drawn by material while the captured Berserker waits (played out)', () => {
    // Black's rook takes White's Berserker with check; White, in check, takes the rook (R6: placement waits).
    const g = bz('4k3/8/8/8/8/8/8/2B1KZ1r b - - 0 1 t');
    g.play('Rxf1+');
    expect(g.fen()).toBe('4k3/8/8/8/8/8/8/2B1Kr2 w - - 0 2 tP');
    // Kd1 stays on the rook's line, Kf2 is on the f-file: only Kd2, Ke2, Kxf1.
    expectLegal(g, ['Kd2', 'Ke2', 'Kxf1']);
    g.play('Kxf1');
    expect(g.fen()).toBe('4k3/8/8/8/8/8/8/2B2K2 b - - 0 2 tP');
    expect(g.status().over).toBe(false);
  });
});

describe('R2 trigger', () => {
  it('White triggers on rank 4: 1. e4 releases Black\'s Berserker (FEN T r)', () => {
    const g = after('e4');
    // ep "-": no black pawn can take on e3, and the turn is a placement anyway.
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 Tr');
    expectLegal(g, ['Nb8=Z', 'Ng8=Z']);
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
  });

  it('rank 3 does not trigger: after 1. e3 Black moves normally', () => {
    const g = after('e3');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 -');
    expectLegal(g, BLACK_20);
    expect(g.placementTurn()).toBeNull();
  });

  it('Black\'s relative rank 4 is rank 5: 1. e3 e6 does not trigger, 1. e3 e5 does', () => {
    const g1 = after('e3 e6');
    expect(g1.fen()).toBe('rnbqkbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 -');
    expectLegal(g1, WHITE_20.filter((m) => m !== 'e3' && m !== 'e4').concat(['Bd3', 'Be2', 'Bc4', 'Bb5', 'Ba6', 'Ke2', 'Qe2', 'Qf3', 'Qg4', 'Qh5', 'Ne2', 'e4']));
    const g2 = after('e3 e5');
    expect(g2.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
  });

  it('a capture that lands on rank 4 or beyond triggers', () => {
    // Nc3xd5 (rank 5): White triggers; Black's knight g8 may be placed on any empty rank-8 square
    // (none of them attacks a white piece), its own g8 included.
    const g = bz('4k1n1/8/8/3p4/8/2N5/8/4K3 w - - 0 1 t');
    g.play('Nxd5');
    expect(g.fen()).toBe('4k1n1/8/8/3N4/8/8/8/4K3 b - - 0 1 Ttr');
    expectLegal(g, ['Na8=Z', 'Nb8=Z', 'Nc8=Z', 'Nd8=Z', 'Nf8=Z', 'Ng8=Z', 'Nh8=Z']);
  });

  it('a Berserker move counts like any move: Zc4 reaches rank 4 and triggers', () => {
    const g = bz('4k1n1/8/8/8/8/8/3Z4/4K3 w - - 0 1 t');
    g.play('Zc4');
    expect(g.fen()).toBe('4k1n1/8/8/8/2Z5/8/8/4K3 b - - 1 1 Ttr');
    expectLegal(g, ['Na8=Z', 'Nb8=Z', 'Nc8=Z', 'Nd8=Z', 'Nf8=Z', 'Ng8=Z', 'Nh8=Z']);
  });

  it('on a 12-rank board "rank 4" is the first centre rank (6): Ra5 does not trigger, Ra6 does', () => {
    const fen = '5k5n/12/12/12/12/12/12/12/12/12/12/R4K6 w - - 0 1 -';
    const g1 = new Game({ variant: 'berserker-brawl', fen });
    g1.play('Ra5');
    expect(flags(g1)).toBe('-');
    const g2 = new Game({ variant: 'berserker-brawl', fen });
    g2.play('Ra6');
    expect(g2.fen()).toBe('5k5n/12/12/12/12/12/R11/12/12/12/12/5K6 b - - 1 1 Tr');
    // Black's relative rank 1 is rank 12: every empty square there, and l12 itself.
    expectLegal(g2, ['Na12=Z', 'Nb12=Z', 'Nc12=Z', 'Nd12=Z', 'Ne12=Z', 'Ng12=Z', 'Nh12=Z', 'Ni12=Z', 'Nj12=Z', 'Nk12=Z', 'Nl12=Z']);
  });

  it('a second crossing does nothing: 1. e4 Nb8=Z 2. d4 leaves Black a normal move', () => {
    const g = after('1. e4 Nb8=Z');
    expect(g.fen()).toBe('rzbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2 T');
    g.play('d4');
    expect(g.fen()).toBe('rzbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2 T');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Nf6', 'Nh6', 'Za6', 'Zc6', 'a5', 'a6', 'b5', 'b6', 'c5', 'c6', 'd5', 'd6', 'e5', 'e6', 'f5', 'f6', 'g5', 'g6', 'h5', 'h6']);
  });

  it('going back below rank 4 does not undo the trigger, and coming back again releases nothing', () => {
    const g = after('1. Nc3 Nf6 2. Ne4');
    expect(g.fen()).toBe('rnbqkb1r/pppppppp/5n2/8/4N3/8/PPPPPPPP/R1BQKBNR b KQkq - 3 2 Tr');
    playAll(g, 'Nb8=Z 3. Nc3');
    expect(g.fen()).toBe('rzbqkb1r/pppppppp/5n2/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 5 3 T');
    playAll(g, 'e6 4. Ne4');
    expect(g.fen()).toBe('rzbqkb1r/pppp1ppp/4pn2/8/4N3/8/PPPPPPPP/R1BQKBNR b KQkq - 1 4 T');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, [
      'Ba3', 'Bb4', 'Bc5', 'Bd6', 'Be7', 'Ke7', 'Nd5', 'Ng4', 'Ng8', 'Nh5', 'Nxe4', 'Qe7', 'Rg8', 'Za6', 'Zc6',
      'a5', 'a6', 'b5', 'b6', 'c5', 'c6', 'd5', 'd6', 'e5', 'g5', 'g6', 'h5', 'h6',
    ]);
  });

  it('placements never trigger, even on a fallback rank beyond 3', () => {
    // Ranks 1-3 are full; the fallback goes to rank 4 (a4 is taken by the black rook).
    const g = bz('4k3/8/8/8/r7/pppppppp/PPPPPPPP/RNBQKBNR w - - 0 1 tP');
    expectLegal(g, ['Zb4', 'Zc4', 'Zd4', 'Ze4', 'Zf4', 'Zg4', 'Zh4']);
    g.play('Zb4');
    expect(g.fen()).toBe('4k3/8/8/8/rZ6/pppppppp/PPPPPPPP/RNBQKBNR b - - 1 1 t');
  });

  it('C4: a triggering move that mates releases nothing, and the trigger is used up (T, no r)', () => {
    // Ra8 reaches rank 8 (White's first trigger) and mates; Black has a knight that could otherwise become its Berserker.
    const g = bz('6k1/5ppp/8/8/8/8/8/R5Kn w - - 0 1 -');
    expect(g.play('Ra8#').san).toBe('Ra8#');
    expect(g.fen()).toBe('R5k1/5ppp/8/8/8/8/8/6Kn b - - 1 1 T');
    const s = g.status();
    expect(s.over).toBe(true);
    expect(s.reason).toBe('checkmate');
    expect(s.result).toBe('1-0');
    expect(g.legalMoves()).toEqual([]);
  });

  it('C4: a triggering move that stalemates releases nothing, and the trigger is used up', () => {
    // Rh8 pins the b8 knight against a8; Kb6 covers a7/b7. Without C4, Black's turn would be a release
    // (the pinned knight could stay on b8) and there would be no stalemate.
    const g = bz('kn6/8/1K6/8/8/8/8/7R w - - 0 1 -');
    g.play('Rh8');
    expect(g.fen()).toBe('kn5R/8/1K6/8/8/8/8/8 b - - 1 1 T');
    const s = g.status();
    expect(s.over).toBe(true);
    expect(s.reason).toBe('stalemate');
    expect(s.result).toBe('1/2-1/2');
    expect(g.legalMoves()).toEqual([]);
  });
});

describe('R3 release', () => {
  it('1. e3 e5: White\'s move 2 is Black placing White\'s Berserker (controller black)', () => {
    const g = after('e3 e5');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
    expect(g.turn).toBe('white');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    // Rank 1 has no empty square but each knight's own (C1); b1 and g1 attack no black piece.
    expectLegal(g, ['Nb1=Z', 'Ng1=Z']);
    for (const m of g.legalMoves()) {
      expect(m.kind).toBe('release');
      expect(m.color).toBe('white');
      expect(m.controller).toBe('black');
      expect(m.piece).toBe('N');
      expect(m.captured).toBeNull();
    }
  });

  it('the release counts as the owner\'s move: numbering and alternation are kept, then the placer moves', () => {
    const g = after('e3 e5');
    const info = g.play('Nb1=Z');
    expect(info).toMatchObject({ san: 'Nb1=Z', from: 'b1', to: 'b1', kind: 'release', color: 'white', controller: 'black' });
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RZBQKBNR b KQkq - 1 2 t');
    expect(g.turn).toBe('black');
    expect(g.placementTurn()).toBeNull();
    g.play('Nf6');
    expect(g.fen()).toBe('rnbqkb1r/pppp1ppp/5n2/4p3/8/4P3/PPPP1PPP/RZBQKBNR w KQkq - 2 3 t');
  });

  it('the placer may pick any of the owner\'s knights, a promoted one too', () => {
    const g = bz('4k3/1P2p3/8/8/8/8/8/4K1N1 w - - 0 1 -');
    g.play('b8=N'); // White triggers (rank 8); Black has no knight: nothing released
    expect(g.fen()).toBe('1N2k3/4p3/8/8/8/8/8/4K1N1 b - - 0 1 T');
    g.play('e5'); // Black triggers: White's release, knights g1 and b8 (promoted)
    expect(g.fen()).toBe('1N2k3/8/8/4p3/8/8/8/4K1N1 w - - 0 2 TtR');
    // Rank 1 empties a1 b1 c1 d1 f1 h1 for both knights, g1 also for the g1 knight (its own square).
    expectLegal(g, [
      'Nba1=Z', 'Nbb1=Z', 'Nbc1=Z', 'Nbd1=Z', 'Nbf1=Z', 'Nbh1=Z',
      'Ng1=Z', 'Nga1=Z', 'Ngb1=Z', 'Ngc1=Z', 'Ngd1=Z', 'Ngf1=Z', 'Ngh1=Z',
    ]);
    const info = g.play('Nbd1=Z');
    expect(info).toMatchObject({ from: 'b8', to: 'd1', kind: 'release', controller: 'black' });
    expect(g.fen()).toBe('4k3/8/8/4p3/8/8/8/3ZK1N1 b - - 1 2 Tt');
  });

  it('an owner without a knight gets nothing: the trigger is used up, no flag, the owner moves normally', () => {
    const g = bz('4k3/1P2p3/8/8/8/8/8/4K1N1 w - - 0 1 -');
    g.play('b8=N');
    expect(flags(g)).toBe('T');
    expect(g.placementTurn()).toBeNull();
    // Kd7 is covered by the new knight on b8; e7 is Black's own pawn.
    expectLegal(g, ['Kd8', 'Kf7', 'Kf8', 'e5', 'e6']);
  });

  it('the placer chooses: Black may also make the g1 knight White\'s Berserker', () => {
    const g = after('e3 e5 Ng1=Z');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBZR b KQkq - 1 2 t');
  });
});

describe('R4 capture', () => {
  it('capturing a Berserker: the owner\'s next turn is a placement controlled by the capturer (FEN P)', () => {
    const g = after('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3');
    expect(g.fen()).toBe('rnbqkbnr/ppp2ppp/8/3p4/8/4Pp2/PPPPBPPP/RNBQK2R w KQkq - 0 5 tP');
    expect(g.placementTurn()).toEqual({ kind: 'place', owner: 'white', controller: 'black' });
    // Rank 1 empties f1, g1; g1 would attack the black pawn on f3.
    expectLegal(g, ['Zf1']);
  });

  it('the re-placement is the owner\'s move (from off the board), then the capturer moves', () => {
    const g = after('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3');
    const info = g.play('Zf1');
    expect(info).toMatchObject({ san: 'Zf1', kind: 'place', from: null, to: 'f1', piece: 'Z', color: 'white', controller: 'black', captured: null });
    expect(g.fen()).toBe('rnbqkbnr/ppp2ppp/8/3p4/8/4Pp2/PPPPBPPP/RNBQKZ1R b KQkq - 1 5 t');
    expect(g.turn).toBe('black');
    expect(g.placementTurn()).toBeNull();
  });

  it('White capturing Black\'s Berserker: Black\'s turn is White placing it (FEN p), then White moves', () => {
    const g = bz('4k3/8/8/8/8/2z5/3P4/4K3 w - - 0 1 T');
    g.play('dxc3');
    expect(g.fen()).toBe('4k3/8/8/8/8/2P5/8/4K3 b - - 0 1 Tp');
    expect(g.placementTurn()).toEqual({ kind: 'place', owner: 'black', controller: 'white' });
    expectLegal(g, ['Za8', 'Zb8', 'Zc8', 'Zd8', 'Zf8', 'Zg8', 'Zh8']);
    expect(g.play('Zd8').controller).toBe('white');
    expect(g.fen()).toBe('3zk3/8/8/8/8/2P5/8/4K3 w - - 1 2 T');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kd1', 'Kd2', 'Ke2', 'Kf1', 'Kf2', 'c4']);
  });
});

describe('R5 placement squares', () => {
  it('rank 1 first; a square the opponent attacks is allowed', () => {
    // The black rook sees b1; b1 still qualifies (only attacking the placer's pieces is forbidden).
    const g = bz('1r2k3/8/8/8/8/8/8/4K3 w - - 0 1 tP');
    expectLegal(g, ['Za1', 'Zb1', 'Zc1', 'Zd1', 'Zf1', 'Zg1', 'Zh1']);
  });

  it('rank 2 only when no rank-1 square qualifies', () => {
    // Rank 1 empties b1 (attacks c3) and g1 (attacks f3) fail; rank 2 empties e2 (attacks c3) fails, f2 qualifies.
    const g = bz('4k3/8/8/8/8/2p2p2/PPPP2PP/R1BQKB1R w - - 0 1 tP');
    expectLegal(g, ['Zf2']);
  });

  it('rank 3 when ranks 1 and 2 have nothing', () => {
    // Ranks 1-2 full. Rank 3: a3, c3 (b5), d3, f3 (e5, h4) attack black pawns; b3 e3 g3 h3 qualify.
    const g = bz('4k3/8/8/1p2p3/7p/8/PPPPPPPP/RNBQKBNR w - - 0 1 tP');
    expectLegal(g, ['Zb3', 'Ze3', 'Zg3', 'Zh3']);
  });

  it('fallback: no square of ranks 1-3 qualifies, so the attack condition is dropped and rank 1 is tried again', () => {
    // g1 attacks f3; rank 2 is full; every rank-3 empty attacks b5/c5/f5/f4. Fallback rank 1: g1.
    const g = bz('4k3/8/8/1pp2p2/5p2/5p2/PPPPPPPP/RNBQKB1R w - - 0 1 tP');
    expectLegal(g, ['Zg1']);
  });

  it('fallback beyond rank 3, nearest first; occupied squares never qualify', () => {
    const g = bz('4k3/8/8/8/r7/pppppppp/PPPPPPPP/RNBQKBNR w - - 0 1 tP');
    expectLegal(g, ['Zb4', 'Zc4', 'Zd4', 'Ze4', 'Zf4', 'Zg4', 'Zh4']);
  });

  it('a square from which the Berserker would attack the placer\'s king does not qualify', () => {
    // Black king on c3: b1 and d1 would attack it.
    const g = bz('8/p7/8/8/8/2k5/7P/6K1 w - - 0 1 tP');
    expectLegal(g, ['Za1', 'Zc1', 'Ze1', 'Zf1', 'Zh1']);
  });

  it('king safety is tested after the rank is fixed: a pinned knight may only stay or move along the pin', () => {
    // The c1 knight is pinned by the a1 rook. Rank 1 qualifying: b1 c1 d1 f1 g1 h1; f1 g1 h1 expose the king.
    const g = bz('7k/8/8/8/8/8/8/r1N1K3 w - - 0 1 tR');
    expectLegal(g, ['Nb1=Z', 'Nc1=Z', 'Nd1=Z']);
  });

  it('C2: a pinned knight whose rank has no safe square is not moved on to a later rank; the release lapses', () => {
    // a7-a5 triggers Black. White's only knight (e2) is pinned on the e-file; its rank is 1 (all rank-1
    // empties qualify) and every rank-1 square exposes the king. Rank 2 (its own e2) is never reached.
    const g = bz('4r2k/p7/8/8/8/8/4N3/4K3 b - - 0 1 -');
    g.play('a5');
    expect(g.fen()).toBe('4r2k/8/8/p7/8/8/4N3/4K3 w - - 0 2 t');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kd1', 'Kd2', 'Kf1', 'Kf2']);
  });
});

describe('R6 check and placement turns', () => {
  it('a trigger with check: the owner makes a normal move instead and the release waits (R stays)', () => {
    const g = bz('3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1 -');
    g.play('Qa5+');
    expect(g.fen()).toBe('4k3/8/8/q7/8/8/8/1N2K3 w - - 1 2 tR');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kd1', 'Ke2', 'Kf1', 'Kf2', 'Nc3', 'Nd2']);
  });

  it('the waiting release happens at the owner\'s first turn not in check', () => {
    const g = bz('3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1 -');
    playAll(g, 'Qa5+ Kf2');
    expect(g.fen()).toBe('4k3/8/8/q7/8/8/5K2/1N6 b - - 2 2 tR');
    expect(g.placementTurn()).toBeNull(); // Black's turn: a normal move
    g.play('Ke7');
    expect(g.fen()).toBe('8/4k3/8/q7/8/8/5K2/1N6 w - - 3 3 tR');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    expectLegal(g, ['Na1=Z', 'Nb1=Z', 'Nc1=Z', 'Nd1=Z', 'Ne1=Z', 'Nf1=Z', 'Ng1=Z', 'Nh1=Z']);
    g.play('Ne1=Z');
    expect(g.fen()).toBe('8/4k3/8/q7/8/8/5K2/4Z3 b - - 4 3 t');
  });

  it('C3: a waiting release that cannot be carried out when it falls due lapses (the blocking knight is pinned)', () => {
    const g = bz('3qk3/8/8/8/8/8/8/1N2K3 b - - 0 1 -');
    playAll(g, 'Qa5+ Nc3');
    expect(g.fen()).toBe('4k3/8/8/q7/8/2N5/8/4K3 b - - 2 2 tR');
    g.play('Ke7');
    expect(g.fen()).toBe('8/4k3/8/q7/8/2N5/8/4K3 w - - 3 3 t');
    expect(g.placementTurn()).toBeNull();
    expectLegal(g, ['Kd1', 'Kd2', 'Ke2', 'Kf1', 'Kf2']);
  });

  it('both sides may have a placement waiting at once; they are made in turn order', () => {
    const g = bz('4k3/8/8/8/1z6/3Z4/4P3/4K3 b - - 0 1 Tt');
    expect(g.play('Zxd3+').san).toBe('Zxd3+');
    expect(g.fen()).toBe('4k3/8/8/8/8/3z4/4P3/4K3 w - - 0 2 TtP');
    expect(g.placementTurn()).toBeNull(); // in check: a normal move instead
    expectLegal(g, ['Kd1', 'Kd2', 'Kf1', 'exd3']);
    g.play('exd3');
    expect(g.fen()).toBe('4k3/8/8/8/8/3P4/8/4K3 b - - 0 2 TtPp');
    expect(g.placementTurn()).toEqual({ kind: 'place', owner: 'black', controller: 'white' });
    expectLegal(g, ['Za8', 'Zb8', 'Zc8', 'Zd8', 'Zf8', 'Zg8', 'Zh8']);
    g.play('Zb8');
    expect(g.fen()).toBe('1z2k3/8/8/8/8/3P4/8/4K3 w - - 1 3 TtP');
    expect(g.placementTurn()).toEqual({ kind: 'place', owner: 'white', controller: 'black' });
    expectLegal(g, ['Za1', 'Zb1', 'Zc1', 'Zd1', 'Zf1', 'Zg1', 'Zh1']);
    g.play('Zg1');
    expect(g.fen()).toBe('1z2k3/8/8/8/8/3P4/8/4K1Z1 b - - 2 3 Tt');
    expect(g.placementTurn()).toBeNull();
  });

  it('both releases may wait at once: a checking trigger answered by a checking trigger', () => {
    const g = bz('4k1n1/8/1q6/8/8/3B4/4K3/1N6 w - - 0 1 -');
    g.play('Bb5+'); // White triggers with check: Black's release waits
    expect(g.fen()).toBe('4k1n1/8/1q6/1B6/8/8/4K3/1N6 b - - 1 1 Tr');
    expect(g.placementTurn()).toBeNull();
    g.play('Qxb5+'); // Black triggers (rank 5) with check: White's release waits too
    expect(g.fen()).toBe('4k1n1/8/8/1q6/8/8/4K3/1N6 w - - 0 2 TtRr');
    expect(g.placementTurn()).toBeNull();
    // d3 and f1 are on the queen's diagonal; the knight cannot block on c4 or d3.
    expectLegal(g, ['Kd1', 'Kd2', 'Ke1', 'Ke3', 'Kf2', 'Kf3']);
    g.play('Ke3');
    expect(g.fen()).toBe('4k1n1/8/8/1q6/8/4K3/8/1N6 b - - 1 2 TtRr');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
    expectLegal(g, ['Na8=Z', 'Nb8=Z', 'Nc8=Z', 'Nd8=Z', 'Nf8=Z', 'Ng8=Z', 'Nh8=Z']);
    g.play('Ng8=Z');
    expect(g.fen()).toBe('4k1z1/8/8/1q6/8/4K3/8/1N6 w - - 2 3 TtR');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    expectLegal(g, ['Na1=Z', 'Nb1=Z', 'Nc1=Z', 'Nd1=Z', 'Ne1=Z', 'Nf1=Z', 'Ng1=Z', 'Nh1=Z']);
  });

  it('a side in check with no normal move is mated even though its placement waits', () => {
    const g = bz('z5k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 T');
    expect(g.play('Rxa8#').san).toBe('Rxa8#');
    expect(g.fen()).toBe('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1 Tp');
    expect(g.status()).toMatchObject({ over: true, reason: 'checkmate', result: '1-0', winner: 'white' });
  });

  it('a side not in check whose only action is its waiting placement is not stalemated', () => {
    // Without the placement, Ka8 vs Qb6 would be stalemate. c8 would attack the queen.
    const g = bz('k7/8/1Q6/8/8/8/8/6K1 b - - 0 1 Tp');
    expect(g.status().over).toBe(false);
    expectLegal(g, ['Zb8', 'Zd8', 'Ze8', 'Zf8', 'Zg8', 'Zh8']);
  });
});

describe('R7 the Berserker', () => {
  it('moves and captures exactly like a knight and gives check', () => {
    const g = bz('8/6k1/4p3/8/3Z4/8/P7/7K w - - 0 1 t');
    expectLegal(g, ['Kg1', 'Kg2', 'Kh2', 'Zb3', 'Zb5', 'Zc2', 'Zc6', 'Ze2', 'Zf3', 'Zf5+', 'Zxe6+', 'a3', 'a4']);
    const info = g.play('Zxe6+');
    expect(info).toMatchObject({ piece: 'Z', kind: 'normal', from: 'd4', to: 'e6', captured: 'p' });
  });

  it('is never a promotion choice', () => {
    const g = bz('2r4k/1P6/8/8/8/8/8/7K w - - 0 1');
    expectLegal(g, ['Kg1', 'Kg2', 'Kh2', 'b8=B', 'b8=N', 'b8=Q', 'b8=R', 'bxc8=B', 'bxc8=N', 'bxc8=Q+', 'bxc8=R+']);
    expect(sans(g).some((s) => s.includes('=Z'))).toBe(false);
    playError(g, 'b8=Z');
  });

  it('attacks like a knight for castling purposes: an enemy Berserker covering f1 forbids O-O', () => {
    const g = bz('4k3/8/8/8/8/6z1/8/R3K2R w KQ - 0 1 T');
    expectLegal(g, [
      'Kd1', 'Kd2', 'Kf2', 'O-O-O',
      'Ra2', 'Ra3', 'Ra4', 'Ra5', 'Ra6', 'Ra7', 'Ra8+', 'Rb1', 'Rc1', 'Rd1',
      'Rf1', 'Rg1', 'Rh2', 'Rh3', 'Rh4', 'Rh5', 'Rh6', 'Rh7', 'Rh8+',
    ]);
  });

  it('plays no part in castling: a castling right needs a rook, not a Berserker', () => {
    const err = fenError('4k3/8/8/8/8/8/8/4K2Z w K - 0 1 t');
    expect(err.code).toBe('ERR_FEN_CASTLING');
  });

  it('delivers mate (smothered mate by the Berserker)', () => {
    const g = bz('n5rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
    expect(g.play('Zf7#').san).toBe('Zf7#');
    expect(g.status()).toMatchObject({ over: true, result: '1-0', winner: 'white' });
  });
});

describe('R8 Oh No! take-backs', () => {
  const ON = 'ohNo=on';

  it('a player takes back their own move straight after it; the exact earlier FEN is restored', () => {
    const g = after('e3 e5', { rules: ON });
    expect(g.canOhNo('black')).toBe(true);
    expect(g.canOhNo('white')).toBe(false);
    const retracted = g.ohNo('black');
    expect(retracted.san).toBe('e5');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 -');
    g.play('e6');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 -');
    expect(g.ohNoUsed()).toEqual({ white: false, black: true });
  });

  it('not after the opponent\'s action: White cannot retract 1. e3 once Black has replied', () => {
    const g = after('e3 e5', { rules: ON });
    expect(() => g.ohNo('white')).toThrow(ChessError);
    try { g.ohNo('white'); } catch (e) { expect((e as ChessError).code).toBe('ERR_TAKEBACK'); }
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
  });

  it('a placement made on the opponent\'s turn belongs to the placer: Black may retract Nb1=Z, White may not', () => {
    const g = after('e3 e5 Nb1=Z', { rules: ON });
    expect(g.canOhNo('black')).toBe(true);
    expect(g.canOhNo('white')).toBe(false);
    g.ohNo('black');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    expectLegal(g, ['Nb1=Z', 'Ng1=Z']);
    g.play('Ng1=Z');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBZR b KQkq - 1 2 t');
  });

  it('after a trigger, the triggering player may retract the placement it then made on the opponent\'s turn', () => {
    const g = after('e4 Nb8=Z', { rules: ON });
    expect(g.canOhNo('white')).toBe(true);
    expect(g.canOhNo('black')).toBe(false);
    expect(g.ohNo('white').san).toBe('Nb8=Z');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 Tr');
    g.play('Ng8=Z');
    expect(g.fen()).toBe('rnbqkbzr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2 T');
  });

  it('taking back a triggering move removes its trigger and release (exact state)', () => {
    const g = after('e4', { rules: ON });
    expect(flags(g)).toBe('Tr');
    g.ohNo('white');
    expect(g.fen()).toBe(`${START} -`);
    expectLegal(g, WHITE_20);
  });

  it('one take-back per player per game', () => {
    const g = after('e3', { rules: ON });
    g.ohNo('white');
    playAll(g, 'd3 e6');
    expect(g.canOhNo('black')).toBe(true);
    g.play('Nc3');
    expect(g.canOhNo('white')).toBe(false);
    expect(() => g.ohNo('white')).toThrow(ChessError);
    g.play('d6');
    g.ohNo('black');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/4p3/8/8/2NP4/PPP1PPPP/R1BQKBNR b KQkq - 1 2 -');
    expect(g.ohNoUsed()).toEqual({ white: true, black: true });
  });

  it('the mating player may still retract the mating move straight after it (R8 has no game-over exception)', () => {
    const g = bz('6k1/5ppp/8/8/8/8/8/R5Kn w - - 0 1 -', ON);
    g.play('Ra8#');
    expect(g.status().over).toBe(true);
    expect(g.canOhNo('black')).toBe(false);
    expect(g.canOhNo('white')).toBe(true);
    g.ohNo('white');
    expect(g.fen()).toBe('6k1/5ppp/8/8/8/8/8/R5Kn w - - 0 1 -');
    expect(g.status().over).toBe(false);
  });

  it('take-backs are not moves: legal lists and perft are the same with ohNo on', () => {
    const g = after('e4', { rules: ON });
    expectLegal(g, ['Nb8=Z', 'Ng8=Z']);
    // Depth 2 by hand: 12 quiet first moves x 20 replies + 8 double steps x 2 releases = 256.
    expect(perftOf(`${START} -`, 2, ON)).toBe(256);
    expect(perftOf(`${START} -`, 2)).toBe(256);
  });
});

describe('R9 scoring', () => {
  it('an ordinary checkmate scores 1 point even with a Berserker on the board that does not give check', () => {
    const g = bz('6k1/5ppp/8/8/8/8/8/R3Z1K1 w - - 0 1 t');
    g.play('Ra8#');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'checkmate', winner: 'white', points: { white: 1, black: 0 } });
  });

  it('a Berserker checkmate scores 2 points (and, C4, the mating trigger releases nothing)', () => {
    const g = bz('n5rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
    g.play('Zf7#');
    expect(g.fen()).toBe('n5rk/5Zpp/8/8/8/8/8/6K1 b - - 1 1 Tt');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'berserker-checkmate', winner: 'white', points: { white: 2, black: 0 } });
  });

  it('a double check by rook and Berserker is a Berserker checkmate', () => {
    const g = bz('R2Z3k/6pp/8/8/8/8/8/6K1 w - - 0 1 t');
    expect(g.play('Zf7#').san).toBe('Zf7#');
    expect(g.fen()).toBe('R6k/5Zpp/8/8/8/8/8/6K1 b - - 1 1 Tt');
    expect(g.status()).toMatchObject({ reason: 'berserker-checkmate', result: '1-0', points: { white: 2, black: 0 } });
  });

  it('a mate discovered by a Berserker move that does not itself give check scores 1 point', () => {
    const g = bz('R2Z3k/6pp/8/8/8/8/8/6K1 w - - 0 1 t');
    expect(g.play('Zc6#').san).toBe('Zc6#');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'checkmate', winner: 'white', points: { white: 1, black: 0 } });
  });

  it('Black\'s Berserker checkmate gives Black 2 points (result 0-1)', () => {
    const g = bz('6k1/8/8/8/6z1/8/6PP/N5RK b - - 0 1 T');
    expect(g.play('Zf2#').san).toBe('Zf2#');
    expect(g.fen()).toBe('6k1/8/8/8/8/8/5zPP/N5RK w - - 1 2 Tt');
    expect(g.status()).toEqual({ over: true, result: '0-1', reason: 'berserker-checkmate', winner: 'black', points: { white: 0, black: 2 } });
  });

  it('a draw scores half a point each', () => {
    const g = bz('kn6/8/1K6/8/8/8/8/7R w - - 0 1 -');
    g.play('Rh8');
    expect(g.status()).toEqual({ over: true, result: '1/2-1/2', reason: 'stalemate', winner: null, points: { white: 0.5, black: 0.5 } });
  });
});

describe('R10 notation', () => {
  it('seed game 1 (release), corrected: 1. e3 e5 2. Nb1=Z Nf6', () => {
    const g = after('1. e3 e5 2. Nb1=Z Nf6');
    expect(g.history.map((m) => m.san)).toEqual(['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(g.fen()).toBe('rnbqkb1r/pppp1ppp/5n2/4p3/8/4P3/PPPP1PPP/RZBQKBNR w KQkq - 2 3 t');
  });

  it('seed game 2 (capture), corrected: ... 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2', () => {
    const g = after('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2');
    expect(g.history.map((m) => m.san)).toEqual(['e3', 'e5', 'Ng1=Z', 'd5', 'Be2', 'e4', 'Zf3', 'exf3', 'Zf1', 'fxe2', 'Qxe2']);
    expect(g.history.map((m) => m.controller)).toEqual(['white', 'black', 'black', 'black', 'white', 'black', 'white', 'black', 'black', 'black', 'white']);
    expect(g.fen()).toBe('rnbqkbnr/ppp2ppp/8/3p4/8/4P3/PPPPQPPP/RNB1KZ1R b KQkq - 0 6 t');
  });

  it('a Berserker and a knight reaching the same square need no disambiguation (Zf3, Nf3)', () => {
    const g = bz('4k3/8/8/8/8/8/3Z4/4K1N1 w - - 0 1 t');
    expectLegal(g, ['Kd1', 'Ke2', 'Kf1', 'Kf2', 'Ne2', 'Nf3', 'Nh3', 'Zb1', 'Zb3', 'Zc4', 'Ze4', 'Zf1', 'Zf3']);
    expect(g.play('Zf3')).toMatchObject({ from: 'd2', piece: 'Z' });
  });

  it('release SAN is disambiguated by file when two knights could go to the same square (Nfg8=Z)', () => {
    const g = after('1. Nc3 Nf6 2. Ne4');
    // b8 knight: b8 (own) or g8; f6 knight: g8 only (b8 is taken by the other knight).
    expectLegal(g, ['Nb8=Z', 'Nbg8=Z', 'Nfg8=Z']);
    const info = g.play('Nfg8=Z');
    expect(info).toMatchObject({ from: 'f6', to: 'g8', kind: 'release' });
    expect(g.fen()).toBe('rnbqkbzr/pppppppp/8/8/4N3/8/PPPPPPPP/R1BQKBNR w KQkq - 4 3 T');
  });

  it('release SAN is disambiguated by rank when the two knights share a file (N2c1=Z / N4c1=Z)', () => {
    const g = bz('4k3/8/8/8/3N4/8/3N4/RB1QKBRR w - - 0 1 tR');
    expectLegal(g, ['N2c1=Z', 'N4c1=Z']);
    g.play('N4c1=Z');
    expect(g.fen()).toBe('4k3/8/8/8/8/8/3N4/RBZQKBRR b - - 1 1 t');
  });

  it('a staying knight is written without disambiguation; a moving one names its origin (Nb1=Z vs Ngb1=Z)', () => {
    // Both knights may go to a1 b1 c1 d1 f1 h1 after b8=N e5 (see R3): the g1 knight staying is plain Ng1=Z.
    const g = bz('1N2k3/8/8/4p3/8/8/8/4K1N1 w - - 0 2 TtR');
    const list = sans(g);
    expect(list).toContain('Ng1=Z');
    expect(list).not.toContain('Ngg1=Z');
    expect(list).toContain('Ngb1=Z');
  });

  it('placements read with a trailing check mark and written with + (C6)', () => {
    const g = bz('3k4/8/8/8/3N4/8/8/RBBRKQ1R w - - 0 1 tR');
    expectLegal(g, ['Ng1=Z+']);
    expect(g.play('Ng1=Z+').san).toBe('Ng1=Z+');
    expect(g.fen()).toBe('3k4/8/8/8/8/8/8/RBBRKQZR b - - 1 1 t');
  });
});

describe('Extended FEN', () => {
  it('a six-field FEN means "-" and is written back with seven fields', () => {
    const pos = parseFen(getVariant('berserker'), START);
    expect(makeFen(pos)).toBe(`${START} -`);
  });

  it('the spec\'s example after 1. e3 e5 reads and writes back unchanged', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR';
    expect(makeFen(parseFen(getVariant('berserker'), fen))).toBe(fen);
    expect(after('e3 e5').fen()).toBe(fen);
  });

  it('the reader accepts an en-passant square that is not playable and writes "-"', () => {
    const g = bz('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 Tr');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 Tr');
  });

  it('all six letters appear in the order T t R r P p', () => {
    // White's captured Berserker and Black's release wait at once (both triggered).
    const fen = '4k1n1/8/8/8/8/8/8/4K3 w - - 0 1 TtrP';
    expect(bz(fen).fen()).toBe(fen);
  });

  it('C8: a Berserker for a side whose opponent has not triggered is rejected', () => {
    expect(fenError('4k3/8/8/8/8/8/8/4K1Z1 w - - 0 1 -').code).toBe('ERR_FEN_BERSERKER');
    // T is White's own trigger: White's Berserker needs Black's (t).
    expect(fenError('4k3/8/8/8/8/8/8/4K1Z1 w - - 0 1 T').code).toBe('ERR_FEN_BERSERKER');
    expect(fenError('4k1z1/8/8/8/8/8/8/4K3 w - - 0 1 t').code).toBe('ERR_FEN_BERSERKER');
  });

  it('C8: R or P for a side whose opponent has not triggered is rejected', () => {
    expect(fenError(`${START} R`).code).toBe('ERR_FEN_BERSERKER');
    expect(fenError(`${START} TR`).code).toBe('ERR_FEN_BERSERKER');
    expect(fenError(`${START} tr`).code).toBe('ERR_FEN_BERSERKER');
    expect(fenError('4k3/8/8/8/8/8/8/4K3 w - - 0 1 TP').code).toBe('ERR_FEN_BERSERKER');
    expect(fenError('4k3/8/8/8/8/8/8/4K3 w - - 0 1 tp').code).toBe('ERR_FEN_BERSERKER');
  });

  it('C8: R and P together for one side are rejected', () => {
    expect(fenError('4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 tRP').code).toBe('ERR_FEN_BERSERKER');
  });

  it('C8: R or P for a side whose Berserker is on the board is rejected', () => {
    expect(fenError('4k3/8/8/8/8/8/8/1N2K1Z1 w - - 0 1 tR').code).toBe('ERR_FEN_BERSERKER');
    expect(fenError('4k3/8/8/8/8/8/8/4K1Z1 w - - 0 1 tP').code).toBe('ERR_FEN_BERSERKER');
  });

  it('C8: two Berserkers of one side are rejected', () => {
    expect(fenError('4k3/8/8/8/8/8/8/1Z2K1Z1 w - - 0 1 t').code).toBe('ERR_FEN_BERSERKER');
  });

  it('C8: P/p under capture=capturer-turn is rejected (the same FEN is fine by default)', () => {
    const fen = 'rnbqkbnr/ppp2ppp/8/3p4/8/4Pp2/PPPPBPPP/RNBQK2R w KQkq - 0 5 tP';
    expect(fenError(fen, 'capture=capturer-turn').code).toBe('ERR_FEN_BERSERKER');
    expect(makeFen(parseFen(getVariant('berserker'), fen))).toBe(fen);
  });
});

describe('Illegal placements are refused with a reason', () => {
  it('an occupied square', () => {
    const g = after('e3 e5');
    const err = playError(g, 'Nd1=Z');
    expect(err.message).toMatch(/placement/i);
    expect(err.message).toMatch(/ply 3/);
    expect(err.message).toMatch(/R5/);
    expect(err.message).toMatch(/d1/);
    expect(err.message).toMatch(/occupied/i);
  });

  it('a higher rank while a lower one has a qualifying square', () => {
    const g = after('e3 e5');
    const err = playError(g, 'Nc3=Z');
    expect(err.message).toMatch(/placement/i);
    expect(err.message).toMatch(/R5/);
    expect(err.message).toMatch(/rank 1/);
  });

  it('a square from which the Berserker would attack a placer\'s piece (seed: Zg1 attacks f3)', () => {
    const g = after('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3');
    const err = playError(g, 'Zg1');
    expect(err.message).toMatch(/placement/i);
    expect(err.message).toMatch(/R5/);
    expect(err.message).toMatch(/f3/);
  });

  it('a non-knight (Bc1=Z)', () => {
    const g = after('e3 e5');
    const err = playError(g, 'Bc1=Z');
    expect(err.message).toMatch(/placement/i);
    expect(err.message).toMatch(/R3/);
    expect(err.message).toMatch(/knight/i);
  });

  it('a pinned knight moved off its pin (leaves the owner\'s king in check)', () => {
    const g = bz('7k/8/8/8/8/8/8/r1N1K3 w - - 0 1 tR');
    const err = playError(g, 'Nf1=Z');
    expect(err.message).toMatch(/placement/i);
    expect(err.message).toMatch(/C2|R5/);
    expect(err.message).toMatch(/check/i);
  });

  it('a normal move on a placement turn', () => {
    const g = after('e3 e5');
    const err = playError(g, 'Nf3');
    expect(err.message).toMatch(/placement/i);
    expect(err.message).toMatch(/ply 3/);
  });

  it('a release written on a re-placement turn, and a re-placement on a release turn', () => {
    const g = after('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3');
    expect(playError(g, 'Nb1=Z').message).toMatch(/placement/i);
    const h = after('e3 e5');
    expect(playError(h, 'Zb1').message).toMatch(/placement|Berserker/i);
  });

  it('a placement when none is due', () => {
    const g = after('e3');
    expect(playError(g, 'Nb8=Z').message).toMatch(/release|Berserker/i);
  });
});

describe('sanity of the hand-made positions', () => {
  it('every FEN used above reads back unchanged (no normalisation hides a mistake)', () => {
    for (const fen of [
      '4k3/8/8/8/8/2p2p2/PPPP2PP/R1BQKB1R w - - 0 1 tP',
      '4k3/8/8/1p2p3/7p/8/PPPPPPPP/RNBQKBNR w - - 0 1 tP',
      '7k/8/8/8/8/8/8/r1N1K3 w - - 0 1 tR',
      '3k4/8/8/8/3N4/8/8/RBBRKQ1R w - - 0 1 tR',
    ]) {
      expect(new Game({ variant: 'berserker', fen }).fen()).toBe(fen);
    }
  });
});
