/**
 * Issue 28 on the element: shapes the engine did not draw are neither drawn nor listed (and are named in
 * the error box); the error box has one line per problem; every URL taken from an attribute is checked
 * (only http:, https: and relative); names from PGN tags are bidi-isolated and long ones cannot widen
 * the page.
 */
import { expect } from '@open-wc/testing';
import { $, $$, board, fromPgn, until } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';
import { html } from 'lit';
import { pgnChildHtml } from '../src/render/pgn-child.js';

const errorLines = (el: BerserkerBoard) => $$(el, '[part~="error"] li').map((li) => li.textContent!.trim());

describe('issue 28: shapes off the board', () => {
  it('[%csl Gz9] and [%cal Gl12a1] are not drawn, not in `shapes`, and named in the error box', async () => {
    const el = await fromPgn('1. e4 { [%csl Gz9,Ge4] [%cal Gl12a1,Gd2d4] } *', { ply: '1' });
    await until(() => el.shapes.length > 0 && errorLines(el).length > 0);
    expect(el.shapes).to.deep.equal([
      { from: 'e4', color: 'green' },
      { from: 'd2', to: 'd4', color: 'green' },
    ]);
    expect($$(el, '.svg .arrows line')).to.have.length(1);
    const lines = errorLines(el);
    expect(lines).to.have.length(2);
    expect(lines[0]).to.match(/^pgn: move 1\. e4: \[%csl Gz9\] is not drawn: "z9" is not a square/);
    expect(lines[1]).to.match(/\[%cal Gl12a1\] is not drawn/);
    expect(el.errors.map((e) => e.attribute)).to.deep.equal(['pgn', 'pgn']);
  });
});

describe('issue 28: the error box', () => {
  it('lists one message per line, never run together', async () => {
    const el = await board(html`<berserker-board mode="puzzle" mate-in="x" orientation="up" reply-delay="-1"></berserker-board>`);
    await until(() => errorLines(el).length >= 3);
    const lines = errorLines(el);
    expect(lines.some((l) => l.startsWith('mate-in:'))).to.equal(true);
    expect(lines.some((l) => l.startsWith('orientation:'))).to.equal(true);
    // Each its own line: the text of the box has a line break between them.
    const text = $(el, '[part~="error"] ul')!.textContent!;
    expect(text.split('\n').filter((l) => l.trim()).length).to.equal(lines.length);
  });
});

describe('issue 28: play-url is checked (http:, https: and relative only)', () => {
  const openMenu = async (el: BerserkerBoard) => {
    $<HTMLButtonElement>(el, '.menu > button')!.click();
    await el.updateComplete;
  };
  const playLink = (el: BerserkerBoard) => $<HTMLAnchorElement>(el, '.pop a');

  for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'VBSCRIPT:x', 'javascript&#58;alert(1)', '\u0000javascript:alert(1)']) {
    it(`refuses ${JSON.stringify(bad)}: the box names play-url, and no link is drawn`, async () => {
      const el = await fromPgn('1. e4 e5 *', { menu: '', 'play-url': bad });
      await until(() => errorLines(el).some((l) => l.startsWith('play-url:')));
      expect(el.errors.find((e) => e.attribute === 'play-url')!.message).to.match(/is not allowed as a link/);
      await openMenu(el);
      expect($(el, '.pop'), 'the menu is open').to.not.equal(null);
      expect(playLink(el), 'no Play link').to.equal(null);
      expect($$(el, 'a').some((a) => /script|data:/i.test(a.getAttribute('href') ?? ''))).to.equal(false);
    });
  }

  it('accepts a relative or https: URL, and the link goes there with the position', async () => {
    for (const good of ['/somewhere/play/', 'https://example.com/play/']) {
      const el = await fromPgn('1. e4 e5 *', { menu: '', 'play-url': good });
      await openMenu(el);
      const href = playLink(el)!.href;
      expect(href.startsWith(new URL(good, location.href).href), href).to.equal(true);
      expect(href).to.contain('fen=');
      expect(el.errors).to.deep.equal([]);
    }
  });
});

