/**
 * Outcomes in words and points (src/view/outcome.ts, R9) and variant metadata for pickers
 * (src/view/variants.ts). Sentences and points are worked out from the spec: checkmate 1 point,
 * Berserker checkmate 2, a draw ½ each; resignation, agreement and a flag fall as the Play page ends games.
 */
import { describe, it, expect } from 'vitest';
import {
  endStatus, describeOutcome, reasonText, outcomeHeadline, variantInfo, listVariants, type Reason,
} from '../src/index.js';
import { after, bz, thrown } from './helpers.js';


describe('endStatus', () => {
  it('resignation: the other side wins 1 point', () => {
    expect(endStatus('resignation', 'black')).toEqual({ over: true, result: '0-1', reason: 'resignation', winner: 'black', points: { white: 0, black: 1 } });
  });

  it('agreement: a draw, ½ each', () => {
    expect(endStatus('agreement', null)).toEqual({ over: true, result: '1/2-1/2', reason: 'agreement', winner: null, points: { white: 0.5, black: 0.5 } });
  });

  it('time forfeit: a win for the side with time, or a draw when it could not have mated', () => {
    expect(endStatus('time-forfeit', 'white')).toEqual({ over: true, result: '1-0', reason: 'time-forfeit', winner: 'white', points: { white: 1, black: 0 } });
    expect(endStatus('time-forfeit', null)).toMatchObject({ result: '1/2-1/2', winner: null, points: { white: 0.5, black: 0.5 } });
  });

  it('a resignation without a winner, an agreement with one, or an unknown reason is a ChessError', () => {
    expect(thrown(() => endStatus('resignation', null)).code).toBe('ERR_ARGS');
    expect(thrown(() => endStatus('agreement', 'white')).code).toBe('ERR_ARGS');
    expect(thrown(() => endStatus('checkmate' as 'agreement', null)).code).toBe('ERR_ARGS');
    expect(thrown(() => endStatus('resignation', 'red' as 'white')).code).toBe('ERR_ARGS');
  });
});

describe('describeOutcome and reasonText', () => {
  it('a Berserker checkmate by Black: 2 points to Black (R9)', () => {
    const g = bz('6k1/8/8/8/6z1/8/6PP/N5RK b - - 0 1 T');
    g.play('Zf2#');
    expect(describeOutcome(g.status())).toBe('Black wins by Berserker checkmate: 2 points to Black (R9). Score 0–2.');
  });

  it('an ordinary checkmate: 1 point', () => {
    const g = after('f3 e5 g4 Qh4#', { variant: 'chess' });
    expect(describeOutcome(g.status())).toBe('Black wins by checkmate: 1 point to Black. Score 0–1.');
    expect(outcomeHeadline(g.status())).toBe('Checkmate: Black wins (1 point)');
  });

  it('threefold repetition: ½ point each', () => {
    const g = after('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8', { variant: 'chess' });
    expect(g.status().reason).toBe('threefold-repetition');
    expect(describeOutcome(g.status())).toBe('Draw by threefold repetition: ½ point each. Score ½–½.');
    expect(outcomeHeadline(g.status())).toBe('Threefold repetition: draw (½ point each)');
  });

  it('from a player\'s point of view: "You win" or the opponent\'s name', () => {
    expect(describeOutcome(endStatus('resignation', 'white'), { you: 'white' })).toBe('You win by resignation: 1 point to White. Score 1–0.');
    expect(describeOutcome(endStatus('time-forfeit', 'black'), { you: 'white', opponent: 'The computer' }))
      .toBe('The computer wins by time (flag fall): 1 point to Black. Score 0–1.');
    expect(describeOutcome(endStatus('time-forfeit', 'black'), { you: 'white' })).toMatch(/^Your opponent wins/);
    expect(describeOutcome(endStatus('agreement', null), { you: 'black' })).toBe('Draw by agreement: ½ point each. Score ½–½.');
  });

  it('a game still going is not described as over', () => {
    expect(describeOutcome(bz().status())).toBe('The game is not over.');
    expect(outcomeHeadline(bz().status())).toBe('');
  });

  it('every reason has words; an unknown one is a ChessError', () => {
    expect(reasonText('berserker-checkmate')).toBe('Berserker checkmate');
    expect(reasonText('fifty-moves')).toBe('the fifty-move rule');
    expect(reasonText('time-forfeit')).toBe('time (flag fall)');
    expect(reasonText('repetition')).toBe('repetition (the side that repeats loses)');
    expect(thrown(() => reasonText('boredom' as Reason)).code).toBe('ERR_ARGS');
  });
});

describe('variantInfo and listVariants', () => {
  it('Berserker Chess: 8x8, the Berserker rules on, the Z among its pieces but not in its start position', () => {
    const v = variantInfo('berserker');
    expect(v).toMatchObject({ id: 'berserker', name: 'Berserker Chess', pgnName: 'Berserker', width: 8, height: 8, berserker: true, simultaneousFirstMove: false, base: 'chess' });
    expect(v.pieces.find((p) => p.letter === 'Z')).toEqual({ role: 'berserker', name: 'Berserker', letter: 'Z', inStart: false });
    expect(v.pieces.find((p) => p.letter === 'N')).toEqual({ role: 'knight', name: 'knight', letter: 'N', inStart: true });
  });

  it('Game of Pawns announces its first moves together; queens, rooks and bishops come only by promotion', () => {
    const v = variantInfo('game-of-pawns');
    expect(v.simultaneousFirstMove).toBe(true);
    expect(v.startFen).toBe('3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NKN2 w - - 0 1');
    expect(v.pieces.filter((p) => p.inStart).map((p) => p.letter).sort()).toEqual(['K', 'N', 'P']);
    expect([...v.promotion].sort()).toEqual(['B', 'N', 'Q', 'R']);
  });

  it('chess has no Berserker rules; Brawl is 12x12', () => {
    expect(variantInfo('chess')).toMatchObject({ berserker: false, base: null });
    expect(variantInfo('brawl')).toMatchObject({ width: 12, height: 12 });
  });

  it('the list holds every variant once, chess first; an unknown id is ERR_VARIANT', () => {
    const ids = listVariants().map((v) => v.id);
    expect(ids[0]).toBe('chess');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['berserker', 'game-of-pawns', 'berolina', 'berserker-berolina', 'battle-of-the-kings', 'brawl', 'berserker-brawl']));
    expect(thrown(() => variantInfo('checkers')).code).toBe('ERR_VARIANT');
  });
});
