/**
 * A variant is data — board size, pieces, start position, a few switches — plus the Berserker
 * modifier's options. `compileVariant` turns that data into the lookup tables the move generator and
 * attack test walk (see movetables.ts), once per variant.
 */
import { type Geometry, makeGeometry } from './geometry.js';
import type { PieceDef } from './pieces.js';
import type { BerserkerRules } from './rules.js';
import { type MoveTables, type AttackTables, buildMoveTables, buildAttackTables } from './movetables.js';
import { type ZobristKeys, makeZobrist } from './zobrist.js';
import { ChessError } from './errors.js';

export interface OutcomeRules {
  /** What a side with no legal move gets: `chess` (checkmate loses, stalemate draws) or `loss` (it loses either way). */
  readonly noMoves: 'chess' | 'loss';
  /** `threefold` draws on the third occurrence; `mover-loses` makes a move that repeats any earlier position lose. */
  readonly repetition: 'threefold' | 'mover-loses';
  readonly fiftyMove: boolean;
  readonly insufficientMaterial: boolean;
}

export interface VariantDef {
  readonly id: string;
  readonly name: string;
  /** The PGN [Variant] tag value. */
  readonly pgnName: string;
  readonly width: number;
  readonly height: number;
  /** Piece types; a piece's type number is its index + 1. */
  readonly pieces: readonly PieceDef[];
  readonly startFen: string;
  /** Letters a pawn may promote to. */
  readonly promotion: readonly string[];
  /** How far the king moves when castling; 0 = no castling. */
  readonly castleDistance: number;
  /** `skipped` writes the square a pawn skipped (e3); `skipped-and-pawn` also names the pawn (c5d6), for Berolina. */
  readonly epFen: 'skipped' | 'skipped-and-pawn';
  /** Battle of the Kings: the letter that appears on a square a piece of each letter leaves. */
  readonly spawn?: Readonly<Record<string, string>>;
  readonly outcome: OutcomeRules;
  /** The Berserker modifier (R1–R10), when on. */
  readonly berserker?: BerserkerRules;
  /** Game of Pawns: both first moves are announced together (C7). */
  readonly simultaneousFirstMove?: boolean;
  /** The variant this one adds the Berserker rules to. */
  readonly base?: string;
}

export interface Variant {
  readonly def: VariantDef;
  readonly id: string;
  readonly geo: Geometry;
  readonly pieces: readonly PieceDef[];
  /** Letter (upper case) → type number. */
  readonly typeOf: ReadonlyMap<string, number>;
  readonly pawnTypes: readonly boolean[];
  readonly royalTypes: readonly boolean[];
  /** Type numbers by role; 0 where the variant has no such piece. */
  readonly kingType: number;
  readonly knightType: number;
  readonly rookType: number;
  readonly berserkerType: number;
  readonly promotionTypes: readonly number[];
  /** Type (index) → the type that appears where it left; 0 = nothing (Battle of the Kings). */
  readonly spawnOf: Int8Array | null;
  /** Exactly one royal piece per side and nothing unusual: the fast legality test applies. */
  readonly singleRoyal: boolean;
  readonly moves: readonly (MoveTables | null)[];
  readonly attacks: readonly [AttackTables, AttackTables];
  readonly zobrist: ZobristKeys;
  /** Relative rank (0-based) on which `i` moves start, per type. */
  readonly initialRank: readonly number[];
  readonly rules: BerserkerRules | null;
  /** R2: the 0-based relative rank from which a move triggers. */
  readonly triggerRank: number;
}

export function compileVariant(def: VariantDef): Variant {
  const geo = makeGeometry(def.width, def.height);
  if (def.pieces.length > 15) throw new ChessError('ERR_VARIANT', `${def.id}: at most 15 piece types`);
  const typeOf = new Map<string, number>();
  def.pieces.forEach((p, i) => {
    if (typeOf.has(p.letter)) throw new ChessError('ERR_VARIANT', `${def.id}: letter ${p.letter} used twice`);
    typeOf.set(p.letter, i + 1);
  });
  const find = (pred: (p: PieceDef) => boolean) => def.pieces.findIndex(pred) + 1;
  const pawnTypes = [false, ...def.pieces.map((p) => !!p.pawn)];
  const royalTypes = [false, ...def.pieces.map((p) => !!p.royal)];
  const promotionTypes = def.promotion.map((l) => {
    const t = typeOf.get(l);
    if (!t) throw new ChessError('ERR_VARIANT', `${def.id}: promotion letter ${l} is not a piece`);
    return t;
  });
  let spawnOf: Int8Array | null = null;
  if (def.spawn) {
    spawnOf = new Int8Array(16);
    for (const [from, to] of Object.entries(def.spawn)) spawnOf[typeOf.get(from)!] = typeOf.get(to)!;
  }
  // Pawns start their `i` moves from the rank they stand on in the start position; other pieces from rank 1.
  const pawnRank = pawnStartRank(def);
  const initialRank = [0, ...def.pieces.map((p) => (p.pawn ? pawnRank : 0))];
  const rules = def.berserker ?? null;
  // R2 on any board: "rank 4" is the first of the two centre ranks counted from the mover's side.
  const centre = Math.floor(def.height / 2);
  const triggerRank = rules ? (rules.trigger === 'cross' ? centre + 1 : centre) - 1 : 0;
  const moves = [null, ...def.pieces.map((p, i) => buildMoveTables(geo, p, initialRank[i + 1]!))];
  return {
    def,
    id: def.id,
    geo,
    pieces: def.pieces,
    typeOf,
    pawnTypes,
    royalTypes,
    kingType: find((p) => !!p.royal),
    knightType: find((p) => p.letter === 'N'),
    rookType: find((p) => !!p.castleRook),
    berserkerType: find((p) => p.letter === 'Z'),
    promotionTypes,
    spawnOf,
    singleRoyal: !spawnOf && def.pieces.filter((p) => p.royal).length === 1,
    moves: moves.flatMap((m) => (m ? [m[0], m[1]] : [null, null])) as (MoveTables | null)[],
    attacks: [buildAttackTables(geo, def.pieces, 0), buildAttackTables(geo, def.pieces, 1)],
    zobrist: makeZobrist(geo.size),
    initialRank,
    rules,
    triggerRank,
  };
}

function pawnStartRank(def: VariantDef): number {
  const rows = def.startFen.split(' ')[0]!.split('/');
  for (let r = rows.length - 1; r >= 0; r--) {
    if (/P/.test(rows[r]!)) return rows.length - 1 - r;
  }
  return 1;
}

/** Move tables are stored per (type, colour) at index type * 2 + colour. */
export const tableIndex = (type: number, color: number): number => type * 2 + color;
