/**
 * Rulings on holes in the spec found while implementing it (content/rulings/engine-rulings.md, H1–H7).
 * Each test shows the ruling happen from a position.
 */
import { describe, it, expect } from 'vitest';
import { Game } from '../src/index.js';

const sans = (g: Game) => g.legalMoves().map((m) => m.san).sort();

describe('H1 capture=capturer-turn: placements that check the capturer are removed, and may remove the capture', () => {
  // Black's queen can take White's Berserker on d4. White's rank 1 has two empty squares, d1 and f1,
  // and a knight on either would check the black king on e3.
  const fen = '3q4/8/8/8/3Z4/4k3/4P3/RRN1Q1RK b - - 0 1 t';
  it('with threat=none every placement would check Black, so Qxd4 is not legal at all', () => {
    const g = new Game({ variant: 'berserker', rules: 'capture=capturer-turn; threat=none', fen });
    expect(sans(g).filter((s) => s.startsWith('Qxd4'))).toEqual([]);
    expect(() => g.play('Qxd4/Zd1')).toThrowError(/not legal/);
  });
  it('with threat=placer those squares fail R5 anyway, so the capture places on rank 2', () => {
    const g = new Game({ variant: 'berserker', rules: 'capture=capturer-turn', fen });
    expect(sans(g).filter((s) => s.startsWith('Qxd4'))).toEqual(['Qxd4/Za2', 'Qxd4/Zb2', 'Qxd4/Zd2', 'Qxd4/Zf2', 'Qxd4/Zh2']);
  });
});

describe('H2 release=owner-marks: the marking waits while the marker is in check (R6 applies to the turn it takes)', () => {
  it('a checking trigger lets Black answer the check first, then Black marks', () => {
    const g = new Game({ variant: 'berserker', rules: 'release=owner-marks', fen: '4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1' });
    g.play('Ra8+');
    expect(g.fen()).toMatch(/ TR$/);
    expect(g.placementTurn()).toBeNull();
    expect(sans(g)).toEqual(['Kd7', 'Ke7', 'Kf7']);
    g.play('Ke7');
    g.play('Ra1');
    expect(g.placementTurn()).toEqual({ kind: 'mark', owner: 'white', controller: 'black' });
    expect(sans(g)).toEqual(['Ng1=Z']);
  });
});

describe('H3 release=owner-marks: one capture can owe both a placement and a marking; the placement comes first', () => {
  it('Nxe5 takes Black\'s Berserker and triggers White\'s own release', () => {
    const g = new Game({ variant: 'berserker', rules: 'release=owner-marks', fen: '4k3/8/8/4z3/8/5N2/8/4K1N1 w - - 0 1 t' });
    g.play('Nxe5');
    expect(g.fen()).toMatch(/ TtRp$/);
    expect(g.placementTurn()).toEqual({ kind: 'place', owner: 'black', controller: 'white' });
    g.play('Zh8');
    g.play('Ke2');
    expect(g.placementTurn()).toEqual({ kind: 'mark', owner: 'white', controller: 'black' });
    expect(sans(g)).toEqual(['Ne5=Z', 'Ng1=Z']);
  });
});

describe('H4 release=owner-marks: marking the only knight still takes the marker\'s turn', () => {
  it('the one choice is a move of its own', () => {
    const g = new Game({ variant: 'berserker', rules: 'release=owner-marks', fen: '4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1' });
    g.play('Ra7');
    expect(sans(g)).toEqual(['Ng1=Z']);
    g.play('Ng1=Z');
    expect(g.fen()).toBe('4k3/R7/8/8/8/8/8/4K1Z1 w - - 2 2 T');
  });
});

