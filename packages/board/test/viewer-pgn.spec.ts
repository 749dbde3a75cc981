/**
 * The viewer with PGN as it comes from the world: lichess and chess.com exports (%clk, %eval, analysis
 * comments and variations), escaped quotes and braces inside comments, CRLF line ends and a byte-order
 * mark, several games in one text, a text with a syntax error, and Berserker games with placements and
 * Oh No! take-backs (R3, R4, R8). What each should show is worked out from the text by hand.
 */
import { expect } from '@open-wc/testing';
import { readGameTree, readGameTrees } from '@berserker-chess/engine';
import { $, $$, collect, fromPgn } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

const LICHESS = `[Event "Casual Blitz game"]
[Site "https://lichess.org/AbCdEfGh"]
[Date "2024.03.09"]
[White "ada_l"]
[Black "brook_k"]
[Result "1-0"]
[UTCDate "2024.03.09"]
[UTCTime "18:22:41"]
[WhiteElo "1843"]
[BlackElo "1790"]
[Variant "Standard"]
[TimeControl "180+2"]
[ECO "C41"]
[Opening "Philidor Defense"]
[Termination "Normal"]
[Annotator "lichess.org"]

1. e4 { [%eval 0.2] [%clk 0:03:00] } 1... e5 { [%eval 0.19] [%clk 0:03:00] } 2. Nf3 { [%eval 0.18] [%clk 0:02:59] } 2... d6 { [%eval 0.45] [%clk 0:02:58] } 3. d4 { [%eval 0.39] [%clk 0:02:58] } 3... Bg4?! { (0.39 → 1.05) Inaccuracy. exd4 was best. } { [%eval 1.05] [%clk 0:02:55] } (3... exd4 4. Nxd4 Nf6 5. Nc3 Be7) 4. dxe5 { [%eval 1.0] [%clk 0:02:57] } 4... Bxf3 { [%eval 1.1] [%clk 0:02:53] } 5. Qxf3 { [%eval 1.05] [%clk 0:02:58] } 5... dxe5 { [%eval 1.2] [%clk 0:02:51] } 6. Bc4 { [%eval 1.1] [%clk 0:02:58] } 6... Nf6 { [%eval 1.3] [%clk 0:02:45] } 7. Qb3 { [%eval 1.25] [%clk 0:02:57] } 7... Qe7 { [%eval 1.4] [%clk 0:02:39] } 8. Nc3 { [%eval 1.3] [%clk 0:02:55] } 8... c6 { [%eval 1.5] [%clk 0:02:30] } 9. Bg5 { [%eval 1.6] [%clk 0:02:50] } 9... b5?? { (1.60 → 5.20) Blunder. Na6 was best. } { [%eval 5.2] [%clk 0:02:20] } (9... Na6 10. O-O-O Nc5) 10. Nxb5 { [%eval 5.0] [%clk 0:02:46] } 10... cxb5 { [%eval 5.5] [%clk 0:02:15] } 11. Bxb5+ { [%eval 5.3] [%clk 0:02:45] } 11... Nbd7 { [%eval 5.4] [%clk 0:02:12] } 12. O-O-O { [%eval 5.2] [%clk 0:02:44] } 12... Rd8 { [%eval 6.0] [%clk 0:02:01] } 13. Rxd7 { [%eval 6.1] [%clk 0:02:40] } 13... Rxd7 { [%eval 6.2] [%clk 0:01:59] } 14. Rd1 { [%eval 6.0] [%clk 0:02:39] } 14... Qe6 { [%eval #4] [%clk 0:01:50] } 15. Bxd7+ { [%eval #3] [%clk 0:02:37] } 15... Nxd7 { [%eval #2] [%clk 0:01:48] } 16. Qb8+ { [%eval #1] [%clk 0:02:36] } 16... Nxb8 { [%eval #1] [%clk 0:01:47] } 17. Rd8# { [%clk 0:02:35] } { White wins by checkmate. } 1-0
`;
const CHESSCOM = `[Event "Live Chess"]
[Site "Chess.com"]
[Date "2024.01.15"]
[Round "-"]
[White "AdaL"]
[Black "BrookK"]
[Result "0-1"]
[CurrentPosition "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"]
[Timezone "UTC"]
[ECO "C00"]
[ECOUrl "https://www.chess.com/openings/Kings-Pawn-Opening"]
[UTCDate "2024.01.15"]
[UTCTime "10:01:02"]
[WhiteElo "800"]
[BlackElo "812"]
[TimeControl "600"]
[Termination "BrookK won by checkmate"]
[StartTime "10:01:02"]
[EndDate "2024.01.15"]
[EndTime "10:01:30"]
[Link "https://www.chess.com/game/live/1234567890"]

1. f3 {[%clk 0:09:58.7]} 1... e5 {[%clk 0:09:57.2]} 2. g4 {[%clk 0:09:55]} 2... Qh4# {[%clk 0:09:54.1]} 0-1
`;
/** The seed game with R8: Black's 3... Nc6 taken back with Oh No! and replaced by 3... e4. */
const SEED = `[Event "Seed game"]
[White "Ann"]
[Black "Ben"]
[Result "*"]
[Variant "Berserker"]
[Rules "ohNo=on"]

1. e3 e5 { Black's pawn crosses: the trigger (R2). } 2. Ng1=Z { Black places White's Berserker: the g1 knight becomes it (R3). } d5 3. Be2 e4 { Oh no! Nc6 } 4. Zf3 exf3 { Black captures the Berserker. } 5. Zf1 { Black places it again on f1 (R4). } fxe2 6. Qxe2 *
`;

