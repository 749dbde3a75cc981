/**
 * GameState: the game behind the board — the whole line of moves and which ply of it is shown.
 *
 * The line is one engine Game (`record`) that always stands at the end: it holds every move and the
 * R8 Oh No! take-backs, so stepping through the moves never loses them and the PGN written from it is
 * the game as played. The shown position, when it is before the end, is a second Game (`cursor`) built
 * from the record and stepped move by move. What the board draws of the shown position (pieces,
 * checks, the last move, the turn and its controller, placement choices, legal moves) is read through
 * the engine's presentation API and kept until the shown position changes.
 *
 * In view mode the game is a tree (the engine's GameTree: comments, variations, the reader's own moves)
 * and the line is one path through it, from the start to `lineEnd`: the record is the engine's Game at
 * that node (gameAtPath), so stepping works as above; entering a variation makes another path the line.
 * Moves played go into the tree (treeWithMove); the reader's own ones are remembered by the path where
 * each of their lines starts, so one click discards them all.
 */
import {
  boardView,
  ChessError,
  gameAtPath,
  lineTo,
  mainline,
  nodeAtPath,
  pathAfterRemoval,
  placementChoices,
  treeWithMove,
  treeWithoutNode,
  treeWithTakeBack,
  writeGameTree,
  writePgn,
  type BoardView,
  type Game,
  type GameTree,
  type GameTreeNode,
  type MoveInfo,
  type PlacementChoices,
} from '@berserker-chess/engine';

/** An R8 Oh No! take-back of the line, as the engine's Game records it. */
export interface TakeBackRecord {
  /** The ply of the action that replaced the retracted one (the line's length while none has yet). */
  readonly ply: number;
  /** The retracted action (SAN). */
  readonly retracted: string;
  /** Who took it back: the retracted action's controller. */
  readonly by: MoveInfo['controller'];
}

export class GameState {
  #record: Game | null = null;
  #cursor: Game | null = null;
  /** The PGN the game was read from, as a tree (written back whole while the line is unchanged). */
  #imported: GameTree | null = null;
  #view: BoardView | null = null;
  #legal: MoveInfo[] | null = null;
  #choices: PlacementChoices | null | undefined;
  /** View mode: the game as a tree, the path the line ends at, the nodes of the line, the reader's lines. */
  #tree: GameTree | null = null;
  #lineEnd = '';
  #nodes: readonly GameTreeNode[] = [];
  #own: string[] = [];

  /**
   * Starts over with `game` (standing at the end of its line), or with no game. With `tree` (view mode)
   * the game is that tree and `game` the end of its main line.
   */
  reset(game: Game | null, imported: GameTree | null = null, tree: GameTree | null = null): void {
    this.#record = game;
    this.#cursor = null;
    this.#imported = imported;
    this.#tree = tree;
    this.#own = [];
    // `game` is the game at the end of the tree's main line: the line at first.
    this.#lineEnd = tree ? (mainline(tree).at(-1)?.path ?? '') : '';
    this.#nodes = tree ? lineTo(tree, this.#lineEnd) : [];
    this.#touch();
  }

  /** The game tree in view mode (null in play and puzzle modes). */
  get tree(): GameTree | null {
    return this.#tree;
  }

  /** View mode: the tree's nodes of the line, from the first move to its end (outside view mode: none). */
  get lineNodes(): readonly GameTreeNode[] {
    return this.#nodes;
  }

  /** The tree node shown (null at the start, or outside view mode). */
  get node(): GameTreeNode | null {
    return this.#nodes[this.ply - 1] ?? null;
  }

  /** The path of the shown move: the tree's in view mode, else the line read as a main line ('0.0.0'); '' at the start. */
  get path(): string {
    return this.#tree ? (this.node?.path ?? '') : Array(this.ply).fill('0').join('.');
  }

  /** Is the move at `path` one of the reader's own? */
  own(path: string): boolean {
    return this.#own.some((r) => path === r || path.startsWith(`${r}.`));
  }

  /** Has the reader played moves of their own? */
  get hasOwn(): boolean {
    return this.#own.length > 0;
  }

