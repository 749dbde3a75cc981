/**
 * An analysis board (issue 26): `annotate` makes the reader's moves the game's own and their drawing at a
 * move the move's `[%cal]`/`[%csl]`; `tree-change` tells the page each change of the tree (and not its
 * own loads); `setPgn(text, path)` loads a game at a move, keeping the focus; `path` says the shown move;
 * the menu's Analyse item opens the game (or the position) on the analysis page.
 */
import { expect, html } from '@open-wc/testing';
import { mainline, nodeAtPath, readGameTree } from '@berserker-chess/engine';
import type { TreeChangeEventDetail } from '../src/events.js';
import { board, $, $$, centre, collect, fromPgn as pgnBoard, next, pointer, tap } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';
import { OPERA } from './pgns.js';

const fromPgn = (pgn: string, attrs: Record<string, string> = {}) => pgnBoard(pgn, { width: '700px', ...attrs });

/** A right-button drag from one square to another (the same square: a circle). */
async function rightDrag(el: BerserkerBoard, from: string, to: string, keys: PointerEventInit = {}): Promise<void> {
  const a = centre(el, from);
  const b = centre(el, to);
  pointer('pointerdown', a, { button: 2, buttons: 2, ...keys });
  pointer('pointermove', b, { button: -1, buttons: 2, ...keys });
  pointer('pointerup', b, { button: 2, buttons: 0, ...keys });
  await el.updateComplete;
}

const D6 = '0.0.0.0';
const san = (el: BerserkerBoard, path: string) => nodeAtPath(readGameTree(el.pgn), path)?.san;
/** What tree-change said, without its PGN (checked apart). */
const said = (changes: TreeChangeEventDetail[]) => changes.map(({ path, reason }) => ({ path, reason }));

describe('annotate: the reader\'s moves and drawing are the game\'s', () => {
  it('a move off the line becomes a variation of the game, not the reader\'s own; pgn has it; tree-change says so', async () => {
    const el = await fromPgn(OPERA, { ply: '4', annotate: '' });
    const changes = collect<TreeChangeEventDetail>(el, 'tree-change');
    await tap(el, 'b1');
    await tap(el, 'c3'); // 3. Nc3 instead of 3. d4
    expect(el.path).to.equal(`${D6}.1`);
    expect($$(el, '.moves .own')).to.have.length(0);
    expect($(el, '.discard')).to.equal(null);
    expect($(el, `[data-path="${D6}.1"]`)!.getAttribute('aria-label')).to.equal('3. Nc3');
    expect(san(el, `${D6}.1`)).to.equal('Nc3');
    expect(said(changes)).to.deep.equal([{ path: `${D6}.1`, reason: 'move' }]);
    expect(changes[0]!.pgn).to.equal(el.pgn);
    // The game's own next move is stepped to: the tree does not change.
    el.goTo(D6);
    await tap(el, 'd2');
    await tap(el, 'd4');
    expect(el.path).to.equal(`${D6}.0`);
    expect(changes).to.have.length(1);
  });

  it('an arrow drawn at a move is the move\'s [%cal]: written by pgn, drawn again after stepping away and back; the same again removes it', async () => {
    const el = await fromPgn(OPERA, { ply: '4', annotate: '' });
    const changes = collect<TreeChangeEventDetail>(el, 'tree-change');
    await rightDrag(el, 'g1', 'f3', { shiftKey: true });
    await rightDrag(el, 'e4', 'e4');
    expect(nodeAtPath(readGameTree(el.pgn), D6)!.shapes).to.deep.equal([{ from: 'g1', to: 'f3', color: 'red' }, { from: 'e4', color: 'green' }]);
    expect(el.pgn).to.contain('[%cal Rg1f3][%csl Ge4]');
    expect(said(changes)).to.deep.equal([{ path: D6, reason: 'shapes' }, { path: D6, reason: 'shapes' }]);
    // A plain click leaves them: they are the game's.
    await tap(el, 'h5');
    el.goTo('prev');
    await el.updateComplete;
    expect(el.shapes).to.deep.equal([]);
    el.goTo('next');
    await el.updateComplete;
    expect(el.shapes).to.deep.equal([{ from: 'g1', to: 'f3', color: 'red' }, { from: 'e4', color: 'green' }]);
    expect($$(el, '.svg .arrows line')).to.have.length(1);
    await rightDrag(el, 'g1', 'f3', { shiftKey: true });
    expect(el.shapes).to.deep.equal([{ from: 'e4', color: 'green' }]);
    expect(nodeAtPath(readGameTree(el.pgn), D6)!.shapes).to.deep.equal([{ from: 'e4', color: 'green' }]);
  });

  it('at the start (no move shown) a drawing stays the reader\'s, out of the game', async () => {
    const el = await fromPgn(OPERA, { ply: '0', annotate: '' });
    const before = el.pgn;
    const changes = collect<TreeChangeEventDetail>(el, 'tree-change');
    await rightDrag(el, 'e2', 'e4');
    expect(el.shapes).to.deep.include({ from: 'e2', to: 'e4', color: 'green' });
    expect(el.pgn).to.equal(before);
    expect(changes).to.have.length(0);
  });

  it('a position without moves: the reader\'s first move starts the game', async () => {
    const el = await board(html`<berserker-board style="width:700px" variant="chess" annotate></berserker-board>`);
    const change = next<TreeChangeEventDetail>(el, 'tree-change');
    await tap(el, 'e2');
    await tap(el, 'e4');
    expect(await change).to.include({ path: '0', reason: 'move' });
    expect($(el, '.moves [aria-current]')!.dataset.path).to.equal('0');
    expect(readGameTree(el.pgn).children.map((n) => n.san)).to.deep.equal(['e4']);
  });
});

