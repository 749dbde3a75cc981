/**
 * A puzzle's rating from a solver model, on the Glicko scale of glicko.ts: how hard the engine finds
 * each of the solver's actions, as a stand-in for how hard a reader will, until readers' results exist.
 *
 * At each solver's action the project's searcher looks at the position by iterative deepening up to the
 * verifier's depth (RATING.depth: 5, Brawl 4), with its tables cleared first. From its iterations we read:
 * - depth: the first iteration from which on the best move is a right one (the solution's action, a
 *   listed alternative, or at the last step of a mate any move that wins at once) and stays right;
 *   the depth + 1 when even the last iteration prefers another move;
 * - nodes: the positions searched up to that iteration;
 * - tempting moves: wrong moves that look at least as good as the right one at a shallow depth
 *   (RATING.temptDepth, every action scored as analyse.ts scores them), plus any wrong move a shallow
 *   iteration chose. That they lose the win at the full depth is the verifier's guarantee (mates are
 *   proved unique; other goals beat every other action by 200 cp at the verifier's depth).
 * An action with only one legal choice, or where every choice is right, is no decision and counts
 * nothing. Deterministic: fixed depths and node counts, never the clock.
 */
import { Searcher, gameHashes, type Game, type ColorName } from './engine.js';
import { alternativesAt, validatePuzzle, formatProblem, RATING_RANGE, type Puzzle } from './format.js';
import { newGame, scoreAll } from './analyse.js';

export const RATING = {
  /**
   * Deepest iteration searched at each action (plies): the verifier's depths today, kept apart so that
   * a change to the verifier does not move every rating.
   */
  depth: { default: 5, brawl: 4, 'berserker-brawl': 4 } as Record<string, number>,
  /** Depth at which every action is scored to find tempting moves. */
  temptDepth: 2,
  /** A wrong move within this many centipawns of the right one at temptDepth is tempting. */
  temptMargin: 30,
  /** The range a rating is kept in (the format's range). */
  min: RATING_RANGE.min,
  max: RATING_RANGE.max,
} as const;

/** What the rating is made of. */
export interface RatingFactors {
  /** Solver's decisions measured (actions with more than one legal choice, not all right). */
  readonly decisions: number;
  /** The solver's own moves in the line (placements on the opponent's turn not counted). */
  readonly moves: number;
  /** Plies of the line after the opponent's move. */
  readonly plies: number;
  /** The deepest first-right iteration over the decisions (depth + 1 when never right). */
  readonly maxDepth: number;
  /** The first-right iterations summed over the decisions. */
  readonly sumDepth: number;
  /** Positions searched until each decision was right, summed. */
  readonly nodes: number;
  /** Tempting wrong moves, summed over the decisions. */
  readonly tempting: number;
}

export interface PuzzleRating {
  /** On the Glicko scale, a whole number from RATING.min to RATING.max. */
  readonly rating: number;
  readonly factors: RatingFactors;
}

/** Measures one solver's decision; null when there is no decision (one legal action, or all right). */
function measure(game: Game, right: (move: number) => boolean, depth: number, searcher: Searcher):
  { depth: number; nodes: number; tempting: number } | null {
  const legal = game.legalMoves();
  if (legal.every((m) => right(m.move))) return null;
  searcher.clear();
  const iterations: { best: number; nodes: number }[] = [];
  searcher.search(game.position, {
    depth, history: gameHashes(game),
    onInfo: (info) => { if (info.pv.length) iterations.push({ best: info.pv[0]!, nodes: info.nodes }); },
  });
  // The first iteration from which every later one is right.
  let first = iterations.length;
  while (first > 0 && right(iterations[first - 1]!.best)) first--;
  const found = first < iterations.length;
  const solvedDepth = found ? first + 1 : depth + 1;
  const nodes = found ? iterations[first]!.nodes : (iterations[iterations.length - 1]?.nodes ?? 0);

  const wrongBest = new Set(iterations.filter((it) => !right(it.best)).map((it) => it.best));
  searcher.clear();
  const shallow = scoreAll(game, RATING.temptDepth, searcher);
  const bestRight = Math.max(...shallow.filter((s) => right(s.info.move)).map((s) => s.score));
  for (const s of shallow) if (!right(s.info.move) && s.score >= bestRight - RATING.temptMargin) wrongBest.add(s.info.move);
  return { depth: solvedDepth, nodes, tempting: wrongBest.size };
}

