/**
 * The explanation writer: two to four plain sentences for a generated puzzle, built from facts the
 * engine establishes by replaying the line — who acts, what the first action captures, checks, forks or
 * triggers, whose Berserker is placed where and by which rule (R3 release, R4 re-placement), how the
 * line ends (a Berserker checkmate scores two points, R9) and what material is won — and from the
 * puzzle's themes, which the verifier has checked (verify.ts `checkThemes`).
 *
 * Every word a reader sees is in WORDS below, so the explanations can be translated by swapping that
 * one table; the code around it only chooses which entries to use and fills in moves and squares.
 * Deterministic: the same puzzle always gets the same text (no search, no clock, no randomness).
 */
import { TRIGGERED, pieceAt, pieceViews, squareIndex, squareName, type Color, type ColorName, type GameStatus, type MoveInfo, type Position } from './engine.js';
import { balance, colorIndex, newGame, type Ply } from './analyse.js';
import type { Puzzle, Theme } from './format.js';

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
/* The words. Everything a reader sees is here.                                                      */
/* ------------------------------------------------------------------------------------------------ */

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
/** A move as a sentence names it: without the mate sign (the sentence says "mate"). */
const bare = (san: string): string => san.replace(/#$/, '');

export const WORDS = {
  side: { white: 'White', black: 'Black' } as Record<ColorName, string>,
  ordinal: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'],
  /** How much material: a queen, a rook, a piece, the exchange, or pawns. */
  material(cp: number): string {
    if (cp >= 850 && cp <= 950) return 'a queen';
    if (cp >= 450 && cp <= 550) return 'a rook';
    if (cp >= 275 && cp <= 350) return 'a piece';
    if (cp >= 175 && cp <= 225) return 'the exchange';
    return `${Math.round(cp / 100)} pawns' worth of material`;
  },
  // What a solver's move does, as verb phrases ("Nxe6 takes the queen on e6, with check").
  takes: (piece: string, sq: string) => `takes the ${piece} on ${sq}`,
  takesBerserker: (sq: string) => `takes the Berserker on ${sq}`,
  enPassant: (sq: string) => `takes the pawn en passant on ${sq}`,
  promotes: (piece: string) => `promotes to a ${piece}`,
  givesCheck: 'gives check',
  withCheck: (phrase: string) => `${phrase}, with check`,
  forks: (targets: readonly string[]) => `attacks ${list(targets)} at once`,
  pieceOn: (piece: string, sq: string) => `the ${piece} on ${sq}`,
  release: (opp: string, from: string, to: string) =>
    from === to ? `turns ${opp}'s knight on ${from} into ${opp}'s Berserker where it stands` : `turns ${opp}'s knight on ${from} into ${opp}'s Berserker, on ${to}`,
  place: (opp: string, to: string) => `puts ${opp}'s Berserker back on ${to}`,
  // Sentences about the solver's moves.
  move: (san: string, phrases: readonly string[]) => `${san} ${list(phrases)}.`,
  quiet: (san: string) => `${san} is a quiet move: it takes nothing and gives no check.`,
  then: (san: string, phrases: readonly string[]) => (phrases.length ? `Then ${san} ${list(phrases)}.` : `Then comes ${san}.`),
  mate: (san: string, phrases: readonly string[], then: boolean) =>
    `${then ? 'Then ' : ''}${bare(san)}${phrases.length ? ` ${list(phrases)} and` : ''} is mate.`,
  berserkerMate: (san: string, phrases: readonly string[], then: boolean) =>
    `${then ? 'Then ' : ''}${bare(san)}${phrases.length ? ` ${list(phrases)} and` : ''} is mate — a Berserker checkmate, worth two points (R9).`,
  stalemateWin: (san: string, opp: string) => `After ${san} ${opp} has no move left, and in Battle of the Kings that wins.`,
  youPlace: (opp: string, sq: string, from: string | null) =>
    from === sq ? `You make ${opp}'s knight on ${sq} the Berserker where it stands.`
      : from ? `You make ${opp}'s knight on ${from} the Berserker and put it on ${sq}.` : `You put ${opp}'s Berserker on ${sq}.`,
  theyPlace: (opp: string, sq: string) => `${opp} puts your Berserker back on ${sq}.`,
  afterMaterial: (san: string, amount: string) => `After ${san} you have won ${amount}.`,
  thenWins: (san: string, phrases: readonly string[], amount: string) => `Then ${san} ${list(phrases)}, and in all you win ${amount}.`,
  won: (amount: string) => `In all you win ${amount}.`,
  survive: (san: string) => `${san} is the only move that holds; every other one loses at least three pawns' worth.`,
  // Why the solver acts, and the rules the line brings in.
  afterOpponent: (opp: string, san: string) => `${opp} has just played ${san}.`,
  ohNo: (opp: string, san: string) => `Oh No! is on, so ${opp} could take ${san} back (R8) — but every other move loses just as clearly.`,
  releaseTurn: (opp: string) => `It is ${opp}'s turn, but it is the release of ${opp}'s Berserker, and you choose the knight and its square (R3).`,
  placeTurn: (opp: string) => `It is ${opp}'s turn, but it is spent putting ${opp}'s captured Berserker back, and you choose the square (R4).`,
  trigger: (san: string, rank: string, opp: string) =>
    `${san} reaches your ${rank} rank, so it triggers (R2): ${opp}'s next turn is the release of ${opp}'s Berserker, and you place it (R3).`,
  capturedBerserker: (opp: string) => `${opp}'s next turn is spent putting the Berserker back, on a square you choose (R4).`,
  /** Replaces "Then " when moves between were left out. */
  later: 'In the end, ',
  andPlace: (sentence: string, sq: string) => `${sentence.replace(/\.$/, '')}, and you put it back on ${sq}.`,
  /** A move sentence and the R4 consequence of the Berserker it took, as one sentence. */
  withReplacement: (sentence: string, opp: string) => `${sentence.replace(/\.$/, '')}: ${opp}'s next turn is spent putting it back, on a square you choose (R4).`,
  reply: (opp: string, san: string, only: boolean, mate: boolean) =>
    only ? `${opp} can only answer ${san}.` : `${opp}'s ${mate ? 'longest defence' : 'best answer'} is ${san}.`,
  // Best placements: where and why.
  bestPlacement: (san: string, sq: string, reason: string) => `${san}: the Berserker goes to ${sq}, ${reason}.`,
  baitSquare: (piece: string, from: string) => `where your ${piece} on ${from} can take it`,
  nextToKing: (opp: string) => `next to ${opp}'s own king, where it takes a square from it`,
  harmless: 'where it attacks none of your pieces',
  otherSquares: 'the one square that keeps your advantage',
  // Notes from the themes.
  hanging: (piece: string, sq: string, guarded: boolean) =>
    guarded ? `The ${piece} on ${sq} was guarded, but it is worth far more than the piece that takes it.` : `The ${piece} on ${sq} was left unguarded.`,
  backRank: (opp: string) => `${opp}'s king is caught on its own back rank.`,
  doubleCheck: (san: string) => `${san} is a double check, so only a king move could answer it.`,
  discovered: (san: string, piece: string, sq: string) => `${san} uncovers a check from the ${piece} on ${sq}.`,
  spawn: (san: string, piece: string, sq: string) => `Remember that a moving piece leaves the next one of the chain behind: ${san} leaves a ${piece} on ${sq}.`,
  berolina: 'Remember that Berolina pawns step diagonally and capture straight ahead.',
  compound: (piece: string, sq: string, moves: string) => `The ${piece} on ${sq} moves ${moves}.`,
  /** How the compound pieces of Brawl move (their names as pieceViews gives them). */
  compoundMoves: {
    amazon: 'like a queen and a knight', ship: 'like a rook and a knight, and one step diagonally', freemason: 'like a bishop and a knight, and one step straight',
    chancellor: 'like a rook and a knight', archbishop: 'like a bishop and a knight', sailor: 'like a rook, and one step diagonally',
    missionary: 'like a bishop, and one step straight', judge: 'like a king and a knight',
  } as Record<string, string>,
} as const;

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
function forkTargets(step: Step): string[] {
  const pos = step.after;
  const sq = squareIndex(pos, step.info.to);
  const me = pieceAt(pos, sq);
  if (!me || me.berserker) return [];
  const side = colorIndex(me.color), them = (side ^ 1) as Color;
  const value = (letter: string): number => {
    const d = pos.v.pieces.find((x) => x.letter === letter)!;
    return d.royal ? Infinity : d.value;
  };
  const out: string[] = [];
  for (const t of pieceViews(pos)) {
    if (t.color === me.color || t.berserker || !pos.attackers(t.index, side).includes(sq)) continue;
    if (value(t.letter) >= value(me.letter) || pos.attackers(t.index, them).length === 0) out.push(WORDS.pieceOn(t.name, t.square));
  }
  const king = out.filter((t) => t.includes('king'));
  return out.length >= 2 ? [...king, ...out.filter((t) => !king.includes(t))] : [];
}

/** What a solver's move does, as verb phrases: capture, promotion, fork, check. */
function phrases(step: Step, facts: Facts, first: boolean): string[] {
  const m = step.info, out: string[] = [];
  const opp = WORDS.side[facts.opponent];
  if (m.kind === 'release') return [WORDS.release(opp, m.from ?? '?', m.to)];
  if (m.kind === 'place') return [WORDS.place(opp, m.to)];
  if (m.kind === 'en-passant') out.push(WORDS.enPassant(m.to));
  else if (m.captured?.toUpperCase() === 'Z') out.push(WORDS.takesBerserker(m.to));
  else if (m.captured) out.push(WORDS.takes(nameAt(step.before, m.to), m.to));
  if (m.promotion) out.push(WORDS.promotes(nameAt(step.after, m.to)));
  const fork = first && facts.themes.includes('fork') ? forkTargets(step) : [];
  if (fork.length) out.push(WORDS.forks(fork));
  // A fork that includes the king already says "check".
  if (m.check === 'check' && !fork.some((t) => t.includes('king'))) {
    if (out.length) out[out.length - 1] = WORDS.withCheck(out[out.length - 1]!);
    else out.push(WORDS.givesCheck);
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

/** The explanation of a verified puzzle: 2–4 sentences, specific to its moves and squares. */
export function explain(puzzle: Puzzle): string {
  return explainFacts(factsOf(puzzle));
}

export function explainFacts(f: Facts): string {
  const opp = WORDS.side[f.opponent];
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
  if (f.themes.includes('oh-no-free-tactics') && f.opponentMove) say(WORDS.ohNo(opp, f.opponentMove.san), RULE);
  else if (first.info.kind === 'release' && !first.ownMove) say(WORDS.releaseTurn(opp), RULE);
  else if (first.info.kind === 'place' && !first.ownMove) say(WORDS.placeTurn(opp), RULE);
  else if (f.opponentMove) say(WORDS.afterOpponent(opp, f.opponentMove.san), FILLER);

  // The line, action by action.
  f.steps.forEach((s, i) => {
    const isFirst = s === first, isLast = i === f.steps.length - 1;
    const san = s.info.san;
    if (!s.bySolver) {
      if (isPlacement(s.info)) say(WORDS.theyPlace(opp, s.info.to), OPTIONAL);
      else say(WORDS.reply(opp, san, legalCount(f, i) === 1, goal === 'mate'), FILLER);
      return;
    }
    if (isPlacement(s.info) && !isFirst) {
      // Right after the solver's own plain "takes the Berserker" sentence, the square joins it, so that
      // a line of captures and placements never reads as placements alone when sentences are dropped.
      const prev = out[out.length - 1];
      if (prev && prevSolverCapture === out.length - 1 && s.info.kind === 'place') {
        out[out.length - 1] = { text: WORDS.andPlace(prev.text, s.info.to), weight: Math.max(prev.weight, RULE) };
      } else say(WORDS.youPlace(opp, s.info.to, s.info.kind === 'release' ? s.info.from : null), RULE);
      return;
    }
    const ph = phrases(s, f, isFirst);
    // A quiet first move that triggers is explained by the trigger itself.
    const triggerSentence = s.triggers && f.themes.includes('release-timing');
    if (isLast && goal === 'mate') {
      if (f.end.reason === 'berserker-checkmate') say(WORDS.berserkerMate(san, ph, !isFirst), ESSENTIAL);
      else if (f.end.reason === 'stalemate') say(WORDS.stalemateWin(san, opp), ESSENTIAL);
      else say(WORDS.mate(san, ph, !isFirst), ESSENTIAL);
    } else if (isFirst && goal === 'survive') say(WORDS.survive(san), ESSENTIAL);
    else if (isFirst && goal === 'best-placement' && isPlacement(s.info)) say(WORDS.bestPlacement(san, s.info.to, placementReason(f, s)), ESSENTIAL);
    else if (isFirst && ph.length) say(WORDS.move(san, ph), ESSENTIAL);
    else if (isFirst && !triggerSentence) say(WORDS.quiet(san), ESSENTIAL);
    else if (isLast && winMaterial) say(ph.length ? WORDS.thenWins(san, ph, WORDS.material(f.gained)) : WORDS.afterMaterial(san, WORDS.material(f.gained)), ESSENTIAL);
    else if (!isFirst) say(WORDS.then(san, ph), isLast ? ESSENTIAL : OPTIONAL);
    if (triggerSentence) {
      say(WORDS.trigger(san, WORDS.ordinal[s.after.relativeRank(squareIndex(s.after, s.info.to), colorIndex(f.solver))] ?? '', opp), isFirst ? ESSENTIAL : RULE);
    } else if (s.info.captured?.toUpperCase() === 'Z' && berserkerCaptureSaid) prevSolverCapture = out.length - 1;
    else if (s.info.captured?.toUpperCase() === 'Z' && s.ownMove && !berserkerCaptureSaid && !(isLast && winMaterial) && out.length) {
      // The capture and its consequence in one sentence, so that dropping one never leaves the other alone.
      const said = out.pop()!;
      say(WORDS.withReplacement(said.text, opp), Math.max(said.weight, RULE));
      berserkerCaptureSaid = true;
    }
  });

  const note = themeNote(f, first);
  if (note) say(note, OPTIONAL);
  if (goal === 'win-material' && f.gained > 0 && !winMaterial) say(WORDS.won(WORDS.material(f.gained)), USEFUL);
  return squeeze(out);
}

/** Legal actions of the side to act before step `i` (1 means the reply was forced). */
function legalCount(f: Facts, i: number): number {
  const g = newGame(f.puzzle.variant, f.puzzle.rules, f.puzzle.fen);
  if (f.puzzle.opponentMove) g.play(f.puzzle.opponentMove);
  for (const s of f.steps.slice(0, i)) g.play(s.info.move);
  return g.legalMoves().length;
}

/** Why a best placement is best, from what the Berserker does on its square. */
function placementReason(f: Facts, s: Step): string {
  const pos = s.after, sq = squareIndex(pos, s.info.to);
  const sc = colorIndex(f.solver), them = (sc ^ 1) as Color;
  const next = f.steps[f.steps.indexOf(s) + 1];
  if (next?.bySolver && next.info.captured?.toUpperCase() === 'Z' && next.info.from) return WORDS.baitSquare(nameAt(pos, next.info.from), next.info.from);
  const takers = pos.attackers(sq, sc);
  if (takers.length) return WORDS.baitSquare(nameAt(pos, takers[0]!), squareName(pos, takers[0]!));
  const king = pos.royals(them)[0];
  if (king !== undefined && chebyshev(pos, king, sq) === 1) return WORDS.nextToKing(WORDS.side[f.opponent]);
  const attacks = pieceViews(pos).some((t) => t.color === f.solver && pos.attackers(t.index, them).includes(sq));
  return attacks ? WORDS.otherSquares : WORDS.harmless;
}

const chebyshev = (pos: Position, a: number, b: number): number =>
  Math.max(Math.abs((a % pos.width) - (b % pos.width)), Math.abs(Math.floor(a / pos.width) - Math.floor(b / pos.width)));

/** The one extra fact a theme gives, or null. */
function themeNote(f: Facts, first: Step): string | null {
  const has = (t: Theme) => f.themes.includes(t);
  const opp = WORDS.side[f.opponent];
  if (has('spawn') && first.info.from) {
    const left = pieceAt(first.after, first.info.from);
    if (left && left.color === f.solver) return WORDS.spawn(first.info.san, left.name, first.info.from);
  }
  if (has('double-check')) {
    const dc = f.steps.find((s) => s.ownMove && checkers(f, s).length >= 2);
    if (dc) return WORDS.doubleCheck(dc.info.san);
  }
  if (has('discovered-attack')) {
    for (const s of f.steps.filter((x) => x.ownMove)) {
      const from = checkers(f, s).find((sq) => sq !== squareIndex(s.after, s.info.to));
      if (from !== undefined) return WORDS.discovered(s.info.san, nameAt(s.after, from), squareName(s.after, from));
    }
  }
  if (has('back-rank') && f.puzzle.goal === 'mate') return WORDS.backRank(opp);
  if (has('hanging-piece') && first.info.captured) {
    const guarded = first.before.attackers(squareIndex(first.before, first.info.to), colorIndex(f.opponent)).length > 0;
    return WORDS.hanging(nameAt(first.before, first.info.to), first.info.to, guarded);
  }
  if (has('compound-piece')) {
    const s = f.steps.find((x) => x.bySolver && x.info.from && WORDS.compoundMoves[nameAt(x.after, x.info.to)]);
    if (s) return WORDS.compound(nameAt(s.after, s.info.to), s.info.from!, WORDS.compoundMoves[nameAt(s.after, s.info.to)]!);
  }
  if (has('berolina-pawn')) return WORDS.berolina;
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
function squeeze(sentences: readonly Sentence[]): string {
  const keep = [...sentences];
  while (keep.length > 4) {
    const min = Math.min(...keep.map((s) => s.weight));
    const at = keep.map((s) => s.weight).lastIndexOf(min);
    keep.splice(at, 1);
  }
  // A "Then ..." after dropped moves of the solver's (not just replies) does not follow straight on: say so.
  return keep.map((s, i) => {
    const between = i > 0 ? sentences.slice(sentences.indexOf(keep[i - 1]!) + 1, sentences.indexOf(s)) : [];
    return between.some((x) => x.weight > FILLER) && s.text.startsWith('Then ') ? `${WORDS.later}${s.text.slice(5)}` : s.text;
  }).join(' ');
}