describe('issue 28: names from the tags', () => {
  const SPOOF = '[White "Alice \u202E"]\n[Black "Bob"]\n[Event "Cup"]\n\n1. e4 *\n\n[White "Carol"]\n[Black "Dan \u202E"]\n\n1. d4 *';

  it('are bidi-isolated in the header (<bdi>) and in the game picker (FSI … PDI)', async () => {
    const el = await fromPgn(SPOOF);
    await until(() => !!$(el, '.head strong'));
    expect($$(el, '.head strong bdi').map((b) => b.textContent)).to.deep.equal(['Alice \u202E', 'Bob']);
    expect($$(el, '.head span bdi').map((b) => b.textContent)).to.deep.equal(['Cup']);
    const options = $$<HTMLOptionElement>(el, '.pick option').map((o) => o.textContent!);
    expect(options[0]).to.equal('\u2068Alice \u202E\u2069 – \u2068Bob\u2069, \u2068Cup\u2069');
    expect(options[1]).to.equal('\u2068Carol\u2069 – \u2068Dan \u202E\u2069');
  });

  it('a 5,000-character name wraps in the header, is cut in the player bar with the whole as its title, and never widens the page', async () => {
    const long = 'W'.repeat(5000);
    const el = await fromPgn(`[White "${long}"]\n[Black "B"]\n\n1. e4 *`, { width: '400px' });
    await until(() => !!$(el, '.player .name'));
    expect(el.getBoundingClientRect().width).to.be.at.most(401);
    expect(el.scrollWidth).to.be.at.most(401);
    expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
    const bar = $$(el, '.player .name').find((n) => n.getAttribute('title'))!;
    expect(bar.getAttribute('title')).to.equal(long);
    expect(bar.textContent!.length).to.be.lessThan(100);
    expect($(el, '.head strong')!.textContent).to.contain(long);
  });
});

describe('issue 28: the safe PGN child', () => {
  it('reads <\\/script in a PGN child back as </script, shown as text', async () => {
    const el = await fromPgn('1. e4 { see <\\/script><b>bold</b> here } e5 *', { ply: '1' });
    await until(() => el.shadowRoot!.textContent!.includes('see </script><b>bold</b> here'));
    expect(el.pgn).to.contain('see </script><b>bold</b> here');
    expect($$(el, 'b').some((b) => b.textContent === 'bold'), 'no markup from the comment').to.equal(false);
  });
  it('pgnChildHtml: a page parsed from it keeps the board whole and the element reads exactly the PGN', async () => {
    // Each of these would end the PGN child early, or make the parser let its </script> pass and swallow
    // the page after the board; `<\/script` written by hand must come back as itself.
    const comment = 'a </script><i>x</i> b <!-- <script> c --> d <\\/script> e <\\!-- f';
    const pgn = `[White "Ann & <Bob>"]\n\n1. e4 { ${comment} } e5 *`;
    const host = document.createElement('div');
    host.innerHTML = `<berserker-board ply="1">${pgnChildHtml(pgn)}</berserker-board><p id="after-board">after</p>`;
    expect([...host.children].map((c) => c.localName), 'the board, then the paragraph after it').to.deep.equal(['berserker-board', 'p']);
    const el = host.firstElementChild as BerserkerBoard;
    expect(el.querySelectorAll('*').length, 'the board holds its PGN child alone').to.equal(1);
    document.body.append(host);
    try {
      await el.updateComplete;
      await until(() => el.shadowRoot!.textContent!.includes(comment));
      expect(el.pgn).to.contain(`{ ${comment} }`);
      expect(el.pgn).to.contain('[White "Ann & <Bob>"]');
    } finally {
      host.remove();
    }
  });
});
