/** The Learn path's exercise format: the validator names the file, the exercise and the field. */
import { describe, it, expect } from 'vitest';
import { validateExercise, validateStage } from '../src/learn-format.js';
import { formatProblem } from '../src/format.js';

const good = {
  id: 'trigger-1', title: 'Into the centre', goal: 'Move a pawn to your fourth rank.', variant: 'berserker', rules: '',
  fen: '1n2k1n1/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1', setup: [], you: 'white', win: [{ type: 'trigger' }],
  solution: ['e4'], wrong: ['e3'], stars: [1, 2], maxMoves: 3, hint: 'Rank 4.', success: 'Triggered.',
};
const stage = { stage: 'trigger', title: 'Trigger', rule: 'R2', link: '/rules/#r2', intro: 'Trigger it.', exercises: [good] };

describe('validateExercise', () => {
  it('accepts a good exercise', () => {
    expect(validateExercise(good, 'x.json', 0, 'trigger')).toEqual([]);
  });

  it('names the file, the exercise and the field', () => {
    const [p] = validateExercise({ ...good, maxMoves: 0 }, 'content/learn/01-trigger.json', 0, 'trigger');
    expect(formatProblem(p!)).toBe('content/learn/01-trigger.json › puzzle trigger-1 › maxMoves: must be a whole number from 1');
  });

  it('wants ids of the stage, one-sentence goals and a side', () => {
    const fields = validateExercise({ ...good, id: 'release-1', goal: 'Do this. Then that.', you: 'red' }, 'x.json', 0, 'trigger').map((p) => p.field);
    expect(fields).toEqual(['id', 'goal', 'you']);
  });

  it('checks goal predicates: types, their fields, squares and roles', () => {
    const found = validateExercise({
      ...good,
      win: [{ type: 'teleport' }, { type: 'reach', square: 'ee4' }, { type: 'place', squares: ['x'], colour: 'red' }, { type: 'capture', roles: ['Queen'] }],
      avoid: [{ type: 'capture', by: 'them' }],
    }, 'x.json', 0, 'trigger').map((p) => p.field);
    expect(found).toEqual(['win[0].type', 'win[1].square', 'win[2].colour', 'win[2].squares', 'win[3].roles', 'avoid[0].by']);
  });

  it('orders the star thresholds and the move limit', () => {
    expect(validateExercise({ ...good, stars: [3, 2] }, 'x.json', 0, 'trigger').map((p) => p.field)).toEqual(['stars']);
    expect(validateExercise({ ...good, stars: [1, 3], maxMoves: 2 }, 'x.json', 0, 'trigger').map((p) => p.field)).toEqual(['maxMoves']);
  });

  it('keeps rule options to Berserker variants and lines to SAN', () => {
    const found = validateExercise({ ...good, variant: 'berolina', rules: 'ohNo=on', solution: [], wrong: ['e4 e5'] }, 'x.json', 0, 'trigger').map((p) => p.field);
    expect(found).toEqual(['rules', 'solution', 'wrong']);
  });
});

describe('validateStage', () => {
  it('accepts a good stage named like its file', () => {
    const { stage: s, problems } = validateStage(stage, 'content/learn/01-trigger.json');
    expect(problems).toEqual([]);
    expect(s?.exercises).toHaveLength(1);
  });

  it('wants the file name to carry the order and the stage id', () => {
    expect(validateStage(stage, 'content/learn/trigger.json').problems.map((p) => p.field)).toEqual(['(file)']);
    expect(validateStage(stage, 'content/learn/01-release.json').problems.map((p) => p.message)).toEqual(['must be the file name without its number and .json ("release")']);
  });

  it('keeps the good exercises when one is bad, and rejects a malformed file', () => {
    const { stage: s, problems } = validateStage({ ...stage, exercises: [good, { ...good, id: 'trigger-2', fen: 3 }] }, 'content/learn/01-trigger.json');
    expect(s?.exercises.map((e) => e.id)).toEqual(['trigger-1']);
    expect(problems.map((p) => `${p.id} ${p.field}`)).toEqual(['trigger-2 fen']);
    expect(validateStage([], 'content/learn/01-trigger.json').stage).toBeNull();
    expect(validateStage({ ...stage, extra: 1 }, 'content/learn/01-trigger.json').stage).toBeNull();
  });
});
