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

  // Source: chessprogramming wiki, "Perft Results", Initial Position, depth 6.
  it('chess start depth 6 = 119,060,324', () => {
    const pos = parseFen(getVariant('chess'), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(perft(pos, 6)).toBe(119060324);
  }, 1_800_000);

  // Source: chessprogramming wiki, "Perft Results", Position 2 (Kiwipete), depth 5.
  it('Kiwipete depth 5 = 193,690,690', () => {
    const pos = parseFen(getVariant('chess'), 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    expect(perft(pos, 5)).toBe(193690690);
  }, 1_800_000);

  // Source: chessprogramming wiki, "Perft Results", Position 3, depth 6.
  it('position 3 depth 6 = 11,030,083', () => {
    const pos = parseFen(getVariant('chess'), '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1');
    expect(perft(pos, 6)).toBe(11030083);
  }, 1_800_000);

});
