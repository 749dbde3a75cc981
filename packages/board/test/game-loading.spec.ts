/**
 * How an annotated game loads (issue 29, item 3): its board is drawn at once, before the live code and
 * the viewer are here, in the frame the viewer fills (core/game-frame.ts), so the board never moves; the
 * Embed page's CSS (content/guides/embed.mdx, its game-reserve block, read here as the page gives it)
 * fixes the move list's height, so nothing under the game moves either. The test server holds the viewer
 * back until a test lets it go (web-test-runner.config.mjs): a file of its own, whose first test is the
 * first to load the viewer.
 */
import { expect } from '@open-wc/testing';
import { has, until, type BerserkerBoard } from './helpers.js';
import { OPERA } from './pgns.js';
import { liveModule } from '../src/core/live-loader.js';

const LIVE = '/src/live/index.ts';
const VIEWER = '/src/viewer/index.ts';
const hold = (path: string) => fetch(`/__hold?path=${encodeURIComponent(path)}`);
const release = (path?: string) => fetch(`/__release${path ? `?path=${encodeURIComponent(path)}` : ''}`);

const live = (el: BerserkerBoard) => has(el, '.grid');
const pieces = (el: BerserkerBoard) => el.shadowRoot?.querySelectorAll('.svg svg g.pieces > *').length ?? 0;
const drawn = (el: BerserkerBoard) => !!el.shadowRoot?.querySelector('.board .svg svg');
const moveList = (el: BerserkerBoard) => has(el, '[part~="moves"] [part~="move"]');
const fetched = (path: string) => performance.getEntriesByType('resource').some((e) => e.name.includes(path));

/** The Embed page's CSS that keeps a game's place, as the page gives it. */
async function reserveCss(): Promise<string> {
  const mdx = await (await fetch('/content/guides/embed.mdx')).text();
  const m = /\{\/\* game-reserve[^}]*\}\s*```html\s*([\s\S]*?)```/.exec(mdx);
  if (!m) throw new Error('content/guides/embed.mdx has no game-reserve CSS block');
  return m[1]!.replace(/<\/?style>/g, '').trim();
}

const frames = (n = 3) => new Promise<void>((r) => { const f = (k: number) => (k ? requestAnimationFrame(() => f(k - 1)) : r()); f(n); });

/** A game in the page: the Opera game's PGN (its players named) in a column `width` px wide, text under it. */
interface Game {
  readonly name: string;
  readonly box: HTMLElement;
  readonly el: BerserkerBoard;
  readonly after: Element;
}
function game(name: string, width: number, attrs: string): Game {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  box.innerHTML = `<p>Text before the game.</p><berserker-board ${attrs}><script type="application/x-chess-pgn">${OPERA}</script></berserker-board><p class="after">Text after the game.</p>`;
  document.body.append(box);
  return { name, box, el: box.querySelector('berserker-board')!, after: box.querySelector('.after')! };
}

/** Where a game and the text under it are in the page: the host's height, the board's top, left and width, the text's top. */
function layout(g: Game): { host: number; board: number[]; after: number } {
  const b = g.el.shadowRoot!.querySelector('.board')!.getBoundingClientRect();
  return { host: g.el.getBoundingClientRect().height, board: [b.top + scrollY, b.left + scrollX, b.width], after: g.after.getBoundingClientRect().top + scrollY };
}

/** Brings each game near the viewport in turn (a game goes live once it has been seen), then back to the top. */
async function seeAll(all: Game[]): Promise<void> {
  for (const g of all) {
    g.el.scrollIntoView();
    await frames(2);
  }
  scrollTo(0, 0);
}

/** The page's layout shifts from now on whose moved nodes are inside `boxes` (a shadow root's, through its host). */
function watchShifts(boxes: HTMLElement[]): () => number {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
  const inBoxes = (n: Node | null): boolean => {
    for (let x = n; x; x = x.parentNode ?? (x instanceof ShadowRoot ? x.host : null)) if (boxes.includes(x as HTMLElement)) return true;
    return false;
  };
  let sum = 0;
  const add = (es: PerformanceEntry[]) => {
    for (const e of es as Shift[]) if (!e.hadRecentInput && e.sources.some((s) => inBoxes(s.node))) sum += e.value;
  };
  const po = new PerformanceObserver((l) => add(l.getEntries()));
  po.observe({ type: 'layout-shift' });
  return () => {
    add(po.takeRecords());
    po.disconnect();
    return sum;
  };
}

let style: HTMLStyleElement | undefined;
const games: Game[] = [];

afterEach(async () => {
  await release();
  scrollTo(0, 0);
  style?.remove();
  games.splice(0).forEach((g) => g.box.remove());
});

describe('an annotated game loading', () => {
  it('is drawn before its live code and its viewer have loaded, its board never moves, and with the Embed page\'s CSS nothing under it moves', async () => {
    await hold(LIVE);
    await hold(VIEWER);
    style = document.head.appendChild(Object.assign(document.createElement('style'), { textContent: await reserveCss() }));
    // With the Embed page's CSS (class="game"): opening at the start, at the last move (the default), and
    // wide (the list beside the board); without it, under them (its text moves when its list comes).
    const start = game('start', 390, 'class="game" ply="0"');
    const last = game('last move', 390, 'class="game"');
    const wide = game('wide', 900, 'class="game" ply="0"');
    const bare = game('no height for its list', 390, 'ply="0"');
    games.push(start, last, wide, bare);
    const shifts = watchShifts([start.box, last.box, wide.box]);
    const all = [start, last, wide, bare];
    const at = () => Object.fromEntries(all.map((g) => [g.name, layout(g)]));
    // Still: the script tag's code alone. The start position is drawn; the last move needs the engine, so
    // its board shows its squares alone.
    await until(() => all.every((g) => drawn(g.el)) && [start, wide, bare].every((g) => pieces(g.el) === 32));
    await frames();
    expect(all.some((g) => live(g.el)), 'live before the live code is here').to.equal(false);
    expect(pieces(last.el), 'the last move: the squares alone').to.equal(0);
    const still = at();
    // The live code here, the viewer still on its way: a game waits for its viewer to go live (so that it
    // is laid out once, by the viewer); nothing moves meanwhile.
    await release(LIVE);
    await seeAll(all);
    await until(() => liveModule() !== null);
    await frames();
    expect(all.some((g) => live(g.el)), 'live before the viewer').to.equal(false);
    expect(fetched(VIEWER), 'the viewer fetched').to.equal(false);
    expect(at(), 'the live code here, the viewer not yet').to.deep.equal(still);
    // The viewer: the games go live, the viewer fills the frame, the last move's position is drawn. Nothing
    // moved, but the text under the game without a height for its list.
    await release(VIEWER);
    await seeAll(all);
    await until(() => all.every((g) => live(g.el) && moveList(g.el)) && pieces(last.el) === 20);
    await frames();
    const done = at();
    expect({ ...done, [bare.name]: null }, 'with the viewer').to.deep.equal({ ...still, [bare.name]: null });
    expect([done[bare.name]!.board, done[bare.name]!.after > still[bare.name]!.after]).to.deep.equal([still[bare.name]!.board, true]);
    expect(start.el.shadowRoot!.querySelectorAll('[part~="player"]').length, 'the players above and below the board').to.equal(2);
    const side = wide.el.shadowRoot!.querySelector('.side')!.getBoundingClientRect();
    expect(side.left, 'wide: the list right of the board').to.be.above(wide.el.shadowRoot!.querySelector('.board')!.getBoundingClientRect().right);
    expect(shifts(), 'layout shift of the games with the Embed page\'s CSS').to.equal(0);
  });
});
