/**
 * Running exercises: the start, the computer's replies, the attempt rebuilt from a board's record, whole
 * lines played out, and checkExercise catching every kind of broken exercise (so CI fails on one).
 */
import { describe, it, expect } from 'vitest';
import { Game } from '@berserker-chess/engine';
import type { Exercise } from '../src/learn-format.js';
import { OH_NO, checkExercise, computerToAct, engineReplySync, nextIntended, onBook, replayRecord, runLine, scriptedReply, startGame } from '../src/learn-run.js';

const base: Exercise = {
  id: 'release-3', title: 'Block the rook', goal: 'Place it, then mate.', variant: 'berserker', rules: '',
  fen: 'r5k1/5ppp/2n5/3n4/8/8/5PPP/4R1K1 b - - 0 20 Tr', setup: [], you: 'white', win: [{ type: 'mate' }],
  solution: ['Ncd8=Z', 'Re8#'], wrong: ['Ncf8=Z', 'Re8+'], stars: [2, 2], maxMoves: 2, hint: 'Block.', success: 'Mate.',
};
const ohNo: Exercise = {
  ...base, id: 'oh-no-2', rules: 'ohNo=on', setup: ['Ncf8=Z'], win: [{ type: 'oh-no' }, { type: 'mate' }],
  solution: [OH_NO, 'Ncd8=Z', 'Re8#'], wrong: [OH_NO, 'Ncf8=Z', 'Re8'],
};
const withReply: Exercise = {
  ...base, id: 'trigger-3', fen: '1n2k3/8/8/8/8/8/8/6NK w - - 0 1', win: [{ type: 'trigger' }],
  solution: ['Nf3', 'Nc6', 'Nd4'], wrong: ['Kh2', 'Kg3', 'Kh3', 'Kg2'], stars: [2, 3], maxMoves: 4,
};

describe('the computer', () => {
  it('replies with the script while the learner follows it, and not otherwise', () => {
    const g = startGame(withReply);
    g.play('Nf3');
    expect(onBook(withReply, ['Nf3'])).toBe(true);
    expect(scriptedReply(withReply, g, ['Nf3'])).toBe('Nc6');
    expect(nextIntended(withReply, ['Nf3', 'Nc6'])).toBe('Nd4');
    expect(scriptedReply(withReply, g, ['Ne2'])).toBeNull();
    expect(onBook(withReply, ['Ne2'])).toBe(false);
  });

  it('answers off the script with a legal engine move, the same every time', () => {
    const g = startGame(withReply);
    g.play('Kh2');
    const a = engineReplySync(g);
    expect(g.legalMoves().map((m) => m.san)).toContain(a);
    expect(engineReplySync(g)).toBe(a);
  });

  it('does not act on the learner\'s decisions, nor before the learner may take back the setup\'s last action', () => {
    const g = startGame(ohNo);
    expect(g.controller).toBe('white');
    expect(computerToAct(ohNo, g, [])).toBe(false);
    const trig = startGame({ ...ohNo, fen: 'rnbqkbnr/pppp1ppp/8/8/8/1B3Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 5', setup: ['d4'] });
    expect(trig.canOhNo('white')).toBe(true);
    expect(computerToAct({ you: 'white' }, startGame({ ...withReply, setup: ['Kh2'] }), [])).toBe(true);
  });
});

describe('replayRecord', () => {
  it('rebuilds the engine game of a board\'s line with its Oh No! take-backs', () => {
    const g = startGame(ohNo);
    g.ohNo('white');
    g.play('Ncd8=Z');
    const record = g.takeBackLog.map((t) => ({ ply: t.ply, retracted: t.retracted.san, by: t.by }));
    const again = replayRecord(ohNo, g.history.map((m) => m.san), record);
    expect(again.fen()).toBe(g.fen());
    expect(again.takeBackLog.map((t) => [t.ply, t.retracted.san, t.by])).toEqual([[0, 'Ncf8=Z', 'white']]);
    expect(again.canOhNo('white')).toBe(false);
  });

  it('keeps a take-back that nothing has replaced yet', () => {
    const again = replayRecord(ohNo, [], [{ ply: 0, retracted: 'Ncf8=Z', by: 'white' }]);
    expect(again.history).toHaveLength(0);
    expect(again.takeBackLog).toHaveLength(1);
  });
});

