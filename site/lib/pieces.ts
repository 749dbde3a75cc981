/**
 * Piece tables for the variant pages: every piece of a variant (from the engine's definition) with its
 * name, letter, Betza notation, value, a plain-words description, and a "click to see its moves"
 * position from the engine's lonePiecePosition. In another language the names are the board's
 * (berserker-board/messages) and the words site/lib/pieces-words.ts's.
 */
import { getVariant, lonePiecePosition, variantInfo } from '@berserker-chess/engine';
import { message, type MessageKey } from 'berserker-board/messages';
import type { Locale } from '../i18n/locale';
import { PIECES_WORDS } from './pieces-words';

export interface PieceRow {
  letter: string;
  name: string;
  /** The name's grammatical gender in the page's language (the board's `gender.<role>`: m, f, n). */
  gender: string;
  betza: string;
  value: string;
  words: string;
  note: string;
  fen: string;
  square: string;
}

export function pieceRows(variantId: string, locale: Locale = 'en'): PieceRow[] {
  const v = getVariant(variantId);
  const def = v.def;
  const w = PIECES_WORDS[locale];
  const info = variantInfo(variantId).pieces;
  const inStart = new Set(info.filter((p) => p.inStart).map((p) => p.letter));
  const role = (letter: string) => (info.find((p) => p.letter === letter)?.role ?? '').replace(/ /g, '-');
  return def.pieces.map((p) => {
    let words = w.moves[p.betza] ?? `Betza ${p.betza}.`;
    const notes: string[] = [];
    if (p.royal) {
      if (def.castleDistance) notes.push(def.castleDistance === 2 ? w.castles : w.castlesFar(def.castleDistance));
      else notes.push(w.noCastling);
      if (def.spawn) notes.push(w.several);
    }
    if (p.letter === 'Z') {
      words = w.berserker;
      notes.push(w.immortal);
    } else if (!inStart.has(p.letter) && !p.royal) {
      notes.push(w.promotionOnly);
    }
    // English keeps the engine's names ("Berolina pawn"); another language says the board's, capitalised.
    const local = locale === 'en' ? '' : message(locale, `piece.${role(p.letter)}` as MessageKey);
    const name = local && !local.startsWith('piece.') ? local.charAt(0).toUpperCase() + local.slice(1) : p.name;
    const lone = lonePiecePosition(variantId, p.letter);
    return {
      letter: p.letter,
      name,
      gender: message(locale, `gender.${role(p.letter)}` as MessageKey) || 'm',
      betza: p.betza,
      value: p.royal && !def.spawn ? '—' : String(p.value).replace('.25', '¼').replace('.5', '½'),
      words,
      note: notes.join(' '),
      fen: lone.fen,
      square: lone.square,
    };
  });
}
