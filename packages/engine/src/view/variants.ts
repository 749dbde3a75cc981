/**
 * Variant metadata for pickers and captions: names, board size, start position, pieces, and whether
 * the Berserker rules (and so the rule options, see ruleOptionList in rules.ts) apply.
 */
import { VARIANT_DEFS, getVariant } from '../variants.js';
import type { VariantDef } from '../variant.js';
import type { VariantInfo } from './types.js';

function infoOf(def: VariantDef): VariantInfo {
  const board = def.startFen.split(' ')[0]!.toUpperCase();
  return {
    id: def.id,
    name: def.name,
    pgnName: def.pgnName,
    width: def.width,
    height: def.height,
    startFen: def.startFen,
    berserker: def.berserker !== undefined,
    pieces: def.pieces.map((p) => ({ role: p.name.toLowerCase(), name: p.letter === 'Z' ? p.name : p.name.toLowerCase(), letter: p.letter, inStart: board.includes(p.letter) })),
    simultaneousFirstMove: def.simultaneousFirstMove === true,
    base: def.base ?? null,
    promotion: [...def.promotion],
  };
}

/** The variant `id`'s metadata. Throws ChessError ERR_VARIANT naming the valid ids for an unknown one. */
export function variantInfo(id: string): VariantInfo {
  return infoOf(getVariant(id).def);
}

/** Every variant the engine plays, in the engine's order (Chess, Berserker Chess, Game of Pawns, …). */
export function listVariants(): VariantInfo[] {
  return VARIANT_DEFS.map(infoOf);
}
