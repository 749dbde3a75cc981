/**
 * Movetext (src/view/movetext.ts): number labels for any start — White or Black to move, any fullmove
 * number, placement plies (which count as the owner's move, R3/R4), Game of Pawns' hidden first move
 * (C7) — the PGN text form, and reading/playing movetext with the engine's PGN reader.
 */
import { describe, it, expect } from 'vitest';
import {
  Game, moveTokens, historyTokens, formatMovetext, moveLabel, parseMovetext, playMovetext,
} from '../src/index.js';
import { after, bz, gop, START, thrown } from './helpers.js';

const AFTER_E4_BLACK_12 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12';


describe('moveTokens', () => {
  it('from the start: 1. before White\'s move, nothing before Black\'s; the spoken label is always there', () => {
    const t = moveTokens(START, ['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(t.map((x) => x.label)).toEqual(['1.', '', '2.', '']);
    expect(t.map((x) => x.spokenLabel)).toEqual(['1.', '1…', '2.', '2…']);
    expect(t.map((x) => x.color)).toEqual(['white', 'black', 'white', 'black']);
    expect(t.map((x) => x.moveNumber)).toEqual([1, 1, 2, 2]);
    expect(t.map((x) => x.ply)).toEqual([1, 2, 3, 4]);
    expect(formatMovetext(t)).toBe('1. e3 e5 2. Nb1=Z Nf6');
  });

  it('from Black to move at move 12: the first label is 12… and White\'s next move is 13.', () => {
    const t = moveTokens(AFTER_E4_BLACK_12, ['Nf6', 'Bc4', 'e6', 'Nf3']);
    expect(t.map((x) => x.label)).toEqual(['12…', '13.', '', '14.']);
    expect(t.map((x) => x.moveNumber)).toEqual([12, 13, 13, 14]);
    expect(t.map((x) => x.color)).toEqual(['black', 'white', 'black', 'white']);
    expect(formatMovetext(t)).toBe('12... Nf6 13. Bc4 e6 14. Nf3');
  });

  it('from White to move at move 7 (a FEN\'s fullmove field), and an empty FEN as the standard start', () => {
    expect(formatMovetext(moveTokens('4k3/8/8/8/8/8/8/4K3 w - - 3 7', ['Kd2', 'Kd7', 'Kc3']))).toBe('7. Kd2 Kd7 8. Kc3');
    expect(formatMovetext(moveTokens('', ['e4', 'e5']))).toBe('1. e4 e5');
    expect(moveTokens(START, [])).toEqual([]);
  });

  it('after a break (comment, variation) a Black move gets its number again', () => {
    const t = moveTokens(START, ['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(moveLabel(t[1]!)).toBe('');
    expect(moveLabel(t[1]!, { afterBreak: true })).toBe('1…');
    expect(moveLabel(t[2]!, { afterBreak: true })).toBe('2.');
    expect(formatMovetext(t, { breaksBefore: [2, 4] })).toBe('1. e3 1... e5 2. Nb1=Z 2... Nf6');
  });

  it('with a variant the FEN is checked; without one a bad side-to-move field is still an error', () => {
    expect(thrown(() => moveTokens('8/8/8/8/8/8/8/8 w - - 0 1', ['e4'], { variant: 'chess' })).code).toBe('ERR_FEN_KINGS');
    expect(thrown(() => moveTokens('4k3/8/8/8/8/8/8/4K3 x - - 0 1', ['e4'])).code).toBe('ERR_FEN_TURN');
    expect(thrown(() => moveTokens('4k3/8/8/8/8/8/8/4K3 w - - 0 0', ['e4'])).code).toBe('ERR_FEN_FULLMOVE');
  });
});

describe('historyTokens', () => {
  it('placement plies count as the owner\'s move: seed game 2 numbers straight through', () => {
    const g = after('e3 e5 Ng1=Z d5 Be2 e4 Zf3 exf3 Zf1 fxe2 Qxe2');
    const t = historyTokens(g);
    expect(formatMovetext(t)).toBe('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2');
    expect(t[8]).toEqual({ ply: 9, san: 'Zf1', color: 'white', moveNumber: 5, label: '5.', spokenLabel: '5.' });
  });

  it('a game that starts with Black\'s placement turn: 1… Nb8=Z 2. Nf3', () => {
    const g = bz('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 Tr');
    g.play('Nb8=Z');
    g.play('Nf3');
    expect(historyTokens(g).map((t) => t.label)).toEqual(['1…', '2.']);
    expect(formatMovetext(historyTokens(g))).toBe('1... Nb8=Z 2. Nf3');
  });

  it('Game of Pawns: White\'s first move is marked hidden while Black chooses (C7), and numbered 1.', () => {
    const g = gop();
    g.play('e4');
    expect(historyTokens(g)).toEqual([{ ply: 1, san: 'e4', color: 'white', moveNumber: 1, label: '1.', spokenLabel: '1.', hidden: true }]);
    g.play('d5');
    const t = historyTokens(g);
    expect(t.some((x) => x.hidden)).toBe(false);
    expect(formatMovetext(t)).toBe('1. e4 d5');
  });
});

describe('parseMovetext', () => {
  it('drops numbers, comments, NAGs, suffixes, variations and the result', () => {
    expect(parseMovetext('1. e3 e5 2. Nb1=Z {the b1 knight stays} Nf6 $1 (2... Nc6 3. d4) 3. Bc4!? 1-0')).toEqual(['e3', 'e5', 'Nb1=Z', 'Nf6', 'Bc4']);
    expect(parseMovetext('12... Nf6 13. Bc4')).toEqual(['Nf6', 'Bc4']);
    expect(parseMovetext('')).toEqual([]);
  });

  it('bad text is a ChessError ERR_PGN with its line and column', () => {
    const e = thrown(() => parseMovetext('1. e4 e5\n2. Nf3 {unclosed'));
    expect(e.code).toBe('ERR_PGN');
    expect(e.where).toMatch(/^line 2, column \d+/);
  });

  it('moves after a result, or tags, are not one movetext', () => {
    expect(thrown(() => parseMovetext('1. e4 e5 1-0 2. Nf3')).code).toBe('ERR_PGN');
    expect(thrown(() => parseMovetext('[White "A"]\n\n1. e4')).code).toBe('ERR_PGN');
  });

  it('refuses a second game as soon as it starts, without reading the rest of the text', () => {
    // The text after the second game is broken: a reader that parsed everything would report that instead.
    const e = thrown(() => parseMovetext(`1. e4 * 1. d4 * ${'1. c4 * '.repeat(1000)}{unclosed`));
    expect(e.detail).toMatch(/more than one game/);
    expect(e.where).toBe('line 1');
  });
});

describe('playMovetext', () => {
  it('plays the moves and returns them', () => {
    const g = bz();
    const played = playMovetext(g, '1. e3 e5 2. Nb1=Z Nf6');
    expect(played.map((m) => m.san)).toEqual(['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(played[2]!.controller).toBe('black');
    expect(g.history).toHaveLength(4);
  });

  it('all or nothing: an illegal move names the ply and the move, and the game is left as it was', () => {
    const g = new Game({ variant: 'chess' });
    g.play('d4');
    const e = thrown(() => playMovetext(g, '1... d5 2. e3 e6 3. Qh8'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.where).toContain('ply 5');
    expect(e.message).toContain('Qh8');
    expect(g.history.map((m) => m.san)).toEqual(['d4']);
  });
});
