/**
 * The generator: mines candidate puzzles from seeded engine self-play.
 *
 * 1. Self-play. A few random opening plies, then a weak engine (shallow search with evaluation
 *    noise, and now and then a random move) plays both sides, so the games contain mistakes to punish.
 * 2. Scan. Every position where the side that acts was handed the turn by the opponent is scored by
 *    a quick search; it is a candidate when the opponent's last move was a clear mistake (the solver's
 *    score jumped), when the solver faces a forced mate or win, or when the solver places a Berserker.
 * 3. Analyse. Every legal action of the candidate is scored at `depth` (discovery); the best must
 *    beat the second by `margin`. It is then searched again one ply DEEPER (confirmation) and must
 *    still be unique by the same margin.
 * 4. Line. Forced mates are built and proved with the exact solver (mate.ts): each solver's move the
 *    only one that mates in time, each reply the longest defence. Other lines: the solver's action
 *    when it is unique by the margin, the engine's best reply, until the solver's best is no longer
 *    unique or three solver's moves are made; the line ends on a solver's action.
 * 5. Classify. Goal (mate, win-material, best-placement, survive), themes, difficulty (the search
 *    depth from which the engine keeps finding the first move, and the line's length).
 * 6. Gate. The candidate must pass the verifier exactly as a collection puzzle would.
 */
import {
  Game, Searcher, makeFen, mateIn as mateInOf, gameHashes, MATE_BOUND, seededRandom,
  type ColorName, type MoveInfo,
} from './engine.js';
import { balance, colorIndex, isMateScore, newGame, scoreAll, scoreAfter, type Ply, type ScoredMove } from './analyse.js';
import { MateSolver } from './mate.js';
import { Verifier, depthFor, uniqueBest } from './verify.js';
import { suggestThemes } from './themes.js';
import { PLACEHOLDER, type Alternative, type Goal, type Puzzle } from './format.js';

export interface GenerateOptions {
  readonly variant: string;
  /** Rule options ('' = default). */
  readonly rules?: string;
  /** How many candidates to find (the run stops then). */
  readonly count: number;
  readonly seed: number;
  /** Stop after this many games even if fewer candidates were found. */
  readonly maxGames?: number;
  /** Stop after this many seconds (checked between positions). */
  readonly maxSeconds?: number;
  /** Start the games here instead of the variant's start position. */
  readonly startFens?: readonly string[];
  /** Random opening plies before the engine takes over (default 2–7). */
  readonly randomPlies?: readonly [number, number];
  /** Called with progress lines. */
  readonly log?: (line: string) => void;
  /** Called with every candidate as it is found (e.g. to save it at once). */
  readonly onCandidate?: (c: Candidate, all: readonly Candidate[]) => void;
}

/** The generator's fixed settings; depths by variant are the verifier's. */
export const GENERATE = {
  /** Discovery and confirmation need the best to beat the second best by this much. */
  margin: 300,
  /** A candidate: the solver's quick score rose by this much over what it was before the opponent's move. */
  swing: 200,
  /** ... and stands at least at this. */
  minScore: 200,
  /** Longest line, in solver's own moves. */
  maxSolverMoves: 3,
  /** Longest forced mate proved exactly, in solver's own moves. */
  maxMate: 3,
  /** Self-play: search depth, noise and the chance of a random move. */
  playDepth: 3,
  playNoise: 50,
  blunderRate: 0.06,
  maxPlies: 110,
} as const;

/** A generated candidate: the puzzle plus what the generator learned. */
export interface Candidate extends Puzzle {
  readonly notes?: readonly string[];
}

/** Depth of the quick scan, of discovery, and of confirmation for a variant. */
export function depthsFor(variant: string): { scan: number; discover: number; confirm: number } {
  const d = depthFor(variant);
  return { scan: d - 1, discover: d, confirm: d + 1 };
}

