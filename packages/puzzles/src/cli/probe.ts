/**
 * A composer's probe (not part of any npm script): `npx tsx packages/puzzles/src/cli/probe.ts VARIANT "FEN" [opponentMove] [--rules R] [--depth D] [--mate N]`
 * prints every action of the position the solver faces, scored as the verifier scores them, and, with
 * --mate N, which of them force mate within N moves (exact).
 */
import { Searcher, makeFen } from '../engine.js';
import { newGame, scoreAll, colorIndex } from '../analyse.js';
import { MateSolver } from '../mate.js';
import { depthFor } from '../verify.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const rules = opt('--rules') ?? '';
const depthArg = opt('--depth');
const mate = opt('--mate');
const [variant, fen, opp] = args as [string, string, string | undefined];
const g = newGame(variant, rules, fen);
if (opp) g.play(opp);
const depth = depthArg ? Number(depthArg) : depthFor(variant);
console.log(`${makeFen(g.position)}  ${g.controller} to act${g.placementTurn() ? ` (${g.placementTurn()!.kind})` : ''}`);
const t0 = performance.now();
const scored = scoreAll(g, depth, new Searcher());
const ms = new MateSolver();
for (const s of scored) {
  let m = '';
  if (mate) {
    g.play(s.info.move);
    const own = g.history[g.history.length - 1]!.color === g.controller ? 0 : 1;
    void own;
    for (let n = 0; n <= Number(mate); n++) {
      const after = s.info.color === s.info.controller ? n - 1 : n;
      if (after < 0) continue;
      if (ms.forcedWin(g.position, colorIndex(s.info.controller), after)) { m = ` mate in ${n}`; break; }
    }
    g.undo();
  }
  console.log(`${s.info.san.padEnd(12)} ${String(s.score).padStart(7)}${m}`);
}
console.log(`depth ${depth}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
