/**
 * Perft: the number of leaf nodes of the legal move tree, the standard test of a move generator.
 * The last ply is counted without playing it (bulk counting). Placement turns are ordinary plies.
 */
import type { Position } from './position.js';
import { MAX_MOVES } from './position.js';

function buffers(depth: number): Int32Array[] {
  return Array.from({ length: Math.max(depth, 1) }, () => new Int32Array(MAX_MOVES));
}

export function perft(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  return walk(pos, depth, buffers(depth));
}

function walk(pos: Position, depth: number, bufs: Int32Array[]): number {
  const buf = bufs[depth - 1]!;
  const n = pos.generateLegal(buf, 0);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    pos.make(buf[i]!);
    total += walk(pos, depth - 1, bufs);
    pos.undo();
  }
  return total;
}

/** Perft per root move, for finding where two generators disagree. */
export function perftDivide(pos: Position, depth: number): Array<{ move: number; nodes: number }> {
  const bufs = buffers(depth);
  const root = pos.legalMoves();
  return root.map((move) => {
    pos.make(move);
    const nodes = depth <= 1 ? 1 : walk(pos, depth - 1, bufs);
    pos.undo();
    return { move, nodes };
  });
}
