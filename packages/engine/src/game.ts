/**
 * A game: a start position, the moves played (with who controlled each), status, undo, and R8's
 * Oh No! take-backs. This is the API the board element, the site and the CLI use.
 */
import { type Color, type ColorName, COLORS, MoveKind, moveFrom, moveTo, moveKind, movePromo, movePlace } from './types.js';
import type { Variant } from './variant.js';
import { getVariant } from './variants.js';
import type { BerserkerRules } from './rules.js';
import { Position } from './position.js';
import { parseFen, makeFen, pieceLetter } from './fen.js';
import { makeSan, parseMove, makeCoordinate } from './san.js';
import { makeSquare } from './geometry.js';
import { ChessError } from './errors.js';
import { checkArgs } from './args.js';
import { controller as controllerOf, dueAction, FIRST_MOVES_TOGETHER } from './berserker.js';
import { type GameStatus, statusOf, win, draw } from './status.js';
import { RepetitionLog, beforeMove, isIrreversible } from './repetition.js';

const GAME_PARAMS = ['options?:obj'];
const OPTION_PARAMS = ['options.variant?:str', 'options.rules?:strOrObj', 'options.fen?:str'];

export type MoveKindName = 'normal' | 'multi-step' | 'en-passant' | 'castle' | 'release' | 'place' | 'mark';
const KIND_NAMES: readonly MoveKindName[] = ['normal', 'multi-step', 'en-passant', 'castle', 'release', 'place', 'mark'];

export interface MoveInfo {
  /** The packed move (types.ts). */
  readonly move: number;
  readonly san: string;
  readonly coordinate: string;
  /** The side whose turn it is: the move counts as theirs. */
  readonly color: ColorName;
  /** Who chose it: differs from `color` for placements made by the opponent (R3, R4). */
  readonly controller: ColorName;
  readonly kind: MoveKindName;
  /** Origin square, null for a re-placement (the Berserker comes from off the board). */
  readonly from: string | null;
  readonly to: string;
  /** Letter of the piece moved (upper case); N for a release or mark, Z for a placement. */
  readonly piece: string;
  /** Letter of the piece captured, lower case for black. */
  readonly captured: string | null;
  readonly promotion: string | null;
  /** capture=capturer-turn: where the captured Berserker was placed. */
  readonly placement: string | null;
  /** Whether the move gives check or mates (the `+`/`#` of its SAN). */
  readonly check: 'check' | 'checkmate' | null;
  /** Which way a castling move goes: toward the higher files (`O-O`) or the lower (`O-O-O`). */
  readonly castle: 'kingside' | 'queenside' | null;
}

export interface TakeBack {
  /** Index in the history of the action that replaced the retracted one (or the history length, while pending). */
  readonly ply: number;
  readonly retracted: MoveInfo;
  readonly by: ColorName;
}

export interface GameOptions {
  readonly variant?: string;
  readonly rules?: string | Partial<BerserkerRules>;
  readonly fen?: string;
}

export interface PlacementTurn {
  readonly kind: 'release' | 'place' | 'mark';
  /** Whose Berserker it is. */
  readonly owner: ColorName;
  /** Who decides. */
  readonly controller: ColorName;
}

export class Game {
  readonly variant: Variant;
  readonly startFen: string;
  readonly position: Position;
  private readonly entries: MoveInfo[] = [];
  private readonly repetition = new RepetitionLog();
  private readonly takeBacks: TakeBack[] = [];
  private ending: GameStatus | null = null;
  /** The status of the current position, and the hash it was computed for (status() is asked often). */
  private known: { readonly hash: number; readonly ply: number; readonly status: GameStatus } | null = null;

  constructor(options: GameOptions = {}) {
    // Wrong types are refused, never read as "no options" (issue 28: `new Game(42)` is not a default game).
    checkArgs('Game', GAME_PARAMS, [options]);
    checkArgs('Game', OPTION_PARAMS, [options.variant, options.rules, options.fen]);
    this.variant = getVariant(options.variant ?? 'chess', options.rules);
    this.position = parseFen(this.variant, options.fen ?? this.variant.def.startFen);
    this.startFen = makeFen(this.position);
    this.repetition.push(this.position.hash, true);
  }

