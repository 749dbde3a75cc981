/**
 * A review written into its game tree (analysis/review-tree.ts, the analysis board's "Review game"):
 * the blunder gets ??, the better line stands beside it as a variation, every move its [%eval]; the PGN
 * reads back to the same tree; writing the review again adds nothing; the author's own judgement of a
 * move is kept.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { reviewGame, treeWithReview, readGameTree, writeGameTree, nodeAtPath, mainline, ChessError, type GameReview } from '../src/index.js';

// 3...Nf6?? allows Qxf7#.
const SCHOLAR = '[Event "Scholar"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0';

describe('treeWithReview', () => {
  let review: GameReview;
  beforeAll(async () => {
    review = await reviewGame(readGameTree(SCHOLAR), { nodes: 20000 });
  });

  it('marks the blunder ?? with the better line as its variation, and every move with its evaluation', () => {
    const tree = readGameTree(SCHOLAR);
    const reviewed = treeWithReview(tree, review);
    expect(writeGameTree(tree), 'the tree given is not changed').toBe(writeGameTree(readGameTree(SCHOLAR)));
    const blunder = nodeAtPath(reviewed, '0.0.0.0.0.0')!;
    expect(blunder.san).toBe('Nf6');
    expect(blunder.nags).toContain(4);
    const mark = review.marks.find((m) => m.path === blunder.path)!;
    const variation = nodeAtPath(reviewed, '0.0.0.0.0.1')!;
    expect(variation.san, 'the better move, beside the blunder').toBe(mark.better[0]);
    let line = variation, n = 1;
    while (line.children[0]) (line = line.children[0]), n++;
    expect(n).toBe(mark.better.length);
    const main = mainline(reviewed);
    expect(main.map((m) => m.san)).toEqual(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
    // Every move but the mate (a result, not an evaluation) carries its [%eval].
    expect(main.slice(0, -1).every((m) => m.eval !== null)).toBe(true);
    const pgn = writeGameTree(reviewed);
    expect(pgn).toMatch(/Nf6 \$4/);
    expect(pgn).toContain('[%eval');
    expect(writeGameTree(readGameTree(pgn)), 'the PGN reads back to the same game').toBe(pgn);
  });

  it('written twice, the review adds nothing more', () => {
    const once = treeWithReview(readGameTree(SCHOLAR), review);
    expect(writeGameTree(treeWithReview(once, review))).toBe(writeGameTree(once));
  });

  it('keeps the author\'s own judgement of a move', () => {
    const authored = readGameTree(SCHOLAR.replace('Nf6', 'Nf6 $5'));
    const node = nodeAtPath(treeWithReview(authored, review), '0.0.0.0.0.0')!;
    expect(node.nags).toEqual([5]);
  });

  it('refuses what is not a tree or a review', () => {
    expect(() => treeWithReview('1. e4' as never, review)).toThrow(ChessError);
    expect(() => treeWithReview(readGameTree(SCHOLAR), null as never)).toThrow(ChessError);
  });
});
