import { expect, fixture, html } from '@open-wc/testing';
import { board, $, $$, has, next, pieceAt } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

interface ErrorDetail {
  attribute: string | null;
  method?: string;
  message: string;
  code: string;
}

/** Creates a board, catching its first `error` event (fired while it upgrades) and any page error. */
async function broken(markup: ReturnType<typeof html>): Promise<{ el: BerserkerBoard; errors: ErrorDetail[]; pageErrors: unknown[] }> {
  const errors: ErrorDetail[] = [];
  const pageErrors: unknown[] = [];
  const onError = (e: ErrorEvent) => pageErrors.push(e.message);
  const onRejection = (e: PromiseRejectionEvent) => pageErrors.push(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const catcher = (e: Event) => errors.push((e as CustomEvent<ErrorDetail>).detail);
  document.addEventListener('error', catcher, true);
  try {
    const el = await fixture<BerserkerBoard>(markup);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 10));
    return { el, errors, pageErrors };
  } finally {
    document.removeEventListener('error', catcher, true);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
}

const shown = (el: BerserkerBoard) => ({ attribute: $(el, '.error code')?.textContent, text: $(el, '.error')?.textContent ?? '' });

describe('bad attributes: visible error state, error event, never a throw', () => {
  it('a broken FEN', async () => {
    const { el, errors, pageErrors } = await broken(html`<berserker-board variant="chess" fen="rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"></berserker-board>`);
    expect(shown(el).attribute).to.equal('fen');
    expect(shown(el).text).to.contain('rank 6 ("9") covers 9 squares, not 8');
    expect($(el, '.error')!.getAttribute('role')).to.equal('alert');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ attribute: 'fen', code: 'ERR_FEN_BOARD' });
    expect(pageErrors).to.deep.equal([]);
    expect(has(el, '[role=grid]')).to.equal(false);
    expect(el.fen).to.equal('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('an illegal move in moves: the legal moves before it are kept', async () => {
    const { el, errors, pageErrors } = await broken(html`<berserker-board variant="chess" moves="1. e4 e5 2. Ke3 Nc6"></berserker-board>`);
    expect(shown(el).attribute).to.equal('moves');
    expect(shown(el).text).to.contain('ply 3 (2.): "Ke3" is not legal for White in this position');
    expect(errors.map((e) => [e.attribute, e.code])).to.deep.equal([['moves', 'ERR_ILLEGAL_MOVE']]);
    expect(pageErrors).to.deep.equal([]);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4', 'e5']);
    expect(pieceAt(el, 'e5')).to.equal('e5, black pawn');
  });

  it('an unknown variant', async () => {
    const { el, errors } = await broken(html`<berserker-board variant="hexagonal"></berserker-board>`);
    expect(shown(el).attribute).to.equal('variant');
    expect(shown(el).text).to.contain('unknown variant "hexagonal"; valid variants: chess, berserker');
    expect(errors[0]).to.include({ attribute: 'variant', code: 'ERR_VARIANT' });
  });

  it('bad rules', async () => {
    const { el, errors } = await broken(html`<berserker-board variant="berserker" rules="trigger=sideways"></berserker-board>`);
    expect(errors.map((e) => [e.attribute, e.code])).to.deep.equal([['rules', 'ERR_RULES']]);
    expect(shown(el).text).to.contain('trigger');
    expect(el.errors.map((e) => e.attribute)).to.deep.equal(['rules']);
  });

  it('bad arrows, highlights, mode, orientation, theme, player and mate-in', async () => {
    const { el, errors, pageErrors } = await broken(
      html`<berserker-board variant="berserker" arrows="e2e9" highlights="e4:pink" mode="fly" orientation="up" theme="neon" player="everyone" mate-in="two"></berserker-board>`,
    );
    const attrs = errors.map((e) => e.attribute).sort();
    expect(attrs).to.deep.equal(['arrows', 'highlights', 'mate-in', 'mode', 'orientation', 'player', 'theme']);
    expect(pageErrors).to.deep.equal([]);
    expect($$(el, '.error code').map((c) => c.textContent).sort()).to.deep.equal(attrs);
    expect(shown(el).text).to.contain('"fly" is not one of view, play, puzzle');
    expect(shown(el).text).to.contain('"e2e9" is not an arrow between two squares of the 8x8 board');
    expect(shown(el).text).to.contain('unknown colour "pink"');
  });

  it('arrows and highlights problems keep the board usable', async () => {
    const { el } = await broken(html`<berserker-board variant="chess" arrows="x" mode="play"></berserker-board>`);
    expect(has(el, '[role=grid]')).to.equal(true);
    expect(el.play('e4')).to.not.equal(null);
  });

  it('fixing the attribute clears the error', async () => {
    const { el } = await broken(html`<berserker-board variant="chess" fen="nonsense"></berserker-board>`);
    expect(has(el, '.error')).to.equal(true);
    el.setAttribute('fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    await el.updateComplete;
    expect(has(el, '.error')).to.equal(false);
    expect(pieceAt(el, 'e1')).to.equal('e1, white king');
  });

  it('attribute text is never inserted as HTML', async () => {
    const evil = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    const { el } = await broken(html`<berserker-board variant=${evil} fen=${evil} label=${evil} arrows=${evil} highlights=${evil} moves=${evil}></berserker-board>`);
    await new Promise((r) => setTimeout(r, 50));
    expect(has(el, 'img')).to.equal(false);
    expect(has(el, 'b')).to.equal(false);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect($(el, '.error')!.textContent).to.contain('<img src=x');
  });

  it('a label with markup stays text in the grid name', async () => {
    const el = await board(html`<berserker-board label="<i>Puzzle</i> 3"></berserker-board>`);
    expect($(el, '[role=grid]')!.getAttribute('aria-label')).to.equal('<i>Puzzle</i> 3');
    expect(has(el, 'i')).to.equal(false);
  });

  it('API calls never throw: an illegal play() returns null and fires error; setPosition reports false', async () => {
    const el = await board(html`<berserker-board variant="chess"></berserker-board>`);
    const err = next<ErrorDetail>(el, 'error');
    expect(el.play('Ke3')).to.equal(null);
    expect(await err).to.include({ attribute: null, method: 'play', code: 'ERR_ILLEGAL_MOVE' });
    const err2 = next<ErrorDetail>(el, 'error');
    expect(el.setPosition('8/8/8 w')).to.equal(false);
    expect((await err2).attribute).to.equal('fen');
    expect(el.setPosition('4k3/8/8/8/8/8/8/4K3 w - - 0 1')).to.equal(true);
    await el.updateComplete;
    expect(has(el, '.error')).to.equal(false);
  });

  it('a bad PGN child names pgn', async () => {
    const { el, errors } = await broken(html`<berserker-board><script type="application/x-chess-pgn">[Variant "Berserker"] 1. e3 e5 2. Nb3=Z</script></berserker-board>`);
    expect(shown(el).attribute).to.equal('pgn');
    expect(errors[0]!.attribute).to.equal('pgn');
    expect(el.history).to.have.length(2);
  });
});

