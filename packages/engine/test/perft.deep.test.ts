/**
 * Deep perft: too slow for every CI run, run by the deep suite (`npm run test:deep`).
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, perft } from '../src/index.js';

describe('deep perft', () => {
  // Source: chessprogramming wiki, "Perft Results", Initial Position, depth 5.
  it('chess start depth 5 = 4,865,609', () => {
    const pos = parseFen(getVariant('chess'), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(perft(pos, 5)).toBe(4865609);
  }, 600_000);

  // Source: chessprogramming wiki, "Perft Results", Position 2 (Kiwipete), depth 4.
  it('Kiwipete depth 4 = 4,085,603', () => {
    const pos = parseFen(getVariant('chess'), 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    expect(perft(pos, 4)).toBe(4085603);
  }, 600_000);

  // Source: chessprogramming wiki, "Perft Results", Position 5, depth 4.
  it('position 5 depth 4 = 2,103,487', () => {
    const pos = parseFen(getVariant('chess'), 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8');
    expect(perft(pos, 4)).toBe(2103487);
  }, 600_000);

  // Source: chessprogramming wiki, "Perft Results", Position 6, depth 4.
  it('position 6 depth 4 = 3,894,594', () => {
    const pos = parseFen(getVariant('chess'), 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10');
    expect(perft(pos, 4)).toBe(3894594);
  }, 600_000);
});