/** One seeded self-play game. */
export function selfPlay(variant: string, rules: string, seed: number, startFen?: string, randomPlies: readonly [number, number] = [2, 7]): Game {
  const rnd = seededRandom(seed);
  const game = newGame(variant, rules, startFen ?? new Game({ variant }).startFen);
  const searcher = new Searcher({ hashMB: 8 });
  const opening = randomPlies[0] + Math.floor(rnd() * (randomPlies[1] - randomPlies[0] + 1));
  const depth = variant.includes('brawl') ? GENERATE.playDepth - 1 : GENERATE.playDepth;
  // A game long decided teaches little more — except how to finish it, which Battle of the Kings
  // (where every move adds material) is mostly about.
  const patience = game.variant.spawnOf ? Infinity : 24;
  let lopsided = 0;
  for (let ply = 0; ply < GENERATE.maxPlies && !game.status().over && lopsided < patience; ply++) {
    const legal = game.legalMoves();
    let move: number;
    if (ply < opening || rnd() < GENERATE.blunderRate) move = legal[Math.floor(rnd() * legal.length)]!.move;
    else {
      const r = searcher.search(game.position, { depth, noise: GENERATE.playNoise, seed: seed * 7919 + ply, history: gameHashes(game) });
      move = r.move ?? legal[0]!.move;
      lopsided = Math.abs(r.score) >= 1500 ? lopsided + 1 : 0;
    }
    game.play(move);
  }
  return game;
}

export interface Start {
  /** Plies of the game before the puzzle's FEN. */
  readonly fenPly: number;
  /** The opponent's move, or null (the solver acts at the FEN). */
  readonly opponentMove: MoveInfo | null;
}

/** Positions of `game` worth a closer look, cheapest test first. */
function scan(game: Game, scanDepth: number, searcher: Searcher): Start[] {
  const out: Start[] = [];
  const n = game.history.length;
  // The quick score for the side that acts at every ply (its own point of view).
  const scores: number[] = [];
  const controllers: ColorName[] = [];
  for (let k = 0; k <= n; k++) {
    const g = game.atPly(k);
    controllers.push(g.controller);
    if (g.status().over) { scores.push(0); continue; }
    const r = searcher.search(g.position, { depth: scanDepth, history: gameHashes(g) });
    scores.push(r.score);
  }
  for (let k = 4; k < n; k++) {
    const solver = controllers[k]!;
    const prevActor = controllers[k - 1]!;
    const g = game.atPly(k);
    if (g.status().over) continue;
    const placing = g.placementTurn() !== null;
    if (prevActor !== solver) {
      // The opponent just acted: was it a mistake, or is the solver simply winning by force?
      const before = -scores[k - 1]!, after = scores[k]!;
      const jump = after - before;
      if ((after >= GENERATE.minScore && jump >= GENERATE.swing) || (isMateScore(after) && after > 0) || placing) {
        out.push({ fenPly: k - 1, opponentMove: game.history[k - 1]! });
      }
    } else if (placing) {
      out.push({ fenPly: k, opponentMove: null });
    }
  }
  return out;
}

/** The first depth from which the engine's choice at the root stays `move` (up to `depth`). */
function depthFound(game: Game, move: number, depth: number): number {
  const s = new Searcher({ hashMB: 8 });
  const picks: number[] = [];
  s.search(game.position, { depth, history: gameHashes(game), onInfo: (i) => { picks[i.depth] = i.pv[0] ?? -1; } });
  // The search stops early at a forced mate: the deepest finished iteration is the last word.
  const top = picks.length - 1;
  let found = top + 1;
  for (let d = top; d >= 1; d--) {
    if (picks[d] === move) found = d;
    else break;
  }
  return found;
}

/** 1–5 from the depth the engine needs and the line's length. */
export function difficultyOf(found: number, solverMoves: number, quiet: boolean): number {
  const raw = 1 + Math.max(0, found - 2) * 0.7 + (solverMoves - 1) * 0.8 + (quiet ? 0.6 : 0);
  return Math.max(1, Math.min(5, Math.round(raw)));
}

