export { seededRandom } from '../src/index.js';

/** Every combination of the Berserker rule options, as `k=v; …` text (ohNo does not change positions). */
export function allRuleCombinations(): string[] {
  const out: string[] = [];
  for (const trigger of ['center', 'cross'])
    for (const release of ['opponent-places', 'owner-marks'])
      for (const capture of ['owner-turn', 'capturer-turn'])
        for (const threat of ['placer', 'owner', 'none'])
          out.push(`trigger=${trigger}; release=${release}; capture=${capture}; threat=${threat}`);
  return out;
}
