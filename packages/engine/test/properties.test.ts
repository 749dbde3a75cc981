// Random playouts checking the rules' invariants at every ply (properties.ts): a quarter of the games
// here; properties.deep.test.ts (npm run test:deep) plays all of them.
import { randomPlayouts } from './properties.js';

randomPlayouts(0.25);
