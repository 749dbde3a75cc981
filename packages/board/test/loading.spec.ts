/**
 * What a page of diagrams loads (issue 29, item 2): the still board's code alone, however long the reader
 * looks at the diagrams; the live code when the reader reaches for a board — the pointer coming over it
 * fetches it ahead, a press or focus makes that board live and is done again on it. A file of its own:
 * its first test needs a page that has loaded no live code yet.
 */
import { expect } from '@open-wc/testing';
import { has, pointer, until, type BerserkerBoard } from './helpers.js';
import { liveModule } from '../src/core/live-loader.js';

const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
  '8/8/4k3/8/2K5/8/3P4/8 w - - 0 1',
];

const live = (el: BerserkerBoard) => has(el, '.grid');
const painted = (el: BerserkerBoard) => !!el.shadowRoot?.querySelector('.board.still .svg svg g.pieces > *');
/** The live board's and the viewer's files this page has fetched (their sources, on the test server). */
const lazyFiles = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\/src\/(live|viewer)\//.test(p));
/** Idle periods, one after another: whatever the page left for idle time (painting the far boards) has run. */
async function idlePeriods(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 200 }));
}

let boards: BerserkerBoard[] = [];

before(async () => {
  // Eight diagrams, two rows on screen and two far below (painted in idle time), the way a blog post has them.
  const host = document.createElement('div');
  host.style.cssText = 'display:grid;grid-template-columns:repeat(4,180px);gap:12px;width:760px';
  host.innerHTML = FENS.concat(FENS).map((f, i) => `<berserker-board fen="${f}"${i === 2 ? ' arrows="d1d8"' : ''}${i >= 4 ? ' style="margin-top:300vh"' : ''}></berserker-board>`).join('');
  document.body.append(host);
  boards = [...host.querySelectorAll<BerserkerBoard>('berserker-board')];
});

describe('a page of diagrams', () => {
  it('seen and painted, fetches no live code while nobody reaches for a board', async () => {
    await until(() => boards.every(painted));
    // Long past the moment a seen diagram used to go live (once every board was painted, in idle time).
    await idlePeriods(30);
    expect(boards.filter(live).length, 'boards live').to.equal(0);
    expect(liveModule(), 'the live module').to.equal(null);
    expect(lazyFiles(), 'live and viewer files fetched').to.deep.equal([]);
  });

  it('the pointer coming over a board fetches the live code ahead; its press makes that board live, and only it', async () => {
    boards[1]!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    await until(() => liveModule() !== null);
    expect(lazyFiles().some((p) => p.endsWith('/src/live/index.ts'))).to.equal(true);
    await idlePeriods(3);
    expect(boards.filter(live).length, 'the pointer over a board wakes none').to.equal(0);
    const box = boards[1]!.shadowRoot!.querySelector('.board')!.getBoundingClientRect();
    const at = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    pointer('pointerdown', at);
    pointer('pointerup', at);
    await until(() => live(boards[1]!));
    // The press is done again on the live board: the board is ready for the keys (its grid is there), the
    // picture unchanged.
    expect(boards[1]!.shadowRoot!.querySelectorAll('.svg svg g.pieces > *').length).to.equal(32);
    await idlePeriods(3);
    expect(boards.map(live)).to.deep.equal(boards.map((_, i) => i === 1));
  });

  it('the Tab key reaching a board makes it live, and focus lands in its grid', async () => {
    const still = boards[3]!.shadowRoot!.querySelector<HTMLElement>('.board.still')!;
    still.focus();
    await until(() => live(boards[3]!) && boards[3]!.shadowRoot!.activeElement?.getAttribute('role') === 'gridcell');
    expect(boards.filter(live).length).to.equal(2);
  });
});
