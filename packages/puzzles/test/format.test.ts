/** The puzzle format's validator: clear errors naming the file, the puzzle and the field. */
import { describe, it, expect } from 'vitest';
import { validateSet, validatePuzzle, formatProblem, sentences } from '../src/format.js';

const good = {
  id: 'mate-01', variant: 'berserker', rules: '', fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', opponentMove: null,
  solution: ['Ra8#'], goal: 'mate', mateIn: 1, themes: ['mate', 'back-rank'], difficulty: 1,
  explanation: 'The rook swings to the back rank. The pawns the king sheltered behind now box it in.', source: 'composed',
};

describe('validatePuzzle', () => {
  it('accepts a good puzzle', () => {
    expect(validatePuzzle(good, 'x.json', 0)).toEqual([]);
  });

  it('names file, puzzle and field', () => {
    const [p] = validatePuzzle({ ...good, difficulty: 7 }, 'content/puzzles/x.json', 0);
    expect(formatProblem(p!)).toBe('content/puzzles/x.json › puzzle mate-01 › difficulty: must be a whole number from 1 to 5');
  });

  it('catches unknown fields, variants, goals and themes', () => {
    const found = validatePuzzle({ ...good, variant: 'crazyhouse', goal: 'win', themes: ['mate', 'fork', 'windmill'], extra: 1 }, 'x.json', 0)
      .map((p) => p.field);
    expect(found).toEqual(expect.arrayContaining(['extra', 'variant', 'goal', 'themes[2]']));
  });

  it('ties mateIn to goal mate', () => {
    expect(validatePuzzle({ ...good, mateIn: undefined }, 'x.json', 0).map((p) => p.field)).toEqual(['mateIn']);
    expect(validatePuzzle({ ...good, goal: 'win-material', themes: ['fork'] }, 'x.json', 0).map((p) => p.field)).toEqual(['mateIn']);
  });

  it('keeps Berserker themes to Berserker variants and Oh No! themes to ohNo=on', () => {
    expect(validatePuzzle({ ...good, variant: 'chess', themes: ['mate', 'placement-choice'] }, 'x.json', 0).map((p) => p.field)).toEqual(['themes[1]']);
    expect(validatePuzzle({ ...good, themes: ['mate', 'oh-no-free-tactics'] }, 'x.json', 0).map((p) => p.message))
      .toEqual(['theme "oh-no-free-tactics" needs rules "ohNo=on"']);
  });

  it('wants 2–5 sentences of explanation, and no placeholder', () => {
    expect(validatePuzzle({ ...good, explanation: 'Mate.' }, 'x.json', 0)[0]!.message).toMatch(/2–5 sentences/);
    expect(validatePuzzle({ ...good, explanation: 'TODO: explanation — facts. More.' }, 'x.json', 0)[0]!.message).toMatch(/placeholder/);
    expect(validatePuzzle({ ...good, explanation: 'TODO: explanation — facts.' }, 'x.json', 0, { candidate: true })).toEqual([]);
  });

  it('counts sentences without splitting move numbers or squares', () => {
    expect(sentences('After 1. e4 the pawn triggers. Then Nb8=Z follows!')).toHaveLength(2);
    expect(sentences('Play quietly. b7 wins. 2... Kd8 is no help.')).toHaveLength(3);
  });
});

describe('validateSet', () => {
  it('wants the set named after its file, and keeps the good puzzles of a set with a bad one', () => {
    const { set, problems } = validateSet({ set: 'y', title: 'T', description: 'D', puzzles: [good, { ...good, id: 'Bad Id' }] }, 'content/puzzles/x.json');
    expect(set).toBeNull();
    expect(problems.map((p) => p.field)).toEqual(['set', 'id']);
    const ok = validateSet({ set: 'x', title: 'T', description: 'D', puzzles: [good, { ...good, id: 'Bad Id' }] }, 'content/puzzles/x.json');
    expect(ok.set?.puzzles.map((p) => p.id)).toEqual(['mate-01']);
  });
});

describe('rating', () => {
  it('is optional, and when present a whole number from 400 to 3500', () => {
    expect(validatePuzzle({ ...good, rating: 1450 }, 'x.json', 0)).toEqual([]);
    for (const rating of [399, 3501, 1450.5, '1450', null]) {
      const [p] = validatePuzzle({ ...good, rating }, 'x.json', 0);
      expect(p?.field).toBe('rating');
      expect(p?.message).toMatch(/whole number from 400 to 3500.*puzzles:rate/);
    }
  });
});