/** The engine's measurements of a puzzle (ratePuzzle combines them into a rating). */
export function measurePuzzle(puzzle: Puzzle, searcher = new Searcher({ hashMB: 16 })): RatingFactors {
  const problems = validatePuzzle(puzzle, '(puzzle)', 0, { candidate: true });
  if (problems.length) throw new Error(`cannot rate an invalid puzzle: ${problems.map(formatProblem).join('; ')}`);
  const id = puzzle.id;
  const depth = RATING.depth[puzzle.variant] ?? RATING.depth.default!;
  let game: Game;
  try {
    game = newGame(puzzle.variant, puzzle.rules, puzzle.fen);
    if (puzzle.opponentMove !== null) game.play(puzzle.opponentMove);
  } catch (e) {
    throw new Error(`puzzle ${id}: cannot set up the start (${(e as Error).message})`);
  }
  const solver: ColorName = game.controller;
  let decisions = 0, moves = 0, maxDepth = 0, sumDepth = 0, nodes = 0, tempting = 0;
  puzzle.solution.forEach((san, i) => {
    if (game.status().over) throw new Error(`puzzle ${id}: solution[${i}] ${san}: the game is already over`);
    const bySolver = game.controller === solver;
    if (bySolver) {
      if (game.turn === solver) moves++;
      const last = i === puzzle.solution.length - 1;
      const listed = new Set(alternativesAt(puzzle, i));
      let target: number;
      try {
        target = game.play(san).move;
        game.undo();
      } catch (e) {
        throw new Error(`puzzle ${id}: solution[${i}] ${san} is not legal here (${(e as Error).message})`);
      }
      const right = (move: number): boolean => {
        if (move === target) return true;
        const info = game.legalMoves().find((m) => m.move === move);
        if (info && listed.has(info.san)) return true;
        if (!(last && puzzle.goal === 'mate')) return false;
        game.play(move);
        const st = game.status();
        game.undo();
        return st.over && st.winner === solver;
      };
      const m = measure(game, right, depth, searcher);
      if (m) {
        decisions++;
        maxDepth = Math.max(maxDepth, m.depth);
        sumDepth += m.depth;
        nodes += m.nodes;
        tempting += m.tempting;
      }
    }
    try {
      game.play(san);
    } catch (e) {
      throw new Error(`puzzle ${id}: solution[${i}] ${san} is not legal here (${(e as Error).message})`);
    }
  });
  if (game.controller === solver && !game.status().over && puzzle.goal === 'mate') {
    throw new Error(`puzzle ${id}: the mate line does not end the game`);
  }
  return { decisions, moves, plies: puzzle.solution.length, maxDepth, sumDepth, nodes, tempting };
}

/**
 * The rating formula. A puzzle the engine solves at once — one move, right at depth 1, in a few dozen
 * nodes, nothing tempting — is 800 (lichess's easiest puzzles sit around there); each factor adds:
 *
 *   rating = BASE + DEPTH·(sumDepth − 1) + MAX_DEPTH·(maxDepth − 1) + NODES·max(0, log2(nodes / 32))
 *            + TEMPT·log2(1 + tempting) + MOVE·max(0, moves − 1)
 *
 * clamped to RATING.min..RATING.max and rounded. Logarithms because doubling the search (or the number
 * of lures) does not double the difficulty. The weights are round numbers chosen so that the
 * collection's hand-set difficulties (1–5) correlate with the rating (Pearson 0.67 on the 95 puzzles of
 * the collection as of issue 25) and the collection spreads over about 800–2500; a least-squares fit
 * does barely better (0.69) but with a negative weight on tempting moves, which no reader would agree
 * with, and squeezes the spread.
 */
export const FORMULA = { base: 800, depth: 50, maxDepth: 80, nodes: 25, nodesFree: 32, tempt: 30, move: 150 } as const;

export function ratingOf(f: RatingFactors): number {
  const r = FORMULA.base + FORMULA.depth * Math.max(0, f.sumDepth - 1) + FORMULA.maxDepth * Math.max(0, f.maxDepth - 1) +
    FORMULA.nodes * Math.max(0, Math.log2(Math.max(1, f.nodes) / FORMULA.nodesFree)) +
    FORMULA.tempt * Math.log2(1 + f.tempting) + FORMULA.move * Math.max(0, f.moves - 1);
  return Math.round(Math.min(RATING.max, Math.max(RATING.min, r)));
}

/** A puzzle's rating by the solver model, with what it is made of. Throws a clear Error for a bad puzzle. */
export function ratePuzzle(puzzle: Puzzle): PuzzleRating {
  const factors = measurePuzzle(puzzle);
  return { rating: ratingOf(factors), factors };
}
