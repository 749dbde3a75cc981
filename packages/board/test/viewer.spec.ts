/**
 * The annotated-game viewer (view mode): everything an annotated PGN holds is shown — header, players
 * and clocks, comments, NAG glyphs, variations to any depth, [%cal]/[%csl] shapes — the reader steps
 * along the line and into and out of variations with the keys, clicks any move, and a screen reader
 * hears each move with its comment; the API (pgn, ply, goTo, shapes, node-change) follows the tree.
 * The expected values are worked out from the PGN below by hand.
 */
import { expect, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { mainline, readGameTree } from '@berserker-chess/engine';
import { board, $, $$, collect, fromPgn, pieceAt } from './helpers.js';
import { OPERA } from './pgns.js';
import type { BerserkerBoard } from './helpers.js';

/** 3. d4, where the variations branch off. */
const D4 = '0.0.0.0.0';
const BG4 = `${D4}.0`;
const EXD4 = `${D4}.1`;
const NXD4 = `${D4}.1.0`;
const G6 = `${D4}.1.0.1`;
const C4 = `${D4}.1.0.1.1`;
const BC4 = '0.0.0.0.0.0.0.0.0.0.0';

const current = (el: BerserkerBoard) => $(el, '.moves [aria-current="step"]');
const said = (el: BerserkerBoard) => $(el, '.sr[role="status"]')!.textContent!.trim();
const text = (el: BerserkerBoard, sel: string) => $$(el, sel).map((e) => e.textContent!.replace(/\s+/g, ' ').trim());

describe('viewer: everything the annotated PGN holds is shown', () => {
  it('the header, the opening comment, comments, glyphs, the result', async () => {
    const el = await fromPgn(OPERA);
    expect(text(el, '.head strong')).to.deep.equal(['Paul Morphy – Duke Karl / Count Isouard']);
    expect(text(el, '.head span')).to.deep.equal(['Paris Opera, Paris FRA, 1858']);
    expect(text(el, 'p.cm')).to.deep.equal(["Philidor's Defence."]);
    expect(text(el, '.moves .cm')).to.deep.equal(['Pinning the knight.', 'Threatening mate.']);
    // NAGs as glyphs: $6 ?!, $1 !, $2 ?, $3 !!
    const glyphs = $$(el, '.moves button').filter((b) => b.querySelector('.g')).map((b) => b.textContent!.replace(/\s+/g, ''));
    expect(glyphs).to.deep.equal(['Bg4?!', '7.Qb3!', 'b5?', '10.Nxb5!', '13.Rxd7!', '16.Qb8+!!']);
    expect(text(el, '.res')).to.deep.equal(['Result: 1-0']);
  });

  it('a round of "-" (not applicable, a game outside a tournament) is left out of the header', async () => {
    const el = await fromPgn('[Event "Casual game"]\n[Round "-"]\n[White "Ada"]\n[Black "Ben"]\n\n1. e4 e5 *');
    expect(text(el, '.head span')).to.deep.equal(['Casual game']);
    const numbered = await fromPgn('[Event "Club match"]\n[Round "3"]\n\n1. e4 e5 *');
    expect(text(numbered, '.head span')).to.deep.equal(['Club match, round 3']);
  });

  it('variations to any depth: the main line\'s as a block, deeper ones in parentheses', async () => {
    const el = await fromPgn(OPERA);
    const blocks = $$(el, '.moves .var[role=group]');
    expect(blocks).to.have.length(1);
    expect(blocks[0]!.getAttribute('aria-label')).to.equal('Variation');
    // 3... exd4 4. Nxd4 Nf6 (4... g6 5. Nc3 (5. c4)) 5. Nc3
    expect(blocks[0]!.textContent!.replace(/\s+/g, '')).to.equal('3…exd44.Nxd4Nf6(4…g65.Nc3(5.c4))5.Nc3');
    const sub = blocks[0]!.querySelectorAll('.sub');
    expect(sub).to.have.length(2);
    expect(sub[1]!.closest('.sub') !== sub[0] && sub[0]!.contains(sub[1]!)).to.equal(true); // (5. c4) sits inside (4... g6 …)
    // Every move of every depth is a button with its path.
    expect($$(el, '.moves button').map((b) => b.dataset.path)).to.include.members([EXD4, NXD4, G6, C4]);
  });

  it('[%csl] and [%cal] are drawn at their move and listed by shapes', async () => {
    const el = await fromPgn(OPERA, { ply: '0' });
    expect(el.shapes).to.deep.equal([{ from: 'e4', color: 'green' }, { from: 'e5', color: 'green' }]);
    expect($$(el, '.svg .highlight')).to.have.length(2);
    el.goTo(BC4);
    await el.updateComplete;
    expect(el.ply).to.equal(11);
    expect(el.shapes).to.deep.equal([
      { from: 'c4', to: 'f7', color: 'green' },
      { from: 'f3', to: 'f7', color: 'green' },
      { from: 'f7', color: 'red' },
    ]);
    expect($$(el, '.svg .arrows line')).to.have.length(2);
    expect($$(el, '.svg .highlight')).to.have.length(1);
    // The author's arrows stay, after the move's.
    el.arrows = 'a2a4:blue';
    await el.updateComplete;
    expect(el.shapes.at(-1)).to.deep.equal({ from: 'a2', to: 'a4', color: 'blue' });
    el.goTo('next');
    await el.updateComplete;
    expect(el.shapes).to.deep.equal([{ from: 'a2', to: 'a4', color: 'blue' }]);
  });

  it('[%clk] clocks beside the players: each side\'s latest on the way to the shown move', async () => {
    const el = await fromPgn(OPERA, { ply: '3' });
    const players = () => $$(el, '.player').map((p) => [p.querySelector('.name')!.textContent, p.querySelector('.clock')?.textContent ?? null]);
    // White at the bottom: Black's bar on top. After 2. Nf3 White has 4:55; Black's last clock is after 1... e5.
    expect(players()).to.deep.equal([['Duke Karl / Count Isouard', '5:00'], ['Paul Morphy', '4:55']]);
    expect($$(el, '.clock.on').map((c) => c.getAttribute('aria-label'))).to.deep.equal(['Black clock: 5:00']); // Black to move
    el.ply = 4;
    await el.updateComplete;
    expect(players()).to.deep.equal([['Duke Karl / Count Isouard', '4:50'], ['Paul Morphy', '4:55']]);
    el.flip();
    await el.updateComplete;
    expect(players()[0]![0]).to.equal('Paul Morphy');
  });

  it('the players\' titles and ratings beside their names; unknown or malformed ones are left out (issue 29)', async () => {
    const el = await fromPgn('[White "Hou Yifan"]\n[Black "Magnus Carlsen"]\n[WhiteTitle "GM"]\n[WhiteElo "2650"]\n[BlackTitle "?"]\n[BlackElo "0"]\n\n1. e4 e5 *');
    const bars = () => $$(el, '.player').map((p) => [p.querySelector('.title')?.textContent ?? null, p.querySelector('.name')!.textContent, p.querySelector('.elo')?.textContent ?? null]);
    // White at the bottom: Black's bar on top.
    expect(bars()).to.deep.equal([[null, 'Magnus Carlsen', null], ['GM', 'Hou Yifan', '2650']]);
    const odd = await fromPgn('[White "A"]\n[Black "B"]\n[WhiteTitle "grandmaster <b>"]\n[WhiteElo "2650 (est.)"]\n[BlackTitle "IM"]\n[BlackElo "2480"]\n\n1. e4 *');
    expect($$(odd, '.player').map((p) => [...p.querySelectorAll('.title, .name, .elo')].map((x) => x.textContent))).to.deep.equal([['IM', 'B', '2480'], ['A']]);
  });

  it('[%eval] shown small after its move and said with it; an unreadable one shows nothing (issue 29)', async () => {
    const el = await fromPgn('1. e4 { [%eval 0.31] } 1... e5 { [%eval #-2] } 2. Nf3 { [%eval nonsense] } *');
    const moves = $$(el, '.moves [part~="move"]');
    expect(moves.map((m) => m.querySelector('.ev')?.textContent ?? null)).to.deep.equal(['+0.3', '#-2', null]);
    expect(moves[0]!.getAttribute('aria-label')).to.contain('evaluation +0.3');
    expect(moves[1]!.getAttribute('aria-label')).to.contain('Black mates in 2');
    // The PGN written back keeps the command as it was.
    expect(el.pgn).to.contain('[%eval 0.31]');
  });

  it('the ply attribute picks the position shown first, also "last"; the default is the last', async () => {
    expect((await fromPgn(OPERA)).ply).to.equal(33);
    expect((await fromPgn(OPERA, { ply: '0' })).ply).to.equal(0);
    const last = await fromPgn(OPERA, { ply: 'last' });
    expect(last.ply).to.equal(33);
    expect(last.errors).to.deep.equal([]);
    expect(pieceAt(last, 'd8')).to.equal('d8, white rook');
    last.ply = 2;
    await last.updateComplete;
    expect(last.ply).to.equal(2);
    last.ply = 'last';
    await last.updateComplete;
    expect(last.ply).to.equal(33);
  });
});

describe('viewer: stepping', () => {
  it('goTo(first | prev | next | last | path); a variation\'s move makes its line the line', async () => {
    const el = await fromPgn(OPERA, { ply: '0' });
    expect(el.goTo('next')).to.equal(true);
    expect(el.goTo('next')).to.equal(true);
    expect(el.ply).to.equal(2);
    expect(el.goTo('prev')).to.equal(true);
    expect(el.ply).to.equal(1);
    expect(el.goTo(C4)).to.equal(true);
    await el.updateComplete;
    expect(el.ply).to.equal(9);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4', 'e5', 'Nf3', 'd6', 'd4', 'exd4', 'Nxd4', 'g6', 'c4']);
    expect(pieceAt(el, 'c4')).to.equal('c4, white pawn');
    expect(current(el)!.dataset.path).to.equal(C4);
    el.goTo('first');
    expect(el.ply).to.equal(0);
    el.goTo('last'); // the end of the line shown: the variation's
    expect(el.ply).to.equal(9);
    const errors = collect<{ method: string; code: string }>(el, 'error');
    expect(el.goTo('0.7')).to.equal(false);
    expect(errors.map((e) => [e.method, e.code])).to.deep.equal([['goTo', 'ERR_ARGS']]);
    expect(el.ply).to.equal(9);
  });

  it('node-change tells the path, ply, SAN and FEN of the move shown', async () => {
    const el = await fromPgn(OPERA, { ply: '0' });
    const seen = collect<{ path: string; ply: number; san: string | null; fen: string }>(el, 'node-change');
    el.goTo(EXD4);
    el.goTo('first');
    expect(seen.map(({ path, ply, san }) => [path, ply, san])).to.deep.equal([[EXD4, 6, 'exd4'], ['', 0, null]]);
    expect(seen[0]!.fen).to.equal('rnbqkbnr/ppp2ppp/3p4/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4');
    expect(seen[1]!.fen).to.equal(el.fen);
  });

  it('keys in the move list: ←/→ along the line, ↓ into a variation at a fork, ↑ out of it, Home/End', async () => {
    const el = await fromPgn(OPERA);
    el.goTo(D4);
    await el.updateComplete;
    current(el)!.focus();
    const press = async (k: string) => {
      await sendKeys({ press: k });
      await el.updateComplete;
      return [el.ply, current(el)?.dataset.path ?? ''];
    };
    expect(await press('ArrowDown')).to.deep.equal([6, EXD4]); // into 3... exd4
    expect(await press('ArrowDown')).to.deep.equal([7, NXD4]); // no fork after exd4: a step on
    expect(await press('ArrowDown')).to.deep.equal([8, G6]); // the fork after 4. Nxd4: into (4... g6)
    expect(await press('ArrowRight')).to.deep.equal([9, `${G6}.0`]); // 5. Nc3 of that line
    expect(await press('ArrowLeft')).to.deep.equal([8, G6]);
    expect(await press('ArrowUp')).to.deep.equal([7, NXD4]); // out of (4... g6): where it branches off
    expect(await press('ArrowRight')).to.deep.equal([8, `${NXD4}.0`]); // the line there is the main continuation: 4... Nf6
    expect(await press('ArrowUp')).to.deep.equal([5, D4]); // out of (3... exd4)
    expect(await press('ArrowRight')).to.deep.equal([6, BG4]); // back on the main line
    expect(await press('ArrowUp')).to.deep.equal([5, D4]); // no variation here: a step back
    expect(await press('End')).to.deep.equal([33, '0' + '.0'.repeat(32)]);
    expect(await press('Home')).to.deep.equal([0, '']);
    // The focus follows the shown move in the list (one tab stop: its button).
    await press('ArrowRight');
    expect(el.shadowRoot!.activeElement).to.equal(current(el));
    expect($$(el, '.moves button[tabindex="0"]')).to.have.length(1);
  });

  it('any move is clickable, variations too', async () => {
    const el = await fromPgn(OPERA);
    $<HTMLButtonElement>(el, `.moves [data-path="${G6}"]`)!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(8);
    expect(pieceAt(el, 'g6')).to.equal('g6, black pawn');
    $<HTMLButtonElement>(el, `.moves [data-path="${BC4}"]`)!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(11);
    expect(el.history).to.have.length(33); // the main line again
  });

  it('the step buttons follow the line shown', async () => {
    const el = await fromPgn(OPERA);
    el.goTo(C4);
    await el.updateComplete;
    const [first, prev, next, last] = $$<HTMLButtonElement>(el, '.nav button');
    expect(next!.getAttribute('aria-disabled')).to.equal('true');
    prev!.click();
    await el.updateComplete;
    expect(current(el)!.dataset.path).to.equal(G6);
    first!.click();
    last!.click();
    await el.updateComplete;
    expect(current(el)!.dataset.path).to.equal(C4);
    expect(text(el, '.count')).to.deep.equal(['9/9']);
  });

  it('the shown move is kept in view inside the list; the page does not scroll', async () => {
    const el = await fromPgn(OPERA, { 'move-list': 'bottom', width: '360px' });
    const side = $(el, '.side')!;
    expect(side.scrollHeight).to.be.above(side.clientHeight); // the list scrolls
    const y = window.scrollY;
    for (const to of ['first', 'last', 'first']) {
      el.goTo(to);
      await el.updateComplete;
      const c = current(el);
      if (c) {
        const r = c.getBoundingClientRect();
        const box = side.getBoundingClientRect();
        expect(r.top >= box.top - 1 && r.bottom <= box.bottom + 1, `${to} in view`).to.equal(true);
      }
      expect(window.scrollY).to.equal(y);
    }
    el.goTo('last');
    await el.updateComplete;
    expect(side.scrollTop).to.be.above(0);
  });

  it('stepping on, the comment after the shown move is in view too, not only the move', async () => {
    // A blog's game: every move explained at length, so the list scrolls by whole comments.
    const words = (n: number) => `{Move ${n}: ${'a comment long enough to wrap over several lines of a narrow list, '.repeat(3)}}`;
    const sans = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7'];
    const pgn = sans.map((san, i) => `${i % 2 ? '' : `${i / 2 + 1}. `}${san} ${words(i + 1)}${i % 2 ? '' : ` ${i / 2 + 1}...`}`).join(' ') + ' *';
    const el = await fromPgn(pgn, { 'move-list': 'bottom', width: '360px', ply: '0' });
    const side = $(el, '.side')!;
    let seen = 0;
    for (let i = 0; i < sans.length; i++) {
      el.goTo('next');
      await el.updateComplete;
      const next = current(el)!.nextElementSibling;
      if (!next?.classList.contains('cm')) continue;
      seen++;
      const box = side.getBoundingClientRect();
      const r = next.getBoundingClientRect();
      expect(r.top >= box.top - 1 && r.bottom <= box.bottom + 1, `the whole comment "${next.textContent!.slice(0, 8)}…" in view`).to.equal(true);
    }
    expect(seen).to.equal(sans.length);
  });
});

describe('viewer: on paper', () => {
  afterEach(() => emulateMedia({ media: 'screen' }));

  it('prints the whole move list with its comments, without step buttons or menu', async () => {
    const el = await fromPgn(OPERA, { 'move-list': 'bottom', width: '360px', menu: '' });
    const side = $(el, '.side')!;
    expect(side.scrollHeight).to.be.above(side.clientHeight); // on screen the list scrolls
    await emulateMedia({ media: 'print' });
    expect(side.scrollHeight).to.be.at.most(side.clientHeight + 1);
    expect(getComputedStyle($(el, '.bar')!).display).to.equal('none');
    expect(getComputedStyle($(el, '.menu')!).display).to.equal('none');
  });
});

describe('viewer: a screen reader hears each move with its comment', () => {
  it('move buttons are named with the number, the move, the NAG in words and the comment', async () => {
    const el = await fromPgn(OPERA);
    const label = (path: string) => $(el, `.moves [data-path="${path}"]`)!.getAttribute('aria-label');
    expect(label(BG4)).to.equal('3… Bg4, dubious move, comment: Pinning the knight.');
    expect(label(EXD4)).to.equal('3… exd4');
    expect(label('0')).to.equal('1. e4');
    // Comments are in the names; the visible text is not read twice.
    expect($(el, '.moves .cm')!.getAttribute('aria-hidden')).to.equal('true');
    expect($(el, '.moves')!.getAttribute('aria-label')).to.equal('Moves');
  });

  it('the live region says the move shown, what it does and its comment; the start says the opening comment', async () => {
    const el = await fromPgn(OPERA);
    el.goTo(BG4);
    await el.updateComplete;
    expect(said(el)).to.equal('3… Bg4, dubious move, Black: bishop c8 to g4, comment: Pinning the knight.');
    el.goTo(EXD4);
    await el.updateComplete;
    expect(said(el)).to.equal('3… exd4, Black: pawn e5 takes pawn on d4.');
    el.goTo('first');
    await el.updateComplete;
    expect(said(el)).to.equal("Start position. Philidor's Defence.");
  });
});

describe('viewer: the pgn property round-trips the whole annotated game', () => {
  it('comments, NAGs, variations, shapes and clocks read back as the same tree', async () => {
    const el = await fromPgn(OPERA);
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(OPERA));
    // Stepping into variations does not change what is written.
    el.goTo(C4);
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(OPERA));
  });

  it('a game set through the property is a tree too', async () => {
    const el = await board(html`<berserker-board style="width:900px" .pgn=${OPERA}></berserker-board>`);
    expect(mainline(readGameTree(el.pgn))).to.have.length(33);
    expect($$(el, '.moves .var')).to.have.length(1);
    el.goTo(G6);
    expect(el.ply).to.equal(8);
  });
});

describe('viewer: the API edits the tree in view mode', () => {
  it('play() goes on from the end of the line, undo() takes it out, ohNo() records the take-back (R8)', async () => {
    const el = await board(html`<berserker-board style="width:700px" variant="berserker" rules="ohNo=on" moves="1. e3 e6"></berserker-board>`);
    el.goTo('first');
    expect(el.play('Nf3')!.san).to.equal('Nf3'); // at the end of the line, whatever is shown
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e6', 'Nf3']);
    expect($$(el, '.moves .own')).to.have.length(0); // the page's move, not the reader's
    expect(el.ohNo()!.san).to.equal('Nf3');
    expect(el.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
    expect(el.pgn).to.match(/e6 \{ ?Oh no! Nf3 taken back ?\}/);
    await el.updateComplete;
    expect($(el, '.moves del')!.textContent).to.equal('then Nf3, taken back with Oh No!');
    expect(el.play('Nc3')!.san).to.equal('Nc3');
    expect(el.pgn).to.match(/2\. Nc3 \{ ?Oh no! Nf3 ?\}/);
    expect(el.ohNo()).to.equal(null); // White's one take-back is used
    expect(el.undo()!.san).to.equal('Nc3');
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e6']);
  });
});

