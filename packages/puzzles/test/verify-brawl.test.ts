// The Brawl puzzles through the verifier (verify-sets.ts): a file of their own, since on 12x12 boards
// they take as long as all the other sets together (verify.test.ts).
import { describe } from 'vitest';
import { isBrawlSet, verifySets } from './verify-sets.js';

describe('the puzzle collection', () => verifySets(isBrawlSet));
