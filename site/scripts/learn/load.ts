/**
 * Build time only: reads content/learn/NN-<stage>.json in order, keeps the exercises that pass the shape
 * check and set up on the engine, and names their variants. A broken exercise is skipped with a warning
 * here (the site still builds); the unit test tests/learn-exercises.test.ts fails on it, with the reason.
 *
 * Another language's pages read the same stages with their prose from content/learn/<locale>/ (the same
 * file names): the titles, rules' names, intros, goals, hints and success texts are the translation's, everything the
 * engine plays (positions, lines, goals, stars) stays the English file's. A stage whose translation is
 * missing, broken or plays differently stays English, with a warning (tests/learn-site.test.ts fails on it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRules, variantInfo } from '@berserker-chess/engine';
import { formatProblem } from '@berserker-chess/puzzles/format';
import { validateStage, STAGE_FILE_RE, type Exercise, type Stage } from '@berserker-chess/puzzles/learn-format';
import { startGame } from '@berserker-chess/puzzles/learn-run';
import { MESSAGE_TABLES, message, type MessageKey } from 'berserker-board/messages';
import { DEFAULT_LOCALE, localHref, type Locale } from '../../i18n/locale';
import { readJsonFiles, setUpOrSkip } from '../shared/load-json';
import type { LearnNames, PageExercise, PageStage } from './types';

export const LEARN_DIR = resolve(process.cwd(), 'content/learn');

/** What a translation says in its own words; every other field must be the English file's. */
const PROSE = new Set<keyof Exercise>(['title', 'goal', 'hint', 'success']);

export function loadStages(dir = LEARN_DIR, locale: Locale = DEFAULT_LOCALE): PageStage[] {
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
      const page: PageStage = { id: stage.stage, number: stages.length + 1, title: stage.title, rule: stage.rule, link: stage.link, intro: stage.intro, exercises };
      stages.push(locale === DEFAULT_LOCALE ? page : translated(page, stage, dir, f, locale));
    }
  }
  return stages;
}

/** The fields of an exercise the engine plays, as one text to compare. */
const played = (ex: Exercise): string =>
  JSON.stringify(Object.keys(ex).filter((k) => !PROSE.has(k as keyof Exercise)).sort().map((k) => [k, ex[k as keyof Exercise]]));

/** Why the translation `local` does not play as `english` does, or null when it does. */
export function translationMismatch(english: Stage, local: Stage): string | null {
  // i18n-ignore: build warnings for the content's authors
  if (local.stage !== english.stage) return `it is the stage "${local.stage}", not "${english.stage}"`;
  const ids = (s: Stage) => s.exercises.map((e) => e.id).join(', ');
  // i18n-ignore
  if (ids(local) !== ids(english)) return `its exercises are ${ids(local)}, not ${ids(english)}`;
  const differs = english.exercises.find((e, i) => played(e) !== played(local.exercises[i]!));
  // i18n-ignore
  return differs ? `${differs.id} is played differently (only title, goal, hint and success are translated)` : null;
}

/** `page` (the English stage from `english`, file `file`) with its prose in `locale`, or as it is. */
function translated(page: PageStage, english: Stage, dir: string, file: string, locale: Locale): PageStage {
  const path = join(dir, locale, file);
  const where = `content/learn/${locale}/${file}`;
  const english_ = (why: string): PageStage => {
    console.warn(`[learn] ${where}: ${why}; the stage stays English`);
    return page;
  };
  if (!existsSync(path)) return english_('not translated');
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    // i18n-ignore
    return english_(`not valid JSON (${(e as Error).message})`);
  }
  const { stage: local, problems } = validateStage(data, where);
  // i18n-ignore
  if (!local) return english_(`not a stage (${problems.map(formatProblem).join('; ')})`);
  const mismatch = translationMismatch(english, local);
  if (mismatch) return english_(mismatch);
  const byId = new Map(local.exercises.map((e) => [e.id, e]));
  return {
    ...page,
    title: local.title,
    rule: local.rule,
    intro: local.intro,
    link: localHref(locale, local.link),
    exercises: page.exercises.map((ex) => {
      const t = byId.get(ex.id)!;
      return { ...ex, title: t.title, goal: t.goal, hint: t.hint, success: t.success, variantName: message(locale, `variant.${ex.variant}` as MessageKey) };
    }),
  };
}

/** The board's names the Learn sentences use, in `locale` (see LearnNames). */
export function learnNames(locale: Locale): LearnNames {
  const keys = Object.keys(MESSAGE_TABLES.en!) as MessageKey[];
  const named = (prefix: string) => Object.fromEntries(keys.filter((k) => k.startsWith(prefix) && k !== 'piece.colored').map((k) => [k.slice(prefix.length).replace(/-/g, ' '), message(locale, k)]));
  const reasons = Object.fromEntries(keys.filter((k) => k.startsWith('reason.')).map((k) => [k.slice('reason.'.length), message(locale, k)]));
  return { white: message(locale, 'white'), black: message(locale, 'black'), reasons, pieces: named('piece.') };
}
