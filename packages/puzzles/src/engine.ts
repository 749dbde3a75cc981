/**
 * The one door to the engine. The puzzle tools run from TypeScript source (tsx, vitest), so they use
 * the engine's source too: the generator, the verifier and the tests then always see the same engine,
 * with no build step in between that could leave them on an older one.
 */
export * from '../../engine/src/index.js';
export { controller, dueAction, TRIGGERED, PLACE_WAITS, RELEASE_WAITS } from '../../engine/src/berserker.js';
