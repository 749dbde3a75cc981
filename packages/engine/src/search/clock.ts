/**
 * Time for the search, from the host. The host APIs used here exist in browsers, workers and Node; the
 * engine compiles without DOM or Node types, so they are reached through globalThis.
 */
const host = globalThis as unknown as { performance?: { now(): number }; setTimeout(callback: () => void, ms: number): unknown };

/** Milliseconds, for time limits and nodes/s. */
export const now = (): number => (host.performance ? host.performance.now() : Date.now());

/** Resolves after the event loop has had a turn (a worker's "stop" message can then arrive). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => host.setTimeout(resolve, 0));
}
