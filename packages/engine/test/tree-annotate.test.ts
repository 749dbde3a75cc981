/**
 * Annotating a game tree (view/tree-annotate.ts, view/tree-shapes.ts): comments, NAGs, shapes, evals
 * and promoting a variation. Every edit is checked the way a page relies on it: the tree written as
 * PGN reads back as the same tree and writes the same PGN again, the tree given is unchanged, and bad
 * input is the engine's ChessError. Expected texts are written out from the PGN standard's notation,
 * not read off the code.
 */
import { describe, it, expect } from 'vitest';
import {
  readGameTree, writeGameTree, nodeAtPath, mainline, treeWithComment, treeWithNags, treeWithShapes, treeWithEval,
  treeWithPromotion, treeWithMove, type GameTree, type GameTreeNode,
} from '../src/index.js';
import { thrown } from './helpers.js';

const at = (tree: GameTree, path: string): GameTreeNode => {
  const n = nodeAtPath(tree, path);
  if (!n) throw new Error(`no node at ${path}`);
  return n;
};

/** The tree's PGN reads back as an equal tree, which writes the same PGN again. */
function roundTrip(tree: GameTree): string {
  const text = writeGameTree(tree);
  const again = readGameTree(text);
  expect(again).toEqual(tree);
  expect(writeGameTree(again)).toBe(text);
  // Without the line breaks the writer wraps at, for the checks of what it holds.
  return text.replace(/\s+/g, ' ');
}

const GAME = readGameTree(`[Variant "Chess"]

{ Opening words [%csl Ge4] } 1. e4 { [%clk 0:05:00] [%eval 0.3] [%emt 0:00:01] } e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 Nc6 *`);
const copy = JSON.stringify(GAME);

describe('treeWithComment', () => {
  it('sets the comment after a move; its clock, eval, other commands stay; the next Black move gets its number', () => {
    const t = treeWithComment(GAME, '0', 'The king\'s pawn.', 'after');
    expect(at(t, '0').comments).toEqual(["The king's pawn."]);
    expect(at(t, '0')).toMatchObject({ clock: 300, eval: '0.3', commands: ['[%emt 0:00:01]'] });
    expect(roundTrip(t)).toContain("1. e4 { The king's pawn. [%eval 0.3] [%clk 0:05:00] [%emt 0:00:01] } 1... e5");
    expect(JSON.stringify(GAME)).toBe(copy);
    // What did not change is shared.
    expect(at(t, '0.1')).toBe(at(GAME, '0.1'));
  });

  it('sets the comment before a move, written after its number; a Black move gets its number from it', () => {
    const t = treeWithComment(GAME, '0.0.0.0', 'Defending e5', 'before');
    expect(at(t, '0.0.0.0')).toMatchObject({ commentsBefore: ['Defending e5'], token: { label: '2…' } });
    expect(roundTrip(t)).toContain('2. Nf3 2... { Defending e5 } Nc6');
    // The first move's comment before it stays the move's (after "1."), apart from the opening comment.
    const first = treeWithComment(GAME, '0', 'First', 'before');
    expect(first.comments).toEqual(['Opening words']);
    expect(at(first, '0').commentsBefore).toEqual(['First']);
    roundTrip(first);
  });

  it("'' is the opening comment; its shapes stay; '' as text removes comments", () => {
    const t = treeWithComment(GAME, '', 'New opening words', 'before');
    expect(t.comments).toEqual(['New opening words']);
    expect(t.shapes).toEqual([{ from: 'e4', color: 'green' }]);
    roundTrip(t);
    const bare = treeWithComment(treeWithComment(t, '', '', 'after'), '0.0.0.0', '', 'before');
    expect(bare.comments).toEqual([]);
    expect(roundTrip(bare)).toContain('[Variant "Chess"] { [%csl Ge4] } 1. e4');
    // Removing what is not there gives the same tree.
    expect(treeWithComment(GAME, '0.0', '', 'after')).toBe(GAME);
  });

  it('keeps a comment as the PGN writer must: braces dropped, [% kept as words, line breaks, ends trimmed', () => {
    const t = treeWithComment(GAME, '0.0', '  A {nested} comment }with [%cal Ge2e4] in it\r\nand a second line  ', 'after');
    expect(at(t, '0.0').comments).toEqual(['A {nested comment with [ %cal Ge2e4] in it\nand a second line']);
    expect(at(t, '0.0').shapes).toEqual([]);
    roundTrip(t);
  });

  it('refuses an after-comment that would read as an Oh No! record, a bad place, a path with no move', () => {
    expect(thrown(() => treeWithComment(GAME, '0.0', 'Oh no! Nf3', 'after')).code).toBe('ERR_ARGS');
    expect(at(treeWithComment(GAME, '0.0', 'Oh no! Nf3', 'before'), '0.0').commentsBefore).toEqual(['Oh no! Nf3']);
    expect(thrown(() => treeWithComment(GAME, '0.0', 'x', 'middle' as 'after')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithComment(GAME, '0.7', 'x', 'after')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithComment(GAME, 'x', 'x', 'after')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithComment(GAME, '0', 5 as unknown as string, 'after')).code).toBe('ERR_ARGS');
  });
});