/** A forced mate as a line: each solver's move the only one that mates in time, each reply the longest defence. */
function mateLine(game: Game, solver: ColorName, maxMate: number, searcher: Searcher): { line: MoveInfo[]; alternatives: Alternative[] } | null {
  const alternatives: Alternative[] = [];
  const solverColor = colorIndex(solver);
  const ms = new MateSolver(3_000_000);
  let n0 = 0;
  for (let n = 1; n <= maxMate; n++) if (ms.forcedWin(game.position, solverColor, n)) { n0 = n; break; }
  if (!n0) return null;
  const g = game.atPly(game.history.length);
  const line: MoveInfo[] = [];
  let remaining = n0;
  for (let guard = 0; guard < 40; guard++) {
    if (g.status().over) break;
    const legal = g.legalMoves();
    if (g.controller === solver) {
      const own = g.turn === solver;
      const after = own ? remaining - 1 : remaining;
      const winning: MoveInfo[] = [];
      for (const m of legal) {
        g.play(m.move);
        if (ms.forcedWin(g.position, solverColor, after)) winning.push(m);
        g.undo();
      }
      if (winning.length === 0) return null;
      // Not unique: fine only for a placement whose square does not matter (listed as alternatives).
      const placing = winning[0]!.kind === 'release' || winning[0]!.kind === 'place';
      if (winning.length > 1 && after > 0 && !placing) return null;
      if (winning.length > 1 && after > 0) alternatives.push({ at: line.length, moves: winning.slice(1).map((m) => m.san) });
      // The last move: any mate will do; prefer the Berserker's (it scores two points).
      let pick = winning[0]!;
      for (const m of winning) {
        g.play(m.move);
        const bz = g.status().reason === 'berserker-checkmate';
        g.undo();
        if (bz) { pick = m; break; }
      }
      g.play(pick.move);
      line.push(pick);
      if (own) remaining--;
    } else {
      // The defence that holds out longest; among equals, the engine's choice.
      let best: MoveInfo[] = [], bestN = -1;
      for (const m of legal) {
        g.play(m.move);
        let k = 0;
        while (k <= remaining && !ms.forcedWin(g.position, solverColor, k)) k++;
        g.undo();
        if (k > bestN) { bestN = k; best = [m]; } else if (k === bestN) best.push(m);
      }
      let pick = best[0]!;
      if (best.length > 1) {
        const r = searcher.search(g.position, { depth: 3, history: gameHashes(g) });
        pick = best.find((m) => m.move === r.move) ?? pick;
      }
      g.play(pick.move);
      line.push(pick);
      remaining = Math.min(remaining, bestN);
    }
  }
  const st = g.status();
  return st.over && st.winner === solver ? { line, alternatives } : null;
}

/** A non-mate line: solver's actions while unique by the margin, the engine's best replies. */
function bestLine(game: Game, solver: ColorName, depth: number, searcher: Searcher): { line: MoveInfo[]; alternatives: Alternative[] } | null {
  const g = game.atPly(game.history.length);
  const alternatives: Alternative[] = [];
  const line: MoveInfo[] = [];
  let kept = 0, own = 0;
  while (!g.status().over && own < GENERATE.maxSolverMoves) {
    if (g.controller === solver) {
      const scored = scoreAll(g, depth, searcher);
      const best = scored[0]!;
      if (uniqueBest(scored, best.info.move, GENERATE.margin)) {
        // A placement later in the line whose square hardly matters: accept the equals as alternatives.
        const placing = best.info.kind === 'release' || best.info.kind === 'place';
        const equals = scored.filter((s) => s !== best && best.score - s.score < GENERATE.margin / 3);
        const rest = scored.filter((s) => s !== best && !equals.includes(s));
        if (!placing || !line.length || (rest.length && best.score - rest[0]!.score < GENERATE.margin)) break;
        alternatives.push({ at: line.length, moves: equals.map((s) => s.info.san) });
      }
      if (g.turn === solver) own++;
      g.play(best.info.move);
      line.push(best.info);
      kept = line.length;
    } else {
      const r = searcher.search(g.position, { depth, history: gameHashes(g) });
      if (r.move === null) break;
      const info = g.legalMoves().find((m) => m.move === r.move)!;
      g.play(info.move);
      line.push(info);
    }
  }
  line.length = kept;
  return line.length ? { line, alternatives: alternatives.filter((a) => a.at < kept) } : null;
}

