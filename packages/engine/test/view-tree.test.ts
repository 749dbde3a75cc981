/**
 * The PGN game tree (view/tree.ts): every move described and placed (paths, tokens, FEN), comments
 * cleaned of [%…] commands with shapes, clock and eval read, Oh No! records (R8), variations at any
 * depth, navigation, and a writer whose output reads back as an equal tree. The expected values are
 * worked out from the rules spec (R3, R4, R8, R10) and the PGN text, not read off the code.
 */
import { describe, it, expect } from 'vitest';
import {
  readGameTree, readGameTrees, iterateGameTrees, writeGameTree, nodeAtPath, mainline, lineTo, gameAtPath,
  parseShapes, formatShapes, nagGlyph, nagText, readGame, writePgn, Game, treeWithMove, treeWithoutNode, treeWithTakeBack,
  pathAfterRemoval, parsePgnPrefix, type GameTree, type GameTreeNode,
} from '../src/index.js';
import { thrown } from './helpers.js';

const ANNOTATED = `[Event "Annotated"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "Berserker"]

{ The seeds' release example [%csl Ge3] } 1. e3 { [%clk 0:05:00] } e5 $1 { Black triggers [%cal Re5e4,Gd8h4] [%clk 0:04:58.5] }
(1... d6 2. Nf3 (2. d3 Nf6 (2... e6 3. Be2)) 2... Nd7)
2. Nb1=Z $5 { Black places White's Berserker on b1 } (2. Ng1=Z Nc6 (2... Nf6)) 2... Nf6 $14 *
`;


const at = (tree: GameTree, path: string): GameTreeNode => {
  const n = nodeAtPath(tree, path);
  if (!n) throw new Error(`no node at ${path}`);
  return n;
};

/** Round trip: what writeGameTree writes reads back as an equal tree. */
function expectRoundTrip(tree: GameTree, maxLineLength?: number): string {
  const text = writeGameTree(tree, maxLineLength === undefined ? {} : { maxLineLength });
  expect(readGameTree(text)).toEqual(tree);
  return text;
}

