/**
 * The puzzle format of `content/puzzles/*.json`, and a validator for it.
 *
 * One file holds one set: a few lines about the set and its puzzles, in the order a reader meets them.
 * A puzzle starts from `fen`; `opponentMove` (if any) is played for the opponent, as on lichess, and the
 * side that then acts is the **solver**. `solution` is the rest of the line in SAN, one entry per ply:
 * the solver's actions and the opponent's replies. In Berserker variants the solver may act twice in a
 * row: a move that captures the opponent's Berserker or triggers its release is followed by the solver
 * placing that Berserker on the opponent's turn (R3, R4). Who chose each ply follows from the position,
 * so the line needs no markers for it.
 *
 * This module knows no chess: it checks shapes, names and ranges only. Whether the moves are legal and
 * the solution is right is the verifier's business (verify.ts).
 */

/** Variants a puzzle may use (the engine's ids). */
export const PUZZLE_VARIANTS = [
  'chess', 'berserker', 'game-of-pawns', 'berolina', 'berserker-berolina', 'battle-of-the-kings', 'brawl', 'berserker-brawl',
] as const;
export type PuzzleVariant = (typeof PUZZLE_VARIANTS)[number];

/** Variants with the Berserker rules (R1–R10). */
export const BERSERKER_VARIANTS: readonly PuzzleVariant[] = ['berserker', 'game-of-pawns', 'berserker-berolina', 'berserker-brawl'];

export const GOALS = ['mate', 'win-material', 'best-placement', 'survive'] as const;
export type Goal = (typeof GOALS)[number];

/**
 * Themes that only make sense with the Berserker rules. The verifier checks that each one is really
 * in the line (see verify.ts, `checkThemes`).
 */
export const BERSERKER_THEMES = [
  /** The solver chooses where a Berserker goes (R3 release or R4 re-placement). */
  'placement-choice',
  /** The point is the trigger: the solver's move reaches its fourth rank and releases the opponent's Berserker now. */
  'release-timing',
  /** A Berserker is captured and comes back: the capturer picks its square (R4). */
  'capture-and-replacement',
  /** The mate is given (also) by the Berserker: two points (R9). */
  'berserker-checkmate',
  /**
   * Played with Oh No! on (R8). The opponent's last move is no blunder a take-back could repair: every
   * move the opponent could have played instead loses just as clearly.
   */
  'oh-no-free-tactics',
  /** The Game of Pawns variant. */
  'game-of-pawns',
] as const;

/** Themes of any variant. */
export const GENERAL_THEMES = [
  'mate', 'fork', 'pin', 'skewer', 'discovered-attack', 'double-check', 'sacrifice', 'hanging-piece',
  'trapped-piece', 'deflection', 'back-rank', 'promotion', 'en-passant', 'defence', 'endgame',
  'quiet-move', 'king-hunt',
  /** Battle of the Kings: the piece a move leaves behind is the point. */
  'spawn',
  /** Battle of the Kings: a win by leaving the opponent without a move (stalemate wins there). */
  'stalemate-win',
  /** Berolina pawns: diagonal steps, straight captures. */
  'berolina-pawn',
  /** Brawl Chess: a compound piece (amazon, ship, chancellor, ...) does the work. */
  'compound-piece',
] as const;

export const THEMES = [...BERSERKER_THEMES, ...GENERAL_THEMES] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Other solver's actions accepted at one step, because they are just as good: typically a placement
 * whose square does not matter (a release that only has to happen). The rest of the solution must
 * still be playable after each of them, so a board can accept one and carry on with the same line.
 */
export interface Alternative {
  /** Index into `solution` of a solver's action. */
  readonly at: number;
  /** The other actions accepted there (SAN). */
  readonly moves: readonly string[];
}

/** The other actions a puzzle accepts at `solution[i]` (SAN; none when it lists none there). */
export const alternativesAt = (p: { readonly alternatives?: readonly Alternative[] }, i: number): string[] =>
  (p.alternatives ?? []).filter((a) => a.at === i).flatMap((a) => a.moves);

export interface Puzzle {
  /** Unique across the collection: lower case words joined by hyphens, e.g. `placement-03`. */
  readonly id: string;
  readonly variant: PuzzleVariant;
  /** Berserker rule options as `key=value; ...` (the PGN [Rules] text), '' for the default ruleset. */
  readonly rules: string;
  /** The start position, extended FEN (seventh field for the Berserker state). */
  readonly fen: string;
  /** Played for the opponent before the solver acts (SAN); null when the solver acts at `fen`. */
  readonly opponentMove: string | null;
  /** The line from there, solver's actions and opponent's replies, in SAN; it ends with a solver's action. */
  readonly solution: readonly string[];
  /** Other solver's actions accepted at a step (the last mating move of a mate never needs listing). */
  readonly alternatives?: readonly Alternative[];
  readonly goal: Goal;
  /**
   * Goal `mate` only: the solver mates on its Nth own move. Placements the solver makes on the
   * opponent's turn belong to the move before them (like a promotion choice) and are not counted.
   */
  readonly mateIn?: number;
  readonly themes: readonly Theme[];
  /** 1 (a first look) to 5 (hard). */
  readonly difficulty: number;
  /**
   * The puzzle's rating on the Glicko scale (glicko.ts), from the solver model (rating.ts), written by
   * `npm run puzzles:rate`: a whole number from RATING_RANGE's min to max. Optional in the format (a
   * candidate has none yet); the collection's verifier requires it.
   */
  readonly rating?: number;
  /** 2–5 sentences for a reader who has just learnt the rules. */
  readonly explanation: string;
  /** `composed`, or `generated from self-play seed N ...`. */
  readonly source: string;
}

