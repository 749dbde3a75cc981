/**
 * The lowest level against a random mover on the 12x12 boards (Brawl, Berserker Brawl): 6 games per
 * variant, all won (search-games.ts); 20 in the deep suite (search-random.deep.test.ts).
 */
import { lowestBeatsRandomMover, LARGE_VARIANTS } from './search-games.js';

lowestBeatsRandomMover(LARGE_VARIANTS, 6);