  get turn(): ColorName {
    return COLORS[this.position.turn];
  }

  fen(): string {
    return makeFen(this.position);
  }

  get history(): readonly MoveInfo[] {
    return this.entries;
  }

  /** Hashes of every position of the game so far, the start first and the current one last. */
  positionHashes(): readonly number[] {
    return this.repetition.all();
  }

  /**
   * Hashes of the positions the current one (and any later one) can still repeat: those since the
   * last irreversible move (repetition.ts), oldest first, the current one last. What a search needs.
   */
  repeatablePositionHashes(): number[] {
    return this.repetition.window();
  }

  /**
   * C7/C13: true while both first moves of Game of Pawns are announced together — the game began
   * from the start position and Black's first move is still to come (White's first move, if made,
   * is then hidden from Black).
   */
  firstMovesTogether(): boolean {
    return (this.position.flags & FIRST_MOVES_TOGETHER) !== 0;
  }

  get takeBackLog(): readonly TakeBack[] {
    return this.takeBacks;
  }

  /** Describes `m`, a legal move of the current position. */
  describe(m: number, legal?: readonly number[]): MoveInfo {
    const pos = this.position, g = this.variant.geo, kind = moveKind(m);
    const from = moveFrom(m), to = moveTo(m);
    let captured: number;
    if (kind === MoveKind.EnPassant) captured = pos.board[pos.epVictim]!;
    else if (kind <= MoveKind.MultiStep) captured = pos.board[to]!;
    else captured = 0;
    const promo = movePromo(m), place = movePlace(m);
    const san = makeSan(pos, m, legal);
    return {
      move: m,
      san,
      coordinate: makeCoordinate(pos, m),
      color: COLORS[pos.turn],
      controller: COLORS[controllerOf(pos, m)],
      kind: KIND_NAMES[kind]!,
      from: kind === MoveKind.Place ? null : makeSquare(g, from),
      to: makeSquare(g, to),
      piece: kind === MoveKind.Place ? 'Z' : kind >= MoveKind.Release ? 'N' : this.variant.pieces[(pos.board[from]! & 15) - 1]!.letter,
      captured: captured ? pieceLetter(this.variant, captured) : null,
      promotion: promo ? this.variant.pieces[promo - 1]!.letter : null,
      placement: place >= 0 ? makeSquare(g, place) : null,
      check: san.endsWith('#') ? 'checkmate' : san.endsWith('+') ? 'check' : null,
      castle: kind !== MoveKind.Castle ? null : to > from ? 'kingside' : 'queenside',
    };
  }

  legalMoves(): MoveInfo[] {
    const legal = this.position.legalMoves();
    return legal.map((m) => this.describe(m, legal));
  }

  /** The current placement turn, if this turn is one (R3, R4, R6). */
  placementTurn(): PlacementTurn | null {
    const pos = this.position;
    if (!this.variant.rules) return null;
    const act = dueAction(pos);
    if (act === 0 || !pos.legalMoves().some((m) => moveKind(m) === act)) return null;
    const us = pos.turn, them = (us ^ 1) as Color;
    if (act === MoveKind.Mark) return { kind: 'mark', owner: COLORS[them], controller: COLORS[us] };
    return { kind: act === MoveKind.Place ? 'place' : 'release', owner: COLORS[us], controller: COLORS[them] };
  }

  /** Who decides the current turn's action. */
  get controller(): ColorName {
    const p = this.placementTurn();
    return p ? p.controller : this.turn;
  }