export interface PuzzleSet {
  /** The file name without `.json`. */
  readonly set: string;
  readonly title: string;
  readonly description: string;
  readonly puzzles: readonly Puzzle[];
}

/** One thing wrong with a puzzle file: where (file, puzzle, field) and what. */
export interface Problem {
  readonly file: string;
  /** The puzzle's id (or `#index` when it has none); null for a problem with the set itself. */
  readonly id: string | null;
  readonly field: string;
  readonly message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}${p.id !== null ? ` › puzzle ${p.id}` : ''} › ${p.field}: ${p.message}`;
}

const PUZZLE_KEYS = new Set([
  'id', 'variant', 'rules', 'fen', 'opponentMove', 'solution', 'alternatives', 'goal', 'mateIn', 'themes',
  'difficulty', 'rating', 'explanation', 'source',
]);
/** The range of a puzzle's rating: lichess's puzzles run about 600–3000, with room either side. */
export const RATING_RANGE = { min: 400, max: 3500 } as const;
const SET_KEYS = new Set(['set', 'title', 'description', 'puzzles']);
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SAN_RE = /^[A-Za-z0-9=+#/@x-]+$/;
const SOURCE_RE = /^(composed\b.*|generated from self-play seed \d+\b.*)$/;
/** The generator's stand-in; a collection puzzle must have a real explanation. */
export const PLACEHOLDER = 'TODO: explanation';

/**
 * Sentences of an explanation: a full stop, ! or ? followed by a space ends one — except the full stop
 * of a move number ("1. e4"). A sentence may start with a move in lower case ("b7 wins.").
 */
export function sentences(text: string): string[] {
  return text.trim().split(/(?<=(?<!(?:^|\s)\d+\.{0,2})[.!?])\s+/).filter((s) => s.trim() !== '');
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks one puzzle's shape. `candidate` relaxes what only a finished puzzle needs (a written
 * explanation, at least one theme) and lets the generator's `notes` through.
 */
export function validatePuzzle(raw: unknown, file: string, index: number, options: { candidate?: boolean } = {}): Problem[] {
  const out: Problem[] = [];
  if (!isObject(raw)) return [{ file, id: `#${index}`, field: '(puzzle)', message: 'must be an object' }];
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `#${index}`;
  const bad = (field: string, message: string) => out.push({ file, id, field, message });

  for (const k of Object.keys(raw)) {
    if (!PUZZLE_KEYS.has(k) && !(options.candidate && k === 'notes')) bad(k, `unknown field; fields are: ${[...PUZZLE_KEYS].join(', ')}`);
  }
  if (typeof raw.id !== 'string' || !ID_RE.test(raw.id)) bad('id', 'must be lower-case words joined by hyphens, e.g. "placement-03"');
  if (!PUZZLE_VARIANTS.includes(raw.variant as PuzzleVariant)) bad('variant', `must be one of ${PUZZLE_VARIANTS.join(', ')} (got ${JSON.stringify(raw.variant)})`);
  const berserker = BERSERKER_VARIANTS.includes(raw.variant as PuzzleVariant);
  if (typeof raw.rules !== 'string') bad('rules', 'must be a string: "" for the default ruleset, or options like "ohNo=on"');
  else if (raw.rules.trim() !== '' && !berserker) bad('rules', `rule options need a variant with the Berserker (${BERSERKER_VARIANTS.join(', ')})`);
  if (typeof raw.fen !== 'string' || raw.fen.trim().split(/\s+/).length < 4) bad('fen', 'must be a FEN string (board, turn, castling, en passant, ...)');
  if (raw.opponentMove !== null && (typeof raw.opponentMove !== 'string' || !SAN_RE.test(raw.opponentMove))) {
    bad('opponentMove', 'must be a move in SAN or null');
  }
  const solution = raw.solution;
  if (!Array.isArray(solution) || solution.length === 0) bad('solution', 'must be a non-empty list of moves in SAN');
  else solution.forEach((m, i) => { if (typeof m !== 'string' || !SAN_RE.test(m)) bad(`solution[${i}]`, `must be a move in SAN (got ${JSON.stringify(m)})`); });

  if (raw.alternatives !== undefined) {
    if (!Array.isArray(raw.alternatives)) bad('alternatives', 'must be a list of { at, moves }');
    else raw.alternatives.forEach((a, i) => {
      if (!isObject(a)) return bad(`alternatives[${i}]`, 'must be an object { at, moves }');
      const len = Array.isArray(solution) ? solution.length : 0;
      if (!Number.isInteger(a.at) || (a.at as number) < 0 || (a.at as number) >= len) bad(`alternatives[${i}].at`, `must be an index into solution (0–${len - 1})`);
      if (!Array.isArray(a.moves) || a.moves.length === 0 || a.moves.some((m) => typeof m !== 'string' || !SAN_RE.test(m))) {
        bad(`alternatives[${i}].moves`, 'must be a non-empty list of moves in SAN');
      }
    });
  }

  if (!GOALS.includes(raw.goal as Goal)) bad('goal', `must be one of ${GOALS.join(', ')} (got ${JSON.stringify(raw.goal)})`);
  if (raw.goal === 'mate') {
    if (!Number.isInteger(raw.mateIn) || (raw.mateIn as number) < 1 || (raw.mateIn as number) > 6) bad('mateIn', 'goal "mate" needs mateIn, a whole number from 1 to 6');
  } else if (raw.mateIn !== undefined) bad('mateIn', `only goal "mate" has mateIn (this goal is ${JSON.stringify(raw.goal)})`);

  if (!Array.isArray(raw.themes) || (raw.themes.length === 0 && !options.candidate)) bad('themes', `must be a non-empty list from: ${THEMES.join(', ')}`);
  else {
    raw.themes.forEach((t, i) => {
      if (!THEMES.includes(t as Theme)) bad(`themes[${i}]`, `unknown theme ${JSON.stringify(t)}; themes are: ${THEMES.join(', ')}`);
      else if (!berserker && (BERSERKER_THEMES as readonly string[]).includes(t as string)) bad(`themes[${i}]`, `"${String(t)}" needs a variant with the Berserker`);
    });
    if (new Set(raw.themes).size !== raw.themes.length) bad('themes', 'lists a theme twice');
    if (raw.goal === 'mate' && !raw.themes.includes('mate')) bad('themes', 'a mate puzzle has the theme "mate"');
    if (raw.goal !== 'mate' && raw.themes.includes('mate')) bad('themes', 'theme "mate" is only for goal "mate"');
    if ((raw.variant === 'game-of-pawns') !== raw.themes.includes('game-of-pawns')) bad('themes', 'theme "game-of-pawns" goes with variant game-of-pawns, and only with it');
    if (raw.themes.includes('oh-no-free-tactics') && !/ohno\s*=\s*on/i.test(String(raw.rules))) bad('themes', 'theme "oh-no-free-tactics" needs rules "ohNo=on"');
  }
  if (!Number.isInteger(raw.difficulty) || (raw.difficulty as number) < 1 || (raw.difficulty as number) > 5) bad('difficulty', 'must be a whole number from 1 to 5');
  if (raw.rating !== undefined && (!Number.isInteger(raw.rating) || (raw.rating as number) < RATING_RANGE.min || (raw.rating as number) > RATING_RANGE.max)) {
    bad('rating', `must be a whole number from ${RATING_RANGE.min} to ${RATING_RANGE.max} (got ${JSON.stringify(raw.rating)}); npm run puzzles:rate writes it`);
  }

  if (typeof raw.explanation !== 'string' || raw.explanation.trim() === '') bad('explanation', 'must be a non-empty string');
  else if (!options.candidate) {
    if (raw.explanation.includes(PLACEHOLDER)) bad('explanation', 'is still the generator\'s placeholder; write it');
    const n = sentences(raw.explanation).length;
    if (n < 2 || n > 5) bad('explanation', `must have 2–5 sentences (has ${n})`);
  }
  if (typeof raw.source !== 'string' || !SOURCE_RE.test(raw.source)) bad('source', 'must be "composed" or "generated from self-play seed N ..."');
  return out;
}

