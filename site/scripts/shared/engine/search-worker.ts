/// <reference lib="webworker" />
/**
 * The site's search worker: the Play page's computer opponent and the Analysis page's engine lines and
 * game review. The engine's search runs here, so the page never freezes. The
 * engine's `chooseMove` searches in slices and yields between them, so a "stop" message (abort) lands
 * mid-search: "stop" answers with the best move found so far, "cancel" answers nothing.
 *
 * One search at a time (the engine's Searcher keeps its transposition table between moves); requests
 * wait in line, and a cancelled one that has not started is skipped.
 *
 * Game of Pawns (C7): both first moves are chosen at the same time, so when the computer plays Black it
 * chooses its first move without looking at White's (hidden) one: it searches the engine's
 * blindFirstMoveGame (the start position with Black to move), and only if that move is not legal after
 * White's falls back to a normal search.
 *
 * The Analysis page's requests: `analyse` reads the game (PGN) and searches the position at a node with
 * the engine's `analyse` (several lines; each deeper iteration is sent as `analysis`, the end as
 * `analysed`), `review` runs the engine's `reviewGame` over the main line (progress, then `reviewed`).
 * Both stop on "cancel" (and "stop", which then answers with what was found).
 *
 * It says `ready` once its script has loaded, so the page times its answers from then on (see
 * engine-client.ts).
 */
import { COLORS, Game, LEVELS, analyse, blindFirstMoveGame, chooseMove, gameAtPath, makeSan, mateIn, isBerserkerMate, readGameTree, reviewGame, type Level, type LevelId, type SearchInfo, type Position } from '@berserker-chess/engine';
import type { FromWorker, GameSpec, Thinking, ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const controllers = new Map<number, { abort: AbortController; answer: boolean }>();
let queue: Promise<void> = Promise.resolve();

/** A quick, deterministic judgement for draw offers. */
const JUDGE: Level = { id: 'judge', name: 'Judge', description: 'draw offers', depth: 4, movetime: 400, noise: 0 };

const post = (m: FromWorker) => self.postMessage(m);

function replay(spec: GameSpec): Game {
  const g = new Game({ variant: spec.variant, rules: spec.rules || undefined, fen: spec.fen || undefined });
  for (const san of spec.moves) g.play(san);
  return g;
}

function pvSan(pos: Position, pv: readonly number[]): string[] {
  const p = pos.clone();
  const out: string[] = [];
  for (const m of pv.slice(0, 8)) {
    if (!p.legalMoves().includes(m | 0)) break;
    out.push(makeSan(p, m));
    p.make(m);
  }
  return out;
}

function thinking(pos: Position, info: SearchInfo): Thinking {
  const chooser = COLORS[info.chooser];
  const sign = chooser === 'white' ? 1 : -1;
  const mate = info.mate ?? mateIn(info.score);
  return {
    depth: info.depth,
    score: info.score,
    mate,
    whiteScore: sign * info.score,
    mateForWhite: mate === null ? null : sign * mate,
    berserkerMate: info.berserkerMate ?? isBerserkerMate(info.score),
    nodes: info.nodes,
    nps: info.nps,
    pv: pvSan(pos, info.pv),
    chooser,
  };
}

async function search(msg: Extract<ToWorker, { type: 'search' | 'evaluate' }>): Promise<void> {
  const entry = controllers.get(msg.id);
  if (!entry) return; // cancelled before it started
  try {
    const game = replay(msg.game);
    const level: Level = msg.type === 'evaluate' ? JUDGE : LEVELS[msg.level as LevelId] ?? LEVELS.beginner;
    const movetime = msg.type === 'search' ? msg.movetime : undefined;
    const options = (pos: Position) => ({
      signal: entry.abort.signal,
      ...(movetime !== undefined ? { movetime } : {}),
      onInfo: (info: SearchInfo) => {
        if (entry.answer) post({ type: 'info', id: msg.id, ...thinking(pos, info) });
      },
    });
    const blind = msg.type === 'search' ? blindFirstMoveGame(game) : null;
    if (blind) {
      const r = await chooseMove(blind, level, options(blind.position));
      if (r.san) {
        try {
          game.atPly(1).play(r.san);
          if (entry.answer) post({ type: 'result', id: msg.id, san: r.san, reason: r.reason, blind: true, ...thinking(blind.position, r) });
          return;
        } catch {
          /* not legal after White's move after all: search the real position */
        }
      }
    }
    const r = await chooseMove(game, level, options(game.position));
    if (entry.answer) post({ type: 'result', id: msg.id, san: r.san, reason: r.reason, blind: false, ...thinking(game.position, r) });
  } catch (e) {
    if (entry.answer) post({ type: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) });
  } finally {
    controllers.delete(msg.id);
  }
}

/** The Analysis page's jobs: engine lines at a node, or a whole game's review. */
async function study(msg: Extract<ToWorker, { type: 'analyse' | 'review' }>): Promise<void> {
  const entry = controllers.get(msg.id);
  if (!entry) return; // cancelled before it started
  const signal = entry.abort.signal;
  try {
    if (msg.type === 'analyse') {
      const game = gameAtPath(readGameTree(msg.node.pgn), msg.node.path);
      const analysis = await analyse(game, {
        lines: msg.lines,
        signal,
        ...(msg.depth ? { depth: msg.depth } : {}),
        onInfo: (a) => {
          if (entry.answer) post({ type: 'analysis', id: msg.id, analysis: a });
        },
      });
      if (entry.answer) post({ type: 'analysed', id: msg.id, analysis });
    } else {
      const review = await reviewGame(readGameTree(msg.pgn), {
        signal,
        ...(msg.depth ? { depth: msg.depth } : {}),
        ...(msg.nodes ? { nodes: msg.nodes } : {}),
        onProgress: (done, total) => {
          if (entry.answer) post({ type: 'review-progress', id: msg.id, done, total });
        },
      });
      if (entry.answer) post({ type: 'reviewed', id: msg.id, review });
    }
  } catch (e) {
    if (entry.answer) post({ type: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) });
  } finally {
    controllers.delete(msg.id);
  }
}

self.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  const msg = e.data;
  if (msg.type === 'search' || msg.type === 'evaluate') {
    controllers.set(msg.id, { abort: new AbortController(), answer: true });
    queue = queue.then(() => search(msg));
  } else if (msg.type === 'analyse' || msg.type === 'review') {
    controllers.set(msg.id, { abort: new AbortController(), answer: true });
    queue = queue.then(() => study(msg));
  } else {
    const entry = controllers.get(msg.id);
    if (!entry) return;
    if (msg.type === 'cancel') {
      entry.answer = false;
      controllers.delete(msg.id);
    }
    entry.abort.abort();
  }
});

post({ type: 'ready' });