describe('treeWithNags', () => {
  it('sets the NAGs and their glyphs, written as $n', () => {
    const t = treeWithNags(GAME, '0.0.0', [1, 14]);
    expect(at(t, '0.0.0')).toMatchObject({ nags: [1, 14], glyphs: ['!', '⩲'] });
    expect(roundTrip(t)).toContain('2. Nf3 $1 $14 Nc6');
    expect(at(treeWithNags(t, '0.0.0', []), '0.0.0').nags).toEqual([]);
    expect(at(treeWithNags(GAME, '0', [0, 255]), '0').glyphs).toEqual(['$0', '$255']);
  });

  it('refuses what is not a NAG, and the start position', () => {
    for (const bad of [[256], [-1], [1.5], [Number.NaN], ['1']]) {
      expect(thrown(() => treeWithNags(GAME, '0', bad as number[])).code).toBe('ERR_ARGS');
    }
    expect(thrown(() => treeWithNags(GAME, '', [1])).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithNags(GAME, '0', 1 as unknown as number[])).code).toBe('ERR_ARGS');
  });
});

describe('treeWithShapes', () => {
  it('sets a move\'s arrows and squares, written as [%cal]/[%csl] (arrows first), the comment and clock kept', () => {
    const t = treeWithShapes(GAME, '0', [{ from: 'd4', color: 'red' }, { from: 'g1', to: 'f3', color: 'green' }]);
    expect(at(t, '0').shapes).toEqual([{ from: 'g1', to: 'f3', color: 'green' }, { from: 'd4', color: 'red' }]);
    expect(at(t, '0').clock).toBe(300);
    expect(roundTrip(t)).toContain('[%cal Gg1f3][%csl Rd4]');
    expect(treeWithShapes(t, '0', [])).toEqual(treeWithShapes(GAME, '0', []));
    // A move without comments gets one: the next Black move is numbered after it.
    const n = treeWithShapes(GAME, '0.0.0', [{ from: 'f3', to: 'e5', color: 'blue' }]);
    expect(at(n, '0.0.0.0').token.label).toBe('2…');
    expect(roundTrip(n)).toContain('2. Nf3 { [%cal Bf3e5] } 2... Nc6');
    // The opening's.
    expect(roundTrip(treeWithShapes(GAME, '', []))).not.toContain('%csl');
  });

  it('refuses a square off the board, a colour PGN has no letter for, and a path with no move', () => {
    expect(thrown(() => treeWithShapes(GAME, '0', [{ from: 'i9', color: 'green' }])).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithShapes(GAME, '0', [{ from: 'e4', to: 'E5', color: 'green' }])).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithShapes(GAME, '0', [{ from: 'e4', color: 'purple' as 'green' }])).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithShapes(GAME, '3', [])).code).toBe('ERR_ARGS');
    // Brawl's 12x12 board has l12.
    const brawl = readGameTree('[Variant "Brawl"]\n\n*');
    expect(treeWithShapes(brawl, '', [{ from: 'l12', color: 'yellow' }]).shapes).toEqual([{ from: 'l12', color: 'yellow' }]);
  });
});