/**
 * Checks a set file's shape and every puzzle in it. `set` is null when the file itself is malformed;
 * otherwise it holds the puzzles that passed (so one bad puzzle does not hide the others).
 */
export function validateSet(raw: unknown, file: string, options: { candidate?: boolean } = {}): { set: PuzzleSet | null; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!isObject(raw)) return { set: null, problems: [{ file, id: null, field: '(file)', message: 'must be a JSON object { set, title, description, puzzles }' }] };
  const bad = (field: string, message: string) => problems.push({ file, id: null, field, message });
  for (const k of Object.keys(raw)) if (!SET_KEYS.has(k)) bad(k, `unknown field; fields are: ${[...SET_KEYS].join(', ')}`);
  const base = file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  if (raw.set !== base) bad('set', `must be the file name without .json ("${base}")`);
  if (typeof raw.title !== 'string' || raw.title.trim() === '') bad('title', 'must be a non-empty string');
  if (typeof raw.description !== 'string' || raw.description.trim() === '') bad('description', 'must be a non-empty string');
  const valid: Puzzle[] = [];
  if (!Array.isArray(raw.puzzles)) bad('puzzles', 'must be a list of puzzles');
  else raw.puzzles.forEach((p, i) => {
    const found = validatePuzzle(p, file, i, options);
    problems.push(...found);
    if (!found.length) valid.push(p as Puzzle);
  });
  if (problems.some((p) => p.id === null)) return { set: null, problems };
  return { set: { ...(raw as unknown as PuzzleSet), puzzles: valid }, problems };
}
