/**
 * Build time only: reads content/learn/NN-<stage>.json in order, keeps the exercises that pass the shape
 * check and set up on the engine, and names their variants. A broken exercise is skipped with a warning
 * here (the site still builds); the unit test tests/learn-exercises.test.ts fails on it, with the reason.
 */
import { resolve } from 'node:path';
import { parseRules, variantInfo } from '@berserker-chess/engine';
import { formatProblem } from '@berserker-chess/puzzles/format';
import { validateStage, STAGE_FILE_RE } from '@berserker-chess/puzzles/learn-format';
import { startGame } from '@berserker-chess/puzzles/learn-run';
import { readJsonFiles, setUpOrSkip } from '../shared/load-json';
import type { PageExercise, PageStage } from './types';

export const LEARN_DIR = resolve(process.cwd(), 'content/learn');

export function loadStages(dir = LEARN_DIR): PageStage[] {
  const stages: PageStage[] = [];
  const seen = new Set<string>();
  for (const { name: f, data } of readJsonFiles(dir, (f) => STAGE_FILE_RE.test(f), 'learn')) {
    const { stage, problems } = validateStage(data, `content/learn/${f}`);
    for (const p of problems) console.warn(`[learn] ${formatProblem(p)}`);
    if (!stage) continue;
    const exercises: PageExercise[] = [];
    for (const ex of stage.exercises) {
      if (seen.has(ex.id)) {
        console.warn(`[learn] ${f} › ${ex.id}: the id is used twice, skipped`);
        continue;
      }
      const setUp = setUpOrSkip('learn', f, ex.id, () => {
        const rules = parseRules(ex.rules);
        startGame(ex);
        return { variantName: variantInfo(ex.variant).name, ohNo: rules.ohNo };
      });
      if (!setUp) continue;
      seen.add(ex.id);
      exercises.push({ ...ex, number: exercises.length + 1, stage: stage.stage, ...setUp });
    }
    if (exercises.length) {
      stages.push({ id: stage.stage, number: stages.length + 1, title: stage.title, rule: stage.rule, link: stage.link, intro: stage.intro, exercises });
    }
  }
  return stages;
}