  /**
   * Plays a move given as SAN, coordinates or a packed move. Throws ChessError naming the ply, the move
   * and why it cannot be played; the game is unchanged then. Once the game is over (mate, stalemate,
   * repetition, the 50-move rule, insufficient material, resignation, agreement) no move is accepted:
   * ERR_GAME_OVER.
   */
  play(move: string | number): MoveInfo {
    const ply = this.entries.length + 1;
    const where = `ply ${ply} (${this.moveNumberLabel()})`;
    const status = this.status();
    if (status.over) {
      throw new ChessError('ERR_GAME_OVER', `cannot play ${String(move)}: the game is over (${status.result}, ${status.reason})`, where);
    }
    const pos = this.position;
    const legal = pos.legalMoves();
    let m: number;
    try {
      if (typeof move === 'number') {
        if (!legal.includes(move)) throw new ChessError('ERR_ILLEGAL_MOVE', `move ${move} is not legal here`);
        m = move;
      } else m = parseMove(pos, move, legal);
    } catch (e) {
      if (e instanceof ChessError) throw e.within(where);
      throw e;
    }
    const info = this.describe(m, legal);
    const before = beforeMove(pos, m);
    pos.make(m);
    this.entries.push(info);
    this.repetition.push(pos.hash, isIrreversible(pos, before));
    this.known = null;
    return info;
  }

  private moveNumberLabel(): string {
    return `${this.position.fullmove}${this.position.turn === 0 ? '.' : '...'}`;
  }

  /** Takes back the last move (not a game action: the analysis kind). Returns it, or null at the start. */
  undo(): MoveInfo | null {
    const last = this.entries.pop();
    if (!last) return null;
    this.position.undo();
    this.repetition.pop();
    this.known = null;
    while (this.takeBacks.length && this.takeBacks[this.takeBacks.length - 1]!.ply > this.entries.length) this.takeBacks.pop();
    this.ending = null;
    return last;
  }

  /** R8: may `by` (default: whoever controlled the last action) use Oh No! now? */
  canOhNo(by?: ColorName): boolean {
    return this.ohNoRefusal(by) === null;
  }

  private ohNoRefusal(by?: ColorName): string | null {
    if (!this.variant.rules?.ohNo) return 'Oh No! is off in this game (rule option ohNo=on turns it on)';
    const last = this.entries[this.entries.length - 1];
    if (!last) return 'there is no action to take back';
    const who = by ?? last.controller;
    if (last.controller !== who) return `the last action (${last.san}) was ${last.controller}'s, not ${who}'s`;
    if (this.takeBacks.some((t) => t.by === who)) return `${who} has already used their take-back`;
    if (this.status().over && this.ending) return 'the game is over';
    return null;
  }

  /** R8: retracts the last action; its controller then acts again. Returns the retracted action. */
  ohNo(by?: ColorName): MoveInfo {
    const refusal = this.ohNoRefusal(by);
    if (refusal) throw new ChessError('ERR_TAKEBACK', refusal, `ply ${this.entries.length}`);
    const last = this.undo()!;
    this.takeBacks.push({ ply: this.entries.length, retracted: last, by: last.controller });
    return last;
  }

  /** Which colours have used their Oh No! take-back. */
  ohNoUsed(): { white: boolean; black: boolean } {
    return { white: this.takeBacks.some((t) => t.by === 'white'), black: this.takeBacks.some((t) => t.by === 'black') };
  }

  resign(by: ColorName): void {
    this.ending = win(by === 'white' ? 1 : 0, 'resignation');
  }

  agreeDraw(): void {
    this.ending = draw('agreement');
  }

  status(): GameStatus {
    if (this.ending) return this.ending;
    const pos = this.position, ply = this.entries.length;
    if (this.known === null || this.known.hash !== pos.hash || this.known.ply !== ply) {
      this.known = { hash: pos.hash, ply, status: statusOf(pos, this.repetition.occurrences()) };
    }
    return this.known.status;
  }

  /** The game from the start up to ply `n` (0 = start), as a new Game. */
  atPly(n: number): Game {
    const g = new Game({ variant: this.variant.id, rules: this.variant.rules ?? undefined, fen: this.startFen });
    for (const e of this.entries.slice(0, n)) g.play(e.move);
    return g;
  }
}
