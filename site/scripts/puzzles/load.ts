/**
 * Build time only: reads content/puzzles/*.json (not `_candidates/` or files starting with `_`),
 * keeps the puzzles that pass the schema check and set up on the engine, and works out who solves.
 * Another engineer is still adding puzzles, so a bad one is skipped with a warning, not a failed build.
 */
import { resolve } from 'node:path';
import { Game, parseRules, variantInfo } from '@berserker-chess/engine';
import { validateSet } from '@berserker-chess/puzzles/format';
import { readJsonFiles, setUpOrSkip } from '../shared/load-json';
import type { PagePuzzle } from './types';

/** The rating of a puzzle the model has not rated yet (`npm run puzzles:rate` gives every puzzle one; puzzles:verify insists). */
const UNRATED = 1500;

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function task(solver: string, goal: PagePuzzle['goal'], mateIn: number | null): string {
  const who = cap(solver);
  switch (goal) {
    case 'mate':
      return mateIn ? `${who} to play and mate in ${mateIn}` : `${who} to play and mate`;
    case 'win-material':
      return `${who} to play and win material`;
    case 'best-placement':
      return `${who} to find the best placement`;
    default:
      return `${who} to play and survive`;
  }
}

export function loadPuzzles(dir = resolve(process.cwd(), 'content/puzzles')): PagePuzzle[] {
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
        const variantName = variantInfo(p.variant).name;
        const g = new Game({ variant: p.variant, ...(p.rules ? { rules: p.rules } : {}), fen: p.fen });
        if (p.opponentMove) g.play(p.opponentMove);
        return { variantName, solver: g.controller, placing: g.placementTurn() !== null };
      });
      if (!setUp) continue;
      const { variantName, solver, placing } = setUp;
      if (placing) opensWithPlacement.add(p.id);
      seen.add(p.id);
      const mateIn = p.goal === 'mate' ? (p.mateIn ?? null) : null;
      out.push({
        id: p.id,
        set: set.set,
        setTitle: set.title,
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
        explanation: p.explanation,
        solver,
        task: task(solver, p.goal, mateIn),
      });
    }
  }
  return orderPuzzles(out, (p) => opensWithPlacement.has(p.id));
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
