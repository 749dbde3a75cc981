// Every puzzle of the collection through the verifier (verify-sets.ts): `npm run test:deep`. The same
// verdicts as `npm run puzzles:verify`, which CI runs; `npm test` verifies the first of each set.
import { describe } from 'vitest';
import { verifySets } from './verify-sets.js';

describe('the puzzle collection, every puzzle', () => verifySets({ firstOnly: false }));
