// Our perft speed from each variant's start position.
import { getVariant, parseFen, perft, VARIANT_IDS } from '../../packages/engine/src/index.ts';
import { int, measure, mnps, secs, table } from '../lib/harness.mjs';

export const description = 'our perft nodes/s from the start position of every variant';

/** Depth 4 on 8x8 boards; the larger brawl boards get depth 3. */
const depthFor = (id) => (id === 'brawl' || id === 'berserker-brawl' ? 3 : 4);

export async function run({ log, policy }) {
  const variants = [];
  for (const id of VARIANT_IDS) {
    const v = getVariant(id);
    const depth = depthFor(id);
    const pos = parseFen(v, v.def.startFen);
    const r = measure(() => perft(pos, depth), policy);
    variants.push({ id, startFen: v.def.startFen, depth, ...r });
  }
  log('\nour perft from each variant\'s start position');
  log(table(
    ['variant', 'depth', 'nodes', 'M nodes/s', 'best time', 'reps'],
    variants.map((r) => [r.id, String(r.depth), int(r.nodes), mnps(r.nps), secs(r.bestSeconds), String(r.reps)]),
    [1, 2, 3, 4, 5],
  ));
  return { variants };
}
