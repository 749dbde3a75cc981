// Shared helpers for bench sections: timing, verification, tables.
import { performance } from 'node:perf_hooks';

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

/** Repetition policies. `quick` (npm run bench -- --quick) trades precision for time. */
export const POLICIES = {
  normal: { minReps: 3, minSeconds: 1.5, maxSeconds: 6, maxReps: 1000 },
  quick: { minReps: 1, minSeconds: 0.3, maxSeconds: 1.5, maxReps: 50 },
};

/**
 * Time `fn` (which returns a node count): one warm-up call (its result is the count used for
 * verification), then timed repetitions until the policy is satisfied (always at least one).
 * Returns { nodes, bestSeconds, medianSeconds, reps, nps } where nps uses the best time.
 */
export function measure(fn, policy = POLICIES.normal) {
  gc();
  const nodes = fn();
  const times = [];
  let total = 0;
  for (;;) {
    gc();
    const t0 = performance.now();
    const n = fn();
    const s = (performance.now() - t0) / 1000;
    if (n !== nodes) throw new Error(`non-deterministic result: ${n} after ${nodes}`);
    times.push(s);
    total += s;
    const reps = times.length;
    if (reps >= policy.maxReps || total >= policy.maxSeconds) break;
    if (reps >= policy.minReps && total >= policy.minSeconds) break;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const bestSeconds = sorted[0];
  const medianSeconds = sorted[Math.floor((sorted.length - 1) / 2)];
  return { nodes, bestSeconds, medianSeconds, reps: times.length, nps: nodes / bestSeconds };
}

export const geomean = (xs) => (xs.length ? Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length) : NaN);

export const mnps = (nps) => (nps / 1e6).toFixed(2);
export const ratio = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : '—');
export const int = (n) => n.toLocaleString('en-US');
export const secs = (s) => `${s.toFixed(3)} s`;

/** Render rows (arrays of strings) as an aligned text table; columns listed in `right` align right. */
export function table(header, rows, right = []) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => String(r[c] ?? '').length)));
  const fmt = (r) =>
    r.map((cell, c) => (right.includes(c) ? String(cell ?? '').padStart(widths[c]) : String(cell ?? '').padEnd(widths[c]))).join('  ').trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

/** A loud, hard-to-miss mismatch banner. */
export function mismatchBanner(lines) {
  const bar = '!'.repeat(72);
  return [bar, '!!! MISMATCH', ...lines.map((l) => `!!!   ${l}`), bar].join('\n');
}
