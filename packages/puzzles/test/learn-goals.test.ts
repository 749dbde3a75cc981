/** The Learn path's goal predicates and verdicts, evaluated by the engine on real games. */
import { describe, it, expect } from 'vitest';
import { Game } from '@berserker-chess/engine';
import { holds, verdict, starsFor, type Attempt } from '../src/learn-goals.js';
import type { GoalPredicate } from '../src/learn-format.js';

const game = (fen: string, moves: string[] = [], rules = '', variant = 'berserker') => {
  const g = new Game({ variant, fen, ...(rules ? { rules } : {}) });
  for (const m of moves) g.play(m);
  return g;
};
const attempt = (g: Game, you: 'white' | 'black' = 'white', base = 0, actions = 1): Attempt => ({ game: g, you, base, actions });
const ex = (win: GoalPredicate[], extra: Partial<{ avoid: GoalPredicate[]; stars: [number, number]; maxMoves: number }> = {}) =>
  ({ win, stars: [1, 2] as [number, number], maxMoves: 3, ...extra });

const START = '1n2k1n1/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1';

describe('event predicates', () => {
  it('trigger: the release it causes is the placer\'s decision now, or was made', () => {
    expect(holds({ type: 'trigger' }, attempt(game(START, ['e3'])))).toBe(false);
    const g = game(START, ['e4']);
    expect(holds({ type: 'trigger' }, attempt(g))).toBe(true);
    expect(holds({ type: 'trigger', by: 'opponent' }, attempt(g))).toBe(false);
    g.play('Ng8=Z');
    expect(holds({ type: 'trigger' }, attempt(g))).toBe(true);
  });

  it('place: by whom, which kind, which squares and which knight', () => {
    const g = game(START, ['e4', 'Nba8=Z']);
    expect(holds({ type: 'place' }, attempt(g))).toBe(true);
    expect(holds({ type: 'place', kind: 'place' }, attempt(g))).toBe(false);
    expect(holds({ type: 'place', squares: ['a8'], knights: ['b8'] }, attempt(g))).toBe(true);
    expect(holds({ type: 'place', squares: ['c8'] }, attempt(g))).toBe(false);
    expect(holds({ type: 'place', knights: ['g8'] }, attempt(g))).toBe(false);
    expect(holds({ type: 'place', by: 'opponent' }, attempt(g))).toBe(false);
  });

  it('place counts only the attempt, not the setup before it', () => {
    const g = game(START, ['e4', 'Nba8=Z']);
    expect(holds({ type: 'place' }, attempt(g, 'white', 2))).toBe(false);
  });

  it('capture: the role of the captured piece, the Berserker included', () => {
    const g = game('6k1/5ppp/8/3z4/8/8/5PPP/3R2K1 w - - 0 20 T', ['Rxd5']);
    expect(holds({ type: 'capture', roles: ['berserker'] }, attempt(g))).toBe(true);
    expect(holds({ type: 'capture', roles: ['rook'] }, attempt(g))).toBe(false);
    expect(holds({ type: 'capture', by: 'opponent' }, attempt(g))).toBe(false);
  });

  it('check: an action of the side that gives check', () => {
    const g = game('rnbqk1nr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKB1R w KQkq - 0 6', ['Bb5+']);
    expect(holds({ type: 'check' }, attempt(g))).toBe(true);
    expect(holds({ type: 'check', by: 'opponent' }, attempt(g))).toBe(false);
    expect(holds({ type: 'check' }, attempt(game('rnbqk1nr/ppp2ppp/8/8/8/8/PPPP1PPP/RNBQKB1R w KQkq - 0 6', ['Bc4'])))).toBe(false);
  });

  it('promote: by the side, to the roles named', () => {
    const g = game('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', ['b8=N'], '', 'chess');
    expect(holds({ type: 'promote' }, attempt(g))).toBe(true);
    expect(holds({ type: 'promote', roles: ['queen'] }, attempt(g))).toBe(false);
    expect(holds({ type: 'promote', roles: ['knight'] }, attempt(g))).toBe(true);
  });

  it('oh-no: the learner\'s own take-back only', () => {
    const g = game(START, ['e3'], 'ohNo=on');
    expect(holds({ type: 'oh-no' }, attempt(g))).toBe(false);
    g.ohNo('white');
    expect(holds({ type: 'oh-no' }, attempt(g))).toBe(true);
    expect(holds({ type: 'oh-no' }, attempt(g, 'black'))).toBe(false);
  });
});

