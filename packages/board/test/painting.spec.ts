/**
 * Painting a page of boards (src/core/visibility.ts, set-aside.ts): boards a script puts into a loaded
 * page show their pictures in the first frame when on screen and in idle time when far, without the
 * reader scrolling; still diagrams go live only once every board is painted; a board's own picture
 * (the site's server-rendered SVG) is set aside while the board is far, keeping its size, and comes back
 * (the same node) when the board is painted: near the viewport, in its idle turn, or before printing.
 */
import { expect } from '@open-wc/testing';
import { Game, parseMovetext, pieceViews } from '@berserker-chess/engine';
import { until, type BerserkerBoard } from './helpers.js';
import { renderBoardSvg } from '../src/render/standalone.js';

const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
  'r3k2r/ppp2ppp/2n5/3pp3/3PP3/2N5/PPP2PPP/R3K2R b KQkq - 0 9',
  '8/5pk1/6p1/8/8/6P1/5PK1/8 w - - 0 40',
];

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
/** Every microtask queued now and by those (a Lit update is a few hops): what runs before the next task. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 50; i++) await Promise.resolve();
};

/** The pieces drawn in the board's picture (shadow root). */
const drawn = (el: BerserkerBoard) => el.shadowRoot!.querySelectorAll('.svg svg g.pieces > *').length;
const paintedBoard = (el: BerserkerBoard) => drawn(el) > 0;
/** A live board has its grid of cells; a still one has none. */
const live = (el: BerserkerBoard) => !!el.shadowRoot!.querySelector('.grid');
const onScreen = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
};
/** Beyond the screen ahead in which boards are painted as they come near (the observer's margin). */
const far = (el: Element) => el.getBoundingClientRect().top > 2 * innerHeight;

/** The site's form of a board with its own picture: the renderer's SVG of `fen`'s position in a wrapper. */
function picture(fen: string): string {
  const pieces: Array<{ square: number; letter: string; color: 'white' | 'black' }> = [];
  fen.split(' ')[0]!.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else pieces.push({ square: (7 - i) * 8 + file++, letter: ch.toUpperCase(), color: ch === ch.toUpperCase() ? 'white' : 'black' });
    }
  });
  return `<div class="fb">${renderBoardSvg({ width: 8, height: 8, pieces, title: 'the position' })}</div>`;
}

const attributes = (el: Element) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();

let host: HTMLDivElement | undefined;
/** Puts `markup` into the page (already loaded) the way a script does, with innerHTML. */
function insert(markup: string): BerserkerBoard[] {
  host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = markup;
  return [...host.querySelectorAll<BerserkerBoard>('berserker-board')];
}

/** ~40 bare diagrams in a grid of 4 columns, rows 300px apart: the first rows on screen, most far below. */
function grid(count = 40): BerserkerBoard[] {
  const boards = Array.from({ length: count }, (_, i) => `<berserker-board fen="${FENS[i % FENS.length]}" coordinates></berserker-board>`).join('');
  return insert(`<div style="display:grid;grid-template-columns:repeat(4,150px);gap:150px 20px">${boards}</div>`);
}

/**
 * Holds back requestIdleCallback (the idle painting) until `release()`, so that what brings a picture
 * back is the scroll or the print, not the board's idle turn.
 */
function holdIdle(): { release: () => void } {
  const real = window.requestIdleCallback;
  const held: Array<[IdleRequestCallback, IdleRequestOptions | undefined]> = [];
  window.requestIdleCallback = ((cb: IdleRequestCallback, opts?: IdleRequestOptions) => {
    held.push([cb, opts]);
    return 0;
  }) as typeof window.requestIdleCallback;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    window.requestIdleCallback = real;
    for (const [cb, opts] of held.splice(0)) real(cb, opts);
  };
  releases.push(release);
  return { release };
}
const releases: Array<() => void> = [];

/** Lets idle work queued by earlier boards (painting, going live) run out: idle callbacks run in order. */
async function idleSettled(): Promise<void> {
  for (let i = 0; i < 25; i++) await new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 200 }));
}

before(async () => {
  if (document.readyState !== 'complete') await new Promise((r) => addEventListener('load', r, { once: true }));
});

afterEach(() => {
  releases.splice(0).forEach((r) => r());
  delete (document as { readyState?: unknown }).readyState;
  host?.remove();
  host = undefined;
  scrollTo(0, 0);
});

