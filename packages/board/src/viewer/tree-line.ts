/**
 * TreeLine: view mode's game as a tree (the engine's GameTree) with the line the board steps along —
 * the path from the start to `lineEnd`. The live board's GameState keeps the record (the engine's Game
 * at the line's end, `follow`) and the shown ply; this keeps which path that is, goes to another (a move of a
 * variation, ↓ into the variation at a fork, ↑ out of one), puts moves into the tree (the reader's own
 * remembered by where each of their lines starts, so one click discards them all) and takes them out.
 */
import { pathAfterRemoval, treeWithMove, treeWithoutNode, treeWithShapes, treeWithTakeBack } from '@berserker-chess/engine';
import { gameAtPath, lineTo, mainline, writeGameTree, type GameTree, type GameTreeNode, type MoveInfo, type Shape } from '../live/viewer-deps.js';
import type { TreeChangeReason, TreeSource, ViewerState } from '../types.js';
import { nodeSpeech } from './speech.js';
import type { Words } from '../messages/en.js';

/** The path of the move before the one at `path` ('' for a first move). */
const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** The node at `path` (null for '' and for a path with none). */
function nodeAt(tree: GameTree, path: string): GameTreeNode | null {
  try {
    return lineTo(tree, path).at(-1) ?? null;
  } catch {
    return null;
  }
}

/** Document order of two paths (child indices compared as numbers, a node before the moves after it). */
function comparePaths(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** What the tree asks of the viewer. */
export interface TreeHooks {
  /** Is the reader annotating the game (`annotate`: their moves are the game's, not their own)? */
  annotating(): boolean;
  /** The tree changed (the line and the shown move are already the new ones). */
  changed(reason: TreeChangeReason): void;
}

export class TreeLine implements TreeSource {
  tree: GameTree;
  /** The tree's nodes of the line, from the first move to its end. */
  nodes: readonly GameTreeNode[] = [];
  #end = '';
  /** Where each of the reader's own lines starts. */
  #own: string[] = [];
  readonly #state: ViewerState;
  readonly #hooks: TreeHooks;

  /** The tree of the state's game, its line the main line (the state's record is the game at its end already). */
  constructor(state: ViewerState, tree: GameTree, hooks: TreeHooks) {
    this.#state = state;
    this.#hooks = hooks;
    this.tree = tree;
    this.#end = mainline(tree).at(-1)?.path ?? '';
    this.nodes = lineTo(tree, this.#end);
  }

  /** The shown move (null at the start). */
  get node(): GameTreeNode | null {
    return this.nodes[this.#state.ply - 1] ?? null;
  }

  get path(): string {
    return this.node?.path ?? '';
  }

  /** Is the move at `path` one of the reader's own? */
  own(path: string): boolean {
    return this.#own.some((r) => path === r || path.startsWith(`${r}.`));
  }

  get hasOwn(): boolean {
    return this.#own.length > 0;
  }

  /** Makes the line end at `path` (`extend`: at the end of its main continuation) and shows that end. */
  #line(path: string, extend = true): void {
    let node = nodeAt(this.tree, path);
    while (extend && node?.children[0]) node = node.children[0];
    this.#end = node?.path ?? '';
    this.nodes = lineTo(this.tree, this.#end);
    this.#state.follow(gameAtPath(this.tree, this.#end));
  }

  /** Shows the move at `path` ('' the start): on the line if it is on it, else the line through it. False when there is no such move. */
  goto(path: string): boolean {
    if (path !== '' && !nodeAt(this.tree, path)) return false;
    const ply = path === '' ? 0 : path.split('.').length;
    if (ply > 0 && this.nodes[ply - 1]?.path !== path) this.#line(path);
    this.#state.goto(ply);
    return true;
  }

  /** ↓: at a fork (more than the line's next move follows the shown position), into the next variation there. */
  enter(): boolean {
    const ply = this.#state.ply;
    const kids = this.node?.children ?? this.tree.children;
    const next = this.nodes[ply];
    const alternative = next ? kids[kids.indexOf(next) + 1] : undefined;
    return !!alternative && this.goto(alternative.path);
  }

  /** ↑: out of the variation the shown move is in, to the position it branches off from (the line there goes on with the main continuation). */
  leave(): boolean {
    const parts = this.path.split('.');
    for (let d = parts.length - 1; d >= 0; d--) {
      if (parts[d] !== '0' && parts[d] !== '') {
        const fork = parts.slice(0, d).join('.');
        this.#line(fork === '' ? '0' : `${fork}.0`);
        this.#state.goto(d);
        return true;
      }
    }
    return false;
  }

  play(move: string | number, own: boolean): MoveInfo {
    const from = this.path;
    const r = treeWithMove(this.tree, from, move);
    if (r.tree === this.tree) {
      // A move already in the tree: step to it.
      this.goto(r.path);
    } else {
      this.tree = r.tree;
      if (own && !this.#hooks.annotating() && !this.own(from)) this.#own.push(r.path);
      this.#line(r.path);
      this.#hooks.changed('move');
    }
    return this.node!.move;
  }

  /** The shown move's arrows and highlights are now `shapes` (false at the start, which has no move to keep them). */
  setShapes(shapes: readonly Shape[]): boolean {
    const path = this.path;
    if (!path) return false;
    this.tree = treeWithShapes(this.tree, path, shapes);
    this.nodes = lineTo(this.tree, this.#end);
    this.#hooks.changed('shapes');
    return true;
  }

  undo(): MoveInfo | null {
    const last = this.nodes.at(-1);
    if (!last) return null;
    this.#remove(last.path, treeWithoutNode(this.tree, last.path));
    this.#hooks.changed('undo');
    return last.move;
  }

  ohNo(): MoveInfo {
    const r = treeWithTakeBack(this.tree, this.#end);
    this.#remove(this.#end, r.tree);
    this.#hooks.changed('take-back');
    return r.move;
  }

  /** The line's last move `path` left the tree (now `tree`): the line ends before it. */
  #remove(path: string, tree: GameTree): void {
    this.tree = tree;
    this.#own = this.#own.map((r) => pathAfterRemoval(r, path)).filter((r): r is string => r !== null);
    this.#line(parentOf(path), false);
  }

  /** Discards the reader's own moves: the shown move stays, or (when it was theirs) the position their line began at is shown. */
  discard(): void {
    let shown = this.path;
    let end: string | null = this.#end;
    // Later paths first: removing a node moves only the paths after it.
    for (const r of [...this.#own].sort((a, b) => comparePaths(b, a))) {
      this.tree = treeWithoutNode(this.tree, r);
      shown = pathAfterRemoval(shown, r) ?? parentOf(r);
      end = end === null ? null : pathAfterRemoval(end, r);
    }
    const had = this.#own.length > 0;
    this.#own = [];
    this.#line(end ?? shown, end === null);
    this.goto(shown);
    if (had) this.#hooks.changed('discard');
  }

  pgn(): string {
    return writeGameTree(this.tree);
  }

  speech(w: Words): string {
    return nodeSpeech(w, this.#state.record!.variant.id, this.node, this.tree);
  }
}
