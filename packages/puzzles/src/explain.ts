/**
 * The explanation writer: two to four plain sentences for a generated puzzle, built from facts the
 * engine establishes by replaying the line — who acts, what the first action captures, checks, forks or
 * triggers, whose Berserker is placed where and by which rule (R3 release, R4 re-placement), how the
 * line ends (a Berserker checkmate scores two points, R9) and what material is won — and from the
 * puzzle's themes, which the verifier has checked (verify.ts `checkThemes`).
 *
 * Every word a reader sees is in a words table, one per language (explain-words.ts in English,
 * explain-de.ts in German): `explain(puzzle, 'de')` writes the same explanation in German. The code here
 * only chooses which entries to use and fills in moves, squares and piece names. Deterministic: the same puzzle always gets the same text (no search, no clock, no randomness).
 */
import { TRIGGERED, pieceAt, pieceViews, squareIndex, squareName, type Color, type ColorName, type GameStatus, type MoveInfo, type Position } from './engine.js';
import { balance, colorIndex, newGame, type Ply } from './analyse.js';
import type { Puzzle, Theme } from './format.js';
import { WORDS, type ExplainWords } from './explain-words.js';
import { WORDS_DE } from './explain-de.js';

export { WORDS, WORDS_DE, type ExplainWords };

/** The languages the explanations are written in. */
export const EXPLAIN_LANGS = ['en', 'de'] as const;
export type ExplainLang = (typeof EXPLAIN_LANGS)[number];
/** Each language's words. */
export const EXPLAIN_WORDS: Readonly<Record<ExplainLang, ExplainWords>> = { en: WORDS, de: WORDS_DE };

/** A ply of the line with the positions around it, for naming pieces and squares. */
interface Step extends Ply {
  readonly before: Position;
  readonly after: Position;
  /** The solver's move reached the trigger rank for the first time (R2). */
  readonly triggers: boolean;
}

/** What the explanation is built from. */
export interface Facts {
  readonly solver: ColorName;
  readonly opponent: ColorName;
  readonly opponentMove: MoveInfo | null;
  readonly steps: readonly Step[];
  readonly end: GameStatus;
  /** Material won by the solver over the line, centipawns (analyse.ts `balance`). */
  readonly gained: number;
  readonly themes: readonly Theme[];
  readonly puzzle: Puzzle;
}

/* ------------------------------------------------------------------------------------------------ */
/* The facts.                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/** Replays the puzzle and gathers the facts; throws if a move is not legal (verify first). */
export function factsOf(puzzle: Puzzle): Facts {
  const game = newGame(puzzle.variant, puzzle.rules, puzzle.fen);
  const opponentMove = puzzle.opponentMove !== null ? game.play(puzzle.opponentMove) : null;
  const solver = game.controller;
  const sc = colorIndex(solver);
  const start = balance(game.position, sc);
  const steps: Step[] = [];
  for (const san of puzzle.solution) {
    const bySolver = game.controller === solver;
    const ownMove = bySolver && game.turn === solver;
    const before = game.position.clone();
    const flagsBefore = before.flags;
    const info = game.play(san);
    const after = game.position.clone();
    steps.push({ info, bySolver, ownMove, status: game.status(), flagsBefore, flagsAfter: after.flags, before, after,
      triggers: ownMove && !(flagsBefore & TRIGGERED(sc)) && !!(after.flags & TRIGGERED(sc)) });
  }
  return {
    solver, opponent: solver === 'white' ? 'black' : 'white', opponentMove, steps, end: game.status(),
    gained: balance(game.position, sc) - start, themes: puzzle.themes, puzzle,
  };
}

const nameAt = (pos: Position, sq: string | number): string => pieceAt(pos, sq)?.name ?? 'piece';
const isPlacement = (m: MoveInfo): boolean => m.kind === 'release' || m.kind === 'place';

