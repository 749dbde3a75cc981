/**
 * The Embed page's board editor without a browser (site/scripts/embed/editor-state.ts): one state →
 * the element's attributes, the HTML snippet, the iframe address and snippet, the FEN and the picture,
 * all from the engine; a change updates every output and they keep agreeing; a bad position gives the
 * engine's message; every variant's palette is the engine's; rule options reach the snippet; a pasted
 * annotated game reaches both snippets whole, and stays there while the editor shows that game.
 */
import { describe, it, expect } from 'vitest';
import { editorSpec, iteratePgn, listVariants, makePgn, readGame, ruleOptionList, variantInfo } from '@berserker-chess/engine';
import { readPgnChildText, renderBoardSvg } from '../packages/board/src/render/index.ts';
import {
  clearBoard, derive, initialState, loadText, movePiece, placePiece, removePiece, setRule, setVariant, startPosition, toggleFlag, update,
  type EditorOutput, type EditorState,
} from '../site/scripts/embed/editor-state';
import { parseFrameQuery } from '../site/scripts/embed/frame-url';
import { paletteOf } from '../site/scripts/embed/editor-palette';

const settings = { scriptUrl: 'https://example.org/berserker-board.js', origin: 'https://example.org' };
const out = (s: EditorState) => derive(s, settings);

/** The attributes written in the HTML snippet's element, in order. */
function snippetAttributes(html: string): Array<[string, string]> {
  const tag = /<berserker-board([^>]*)>/.exec(html)![1]!;
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  return [...tag.matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, unescape(m[2] ?? '')]);
}

/** The snippet, the iframe address and the preview's attributes say the same. */
function expectAgreement(o: EditorOutput): void {
  expect(snippetAttributes(o.html)).toEqual(o.attributes);
  const frame = parseFrameQuery(new URL(o.frameUrl).search);
  expect(frame.problems).toEqual([]);
  expect(frame.attributes).toEqual(o.attributes);
  expect(frame.pgn, 'the iframe address carries the same PGN').toBe(o.pgn);
  expect(o.iframe).toContain(`src="${o.frameUrl.replace(/&/g, '&amp;')}"`);
}