describe('tree-change: every change of a view-mode tree by the reader or the API, not the page\'s loads', () => {
  it('play() and undo() in any view-mode game; setting pgn does not fire it', async () => {
    const el = await fromPgn(OPERA, { ply: '4' });
    const changes = collect<TreeChangeEventDetail>(el, 'tree-change');
    el.pgn = '1. e4 e5 *';
    await el.updateComplete;
    expect(changes).to.have.length(0);
    expect(el.play('Nf3')!.san).to.equal('Nf3');
    expect(el.undo()!.san).to.equal('Nf3');
    expect(said(changes)).to.deep.equal([{ path: '0.0.0', reason: 'move' }, { path: '0.0', reason: 'undo' }]);
    expect(changes[1]!.pgn.trim()).to.equal('1. e4 e5 *');
  });

  it('ohNo() is a take-back; the reader\'s own moves discarded say so', async () => {
    const el = await fromPgn('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e6 2. Nf3 *');
    const changes = collect<TreeChangeEventDetail>(el, 'tree-change');
    expect(el.ohNo()!.san).to.equal('Nf3');
    await tap(el, 'b1');
    await tap(el, 'c3');
    $<HTMLButtonElement>(el, '.discard')!.click();
    await el.updateComplete;
    expect(said(changes)).to.deep.equal([{ path: '0.0', reason: 'take-back' }, { path: '0.0.0', reason: 'move' }, { path: '0.0', reason: 'discard' }]);
    expect(changes[0]!.pgn).to.match(/e6 \{ ?Oh no! Nf3 taken back ?\}/);
  });
});

