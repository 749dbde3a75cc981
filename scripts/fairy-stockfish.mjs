// Fairy-Stockfish (the fairy-stockfish-nnue.wasm build, a devDependency): the sparring partner of the
// match bench (bench/lib/match.mjs) and the second opinion on the chess and Berolina puzzles
// (scripts/puzzles-fsf.mjs). One engine instance in this process (it runs its search in its own worker
// thread), spoken to in UCI. Its .wasm is handed over as bytes: the Emscripten loader would fetch() a
// file URL, which Node 22's fetch refuses (ERR_INVALID_URL).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Our variant ids and Fairy-Stockfish's UCI_Variant names, for the variants it plays. */
export const FSF_VARIANTS = { chess: 'chess', berolina: 'berolina' };

export async function startFairyStockfish({ threads = 1, hashMB = 16 } = {}) {
  const main = require.resolve('fairy-stockfish-nnue.wasm/stockfish.js');
  const Stockfish = require(main);
  const sf = await Stockfish({ wasmBinary: readFileSync(join(dirname(main), 'stockfish.wasm')), locateFile: (f) => join(dirname(main), f) });
  const lines = [];
  let waiter = null;
  sf.addMessageListener((line) => {
    lines.push(line);
    if (waiter && waiter.re.test(line)) {
      const w = waiter;
      waiter = null;
      w.resolve(lines.splice(0));
    }
  });
  /** Sends `cmd` and resolves with every line up to the first matching `re`. */
  const ask = (cmd, re) => new Promise((resolve) => {
    const seen = lines.findIndex((l) => re.test(l));
    if (seen >= 0) return resolve(lines.splice(0, seen + 1));
    waiter = { re, resolve };
    if (cmd) sf.postMessage(cmd);
  });
  const idLines = await ask('uci', /^uciok/);
  const name = idLines.find((l) => l.startsWith('id name'))?.slice(8) ?? 'Fairy-Stockfish';
  sf.postMessage(`setoption name Threads value ${threads}`);
  sf.postMessage(`setoption name Hash value ${hashMB}`);
  await ask('isready', /^readyok/);
  let evaluation = 'unknown';

  return {
    name,
    /** 'classical' or 'NNUE' (the build carries no network file: it says which it uses). */
    get evaluation() { return evaluation; },
    async newGame(variant) {
      const uciVariant = FSF_VARIANTS[variant];
      if (!uciVariant) throw new Error(`Fairy-Stockfish does not play "${variant}" here; it plays ${Object.keys(FSF_VARIANTS).join(', ')}`);
      sf.postMessage(`setoption name UCI_Variant value ${uciVariant}`);
      sf.postMessage('ucinewgame');
      await ask('isready', /^readyok/);
    },
    /**
     * Its move (UCI coordinates) after `moves` (UCI coordinates from the variant's start), with
     * `movetime` ms or to `depth` plies; also the depth, nodes and score (centipawns for the side to
     * move, ±100000 for a mate) of its last report.
     */
    async go(moves, { movetime, depth }) {
      sf.postMessage(`position startpos${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
      const out = await ask(depth ? `go depth ${depth}` : `go movetime ${movetime}`, /^bestmove/);
      const ev = out.find((l) => l.startsWith('info string') && /evaluation/.test(l));
      if (ev) evaluation = /classical/i.test(ev) ? 'classical' : 'NNUE';
      const info = out.filter((l) => l.startsWith('info depth')).at(-1) ?? '';
      const num = (k) => Number(new RegExp(`\\b${k} (-?\\d+)`).exec(info)?.[1] ?? NaN);
      const mate = num('mate');
      const score = Number.isFinite(mate) ? Math.sign(mate) * 100000 : num('cp');
      return { move: out.at(-1).split(' ')[1], depth: num('depth'), nodes: num('nodes'), nps: num('nps'), score };
    },
    /**
     * The best `multipv` lines of the position `fen` after `moves` (UCI coordinates), searched to
     * `depth`: for each, its first move and its score for the side to move (centipawns, or `mate`: moves
     * to mate, negative when mated), best first.
     */
    async analyse(fen, moves, { depth, multipv = 2 }) {
      sf.postMessage(`setoption name MultiPV value ${multipv}`);
      sf.postMessage(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
      const out = await ask(`go depth ${depth}`, /^bestmove/);
      sf.postMessage('setoption name MultiPV value 1');
      const lines = new Map();
      for (const l of out) {
        const m = /^info depth (\d+) .*\bmultipv (\d+) score (cp|mate) (-?\d+).* pv (\S+)/.exec(l);
        if (m && Number(m[1]) === depth) lines.set(Number(m[2]), { move: m[5], [m[3] === 'cp' ? 'cp' : 'mate']: Number(m[4]) });
      }
      return [...lines.keys()].sort((a, b) => a - b).map((k) => lines.get(k));
    },
    quit() {
      sf.postMessage('quit');
      sf.terminate?.();
    },
  };
}