describe('painting boards a script adds to a loaded page', () => {
  it('the boards on screen show their pictures in the first frame; every board is painted without scrolling', async () => {
    const boards = grid();
    const firstFrame = new Promise<{ seen: number; missing: number[] }>((resolve) =>
      requestAnimationFrame(() => {
        const seen = boards.filter(onScreen);
        resolve({ seen: seen.length, missing: seen.filter((b) => !paintedBoard(b)).map((b) => boards.indexOf(b)) });
      }),
    );
    const { seen, missing } = await firstFrame;
    expect(seen, 'boards on screen').to.be.at.least(4);
    expect(missing, 'on-screen boards without their picture in the first frame').to.deep.equal([]);
    const farOnes = boards.filter(far);
    expect(farOnes.length, 'boards far below the viewport').to.be.at.least(10);
    await until(() => boards.every(paintedBoard), 8000);
    expect(scrollY).to.equal(0);
    expect(farOnes.every(far), 'the far boards were never near the viewport').to.equal(true);
    // Each picture is its own position: the start position's 32 pieces, the Italian's 32, and so on.
    expect(boards.map(drawn).slice(0, FENS.length)).to.deep.equal(FENS.map((f) => f.split(' ')[0]!.replace(/[\d/]/g, '').length));
  });

  it('no still diagram goes live, while boards wait to be painted or after: they wait for the reader', async () => {
    const boards = grid();
    const early: string[] = [];
    let frames = 0;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        frames++;
        const unpainted = boards.filter((b) => !paintedBoard(b)).length;
        const liveOnes = boards.filter(live).length;
        if (unpainted && liveOnes) early.push(`frame ${frames}: ${liveOnes} live, ${unpainted} not painted`);
        if (!unpainted) resolve();
        else if (frames > 600) reject(new Error(`${unpainted} boards not painted after ${frames} frames`));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    expect(early).to.deep.equal([]);
    // Nor once painting is done, the diagrams the reader has seen included.
    expect(boards.filter(onScreen).length).to.be.at.least(4);
    await idleSettled();
    expect(boards.filter(live).length).to.equal(0);
  });

  it('a board with moves far below the viewport shows the final position of its moves without being scrolled to', async () => {
    const moves = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4';
    const [el] = insert(`<div style="height:400vh"></div><berserker-board style="width:320px" variant="chess" moves="${moves}"></berserker-board>`);
    const g = new Game({ variant: 'chess' });
    for (const san of parseMovetext(moves)) g.play(san);
    const expected = pieceViews(g).map((p) => `${p.square} ${p.color} ${p.letter}`).sort();
    const shown = () =>
      [...el!.shadowRoot!.querySelectorAll('.svg svg g.pieces > [data-square]')]
        .map((p) => {
          const cls = p.querySelector('.piece')?.getAttribute('class')?.split(' ') ?? [];
          return `${p.getAttribute('data-square')} ${cls[1]} ${cls[2]}`;
        })
        .sort();
    expect(far(el!)).to.equal(true);
    await until(() => shown().join() === expected.join(), 8000).catch(() => undefined);
    expect(shown()).to.deep.equal(expected);
    expect(scrollY).to.equal(0);
    expect(far(el!), 'never near the viewport').to.equal(true);
  });
});

describe('a board of moves far from the viewport', () => {
  const MOVES = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6';
  const farBoard = (moves: string) =>
    insert(`<div style="height:400vh"></div><berserker-board style="width:320px" variant="chess" moves="${moves}"></berserker-board>`)[0]!;

  it('is painted still with the end of its moves (last move tinted) once the live code is here, and goes live with its move list when it comes near', async () => {
    // On top, the same board made live: the picture the still one must match; far below, the board.
    const [twin, el] = insert(
      `<berserker-board style="width:320px" variant="chess" moves="${MOVES}"></berserker-board><div style="height:400vh"></div>` +
        `<berserker-board style="width:320px" variant="chess" moves="${MOVES}"></berserker-board>`,
    ) as [BerserkerBoard, BerserkerBoard];
    await twin.updateComplete;
    const picture = (b: BerserkerBoard) => b.shadowRoot!.querySelector('.svg svg')!.innerHTML;
    await until(() => paintedBoard(el), 8000);
    expect(far(el), 'never near the viewport').to.equal(true);
    expect(live(el), 'still: no live board built for it yet').to.equal(false);
    expect(el.shadowRoot!.querySelectorAll('.svg svg .last-move').length, 'the last move (dxc6) tinted').to.equal(2);
    expect(picture(el)).to.equal(picture(twin));
    // Its status line says whose turn it is at the end of the moves: White's, after 4... dxc6.
    expect(el.shadowRoot!.querySelector('.status .dot')!.classList.contains('white')).to.equal(true);
    el.scrollIntoView();
    await until(() => live(el) && !!el.shadowRoot!.querySelector('[part~="moves"], [part~="nav"]'));
    expect(picture(el)).to.equal(picture(twin));
  });

  it('with a move that cannot be played, is not painted still: it goes live and names the problem', async () => {
    const el = farBoard('1. e4 e5 2. Ke3');
    await until(() => !!el.shadowRoot!.querySelector('[part~="error"]'), 8000);
    expect(el.shadowRoot!.querySelector('[part~="error"]')!.textContent).to.match(/moves/);
    expect(live(el)).to.equal(true);
  });
});

