/**
 * The element speaks the reader's language (issue 27, item 1): its `lang`, else the nearest `lang` in the
 * page, else English; a region falls back to its language; `messages` overrides any string. What it shows
 * and what it announces both follow: the status line, move sentences, square labels, the viewer's buttons,
 * a puzzle's feedback.
 */
import { expect, html } from '@open-wc/testing';
import { board, $, $$, cell, until, type BerserkerBoard } from './helpers.js';

const said = (el: BerserkerBoard): string => $(el, '[role=status][aria-live]')!.textContent!.trim();
const status = (el: BerserkerBoard): string => ($(el, '.status')?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The board once its language's table is here (its status line in that language). */
async function speaking(el: BerserkerBoard, words: RegExp): Promise<BerserkerBoard> {
  await until(() => words.test(status(el)));
  return el;
}

describe('languages', () => {
  it('lang="de": the status line, the squares and the announced moves are German (a capture with check, a Berserker placement)', async () => {
    const el = await speaking(await board(html`<berserker-board lang="de" variant="chess" mode="play" moves="1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6"></berserker-board>`), /Weiß am Zug/);
    expect(status(el)).to.equal('Weiß am Zug');
    expect(cell(el, 'e4').getAttribute('aria-label')).to.equal('e4, weißer Bauer');
    expect(cell(el, 'd8').getAttribute('aria-label')).to.equal('d8, schwarze Dame');
    expect(cell(el, 'e3').getAttribute('aria-label')).to.equal('e3, leer');
    expect($(el, '[role=grid]')!.getAttribute('aria-label')).to.equal('Brett: Schach');
    el.play('Qxf7');
    await el.updateComplete;
    expect(said(el)).to.equal('Weiß: Dame h5 schlägt Bauer auf f7, Schachmatt. Schachmatt: Weiß gewinnt (1-0).');
    expect(status(el)).to.equal('Schachmatt: Weiß gewinnt (1-0)');

    const b = await speaking(await board(html`<berserker-board lang="de" variant="berserker" mode="play" moves="1. e3 e5"></berserker-board>`), /Schwarz setzt/);
    expect(status(b)).to.equal('Zug von Weiß: Schwarz setzt den Berserker von Weiß');
    expect($(b, '.place')!.textContent).to.contain('Wähle den Springer, der zum Berserker wird:');
    expect($$(b, '.place button').map((x) => x.textContent)).to.deep.equal(['Springer b1', 'Springer g1']);
    b.play('Nb1=Z');
    await b.updateComplete;
    expect(said(b)).to.equal('Schwarz setzt den Berserker von Weiß auf b1, wo der Springer steht.');
    expect(cell(b, 'b1').getAttribute('aria-label')).to.equal('b1, weißer Berserker');
  });

  it('takes the nearest lang of the page (across a shadow root); de-AT is German; a language without a table is English', async () => {
    const wrap = document.createElement('div');
    wrap.lang = 'fr';
    const host = document.createElement('div');
    wrap.append(host);
    document.body.append(wrap);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('berserker-board');
    inner.setAttribute('mode', 'play');
    shadow.append(inner);
    await inner.updateComplete;
    await speaking(inner, /Trait aux Blancs/);
    expect(cell(inner, 'e2').getAttribute('aria-label')).to.equal('e2, pion blanc');
    wrap.remove();

    const at = await speaking(await board(html`<berserker-board lang="de-AT" mode="play"></berserker-board>`), /Weiß am Zug/);
    expect(status(at)).to.equal('Weiß am Zug');
    const pt = document.createElement('div');
    pt.lang = 'pt-BR';
    const none = document.createElement('berserker-board');
    none.setAttribute('mode', 'play');
    pt.append(none);
    document.body.append(pt);
    await none.updateComplete;
    expect(status(none)).to.equal('White to move');
    pt.remove();
    const x = await board(html`<berserker-board lang="x-klingon" mode="play"></berserker-board>`);
    expect(status(x)).to.equal('White to move');
  });

  it('`messages` overrides one string, over the language; a change of `lang` draws the board again in the new language', async () => {
    const el = await speaking(await board(html`<berserker-board lang="es" mode="play"></berserker-board>`), /Juegan las Blancas/);
    el.messages = { 'status.toMove': '¡Mueven las {color}!' };
    await el.updateComplete;
    expect(status(el)).to.equal('¡Mueven las Blancas!');
    expect(cell(el, 'e2').getAttribute('aria-label')).to.equal('e2, peón blanco');
    el.messages = null;
    el.lang = 'it';
    expect(el.getAttribute('lang')).to.equal('it');
    await speaking(el, /Muove il Bianco/);
    expect(cell(el, 'e2').getAttribute('aria-label')).to.equal('e2, pedone bianco');
    el.setAttribute('lang', 'en');
    await speaking(el, /White to move/);
    expect(cell(el, 'e2').getAttribute('aria-label')).to.equal('e2, white pawn');
  });

  it('the viewer in French: the step buttons, the move list and the menu', async () => {
    const el = await board(html`<berserker-board lang="fr" style="width:700px" variant="chess" moves="1. e4 e5 2. Nf3" menu></berserker-board>`);
    await until(() => $$(el, '.nav button').length === 4 && $(el, '.nav button')!.getAttribute('aria-label') === 'Position initiale');
    expect($$(el, '.nav button').map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Position initiale', 'Coup précédent', 'Coup suivant', 'Dernier coup']);
    expect($(el, '.nav')!.getAttribute('aria-label')).to.equal('Parcourir les coups');
    expect($(el, 'ol.moves')!.getAttribute('aria-label')).to.equal('Coups');
    expect($(el, '.menu > button')!.textContent).to.equal('Menu');
    $(el, '.menu > button')!.click();
    await el.updateComplete;
    expect($$(el, '.pop button').map((b) => b.textContent)).to.deep.equal(['Retourner l\'échiquier', 'Copier le FEN', 'Copier le PGN', 'Télécharger en SVG', 'Télécharger en PNG']);
    el.goto(1);
    await el.updateComplete;
    expect(said(el)).to.equal('1. e4, Blancs : pion e2 en e4.');
  });

  it('a puzzle in Spanish: the goal, a wrong move\'s feedback, the hint', async () => {
    const el = await speaking(await board(html`<berserker-board lang="es" variant="chess" mode="puzzle" reply-delay="0" refutation="off" moves="1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6" solution="Qxf7#"></berserker-board>`), /Juegan las Blancas/);
    expect(status(el)).to.equal('Juegan las Blancas: encuentra la mejor jugada');
    expect($$(el, '.feedback button').map((b) => b.textContent)).to.deep.equal(['Pista', 'Mostrar la solución']);
    el.play('Qxh7');
    await el.updateComplete;
    expect($(el, '.feedback span')!.textContent).to.equal('Qxh7 no es la solución. Inténtalo de nuevo.');
    await until(() => el.history.length === 6);
    el.hint();
    await el.updateComplete;
    expect($(el, '.feedback span')!.textContent).to.equal('Pista: dama en h5.');
  });

  it('a still diagram (no live code loaded for it) is named in its language once the table is here', async () => {
    const el = document.createElement('berserker-board');
    el.lang = 'nl';
    el.setAttribute('variant', 'chess');
    document.body.append(el);
    await until(() => $(el, '[role=img]')?.getAttribute('aria-label') === 'Bord: Schaken');
    // Its status line shows the side to move as a dot, no words (the live board's come in Dutch).
    expect(status(el)).to.equal('');
    el.remove();
  });
});
