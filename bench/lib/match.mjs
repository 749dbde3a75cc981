// Games between two players for the match benches (played on worker threads by match-pool.mjs): ours
// (any copy of the engine module) against Fairy-Stockfish, or a candidate engine against the current one. The referee is a Game of the engine
// under test: it keeps the moves, says whose decision each turn is (the placer's on a placement turn)
// and when the game is over. Players only ever see moves in coordinate notation.
import { startFairyStockfish } from '../../scripts/fairy-stockfish.mjs';

/** A game still going at this many plies is scored a draw (and counted as adjudicated). */
export const PLY_CAP = 400;

/**
 * Our engine as a player: `engine` is the engine module (the working tree's, or an older copy for a
 * self-play baseline), searching `movetime` ms per decision with a Searcher of its own (its table kept
 * through a game, cleared between games).
 */
export function enginePlayer(engine, { name = 'ours', movetime, depth, nodes, hashMB = 16 } = {}) {
  const searcher = new engine.Searcher({ hashMB });
  const level = { id: 'bench', name: 'bench', description: 'bench', movetime: movetime ?? 1e9, noise: 0, ...(depth ? { depth } : {}) };
  let game = null;
  let budget = nodes;
  return {
    name,
    /** `nodesFactor` scales the node budget for this game (see runMatch's `nodesFactor`). */
    async newGame(variant, rules, moves, { nodesFactor = 1 } = {}) {
      searcher.clear();
      budget = nodes ? Math.round(nodes * nodesFactor) : nodes;
      game = new engine.Game({ variant, ...(rules ? { rules } : {}) });
      for (const m of moves) game.play(m);
    },
    async play(coordinate) {
      game.play(coordinate);
    },
    async think() {
      // A node budget (self-play screening on a busy machine: the same work whatever the load) or the time.
      if (budget) {
        const r = searcher.search(game.position, { nodes: budget, history: engine.gameHashes(game) });
        return { move: r.move === null ? null : engine.makeCoordinate(game.position, r.move), depth: r.depth, nodes: r.nodes, time: r.time };
      }
      const r = engine.chooseMoveSync(game, level, { searcher });
      return { move: r.coordinate, depth: r.depth, nodes: r.nodes, time: r.time };
    },
    quit() {},
  };
}

/** Fairy-Stockfish as a player (chess and Berolina). */
export async function fsfPlayer({ movetime, depth } = {}) {
  const sf = await startFairyStockfish();
  let moves = [];
  return {
    name: sf.name,
    get evaluation() { return sf.evaluation; },
    async newGame(variant, _rules, opening) {
      await sf.newGame(variant);
      moves = [...opening];
    },
    async play(coordinate) {
      moves.push(coordinate);
    },
    async think() {
      const r = await sf.go(moves, { movetime, depth });
      return { move: r.move, depth: r.depth, nodes: r.nodes };
    },
    quit: () => sf.quit(),
  };
}

/**
 * One game from `opening` (SAN moves from the variant's start), `white` and `black` the players;
 * `referee` the engine module whose Game judges. Returns the result for white (1, ½, 0), how it ended,
 * the plies, and per player the depths and nodes of its decisions.
 */
export async function playGame({ referee, variant, rules, opening, white, black, nodesFactor = 1 }) {
  const game = new referee.Game({ variant, ...(rules ? { rules } : {}) });
  for (const san of opening) game.play(san);
  const start = game.history.map((m) => m.coordinate);
  await white.newGame(variant, rules, start, { nodesFactor });
  await black.newGame(variant, rules, start, { nodesFactor });
  const stats = new Map([[white, { depth: 0, nodes: 0, time: 0, decisions: 0 }], [black, { depth: 0, nodes: 0, time: 0, decisions: 0 }]]);
  for (;;) {
    const status = game.status();
    if (status.over) {
      const result = status.winner === 'white' ? 1 : status.winner === 'black' ? 0 : 0.5;
      return { result, reason: status.reason, plies: game.history.length, stats };
    }
    if (game.history.length >= PLY_CAP) return { result: 0.5, reason: 'ply cap', plies: game.history.length, stats };
    // Whose decision: the controller (the placer decides a placement turn, R3/R4).
    const mover = game.placementTurn()?.controller ?? game.turn;
    const player = mover === 'white' ? white : black;
    const other = player === white ? black : white;
    const t0 = performance.now();
    const r = await player.think();
    const s = stats.get(player);
    s.decisions++;
    s.depth += r.depth || 0;
    s.nodes += r.nodes || 0;
    s.time += r.time ?? performance.now() - t0;
    let info;
    try {
      info = game.play(r.move);
    } catch (e) {
      // An illegal or missing move loses (it would be a bug of that player, or of the referee).
      return { result: player === white ? 0 : 1, reason: `illegal move ${r.move} by ${player.name}: ${e.message}`, plies: game.history.length, stats };
    }
    await player.play(info.coordinate);
    await other.play(info.coordinate);
  }
}
