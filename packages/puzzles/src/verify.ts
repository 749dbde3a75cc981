/**
 * The verifier: replays a puzzle with the engine and checks that it is a good puzzle.
 *
 * 1. Legal: the FEN, the opponent's move and every move of the solution can be played, in the
 *    engine's own SAN; the line ends with a solver's action and the game does not end before it.
 * 2. Goal reached:
 *    - mate: the last action checkmates (a Berserker checkmate counts; in Battle of the Kings a win
 *      by leaving no move counts too), on the solver's `mateIn`-th own move;
 *    - win-material: material (kings not counted; a Berserker always counts as a knight, on the board or
 *      waiting — capturing it wins nothing, it comes back)
 *      is at least 2 pawns better for the solver after the line than before, and a search of the end
 *      position agrees that the gain stays;
 *    - best-placement: the solver's first action is a placement (R3 or R4);
 *    - survive: every other first action loses, and the end of the line is not lost.
 * 3. Unique: mate goals are proved exactly (mate.ts): the solution's moves force mate in time, and no
 *    other action at an intermediate step does so unless the puzzle lists it in `alternatives`; at
 *    the last step any mating move is accepted. Other goals: at each solver's action, every legal
 *    action is scored by a fixed-depth search and the solution's must beat the next best by MARGIN.
 * 4. Themes that can be checked mechanically are really in the line (see checkThemes).
 *
 * Deterministic: fixed depths, never the clock.
 */
import { MATE_BOUND, Searcher, type Color, type ColorName, type Game, type GameStatus } from './engine.js';
import { TRIGGERED } from './engine.js';
import { alternativesAt, type Puzzle, type Problem } from './format.js';
import { MateSolver } from './mate.js';
import { balance, colorIndex, isMateScore, newGame, scoreAfter, scoreAll, type Ply, type ScoredMove } from './analyse.js';

/** The verifier's fixed settings. */
export const VERIFY = {
  /** Plies searched for each action (the search after it is one shorter), by variant. */
  depth: { default: 5, brawl: 4, 'berserker-brawl': 4 } as Record<string, number>,
  /** A solver's action must beat every other by this many centipawns (non-mate goals). */
  margin: 200,
  /** win-material: the gain in centipawns of material. */
  gain: 200,
  /** win-material: the end position, searched, must still be this much better than the start's material. */
  gainKept: 150,
  /** survive: every other first action must score at most this (a clear loss) ... */
  lost: -300,
  /** ... and the end of the line at least this. */
  holds: -150,
  /** oh-no-free-tactics: after any move the opponent could have played instead, the solver still scores this. */
  ohNoWin: 250,
} as const;

export const depthFor = (variant: string): number => VERIFY.depth[variant] ?? VERIFY.depth.default!;

export interface PuzzleReport {
  readonly file: string;
  readonly id: string;
  readonly problems: Problem[];
  /** Milliseconds spent. */
  readonly ms: number;
  /** Facts found on the way, for the generator and for people (scores, the mated king, ...). */
  readonly notes: string[];
  readonly solver: ColorName | null;
  readonly plies: readonly Ply[];
  readonly finalStatus: GameStatus | null;
}

const fmt = (s: number): string => (isMateScore(s) ? (s > 0 ? 'a forced win' : 'a forced loss') : `${s > 0 ? '+' : ''}${s} cp`);

/** One verification run: a searcher shared by its puzzles, cleared before each one (and a fresh exact mate solver per mate puzzle). */
export class Verifier {
  readonly searcher = new Searcher({ hashMB: 16 });
  private readonly overrides: { depth?: number; margin?: number };

  constructor(overrides: { depth?: number; margin?: number } = {}) {
    this.overrides = overrides;
  }

