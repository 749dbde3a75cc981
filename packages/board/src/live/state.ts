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
 * In view mode, once the viewer is loaded, the game is a tree (the viewer's TreeSource over the engine's
 * GameTree: comments, variations, the reader's own moves) and the line is one path through it: the
 * viewer sets the record to the engine's Game at that path's end (`follow`), so stepping works as above,
 * and moves, undo, Oh No! and the PGN go to the tree.
 */
import type { TakeBackRecord } from '../events.js';
import type { TreeSource } from '../types.js';
import {
  boardView,
  ChessError,
  mainline,
  placementChoices,
  writeGameTree,
  writePgn,
  type BoardView,
  type Game,
  type GameTree,
  type MoveInfo,
  type PlacementChoices,
} from '@berserker-chess/engine';

// The record's type is public (the element's `takeBacks`): it lives with the other public types.
export type { TakeBackRecord } from '../events.js';

export class GameState {
  #record: Game | null = null;
  #cursor: Game | null = null;
  /** The PGN the game was read from, as a tree (written back whole while the line is unchanged). */
  #imported: GameTree | null = null;
  #view: BoardView | null = null;
  #legal: MoveInfo[] | null = null;
  #choices: PlacementChoices | null | undefined;
  /** View mode's tree, once the viewer has made one. */
  tree: TreeSource | null = null;
  /** The path `setPgn` asked for: shown by the viewer when it makes the loaded game a tree (null: none). */
  wanted: string | null = null;

  /** Starts over with `game` (standing at the end of its line), or with no game. */
  reset(game: Game | null, imported: GameTree | null = null): void {
    this.#record = game;
    this.#cursor = null;
    this.#imported = imported;
    this.tree = null;
    this.#touch();
  }

  /** The line is now `game` (standing at its end): the tree's line changed. */
  follow(game: Game): void {
    this.#record = game;
    this.#cursor = null;
    this.#touch();
  }

  /** The path of the shown move: the tree's, or outside view mode the line read as a main line ('0.0.0'); '' at the start. */
  get path(): string {
    return this.tree ? this.tree.path : Array(this.ply).fill('0').join('.');
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
    if (this.tree) return this.tree.play(move, own);
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
    if (this.tree) return this.tree.undo();
    this.#cursor = null;
    this.#touch();
    return record.undo();
  }

  /** R8 Oh No!: the last action's controller retracts it (throws the engine's ChessError when not allowed). */
  ohNo(): MoveInfo {
    const record = this.#record;
    if (!record) throw new ChessError('ERR_TAKEBACK', 'there is no game');
    if (this.tree) return this.tree.ohNo();
    const m = record.ohNo();
    this.#cursor = null;
    this.#touch();
    return m;
  }

  /**
   * The whole line as PGN, R8's take-backs as comments. While the line is the one read from PGN, that
   * PGN's tree is written back (its tags, comments, NAGs and variations too). In view mode, the tree.
   */
  pgn(): string {
    const record = this.#record;
    if (!record) return '';
    if (this.tree) return this.tree.pgn();
    const tree = this.readTree();
    return tree ? writeGameTree(tree) : writePgn(record);
  }

  /** The tree the line was read from, while the line is still its main line (null otherwise). */
  readTree(): GameTree | null {
    const record = this.#record;
    const tree = this.#imported;
    if (!record || !tree) return null;
    const line = mainline(tree);
    const takeBacks = line.reduce((n, node) => n + (node.retracted ? 1 : 0) + (node.retractedAfter ? 1 : 0), 0);
    const same = line.length === record.history.length && takeBacks === record.takeBackLog.length && line.every((node, i) => node.san === record.history[i]!.san);
    return same ? tree : null;
  }

  /** Forgets what was read of the shown position. */
  #touch(): void {
    this.#view = null;
    this.#legal = null;
    this.#choices = undefined;
  }
}