describe('state predicates', () => {
  it('reach: a piece of yours, of that role, on the square now', () => {
    const g = game('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', ['ec4'], '', 'berolina');
    expect(holds({ type: 'reach', square: 'c4' }, attempt(g))).toBe(true);
    expect(holds({ type: 'reach', square: 'c4', role: 'berolina pawn' }, attempt(g))).toBe(true);
    expect(holds({ type: 'reach', square: 'c4', role: 'pawn' }, attempt(g))).toBe(false);
    expect(holds({ type: 'reach', square: 'e2' }, attempt(g))).toBe(false);
    expect(holds({ type: 'reach', square: 'e8' }, attempt(g))).toBe(false);
  });

  it('safe: the opponent\'s Berserker attacks none of your pieces', () => {
    expect(holds({ type: 'safe' }, attempt(game(START, ['e4', 'Ng8=Z'])))).toBe(true);
    // A black Berserker on f6 attacks the white rook on e4 (and nothing stops it).
    expect(holds({ type: 'safe' }, attempt(game('k7/8/5z2/8/4R3/8/8/4K3 w - - 0 1 T')))).toBe(false);
    expect(holds({ type: 'safe' }, attempt(game(START)))).toBe(false);
  });

  it('mate: any checkmate by you; with berserker, only a Berserker checkmate (R9)', () => {
    const fen = '6rk/6pp/8/4Z3/8/3B3Q/5PPP/6K1 w - - 0 30 t';
    const plain = game(fen, ['Qxh7#']);
    expect(holds({ type: 'mate' }, attempt(plain))).toBe(true);
    expect(holds({ type: 'mate', berserker: true }, attempt(plain))).toBe(false);
    const two = game(fen, ['Zf7#']);
    expect(holds({ type: 'mate', berserker: true }, attempt(two))).toBe(true);
    expect(holds({ type: 'mate' }, attempt(two, 'black'))).toBe(false);
  });

  it('win: a stalemate wins in Battle of the Kings', () => {
    const g = game('k7/8/8/8/8/8/8/2Q4K w - - 0 1', ['Qc7'], '', 'battle-of-the-kings');
    expect(holds({ type: 'win' }, attempt(g))).toBe(true);
    expect(holds({ type: 'mate' }, attempt(g))).toBe(false);
  });
});

describe('verdict', () => {
  it('solved with stars by actions used', () => {
    const g = game(START, ['e4']);
    expect(verdict(ex([{ type: 'trigger' }]), attempt(g, 'white', 0, 1))).toEqual({ state: 'solved', stars: 3 });
    expect(verdict(ex([{ type: 'trigger' }]), attempt(g, 'white', 0, 2))).toEqual({ state: 'solved', stars: 2 });
    expect(verdict(ex([{ type: 'trigger' }]), attempt(g, 'white', 0, 3))).toEqual({ state: 'solved', stars: 1 });
    expect([starsFor({ stars: [2, 4] }, 2), starsFor({ stars: [2, 4] }, 4), starsFor({ stars: [2, 4] }, 5)]).toEqual([3, 2, 1]);
  });

  it('out of moves only when the learner must act again', () => {
    // White is in check and its release waits (R6): after White's one action, Black and then Black's
    // placement of White's Berserker come before White decides again.
    const g = game('rnbqkbnr/pppp1ppp/4p3/8/8/3P4/PPP1PPPP/RNBQKBNR b KQkq - 0 2', ['Bb4+', 'c3']);
    const goal = ex([{ type: 'place', by: 'opponent' }], { maxMoves: 1 });
    expect(verdict(goal, attempt(g, 'white', 1, 1))).toEqual({ state: 'playing' });
    g.play('Ba5');
    expect(verdict(goal, attempt(g, 'white', 1, 1))).toEqual({ state: 'playing' });
    g.play('Nb1=Z');
    expect(verdict(goal, attempt(g, 'white', 1, 1))).toEqual({ state: 'solved', stars: 3 });
    const wrong = game(START, ['e3', 'e6']);
    expect(verdict(ex([{ type: 'trigger' }], { maxMoves: 1 }), attempt(wrong))).toMatchObject({ state: 'failed' });
  });

  it('fails on something to avoid, and on a game over without the goal', () => {
    const g = game('rnbqkbnr/pppp1ppp/4p3/8/8/3P4/PPP1PPPP/RNBQKBNR b KQkq - 0 2', ['Bb4+', 'Qd2', 'Bxd2+']);
    const v = verdict(ex([{ type: 'place', by: 'opponent' }], { avoid: [{ type: 'capture', by: 'opponent' }] }), attempt(g, 'white', 1, 1));
    expect(v).toEqual({ state: 'failed', why: 'Not this time: the opponent captured your piece.' });
    const over = game('6rk/6pp/8/4Z3/8/3B3Q/5PPP/6K1 w - - 0 30 t', ['Qxh7#']);
    const lost = verdict(ex([{ type: 'mate', berserker: true }]), attempt(over));
    expect(lost.state).toBe('failed');
    expect(lost.state === 'failed' && lost.why).toContain('Checkmate: White wins (1 point)');
  });
});