  verify(p: Puzzle, file: string): PuzzleReport {
    const t0 = performance.now();
    const problems: Problem[] = [];
    const notes: string[] = [];
    const bad = (field: string, message: string) => problems.push({ file, id: p.id, field, message });
    const plies: Ply[] = [];
    this.searcher.clear();
    const depth = this.overrides.depth ?? depthFor(p.variant);
    const margin = this.overrides.margin ?? VERIFY.margin;
    const done = (solver: ColorName | null, finalStatus: GameStatus | null): PuzzleReport =>
      ({ file, id: p.id, problems, ms: performance.now() - t0, notes, solver, plies, finalStatus });

    // 1. Replay.
    let game: Game;
    try {
      game = newGame(p.variant, p.rules, p.fen);
    } catch (e) {
      bad(/rule/i.test(String((e as Error).message)) ? 'rules' : 'fen', (e as Error).message);
      return done(null, null);
    }
    if (game.status().over) {
      bad('fen', `the game is already over at the start (${game.status().reason})`);
      return done(null, null);
    }
    const startGame = game.atPly(0);
    if (p.opponentMove !== null) {
      const actor = game.controller;
      try {
        const info = game.play(p.opponentMove);
        if (info.san !== p.opponentMove) bad('opponentMove', `write it as the engine does: "${info.san}"`);
      } catch (e) {
        bad('opponentMove', (e as Error).message);
        return done(null, null);
      }
      if (game.status().over) {
        bad('opponentMove', `the game ends with it (${game.status().reason}); nothing is left to solve`);
        return done(null, null);
      }
      if (game.controller === actor) {
        bad('opponentMove', `after it ${actor} acts again (a placement it controls); start the puzzle after that action`);
        return done(null, null);
      }
    }
    const solver = game.controller;
    const solverColor = colorIndex(solver);
    const startBalance = balance(game.position, solverColor);
    const atStart = game.atPly(game.history.length);
    for (let i = 0; i < p.solution.length; i++) {
      const san = p.solution[i]!;
      if (game.status().over) {
        bad(`solution[${i}]`, `the game is already over (${game.status().reason}) before ${san}`);
        return done(solver, game.status());
      }
      const bySolver = game.controller === solver;
      const ownMove = bySolver && game.turn === solver;
      const flagsBefore = game.position.flags;
      try {
        const info = game.play(san);
        if (info.san !== san) bad(`solution[${i}]`, `write it as the engine does: "${info.san}"`);
        plies.push({ info, bySolver, ownMove, status: game.status(), flagsBefore, flagsAfter: game.position.flags });
      } catch (e) {
        bad(`solution[${i}]`, (e as Error).message);
        return done(solver, null);
      }
    }
    const finalStatus = game.status();
    if (!plies[plies.length - 1]!.bySolver) bad('solution', 'must end with a solver\'s action, not with the opponent\'s reply');
    if (problems.length) return done(solver, finalStatus);
    this.checkAlternatives(p, atStart, plies, solver, bad);
    if (problems.length) return done(solver, finalStatus);

    // 2 + 3. Goal and uniqueness.
    if (p.goal === 'mate') this.checkMate(p, atStart, plies, solver, finalStatus, bad, notes);
    else this.checkBestLine(p, atStart, plies, solver, depth, margin, bad, notes);

    if (p.goal === 'win-material') {
      const gained = balance(game.position, solverColor) - startBalance;
      notes.push(`material: ${gained >= 0 ? '+' : ''}${gained} cp for the solver`);
      if (gained < VERIFY.gain) bad('goal', `win-material: the solver gains ${gained} cp of material, less than ${VERIFY.gain}`);
      else if (!finalStatus.over) {
        const kept = scoreAfter(game, solver, depth - 1, this.searcher) - startBalance;
        if (kept < VERIFY.gainKept) bad('goal', `win-material: the material is won back at once (the end position scores only ${fmt(kept)} above the start's material)`);
      }
    }
    if (p.goal === 'best-placement') {
      const first = plies.find((x) => x.bySolver)!;
      if (first.info.kind !== 'release' && first.info.kind !== 'place') {
        bad('goal', `best-placement: the solver's first action must be a placement, not ${first.info.san}`);
      }
    }
    if (p.goal === 'survive' && !finalStatus.over) {
      const end = scoreAfter(game, solver, depth - 1, this.searcher);
      notes.push(`end of line: ${fmt(end)}`);
      if (end < VERIFY.holds) bad('goal', `survive: the end of the line is still lost (${fmt(end)})`);
    } else if (p.goal === 'survive' && finalStatus.winner !== null && finalStatus.winner !== solver) {
      bad('goal', 'survive: the line ends in a loss');
    }

    // 4. Themes; Oh No!.
    this.checkThemes(p, plies, solver, finalStatus, bad);
    if (p.themes.includes('oh-no-free-tactics')) this.checkOhNo(p, startGame, solver, depth, bad, notes);
    return done(solver, finalStatus);
  }

