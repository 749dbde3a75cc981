/**
 * The record of the puzzles Fairy-Stockfish has agreed with (content/puzzles/_fsf.json), so that CI does
 * not search a few hundred chess and Berolina puzzles to depth 16 on every run (about 4 s each). A puzzle
 * is recorded by a hash of everything the check reads (its variant, rules, position, line, alternatives,
 * goal); a recorded puzzle whose hash still matches, for the same engine build and depth, is not searched
 * again — except a sample that changes every day, so a record that went stale is caught. New and changed
 * puzzles are always searched. `npm run puzzles:fsf -- --record` writes the record after a full check.
 */
import { createHash } from 'node:crypto';

/** What the check of a puzzle depends on, hashed: change any of it and the puzzle is searched again. */
export function puzzleHash(p) {
  const checked = { variant: p.variant, rules: p.rules, fen: p.fen, opponentMove: p.opponentMove, solution: p.solution, alternatives: p.alternatives ?? [], goal: p.goal, mateIn: p.mateIn ?? null };
  return createHash('sha256').update(JSON.stringify(checked)).digest('hex').slice(0, 16);
}

/** FNV-1a of a text: the day's sample, the same on every machine. */
function fnv(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Which puzzles to search now: those not in `record` (or changed, or recorded for another engine or
 * depth), and `sample` of the recorded ones picked by `day` (YYYY-MM-DD); the rest are `recorded`.
 */
export function planChecks(record, puzzles, { engine, depth, day, sample = 8 }) {
  const valid = record && record.engine === engine && record.depth === depth ? record.puzzles ?? {} : {};
  const fresh = [], known = [];
  for (const p of puzzles) (valid[p.id] === puzzleHash(p) ? known : fresh).push(p);
  const picked = new Set([...known].sort((a, b) => fnv(`${day} ${a.id}`) - fnv(`${day} ${b.id}`) || (a.id < b.id ? -1 : 1)).slice(0, sample));
  return {
    check: [...fresh, ...known.filter((p) => picked.has(p))],
    fresh: fresh.length,
    sampled: picked.size,
    recorded: known.filter((p) => !picked.has(p)),
  };
}

/**
 * The record after a check: `results` holds the puzzles searched now (id → agreed); a puzzle not searched
 * keeps its entry if its hash still matches; puzzles gone from the collection drop out.
 */
export function updatedRecord(record, puzzles, results, { engine, depth }) {
  const keep = record && record.engine === engine && record.depth === depth ? record.puzzles ?? {} : {};
  const out = {};
  for (const p of [...puzzles].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const h = puzzleHash(p);
    if (results.has(p.id) ? results.get(p.id) : keep[p.id] === h) out[p.id] = h;
  }
  return { engine, depth, puzzles: out };
}
