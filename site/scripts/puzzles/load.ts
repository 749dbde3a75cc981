/**
 * Build time only: reads content/puzzles/*.json (not `_candidates/` or files starting with `_`),
 * keeps the puzzles that pass the schema check and set up on the engine, and works out who solves.
 * Another engineer is still adding puzzles, so a bad one is skipped with a warning, not a failed build.
 *
 * In German (`locale` 'de') the same puzzles say their words in German: the task, the variant's name
 * (the board's own), the set's title, and the explanation — explain()'s German for every puzzle whose
 * English explanation is exactly what explain() writes, the hand-written translation from
 * content/puzzles/de/explanations.json for the rest (tests/puzzles-i18n.test.ts checks that none lacks one).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Game, parseRules, variantInfo } from '@berserker-chess/engine';
import { validateSet, type Puzzle } from '@berserker-chess/puzzles/format';
import { explain } from '@berserker-chess/puzzles/explain';
import { message, type MessageKey } from 'berserker-board/messages';
import { readJsonFiles, setUpOrSkip } from '../shared/load-json';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { PUZZLE_WORDS } from './words';
import type { PagePuzzle } from './types';

/** A language's own words for the collection (content/puzzles/<locale>/explanations.json). */
export interface PuzzleTranslations {
  /** Each set's title and description, by set id. */
  readonly sets: Readonly<Record<string, { readonly title: string; readonly description: string }>>;
  /** The hand-written explanations (those explain() does not write), by puzzle id. */
  readonly explanations: Readonly<Record<string, string>>;
}

/** The translations file of `locale`, next to the English sets (empty when there is none). */
export function readTranslations(dir: string, locale: Locale): PuzzleTranslations {
  const file = join(dir, locale, 'explanations.json');
  if (!existsSync(file)) return { sets: {}, explanations: {} };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<PuzzleTranslations>;
  return { sets: raw.sets ?? {}, explanations: raw.explanations ?? {} };
}

/**
 * A puzzle's explanation in `locale`: the English as written; otherwise explain()'s words in that
 * language when the English is explain()'s, else the hand-written translation (null: there is none).
 */
export function explanationIn(p: Puzzle, locale: Locale, t: PuzzleTranslations): string | null {
  if (locale === DEFAULT_LOCALE) return p.explanation;
  let generated = false;
  try {
    generated = explain(p) === p.explanation;
  } catch {
    // a line explain() cannot replay has a hand-written explanation
  }
  return generated ? explain(p, locale) : t.explanations[p.id] ?? null;
}

/** The rating of a puzzle the model has not rated yet (`npm run puzzles:rate` gives every puzzle one; puzzles:verify insists). */
const UNRATED = 1500;

/** loadPuzzles' answers by folder and language: the pages of both languages ask more than once per build. */
const loaded = new Map<string, PagePuzzle[]>();

export function loadPuzzles(dir = resolve(process.cwd(), 'content/puzzles'), locale: Locale = DEFAULT_LOCALE): PagePuzzle[] {
  const key = `${dir}\n${locale}`;
  const known = loaded.get(key);
  if (known) return [...known];
  const w = PUZZLE_WORDS[locale];
  const t = readTranslations(dir, locale);
  const out: PagePuzzle[] = [];
  const seen = new Set<string>();
  /** The puzzles whose solver's first action is a Berserker placement (the first puzzle is not one). */
  const opensWithPlacement = new Set<string>();
  for (const { name: f, data } of readJsonFiles(dir, (f) => f.endsWith('.json') && !f.startsWith('_'), 'puzzles')) {
    const { set, problems } = validateSet(data, `content/puzzles/${f}`);
    const badIds = new Set(problems.map((p) => p.id));
    if (problems.length) console.warn(`[puzzles] ${f}: ${problems.length} problem(s), those puzzles skipped`);
    if (!set || badIds.has(null)) continue;
    for (const p of set.puzzles) {
      if (badIds.has(p.id) || seen.has(p.id)) continue;
      const setUp = setUpOrSkip('puzzles', f, p.id, () => {
        parseRules(p.rules); // a clear error for bad options, before the FEN
        const variantName = locale === DEFAULT_LOCALE ? variantInfo(p.variant).name : message(locale, `variant.${p.variant}` as MessageKey);
        const g = new Game({ variant: p.variant, ...(p.rules ? { rules: p.rules } : {}), fen: p.fen });
        if (p.opponentMove) g.play(p.opponentMove);
        return { variantName, solver: g.controller, placing: g.placementTurn() !== null };
      });
      if (!setUp) continue;
      const { variantName, solver, placing } = setUp;
      if (placing) opensWithPlacement.add(p.id);
      seen.add(p.id);
      const mateIn = p.goal === 'mate' ? (p.mateIn ?? null) : null;
      const setTitle = locale === DEFAULT_LOCALE ? set.title : t.sets[set.set]?.title;
      const explanation = explanationIn(p, locale, t);
      // i18n-ignore: a build warning for developers
      if (setTitle === undefined || explanation === null) console.warn(`[puzzles] ${f} › ${p.id}: no ${locale} ${setTitle === undefined ? 'set title' : 'explanation'} (content/puzzles/${locale}/explanations.json); English shown`);
      out.push({
        id: p.id,
        set: set.set,
        setTitle: setTitle ?? set.title,
        variant: p.variant,
        variantName,
        rules: p.rules,
        fen: p.fen,
        opponentMove: p.opponentMove,
        solution: [...p.solution],
        alternatives: (p.alternatives ?? []).map((a) => `${a.at}: ${a.moves.join(' ')}`).join('; '),
        goal: p.goal,
        mateIn,
        themes: [...p.themes],
        difficulty: p.difficulty,
        rating: p.rating ?? UNRATED,
        explanation: explanation ?? p.explanation,
        solver,
        task: w.task(solver, p.goal, mateIn),
      });
    }
  }
  const ordered = orderPuzzles(out, (p) => opensWithPlacement.has(p.id));
  loaded.set(key, ordered);
  return [...ordered];
}

/**
 * The order the page offers puzzles in: Berserker Chess with the default rules first (the page promises
 * those, and a newcomer's first puzzle should be about the immortal knight, under the rules they read),
 * then its rule options and the other variants with a Berserker, then the rest; within each, easiest first (the puzzles' ratings) and short lines before long ones, then the
 * order of the sets; the very first is not a placement puzzle.
 */
export function orderPuzzles(puzzles: readonly PagePuzzle[], opensWithPlacement: (p: PagePuzzle) => boolean = (p) => p.goal === 'best-placement'): PagePuzzle[] {
  // Berserker Chess with the default rules; then with rule options, and the other Berserker variants; then the rest.
  const family = (p: PagePuzzle): number => (p.variant === 'berserker' && p.rules === '' ? 0 : variantInfo(p.variant).berserker ? 1 : 2);
  const ordered = puzzles
    .map((p, i) => ({ p, i, f: family(p) }))
    .sort((a, b) => a.f - b.f || a.p.rating - b.p.rating || a.p.solution.length - b.p.solution.length || a.i - b.i)
    .map(({ p }) => p);
  // A newcomer's first puzzle is played with a move: choosing where the opponent's Berserker goes is
  // the next thing to learn (and its placement panel would leave the board less room on a phone).
  const first = ordered.findIndex((p) => !opensWithPlacement(p));
  if (first > 0 && family(ordered[first]!) === family(ordered[0]!)) ordered.unshift(...ordered.splice(first, 1));
  return ordered;
}
