/**
 * Repetition bookkeeping for a game (R1, C12): the hash of every position played, and how often the
 * current one has occurred. Only positions since the last irreversible move are counted, in a map,
 * so a move costs the same at ply 10 and at ply 20,000.
 *
 * A move is irreversible when no later position can equal any earlier one. Each of these quantities
 * never goes back up, so a move that lowers one of them can never be undone:
 * - the pawns' distance to promotion, summed (pawns only go forward, none is ever created): any pawn
 *   move or capture of a pawn lowers it;
 * - the pieces in play, a captured Berserker waiting off the board included (it comes back): any other
 *   capture lowers it — but not a Berserker capture, which the re-placement can undo;
 * - the knights: a release or mark (R3) turns one into the Berserker for good;
 * - the triggers made (T/t) and the castling rights.
 * A re-placement (R4) is not irreversible: the Berserker may come back where it stood before it was
 * taken. Battle of the Kings grows pieces as they move, so there only pawns count.
 */
import { MoveKind, moveFrom, moveKind, isPlacementKind } from './types.js';
import type { Position } from './position.js';
import { TRIGGERED } from './berserker.js';

const TRIGGER_BITS = TRIGGERED(0) | TRIGGERED(1);

/** What the irreversibility test needs to know from the position before a move. */
export interface BeforeMove {
  readonly pawnMoved: boolean;
  readonly castling: number;
  readonly flags: number;
  readonly kind: number;
}

/** Call before `pos.make(m)`. */
export function beforeMove(pos: Position, m: number): BeforeMove {
  const kind = moveKind(m);
  const pawnMoved = !isPlacementKind(kind) && pos.v.pawnTypes[pos.board[moveFrom(m)]! & 15] === true;
  return { pawnMoved, castling: pos.castling, flags: pos.flags, kind };
}

/** Call after `pos.make(m)`: can a position from before the move ever occur again? */
export function isIrreversible(pos: Position, before: BeforeMove): boolean {
  if (before.pawnMoved) return true;
  const captured = pos.lastMoveCaptured() & 15;
  const v = pos.v;
  if (v.spawnOf) return captured !== 0 && v.pawnTypes[captured] === true;
  if (captured !== 0 && captured !== v.berserkerType) return true;
  if (before.kind === MoveKind.Release || before.kind === MoveKind.Mark) return true;
  return pos.castling !== before.castling || ((pos.flags ^ before.flags) & TRIGGER_BITS) !== 0;
}

export class RepetitionLog {
  private readonly hashes: number[] = [];
  /** starts[i]: the index of the oldest position that position i can repeat. */
  private readonly starts: number[] = [];
  /** Occurrences of each hash among the positions since the current window start. */
  private readonly counts = new Map<number, number>();

  /** Records the next position; `irreversible` when the move to it was (see isIrreversible). */
  push(hash: number, irreversible: boolean): void {
    const i = this.hashes.length;
    const start = irreversible || i === 0 ? i : this.starts[i - 1]!;
    if (start === i) this.counts.clear();
    this.hashes.push(hash);
    this.starts.push(start);
    this.counts.set(hash, (this.counts.get(hash) ?? 0) + 1);
  }

  /** Forgets the last position (undo). Crossing back over an irreversible move recounts the window before it. */
  pop(): void {
    const i = this.hashes.length - 1;
    if (i < 0) return;
    const hash = this.hashes.pop()!;
    const start = this.starts.pop()!;
    if (start === i && i > 0) {
      this.counts.clear();
      for (let j = this.starts[i - 1]!; j < i; j++) this.counts.set(this.hashes[j]!, (this.counts.get(this.hashes[j]!) ?? 0) + 1);
      return;
    }
    const n = this.counts.get(hash)! - 1;
    if (n > 0) this.counts.set(hash, n);
    else this.counts.delete(hash);
  }

  /** How many times the current position has occurred (1 the first time). */
  occurrences(): number {
    const last = this.hashes[this.hashes.length - 1];
    return last === undefined ? 0 : this.counts.get(last) ?? 0;
  }

  /** Every position's hash, the start first and the current one last. */
  all(): readonly number[] {
    return this.hashes;
  }

  /** The hashes of the positions the current one and its successors can repeat, oldest first. */
  window(): number[] {
    const n = this.hashes.length;
    return n === 0 ? [] : this.hashes.slice(this.starts[n - 1]!);
  }
}
