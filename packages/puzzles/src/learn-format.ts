/**
 * The Learn path's exercise format (`content/learn/NN-<stage>.json`) and a shape validator for it.
 *
 * One file is one stage of the path, in the order of its number prefix. An exercise is a position (FEN,
 * variant, rule options), optional `setup` moves played before the learner starts, the learner's side
 * (`you`), and a goal made of predicates (`win`) that the engine evaluates after every action
 * (learn-goals.ts). The computer answers with the scripted replies of `solution` while the learner
 * follows it, and with the engine's search otherwise (learn-run.ts). Stars count the learner's actions.
 *
 * Like format.ts this module knows no chess: it checks shapes, names and ranges. Whether the position
 * sets up, the solution reaches the goal and the wrong line fails is checked with the engine
 * (learn-run.ts `checkExercise`, run over every exercise by tests/learn-exercises.test.ts).
 */
import { PUZZLE_VARIANTS, BERSERKER_VARIANTS, type PuzzleVariant, type Problem } from './format.js';

export type Side = 'white' | 'black';
/** Whose action a predicate is about, from the learner's point of view. */
export type Who = 'you' | 'opponent';

/**
 * One thing to achieve (in `win`) or to avoid (in `avoid`). Event predicates ask whether something
 * happened during the attempt; state predicates ask about the position now.
 */
export type GoalPredicate =
  /** Event: `by` triggered and so released the other side's Berserker (its placement is `by`'s now, or was made). */
  | { readonly type: 'trigger'; readonly by?: Who }
  /** Event: `by` placed the other side's Berserker: a release (R3) or a re-placement after a capture (R4). */
  | { readonly type: 'place'; readonly by?: Who; readonly kind?: 'release' | 'place'; readonly squares?: readonly string[]; readonly knights?: readonly string[] }
  /** Event: `by` captured a piece (of these roles, lower-case names: `queen`, `berserker`). */
  | { readonly type: 'capture'; readonly by?: Who; readonly roles?: readonly string[] }
  /** Event: `by` gave check. */
  | { readonly type: 'check'; readonly by?: Who }
  /** Event: `by` promoted a pawn (to one of these roles). */
  | { readonly type: 'promote'; readonly by?: Who; readonly roles?: readonly string[] }
  /** Event: you used your Oh No! take-back (R8). */
  | { readonly type: 'oh-no' }
  /** State: a piece of yours stands on `square` (of role `role`). */
  | { readonly type: 'reach'; readonly square: string; readonly role?: string }
  /** State: the opponent's Berserker stands on the board and attacks none of your pieces. */
  | { readonly type: 'safe' }
  /** State: the game is over by checkmate with you the winner; `berserker`: a Berserker checkmate (R9, 2 points). */
  | { readonly type: 'mate'; readonly berserker?: boolean }
  /** State: the game is over and you won it, whatever the reason (Battle of the Kings: stalemate wins). */
  | { readonly type: 'win' };

export const PREDICATE_TYPES = ['trigger', 'place', 'capture', 'check', 'promote', 'oh-no', 'reach', 'safe', 'mate', 'win'] as const;
export type PredicateType = GoalPredicate['type'];

export interface Exercise {
  /** Unique across the path: `<stage>-<n>`, e.g. `trigger-2`. */
  readonly id: string;
  /** A few words for the path. */
  readonly title: string;
  /** The goal in one sentence, as the learner reads it. */
  readonly goal: string;
  readonly variant: PuzzleVariant;
  /** Rule options, `key=value; ...`; '' for the default ruleset. */
  readonly rules: string;
  readonly fen: string;
  /** Moves (SAN) played from `fen` before the learner starts; the last one is shown as the last move. */
  readonly setup: readonly string[];
  /** The learner's side: the side whose actions the learner controls (placements of the other side's Berserker included). */
  readonly you: Side;
  /** All of these must hold for the exercise to be solved. */
  readonly win: readonly GoalPredicate[];
  /** If any of these happens the attempt fails (optional). */
  readonly avoid?: readonly GoalPredicate[];
  /** The intended line after `setup`: the learner's actions and the computer's scripted replies, SAN. */
  readonly solution: readonly string[];
  /** A line that must fail: the learner's actions only (the replies come as in the page). */
  readonly wrong: readonly string[];
  /** Actions for three stars and for two stars; more than `stars[1]` earns one star. */
  readonly stars: readonly [number, number];
  /** The attempt fails when this many actions are used without reaching the goal. */
  readonly maxMoves: number;
  /** A nudge in one or two sentences (the page also marks the piece to move). */
  readonly hint: string;
  /** Said when solved: why it worked, one or two sentences. */
  readonly success: string;
}

export interface Stage {
  /** The file name without its number prefix and `.json`: `trigger` for `01-trigger.json`. */
  readonly stage: string;
  readonly title: string;
  /** The rule(s) the stage practises, e.g. `R2`, `R3 and R5`, or a variant's name. */
  readonly rule: string;
  /** Where the rule is explained on the site: `/rules/#r2`, `/variants/berolina/`. */
  readonly link: string;
  /** One or two sentences for the path. */
  readonly intro: string;
  readonly exercises: readonly Exercise[];
}

