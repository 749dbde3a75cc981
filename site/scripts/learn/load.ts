/**
 * Build time only: reads content/learn/NN-<stage>.json in order, keeps the exercises that pass the shape
 * check and set up on the engine, and names their variants. A broken exercise is skipped with a warning
 * here (the site still builds); the unit test tests/learn-exercises.test.ts fails on it, with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRules, variantInfo } from '@berserker-chess/engine';
import { formatProblem } from '../../../packages/puzzles/src/format';
import { validateStage, STAGE_FILE_RE } from '../../../packages/puzzles/src/learn-format';
import { startGame } from '../../../packages/puzzles/src/learn-run';
import type { PageExercise, PageStage } from './types';

export const LEARN_DIR = resolve(process.cwd(), 'content/learn');

export function loadStages(dir = LEARN_DIR): PageStage[] {
  const files = readdirSync(dir).filter((f) => STAGE_FILE_RE.test(f)).sort();
  const stages: PageStage[] = [];
  const seen = new Set<string>();
  for (const f of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch (e) {
      console.warn(`[learn] ${f}: not valid JSON, skipped (${(e as Error).message})`);
      continue;
    }
    const { stage, problems } = validateStage(raw, `content/learn/${f}`);
    for (const p of problems) console.warn(`[learn] ${formatProblem(p)}`);
    if (!stage) continue;
    const exercises: PageExercise[] = [];
    for (const ex of stage.exercises) {
      if (seen.has(ex.id)) {
        console.warn(`[learn] ${f} › ${ex.id}: the id is used twice, skipped`);
        continue;
      }
      try {
        const rules = parseRules(ex.rules);
        startGame(ex);
        seen.add(ex.id);
        exercises.push({ ...ex, number: exercises.length + 1, stage: stage.stage, variantName: variantInfo(ex.variant).name, ohNo: rules.ohNo });
      } catch (e) {
        console.warn(`[learn] ${f} › ${ex.id}: does not set up (${(e as Error).message}), skipped`);
      }
    }
    if (exercises.length) {
      stages.push({ id: stage.stage, number: stages.length + 1, title: stage.title, rule: stage.rule, link: stage.link, intro: stage.intro, exercises });
    }
  }
  return stages;
}