describe('bad numbers: ply, reply-delay and mate-in are shown and reported, never ignored', () => {
  for (const [attribute, value, says] of [
    ['ply', 'x', '"x" is not a whole number of at least 0'],
    ['ply', '-1', '"-1" is not a whole number of at least 0'],
    ['ply', '1.5', '"1.5" is not a whole number of at least 0'],
    ['ply', '', '"" is not a whole number of at least 0'],
    ['reply-delay', 'soon', '"soon" is not a number of milliseconds from 0 to 2147483647'],
    ['reply-delay', '-5', '"-5" is not a number of milliseconds'],
    ['reply-delay', '', '"" is not a number of milliseconds'],
    ['mate-in', '0', '"0" is not a whole number of at least 1'],
    ['mate-in', '2.5', '"2.5" is not a whole number of at least 1'],
    ['mate-in', ' ', '" " is not a whole number of at least 1'],
  ] as const) {
    it(`${attribute}="${value}"`, async () => {
      const el = document.createElement('berserker-board');
      const attrs: Record<string, string> =
        attribute === 'ply' ? { variant: 'chess', moves: '1. e4 e5' } : { variant: 'chess', mode: 'puzzle', fen: '6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1', solution: 'Ra8#' };
      for (const [k, v] of Object.entries({ ...attrs, [attribute]: value })) el.setAttribute(k, v);
      const { errors, pageErrors } = await broken(html`${el}`);
      expect(errors.map((e) => [e.attribute, e.code])).to.deep.equal([[attribute, 'ERR_ARGS']]);
      expect(errors[0]!.message).to.contain(says);
      expect(shown(el).attribute).to.equal(attribute);
      expect(shown(el).text).to.contain(says);
      expect(el.errors.map((e) => e.attribute)).to.deep.equal([attribute]);
      expect(pageErrors).to.deep.equal([]);
      expect(has(el, '[role=grid]')).to.equal(true); // the board stays usable
    });
  }

  it('ply beyond the line is an error; the last position is shown', async () => {
    const { el, errors } = await broken(html`<berserker-board variant="chess" moves="1. e4 e5" ply="9"></berserker-board>`);
    expect(errors.map((e) => e.attribute)).to.deep.equal(['ply']);
    expect(shown(el).text).to.contain('"9" is beyond the last ply of the line (2)');
    expect(el.ply).to.equal(2);
  });

  it('setting the ply property to a bad value shows the error; a good one clears it', async () => {
    const el = await board(html`<berserker-board variant="chess" moves="1. e4 e5"></berserker-board>`);
    const err = next<ErrorDetail>(el, 'error');
    el.ply = Number.NaN;
    await el.updateComplete;
    expect((await err).attribute).to.equal('ply');
    expect(el.ply).to.equal(2);
    el.ply = 1;
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    expect(has(el, '.error')).to.equal(false);
  });
});