describe('treeWithEval', () => {
  it('sets and clears a move\'s [%eval], taking what evalText shows (a true minus too)', () => {
    const t = treeWithEval(GAME, '0.0', '\u22121.5');
    expect(at(t, '0.0').eval).toBe('-1.5');
    expect(roundTrip(t)).toContain('e5 { [%eval -1.5] }');
    expect(at(treeWithEval(GAME, '0.0', '#-2'), '0.0').eval).toBe('#-2');
    expect(at(treeWithEval(GAME, '0.0', '+0.35,20'), '0.0').eval).toBe('+0.35,20');
    const cleared = treeWithEval(GAME, '0', null);
    expect(at(cleared, '0')).toMatchObject({ eval: null, clock: 300 });
    roundTrip(cleared);
    expect(treeWithEval(GAME, '0.0', '')).toBe(GAME);
  });

  it('a second [%eval] kept among the commands goes with the first', () => {
    const two = readGameTree('1. e4 { [%eval 0.2] [%eval 0.4] } *');
    expect(at(two, '0').commands).toEqual(['[%eval 0.4]']);
    const t = treeWithEval(two, '0', null);
    expect(at(t, '0')).toMatchObject({ eval: null, commands: [] });
    roundTrip(t);
  });

  it('refuses what is not an evaluation, and the start position', () => {
    for (const bad of ['good', '1.2.3', '#0', '0.3] [%x', '0.3 1']) expect(thrown(() => treeWithEval(GAME, '0', bad)).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithEval(GAME, '', '0.3')).code).toBe('ERR_ARGS');
  });
});

describe('treeWithPromotion', () => {
  const tree = readGameTree('1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) (2. d4 cxd4) 2... d6) (1... e6 2. d4) 2. Nf3 *');

  it('the first variation becomes the main continuation; the old one its first variation; labels and status follow', () => {
    const r = treeWithPromotion(tree, '0.1.0.0');
    expect(r.path).toBe('0.0.0.0');
    expect(at(r.tree, r.path).san).toBe('d6');
    expect(mainline(r.tree).map((n) => n.san)).toEqual(['e4', 'c5', 'Nf3', 'd6']);
    expect(at(r.tree, '0').children.map((n) => n.san)).toEqual(['c5', 'e5', 'e6']);
    // Nf3's old continuation after its variations is now the main line's, and Nf3 after e5 a variation's.
    expect(at(r.tree, '0.1.0').san).toBe('Nf3');
    const text = roundTrip(r.tree);
    expect(text).toContain('1. e4 c5 (1... e5 2. Nf3) (1... e6 2. d4) 2. Nf3 (2. c3 d5) (2. d4 cxd4) 2... d6 *');
    expect(nodeAtPath(tree, '0.1.0.0')?.san).toBe('d6'); // unchanged
  });

  it('a later variation changes places with the one before it; the path is the same move\'s', () => {
    const r = treeWithPromotion(tree, '0.1.2.0');
    expect(r.path).toBe('0.1.1.0');
    expect(at(r.tree, r.path).san).toBe('cxd4');
    expect(at(r.tree, '0.1').children.map((n) => n.san)).toEqual(['Nf3', 'd4', 'c3']);
    expect(roundTrip(r.tree)).toContain('2. Nf3 (2. d4 cxd4) (2. c3 d5) 2... d6');
    // At the root, and with the main line's status worked out again.
    const root = readGameTree('[Variant "Chess"]\n\n1. e4 (1. f3 e5 2. g4 Qh4#) e5 *');
    const m = treeWithPromotion(root, '1.0.0.0');
    expect(m.path).toBe('0.0.0.0');
    expect(m.tree.status).toMatchObject({ over: true, reason: 'checkmate', winner: 'black' });
    roundTrip(m.tree);
  });

  it('a main-line move is first already: the same tree; a path with no move is an error', () => {
    expect(treeWithPromotion(tree, '0.0.0')).toEqual({ tree, path: '0.0.0' });
    expect(thrown(() => treeWithPromotion(tree, '')).code).toBe('ERR_ARGS');
    expect(thrown(() => treeWithPromotion(tree, '0.5')).code).toBe('ERR_ARGS');
  });

  it('works on a tree a reader added to, and promoting twice goes up twice', () => {
    const { tree: t, path } = treeWithMove(tree, '0', 'd5');
    expect(path).toBe('0.3');
    const once = treeWithPromotion(t, path);
    const twice = treeWithPromotion(once.tree, once.path);
    const thrice = treeWithPromotion(twice.tree, twice.path);
    expect([once.path, twice.path, thrice.path]).toEqual(['0.2', '0.1', '0.0']);
    expect(mainline(thrice.tree).map((n) => n.san)).toEqual(['e4', 'd5']);
    roundTrip(thrice.tree);
  });
});
