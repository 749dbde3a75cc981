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
import { gameAtPath, lineTo } from './tree.js';
import { parentOf, withChildren } from './tree-splice.js';
import type { GameTree, GameTreeNode } from './types.js';

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
