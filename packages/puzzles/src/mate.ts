/**
 * An exact forced-win solver for short mates: no reductions, no pruning that could miss a mate, so
 * "this move mates in N" and "no other move mates in N" are both proofs, not estimates.
 *
 * Moves are counted the way a puzzle counts them: the attacker's own moves (its turns on which it
 * chooses). A placement the attacker makes on the defender's turn (R3, R4) belongs to the move before
 * it and costs nothing; a placement the defender makes on the attacker's turn costs the attacker that
 * turn. A position where the side to move has no legal move ends the game as the variant says
 * (checkmate; in Battle of the Kings also stalemate, which wins there). Repetition and the 50-move
 * rule are left out: they cannot decide a line of a few moves.
 */
import { type Position, type Color, MoveKind, moveKind, moveTo, moveController as chooser } from './engine.js';

export class MateSolver {
  /** Positions looked at so far (every make). */
  nodes = 0;
  private readonly bufs: Int32Array[] = [];
  /** Proven results per remaining-move count: hash → 1 (win) / 0 (no win). */
  private readonly memo: Map<number, number>[] = [];
  private attacker: Color = 0;

  /** @param maxNodes the solver gives up (throws) beyond this many positions, so a bad puzzle cannot hang a test. */
  constructor(private readonly maxNodes = 20_000_000) {}

  /**
   * Can `attacker` force a win from `pos` within `n` of its own moves? `pos` is left as it was.
   * A position that is already won for the attacker (the side to move is mated) counts as a win.
   */
  forcedWin(pos: Position, attacker: Color, n: number): boolean {
    if (attacker !== this.attacker) {
      this.memo.length = 0;
      this.attacker = attacker;
    }
    return this.win(pos, n, 0);
  }

  /** Is the side to move of `pos` lost because it has no legal move (checkmate, or stalemate where that loses)? */
  static lostByNoMoves(pos: Position): boolean {
    if (pos.hasLegalMove()) return false;
    return pos.inCheck() || pos.v.def.outcome.noMoves === 'loss';
  }

  private buf(ply: number): Int32Array {
    let b = this.bufs[ply];
    if (!b) this.bufs[ply] = b = new Int32Array(2048);
    return b;
  }

  private win(pos: Position, n: number, ply: number): boolean {
    const memo = (this.memo[n] ??= new Map());
    const key = pos.hash;
    const known = memo.get(key);
    if (known !== undefined) return known === 1;
    const r = this.search(pos, n, ply);
    memo.set(key, r ? 1 : 0);
    return r;
  }

  private search(pos: Position, n: number, ply: number): boolean {
    const moves = this.buf(ply);
    const count = pos.generateLegal(moves, 0);
    const attacker = this.attacker;
    if (count === 0) return pos.turn !== attacker && (pos.inCheck() || pos.v.def.outcome.noMoves === 'loss');
    const chooserNow = chooser(pos, moves[0]!);
    const ownTurn = pos.turn === attacker && chooserNow === attacker;
    if (ownTurn && n === 0) return false;
    // The defender to move with no attacking moves left: the attacker has won only if this is mate (handled above).
    if (n === 0 && pos.turn !== attacker && chooserNow !== attacker) return false;
    const next = ownTurn ? n - 1 : n;

    if (chooserNow === attacker) {
      // The last move must end the game at once: in chess-like variants only a check can.
      const mustCheck = ownTurn && next === 0 && pos.v.def.outcome.noMoves !== 'loss';
      const order = this.orderForAttacker(pos, moves, count, ply, mustCheck);
      for (const m of order) {
        pos.make(m);
        this.tick();
        const r = this.win(pos, next, ply + 1);
        pos.undo();
        if (r) return true;
      }
      return false;
    }
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      pos.make(m);
      this.tick();
      const r = this.win(pos, next, ply + 1);
      pos.undo();
      if (!r) return false;
    }
    return true;
  }

  /** Checks first, then captures, then the rest; only checks when `onlyChecks`. */
  private orderForAttacker(pos: Position, moves: Int32Array, count: number, ply: number, onlyChecks: boolean): number[] {
    void ply;
    const checks: number[] = [], captures: number[] = [], quiet: number[] = [];
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const kind = moveKind(m);
      const ordinary = kind === MoveKind.Normal || kind === MoveKind.MultiStep || kind === MoveKind.EnPassant;
      const capture = ordinary && pos.board[moveTo(m)] !== 0;
      pos.make(m);
      this.tick();
      const check = pos.inCheck();
      pos.undo();
      if (check) checks.push(m);
      else if (onlyChecks) continue;
      else if (capture) captures.push(m);
      else quiet.push(m);
    }
    return [...checks, ...captures, ...quiet];
  }

  private tick(): void {
    if (++this.nodes > this.maxNodes) throw new Error(`the mate search looked at more than ${this.maxNodes} positions; the puzzle's mate is too long to prove`);
  }
}
