/**
 * Curation: turns the generator's candidates into collection puzzles, with no hand work.
 *
 * For each candidate, cheapest check first: the schema (candidate form); the variant asked for; a
 * duplicate — the same position after the opponent's move (FEN without the move counters) with the same
 * variant and rules — of a collection puzzle or of a candidate kept before it; the verifier, exactly as
 * `npm run puzzles:verify` runs it (so a candidate mined with older code or at another depth is judged
 * again); the themes (`checkThemes` inside the verifier); then the explanation (explain.ts), the
 * rating (rating.ts) and a stable id from the position, and the finished puzzle must pass the
 * collection's schema. Kept puzzles are appended to one set file per variant and rules,
 * `content/puzzles/mined-<variant>[-<rules>].json`. Running it again adds nothing: every kept puzzle is
 * then a duplicate of the collection.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { makeFen } from './engine.js';
import { newGame } from './analyse.js';
import { explain, factsOf } from './explain.js';
import { suggestThemes } from './themes.js';
import { ratePuzzle } from './rating.js';
import { Verifier } from './verify.js';
import { validatePuzzle, validateSet, formatProblem, type Puzzle, type PuzzleSet, type PuzzleVariant, type Theme } from './format.js';
import { ROOT } from './collection.js';

/** Why a candidate was not kept. */
export type DropReason =
  | 'schema' | 'duplicate of the collection' | 'duplicate of another candidate' | 'no theme' | 'verifier' | 'themes' | 'explanation'
  | 'rating' | 'collection schema' | 'too easy';

/**
 * A one-move material win (take the piece that hangs) is a fair puzzle for a beginner, but self-play makes
 * a great many of them: at most this share of a variant's puzzles may be one (the first found are kept).
 */
export const MAX_ONE_MOVE_SHARE = 0.25;
/** A variant may have this many one-move material wins whatever its size (a new variant's first finds). */
export const MIN_ONE_MOVE = 2;

/** Is `p` a one-move material win: the goal is material and the solver has one action? */
export const isOneMoveWin = (p: Pick<Puzzle, 'goal' | 'solution'>): boolean => p.goal === 'win-material' && p.solution.length === 1;

export interface Dropped {
  readonly id: string;
  readonly file: string;
  readonly reason: DropReason;
  readonly detail: string;
}

export interface Kept {
  readonly puzzle: Puzzle;
  /** The mined set it goes to (file name without .json). */
  readonly set: string;
  /** The candidate's id before curation. */
  readonly from: string;
}

export interface CurateOptions {
  /** Only candidates of this variant. */
  readonly variant?: string;
  /** Keep at most this many. */
  readonly limit?: number;
  readonly verifier?: Verifier;
  readonly log?: (line: string) => void;
}

export interface CurateResult {
  readonly kept: Kept[];
  readonly dropped: Dropped[];
  /** Candidates of other variants (--variant), not looked at. */
  readonly skipped: number;
}

/** Rule options in one spelling: `ohNo=on; trigger=cross`, sorted, so equal rules compare equal. */
export function normalRules(rules: string): string {
  return rules.split(';').map((r) => r.trim().replace(/\s*=\s*/, '=')).filter((r) => r !== '').sort().join('; ');
}

/** The position the solver faces: variant, rules and FEN after the opponent's move, without the move counters. */
export function positionKey(p: Pick<Puzzle, 'variant' | 'rules' | 'fen' | 'opponentMove'>): string {
  const g = newGame(p.variant, p.rules, p.fen);
  if (p.opponentMove !== null) g.play(p.opponentMove);
  const fen = makeFen(g.position).split(' ').filter((_, i) => i !== 4 && i !== 5).join(' ');
  return `${p.variant}|${normalRules(p.rules)}|${fen}`;
}

/** Short id prefixes by variant (the collection's own sets use longer words). */
const PREFIX: Record<PuzzleVariant, string> = {
  chess: 'chess', berserker: 'bz', 'game-of-pawns': 'gop', berolina: 'ber', 'berserker-berolina': 'bzber',
  'battle-of-the-kings': 'botk', brawl: 'brawl', 'berserker-brawl': 'bzbrawl',
};