describe('runLine', () => {
  it('plays the intended line to three stars', () => {
    const r = runLine(base, ['Ncd8=Z', 'Re8#']);
    expect(r.verdict).toEqual({ state: 'solved', stars: 3 });
    expect(r.tokens).toEqual(['Ncd8=Z', 'Re8#']);
  });

  it('plays Oh No! tokens and counts only the learner\'s actions', () => {
    const r = runLine(ohNo, [OH_NO, 'Ncd8=Z', 'Re8#']);
    expect(r.verdict).toEqual({ state: 'solved', stars: 3 });
    expect(r.actions).toBe(2);
  });

  it('fails a wrong line, and reports a refused action with the engine\'s reason', () => {
    expect(runLine(base, ['Ncf8=Z', 'Re8+']).verdict).toMatchObject({ state: 'failed' });
    const r = runLine({ ...base, fen: '1n2k1n1/pp1p1ppp/2P1P3/8/8/8/PP3PPP/4K3 b - - 0 12 Tr', win: [{ type: 'place' }] }, ['Nbd8=Z']);
    expect(r.refused?.action).toBe('Nbd8=Z');
    expect(r.refused?.message).toContain('R5');
  });
});

describe('checkExercise catches broken exercises', () => {
  it('passes a sound one', () => {
    expect(checkExercise(base)).toEqual([]);
    expect(checkExercise(ohNo)).toEqual([]);
    expect(checkExercise(withReply)).toEqual([]);
  });

  const broken: Array<[string, Partial<Exercise>, RegExp]> = [
    ['a FEN that does not set up', { fen: '8/8/8/8/8/8/8/8 w - - 0 1' }, /does not set up/],
    ['an illegal setup move', { setup: ['Qh5'] }, /does not set up/],
    ['the wrong side to act', { you: 'black' }, /not black's decision/],
    ['a goal met before any move', { win: [{ type: 'reach', square: 'e1', role: 'rook' }] }, /already solved before any move/],
    ['a square off the board', { win: [{ type: 'reach', square: 'i9' }] }, /square "i9"/],
    ['a piece the variant lacks', { win: [{ type: 'capture', roles: ['amazon'] }] }, /"amazon" is not a piece of berserker/],
    ['a solution that misses the goal', { solution: ['Ncf8=Z', 'Re8'] }, /does not reach the goal/],
    ['an illegal solution move', { solution: ['Ncd8=Z', 'Rf8'] }, /solution\[1\] Rf8/],
    ['SAN not as the engine writes it', { solution: ['Ncd8=Z', 'Re8'] }, /write it as the engine does: Re8#/],
    ['a line that goes on after the goal', { solution: ['Ncd8=Z', 'Re8#', 'Kf8'] }, /already solved/],
    ['a three-star count that is not the solution\'s', { stars: [1, 2] }, /uses 2 actions/],
    ['a wrong line that solves', { wrong: ['Ncc8=Z', 'Re8#'] }, /wrong line .* solves/],
    ['a wrong line that does not end', { wrong: ['Ncf8=Z'] }, /does not end in failure/],
    ['a wrong line refused before its end', { wrong: ['Nxx8=Z', 'Re8'] }, /refused before its end/],
  ];
  for (const [what, change, message] of broken) {
    it(`reports ${what}`, () => {
      const found = checkExercise({ ...base, ...change } as Exercise);
      expect(found.join('\n')).toMatch(message);
    });
  }

  it('reports a scripted reply that is not legal', () => {
    const found = checkExercise({ ...withReply, solution: ['Nf3', 'Kd9', 'Nd4'] });
    expect(found.join('\n')).toMatch(/solution\[1\] Kd9 \(a reply\)/);
  });

  it('works on a game made elsewhere too (the page rebuilds its own)', () => {
    expect(new Game({ variant: base.variant, fen: base.fen }).fen()).toBe(startGame(base).fen());
  });
});