describe('H5 threefold repetition and the 50-move rule end the game at once, and repetition counts the Berserker state', () => {
  it('the third occurrence is a draw and later moves are refused', () => {
    const g = new Game({ variant: 'berserker' });
    for (const m of 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1'.split(' ')) g.play(m);
    expect(g.status().over).toBe(false);
    g.play('Ng8');
    expect(g.status()).toMatchObject({ over: true, result: '1/2-1/2', reason: 'threefold-repetition', points: { white: 0.5, black: 0.5 } });
    expect(() => g.play('Nf3')).toThrowError(/game is over/);
  });
  it('the same pieces with a different Berserker flag are a different position', () => {
    const a = new Game({ variant: 'berserker', fen: '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1' });
    const b = new Game({ variant: 'berserker', fen: '4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 T' });
    expect(a.position.hash).not.toBe(b.position.hash);
  });
});

describe('H6 Oh No!: only the last action, by whoever controlled it; taking back a trigger withdraws its release', () => {
  it('Black takes back the triggering e5 and the waiting release disappears', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    g.play('e3');
    g.play('e5');
    expect(g.fen()).toMatch(/ tR$/);
    expect(g.canOhNo('white')).toBe(false);
    g.ohNo('black');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 -');
    g.play('e6');
    expect(g.canOhNo('black')).toBe(false);
    expect(() => g.ohNo('black')).toThrowError(/already used/);
  });
  it('the placer takes back a placement made on the owner\'s turn', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    for (const m of ['e3', 'e5', 'Nb1=Z']) g.play(m);
    expect(g.history[2]!.controller).toBe('black');
    expect(g.canOhNo('white')).toBe(false);
    expect(g.ohNo().san).toBe('Nb1=Z');
    expect(g.ohNoUsed()).toEqual({ white: false, black: true });
    expect(sans(g)).toEqual(['Nb1=Z', 'Ng1=Z']);
  });
});

describe('H7 Berserker rules on a 12x12 board (Berserker Brawl)', () => {
  it('triggers on the first centre rank (rank 6 for White), not before', () => {
    const g = new Game({ variant: 'berserker-brawl' });
    g.play('e5'); // a double step from e3 stops short of the centre
    expect(g.fen()).toMatch(/ -$/);
    g.play('e9');
    g.play('f6'); // a triple step from f3 reaches rank 6
    expect(g.fen()).toMatch(/ Tr$/);
    expect(g.placementTurn()).toEqual({ kind: 'release', owner: 'black', controller: 'white' });
  });
});

describe('H8 a captured Berserker waiting to be placed still counts as material', () => {
  it('K+N and a waiting Berserker against K is not a dead draw; K and a waiting Berserker alone is', () => {
    const withKnight = new Game({ variant: 'berserker', fen: '4k3/8/8/8/8/8/8/4K1N1 b - - 0 1 tTp' });
    expect(withKnight.status().over).toBe(false);
    const bare = new Game({ variant: 'berserker', fen: '4k3/8/8/8/8/8/8/4K3 b - - 0 1 tTp' });
    expect(bare.status()).toMatchObject({ over: true, reason: 'insufficient-material' });
    const knightOnly = new Game({ variant: 'berserker', fen: '4k3/8/8/8/8/8/8/4K1N1 b - - 0 1 tT' });
    expect(knightOnly.status()).toMatchObject({ over: true, reason: 'insufficient-material' });
  });
});

describe('H9 under release=owner-marks a Berserker needs its own side\'s trigger', () => {
  it('after 1. e4 the field is TR, and a FEN with tR is rejected', () => {
    const g = new Game({ variant: 'berserker', rules: 'release=owner-marks' });
    g.play('e4');
    expect(g.fen()).toMatch(/ TR$/);
    expect(() => new Game({ variant: 'berserker', rules: 'release=owner-marks', fen: g.fen().replace(/TR$/, 'tR') })).toThrowError(/ERR|trigger/i);
  });
});

describe('H10 a bare capture under capture=capturer-turn', () => {
  const fen = '3q4/8/8/8/3Z4/4k3/4P3/RRN1Q1RK b - - 0 1 t';
  it('is ambiguous when several placements exist, naming them', () => {
    const g = new Game({ variant: 'berserker', rules: 'capture=capturer-turn', fen });
    expect(() => g.play('Qxd4')).toThrowError(/ambiguous.*Qxd4\/Za2 or Qxd4\/Zb2/);
    expect(g.play('Qxd4/Zf2').placement).toBe('f2');
  });
});
