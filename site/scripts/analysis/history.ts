/**
 * The Analysis page's undo stack: snapshots of the game (its PGN, as the engine writes it) and the move
 * shown, one per edit — a move or a drawing on the board (the element's `tree-change`), a comment, a
 * mark, a promotion, a deletion, the review's marks, loading a game. Undo and redo step through them;
 * a new edit after an undo drops the edits undone. Pure data: the page puts a snapshot on the board.
 */
import type { EditName } from './words';

export interface Snapshot {
  readonly pgn: string;
  readonly path: string;
  /** The edit that made this snapshot (what Undo names). */
  readonly edit: EditName;
}

/** How many edits are kept (the oldest go first). */
export const MAX_UNDO = 200;

export class UndoStack {
  private items: Snapshot[];
  private index = 0;

  constructor(first: Snapshot, private readonly max = MAX_UNDO) {
    this.items = [first];
  }

  get current(): Snapshot {
    return this.items[this.index]!;
  }

  get canUndo(): boolean {
    return this.index > 0;
  }

  get canRedo(): boolean {
    return this.index < this.items.length - 1;
  }

  /** A new edit: on top of the current snapshot (the undone ones are dropped). The same game again is not an edit. */
  push(s: Snapshot): boolean {
    if (s.pgn === this.current.pgn) {
      this.items[this.index] = { ...this.current, path: s.path };
      return false;
    }
    this.items = [...this.items.slice(0, this.index + 1), s];
    if (this.items.length > this.max) this.items = this.items.slice(this.items.length - this.max);
    this.index = this.items.length - 1;
    return true;
  }

  /** The move shown changed (no edit): remembered with the current snapshot, so a redo comes back to it. */
  moveTo(path: string): void {
    this.items[this.index] = { ...this.current, path };
  }

  /** Back one edit: the snapshot to show and the edit undone; null when there is none. */
  undo(): { snapshot: Snapshot; edit: EditName } | null {
    if (!this.canUndo) return null;
    const edit = this.current.edit;
    this.index--;
    return { snapshot: this.current, edit };
  }

  redo(): { snapshot: Snapshot; edit: EditName } | null {
    if (!this.canRedo) return null;
    this.index++;
    return { snapshot: this.current, edit: this.current.edit };
  }

  /** Starts again from `first` (a new game loaded without keeping the old one's edits). */
  reset(first: Snapshot): void {
    this.items = [first];
    this.index = 0;
  }
}