const rulesSlug = (rules: string): string => normalRules(rules).replace(/=on\b/gi, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

/** `<prefix>[-<rules>]-<8 hex digits of the position's hash>`: the same position always gets the same id. */
export function minedId(p: Puzzle, key = positionKey(p)): string {
  const slug = rulesSlug(p.rules);
  return `${PREFIX[p.variant]}${slug ? `-${slug}` : ''}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

/** The mined set of a variant and rules: `mined-berserker`, `mined-berserker-ohno`. */
export function minedSetName(variant: string, rules: string): string {
  const slug = rulesSlug(rules);
  return `mined-${variant}${slug ? `-${slug}` : ''}`;
}

/** Titles and descriptions of the mined sets, in one place (for translation, like explain.ts' WORDS). */
const SET_WORDS: Record<string, { title: string; description: string }> = {
  chess: { title: 'Chess, from self-play', description: 'Positions from the engine\'s games against itself, where one move wins and every other lets the chance go. Each line was proved by the verifier.' },
  berserker: { title: 'Berserker Chess, from self-play', description: 'Found in the engine\'s games against itself and proved by the verifier: mates, won material and placements that only work one way. Watch for the Berserker\'s return and the placements you get to choose.' },
  'game-of-pawns': { title: 'Game of Pawns, from self-play', description: 'Kings, knights, pawns and two Berserkers, in positions from the engine\'s own games. One move wins in each, often a placement.' },
  berolina: { title: 'Berolina Chess, from self-play', description: 'Diagonal pawn steps and straight pawn captures open lines nobody expects. Positions from the engine\'s own games, each with one winning move.' },
  'berserker-berolina': { title: 'Berserker Berolina, from self-play', description: 'Berolina pawns and the Berserker together, in positions from the engine\'s own games. One move wins in each.' },
  'battle-of-the-kings': { title: 'Battle of the Kings, from self-play', description: 'Every moving piece leaves the next one of the chain behind. Mates from the engine\'s own games, each proved by the exact solver.' },
  brawl: { title: 'Brawl Chess, from self-play', description: 'The 12x12 board and its compound pieces, in positions from the engine\'s own games. Look far: these pieces reach across the board.' },
  'berserker-brawl': { title: 'Berserker Brawl, from self-play', description: 'The Brawl board with the Berserker rules, in positions from the engine\'s own games. One move wins in each.' },
};
const RULES_WORDS: Record<string, { title: string; description: string }> = {
  ohno: { title: ', Oh No! on', description: ' Oh No! is on (R8): the opponent could have taken back the move before each puzzle, and it would not have helped.' },
};

function newSet(set: string, variant: string, rules: string): PuzzleSet {
  const base = SET_WORDS[variant] ?? { title: `${variant}, from self-play`, description: 'Positions from the engine\'s own games, each proved by the verifier.' };
  const r = rulesSlug(rules);
  const extra = r ? RULES_WORDS[r] ?? { title: ` (${normalRules(rules)})`, description: ` Played with the rule options ${normalRules(rules)}.` } : { title: '', description: '' };
  return { set, title: `${base.title}${extra.title}`, description: `${base.description}${extra.description}`, puzzles: [] };
}

/**
 * Curates `candidates` (raw JSON, with the file each came from) against the puzzles already in the
 * collection. Pure apart from the search: it writes nothing (see writeMined).
 */
export function curate(candidates: readonly { raw: unknown; file: string }[], collection: readonly Puzzle[], opts: CurateOptions = {}): CurateResult {
  const log = opts.log ?? (() => {});
  const verifier = opts.verifier ?? new Verifier();
  const seen = new Map<string, string>(); // position key → 'collection' or the kept candidate's id
  const ids = new Set(collection.map((p) => p.id));
  for (const p of collection) {
    try {
      seen.set(positionKey(p), 'collection');
    } catch {
      // A collection puzzle that does not set up is the verifier's to report, not curation's.
    }
  }
  const kept: Kept[] = [], dropped: Dropped[] = [];
  let skipped = 0;
  for (const { raw, file } of candidates) {
    if (opts.limit !== undefined && kept.length >= opts.limit) break;
    const rawId = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '(no id)';
    const drop = (reason: DropReason, detail: string) => {
      dropped.push({ id: rawId, file, reason, detail });
      log(`  - ${rawId}: ${reason}${detail ? ` (${detail})` : ''}`);
    };
    const shape = validatePuzzle(raw, file, 0, { candidate: true });
    if (shape.length) { drop('schema', shape.map(formatProblem).join('; ')); continue; }
    const { notes: _notes, ...cand } = raw as Puzzle & { notes?: unknown };
    if (opts.variant !== undefined && cand.variant !== opts.variant) { skipped++; continue; }
    let key: string;
    try {
      key = positionKey(cand);
    } catch (e) {
      drop('verifier', (e as Error).message);
      continue;
    }
    const dup = seen.get(key);
    if (dup) { drop(dup === 'collection' ? 'duplicate of the collection' : 'duplicate of another candidate', dup === 'collection' ? '' : dup); continue; }
    const id = minedId(cand, key);
    if (ids.has(id)) { drop('duplicate of the collection', `id ${id} is taken`); continue; }

    const t = performance.now();
    // The generator's themes, plus what today's suggestThemes sees in the line (a candidate mined by
    // older code may lack one, and the collection needs at least one); checkThemes verifies them below.
    let themed: Puzzle;
    try {
      themed = { ...cand, themes: completeThemes(cand) };
    } catch (e) {
      drop('verifier', (e as Error).message);
      continue;
    }
    if (!themed.themes.length) { drop('no theme', 'the line shows none of the themes the engine can see'); continue; }
    const report = verifier.verify({ ...themed, id }, file);
    if (report.problems.length) {
      const onlyThemes = report.problems.every((p) => p.field === 'themes');
      drop(onlyThemes ? 'themes' : 'verifier', report.problems.map((p) => `${p.field}: ${p.message}`).join('; '));
      continue;
    }
    let explanation: string;
    try {
      explanation = explain(themed);
    } catch (e) {
      drop('explanation', (e as Error).message);
      continue;
    }
    let rating: number;
    try {
      rating = ratePuzzle(themed).rating;
    } catch (e) {
      drop('rating', (e as Error).message);
      continue;
    }
    // The collection's field order: rating after difficulty, explanation and source last.
    const { explanation: _placeholder, source, rating: _old, ...rest } = themed;
    const puzzle: Puzzle = { ...rest, id, difficulty: themed.difficulty, rating, explanation, source };
    const final = validatePuzzle(puzzle, file, 0);
    if (final.length) { drop('collection schema', final.map(formatProblem).join('; ')); continue; }
    seen.set(key, id);
    ids.add(id);
    const set = minedSetName(puzzle.variant, puzzle.rules);
    kept.push({ puzzle, set, from: rawId });
    log(`  + ${id} (${rawId}) → ${set}: ${puzzle.goal}${puzzle.mateIn ? ` in ${puzzle.mateIn}` : ''}, rating ${rating}, ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  return { kept: capOneMoveWins(kept, collection, dropped, log), dropped, skipped };
}

/**
 * `kept` with its one-move material wins beyond MAX_ONE_MOVE_SHARE of each variant's puzzles (the
 * collection's and the kept ones, by variant and rules) dropped as too easy, the first found kept.
 */
function capOneMoveWins(kept: readonly Kept[], collection: readonly Puzzle[], dropped: Dropped[], log: (line: string) => void): Kept[] {
  const group = (p: Puzzle) => `${p.variant} ${normalRules(p.rules)}`;
  const count = new Map<string, { easy: number; other: number }>();
  const add = (p: Puzzle) => {
    const c = count.get(group(p)) ?? { easy: 0, other: 0 };
    if (isOneMoveWin(p)) c.easy++;
    else c.other++;
    count.set(group(p), c);
  };
  for (const p of collection) add(p);
  for (const k of kept) if (!isOneMoveWin(k.puzzle)) add(k.puzzle);
  const out: Kept[] = [];
  for (const k of kept) {
    if (isOneMoveWin(k.puzzle)) {
      const c = count.get(group(k.puzzle)) ?? { easy: 0, other: 0 };
      // easy / (easy + other) stays within the share once this one is in.
      if (c.easy + 1 > Math.max(MIN_ONE_MOVE, MAX_ONE_MOVE_SHARE * (c.easy + 1 + c.other))) {
        dropped.push({ id: k.from, file: '', reason: 'too easy', detail: `a one-move material win; ${k.puzzle.variant} has its share of those` });
        log(`  - ${k.from}: too easy (a one-move material win beyond ${MAX_ONE_MOVE_SHARE * 100}% of the variant's puzzles)`);
        continue;
      }
      c.easy++;
      count.set(group(k.puzzle), c);
    }
    out.push(k);
  }
  return out;
}

/** A candidate's themes with those suggestThemes finds in its line added (the generator's order first). */
export function completeThemes(p: Puzzle): Theme[] {
  const start = newGame(p.variant, p.rules, p.fen);
  if (p.opponentMove !== null) start.play(p.opponentMove);
  const facts = factsOf(p);
  const found = suggestThemes(start, facts.steps, p.goal, facts.solver);
  return [...new Set([...p.themes, ...found])];
}

/** Reads candidate set files; a file that is not a set is reported as one dropped entry. */
export function readCandidates(files: readonly string[]): { candidates: { raw: unknown; file: string }[]; dropped: Dropped[] } {
  const candidates: { raw: unknown; file: string }[] = [], dropped: Dropped[] = [];
  for (const path of files) {
    const file = relative(ROOT, path);
    try {
      const data = JSON.parse(readFileSync(path, 'utf8')) as { puzzles?: unknown };
      if (!Array.isArray(data.puzzles)) throw new Error('no "puzzles" list');
      for (const raw of data.puzzles) candidates.push({ raw, file });
    } catch (e) {
      dropped.push({ id: '(file)', file, reason: 'schema', detail: (e as Error).message });
    }
  }
  return { candidates, dropped };
}

/**
 * Appends the kept puzzles to their set files in `dir` (created with a title and description when
 * new), checks each file with validateSet, and returns the files written. The mined files are
 * machine-written, so they are re-serialised whole, in the collection's layout (one field per line,
 * short lists inline) that `npm run puzzles:rate` edits.
 */
export function writeMined(dir: string, kept: readonly Kept[]): string[] {
  const bySet = new Map<string, Kept[]>();
  for (const k of kept) bySet.set(k.set, [...(bySet.get(k.set) ?? []), k]);
  const written: string[] = [];
  for (const [name, items] of bySet) {
    const path = join(dir, `${name}.json`);
    const first = items[0]!.puzzle;
    const set: PuzzleSet = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) as PuzzleSet : newSet(name, first.variant, first.rules);
    const next: PuzzleSet = { ...set, puzzles: [...set.puzzles, ...items.map((k) => k.puzzle)] };
    const text = formatSet(next);
    if (!isDeepStrictEqual(JSON.parse(text), next)) throw new Error(`${name}.json: the layout changed the data; not written`);
    const { problems } = validateSet(JSON.parse(text), `${name}.json`);
    if (problems.length) throw new Error(`${name}.json would not be a valid set: ${problems.map(formatProblem).join('; ')}`);
    writeFileSync(path, text);
    written.push(path);
  }
  return written;
}

/** A set in the collection's layout. */
export function formatSet(set: PuzzleSet): string {
  const j = (x: unknown) => JSON.stringify(x).replace(/,"/g, ', "').replace(/":/g, '": ').replace(/\{"/g, '{ "').replace(/\}/g, ' }').replace(/","/g, '", "');
  const puzzle = (p: Puzzle) => `    {\n${Object.entries(p).map(([k, v]) => `      "${k}": ${typeof v === 'string' ? JSON.stringify(v) : j(v)}`).join(',\n')}\n    }`;
  return `{\n  "set": ${JSON.stringify(set.set)},\n  "title": ${JSON.stringify(set.title)},\n  "description": ${JSON.stringify(set.description)},\n  "puzzles": [\n${set.puzzles.map(puzzle).join(',\n')}\n  ]\n}\n`;
}
