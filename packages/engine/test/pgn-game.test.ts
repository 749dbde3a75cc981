/**
 * Games to and from PGN with the rules: variant and rule tags (R10), Oh No! take-backs kept and
 * replayed (R8), variations checked move by move, errors naming game, ply and move; import at size
 * (deep nesting, many variations, streamed games) and no move after the end of a game (C12).
 */
import { describe, it, expect, vi } from 'vitest';
import { Game, readPgn, readGame, iterateGames, writePgn, readGameTree, nodeAtPath, ChessError } from '../src/index.js';

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

describe('PGN import at size, and strict about what it accepts (issue 17)', () => {
  it('reads variations nested 2,000 and 100,000 deep (no recursion)', () => {
    for (const depth of [2000, 100000]) {
      const [imported] = readPgn(`1. e4 ${'(1. d4 '.repeat(depth)}${')'.repeat(depth)} *`);
      let level = 0;
      for (let n = imported!.record.moves[0]!; n.variations.length > 0; n = n.variations[0]![0]!) level++;
      expect(level).toBe(depth);
      expect(imported!.game.history.map((m) => m.san)).toEqual(['e4']);
    }
    // As a tree, each nested variation is one more alternative to the first move.
    const tree = readGameTree(`1. e4 ${'(1. d4 '.repeat(2000)}${')'.repeat(2000)} *`);
    expect(tree.children).toHaveLength(2001);
    expect(nodeAtPath(tree, '2000')!.san).toBe('d4');
  });

  it('replays each variation from its branch point: moves played grow with the text, not its square', () => {
    // A real game with a one-move variation at every ply: replaying each from move 0 would play
    // about plies²/2 moves; from the branch point it is one move per move of the text.
    const longest = readPgn(masterGames).map((g) => g.game).sort((a, b) => b.history.length - a.history.length)[0]!;
    const sans = longest.history.map((m) => m.san);
    expect(sans.length).toBeGreaterThanOrEqual(40);
    const g = new Game();
    let text = '';
    let variations = 0;
    for (const [i, san] of sans.entries()) {
      const other = g.legalMoves().find((m) => m.san !== san)?.san; // none when the move is forced
      const number = `${Math.floor(i / 2) + 1}${i % 2 ? '...' : '.'}`;
      text += other ? `${number} ${san} (${number} ${other}) ` : `${number} ${san} `;
      if (other) variations++;
      g.play(san);
    }
    expect(variations).toBeGreaterThan(sans.length - 5);
    const play = vi.spyOn(Game.prototype, 'play');
    try {
      const [imported] = readPgn(`${text}*`);
      expect(imported!.game.history).toHaveLength(sans.length);
      expect(play.mock.calls.length).toBe(sans.length + variations);
      play.mockClear();
      readGameTree(`${text}*`);
      expect(play.mock.calls.length).toBe(sans.length + variations);
    } finally {
      play.mockRestore();
    }
  });

  it('C12: a move after the game has ended is an error naming the game, the ply and the move', () => {
    const cases: Array<[string, RegExp]> = [
      ['1. f3 e5 2. g4 Qh4# 3. Nf3 *', /^game 1 \(line 1\), ply 5 \(3\.\): .*Nf3.*0-1, checkmate/],
      ['1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 *', /^game 1 \(line 1\), ply 9 \(5\.\): .*Nf3.*threefold/],
      ['1. e4 (1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nc3) *', /^game 1 \(line 1\), variation, ply 9 \(5\.\): .*Nc3.*threefold/],
      ['[FEN "4k3/8/8/8/8/8/8/4K2R w - - 99 80"]\n\n80. Rh2 Kd7 *', /^game 1 \(line 1\), ply 2 \(80\.\.\.\): .*Kd7.*fifty/],
    ];
    for (const [text, message] of cases) {
      for (const read of [() => readPgn(text), () => readGameTree(text)]) {
        try {
          read();
          expect.unreachable(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ChessError);
          expect((e as ChessError).code).toBe('ERR_GAME_OVER');
          expect((e as ChessError).message).toMatch(message);
        }
      }
    }
    // Up to the end itself, the game reads, and its status says how it ended.
    expect(readGame('1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2').game.status()).toMatchObject({ over: true, reason: 'threefold-repetition' });
  });

  it('refuses a [Result] that is not a PGN result, so whatever it reads it can write and read back', () => {
    for (const read of [() => readPgn('[Result "x"]\n\n1. e4 *'), () => readGameTree('[Result "x"]\n\n1. e4 *')]) {
      try {
        read();
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ChessError);
        expect((e as ChessError).code).toBe('ERR_PGN');
        expect((e as ChessError).message).toMatch(/^game 1 \(line 1\): \[Result "x"\] is not a PGN result/);
      }
    }
    for (const result of ['1-0', '0-1', '1/2-1/2', '*']) {
      const { game, record } = readGame(`[Result "${result}"]\n\n1. e4 e5 ${result}`);
      const text = writePgn(game, { annotations: record });
      expect(text).toContain(`[Result "${result}"]`);
      expect(readGame(text).record.result).toBe(result);
    }
  });

  it('streams games: iterateGames replays one game at a time, and readGame reads only the first', () => {
    const text = '1. e4 *\n\n1. d4 *\n\n1. Nf9 *';
    const games = iterateGames(text);
    expect(games.next().value?.game.history[0]!.san).toBe('e4');
    expect(games.next().value?.game.history[0]!.san).toBe('d4');
    expect(() => games.next()).toThrowError(/game 3 \(line 5\), ply 1 \(1\.\): .*Nf9/);
    expect(readGame(text).game.history[0]!.san).toBe('e4');
    expect(() => readPgn(text)).toThrowError(/game 3/);
  });
});
