// The lowest level against a random mover, 20 games in every variant (search-games.ts); `npm test`
// plays 6 per variant (search-random.test.ts, search-random-large.test.ts).
import { lowestBeatsRandomMover, SMALL_VARIANTS, LARGE_VARIANTS } from './search-games.js';

lowestBeatsRandomMover([...SMALL_VARIANTS, ...LARGE_VARIANTS], 20);
