/**
 * Putting an edited part back into a game tree (view/tree.ts), for the edits of tree-edit.ts and
 * tree-annotate.ts: the nodes on the way to it copied, everything else shared, paths and move-number
 * labels worked out again as reading the written PGN would give them. Internal: not part of the
 * presentation API (view/index.ts does not export it).
 */
import { ChessError } from '../errors.js';
import { commentsAfter, gameAtPath, lineTo, mainline } from './tree.js';
import type { GameTree, GameTreeNode } from './types.js';

/** The path of the node that holds `path`'s node ('' for a first move). */
export const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** The tree with the node at `path` edited by `edit` (the same tree when nothing changed); ERR_ARGS for a path with no node. */
export function withNode(tree: GameTree, path: string, edit: (n: GameTreeNode) => GameTreeNode): GameTree {
  const line = lineTo(tree, path);
  const node = line.at(-1);
  if (!node) throw new ChessError('ERR_ARGS', 'the start has no move: give the path of a move', 'path');
  const edited = edit(node);
  if (edited === node) return tree;
  const parent = line.at(-2) ?? null;
  // Annotations never change the main line's status: it is kept.
  return withChildren(tree, parentOf(path), parent, (parent ? parent.children : tree.children).map((c) => (c === node ? edited : c)), false);
}

/**
 * The tree with the node at `path` (or the root) holding `kids`: each kid's path follows its index
 * (subtrees that moved are re-pathed) and the move-number labels that depend on what precedes a move
 * are worked out again, two levels down, as reading the written PGN would give them. The nodes on the
 * way to `path` are copied; everything else is shared.
 */
export function withChildren(tree: GameTree, path: string, holder: GameTreeNode | null, kids: readonly GameTreeNode[], status = true): GameTree {
  const line = path === '' ? [] : lineTo(tree, path);
  const depth = line.length;
  // Does the written PGN put something between the holder and its moves?
  const holderIsMainWithVariations = depth > 0 && (depth === 1 ? tree.children : line[depth - 2]!.children)[0] === line[depth - 1] &&
    (depth === 1 ? tree.children : line[depth - 2]!.children).length > 1;
  const breakBefore = holder === null || holderIsMainWithVariations || commentsAfter(holder);
  const placed = kids.map((k, i) => {
    let n = repath(k, path === '' ? String(i) : `${path}.${i}`);
    n = relabel(n, breakBefore || i > 0);
    if (n.children.length > 0) {
      // A move's continuation follows a break when the move's variations (written after it) or its comment come between.
      const grandBreak = (i === 0 && kids.length > 1) || commentsAfter(n);
      const grand = n.children.map((g, j) => relabel(g, grandBreak || j > 0));
      if (grand.some((g, j) => g !== n.children[j])) n = { ...n, children: grand };
    }
    return n;
  });
  let child: GameTreeNode | null = holder ? { ...holder, children: placed } : null;
  let top = placed;
  if (child) {
    for (let d = depth - 2; d >= 0; d--) {
      const up = line[d]!;
      child = { ...up, children: up.children.map((c) => (c.path === child!.path ? child! : c)) };
    }
    top = tree.children.map((c) => (c.path === child!.path ? child! : c));
  }
  const edited = { ...tree, children: top };
  // `status` is the main line's: worked out again when the edit was on the main line (and could change it).
  return status && /^(0(\.0)*)?$/.test(path) ? { ...edited, status: gameAtPath(edited, mainline(edited).at(-1)?.path ?? '').status() } : edited;
}

/** The node with its label worked out for what precedes it (a break: a comment, a variation, a line's start). */
function relabel(n: GameTreeNode, lineBreak: boolean): GameTreeNode {
  const label = n.move.color === 'white' || lineBreak || n.commentsBefore.length > 0 ? n.token.spokenLabel : '';
  return label === n.token.label ? n : { ...n, token: { ...n.token, label } };
}

/** A subtree with its paths under `path`; the same subtree when it is there already. Iterative (any depth). */
function repath(root: GameTreeNode, path: string): GameTreeNode {
  if (root.path === path) return root;
  const done = new Map<GameTreeNode, GameTreeNode>();
  const stack: Array<{ n: GameTreeNode; path: string; open: boolean }> = [{ n: root, path, open: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (!top.open) {
      top.open = true;
      top.n.children.forEach((c, i) => stack.push({ n: c, path: `${top.path}.${i}`, open: false }));
    } else {
      stack.pop();
      done.set(top.n, { ...top.n, path: top.path, children: top.n.children.map((c) => done.get(c)!) });
    }
  }
  return done.get(root)!;
}