/** Enemy pieces the piece that just moved to `to` attacks and that are worth taking: royal, bigger, or undefended. */
function forkTargets(step: Step, W: ExplainWords): Array<{ text: string; royal: boolean }> {
  const pos = step.after;
  const sq = squareIndex(pos, step.info.to);
  const me = pieceAt(pos, sq);
  if (!me || me.berserker) return [];
  const side = colorIndex(me.color), them = (side ^ 1) as Color;
  const value = (letter: string): number => {
    const d = pos.v.pieces.find((x) => x.letter === letter)!;
    return d.royal ? Infinity : d.value;
  };
  const out: Array<{ text: string; royal: boolean }> = [];
  for (const t of pieceViews(pos)) {
    if (t.color === me.color || t.berserker || !pos.attackers(t.index, side).includes(sq)) continue;
    if (value(t.letter) >= value(me.letter) || pos.attackers(t.index, them).length === 0) out.push({ text: W.pieceOn(t.name, t.square), royal: t.name.includes('king') });
  }
  const king = out.filter((t) => t.royal);
  return out.length >= 2 ? [...king, ...out.filter((t) => !t.royal)] : [];
}

/** What a solver's move does, as verb phrases: capture, promotion, fork, check. */
function phrases(step: Step, facts: Facts, first: boolean, W: ExplainWords): string[] {
  const m = step.info, out: string[] = [];
  const opp = W.side[facts.opponent];
  if (m.kind === 'release') return [W.release(opp, m.from ?? '?', m.to)];
  if (m.kind === 'place') return [W.place(opp, m.to)];
  if (m.kind === 'en-passant') out.push(W.enPassant(m.to));
  else if (m.captured?.toUpperCase() === 'Z') out.push(W.takesBerserker(m.to));
  else if (m.captured) out.push(W.takes(nameAt(step.before, m.to), m.to));
  if (m.promotion) out.push(W.promotes(nameAt(step.after, m.to)));
  const fork = first && facts.themes.includes('fork') ? forkTargets(step, W) : [];
  if (fork.length) out.push(W.forks(fork.map((t) => t.text)));
  // A fork that includes the king already says "check".
  if (m.check === 'check' && !fork.some((t) => t.royal)) {
    if (out.length) out[out.length - 1] = W.withCheck(out[out.length - 1]!);
    else out.push(W.givesCheck);
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------ */
/* The sentences.                                                                                    */
/* ------------------------------------------------------------------------------------------------ */

/** A sentence and how much it matters: the lowest weights go first when there are too many. */
interface Sentence {
  readonly text: string;
  readonly weight: number;
}
/** Essential: the first move, the end, a rule. Useful: context, material. Optional: replies, notes. */
const ESSENTIAL = 5, RULE = 4, USEFUL = 3, OPTIONAL = 2, FILLER = 1;

/**
 * The explanation of a verified puzzle: 2–4 sentences, specific to its moves and squares, in `lang`
 * (English unless asked: the collection's explanations are the English ones).
 */
export function explain(puzzle: Puzzle, lang: ExplainLang = 'en'): string {
  return explainFacts(factsOf(puzzle), lang);
}

export function explainFacts(f: Facts, lang: ExplainLang = 'en'): string {
  const W = EXPLAIN_WORDS[lang];
  const opp = W.side[f.opponent];
  const out: Sentence[] = [];
  const say = (text: string, weight: number) => out.push({ text, weight });
  const first = f.steps.find((s) => s.bySolver)!;
  const goal = f.puzzle.goal;
  let berserkerCaptureSaid = false;
  let prevSolverCapture = -1; // index in `out` of a plain sentence about the solver taking the Berserker again
  const last = f.steps[f.steps.length - 1]!;
  // The material won closes the line's last sentence when the line ends on the solver's move.
  const winMaterial = goal === 'win-material' && f.gained > 0 && last !== first;

  // Why the solver acts: the take-back that would not help, or a placement on the opponent's turn.
  if (f.themes.includes('oh-no-free-tactics') && f.opponentMove) say(W.ohNo(opp, f.opponentMove.san), RULE);
  else if (first.info.kind === 'release' && !first.ownMove) say(W.releaseTurn(opp), RULE);
  else if (first.info.kind === 'place' && !first.ownMove) say(W.placeTurn(opp), RULE);
  else if (f.opponentMove) say(W.afterOpponent(opp, f.opponentMove.san), FILLER);

  // The line, action by action.
  f.steps.forEach((s, i) => {
    const isFirst = s === first, isLast = i === f.steps.length - 1;
    const san = s.info.san;
    if (!s.bySolver) {
      if (isPlacement(s.info)) say(W.theyPlace(opp, s.info.to), OPTIONAL);
      else say(W.reply(opp, san, legalCount(f, i) === 1, goal === 'mate'), FILLER);
      return;
    }
    if (isPlacement(s.info) && !isFirst) {
      // Right after the solver's own plain "takes the Berserker" sentence, the square joins it, so that
      // a line of captures and placements never reads as placements alone when sentences are dropped.
      const prev = out[out.length - 1];
      if (prev && prevSolverCapture === out.length - 1 && s.info.kind === 'place') {
        out[out.length - 1] = { text: W.andPlace(prev.text, s.info.to), weight: Math.max(prev.weight, RULE) };
      } else say(W.youPlace(opp, s.info.to, s.info.kind === 'release' ? s.info.from : null), RULE);
      return;
    }
    const ph = phrases(s, f, isFirst, W);
    // A quiet first move that triggers is explained by the trigger itself.
    const triggerSentence = s.triggers && f.themes.includes('release-timing');
    if (isLast && goal === 'mate') {
      if (f.end.reason === 'berserker-checkmate') say(W.berserkerMate(san, ph, !isFirst), ESSENTIAL);
      else if (f.end.reason === 'stalemate') say(W.stalemateWin(san, opp), ESSENTIAL);
      else say(W.mate(san, ph, !isFirst), ESSENTIAL);
    } else if (isFirst && goal === 'survive') say(W.survive(san), ESSENTIAL);
    else if (isFirst && goal === 'best-placement' && isPlacement(s.info)) say(W.bestPlacement(san, s.info.to, placementReason(f, s, W)), ESSENTIAL);
    else if (isFirst && ph.length) say(W.move(san, ph), ESSENTIAL);
    else if (isFirst && !triggerSentence) say(W.quiet(san), ESSENTIAL);
    else if (isLast && winMaterial) say(ph.length ? W.thenWins(san, ph, W.material(f.gained)) : W.afterMaterial(san, W.material(f.gained)), ESSENTIAL);
    else if (!isFirst) say(W.then(san, ph), isLast ? ESSENTIAL : OPTIONAL);
    if (triggerSentence) {
      say(W.trigger(san, W.ordinal[s.after.relativeRank(squareIndex(s.after, s.info.to), colorIndex(f.solver))] ?? '', opp), isFirst ? ESSENTIAL : RULE);
    } else if (s.info.captured?.toUpperCase() === 'Z' && berserkerCaptureSaid) prevSolverCapture = out.length - 1;
    else if (s.info.captured?.toUpperCase() === 'Z' && s.ownMove && !berserkerCaptureSaid && !(isLast && winMaterial) && out.length) {
      // The capture and its consequence in one sentence, so that dropping one never leaves the other alone.
      const said = out.pop()!;
      say(W.withReplacement(said.text, opp), Math.max(said.weight, RULE));
      berserkerCaptureSaid = true;
    }
  });

  const note = themeNote(f, first, W);
  if (note) say(note, OPTIONAL);
  if (goal === 'win-material' && f.gained > 0 && !winMaterial) say(W.won(W.material(f.gained)), USEFUL);
  return squeeze(out, W);
}

/** Legal actions of the side to act before step `i` (1 means the reply was forced). */
function legalCount(f: Facts, i: number): number {
  const g = newGame(f.puzzle.variant, f.puzzle.rules, f.puzzle.fen);
  if (f.puzzle.opponentMove) g.play(f.puzzle.opponentMove);
  for (const s of f.steps.slice(0, i)) g.play(s.info.move);
  return g.legalMoves().length;
}

/** Why a best placement is best, from what the Berserker does on its square. */
function placementReason(f: Facts, s: Step, W: ExplainWords): string {
  const pos = s.after, sq = squareIndex(pos, s.info.to);
  const sc = colorIndex(f.solver), them = (sc ^ 1) as Color;
  const next = f.steps[f.steps.indexOf(s) + 1];
  if (next?.bySolver && next.info.captured?.toUpperCase() === 'Z' && next.info.from) return W.baitSquare(nameAt(pos, next.info.from), next.info.from);
  const takers = pos.attackers(sq, sc);
  if (takers.length) return W.baitSquare(nameAt(pos, takers[0]!), squareName(pos, takers[0]!));
  const king = pos.royals(them)[0];
  if (king !== undefined && chebyshev(pos, king, sq) === 1) return W.nextToKing(W.side[f.opponent]);
  const attacks = pieceViews(pos).some((t) => t.color === f.solver && pos.attackers(t.index, them).includes(sq));
  return attacks ? W.otherSquares : W.harmless;
}

const chebyshev = (pos: Position, a: number, b: number): number =>
  Math.max(Math.abs((a % pos.width) - (b % pos.width)), Math.abs(Math.floor(a / pos.width) - Math.floor(b / pos.width)));

/** The one extra fact a theme gives, or null. */
function themeNote(f: Facts, first: Step, W: ExplainWords): string | null {
  const has = (t: Theme) => f.themes.includes(t);
  const opp = W.side[f.opponent];
  if (has('spawn') && first.info.from) {
    const left = pieceAt(first.after, first.info.from);
    if (left && left.color === f.solver) return W.spawn(first.info.san, left.name, first.info.from);
  }
  if (has('double-check')) {
    const dc = f.steps.find((s) => s.ownMove && checkers(f, s).length >= 2);
    if (dc) return W.doubleCheck(dc.info.san);
  }
  if (has('discovered-attack')) {
    for (const s of f.steps.filter((x) => x.ownMove)) {
      const from = checkers(f, s).find((sq) => sq !== squareIndex(s.after, s.info.to));
      if (from !== undefined) return W.discovered(s.info.san, nameAt(s.after, from), squareName(s.after, from));
    }
  }
  if (has('back-rank') && f.puzzle.goal === 'mate') return W.backRank(opp);
  if (has('hanging-piece') && first.info.captured) {
    const guarded = first.before.attackers(squareIndex(first.before, first.info.to), colorIndex(f.opponent)).length > 0;
    return W.hanging(nameAt(first.before, first.info.to), first.info.to, guarded);
  }
  if (has('compound-piece')) {
    const s = f.steps.find((x) => x.bySolver && x.info.from && W.compoundMoves[nameAt(x.after, x.info.to)]);
    if (s) return W.compound(nameAt(s.after, s.info.to), s.info.from!, W.compoundMoves[nameAt(s.after, s.info.to)]!);
  }
  if (has('berolina-pawn')) return W.berolina;
  return null;
}

/** The squares of the solver's pieces giving check after step `s`. */
function checkers(f: Facts, s: Step): number[] {
  const sc = colorIndex(f.solver), them = (sc ^ 1) as Color;
  return s.after.royals(them).flatMap((k) => s.after.attackers(k, sc));
}

/**
 * At most four sentences (the format allows five; short reads better): while there are more, the
 * least important goes, the latest of equals first, so the first move, the rules and the end stay.
 */
function squeeze(sentences: readonly Sentence[], W: ExplainWords): string {
  const keep = [...sentences];
  while (keep.length > 4) {
    const min = Math.min(...keep.map((s) => s.weight));
    const at = keep.map((s) => s.weight).lastIndexOf(min);
    keep.splice(at, 1);
  }
  // A "Then ..." ("Dann ...") after dropped moves of the solver's (not just replies) does not follow straight on: say so.
  return keep.map((s, i) => {
    const between = i > 0 ? sentences.slice(sentences.indexOf(keep[i - 1]!) + 1, sentences.indexOf(s)) : [];
    return between.some((x) => x.weight > FILLER) && s.text.startsWith(W.thenPrefix) ? `${W.later}${s.text.slice(W.thenPrefix.length)}` : s.text;
  }).join(' ');
}
