/** A small seeded generator so random playouts are the same on every run and machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
