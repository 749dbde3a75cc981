import { fixture, html } from '@open-wc/testing';
import { painted } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

async function settle(el: BerserkerBoard): Promise<void> {
  for (let i = 0; i < 5 && !(await el.updateComplete); i++);
}
describe('scratch', () => {
  it('timing', async () => {
    const el = await fixture<BerserkerBoard>(html`<berserker-board variant="chess" arrows="e2e4"></berserker-board>`);
    await painted(el);
    for (const [attr, a, b] of [['arrows', 'e2e4', 'e2e5'], ['label', 'x', 'y'], ['mode', 'view', 'fly'], ['highlights', 'e4', 'e5'], ['fen', '8/8/8/8/8/8/8/K1k5 w - - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1']]) {
      let t = performance.now();
      for (let i = 0; i < 100; i++) { el.setAttribute(attr!, i % 2 ? a! : b!); await settle(el); }
      const plain = performance.now() - t;
      t = performance.now();
      for (let i = 0; i < 100; i++) { el.setAttribute(attr!, i % 2 ? a! : b!); await settle(el); el.getBoundingClientRect(); document.body.offsetHeight; }
      const layout = performance.now() - t;
      t = performance.now();
      for (let i = 0; i < 100; i++) { el.setAttribute(attr!, i % 2 ? a! : b!); await settle(el); await new Promise((r) => setTimeout(r, 0)); }
      const tick = performance.now() - t;
      console.log(`${attr}: plain ${plain.toFixed(0)} layout ${layout.toFixed(0)} tick ${tick.toFixed(0)} per 100`);
    }
  });
});