  /**
   * Alternatives: each is a legal solver's action at its step, different from the solution's, and the
   * rest of the solution can still be played after it (so a board can carry on with the same line) and,
   * for mate goals, still mates.
   */
  private checkAlternatives(p: Puzzle, game: Game, plies: readonly Ply[], solver: ColorName, bad: (f: string, m: string) => void): void {
    (p.alternatives ?? []).forEach((a, k) => {
      const field = `alternatives[${k}]`;
      if (!plies[a.at]?.bySolver) return bad(field, `solution[${a.at}] is the opponent's move; alternatives are for the solver's moves`);
      for (const san of a.moves) {
        const g = game.atPly(game.history.length);
        for (const ply of plies.slice(0, a.at)) g.play(ply.info.move);
        try {
          const info = g.play(san);
          if (info.san !== san) return bad(field, `write ${san} as the engine does: "${info.san}"`);
          if (info.move === plies[a.at]!.info.move) return bad(field, `${san} is the solution's own move`);
        } catch (e) {
          return bad(field, (e as Error).message);
        }
        // A mate whose remaining moves are all the solver's (typically just the mating move) can finish
        // differently: any mate is accepted at the last step.
        const onlySolverLeft = plies.slice(a.at + 1).every((x) => x.bySolver);
        if (p.goal === 'mate' && onlySolverLeft) continue;
        try {
          for (const ply of plies.slice(a.at + 1)) g.play(ply.info.san);
        } catch (e) {
          return bad(field, `after ${san} the rest of the solution cannot be played: ${(e as Error).message}`);
        }
        const st = g.status();
        if (p.goal === 'mate' && !(st.over && st.winner === solver)) bad(field, `after ${san} the solution's line no longer mates`);
      }
    });
  }

  /** Mate goals: the count, the mate, and exact uniqueness at every solver's action. */
  private checkMate(p: Puzzle, game: Game, plies: readonly Ply[], solver: ColorName, end: GameStatus,
    bad: (f: string, m: string) => void, notes: string[]): void {
    const own = plies.filter((x) => x.ownMove).length;
    if (own !== p.mateIn) bad('mateIn', `the solution has ${own} solver's moves, so mateIn must be ${own}`);
    const won = end.over && end.winner === solver && (end.reason === 'checkmate' || end.reason === 'berserker-checkmate' ||
      (end.reason === 'stalemate' && game.variant.def.outcome.noMoves === 'loss'));
    if (!won) bad('goal', `mate: the line does not end in a win for ${solver} (${end.over ? end.reason : 'the game goes on'})`);
    notes.push(`ends: ${end.reason ?? 'open'}`);
    const solverColor = colorIndex(solver);
    const mate = new MateSolver();
    const g = game.atPly(game.history.length);
    let remaining = p.mateIn ?? own;
    try {
      for (let i = 0; i < plies.length; i++) {
        const ply = plies[i]!;
        if (ply.bySolver) {
          const after = ply.ownMove ? remaining - 1 : remaining;
          const allowed = new Set(alternativesAt(p, i));
          for (const m of g.legalMoves()) {
            g.play(m.move);
            const wins = mate.forcedWin(g.position, solverColor, after);
            g.undo();
            if (m.move === ply.info.move) {
              if (!wins) bad(`solution[${i}]`, `${m.san} does not force mate in ${remaining} (a defence exists)`);
            } else if (allowed.has(m.san)) {
              if (!wins) bad('alternatives', `${m.san} (at solution[${i}]) does not force mate in ${remaining}`);
            } else if (wins && after > 0 && !allowed.has(m.san)) {
              bad(`solution[${i}]`, `${m.san} also mates in ${remaining}; list it in alternatives or change the puzzle`);
            }
          }
          if (ply.ownMove) remaining--;
        }
        g.play(ply.info.move);
      }
    } catch (e) {
      bad('solution', (e as Error).message);
    }
    notes.push(`mate search: ${mate.nodes} positions`);
  }

  /** Non-mate goals: at every solver's action the solution's action is the best by `margin`. */
  private checkBestLine(p: Puzzle, game: Game, plies: readonly Ply[], solver: ColorName, depth: number, margin: number,
    bad: (f: string, m: string) => void, notes: string[]): void {
    const g = game.atPly(game.history.length);
    let first = true;
    for (let i = 0; i < plies.length; i++) {
      const ply = plies[i]!;
      if (ply.bySolver) {
        const scored = scoreAll(g, depth, this.searcher);
        const listed = new Set(alternativesAt(p, i));
        const verdict = uniqueBest(scored.filter((s) => !listed.has(s.info.san)), ply.info.move, margin);
        for (const s of scored) {
          const mine = scored.find((x) => x.info.move === ply.info.move)!;
          if (listed.has(s.info.san) && mine.score - s.score >= margin) bad(`solution[${i}]`, `alternative ${s.info.san} (${fmt(s.score)}) is clearly worse than ${mine.info.san} (${fmt(mine.score)}); do not list it`);
        }
        notes.push(`solution[${i}] ${ply.info.san}: ${scored.slice(0, 3).map((s) => `${s.info.san} ${fmtShort(s.score)}`).join(', ')}`);
        if (verdict) bad(`solution[${i}]`, `${verdict} (depth ${depth})`);
        if (first && p.goal === 'survive') {
          const others = scored.filter((s) => s.info.move !== ply.info.move);
          const holding = others.filter((s) => s.score > VERIFY.lost);
          if (holding.length) bad(`solution[${i}]`, `survive: ${holding[0]!.info.san} does not lose either (${fmt(holding[0]!.score)})`);
        }
        first = false;
      }
      g.play(ply.info.move);
    }
  }

