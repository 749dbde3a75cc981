import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { contrastRatio } from '../src/render/color.js';
import { background, board, painted, $, $$, cell, hex, tap, until } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

const said = (el: BerserkerBoard) => $(el, '.sr')!.textContent!.trim();

describe('accessibility', () => {
  it('the ARIA grid: rows of labelled gridcells, one tab stop', async () => {
    const el = await board(html`<berserker-board variant="berserker" moves="1. e3 e5 2. Nb1=Z" label="Release example"></berserker-board>`);
    const grid = $(el, '[role=grid]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Release example');
    expect($$(el, '[role=grid] > [role=row]')).to.have.length(8);
    expect($$(el, '[role=row] > [role=gridcell]')).to.have.length(64);
    expect($$(el, '[tabindex="0"]').filter((e) => e.getAttribute('role') === 'gridcell')).to.have.length(1);
    expect(cell(el, 'b1').getAttribute('aria-label')).to.equal('b1, white Berserker');
    expect(cell(el, 'e5').getAttribute('aria-label')).to.equal('e5, black pawn');
    expect($(el, '.svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect($(el, '.sr')!.getAttribute('aria-live')).to.equal('polite');
  });

  it('announces moves, captures, checks, castling, promotions and placements', async () => {
    const el = await board(html`<berserker-board variant="berserker" mode="play"></berserker-board>`);
    el.play('e3');
    await el.updateComplete;
    expect(said(el)).to.equal('White: pawn e2 to e3.');
    el.play('e5');
    await el.updateComplete;
    expect(said(el)).to.equal("Black: pawn e7 to e5. White's turn: Black places White's Berserker.");
    el.play('Ng1=Z');
    await el.updateComplete;
    expect(said(el)).to.equal("Black places White's Berserker on g1, where the knight stands.");
    for (const m of ['d5', 'Bb5+']) el.play(m);
    await el.updateComplete;
    expect(said(el)).to.equal('White: bishop f1 to b5, check.');
  });

  it('announces captures and castling', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="play" fen="r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1"></berserker-board>`);
    el.play('exd5');
    await el.updateComplete;
    expect(said(el)).to.equal('White: pawn e4 takes pawn on d5.');
    el.play('O-O-O');
    await el.updateComplete;
    expect(said(el)).to.equal('Black castles queenside.');
  });

  it('announces a promotion and checkmate with the result', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="play" fen="7k/P7/7K/8/8/8/8/8 w - - 0 1"></berserker-board>`);
    el.play('a8=Q#');
    await el.updateComplete;
    expect(said(el)).to.equal('White: pawn a7 to a8, promotes to queen, checkmate. Checkmate: White wins (1-0).');
  });

  for (const theme of ['light', 'dark']) {
    it(`WCAG AA: every text of the controls has 4.5:1 contrast (${theme} theme)`, async () => {
      const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" theme=${theme} moves="1. e3 e5" solution="Nb1=Z" arrows="x9"></berserker-board>`);
      await tap(el, 'b1');
      await tap(el, 'c3'); // a wrong square: the reason text shows
      el.goto(1);
      await el.updateComplete;
      const texts = $$(el, '.status span:not(.dot), .place strong, .place span, .place button, .why, .feedback span, .feedback button, .nav button, .moves button, .num, .count, form input, .error div, .error strong')
        .filter((e) => e.textContent!.trim() || e.tagName === 'INPUT' || e.tagName === 'BUTTON');
      expect(texts.length).to.be.above(10);
      for (const t of texts) {
        const fg = hex(getComputedStyle(t).color)!;
        const bg = background(t);
        expect(contrastRatio(fg, bg), `${t.className || t.tagName} "${t.textContent!.trim().slice(0, 30)}": ${fg} on ${bg}`).to.be.at.least(4.5);
      }
      // the move list's current move (white on accent)
      const cur = $(el, '.moves [aria-current]')!;
      expect(contrastRatio(hex(getComputedStyle(cur).color)!, hex(getComputedStyle(cur).backgroundColor)!)).to.be.at.least(4.5);
    });
  }

  it('animates a move, unless the user prefers reduced motion', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await el.updateComplete;
    el.play('e4');
    await el.updateComplete;
    expect(el.shadowRoot!.getAnimations()).to.have.length(1);
    for (const a of el.shadowRoot!.getAnimations()) a.finish();
    await emulateMedia({ reducedMotion: 'reduce' });
    await until(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
    await el.updateComplete;
    el.play('e5');
    await el.updateComplete;
    expect(el.shadowRoot!.getAnimations().filter((a) => a.playState === 'running')).to.have.length(0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  /** A board inside a box whose CSS color-scheme is `scheme`, painted. */
  const inScheme = async (scheme: string): Promise<BerserkerBoard> => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="color-scheme: ${scheme}"><berserker-board></berserker-board></div>`);
    const el = wrap.querySelector('berserker-board')!;
    await painted(el);
    return el;
  };

  it('theme="auto" follows prefers-color-scheme on a page that can be dark (color-scheme: light dark)', async () => {
    const el = await inScheme('light dark');
    await emulateMedia({ colorScheme: 'dark' });
    await until(() => $(el, '.wrap')!.classList.contains('dark'));
    await emulateMedia({ colorScheme: 'light' });
    await until(() => $(el, '.wrap')!.classList.contains('light'));
  });

  it('theme="auto" stays light on a page that says nothing of dark, with the system in dark mode (issue 29)', async () => {
    const plain = await board(html`<berserker-board></berserker-board>`);
    const onlyLight = await inScheme('light');
    const onlyDark = await inScheme('dark');
    await emulateMedia({ colorScheme: 'dark' });
    await until(() => matchMedia('(prefers-color-scheme: dark)').matches);
    plain.requestUpdate();
    await plain.updateComplete;
    expect($(plain, '.wrap')!.classList.contains('light'), 'a page without color-scheme').to.be.true;
    expect($(onlyLight, '.wrap')!.classList.contains('light'), 'a light-only page').to.be.true;
    expect($(onlyDark, '.wrap')!.classList.contains('dark'), 'a dark-only page').to.be.true;
    // A <meta name="color-scheme" content="light dark"> lets the system decide.
    const meta = Object.assign(document.createElement('meta'), { name: 'color-scheme', content: 'light dark' });
    document.head.append(meta);
    try {
      plain.requestUpdate();
      await plain.updateComplete;
      expect($(plain, '.wrap')!.classList.contains('dark'), 'a page whose meta allows dark').to.be.true;
    } finally {
      meta.remove();
      await emulateMedia({ colorScheme: 'light' });
    }
  });
});
