/**
 * Piece tables for the variant pages: every piece of a variant (from the engine's definition) with its
 * name, letter, Betza notation, value, a plain-words description, and a "click to see its moves"
 * position from the engine's lonePiecePosition.
 */
import { getVariant, lonePiecePosition, variantInfo } from '@berserker-chess/engine';

/** Plain words for each movement, keyed by Betza notation (the engine's own). */
const WORDS: Record<string, string> = {
  K: 'One step in any direction.',
  Q: 'Any distance along ranks, files and diagonals.',
  R: 'Any distance along ranks and files.',
  B: 'Any distance diagonally; stays on one colour.',
  N: 'Jumps two squares one way and one across (an L), over anything.',
  mfWcfFimfnD: 'One step forward, two from its first square; captures one step diagonally forward.',
  mfFcfWimfnA: 'One step diagonally forward, two from its first square; captures one step straight ahead.',
  mfWcfFimfnDimfnH: 'One step forward, two or three from its first square; captures one step diagonally forward.',
  QN: 'Like a queen or a knight.',
  RNF: 'Like a rook or a knight, or one step diagonally.',
  BNW: 'Like a bishop or a knight, or one step orthogonally.',
  RN: 'Like a rook or a knight.',
  BN: 'Like a bishop or a knight.',
  RF: 'Like a rook, or one step diagonally.',
  BW: 'Like a bishop, or one step orthogonally.',
  KN: 'One step in any direction, or a knight’s jump.',
};

export interface PieceRow {
  letter: string;
  name: string;
  betza: string;
  value: string;
  words: string;
  note: string;
  fen: string;
  square: string;
}

export function pieceRows(variantId: string): PieceRow[] {
  const v = getVariant(variantId);
  const def = v.def;
  const inStart = new Set(variantInfo(variantId).pieces.filter((p) => p.inStart).map((p) => p.letter));
  return def.pieces.map((p) => {
    let words = WORDS[p.betza] ?? `Betza ${p.betza}.`;
    const notes: string[] = [];
    if (p.royal) {
      if (def.castleDistance) notes.push(def.castleDistance === 2 ? 'Castles.' : `Castles, moving ${def.castleDistance} squares.`);
      else notes.push('Does not castle.');
      if (def.spawn) notes.push('Several may be on the board.');
    }
    if (p.letter === 'Z') {
      words = 'Moves and captures like a knight.';
      notes.push('Immortal: a captured Berserker is placed again (R4). It comes from a knight (R3).');
    } else if (!inStart.has(p.letter) && !p.royal) {
      notes.push('Only by promotion.');
    }
    const lone = lonePiecePosition(variantId, p.letter);
    return {
      letter: p.letter,
      name: p.name,
      betza: p.betza,
      value: p.royal && !def.spawn ? '—' : String(p.value).replace('.25', '¼').replace('.5', '½'),
      words,
      note: notes.join(' '),
      fen: lone.fen,
      square: lone.square,
    };
  });
}
