/**
 * The lowest level against a random mover on the boards of up to 64 squares: 6 games per variant, 3 with
 * each colour, seeded so every run plays the same games, all won (search-games.ts). The deep suite plays
 * 20 per variant (search-random.deep.test.ts). The 12x12 variants are in search-random-large.test.ts,
 * so the two files can run side by side.
 */
import { lowestBeatsRandomMover, SMALL_VARIANTS } from './search-games.js';

lowestBeatsRandomMover(SMALL_VARIANTS, 6);