  /**
   * Themes the engine can see: Berserker checkmate, placements, captures and re-placements, releases,
   * promotion, en passant, double check, a win by stalemate.
   */
  private checkThemes(p: Puzzle, plies: readonly Ply[], solver: ColorName, end: GameStatus, bad: (f: string, m: string) => void): void {
    const has = (t: string) => (p.themes as readonly string[]).includes(t);
    const solverPlies = plies.filter((x) => x.bySolver);
    if (has('berserker-checkmate') && end.reason !== 'berserker-checkmate') bad('themes', 'berserker-checkmate: the line does not end in a Berserker checkmate');
    if (!has('berserker-checkmate') && end.reason === 'berserker-checkmate') bad('themes', 'the line ends in a Berserker checkmate; add the theme berserker-checkmate');
    const placements = solverPlies.filter((x) => x.info.kind === 'release' || x.info.kind === 'place');
    if (has('placement-choice') && placements.length === 0) bad('themes', 'placement-choice: the solver never places a Berserker in the line');
    // A Berserker captured in the line, or the re-placement of one captured just before (R4).
    if (has('capture-and-replacement') && !plies.some((x) => x.info.captured?.toUpperCase() === 'Z' || x.info.kind === 'place')) {
      bad('themes', 'capture-and-replacement: no Berserker is captured or placed again in the line');
    }
    if (has('release-timing')) {
      const sc = colorIndex(solver) as Color;
      const trig = plies.findIndex((x) => x.ownMove && !(x.flagsBefore & TRIGGERED(sc)) && (x.flagsAfter & TRIGGERED(sc)));
      if (trig < 0) bad('themes', 'release-timing: no solver\'s move in the line triggers a release');
      else if (!plies.slice(trig + 1).some((x) => x.info.kind === 'release')) bad('themes', 'release-timing: the trigger releases nothing within the line');
    }
    if (has('promotion') && !solverPlies.some((x) => x.info.promotion)) bad('themes', 'promotion: the solver never promotes in the line');
    if (has('en-passant') && !plies.some((x) => x.info.kind === 'en-passant')) bad('themes', 'en-passant: no en-passant capture in the line');
    if (has('stalemate-win') && end.reason !== 'stalemate') bad('themes', 'stalemate-win: the line does not end by leaving the opponent without a move');
  }

  /**
   * oh-no-free-tactics: with Oh No! on, the opponent could have taken its last move back. The tactic
   * must survive that: after every move the opponent could have played at `fen`, the solver still wins.
   */
  private checkOhNo(p: Puzzle, start: Game, solver: ColorName, depth: number, bad: (f: string, m: string) => void, notes: string[]): void {
    if (p.opponentMove === null) return bad('themes', 'oh-no-free-tactics needs an opponent\'s move (the move the opponent could take back)');
    if (!start.variant.rules?.ohNo) return bad('rules', 'oh-no-free-tactics needs Oh No! on (rules "ohNo=on")');
    const scored = scoreAll(start, depth, this.searcher); // from the opponent's point of view
    const escape = scored.find((s) => -s.score < VERIFY.ohNoWin);
    notes.push(`oh-no: the opponent's best instead: ${scored[0]!.info.san} (solver ${fmt(-scored[0]!.score)})`);
    if (escape) bad('themes', `oh-no-free-tactics: taking ${p.opponentMove} back and playing ${escape.info.san} instead would save the opponent (solver only ${fmt(-escape.score)}; needs ${VERIFY.ohNoWin})`);
    void solver;
  }
}

const fmtShort = (s: number): string => (isMateScore(s) ? (s > 0 ? '#+' : '#-') : String(s));

/**
 * Why `move` is not the unique best of `scored` by `margin`, or null when it is. Only one legal action
 * is fine (forced). Two forced wins are not unique.
 */
export function uniqueBest(scored: readonly ScoredMove[], move: number, margin: number): string | null {
  if (scored.length <= 1) return null;
  const mine = scored.find((s) => s.info.move === move)!;
  const rival = scored.find((s) => s.info.move !== move)!;
  if (rival.score > mine.score) return `${rival.info.san} scores better (${fmt(rival.score)}) than ${mine.info.san} (${fmt(mine.score)})`;
  if (mine.score >= MATE_BOUND && rival.score >= MATE_BOUND) return `${rival.info.san} wins by force too`;
  if (mine.score - rival.score < margin) {
    return `${mine.info.san} (${fmt(mine.score)}) is not clearly better than ${rival.info.san} (${fmt(rival.score)}); needs a margin of ${margin}`;
  }
  return null;
}
