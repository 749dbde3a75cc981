import { expect, fixture, html } from '@open-wc/testing';
import { board, collect, painted } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

interface ErrorDetail {
  attribute: string | null;
  method?: string;
  message: string;
  code: string;
}

/** A board that reads `text` from a PGN child script, as a page would write it. */
async function withPgnChild(text: string): Promise<BerserkerBoard> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width:400px"></div>`);
  const el = document.createElement('berserker-board');
  const script = document.createElement('script');
  script.type = 'application/x-chess-pgn';
  script.textContent = text;
  el.append(script);
  wrap.append(el);
  await painted(el);
  return el;
}

/** White plays Nf3, takes it back with Oh No! (R8) and plays Nc3 instead (no move here triggers a release). */
async function gameWithTakeBack(): Promise<BerserkerBoard> {
  const el = await board(html`<berserker-board variant="berserker" rules="ohNo=on" mode="play" moves="1. e3 e6"></berserker-board>`);
  expect(el.play('Nf3')!.san).to.equal('Nf3');
  expect(el.ohNo()!.san).to.equal('Nf3');
  expect(el.play('Nc3')!.san).to.equal('Nc3');
  return el;
}

/** White's second take-back: refused, with an `error` event naming ohNo. */
function refusedAgain(el: BerserkerBoard): ErrorDetail[] {
  const errors = collect<ErrorDetail>(el, 'error');
  expect(el.ohNo()).to.equal(null);
  expect(errors.map((e) => [e.method, e.code])).to.deep.equal([['ohNo', 'ERR_TAKEBACK']]);
  expect(errors[0]!.message).to.contain('already used');
  return errors;
}

describe('Oh No! (R8) round trip: exported by the element and read back', () => {
  it('the exported PGN records the take-back after the move that replaced it', async () => {
    const el = await gameWithTakeBack();
    expect(el.pgn).to.contain('[Rules "ohNo=on"]');
    expect(el.pgn).to.match(/2\. Nc3 \{ ?Oh no! Nf3 ?\}/);
  });

  it('stepping back to the start and forward again keeps the record', async () => {
    const el = await gameWithTakeBack();
    el.first();
    el.last();
    expect(el.pgn).to.match(/2\. Nc3 \{ ?Oh no! Nf3 ?\}/);
    refusedAgain(el);
  });

  it('read back through the pgn property: the same moves, the record kept, a second take-back refused', async () => {
    const text = (await gameWithTakeBack()).pgn;
    const el = await board(html`<berserker-board mode="play" .pgn=${text}></berserker-board>`);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e6', 'Nc3']);
    expect(el.errors).to.deep.equal([]);
    refusedAgain(el);
    expect(el.pgn).to.match(/2\. Nc3 \{ ?Oh no! Nf3 ?\}/);
    // Black has not used theirs: after Black's move it is still allowed.
    expect(el.play('Nf6')).to.not.equal(null);
    expect(el.ohNo()!.san).to.equal('Nf6');
  });

  it('read back from a PGN child script: the record kept, a second take-back refused', async () => {
    const text = (await gameWithTakeBack()).pgn;
    const el = await withPgnChild(text);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e6', 'Nc3']);
    refusedAgain(el);
    expect(el.pgn).to.match(/2\. Nc3 \{ ?Oh no! Nf3 ?\}/);
  });

  it('a take-back not yet replaced ("taken back") survives the round trip too', async () => {
    const first = await board(html`<berserker-board variant="berserker" rules="ohNo=on" mode="play" moves="1. e3 e6 2. Nf3"></berserker-board>`);
    expect(first.ohNo()!.san).to.equal('Nf3');
    expect(first.pgn).to.match(/1\. e3 e6 \{ ?Oh no! Nf3 taken back ?\}/);
    const el = await board(html`<berserker-board mode="play" .pgn=${first.pgn}></berserker-board>`);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e6']);
    expect(el.play('d3')).to.not.equal(null);
    refusedAgain(el);
  });
});
