/**
 * Build time: the Puzzles page's catalogue (every puzzle's facts, in the page) and its chunks (the
 * puzzles' bodies, CHUNK_SIZE to a file, in the page's order so that the next puzzle is usually in the
 * chunk already fetched). /puzzles/data/<n>.json serves chunk n, /de/puzzles/data/<n>.json the German page's (site/pages/[...locale]/puzzles/data/[chunk].json.ts).
 */
import type { PagePuzzle, PuzzleBody, PuzzleEntry } from './types';

/** Puzzles per chunk: a chunk of 40 is about 12 kB of JSON, 4 kB compressed. */
export const CHUNK_SIZE = 40;

export function catalogue(puzzles: readonly PagePuzzle[]): { entries: PuzzleEntry[]; chunks: PuzzleBody[][] } {
  const entries: PuzzleEntry[] = [];
  const chunks: PuzzleBody[][] = [];
  puzzles.forEach((p, i) => {
    const chunk = Math.floor(i / CHUNK_SIZE);
    const { rules, fen, opponentMove, solution, alternatives, explanation, ...facts } = p;
    entries.push({ ...facts, chunk });
    (chunks[chunk] ??= []).push({ id: p.id, rules, fen, opponentMove, solution, alternatives, explanation });
  });
  return { entries, chunks };
}