describe('the editor state and its outputs', () => {
  it('opens on Berserker Chess\'s start position: a valid verdict, a short snippet, the iframe address', () => {
    const o = out(initialState());
    expect(o.ok).toBe(true);
    expect(o.fen).toBe(editorSpec('berserker').startFen);
    expect(o.fen).toBe(`${variantInfo('berserker').startFen} -`);
    expect(o.html).toBe('<script type="module" src="https://example.org/berserker-board.js"></script>\n<berserker-board variant="berserker" coordinates></berserker-board>');
    expect(o.frameUrl).toBe('https://example.org/embed/frame/?variant=berserker&coordinates');
    expect(o.status).toBe('Valid position: White to move.');
    expectAgreement(o);
  });

  it('every change updates every output, and they keep agreeing with one another', () => {
    let s = initialState();
    const steps: Array<[string, (s: EditorState) => EditorState, Array<keyof EditorOutput>]> = [
      ['drop a piece', (x) => placePiece(x, 'e4', 'Q', 'white'), ['fen', 'html', 'frameUrl', 'iframe', 'picture']],
      ['take one off', (x) => removePiece(x, 'a1'), ['fen', 'html', 'frameUrl', 'iframe', 'picture']],
      ['move one', (x) => movePiece(x, 'e4', 'd5'), ['fen', 'html', 'frameUrl', 'iframe', 'picture']],
      ['side to move', (x) => update(x, { turn: 'black' }), ['fen', 'html', 'frameUrl', 'iframe']],
      ['castling', (x) => update(x, { castling: toggleFlag(x.castling, 'K', false, ['K', 'Q', 'k', 'q']) }), ['fen', 'html', 'frameUrl', 'iframe']],
      ['mode', (x) => update(x, { mode: 'play' }), ['html', 'frameUrl', 'iframe']],
      ['rule option', (x) => setRule(x, 'trigger', 'cross'), ['html', 'frameUrl', 'iframe', 'rules']],
      ['orientation', (x) => update(x, { orientation: 'black' }), ['html', 'frameUrl', 'iframe', 'picture']],
      ['coordinates', (x) => update(x, { coordinates: false }), ['html', 'frameUrl', 'iframe', 'picture']],
      ['menu', (x) => update(x, { menu: true }), ['html', 'frameUrl', 'iframe']],
      ['move list', (x) => update(x, { moveList: 'bottom' }), ['html', 'frameUrl', 'iframe']],
      ['variant', (x) => setVariant(x, 'brawl'), ['fen', 'html', 'frameUrl', 'iframe', 'picture', 'spec']],
    ];
    for (const [what, change, changed] of steps) {
      const before = out(s);
      s = change(s);
      const after = out(s);
      for (const key of changed) expect(after[key], `${what}: ${key}`).not.toEqual(before[key]);
      expectAgreement(after);
      // The FEN in the snippet is the FEN shown (or the variant's start, left out).
      const fen = after.attributes.find(([k]) => k === 'fen')?.[1] ?? after.spec.startFen;
      expect(fen, what).toBe(after.fen);
    }
    expect(out(s).html).toContain('mode="play"');
  });

  it('rule options appear in the snippet and the iframe address as `rules`, in the engine\'s text form', () => {
    let s = setRule(setRule(initialState(), 'ohNo', 'on'), 'trigger', 'cross');
    const o = out(s);
    expect(o.rules).toBe('trigger=cross; ohNo=on');
    expect(o.html).toContain('rules="trigger=cross; ohNo=on"');
    expect(o.frameUrl).toContain('rules=trigger%3Dcross%3B+ohNo%3Don');
    expectAgreement(o);
    // Every option of the engine can be set; its default leaves it out again.
    for (const option of ruleOptionList()) {
      const other = option.values.find((v) => v !== option.default)!;
      expect(out(setRule(initialState(), option.key, other)).html).toContain(`rules="${option.key}=${other}"`);
      expect(out(setRule(setRule(initialState(), option.key, other), option.key, option.default)).html).not.toContain('rules=');
    }
    // A variant without the Berserker has no rule options.
    s = setVariant(s, 'chess');
    expect(out(s).html).not.toContain('rules=');
  });

  it('an invalid position gives the engine\'s message, and the snippet carries the same FEN the element will refuse', () => {
    const s = placePiece(initialState('chess'), 'a4', 'K', 'white');
    const o = out(s);
    expect(o.ok).toBe(false);
    expect(o.status).toBe('FEN board: White has 2 kings; Chess needs exactly one');
    expect(o.html).toContain(`fen="${o.fen}"`);
    expectAgreement(o);
    expect(out(update(startPosition(s), { enPassant: 'e3' })).status).toMatch(/^FEN en passant: /);
    expect(out(clearBoard(s)).status).toBe('FEN board: White has 0 kings; Chess needs exactly one');
    // The seventh field: a Berserker needs the other side to have triggered (C8).
    const z = placePiece(clearBoard(initialState()), 'e1', 'K', 'white');
    const zz = placePiece(placePiece(z, 'e8', 'K', 'black'), 'f3', 'Z', 'white');
    expect(out(zz).verdict.code).toBe('ERR_FEN_BERSERKER');
    expect(out(update(zz, { berserker: 't' })).ok).toBe(true);
    expect(out(update(zz, { berserker: 't' })).fen).toBe('4k3/8/8/8/8/5Z2/8/4K3 w - - 0 1 t');
  });

  it('pastes a FEN (in another variant if the editor\'s refuses it) or a PGN (variant, rules, start and moves)', () => {
    const fen = loadText(initialState(), 'k11/12/12/12/12/12/5A6/12/12/12/12/11K w - - 0 1');
    expect(fen.ok && fen.state.variant).toBe('brawl');
    expect(fen.ok && out(fen.state).fen).toBe('k11/12/12/12/12/12/5A6/12/12/12/12/11K w - - 0 1');
    const pgn = loadText(initialState('chess'), '[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Nb1=Z Nf6 *');
    expect(pgn.ok).toBe(true);
    const o = out(pgn.ok ? pgn.state : initialState());
    expect(o.html).toContain('variant="berserker" rules="ohNo=on" moves="1. e3 e5 2. Nb1=Z Nf6"');
    expect(o.ok).toBe(true);
    // The picture is the position after the moves (what the preview shows first).
    const after = readGame('[Variant "Berserker"]\n\n1. e3 e5 2. Nb1=Z Nf6 *').game;
    expect(o.picture.pieces.length).toBe(32);
    expect(o.picture.pieces.find((p) => p.letter === 'Z')).toBeTruthy();
    expect(after.history.length).toBe(4);
    const bad = loadText(initialState(), '1. e4 e5 2. Ke3');
    expect(bad).toMatchObject({ ok: false });
    expect(!bad.ok && bad.message).toMatch(/^PGN: .*Ke3/);
    const badFen = loadText(initialState(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1');
    expect(!badFen.ok && badFen.message).toMatch(/FEN board: rank 1: "X" is not a piece/);
  });

  it('bad moves: the engine\'s message, and the picture keeps the legal moves before them', () => {
    const s = update(initialState(), { moves: '1. e3 e5 2. Ke3' });
    const o = out(s);
    expect(o.ok).toBe(false);
    expect(o.movesError).toMatch(/^moves: .*Ke3/);
    expect(o.picture.pieces.some((p) => p.square === 20 && p.letter === 'P')).toBe(true); // e3
  });

  it('puzzle mode: the solution and mate-in reach the snippet, and a solution the engine cannot play is named', () => {
    const fen = '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t';
    const loaded = loadText(initialState(), fen);
    const s = update(loaded.ok ? loaded.state : initialState(), { mode: 'puzzle' });
    expect(out(s).status).toBe('puzzle: give the solution, or a mate-in number, or both');
    const ok = out(update(s, { solution: 'Zf7#', mateIn: '1' }));
    expect(ok.ok).toBe(true);
    expect(ok.html).toContain(`fen="${fen}" mode="puzzle" solution="Zf7#" mate-in="1"`);
    expectAgreement(ok);
    expect(out(update(s, { solution: 'Zf8' })).status).toMatch(/^solution: .*Zf8/);
    expect(out(update(s, { mateIn: 'two' })).status).toBe('mate-in: "two" is not a whole number from 1');
    // Solution fields are the puzzle's only: another mode leaves them out of the snippet.
    expect(out(update(s, { solution: 'Zf7#', mode: 'view' })).html).not.toContain('solution=');
  });

  it('the picture renders as the board renderer\'s SVG', () => {
    const svg = renderBoardSvg(out(setVariant(initialState(), 'berserker-brawl')).picture);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 1200 1200"/);
  });
});

describe('the palette', () => {
  it('every variant\'s palette is that variant\'s pieces from the engine, both colours, each with its picture', () => {
    for (const v of listVariants()) {
      const palette = paletteOf(v.id);
      expect(palette.map((p) => p.fen), v.id).toEqual(editorSpec(v.id).palette.map((p) => p.fen));
      expect(palette.length).toBe(v.pieces.length * 2);
      for (const p of palette) {
        expect(p.svg, `${v.id} ${p.fen}`).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
        expect(p.label).toMatch(/^(white|black) /);
      }
    }
    expect(paletteOf('berserker-brawl').map((p) => p.label)).toContain('black amazon');
    expect(paletteOf('berserker').map((p) => p.label)).toContain('white Berserker');
  });
});

describe('a PGN of several games (issue 28)', () => {
  it('names the game it took, offers the others, and reads any one of them', () => {
    const games = Array.from({ length: 1500 }, (_, i) => `[White "W${i + 1}"]\n[Black "B${i + 1}"]\n\n1. ${i % 2 ? 'd4' : 'e4'} *`).join('\n\n');
    const first = loadText(initialState('chess'), games);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.what).toMatch(/^PGN read: Game 1: W1 – B1, of 1,500 games in the text: Chess, 1 move\. Choose another game below/);
    expect(first.game).toBe(0);
    expect(first.games).toHaveLength(500);
    expect(first.games![1]).toBe('Game 2: W2 – B2');
    const second = loadText(initialState('chess'), games, 1);
    expect(second.ok && second.what).toMatch(/^PGN read: Game 2: W2 – B2/);
    expect(second.ok && second.state.moves).toBe('1. d4');
    const one = loadText(initialState('chess'), '1. e4 *');
    expect(one.ok && [one.what, one.games]).toEqual(['PGN read: Chess, 1 move.', undefined]);
  });
});

/** An annotated Berserker game: header, a game comment, clocks, a comment with quotes, & and <, a NAG, arrows, a variation, an evaluation. */
const ANNOTATED = `[Event "Club \\"open\\" & <cup>"]
[White "Ann"]
[Black "Bob"]
[Variant "Berserker"]

{ A short game. } 1. e3 { [%clk 0:05:00] } e5 { "Bold" & <sharp> [%clk 0:04:58] }
2. Nb1=Z $1 { [%cal Ge3e4,Rd1h5] [%csl Gb1] } (2. Ng1=Z { the other knight }) Nf6 { [%eval 0.3] } *`;

/** The PGN child's text in an element snippet, read back as the element reads it. */
function childPgn(html: string): string | null {
  const m = /<script type="application\/x-chess-pgn">\n([\s\S]*?)\n<\/script>\n<\/berserker-board>$/.exec(html);
  return m ? readPgnChildText(m[1]!) : null;
}

describe('a pasted annotated PGN (issue 29, item 5)', () => {
  const loaded = loadText(initialState(), ANNOTATED);
  if (!loaded.ok) throw new Error(loaded.message);
  const pasted = loaded.state;
  const whole = makePgn([...iteratePgn(ANNOTATED)][0]!);

  it('reaches the element snippet as its PGN child and the iframe address as `pgn`, whole', () => {
    const o = out(pasted);
    expect(o.ok).toBe(true);
    expect(o.pgn, 'the game as the engine writes it').toBe(whole);
    for (const part of ['[Event "Club \\"open\\" & <cup>"]', '[White "Ann"]', '{ A short game. }', '[%clk 0:05:00]', '{ "Bold" & <sharp> [%clk 0:04:58] }', '$1', '[%cal Ge3e4,Rd1h5]', '[%csl Gb1]', '(2. Ng1=Z { the other knight })', '[%eval 0.3]']) {
      expect(o.pgn, part).toContain(part);
    }
    expect(o.attributes, 'no `moves`: the element reads them from the PGN').toEqual([['variant', 'berserker'], ['coordinates', '']]);
    expect(o.html).toMatch(/^<script type="module" src="[^"]+"><\/script>\n<berserker-board variant="berserker" coordinates>\n<script type="application\/x-chess-pgn">\n\[Event /);
    expect(childPgn(o.html), 'the element reads back exactly the PGN').toBe(whole.replace(/\n$/, ''));
    expect(new URL(o.frameUrl).searchParams.get('pgn'), 'the iframe address carries it, URL-encoded').toBe(whole);
    expect(o.frameUrl).not.toMatch(/[ "<>{}[\]\n]/);
    expectAgreement(o);
    expect(o.pgnNote).toMatch(/carry the whole pasted game/);
    // The moves field still shows the main line (editing it is how a reader changes the game).
    expect(pasted.moves).toBe('1. e3 e5 2. Nb1=Z Nf6');
  });

  it('a comment holding </script> or <!-- <script> cannot end or swallow the page around the board', () => {
    const hostile = '[White "x"]\n\n1. e4 { see </script><img src=x onerror=alert(1)> and <!-- <script> and <\\/script> } *';
    const r = loadText(initialState('chess'), hostile);
    expect(r.ok).toBe(true);
    const o = out(r.ok ? r.state : initialState());
    const child = o.html.slice(o.html.indexOf('<script type="application/x-chess-pgn">') + 39, o.html.lastIndexOf('</script>'));
    expect(child, 'no </script and no <!-- inside the PGN child').not.toMatch(/<\/script|<!--/i);
    expect(childPgn(o.html), 'read back, the comment is exactly what was pasted').toContain('see </script><img src=x onerror=alert(1)> and <!-- <script> and <\\/script>');
    expect(childPgn(o.html)).toBe(o.pgn!.replace(/\n$/, ''));
  });

  it('the board\'s look may change: mode, orientation, theme, move list, menu, label keep the game', () => {
    for (const patch of [{ mode: 'play' }, { mode: 'puzzle', solution: 'e4', mateIn: '' }, { orientation: 'black' }, { theme: 'dark' }, { moveList: 'bottom' }, { menu: true }, { coordinates: false }, { label: 'My game' }] as const) {
      const o = out(update(pasted, patch));
      expect(o.pgn, JSON.stringify(patch)).toBe(whole);
      expectAgreement(o);
    }
  });

  it('another game — other moves, another position, rules or variant — has the moves alone; the same game again has its PGN back', () => {
    const edited = { ...pasted, moves: '1. e3 e5 2. Nb1=Z Nc6' };
    const changes: Array<[string, EditorState]> = [
      ['moves edited', edited],
      ['a piece placed', placePiece(pasted, 'h5', 'Q', 'white')],
      ['the start position', startPosition(pasted)],
      ['a rule option', setRule(pasted, 'ohNo', 'on')],
      ['another variant', setVariant(pasted, 'chess')],
      ['side to move', update(pasted, { turn: 'black' })],
    ];
    for (const [what, s] of changes) {
      const o = out(s);
      expect([o.pgn, o.html], what).toEqual([null, expect.not.stringContaining('x-chess-pgn')]);
      expect(new URL(o.frameUrl).searchParams.has('pgn'), what).toBe(false);
      expect(o.pgnNote, what).toMatch(/has changed since it was pasted/);
      expectAgreement(o);
    }
    expect(out(edited).attributes).toContainEqual(['moves', '1. e3 e5 2. Nb1=Z Nc6']);
    // The moves typed back as they were (however spaced): the pasted game again.
    expect(out({ ...edited, moves: ' 1. e3  e5\n2. Nb1=Z Nf6 ' }).pgn).toBe(whole);
    expect(out(setRule(setRule(pasted, 'ohNo', 'on'), 'ohNo', 'off')).pgn, 'a rule option set back').toBe(whole);
    // A new paste replaces it.
    const fen = loadText(pasted, '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
    expect(fen.ok && [fen.state.pasted, out(fen.state).pgnNote]).toEqual([null, '']);
  });

  it('a PGN with nothing but its moves stays the short `moves` attribute', () => {
    const r = loadText(initialState(), '[Variant "Berserker"]\n[Result "*"]\n\n1. e3 e5 2. Nb1=Z Nf6 *');
    const o = out(r.ok ? r.state : initialState());
    expect([o.pgn, o.pgnNote]).toEqual([null, '']);
    expect(o.html).toContain('<berserker-board variant="berserker" moves="1. e3 e5 2. Nb1=Z Nf6" coordinates></berserker-board>');
  });

  it('from a set-up position: the `fen` attribute says the same as the PGN\'s [FEN] tag', () => {
    const text = '[White "Ann"]\n[Variant "Berserker"]\n[SetUp "1"]\n[FEN "6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t"]\n\n1. Zf7# { mate } 1-0';
    const r = loadText(initialState(), text);
    const o = out(r.ok ? r.state : initialState());
    expect(o.pgn).toContain('{ mate }');
    expect(o.attributes).toEqual([['variant', 'berserker'], ['fen', '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t'], ['coordinates', '']]);
    expectAgreement(o);
  });
});