describe("setting a board's own picture aside while it is far", () => {
  const FEN = FENS[1]!;
  const caption = '<p slot="caption"><svg class="cap-icon" width="12" height="12"><circle cx="6" cy="6" r="5"/></svg> The Italian.</p>';
  /** A board on screen, and two far below it (the second further still), each with its own picture. */
  const markup = () =>
    `<berserker-board style="width:320px" fen="${FEN}">${picture(FEN)}</berserker-board>` +
    `<div style="height:300vh"></div><berserker-board style="width:320px" fen="${FEN}">${picture(FEN)}${caption}</berserker-board>` +
    `<div style="height:300vh"></div><berserker-board style="width:320px" fen="${FEN}">${picture(FEN)}</berserker-board>`;

  it('a far board holds an empty copy of its picture, the same size; scrolling near or printing puts the same picture back', async () => {
    await idleSettled();
    const idle = holdIdle();
    const boards = insert(markup());
    const [near, farA, farB] = boards as [BerserkerBoard, BerserkerBoard, BerserkerBoard];
    const originals = boards.map((b) => b.querySelector('.fb svg')!);
    const capIcon = farA.querySelector('.cap-icon')!;
    expect(originals.every((svg) => svg.querySelector('g.pieces'))).to.equal(true);
    await frame();
    // On screen: the page's own picture, the very node.
    expect(near.querySelector('.fb svg') === originals[0], 'on-screen board keeps its svg').to.equal(true);
    expect(originals[0]!.querySelectorAll('g.pieces > *').length).to.equal(32);
    expect(far(farA) && far(farB)).to.equal(true);
    for (const [i, b] of [farA, farB].entries()) {
      const standIn = b.querySelector('.fb svg')!;
      expect(standIn === originals[i + 1], `far board ${i + 1}: its svg set aside`).to.equal(false);
      expect(standIn.childNodes.length, 'the stand-in is empty').to.equal(0);
      expect(attributes(standIn)).to.deep.equal(attributes(originals[i + 1]!));
      // The same box as the picture it stands in for, so the page does not move when it comes back.
      expect(standIn.getBoundingClientRect().height).to.be.closeTo(originals[0]!.getBoundingClientRect().height, 0.5);
      expect(standIn.getBoundingClientRect().width).to.be.closeTo(originals[0]!.getBoundingClientRect().width, 0.5);
    }
    expect(near.getBoundingClientRect().height).to.be.above(300);
    // farB is made as the board on screen: the same height without its picture as the other with it.
    expect(farB.getBoundingClientRect().height).to.be.closeTo(near.getBoundingClientRect().height, 0.5);
    const heightA = farA.getBoundingClientRect().height;
    // The caption is not the board's picture: its icon stays.
    expect(farA.querySelector('.cap-icon') === capIcon && capIcon.childElementCount === 1).to.equal(true);

    farA.scrollIntoView();
    await until(() => farA.querySelector('.fb svg') === originals[1]);
    expect(originals[1]!.querySelectorAll('g.pieces > *').length).to.equal(32);
    expect(farA.querySelectorAll('.fb svg').length).to.equal(1);
    expect(farA.getBoundingClientRect().height, 'the picture back takes the stand-in\'s room').to.be.closeTo(heightA, 0.5);
    // Only the board that came near: the one further down still waits.
    expect(far(farB) && farB.querySelector('.fb svg') !== originals[2]).to.equal(true);

    // Before printing, every board gets its picture back, before the print is laid out.
    dispatchEvent(new Event('beforeprint'));
    await drainMicrotasks();
    expect(farB.querySelector('.fb svg') === originals[2], 'the original picture is back for printing').to.equal(true);
    expect(farB.querySelectorAll('.fb svg').length).to.equal(1);
    expect(farB.getBoundingClientRect().height).to.be.closeTo(near.getBoundingClientRect().height, 0.5);
    idle.release();
  });

  it('a far board gets its own picture back in its idle turn, without scrolling', async () => {
    await idleSettled();
    // Idle time held until the far board is seen set aside (an idle period may come before the frame).
    const idle = holdIdle();
    const boards = insert(markup());
    const originals = boards.map((b) => b.querySelector('.fb svg')!);
    await frame();
    expect(boards[2]!.querySelector('.fb svg') === originals[2]).to.equal(false);
    idle.release();
    await until(() => boards.every((b, i) => b.querySelector('.fb svg') === originals[i]));
    expect(scrollY).to.equal(0);
    expect(far(boards[2]!)).to.equal(true);
  });

  it('a board connected while the page is still loading keeps its picture', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    const removed: Node[] = [];
    const boards = insert(
      `<div style="height:300vh"></div><berserker-board style="width:320px" fen="${FEN}">${picture(FEN)}</berserker-board>` +
        // Painted in idle time after the board above (boards paint in the order they came).
        `<berserker-board style="width:320px" fen="${FEN}"></berserker-board>`,
    );
    const [el, after] = boards as [BerserkerBoard, BerserkerBoard];
    const original = el.querySelector('.fb svg')!;
    new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes))).observe(el, { childList: true, subtree: true });
    await frame();
    delete (document as { readyState?: unknown }).readyState;
    expect(document.readyState).to.equal('complete');
    await until(() => paintedBoard(after));
    await frame();
    expect(far(el)).to.equal(true);
    expect(el.querySelector('.fb svg') === original, 'the same svg').to.equal(true);
    expect(original.querySelectorAll('g.pieces > *').length).to.equal(32);
    expect(removed.length, 'nothing taken out of the board').to.equal(0);
  });
});