describe('readGameTree: a Berserker game with variations at several depths', () => {
  const tree = readGameTree(ANNOTATED);

  it('reads the variant, the start and the main line with its SAN, plies and FEN', () => {
    expect(tree.variant).toBe('berserker');
    expect(tree.rules).toBe('');
    expect(tree.startFen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -');
    expect(mainline(tree).map((n) => [n.path, n.ply, n.san])).toEqual([['0', 1, 'e3'], ['0.0', 2, 'e5'], ['0.0.0', 3, 'Nb1=Z'], ['0.0.0.0', 4, 'Nf6']]);
    // R3: e5 triggers; Black places White's Berserker (the b1 knight stays and becomes Z); a placement
    // is neither a capture nor a pawn move for the 50-move clock (C5); the seventh field keeps t.
    expect(at(tree, '0.0.0').fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RZBQKBNR b KQkq - 1 2 t');
    expect(tree.status).toMatchObject({ over: false, result: '*' });
    expect(tree.result).toBe('*');
  });

  it('describes a placement as the owner\'s move chosen by the opponent (R3, R10)', () => {
    const move = at(tree, '0.0.0').move;
    expect(move).toMatchObject({ san: 'Nb1=Z', kind: 'release', color: 'white', controller: 'black', from: 'b1', piece: 'N' });
    expect(at(tree, '0.0.0').token).toEqual({ ply: 3, san: 'Nb1=Z', color: 'white', moveNumber: 2, label: '2.', spokenLabel: '2.' });
  });

  it('places every variation by path: alternatives follow the move they replace', () => {
    const paths: Array<[string, string]> = [
      ['0.1', 'd6'], ['0.1.0', 'Nf3'], ['0.1.0.0', 'Nd7'], ['0.1.1', 'd3'], ['0.1.1.0', 'Nf6'], ['0.1.1.1', 'e6'],
      ['0.1.1.1.0', 'Be2'], ['0.0.1', 'Ng1=Z'], ['0.0.1.0', 'Nc6'], ['0.0.1.1', 'Nf6'],
    ];
    for (const [path, san] of paths) {
      expect(at(tree, path).san, path).toBe(san);
      expect(at(tree, path).path).toBe(path);
    }
    expect(at(tree, '0').children.map((n) => n.san)).toEqual(['e5', 'd6']);
    // A variation at the placement ply: Black could have released the g1 knight instead.
    expect(at(tree, '0.0.1').move).toMatchObject({ kind: 'release', controller: 'black', from: 'g1' });
    expect(at(tree, '0.1.1.1.0').ply).toBe(5);
  });

  it('labels moves as a reader sees them: Black gets 12… when a line starts or after a comment or variation', () => {
    const labels: Array<[string, string]> = [
      ['0', '1.'], // game start
      ['0.0', '1…'], // after e3's comment (its clock)
      ['0.1', '1…'], // a variation that starts with a Black move
      ['0.1.0.0', '2…'], // Nd7 follows the variation (2. d3 …) written after Nf3
      ['0.1.1.0', ''], // Nf6 right after 2. d3
      ['0.1.1.1', '2…'], // e6 starts a variation
      ['0.0.1.0', ''], // Nc6 right after 2. Ng1=Z
      ['0.0.0.0', '2…'], // Nf6 after Nb1=Z's comment and variation
    ];
    for (const [path, label] of labels) expect(at(tree, path).token.label, path).toBe(label);
    expect(at(tree, '0.1.1.0').token).toMatchObject({ color: 'black', moveNumber: 2, spokenLabel: '2…' });
  });

  it('keeps comments without commands, and reads shapes, clocks, NAGs and glyphs', () => {
    expect(tree.comments).toEqual(["The seeds' release example"]);
    expect(tree.shapes).toEqual([{ from: 'e3', color: 'green' }]);
    expect(at(tree, '0')).toMatchObject({ comments: [], clock: 300, shapes: [] });
    expect(at(tree, '0.0')).toMatchObject({
      comments: ['Black triggers'], clock: 298.5, nags: [1], glyphs: ['!'],
      shapes: [{ from: 'e5', to: 'e4', color: 'red' }, { from: 'd8', to: 'h4', color: 'green' }],
    });
    expect(at(tree, '0.0.0')).toMatchObject({ nags: [5], glyphs: ['!?'], comments: ["Black places White's Berserker on b1"], clock: null });
    expect(at(tree, '0.0.0.0')).toMatchObject({ nags: [14], glyphs: ['⩲'] });
  });

  it('writes the tree back so that it reads as an equal tree (also wrapped narrow)', () => {
    const text = expectRoundTrip(tree, Infinity);
    expect(text).toContain('[Variant "Berserker"]');
    expect(text).toContain('[%cal Re5e4,Gd8h4]');
    expect(text).toContain('[%clk 0:04:58.5]');
    expect(text).toContain('(1... d6 2. Nf3 (2. d3 Nf6 (2... e6 3. Be2)) 2... Nd7)');
    expectRoundTrip(tree, 30);
    expectRoundTrip(readGameTree(text));
  });

  it('navigates: nodeAtPath, lineTo, mainline and gameAtPath', () => {
    expect(nodeAtPath(tree, '')).toBeNull();
    expect(nodeAtPath(tree, '0.5')).toBeNull();
    expect(nodeAtPath(tree, '0.x')).toBeNull();
    expect(nodeAtPath(tree, '1')).toBeNull();
    expect(lineTo(tree, '0.1.1.1.0').map((n) => n.san)).toEqual(['e3', 'd6', 'd3', 'e6', 'Be2']);
    expect(lineTo(tree, '')).toEqual([]);
    expect(thrown(() => lineTo(tree, '0.0.7')).code).toBe('ERR_ARGS');
    const g = gameAtPath(tree, '0.0.1.0');
    expect(g.history.map((m) => m.san)).toEqual(['e3', 'e5', 'Ng1=Z', 'Nc6']);
    expect(g.fen()).toBe(at(tree, '0.0.1.0').fen);
    // The game goes on from the variation: the Berserker released from g1 can move.
    expect(g.play('Zf3').san).toBe('Zf3');
    expect(gameAtPath(tree, '').fen()).toBe(tree.startFen);
  });
});

describe('readGameTree: captures, re-placement and Oh No! (R4, R8)', () => {
  it('describes the capture of a Berserker and its re-placement by the capturer', () => {
    const tree = readGameTree('[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2 *');
    const line = mainline(tree);
    expect(line.map((n) => n.san).join(' ')).toBe('e3 e5 Ng1=Z d5 Be2 e4 Zf3 exf3 Zf1 fxe2 Qxe2');
    expect(line[7]!.move).toMatchObject({ san: 'exf3', captured: 'Z', color: 'black', controller: 'black' });
    // R4: Black captured White's Berserker and places it, as White's move 5, from off the board.
    expect(line[8]!.move).toMatchObject({ san: 'Zf1', kind: 'place', from: null, to: 'f1', color: 'white', controller: 'black' });
    expect(line[8]!.token).toMatchObject({ label: '5.', moveNumber: 5 });
    expect(line[8]!.fen.split(' ')[0]).toMatch(/\/RNBQKZ1R$/);
    expectRoundTrip(tree);
  });

  const OH_NO = '[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Ng1=Z { Oh no! Nb1=Z } 2... Nf6 { Oh no! Nc3 taken back } *';

  it('keeps take-backs as retracted moves, not as comments, and replays them', () => {
    const tree = readGameTree(OH_NO);
    expect(tree.rules).toBe('ohNo=on');
    const [, , placed, reply] = mainline(tree);
    expect(placed!.retracted).toMatchObject({ san: 'Nb1=Z', controller: 'black' });
    expect(placed!.comments).toEqual([]);
    expect(reply!.retractedAfter).toMatchObject({ san: 'Nc3', controller: 'white' });
    expect(reply!.comments).toEqual([]);
    const g = gameAtPath(tree, reply!.path);
    expect(g.ohNoUsed()).toEqual({ white: true, black: true });
    expect(g.canOhNo('white')).toBe(false);
    expect(g.takeBackLog.map((t) => [t.ply, t.retracted.san, t.by])).toEqual([[2, 'Nb1=Z', 'black'], [4, 'Nc3', 'white']]);
    const text = expectRoundTrip(tree);
    expect(text).toContain('2. Ng1=Z { Oh no! Nb1=Z } 2... Nf6 { Oh no! Nc3 taken back } *');
  });

  it('issue 12 item 5: a game with a take-back, written and read back, keeps it and forbids a second', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    for (const m of ['e3', 'e5', 'Nb1=Z']) g.play(m);
    g.ohNo(); // Black takes back the placement
    for (const m of ['Ng1=Z', 'Nf6']) g.play(m);
    const tree = readGameTree(writeGameTree(readGameTree(writeGameTree(readGameTree(
      `[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Ng1=Z { Oh no! Nb1=Z } 2... Nf6 *`))))); // twice round
    const back = gameAtPath(tree, mainline(tree).at(-1)!.path);
    expect(back.fen()).toBe(g.fen());
    expect(back.ohNoUsed()).toEqual({ white: false, black: true });
    back.play('Zf3');
    back.play('Nc6'); // Black's own move: Black has used the take-back
    expect(back.canOhNo('black')).toBe(false);
    // A second take-back by Black in the text is refused, naming the game and the record.
    const err = thrown(() => readGameTree('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Ng1=Z { Oh no! Nb1=Z } 2... Nf6 { Oh no! Nc6 } *'));
    expect(err.code).toBe('ERR_TAKEBACK');
    expect(err.message).toMatch(/game 1 \(line 1\).*Oh no! Nc6.*black has already used their take-back/);
  });

  it('reads a record with a command beside it as a record, keeping the command', () => {
    const text = '[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 { [%clk 0:01:00] Hello } { Oh no! e4 [%eval 1] } e5 *';
    const tree = readGameTree(text);
    expect(at(tree, '0')).toMatchObject({ comments: ['Hello'], clock: 60, eval: '1', retracted: { san: 'e4' } });
    // Written back, the record stands alone, so it can never turn into (or out of) a plain comment.
    expect(expectRoundTrip(tree)).toContain('{ Hello [%eval 1] [%clk 0:01:00] } { Oh no! e4 }');
    const { game, record } = readGame(text);
    expect(writePgn(game, { annotations: record })).toContain('1. e3 { [%clk 0:01:00] Hello } { [%eval 1] } { Oh no! e4 }');
  });

  it('keeps take-backs inside variations to their variation', () => {
    // Black takes back in a variation (at ply 2, and pending at ply 3); the main line still allows Black's own.
    const tree = readGameTree('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 (1. e4 { Oh no! d4 }) e5 (1... d6 { Oh no! d5 }) ' +
      '(1... e6 2. d3 { Oh no! Nf3 }) 2. Ng1=Z { Oh no! Nb1=Z } Nf6 *');
    expect(at(tree, '1').retracted?.san).toBe('d4');
    expect(at(tree, '0.1').retracted?.san).toBe('d5');
    expect(at(tree, '0.2.0').retracted?.san).toBe('Nf3');
    expect(at(tree, '0.0.0').retracted).toMatchObject({ san: 'Nb1=Z', controller: 'black' });
    expect(gameAtPath(tree, '0.1').ohNoUsed()).toEqual({ white: false, black: true });
    expect(gameAtPath(tree, '0.0.0.0').takeBackLog.map((t) => t.by)).toEqual(['black']);
    expectRoundTrip(tree);
  });
});

describe('real-world PGN', () => {
  const LICHESS = `[Event "Rated Blitz game"]
[Site "https://lichess.org/AbCdEfGh"]
[Date "2024.03.01"]
[Round "-"]
[White "alice"]
[Black "bob"]
[Result "1-0"]
[UTCDate "2024.03.01"]
[WhiteElo "1500"]
[BlackElo "1480"]
[TimeControl "180+2"]
[Termination "Normal"]

1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:03:00] } 2. Nf3 { [%eval 0.19] [%clk 0:02:59] } 2... d6?! { [%eval 0.6] [%clk 0:02:57] } { Inaccuracy. Nc6 was best. } (2... Nc6 3. Bb5) 3. d4 { [%eval 0.55] [%clk 0:02:58] } 1-0

`;

  it('reads a lichess export: tags, evals, clocks, a judgement comment and its variation', () => {
    const tree = readGameTree(LICHESS);
    expect(tree.tags).toContainEqual(['TimeControl', '180+2']);
    expect(tree.result).toBe('1-0');
    const [e4, e5, , d6] = mainline(tree);
    expect(e4).toMatchObject({ eval: '0.17', clock: 180, comments: [] });
    expect(e5!.token.label).toBe('1…');
    expect(d6).toMatchObject({ eval: '0.6', clock: 177, nags: [6], glyphs: ['?!'], comments: ['Inaccuracy. Nc6 was best.'] });
    expect(at(tree, '0.0.0.1').san).toBe('Nc6');
    expectRoundTrip(tree);
  });

  it('reads several games with a BOM, CRLF line ends, chess.com clocks and commands it does not know', () => {
    const chessCom = '[Event "Live Chess"]\r\n[Site "Chess.com"]\r\n[Result "0-1"]\r\n\r\n' +
      '1. f3 {[%clk 0:09:59.9][%emt 0:00:01]} 1... e5 {[%clk 0:09:58.2]} 2. g4 {[%clk 0:09:50]} 2... Qh4# {[%clk 0:09:57]} 0-1\r\n\r\n';
    const trees = readGameTrees(`\uFEFF${LICHESS}${chessCom}`);
    expect(trees).toHaveLength(2);
    const [f3, , , mate] = mainline(trees[1]!);
    expect(f3).toMatchObject({ clock: 599.9, commands: ['[%emt 0:00:01]'], comments: [] });
    expect(mate!.san).toBe('Qh4#');
    expect(trees[1]!.status).toMatchObject({ over: true, result: '0-1', reason: 'checkmate', winner: 'black' });
    expect(writeGameTree(trees[1]!)).toContain('[%clk 0:09:59.9] [%emt 0:00:01]');
    for (const t of trees) expectRoundTrip(t);
  });

  it('reads quoted tag values, braces in tags, an open brace in a comment and nested variations', () => {
    const tree = readGameTree('[Event "The \\"Big\\" {One}"]\n[Site "C:\\\\chess"]\n\n1. e4 { a { b } (1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6))) 1... c5 *');
    expect(tree.tags).toEqual([['Event', 'The "Big" {One}'], ['Site', 'C:\\chess']]);
    expect(at(tree, '0').comments).toEqual(['a { b']);
    expect(lineTo(tree, '1.1.1').map((n) => n.san)).toEqual(['d4', 'Nf6', 'Nf3']);
    expectRoundTrip(tree);
  });

  it('names the line and column of a syntax error, and the game, ply and move of an illegal one', () => {
    const unclosed = thrown(() => readGameTree('[Event "x"]\n\n1. e4 e5\n2. Nf3 (2. Nc3 Nc6 *'));
    expect(unclosed).toMatchObject({ code: 'ERR_PGN', where: 'line 4, column 8' });
    expect(unclosed.message).toMatch(/missing '\)'/);
    expect(thrown(() => readGameTree('1. e4 {never closed')).where).toBe('line 1, column 7');
    const illegal = thrown(() => readGameTrees('1. e4 *\n\n[Event "b"]\n\n1. e4 e5 (1... Nc6 2. Kd3) *'));
    expect(illegal.where).toBe('game 2 (line 3), variation, ply 3 (2.)');
    expect(illegal.message).toMatch(/"Kd3"/);
    expect(thrown(() => readGameTree('')).code).toBe('ERR_PGN');
  });

  it('streams games: iterateGameTrees gives the first game before it reads the next', () => {
    const games = iterateGameTrees('1. e4 *\n\n1. d4 *\n\n1. c4 {bad *');
    expect(games.next().value?.children[0]!.san).toBe('e4');
    expect(games.next().value?.children[0]!.san).toBe('d4');
    expect(() => games.next()).toThrowError(/line 5, column 7: unterminated comment/);
  });
});

describe('comment commands and glyphs', () => {
  it('parseShapes takes commands out of the text and keeps what it cannot read verbatim', () => {
    expect(parseShapes('Good [%cal Ge2e4,Rd7d5][%csl Yd4] move')).toEqual({
      text: 'Good move', clock: null, eval: null, commands: [],
      shapes: [{ from: 'e2', to: 'e4', color: 'green' }, { from: 'd7', to: 'd5', color: 'red' }, { from: 'd4', color: 'yellow' }],
    });
    expect(parseShapes('[%clk 1:02:03.25] [%eval #-3]')).toMatchObject({ text: '', clock: 3723.25, eval: '#-3' });
    expect(parseShapes('[%csl Xd4] [%clk soon] [%emt 0:00:05] [%cal Bl12a1]')).toMatchObject({
      commands: ['[%csl Xd4]', '[%clk soon]', '[%emt 0:00:05]'], shapes: [{ from: 'l12', to: 'a1', color: 'blue' }],
    });
    expect(parseShapes('  plain words  ')).toMatchObject({ text: 'plain words', shapes: [], commands: [] });
    expect(parseShapes('[not a command] 50% [%')).toMatchObject({ text: '[not a command] 50% [%', commands: [] });
  });

  it('formatShapes writes arrows then squares, and refuses what is not a shape', () => {
    expect(formatShapes([{ from: 'd4', color: 'yellow' }, { from: 'e2', to: 'e4', color: 'green' }, { from: 'd7', to: 'd5', color: 'red' }]))
      .toBe('[%cal Ge2e4,Rd7d5][%csl Yd4]');
    expect(formatShapes([])).toBe('');
    expect(thrown(() => formatShapes([{ from: 'e9x', color: 'green' }])).code).toBe('ERR_ARGS');
    expect(thrown(() => formatShapes([{ from: 'e2', color: 'purple' as 'green' }])).code).toBe('ERR_ARGS');
  });

  it('nagGlyph gives the printed symbols, and $n for a NAG without one', () => {
    const glyphs = [1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19, 22, 23].map(nagGlyph);
    expect(glyphs).toEqual(['!', '?', '!!', '??', '!?', '?!', '=', '∞', '⩲', '⩱', '±', '∓', '+−', '−+', '⨀', '⨀']);
    expect(nagGlyph(0)).toBe('$0');
    expect(nagGlyph(250)).toBe('$250');
  });
});

describe('editing a tree: a reader\'s own moves (treeWithMove), discarding them (treeWithoutNode)', () => {
  const tree = readGameTree(ANNOTATED);

  it('adds a variation after any move: the engine plays it, numbers it and gives it the next path', () => {
    // After 1. e3 e5 (the trigger) Black places; the tree has Nb1=Z and Ng1=Z: a third knight is not there,
    // so try the continuation of the d6 variation instead: 1... d6 2. Nf3 Nd7 3. Nc3.
    const { tree: t, path } = treeWithMove(tree, '0.1.0.0', 'Nc3');
    expect(path).toBe('0.1.0.0.0');
    const n = at(t, path);
    expect(n).toMatchObject({ ply: 5, san: 'Nc3', comments: [], nags: [], retracted: null, children: [] });
    expect(n.token).toEqual({ ply: 5, san: 'Nc3', color: 'white', moveNumber: 3, label: '3.', spokenLabel: '3.' });
    expect(n.fen).toBe(gameAtPath(t, path).fen());
    expect(readGameTree(writeGameTree(t))).toEqual(t);
    // The original tree is unchanged, and what did not change is shared.
    expect(nodeAtPath(tree, '0.1.0.0.0')).toBeNull();
    expect(t.children[0]!.children[0]).toBe(tree.children[0]!.children[0]);
  });

  it('a move already there is found, not added: same path, same tree', () => {
    const r = treeWithMove(tree, '0', 'd6');
    expect(r.path).toBe('0.1');
    expect(r.tree).toBe(tree);
    expect(treeWithMove(tree, '', 'e2e3').path).toBe('0'); // coordinates too
  });

  it('a variation before a Black move gives that move its number (12…), as the written PGN reads', () => {
    const plain = readGameTree('1. e4 e5 2. Nf3 Nc6 *');
    expect(at(plain, '0.0.0.0').token.label).toBe('');
    const { tree: t, path } = treeWithMove(plain, '0.0', 'Bc4');
    expect(path).toBe('0.0.1');
    expect(at(t, path).token.label).toBe('2.');
    expect(at(t, '0.0.0.0').token.label).toBe('2…'); // Nc6 now follows "(2. Bc4)"
    expect(readGameTree(writeGameTree(t))).toEqual(t);
    // Removing the variation gives the same tree as before (labels, paths and status).
    expect(treeWithoutNode(t, '0.0.1')).toEqual(plain);
  });

  it('a move at the end of the main line continues it; the main line\'s status follows', () => {
    const mate = readGameTree('[Variant "Chess"]\n\n1. f3 e5 2. g4 *');
    expect(mate.status.over).toBe(false);
    const { tree: t, path } = treeWithMove(mate, '0.0.0', 'Qh4#');
    expect(path).toBe('0.0.0.0');
    expect(mainline(t).map((n) => n.san)).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(t.status).toMatchObject({ over: true, reason: 'checkmate', winner: 'black' });
    expect(readGameTree(writeGameTree(t))).toEqual(t);
  });

  it('an illegal move or a path with no node is the engine\'s ChessError; the tree is untouched', () => {
    expect(thrown(() => treeWithMove(tree, '0', 'Ke2')).code).toBe('ERR_ILLEGAL_MOVE');
    expect(thrown(() => treeWithMove(tree, '0.9', 'd5')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithoutNode(tree, '')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithoutNode(tree, '7')).code).toBe('ERR_ARGS');
  });

  it('removing a variation moves its later siblings up one, subtrees re-pathed; pathAfterRemoval says where a path went', () => {
    const three = readGameTree('1. e4 (1. d4 d5 2. c4) (1. c4 e5 (1... c5)) (1. Nf3) e5 *');
    const t = treeWithoutNode(three, '1');
    expect(t.children.map((n) => n.san)).toEqual(['e4', 'c4', 'Nf3']);
    expect(at(t, '1.1').san).toBe('c5');
    expect(at(t, '1.1').path).toBe('1.1');
    expect(at(t, '2').path).toBe('2');
    expect(readGameTree(writeGameTree(t))).toEqual(t);
    expect(pathAfterRemoval('2.0.1', '1')).toBe('1.0.1');
    expect(pathAfterRemoval('0.0', '1')).toBe('0.0');
    expect(pathAfterRemoval('1.0', '1')).toBeNull();
    expect(pathAfterRemoval('1', '1')).toBeNull();
    expect(pathAfterRemoval('0.3.2', '0.1')).toBe('0.2.2');
    expect(pathAfterRemoval('1.3', '0.1')).toBe('1.3');
    expect(pathAfterRemoval('', '0.1')).toBe('');
  });
});

describe('treeWithTakeBack: R8 Oh No! in a tree', () => {
  const base = readGameTree('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e6 2. Nf3 *');

  it('takes the last action back: a pending take-back after the move before, read back the same', () => {
    const { tree: t, move } = treeWithTakeBack(base, '0.0.0');
    expect(move.san).toBe('Nf3');
    expect(nodeAtPath(t, '0.0.0')).toBeNull();
    expect(at(t, '0.0').retractedAfter?.san).toBe('Nf3');
    expect(writeGameTree(t)).toMatch(/e6 \{ ?Oh no! Nf3 taken back ?\}/);
    expect(readGameTree(writeGameTree(t))).toEqual(t);
    // The next move replaces it, as a game records it: 2. Nc3 {Oh no! Nf3}.
    const { tree: t2, path } = treeWithMove(t, '0.0', 'Nc3');
    expect(at(t2, path).retracted?.san).toBe('Nf3');
    expect(at(t2, '0.0').retractedAfter).toBeNull();
    expect(writeGameTree(t2)).toMatch(/2\. Nc3 \{ ?Oh no! Nf3 ?\}/);
    expect(readGameTree(writeGameTree(t2))).toEqual(t2);
    // White's one take-back is used (R8): the engine refuses another.
    expect(thrown(() => treeWithTakeBack(t2, path)).code).toBe('ERR_TAKEBACK');
  });

  it('refuses what the rules or the tree cannot hold: no R8, a first action, a move with moves after it', () => {
    expect(thrown(() => treeWithTakeBack(readGameTree('1. e4 e5 *'), '0.0')).code).toBe('ERR_TAKEBACK');
    expect(thrown(() => treeWithTakeBack(base, '0')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithTakeBack(readGameTree('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 *'), '0')).code).toBe('ERR_TAKEBACK');
  });
});

describe('parsePgnPrefix: a text read up to its first syntax error', () => {
  it('keeps the games before the error and the moves before it; the error names line and column', () => {
    const text = '[White "A"]\n\n1. e4 e5 *\n\n[White "B"]\n\n1. d4 d5 2. c4 & e6 *\n';
    const { games, error } = parsePgnPrefix(text);
    expect(error?.code).toBe('ERR_PGN');
    expect(error?.where).toBe('line 7, column 16');
    expect(games.map((g) => g.moves.map((m) => m.san))).toEqual([['e4', 'e5'], ['d4', 'd5', 'c4']]);
  });

  it('an unclosed variation or comment: cut where it opens', () => {
    expect(parsePgnPrefix('1. e4 e5 (1... c5 2. Nf3').games[0]!.moves.map((m) => m.san)).toEqual(['e4', 'e5']);
    expect(parsePgnPrefix('1. e4 { never closed 2. d4').games[0]!.moves.map((m) => m.san)).toEqual(['e4']);
  });

  it('counts lines as the reader does (CRLF, CR) and gives no game when nothing reads', () => {
    const { games, error } = parsePgnPrefix('1. e4 e5\r\n2. Nf3 )');
    expect(error?.where).toBe('line 2, column 8');
    expect(games[0]!.moves.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3']);
    expect(parsePgnPrefix('1. e4\r2. d4 & *').error?.where).toBe('line 2, column 7');
    expect(parsePgnPrefix('1. e4\r2. d4 & *').games[0]!.moves.map((m) => m.san)).toEqual(['e4', 'd4']);
    expect(parsePgnPrefix('& 1. e4').games).toEqual([]);
    expect(parsePgnPrefix('1. e4 e5 *')).toMatchObject({ error: null });
  });
});

describe('nagText: NAGs in words for screen readers', () => {
  it('names the move and position NAGs; others fall back to the glyph', () => {
    expect([1, 2, 3, 4, 5, 6, 13, 14, 17, 18].map(nagText)).toEqual([
      'good move', 'mistake', 'brilliant move', 'blunder', 'interesting move', 'dubious move', 'unclear position',
      'White is slightly better', 'Black is better', 'White is winning',
    ]);
    expect(nagText(250)).toBe('$250');
  });
});

describe('shapes off the board (issue 28)', () => {
  it('are dropped from shapes in one place, named in problems, and kept verbatim for writing', async () => {
    const { readGameTree: read, writeGameTree: write, readGameTreeAt: at_ } = await import('../src/index.js');
    const tree = read('{ [%csl Gz9,Ge4] } 1. e4 { [%cal Gl12a1,Re2e4] [%csl Ri1] } *');
    expect(tree.shapes).toEqual([{ from: 'e4', color: 'green' }]);
    expect(tree.children[0]!.shapes).toEqual([{ from: 'e2', to: 'e4', color: 'red' }]);
    expect(tree.problems).toEqual([
      'the opening comment: [%csl Gz9] is not drawn: "z9" is not a square of the 8x8 board',
      'move 1. e4: [%cal Gl12a1] is not drawn: "l12" is not a square of the 8x8 board',
      'move 1. e4: [%csl Ri1] is not drawn: "i1" is not a square of the 8x8 board',
    ]);
    expect(write(tree)).toContain('[%cal Gl12a1]');
    // On the 12x12 board the same squares are on the board.
    const brawl = read('[Variant "Brawl"]\n{ [%cal Gl12a1] } *');
    expect([brawl.shapes.length, brawl.problems]).toEqual([1, []]);
    expect(read('1. e4 *').problems).toEqual([]);
    // One game of several, without replaying the others (the second is not even legal).
    expect(at_('1. e4 *\n\n1. Ke5 *', 0).children[0]!.san).toBe('e4');
    expect(thrown(() => at_('1. e4 *', 1)).code).toBe('ERR_ARGS');
  });
});