  /** Makes the line end at `path` (the record is the game there) and shows its end; `extend`: follow the main continuation to its end. */
  #setLine(path: string, extend = true): void {
    const tree = this.#tree;
    if (!tree) {
      this.#nodes = [];
      return;
    }
    let node = nodeAtPath(tree, path);
    while (extend && node?.children[0]) node = node.children[0];
    this.#lineEnd = node?.path ?? '';
    this.#nodes = lineTo(tree, this.#lineEnd);
    this.#record = gameAtPath(tree, this.#lineEnd);
    this.#cursor = null;
    this.#touch();
  }

  /** Shows the move at `path` ('' the start): on the line if it is on it, else the line through it (and its main continuation). False when there is no such move. */
  gotoPath(path: string): boolean {
    const tree = this.#tree;
    if (!tree || (path !== '' && !nodeAtPath(tree, path))) return false;
    const ply = path === '' ? 0 : path.split('.').length;
    if (ply > 0 && this.#nodes[ply - 1]?.path !== path) this.#setLine(path);
    this.goto(ply);
    return true;
  }

  /**
   * ↓: at a fork (the shown position is followed by more than the line's next move), into the next
   * variation there; true when it did.
   */
  enter(): boolean {
    const tree = this.#tree;
    if (!tree) return false;
    const kids = this.node?.children ?? tree.children;
    const next = this.#nodes[this.ply];
    const k = next ? kids.indexOf(next) : -1;
    const alt = kids[k + 1];
    return !!alt && this.gotoPath(alt.path);
  }

  /** ↑: out of the variation the shown move is in, to the position where it branches off (the line there follows the main continuation); true when it did. */
  leave(): boolean {
    const parts = this.path.split('.');
    for (let d = parts.length - 1; d >= 0; d--) {
      if (parts[d] !== '0' && parts[d] !== '') {
        const fork = parts.slice(0, d).join('.');
        this.#setLine(fork === '' ? (this.#tree?.children[0]?.path ?? '') : `${fork}.0`);
        this.goto(d);
        return true;
      }
    }
    return false;
  }

  /** Discards the reader's own moves; the shown move stays, or (when it was theirs) the position where their line began is shown. */
  discard(): void {
    const tree = this.#tree;
    if (!tree || !this.#own.length) return;
    // Later paths first: removing a node moves only the paths after it.
    const roots = [...this.#own].sort((a, b) => comparePaths(b, a));
    let t = tree;
    // What to show after: the shown move, or the position the reader's line that holds it began at.
    let shown = this.path;
    let end: string | null = this.#lineEnd;
    for (const r of roots) {
      t = treeWithoutNode(t, r);
      shown = pathAfterRemoval(shown, r) ?? parentOf(r);
      end = end === null ? null : pathAfterRemoval(end, r);
    }
    this.#tree = t;
    this.#own = [];
    this.#setLine(end ?? shown, end === null);
    this.gotoPath(shown);
  }

  /** The reader's lines after the node at `path` left the tree. */
  #removed(path: string): void {
    this.#own = this.#own.map((r) => pathAfterRemoval(r, path)).filter((r): r is string => r !== null);
  }

  /** The game at the shown ply; null when the inputs do not make a game. */
  get game(): Game | null {
    return this.#cursor ?? this.#record;
  }

  /** The game at the end of the line (every move, every take-back). */
  get record(): Game | null {
    return this.#record;
  }

  /** The line's R8 take-backs, oldest first (the engine's log: undoing the moves before one drops it). */
  takeBacks(): TakeBackRecord[] {
    return (this.#record?.takeBackLog ?? []).map((t) => ({ ply: t.ply, retracted: t.retracted.san, by: t.by }));
  }

  /** R8: may the last action's controller take it back now (the engine's rule)? */
  canOhNo(): boolean {
    return this.#record?.canOhNo() ?? false;
  }

  /** The line: every move loaded or played, including those after the shown ply. */
  get line(): readonly MoveInfo[] {
    return this.#record?.history ?? [];
  }

  get ply(): number {
    return this.game?.history.length ?? 0;
  }

  /** Is the end of the line shown? */
  get atEnd(): boolean {
    return this.#cursor === null;
  }

  /** The shown position as the board draws it. */
  view(): BoardView | null {
    const g = this.game;
    return g ? (this.#view ??= boardView(g)) : null;
  }

  /** The shown turn's placement choices, when it is a placement turn. */
  choices(): PlacementChoices | null {
    const g = this.game;
    if (!g) return null;
    if (this.#choices === undefined) this.#choices = this.view()!.placement ? placementChoices(g) : null;
    return this.#choices;
  }

  /** The legal moves of the shown position. */
  legal(): MoveInfo[] {
    return (this.#legal ??= this.game?.legalMoves() ?? []);
  }

  /** Shows ply `n` (clamped to the line). */
  goto(n: number): void {
    const record = this.#record;
    if (!record) return;
    const end = record.history.length;
    n = Math.max(0, Math.min(end, Math.trunc(n) || 0));
    if (n === this.ply) return;
    this.#touch();
    if (n === end) {
      this.#cursor = null;
      return;
    }
    const c = (this.#cursor ??= record.atPly(n));
    while (c.history.length > n) c.undo();
    while (c.history.length < n) c.play(record.history[c.history.length]!.move);
  }

  /**
   * Plays a move (SAN, coordinates or a packed move) at the shown ply. The line's own next move just
   * steps forward; another move replaces the rest of the line. Throws the engine's ChessError.
   */
  play(move: string | number, own = false): MoveInfo {
    const record = this.#record;
    if (!record) throw new ChessError('ERR_ARGS', 'there is no position to play in');
    const tree = this.#tree;
    if (tree) {
      // View mode: the move goes into the tree after the shown one (a move already there is stepped to).
      const from = this.path;
      const r = treeWithMove(tree, from, move);
      if (r.tree !== tree) {
        this.#tree = r.tree;
        if (own && !this.own(from)) this.#own.push(r.path);
        this.#setLine(r.path);
      } else this.gotoPath(r.path);
      return this.node!.move;
    }
    const cursor = this.#cursor;
    if (!cursor) {
      const info = record.play(move);
      this.#touch();
      return info;
    }
    const ply = cursor.history.length;
    const info = cursor.play(move);
    this.#touch();
    if (record.history[ply]!.move === info.move) {
      if (ply + 1 === record.history.length) this.#cursor = null;
      return info;
    }
    while (record.history.length > ply) record.undo();
    record.play(info.move);
    this.#cursor = null;
    return info;
  }

  /** Takes back the last move of the line and shows the position before it. */
  undo(): MoveInfo | null {
    const record = this.#record;
    if (!record || record.history.length === 0) return null;
    const tree = this.#tree;
    if (tree) {
      // View mode: the line's last move leaves the tree.
      const last = this.#lineEnd;
      const m = this.#nodes.at(-1)!.move;
      this.#tree = treeWithoutNode(tree, last);
      this.#removed(last);
      this.#setLine(parentOf(last), false);
      return m;
    }
    this.#cursor = null;
    this.#touch();
    return record.undo();
  }

  /** R8 Oh No!: the last action's controller retracts it (throws the engine's ChessError when not allowed). */
  ohNo(): MoveInfo {
    const record = this.#record;
    if (!record) throw new ChessError('ERR_TAKEBACK', 'there is no game');
    const tree = this.#tree;
    if (tree) {
      const last = this.#lineEnd;
      const r = treeWithTakeBack(tree, last);
      this.#tree = r.tree;
      this.#removed(last);
      this.#setLine(parentOf(last), false);
      return r.move;
    }
    const m = record.ohNo();
    this.#cursor = null;
    this.#touch();
    return m;
  }

  /**
   * The whole line as PGN, R8's take-backs as comments. While the line is the one read from PGN, that
   * PGN's tree is written back (its tags, comments, NAGs and variations too).
   */
  pgn(): string {
    const record = this.#record;
    if (!record) return '';
    if (this.#tree) return writeGameTree(this.#tree);
    const tree = this.#imported;
    if (tree) {
      const line = mainline(tree);
      const takeBacks = line.reduce((n, node) => n + (node.retracted ? 1 : 0) + (node.retractedAfter ? 1 : 0), 0);
      const same = line.length === record.history.length && takeBacks === record.takeBackLog.length && line.every((node, i) => node.san === record.history[i]!.san);
      if (same) return writeGameTree(tree);
    }
    return writePgn(record);
  }

  /** Forgets what was read of the shown position. */
  #touch(): void {
    this.#view = null;
    this.#legal = null;
    this.#choices = undefined;
  }
}

/** The path of the move before the one at `path` ('' for a first move). */
const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** Document order of two paths (child indices compared as numbers, a node before the moves after it). */
function comparePaths(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
