/**
 * A live board that becomes a game (a page script gives a diagram its moves) before the viewer has come:
 * it lays its board out in the game's frame at once (core/game-frame.ts), so the viewer fills the frame
 * without moving the board. The test server holds the viewer back (web-test-runner.config.mjs): a file of
 * its own, whose test is the first of its page to load the viewer.
 */
import { expect } from '@open-wc/testing';
import { has, until, type BerserkerBoard } from './helpers.js';

const VIEWER = '/src/viewer/index.ts';

afterEach(async () => {
  await fetch('/__release');
  document.querySelectorAll('.frame-test').forEach((b) => b.remove());
});

describe('a live board becoming a game', () => {
  it('keeps the game\'s frame while its viewer is on its way: the viewer fills it, the board stays', async () => {
    await fetch(`/__hold?path=${encodeURIComponent(VIEWER)}`);
    const box = document.createElement('div');
    box.className = 'frame-test';
    box.style.width = '390px';
    box.innerHTML = '<berserker-board variant="chess" style="--berserker-board-moves-height:200px"></berserker-board><p>Text after the board.</p>';
    document.body.append(box);
    const el = box.querySelector<BerserkerBoard>('berserker-board')!;
    await el.updateComplete;
    expect(has(el, '.grid'), 'live').to.equal(true);
    el.setAttribute('moves', '1. e4 e5 2. Nf3');
    await until(() => el.history.length === 3 && has(el, '.bar.wait'));
    const board = () => el.shadowRoot!.querySelector('.board')!.getBoundingClientRect();
    const before = { top: board().top, width: board().width, host: el.getBoundingClientRect().height };
    expect(has(el, '[part~="moves"]'), 'no move list before the viewer').to.equal(false);
    await fetch('/__release');
    await until(() => has(el, '[part~="moves"] [part~="move"]'));
    expect({ top: board().top, width: board().width, host: el.getBoundingClientRect().height }).to.deep.equal(before);
  });
});
