/**
 * The self-contained bundle's entry (dist/berserker-board.bundle.js): defines <berserker-board> and
 * exports its class, nothing else, so the one script tag carries only what the element uses. The
 * renderer is `berserker-board/render`; the ESM build (src/index.ts) exports both.
 */
export { BerserkerBoard } from './index.js';
