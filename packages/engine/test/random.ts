import { getVariant, makeFen, parseFen, seededRandom, type Position } from '../src/index.js';

export { seededRandom };

/** An element of `list` drawn with `rnd`. */
export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Positions of seeded random play: every `every` plies of a few games, per variant. */
export function randomPositions(variant: string, seed: number, games: number, plies: number, every: number, rules?: string): Position[] {
  const v = getVariant(variant, rules);
  const rnd = seededRandom(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const pos = parseFen(v, v.def.startFen);
    for (let i = 0; i < plies; i++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      pos.make(pick(rnd, legal));
      if (i % every === every - 1 && pos.legalMoves().length > 0) out.push(parseFen(v, makeFen(pos)));
    }
  }
  return out;
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