describe('long values are shortened in the error box and the event', () => {
  const big = 'x'.repeat(1_048_576);
  for (const attribute of ['variant', 'fen', 'rules', 'moves', 'arrows', 'highlights', 'mode', 'theme', 'selected', 'ply', 'mate-in', 'reply-delay']) {
    it(`a 1 MB ${attribute}`, async () => {
      const el = document.createElement('berserker-board');
      el.setAttribute(attribute, big);
      const { errors, pageErrors } = await broken(html`${el}`);
      expect(pageErrors).to.deep.equal([]);
      expect(errors.map((e) => e.attribute)).to.include(attribute);
      const text = shown(el).text;
      expect(text.length).to.be.below(1000);
      expect(/x{61}/.test(text), 'at most 60 characters of the value are shown').to.equal(false);
      // Where the message quotes the value, it says how long it was.
      if (text.includes('"x')) expect(text).to.contain('… (1,048,576 characters)');
      for (const e of errors) expect(e.message.length).to.be.below(600);
    });
  }
});

describe('moves after the game has ended are an error', () => {
  const THREEFOLD = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8';

  it('moves: after a threefold repetition (C12)', async () => {
    const { el, errors } = await broken(html`<berserker-board variant="chess" moves=${`${THREEFOLD} 5. e4`}></berserker-board>`);
    expect(errors.map((e) => [e.attribute, e.code])).to.deep.equal([['moves', 'ERR_GAME_OVER']]);
    expect(shown(el).attribute).to.equal('moves');
    expect(el.history).to.have.length(8);
    expect(el.status!.reason).to.equal('threefold-repetition');
  });

  it('a PGN child: after the fifty-move rule', async () => {
    const { el, errors } = await broken(html`<berserker-board><script type="application/x-chess-pgn">[Variant "Chess"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K2R w - - 99 80"]

80. Rh2 Kd7 *</script></berserker-board>`);
    expect(errors.map((e) => [e.attribute, e.code])).to.deep.equal([['pgn', 'ERR_GAME_OVER']]);
    expect(shown(el).attribute).to.equal('pgn');
    expect(el.history.map((m) => m.san)).to.deep.equal(['Rh2']);
    expect(el.status!.reason).to.equal('fifty-moves');
  });

  it('a PGN child: after a threefold repetition', async () => {
    const { el, errors } = await broken(html`<berserker-board><script type="application/x-chess-pgn">[Variant "Chess"]

1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *</script></berserker-board>`);
    expect(errors.map((e) => [e.attribute, e.code])).to.deep.equal([['pgn', 'ERR_GAME_OVER']]);
    expect(el.history).to.have.length(8);
  });
});