const EXERCISE_KEYS = new Set([
  'id', 'title', 'goal', 'variant', 'rules', 'fen', 'setup', 'you', 'win', 'avoid', 'solution', 'wrong', 'stars', 'maxMoves', 'hint', 'success',
]);
const STAGE_KEYS = new Set(['stage', 'title', 'rule', 'link', 'intro', 'exercises']);
const STAGE_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SAN_RE = /^[A-Za-z0-9=+#/@x-]+$/;
const SQUARE_RE = /^[a-z][0-9]{1,2}$/;
const ROLE_RE = /^[a-z]+(?: [a-z]+)*$/;
/** File names of stages: a number prefix for the order, then the stage id. */
export const STAGE_FILE_RE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;
/** The longest goal sentence: it must read at a glance above the board. */
export const GOAL_MAX = 120;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown, max = 400): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= max;
const wholeFrom = (x: unknown, min: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= 99;

function checkPredicate(raw: unknown, field: string, bad: (field: string, message: string) => void): void {
  if (!isObject(raw)) return bad(field, 'must be an object { type, ... }');
  const type = raw.type as PredicateType;
  if (!PREDICATE_TYPES.includes(type)) return bad(`${field}.type`, `must be one of ${PREDICATE_TYPES.join(', ')} (got ${JSON.stringify(raw.type)})`);
  const allowed: Record<PredicateType, readonly string[]> = {
    trigger: ['by'], place: ['by', 'kind', 'squares', 'knights'], capture: ['by', 'roles'], check: ['by'], promote: ['by', 'roles'],
    'oh-no': [], reach: ['square', 'role'], safe: [], mate: ['berserker'], win: [],
  };
  for (const k of Object.keys(raw)) if (k !== 'type' && !allowed[type].includes(k)) bad(`${field}.${k}`, `is not a field of a "${type}" predicate (fields: ${['type', ...allowed[type]].join(', ')})`);
  if (raw.by !== undefined && raw.by !== 'you' && raw.by !== 'opponent') bad(`${field}.by`, 'must be "you" or "opponent"');
  if (raw.kind !== undefined && raw.kind !== 'release' && raw.kind !== 'place') bad(`${field}.kind`, 'must be "release" or "place"');
  for (const k of ['squares', 'knights'] as const) {
    if (raw[k] === undefined) continue;
    const v = raw[k];
    if (!Array.isArray(v) || v.length === 0 || v.some((s) => typeof s !== 'string' || !SQUARE_RE.test(s))) bad(`${field}.${k}`, 'must be a non-empty list of square names like "g1"');
  }
  if (raw.roles !== undefined && (!Array.isArray(raw.roles) || raw.roles.length === 0 || raw.roles.some((r) => typeof r !== 'string' || !ROLE_RE.test(r)))) {
    bad(`${field}.roles`, 'must be a non-empty list of lower-case piece names like "queen"');
  }
  if (type === 'reach') {
    if (typeof raw.square !== 'string' || !SQUARE_RE.test(raw.square)) bad(`${field}.square`, 'must be a square name like "e4"');
    if (raw.role !== undefined && (typeof raw.role !== 'string' || !ROLE_RE.test(raw.role))) bad(`${field}.role`, 'must be a lower-case piece name like "knight"');
  }
  if (raw.berserker !== undefined && typeof raw.berserker !== 'boolean') bad(`${field}.berserker`, 'must be true or false');
}

const sanList = (x: unknown, allowEmpty: boolean): boolean =>
  Array.isArray(x) && (allowEmpty || x.length > 0) && x.every((m) => typeof m === 'string' && SAN_RE.test(m));

/** Checks one exercise's shape; `stage` is the stage id its id must start with. */
export function validateExercise(raw: unknown, file: string, index: number, stage: string): Problem[] {
  const out: Problem[] = [];
  if (!isObject(raw)) return [{ file, id: `#${index}`, field: '(exercise)', message: 'must be an object' }];
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `#${index}`;
  const bad = (field: string, message: string) => out.push({ file, id, field, message });

  for (const k of Object.keys(raw)) if (!EXERCISE_KEYS.has(k)) bad(k, `unknown field; fields are: ${[...EXERCISE_KEYS].join(', ')}`);
  if (typeof raw.id !== 'string' || !new RegExp(`^${stage}-\\d+$`).test(raw.id)) bad('id', `must be "${stage}-<number>" (the stage, a hyphen and the exercise's number)`);
  if (!isText(raw.title, 60)) bad('title', 'must be a short non-empty string (at most 60 characters)');
  if (!isText(raw.goal, GOAL_MAX)) bad('goal', `must be one sentence of at most ${GOAL_MAX} characters`);
  else if (!/[.!]$/.test(raw.goal.trim()) || /[.!?]\s+\S/.test(raw.goal.trim())) bad('goal', 'must be exactly one sentence, ending with a full stop');
  if (!PUZZLE_VARIANTS.includes(raw.variant as PuzzleVariant)) bad('variant', `must be one of ${PUZZLE_VARIANTS.join(', ')} (got ${JSON.stringify(raw.variant)})`);
  const berserker = BERSERKER_VARIANTS.includes(raw.variant as PuzzleVariant);
  if (typeof raw.rules !== 'string') bad('rules', 'must be a string: "" for the default ruleset, or options like "ohNo=on"');
  else if (raw.rules.trim() !== '' && !berserker) bad('rules', `rule options need a variant with the Berserker (${BERSERKER_VARIANTS.join(', ')})`);
  if (typeof raw.fen !== 'string' || raw.fen.trim().split(/\s+/).length < 4) bad('fen', 'must be a FEN string (board, turn, castling, en passant, ...)');
  if (!sanList(raw.setup, true)) bad('setup', 'must be a list of moves in SAN (may be empty)');
  if (raw.you !== 'white' && raw.you !== 'black') bad('you', 'must be "white" or "black"');
  if (!Array.isArray(raw.win) || raw.win.length === 0) bad('win', 'must be a non-empty list of goal predicates');
  else raw.win.forEach((p, i) => checkPredicate(p, `win[${i}]`, bad));
  if (raw.avoid !== undefined) {
    if (!Array.isArray(raw.avoid)) bad('avoid', 'must be a list of goal predicates');
    else raw.avoid.forEach((p, i) => checkPredicate(p, `avoid[${i}]`, bad));
  }
  if (!sanList(raw.solution, false)) bad('solution', 'must be a non-empty list of moves in SAN');
  if (!sanList(raw.wrong, false)) bad('wrong', 'must be a non-empty list of the learner\'s moves in SAN');
  const stars = raw.stars;
  if (!Array.isArray(stars) || stars.length !== 2 || !wholeFrom(stars[0], 1) || !wholeFrom(stars[1], 1) || (stars[1] as number) < (stars[0] as number)) {
    bad('stars', 'must be [three, two]: whole numbers of actions from 1, three ≤ two');
  }
  if (!wholeFrom(raw.maxMoves, 1)) bad('maxMoves', 'must be a whole number from 1');
  else if (Array.isArray(stars) && Number.isInteger(stars[1]) && (raw.maxMoves as number) < (stars[1] as number)) bad('maxMoves', 'must be at least the two-star count');
  if (!isText(raw.hint, 300)) bad('hint', 'must be a non-empty string of at most 300 characters');
  if (!isText(raw.success, 400)) bad('success', 'must be a non-empty string of at most 400 characters');
  return out;
}

/**
 * Checks a stage file's shape and every exercise in it. `stage` is null when the file itself is
 * malformed; otherwise it holds the exercises that passed.
 */
export function validateStage(raw: unknown, file: string): { stage: Stage | null; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!isObject(raw)) return { stage: null, problems: [{ file, id: null, field: '(file)', message: 'must be a JSON object { stage, title, rule, link, intro, exercises }' }] };
  const bad = (field: string, message: string) => problems.push({ file, id: null, field, message });
  for (const k of Object.keys(raw)) if (!STAGE_KEYS.has(k)) bad(k, `unknown field; fields are: ${[...STAGE_KEYS].join(', ')}`);
  const name = file.replace(/^.*[\\/]/, '');
  const m = STAGE_FILE_RE.exec(name);
  if (!m) bad('(file)', 'the file name must be a two-digit order, a hyphen and the stage id: "01-trigger.json"');
  const id = typeof raw.stage === 'string' ? raw.stage : '';
  if (!STAGE_RE.test(id)) bad('stage', 'must be lower-case words joined by hyphens');
  else if (m && m[2] !== id) bad('stage', `must be the file name without its number and .json ("${m[2]}")`);
  if (!isText(raw.title, 60)) bad('title', 'must be a short non-empty string');
  if (!isText(raw.rule, 60)) bad('rule', 'must name the rule or variant practised, e.g. "R2"');
  if (typeof raw.link !== 'string' || !/^\/[a-z0-9/-]*\/(#[a-z0-9-]+)?$/.test(raw.link)) bad('link', 'must be a site address like "/rules/#r2"');
  if (!isText(raw.intro, 400)) bad('intro', 'must be a non-empty string');
  const valid: Exercise[] = [];
  if (!Array.isArray(raw.exercises) || raw.exercises.length === 0) bad('exercises', 'must be a non-empty list of exercises');
  else raw.exercises.forEach((e, i) => {
    const found = validateExercise(e, file, i, id);
    problems.push(...found);
    if (!found.length) valid.push(e as Exercise);
  });
  if (problems.some((p) => p.id === null)) return { stage: null, problems };
  return { stage: { ...(raw as unknown as Stage), exercises: valid }, problems };
}