describe('setPgn(text, path) and path', () => {
  it('shows the move at path once loaded (a variation too); without a path the end, with \'\' the start', async () => {
    const el = await fromPgn(OPERA, { annotate: '' });
    const changes = collect<TreeChangeEventDetail>(el, 'tree-change');
    const text = el.pgn;
    el.setPgn(text, '0.0.0.0.0.1.0'); // 4. Nxd4 in the 3... exd4 variation
    expect(el.path).to.equal('0.0.0.0.0.1.0');
    await el.updateComplete;
    expect($(el, '.moves [aria-current]')!.dataset.path).to.equal('0.0.0.0.0.1.0');
    el.setPgn(text, '');
    expect([el.path, el.ply]).to.deep.equal(['', 0]);
    el.setPgn(text);
    expect(el.path).to.equal(mainline(readGameTree(text)).at(-1)!.path);
    expect(changes).to.have.length(0);
  });

  it('an unknown path is an error event naming setPgn; the game is loaded all the same', async () => {
    const el = await fromPgn(OPERA);
    const error = next<{ method: string; code: string }>(el, 'error');
    el.setPgn('1. d4 d5 *', '0.7');
    expect(el.path).to.equal('0.0');
    expect(await error).to.include({ method: 'setPgn', code: 'ERR_ARGS' });
  });

  it('keeps the keyboard focus in the move list, on the move shown', async () => {
    const el = await fromPgn(OPERA, { ply: '4', annotate: '' });
    $<HTMLButtonElement>(el, '.moves [aria-current]')!.focus();
    el.setPgn(el.pgn.replace('Pinning the knight.', 'A pin.'), '0.0.0');
    await el.updateComplete;
    const active = el.shadowRoot!.activeElement as HTMLElement;
    expect(active.dataset.path).to.equal('0.0.0');
    expect(active.getAttribute('aria-current')).to.equal('step');
  });

  it('before the board is live, the path is shown once it is', async () => {
    const el = document.createElement('berserker-board');
    el.setPgn(OPERA, '0.0.0.0.0.1');
    document.body.append(el);
    await el.updateComplete;
    expect(el.path).to.equal('0.0.0.0.0.1');
    el.remove();
  });
});

describe('the menu\'s Analyse item', () => {
  const open = async (el: BerserkerBoard) => {
    $<HTMLButtonElement>(el, '.menu > button')!.click();
    await el.updateComplete;
  };
  const analyse = (el: BerserkerBoard) => $$<HTMLAnchorElement>(el, '.pop a').find((a) => a.textContent!.startsWith('Analyse'));

  it('a game: analysis-url with #pgn=…&path=… of the shown move, in a new tab', async () => {
    const el = await fromPgn(OPERA, { menu: '', ply: '4', 'analysis-url': 'https://example.org/tools/analyse' });
    await open(el);
    const a = analyse(el)!;
    expect(a.textContent).to.equal('Analyse (opens in a new tab)');
    expect(a.target).to.equal('_blank');
    const url = new URL(a.href);
    expect(url.origin + url.pathname).to.equal('https://example.org/tools/analyse');
    const hash = new URLSearchParams(url.hash.slice(1));
    expect(hash.get('pgn')).to.equal(el.pgn);
    expect(hash.get('path')).to.equal(D6);
    expect(url.hash).to.equal(`#pgn=${encodeURIComponent(el.pgn)}&path=${D6}`);
  });

  it('a position without moves: #variant=…&fen=…&rules=…', async () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    const el = await board(html`<berserker-board style="width:700px" menu variant="berserker" rules="ohNo=on" fen=${fen}></berserker-board>`);
    await open(el);
    const url = new URL(analyse(el)!.href);
    expect(url.pathname).to.equal('/analysis/');
    expect(url.hash).to.equal(`#variant=berserker&fen=${encodeURIComponent(el.fen)}&rules=${encodeURIComponent('ohNo=on')}`);
    const chess = await board(html`<berserker-board style="width:700px" menu variant="chess"></berserker-board>`);
    await open(chess);
    expect(new URL(analyse(chess)!.href).hash).to.equal(`#variant=chess&fen=${encodeURIComponent(chess.fen)}`);
  });

  it('the default is play-url\'s sibling; analysis-url="" shows no item; a refused one no link and the box says so', async () => {
    const href = async (attrs: Record<string, string>) => {
      const el = await fromPgn(OPERA, { menu: '', ...attrs });
      await open(el);
      return analyse(el)?.href ?? null;
    };
    const site = new URL((await href({ 'play-url': 'https://x.org/play/' }))!);
    expect(site.origin + site.pathname).to.equal('https://x.org/analysis/');
    expect(new URL((await href({ 'play-url': '/games/play.html?x=1' }))!).pathname).to.equal('/games/analysis.html');
    expect(new URL((await href({}))!).pathname).to.equal('/analysis/');
    expect(await href({ 'analysis-url': '' })).to.equal(null);
    const bad = await fromPgn(OPERA, { menu: '', 'analysis-url': 'javascript:alert(1)' });
    await open(bad);
    expect(analyse(bad)).to.equal(undefined);
    expect(bad.errors.map((e) => e.attribute)).to.include('analysis-url');
  });
});