const text = (el: BerserkerBoard, sel: string) => $$(el, sel).map((e) => e.textContent!.replace(/\s+/g, ' ').trim());
const label = (el: BerserkerBoard, path: string) => $(el, `.moves [data-path="${path}"]`)!.getAttribute('aria-label');
const clocks = (el: BerserkerBoard) => $$(el, '.player .clock').map((c) => c.textContent);
const said = (el: BerserkerBoard) => $(el, '.sr[role="status"]')!.textContent!.trim();
const path = (ply: number) => Array(ply).fill('0').join('.');

describe('viewer with real-world PGN', () => {
  it('a lichess export: analysis comments, NAGs and variations, [%clk] beside the players, [%eval] kept', async () => {
    const el = await fromPgn(LICHESS);
    expect(el.errors).to.deep.equal([]);
    expect(el.history).to.have.length(33);
    expect(text(el, '.head strong')).to.deep.equal(['ada_l – brook_k']);
    expect(text(el, '.head span')).to.deep.equal(['Casual Blitz game, https://lichess.org/AbCdEfGh, 2024.03.09']);
    expect(label(el, path(6))).to.equal('3… Bg4, dubious move, evaluation +1.1, comment: (0.39 → 1.05) Inaccuracy. exd4 was best.');
    expect(label(el, path(18))).to.equal('9… b5, blunder, evaluation +5.2, comment: (1.60 → 5.20) Blunder. Na6 was best.');
    expect($$(el, '.moves .var')).to.have.length(2);
    // The clocks at the end: White's after 17. Rd8#, Black's after 16... Nxb8.
    expect(clocks(el)).to.deep.equal(['1:47', '2:35']);
    el.goTo(path(6));
    await el.updateComplete;
    expect(clocks(el)).to.deep.equal(['2:55', '2:58']);
    // Evals are not shown but are written back with everything else.
    expect(el.pgn).to.contain('[%eval #4]');
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(LICHESS));
  });

  it('a chess.com export: a number before each Black move, clocks with tenths, a result by checkmate', async () => {
    const el = await fromPgn(CHESSCOM);
    expect(el.errors).to.deep.equal([]);
    expect(el.history.map((m) => m.san)).to.deep.equal(['f3', 'e5', 'g4', 'Qh4#']);
    expect(el.status).to.include({ over: true, result: '0-1', reason: 'checkmate' });
    // The clock comments print nothing, so Black's moves need no number of their own.
    expect(text(el, '.moves button')).to.deep.equal(['1.f3', 'e5', '2.g4', 'Qh4#']);
    expect(clocks(el)).to.deep.equal(['9:54', '9:55']);
    el.goTo('0');
    await el.updateComplete;
    // Under a minute the tenths show; here White has 9:58.7 (over a minute: whole seconds).
    expect(clocks(el)).to.deep.equal(['9:58']);
    expect(text(el, '.res')).to.deep.equal(['Result: 0-1']);
  });

  it('escaped quotes in tags, a brace inside a comment, ; comments and % lines', async () => {
    const pgn = '[Event "The \\"Immortal\\" game"]\n[White "A \\\\ B"]\n[Black "C"]\n\n% an escape line, skipped\n1. e4 { a { brace inside } e5 ; a rest-of-line comment\n2. Nf3 *\n';
    const el = await fromPgn(pgn);
    expect(el.errors).to.deep.equal([]);
    expect(text(el, '.head strong')).to.deep.equal(['A \\ B – C']);
    expect(text(el, '.head span')).to.deep.equal(['The "Immortal" game']);
    expect(text(el, '.moves .cm')).to.deep.equal(['a { brace inside', 'a rest-of-line comment']);
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(pgn));
  });

  it('CRLF line ends and a byte-order mark read like plain text', async () => {
    const crlf = `\uFEFF${LICHESS.replace(/\n/g, '\r\n')}`;
    const el = await fromPgn(crlf);
    expect(el.errors).to.deep.equal([]);
    expect(el.history).to.have.length(33);
    expect(label(el, path(6))).to.equal('3… Bg4, dubious move, evaluation +1.1, comment: (0.39 → 1.05) Inaccuracy. exd4 was best.');
  });

  it('several games: a picker named "White – Black, Event, Result" shows each', async () => {
    const el = await fromPgn(`${CHESSCOM}\n\n${SEED}\n\n[White "X"]\n\n1. d4 *\n`);
    const select = $<HTMLSelectElement>(el, '.pick select')!;
    expect($(el, '.pick')!.textContent).to.contain('Game');
    // Each tag's text in a bidi isolate (FSI … PDI, issue 28): shown here without them.
    expect([...select.options].map((o) => o.textContent!.replace(/[\u2068\u2069]/g, ''))).to.deep.equal(['AdaL – BrookK, Live Chess, 0-1', 'Ann – Ben, Seed game', 'X – ?']);
    expect(select.value).to.equal('0');
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.variant).to.equal('berserker'); // the attribute is not touched: the game's [Variant] wins
    expect(el.history.map((m) => m.san).slice(0, 3)).to.deep.equal(['e3', 'e5', 'Ng1=Z']);
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(SEED));
    expect($<HTMLSelectElement>(el, '.pick select')!.value).to.equal('1');
    // One game: no picker.
    expect($(await fromPgn(CHESSCOM), '.pick')).to.equal(null);
  });

  it('a syntax error: the message names line and column, the game is shown up to it', async () => {
    const pgn = '[Event "Broken"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 & a6 4. Ba4 *\n';
    const errors = collect<{ attribute: string; message: string; code: string }>(document.body, 'never');
    const el = await fromPgn(pgn);
    expect(errors).to.deep.equal([]);
    expect(el.errors).to.have.length(1);
    expect(el.errors[0]).to.deep.include({ attribute: 'pgn', code: 'ERR_PGN' });
    expect(el.errors[0]!.message).to.match(/^line 6, column 8: unexpected character '&'/);
    expect($(el, '.error')!.textContent).to.contain('line 6, column 8');
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    expect(text(el, '.head strong')).to.deep.equal(['A – B']);
    // A later game with an error: the games before it are whole.
    const two = await fromPgn(`${CHESSCOM}\n\n[White "Y"]\n\n1. e4 (1. d4 2. c4 *\n`);
    expect(two.errors[0]!.message).to.match(/^line \d+, column \d+: missing '\)'/);
    expect($$(two, '.pick option')).to.have.length(2);
    expect(two.history.map((m) => m.san)).to.deep.equal(['f3', 'e5', 'g4', 'Qh4#']);
  });

  it('a Berserker game: placements named in the list, the Oh No! take-back struck through beside its replacement', async () => {
    const el = await fromPgn(SEED);
    expect(el.errors).to.deep.equal([]);
    expect(el.variant).to.equal('berserker');
    // 2. Ng1=Z: Black places White's Berserker (R3); 5. Zf1: placed again after its capture (R4).
    expect(label(el, path(3))).to.equal("2. Ng1=Z, Black places White's Berserker on g1, where the knight stands, comment: Black places White's Berserker: the g1 knight becomes it (R3).");
    expect(label(el, path(9))).to.equal("5. Zf1, Black places White's Berserker on f1, comment: Black places it again on f1 (R4).");
    expect($$(el, '.moves .pl').map((b) => b.textContent!.trim())).to.deep.equal(['2.Ng1=Z', '5.Zf1']);
    // 3... e4 replaced 3... Nc6, taken back (R8): struck through right beside it, said in words.
    const e4 = $(el, `.moves [data-path="${path(6)}"]`)!;
    const struck = e4.nextElementSibling!;
    expect(struck.tagName).to.equal('DEL');
    expect(struck.textContent).to.equal('replacing Nc6, taken back with Oh No!');
    expect(el.takeBacks).to.deep.equal([{ ply: 5, retracted: 'Nc6', by: 'black' }]);
    el.goTo(path(6));
    await el.updateComplete;
    expect(said(el)).to.equal('3… e4, Black: pawn e5 to e4, replacing Nc6, taken back with Oh No!');
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(SEED));
  });

  it('a pending take-back (taken back, not yet replaced) is shown after its move', async () => {
    const el = await fromPgn('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e6 { Oh no! Nf3 taken back } *\n');
    const struck = $(el, '.moves del')!;
    expect(struck.textContent).to.equal('then Nf3, taken back with Oh No!');
    expect(struck.previousElementSibling!.getAttribute('data-path')).to.equal('0.0');
    expect(el.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
  });

  it('every game of these texts reads in the engine too (the fixtures are real games)', () => {
    expect(readGameTrees(`${LICHESS}\n${CHESSCOM}\n${SEED}`)).to.have.length(3);
  });
});