/** Analyses one start; returns a candidate or why not. */
export function analyse(game: Game, start: Start, seed: number, ply: number, verifier: Verifier): Candidate | string {
  const variant = game.variant.id;
  const rules = game.variant.rules ? rulesText(game) : '';
  const { discover, confirm } = depthsFor(variant);
  const searcher = new Searcher({ hashMB: 16 });
  const g0 = game.atPly(start.fenPly);
  const fen = makeFen(g0.position);
  const g = newGame(variant, rules, fen);
  if (start.opponentMove) g.play(start.opponentMove.san);
  const solver = g.controller;
  const solverColor = colorIndex(solver);

  // A cheap look first: a shallow search must already see a clear best.
  const shallow = scoreAll(g, Math.max(2, discover - 2), searcher);
  if (shallow.length < 2) return 'forced (one legal action)';
  if (uniqueBest(shallow, shallow[0]!.info.move, GENERATE.margin / 2) && !placingTurn(g)) return 'no clear best at a shallow depth';

  // Discovery.
  const scored = scoreAll(g, discover, searcher);
  if (scored.length < 2) return 'forced (one legal action)';
  const best = scored[0]!;
  const why = uniqueBest(scored, best.info.move, GENERATE.margin);
  if (why) return `not unique at depth ${discover}: ${why}`;

  // Confirmation, one ply deeper.
  const deeper = scoreAll(g, confirm, new Searcher({ hashMB: 16 }));
  const why2 = uniqueBest(deeper, best.info.move, GENERATE.margin);
  if (why2) return `not unique at depth ${confirm}: ${why2}`;

  // The line.
  let line: MoveInfo[] | null = null;
  let alternatives: Alternative[] = [];
  let goal: Goal | null = null;
  let mateIn: number | undefined;
  const mateScore = best.score >= MATE_BOUND ? mateInOf(best.score) : null;
  if (mateScore !== null) {
    const m = mateLine(g, solver, GENERATE.maxMate, searcher);
    if (!m) return `a forced win the exact solver cannot make a unique mate of (engine: mate in ${mateScore})`;
    line = m.line;
    alternatives = m.alternatives;
    goal = 'mate';
  } else {
    const b = bestLine(g, solver, discover, searcher);
    if (!b) return 'no line';
    line = b.line;
    alternatives = b.alternatives;
  }

  // Replay to classify.
  const plies: Ply[] = [];
  const r = g.atPly(g.history.length);
  for (const m of line) {
    const bySolver = r.controller === solver;
    const ownMove = bySolver && r.turn === solver;
    const flagsBefore = r.position.flags;
    const info = r.play(m.move);
    plies.push({ info, bySolver, ownMove, status: r.status(), flagsBefore, flagsAfter: r.position.flags });
  }
  const ownMoves = plies.filter((p) => p.ownMove).length;
  if (goal === 'mate') mateIn = ownMoves;
  else if (g.variant.spawnOf) {
    // Battle of the Kings: every move leaves a new piece behind, so material says little. Mates only.
    return 'not a mate (Battle of the Kings puzzles are mates)';
  } else {
    const gained = balance(r.position, solverColor) - balance(g.position, solverColor);
    const end = r.status().over ? 0 : scoreAfter(r, solver, discover - 1, searcher);
    const firstPly = plies.find((p) => p.bySolver)!;
    const others = scored.filter((s) => s.info.move !== best.info.move);
    if (gained >= 200 && end - balance(g.position, solverColor) >= 150) goal = 'win-material';
    else if (firstPly.info.kind === 'release' || firstPly.info.kind === 'place') goal = 'best-placement';
    else if (best.score <= 150 && others.every((s) => s.score <= -300)) goal = 'survive';
    else return `no goal fits (best ${best.score}, material ${gained >= 0 ? '+' : ''}${gained})`;
  }
  const firstSolver = plies.find((p) => p.bySolver)!;
  const quiet = !firstSolver.info.captured && !/[+#]/.test(firstSolver.info.san) && !firstSolver.info.promotion;
  const found = depthFound(g, best.info.move, confirm);
  const themes = suggestThemes(g, plies, goal, solver);
  if (rules.includes('ohNo=on') && start.opponentMove) themes.push('oh-no-free-tactics');
  const candidate: Candidate = {
    id: `${variant}-s${seed}-p${ply}${start.opponentMove ? '' : 'x'}`,
    variant: variant as Puzzle['variant'],
    rules,
    fen,
    opponentMove: start.opponentMove?.san ?? null,
    solution: line.map((m) => m.san),
    ...(alternatives.length ? { alternatives } : {}),
    goal,
    ...(mateIn !== undefined ? { mateIn } : {}),
    themes: [...new Set(themes)] as Puzzle['themes'],
    difficulty: difficultyOf(found, ownMoves, quiet),
    explanation: `${PLACEHOLDER} — ${describeLine(g, plies, goal, best, scored)}`,
    source: `generated from self-play seed ${seed} (ply ${ply})`,
  };

  // Gate: the verifier, exactly as for the collection.
  let report = verifier.verify(candidate, '(candidate)');
  if (report.problems.some((p) => p.field === 'themes' && /oh-no/.test(p.message))) {
    const without = { ...candidate, themes: candidate.themes.filter((t) => t !== 'oh-no-free-tactics') };
    report = verifier.verify(without, '(candidate)');
    if (!report.problems.length) return { ...without, notes: [...report.notes, `depth found ${found}`] };
  }
  if (report.problems.length) {
    return `verifier: ${report.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;
  }
  return { ...candidate, notes: [...report.notes, `depth found ${found}`] };
}

const placingTurn = (g: Game): boolean => g.placementTurn() !== null;

function rulesText(game: Game): string {
  const r = game.variant.rules!;
  const parts: string[] = [];
  if (r.trigger !== 'center') parts.push(`trigger=${r.trigger}`);
  if (r.release !== 'opponent-places') parts.push(`release=${r.release}`);
  if (r.capture !== 'owner-turn') parts.push(`capture=${r.capture}`);
  if (r.threat !== 'placer') parts.push(`threat=${r.threat}`);
  if (r.ohNo) parts.push('ohNo=on');
  return parts.join('; ');
}

/** A factual summary for the curator, who writes the real explanation. */
function describeLine(g: Game, plies: readonly Ply[], goal: Goal, best: ScoredMove, scored: readonly ScoredMove[]): string {
  const moves = plies.map((p) => `${p.bySolver ? '' : '('}${p.info.san}${p.bySolver ? '' : ')'}`).join(' ');
  const second = scored[1];
  return `${g.controller} to act; goal ${goal}; line ${moves}; best ${best.info.san} ${best.score}, next ${second ? `${second.info.san} ${second.score}` : '-'}`;
}

export interface GenerateResult {
  readonly candidates: Candidate[];
  readonly games: number;
  readonly positions: number;
  readonly seconds: number;
  readonly rejected: Map<string, number>;
}

/** Runs self-play games from `seed` on until `count` candidates are found (or a limit is hit). */
export function generate(opts: GenerateOptions): GenerateResult {
  const log = opts.log ?? (() => {});
  const t0 = performance.now();
  const rules = opts.rules ?? '';
  const verifier = new Verifier();
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const rejected = new Map<string, number>();
  const { scan: scanDepth } = depthsFor(opts.variant);
  let games = 0, positions = 0;
  const maxGames = opts.maxGames ?? 1000;
  const enough = () => candidates.length >= opts.count || (opts.maxSeconds !== undefined && (performance.now() - t0) / 1000 > opts.maxSeconds);
  for (let i = 0; !enough() && games < maxGames; i++) {
    const seed = opts.seed + i;
    const startFen = opts.startFens?.length ? opts.startFens[i % opts.startFens.length] : undefined;
    const game = selfPlay(opts.variant, rules, seed, startFen, opts.randomPlies);
    games++;
    const starts = scan(game, scanDepth, new Searcher({ hashMB: 8 }));
    log(`game ${seed}: ${game.history.length} plies, ${starts.length} positions to analyse`);
    for (const s of starts) {
      if (enough()) break;
      positions++;
      // One puzzle per position the solver faces, however (and however often) it was reached.
      const key = makeFen(game.atPly(s.fenPly + (s.opponentMove ? 1 : 0)).position).split(' ').filter((_, i) => i !== 4 && i !== 5).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const ply = s.fenPly + (s.opponentMove ? 1 : 0);
      let res: Candidate | string;
      try {
        res = analyse(game, s, seed, ply, verifier);
      } catch (e) {
        res = `error: ${(e as Error).message}`; // e.g. a mate too long for the exact solver
      }
      if (typeof res === 'string') {
        const k = res.replace(/[:(].*$/, '').trim();
        rejected.set(k, (rejected.get(k) ?? 0) + 1);
        continue;
      }
      candidates.push(res);
      opts.onCandidate?.(res, candidates);
      log(`  + ${res.id}: ${res.goal}${res.mateIn ? ` in ${res.mateIn}` : ''} [${res.themes.join(', ')}] ${res.opponentMove ?? '—'} → ${res.solution.join(' ')}`);
    }
  }
  return { candidates, games, positions, seconds: (performance.now() - t0) / 1000, rejected };
}
