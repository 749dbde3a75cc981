/**
 * Editing a game tree (view/tree.ts) as a reader does: trying moves of their own (treeWithMove),
 * discarding them (treeWithoutNode, pathAfterRemoval), and R8 Oh No! take-backs (treeWithTakeBack).
 * Each returns a new tree equal to what reading its written PGN gives (paths, move-number labels, the
 * main line's status); the tree given is not changed, and what did not change is shared. Kept apart
 * from the reader so that code that only reads and shows trees need not carry it.
 */
import { ChessError } from '../errors.js';
import type { MoveInfo } from '../game.js';
import { tokensFrom } from './movetext.js';
import { commentsAfter, gameAtPath, lineTo, mainline } from './tree.js';
import type { GameTree, GameTreeNode } from './types.js';

/** The path of the node that holds `path`'s node ('' for a first move). */
const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** `path` after the node at `removed` is taken out of its tree: later siblings move up one; null for a path inside it. */
export function pathAfterRemoval(path: string, removed: string): string | null {
  if (path === removed || path.startsWith(`${removed}.`)) return null;
  const parent = parentOf(removed);
  const depth = parent === '' ? 0 : parent.split('.').length;
  if (parent !== '' && !path.startsWith(`${parent}.`)) return path;
  const parts = path.split('.');
  const index = Number(removed.slice(parent === '' ? 0 : parent.length + 1));
  if (parts.length > depth && Number(parts[depth]) > index) parts[depth] = String(Number(parts[depth]) - 1);
  return parts.join('.');
}

/**
 * A tree with `move` (SAN or coordinates, as Game.play takes it) played after the node at `path` ('' for
 * a first move), and the path of that move. A move already there is not added twice: its path is
 * returned with the tree unchanged. A new move goes after the existing ones (a variation, or the line's
 * continuation when there was none). When the node at `path` is followed by a pending R8 take-back and
 * nothing else, the move becomes the action that replaced it (`retracted`), as a game records it. The
 * tree given is not changed. Throws the engine's ChessError for an illegal move or a path with no node.
 */
export function treeWithMove(tree: GameTree, path: string, move: string | number): { tree: GameTree; path: string } {
  const parent = lineTo(tree, path).at(-1) ?? null; // ERR_ARGS for a path with no node
  const siblings = parent ? parent.children : tree.children;
  const game = gameAtPath(tree, path);
  const moveNumber = game.position.fullmove;
  const info = game.play(move);
  const same = siblings.find((c) => c.san === info.san && !c.retracted);
  if (same) return { tree, path: same.path };
  const replaces = parent?.retractedAfter && siblings.length === 0 ? parent.retractedAfter : null;
  const newPath = path === '' ? String(siblings.length) : `${path}.${siblings.length}`;
  const [token] = tokensFrom({ fullmove: moveNumber, blackToMove: info.color === 'black' }, [info.san]);
  const node: GameTreeNode = {
    path: newPath, ply: game.history.length, move: info, san: info.san, token: { ...token!, ply: game.history.length }, fen: game.fen(),
    nags: [], glyphs: [], commentsBefore: [], comments: [], shapes: [], clock: null, eval: null, commands: [],
    retracted: replaces, retractedAfter: null, children: [],
  };
  const holder = replaces ? { ...parent!, retractedAfter: null } : parent;
  return { tree: withChildren(tree, path, holder, [...siblings, node]), path: newPath };
}

/** A tree without the node at `path` and the moves after it (later siblings move up one: see pathAfterRemoval). */
export function treeWithoutNode(tree: GameTree, path: string): GameTree {
  const node = lineTo(tree, path).at(-1);
  if (!node) throw new ChessError('ERR_ARGS', 'the start position cannot be removed', 'path');
  const parentPath = parentOf(path);
  const parent = lineTo(tree, parentPath).at(-1) ?? null;
  const siblings = parent ? parent.children : tree.children;
  return withChildren(tree, parentPath, parent, siblings.filter((c) => c !== node));
}

/**
 * R8 Oh No! in a tree: the action at `path`, the last of its line, is taken back by its controller. The
 * engine's Game decides whether that is allowed (ERR_TAKEBACK otherwise); the tree then records it as a
 * pending take-back after the move before (`retractedAfter`), as a game read from PGN does, and the next
 * move played there (treeWithMove) replaces it. A take-back of a game's first action has no move to be
 * recorded after, so it is refused too. Returns the new tree and the action taken back.
 */
export function treeWithTakeBack(tree: GameTree, path: string): { tree: GameTree; move: MoveInfo } {
  const node = lineTo(tree, path).at(-1);
  if (!node || node.children.length > 0) throw new ChessError('ERR_ARGS', 'only the last action of a line can be taken back', 'path');
  const parentPath = parentOf(path);
  if (parentPath === '') throw new ChessError('ERR_TAKEBACK', 'a game tree cannot record a take-back of its first action', 'path');
  gameAtPath(tree, path).ohNo();
  const parent = lineTo(tree, parentPath).at(-1)!;
  return { tree: withChildren(tree, parentPath, { ...parent, retractedAfter: node.move }, parent.children.filter((c) => c !== node)), move: node.move };
}

/**
 * The tree with the node at `path` (or the root) holding `kids`: each kid's path follows its index
 * (subtrees that moved are re-pathed) and the move-number labels that depend on what precedes a move
 * are worked out again, two levels down, as reading the written PGN would give them. The nodes on the
 * way to `path` are copied; everything else is shared.
 */
function withChildren(tree: GameTree, path: string, holder: GameTreeNode | null, kids: readonly GameTreeNode[]): GameTree {
  const line = path === '' ? [] : lineTo(tree, path);
  const depth = line.length;
  // Does the written PGN put something between the holder and its moves?
  const holderIsMainWithVariations = depth > 0 && (depth === 1 ? tree.children : line[depth - 2]!.children)[0] === line[depth - 1] &&
    (depth === 1 ? tree.children : line[depth - 2]!.children).length > 1;
  const breakBefore = holder === null || holderIsMainWithVariations || commentsAfter(holder);
  const placed = kids.map((k, i) => {
    let n = repath(k, path === '' ? String(i) : `${path}.${i}`);
    n = relabel(n, breakBefore || i > 0);
    if (i === 0 && n.children.length > 0) {
      const grandBreak = kids.length > 1 || commentsAfter(n);
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
  // `status` is the main line's: worked out again when the edit was on the main line.
  return /^(0(\.0)*)?$/.test(path) ? { ...edited, status: gameAtPath(edited, mainline(edited).at(-1)?.path ?? '').status() } : edited;
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
