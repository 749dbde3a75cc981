// Perft speed on standard chess: ours against chessops and chess.js, with node counts cross-checked.
import { IMPLS } from '../lib/perft-impls.mjs';
import { geomean, int, measure, mismatchBanner, mnps, ratio, secs, table } from '../lib/harness.mjs';

export const description = 'standard-chess perft nodes/s: ours vs chessops (bulk, naive) and chess.js';

/** Positions with their published perft counts (chessprogramming.org/Perft_Results). */
const POSITIONS = [
  { name: 'start position', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5, expected: 4865609 },
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4, expected: 4085603 },
  { name: 'position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', depth: 5, expected: 674624 },
];

export async function run({ log, policy, reportMismatch }) {
  const positions = [];
  for (const p of POSITIONS) {
    const results = {};
    for (const impl of IMPLS) results[impl.id] = measure(impl.setup(p.fen, p.depth), policy);

    const ours = results.ours;
    const wrong = IMPLS.filter((i) => results[i.id].nodes !== p.expected);
    if (wrong.length) {
      const lines = [`${p.name} (${p.fen}) depth ${p.depth}: expected ${int(p.expected)}`,
        ...IMPLS.map((i) => `${i.label}: ${int(results[i.id].nodes)}${results[i.id].nodes === p.expected ? '' : '   <-- WRONG'}`)];
      log(mismatchBanner(lines));
      reportMismatch(`perft-standard: ${p.name}`);
    }

    log(`\n${p.name}, depth ${p.depth}: ${int(p.expected)} nodes${wrong.length ? '  (MISMATCH, see above)' : ' (all implementations agree)'}`);
    log(`  ${p.fen}`);
    const rows = IMPLS.map((i) => {
      const r = results[i.id];
      return [i.label, mnps(r.nps), secs(r.bestSeconds), String(r.reps), i.peer ? ratio(ours.nps / r.nps) : '—'];
    });
    log(table(['implementation', 'M nodes/s', 'best time', 'reps', 'ours/peer'], rows, [1, 2, 3, 4]));

    positions.push({
      name: p.name, fen: p.fen, depth: p.depth, expected: p.expected, agree: wrong.length === 0,
      results: Object.fromEntries(IMPLS.map((i) => [i.id, { label: i.label, ...results[i.id] }])),
      ratios: Object.fromEntries(IMPLS.filter((i) => i.peer).map((i) => [i.id, ours.nps / results[i.id].nps])),
    });
  }

  const summary = Object.fromEntries(
    IMPLS.filter((i) => i.peer).map((i) => [i.id, geomean(positions.map((p) => p.ratios[i.id]))]),
  );
  log(`\nsummary (geometric mean of ours/peer over ${positions.length} positions): ` +
    IMPLS.filter((i) => i.peer).map((i) => `${i.label} ${ratio(summary[i.id])}`).join(', '));
  return { positions, geomeanRatios: summary };
}
