/**
 * Games to and from PGN with the rules: variant and rule tags (R10), Oh No! take-backs kept and
 * replayed (R8), variations checked move by move, errors naming game, ply and move.
 */
import { describe, it, expect } from 'vitest';
import { Game, readPgn, readGame, writePgn, ChessError } from '../src/index.js';

describe('PGN import and export', () => {
  it('round-trips a Berserker game with the Variant tag and placement SAN', () => {
    const g = new Game({ variant: 'berserker' });
    for (const m of 'e3 e5 Ng1=Z d5 Be2 e4 Zf3 exf3 Zf1 fxe2 Qxe2'.split(' ')) g.play(m);
    const text = writePgn(g);
    expect(text).toContain('[Variant "Berserker"]');
    expect(text).not.toContain('[Rules');
    expect(text).toMatch(/2\. Ng1=Z d5 .*5\. Zf1 fxe2 6\. Qxe2/s);
    const back = readGame(text);
    expect(back.game.fen()).toBe(g.fen());
    expect(back.game.history.map((h) => h.controller)).toEqual(g.history.map((h) => h.controller));
  });

  it('writes [Rules] only for non-default options and reads them back', () => {
    const g = new Game({ variant: 'berserker', rules: 'trigger=cross; threat=owner; ohNo=on' });
    g.play('e4');
    const text = writePgn(g);
    expect(text).toContain('[Rules "trigger=cross; threat=owner; ohNo=on"]');
    const back = readGame(text).game;
    expect(back.variant.rules).toEqual(g.variant.rules);
  });

  it('R8: keeps take-backs as comments and replays them (replaced and pending)', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    for (const m of ['e3', 'e5', 'Nb1=Z']) g.play(m);
    g.ohNo(); // Black placed White's Berserker and takes it back
    g.play('Ng1=Z');
    g.play('Nf6');
    g.play('Nc3');
    g.ohNo(); // White takes back Nc3, not yet replaced
    const text = writePgn(g);
    expect(text).toContain('2. Ng1=Z { Oh no! Nb1=Z }');
    expect(text).toContain('{ Oh no! Nc3 taken back }');
    const back = readGame(text).game;
    expect(back.fen()).toBe(g.fen());
    expect(back.ohNoUsed()).toEqual({ white: true, black: true });
    expect(back.takeBackLog.map((t) => [t.ply, t.retracted.san, t.by])).toEqual([[2, 'Nb1=Z', 'black'], [4, 'Nc3', 'white']]);
  });

  it('keeps comments, NAGs and variations, with variations checked and SAN made canonical', () => {
    const [imported] = readPgn('[Event "Test"]\n\n1. e4 {good} e5 $1 (1... c5 2. Ng1f3) 2. Nf3 Nc6 *');
    const text = writePgn(imported!.game, { annotations: imported!.record });
    expect(text).toContain('[Event "Test"]');
    expect(text).toContain('1. e4 { good } 1... e5 $1 (1... c5 2. Nf3) 2. Nf3 Nc6 *');
    expect(readPgn(text, { variations: 'skip' })[0]!.record.moves[1]!.variations).toEqual([]);
  });

  it('reads several games and a start position from [FEN]', () => {
    const games = readPgn('[Result "1-0"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n1. O-O *');
    expect(games).toHaveLength(2);
    expect(games[0]!.game.status()).toMatchObject({ result: '0-1', reason: 'checkmate' });
    expect(games[1]!.game.fen()).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
    expect(writePgn(games[1]!.game)).toContain('[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]');
  });

  it('names the game, the ply and the move when a move is illegal', () => {
    expect(() => readPgn('1. e4 e5\n\n*\n\n[Event "b"]\n\n1. e4 e5 2. Nf9 *')).toThrowError(/game 2 \(line 5\), ply 3 \(2\.\): "Nf9"/);
    expect(() => readPgn('1. e4 e5 (1... e4) *')).toThrowError(/variation, ply 2 \(1\.\.\.\): "e4"/);
    expect(() => readPgn('[Variant "Xiangqi"]\n\n1. e4 *')).toThrowError(/unknown \[Variant "Xiangqi"\]/);
    try {
      readPgn('[Variant "Berserker"]\n[Rules "trigger=sideways"]\n\n1. e4 *');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ChessError);
      expect((e as ChessError).message).toMatch(/center, cross/);
    }
  });
});

import masterGames from './fixtures/master-games.pgn?raw';

describe('PGN round trip over real master games', () => {
  it('reads every game, writes it, and reads back the same moves, tags and final position', () => {
    const games = readPgn(masterGames);
    expect(games.length).toBeGreaterThanOrEqual(5);
    for (const { game, record } of games) {
      const text = writePgn(game, { annotations: record });
      const [again] = readPgn(text);
      expect(again!.game.history.map((h) => h.san)).toEqual(game.history.map((h) => h.san));
      expect(again!.game.fen()).toBe(game.fen());
      expect(again!.record.tags).toEqual(expect.arrayContaining(record.tags.filter(([k]) => k !== 'Result')));
      expect(writePgn(again!.game, { annotations: again!.record })).toBe(text);
    }
  });
});
