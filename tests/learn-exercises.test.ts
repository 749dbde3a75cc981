/**
 * Every exercise of the Learn path (content/learn) is sound, replayed with the engine: it sets up, its
 * goal is not met at the start, its intended line reaches the goal with three stars (the computer's
 * scripted replies legal), and its wrong line fails. A broken exercise fails here, naming itself.
 * The path as a whole: at least 40 exercises, the stages the issue asks for, in order.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { situationText } from '@berserker-chess/engine';
import { validateStage, STAGE_FILE_RE, type Stage } from '../packages/puzzles/src/learn-format.ts';
import { formatProblem } from '../packages/puzzles/src/format.ts';
import { checkExercise, runLine, startGame, OH_NO } from '../packages/puzzles/src/learn-run.ts';
import { loadStages } from '../site/scripts/learn/load.ts';

const dir = join(import.meta.dirname, '..', 'content', 'learn');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const stages: Stage[] = files.map((f) => {
  const { stage, problems } = validateStage(JSON.parse(readFileSync(join(dir, f), 'utf8')), `content/learn/${f}`);
  if (problems.length || !stage) throw new Error(problems.map(formatProblem).join('\n'));
  return stage;
});
const all = stages.flatMap((s) => s.exercises.map((ex) => ({ stage: s.stage, ex })));

describe('the Learn path', () => {
  it('has only well-formed stage files, each named NN-<stage>.json', () => {
    expect(files.every((f) => STAGE_FILE_RE.test(f))).toBe(true);
  });

  it('has at least 40 exercises, with unique ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((e) => e.ex.id)).size).toBe(all.length);
  });

  it('goes from the trigger to the Berserker checkmate, then one stage per seed variant', () => {
    expect(stages.map((s) => s.stage)).toEqual([
      'trigger', 'release', 'capture', 'waiting', 'oh-no', 'berserker-mate', 'game-of-pawns', 'berolina', 'battle-of-the-kings', 'brawl',
    ]);
    for (const s of stages) expect(s.exercises.length, s.stage).toBeGreaterThanOrEqual(4);
  });

  it('opens with "trigger your opponent\'s release" and "place it where it attacks nothing of yours"', () => {
    expect(stages[0]!.exercises[0]!.win).toEqual([{ type: 'trigger' }]);
    expect(stages[1]!.exercises[0]!.win).toEqual([{ type: 'place', kind: 'release' }, { type: 'safe' }]);
  });

  it('has capture-and-place exercises, waiting placements, Oh No! and two-point mates where the stages say', () => {
    const by = (id: string) => stages.find((s) => s.stage === id)!.exercises;
    expect(by('capture').some((e) => runLine(e, e.solution).game.history.some((m) => m.kind === 'place' && m.controller === e.you))).toBe(true);
    // R6: somewhere on each intended line, a placement waits because its owner is in check.
    for (const e of by('waiting')) {
      const g = startGame(e);
      let waited = /waits until/.test(situationText(g));
      for (const m of e.solution) {
        g.play(m);
        waited ||= /waits until/.test(situationText(g));
      }
      expect(waited, e.id).toBe(true);
    }
    for (const e of by('oh-no')) {
      expect(e.rules, e.id).toContain('ohNo=on');
      expect(e.solution[0], e.id).toBe(OH_NO);
    }
    expect(by('berserker-mate').every((e) => e.win.some((p) => p.type === 'mate' && p.berserker))).toBe(true);
    expect(by('berserker-mate').some((e) => e.win.some((p) => p.type === 'mate' && p.berserker) && runLine(e, e.wrong).game.status().reason === 'checkmate')).toBe(true);
  });

  it('uses each seed variant in its stage', () => {
    const variants = (id: string) => new Set(stages.find((s) => s.stage === id)!.exercises.map((e) => e.variant));
    expect([...variants('game-of-pawns')]).toEqual(['game-of-pawns']);
    expect([...variants('berolina')].every((v) => v.endsWith('berolina'))).toBe(true);
    expect([...variants('battle-of-the-kings')]).toEqual(['battle-of-the-kings']);
    expect([...variants('brawl')].every((v) => v.endsWith('brawl'))).toBe(true);
  });

  it('is what the site builds: every exercise loads for the pages', () => {
    const loaded = loadStages(dir);
    expect(loaded.map((s) => s.id)).toEqual(stages.map((s) => s.stage));
    expect(loaded.flatMap((s) => s.exercises.map((e) => e.id))).toEqual(all.map((e) => e.ex.id));
    expect(loaded.find((s) => s.id === 'oh-no')!.exercises.every((e) => e.ohNo)).toBe(true);
  });
});

describe.each(stages.map((s) => [s.stage, s] as const))('stage %s', (_, stage) => {
  it.each(stage.exercises.map((e) => [e.id, e] as const))('%s is sound: its solution solves it and its wrong line fails', (_, ex) => {
    // Everything checkExercise proves (see learn-run.ts): an empty list means a sound exercise.
    expect(checkExercise(ex)).toEqual([]);
    const wrong = runLine(ex, ex.wrong);
    expect(wrong.verdict.state === 'failed' || wrong.refused !== null, `${ex.id}: ${wrong.tokens.join(' ')}`).toBe(true);
    expect(wrong.verdict.state).not.toBe('solved');
  });
});
