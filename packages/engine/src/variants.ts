/**
 * The variants we ship, as data. Each entry is a VariantDef; `withBerserker` is the Berserker modifier
 * (R1–R10) over any variant with knights. `getVariant` compiles and caches.
 */
import type { VariantDef, OutcomeRules } from './variant.js';
import { compileVariant, type Variant } from './variant.js';
import {
  KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, BERSERKER, BEROLINA_PAWN, PLAIN_KING, BRAWL_PAWN,
  AMAZON, SHIP, FREEMASON, CHANCELLOR, ARCHBISHOP, SAILOR, MISSIONARY, JUDGE,
} from './pieces.js';
import { type BerserkerRules, DEFAULT_RULES, parseRules, makeRules, rulesGiven } from './rules.js';
import { ChessError } from './errors.js';

const CHESS_OUTCOME: OutcomeRules = { noMoves: 'chess', repetition: 'threefold', fiftyMove: true, insufficientMaterial: true };

export const CHESS: VariantDef = {
  id: 'chess',
  name: 'Chess',
  pgnName: 'Standard',
  width: 8,
  height: 8,
  pieces: [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING],
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  promotion: ['Q', 'R', 'B', 'N'],
  castleDistance: 2,
  epFen: 'skipped',
  outcome: CHESS_OUTCOME,
};

export const BEROLINA: VariantDef = {
  ...CHESS,
  id: 'berolina',
  name: 'Berolina Chess',
  pgnName: 'Berolina',
  pieces: [BEROLINA_PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING],
  epFen: 'skipped-and-pawn',
};

export const BATTLE_OF_THE_KINGS: VariantDef = {
  id: 'battle-of-the-kings',
  name: 'Battle of the Kings',
  pgnName: 'Battle of the Kings',
  width: 8,
  height: 8,
  pieces: [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, PLAIN_KING],
  startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1',
  promotion: ['Q', 'R', 'B', 'N'],
  castleDistance: 0,
  epFen: 'skipped',
  spawn: { P: 'N', N: 'B', B: 'R', R: 'Q', Q: 'K' },
  outcome: { noMoves: 'loss', repetition: 'mover-loses', fiftyMove: false, insufficientMaterial: false },
};

/** Brawl Chess on 12x12: our reconstruction of the array (the seed gives pieces and rules, not the setup). */
export const BRAWL: VariantDef = {
  id: 'brawl',
  name: 'Brawl Chess',
  pgnName: 'Brawl',
  width: 12,
  height: 12,
  pieces: [BRAWL_PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, AMAZON, SHIP, FREEMASON, CHANCELLOR, ARCHBISHOP, SAILOR, MISSIONARY, JUDGE],
  startFen: 'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJHKQCJBNR/DMSFCAQHFSMD w KQkq - 0 1',
  promotion: ['Q', 'A', 'S', 'F', 'C', 'H', 'D', 'M', 'J', 'R', 'B', 'N'],
  castleDistance: 3,
  epFen: 'skipped',
  outcome: CHESS_OUTCOME,
};

/** The Berserker rules (R1–R10) on top of a variant with knights. */
export function withBerserker(base: VariantDef, rules: BerserkerRules = DEFAULT_RULES, id = `berserker-${base.id}`): VariantDef {
  if (!base.pieces.some((p) => p.letter === 'N')) throw new ChessError('ERR_VARIANT', `${base.name} has no knights, so it cannot have a Berserker`);
  if (base.spawn) throw new ChessError('ERR_VARIANT', `${base.name} changes pieces as they move; the Berserker rules do not apply to it`);
  return {
    ...base,
    id,
    name: base.id === 'chess' ? 'Berserker Chess' : `Berserker ${base.name}`,
    pgnName: base.id === 'chess' ? 'Berserker' : `Berserker ${base.pgnName}`,
    pieces: [...base.pieces, BERSERKER],
    berserker: rules,
    base: base.id,
  };
}

export const BERSERKER_CHESS: VariantDef = withBerserker(CHESS, DEFAULT_RULES, 'berserker');

export const GAME_OF_PAWNS: VariantDef = {
  ...withBerserker({ ...CHESS, pieces: [PAWN, KNIGHT, KING] }, DEFAULT_RULES, 'game-of-pawns'),
  name: 'Game of Pawns',
  pgnName: 'Game of Pawns',
  startFen: '3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NKN2 w - - 0 1',
  promotion: ['Q', 'R', 'B', 'N'],
  pieces: [PAWN, KNIGHT, KING, QUEEN, ROOK, BISHOP, BERSERKER],
  simultaneousFirstMove: true,
  base: 'chess',
};

export const VARIANT_DEFS: readonly VariantDef[] = [
  CHESS, BERSERKER_CHESS, GAME_OF_PAWNS, BEROLINA, withBerserker(BEROLINA), BATTLE_OF_THE_KINGS, BRAWL, withBerserker(BRAWL),
];

export const VARIANT_IDS: readonly string[] = VARIANT_DEFS.map((d) => d.id);

const cache = new Map<string, Variant>();

/**
 * The compiled variant `id`, with Berserker rule options (`rules` as an object or `k=v; ...` text) for
 * the variants that have the Berserker. Options on a variant without the Berserker are an error.
 */
export function getVariant(id: string, rules?: string | Partial<BerserkerRules>): Variant {
  const def = VARIANT_DEFS.find((d) => d.id === id);
  if (!def) throw new ChessError('ERR_VARIANT', `unknown variant "${id}"; valid variants: ${VARIANT_IDS.join(', ')}`);
  let full: BerserkerRules | undefined = def.berserker;
  // rulesGiven checks the input strictly (null, numbers, unknown keys, repeats: ERR_RULES) before anything else.
  if (rules !== undefined && rulesGiven(rules)) {
    if (!def.berserker) throw new ChessError('ERR_RULES', `${def.name} has no Berserker rule options (they apply to: ${VARIANT_DEFS.filter((d) => d.berserker).map((d) => d.id).join(', ')})`, 'rules');
    full = parseRules(rules, def.berserker);
  }
  const key = full ? `${id}|${makeRules(full)}` : id;
  let v = cache.get(key);
  if (!v) {
    v = compileVariant(full ? { ...def, berserker: full } : def);
    cache.set(key, v);
  }
  return v;
}

/** The variant whose PGN [Variant] tag is `name` (case-insensitive; ids work too). */
export function variantIdFromPgnName(name: string): string | undefined {
  const n = name.trim().toLowerCase();
  if (n === '' || n === 'standard' || n === 'chess' || n === 'normal') return 'chess';
  return VARIANT_DEFS.find((d) => d.pgnName.toLowerCase() === n || d.id === n)?.id;
}
