/**
 * What the editor names as the board names it, in the page's language: variants, pieces with their
 * colour, colours, a square's label, and the situation of a valid position ("Weiß am Zug"). All of it
 * comes from the board element's message tables (`berserker-board/messages`), so a German page says
 * "Bauernspiel" and "weiße Dame" exactly where the German board does. English keeps the engine's own
 * words (editorSpec, checkSetup), as the editor always showed them.
 */
import { boardView, variantInfo, type ColorName, type Game } from '@berserker-chess/engine';
import { message, type MessageKey } from 'berserker-board/messages';
import type { Locale } from '../../i18n/locale';

const key = (prefix: string, name: string) => `${prefix}.${name.replace(/ /g, '-')}` as MessageKey;

/** A variant's name: "Berserker Chess", "Bauernspiel" (the engine's name when the table has none). */
export function variantName(locale: Locale, id: string, engineName?: string): string {
  const fallback = engineName ?? variantInfo(id).name;
  if (locale === 'en') return fallback;
  return message(locale, key('variant', id)) || fallback;
}

/** A colour as the subject of a sentence: "White", "Weiß". */
export const colorName = (locale: Locale, color: ColorName): string => message(locale, color);

/**
 * A piece with its colour, as the palette and the live region say it: "white amazon" (the engine's
 * label in English), "weiße Amazone".
 */
export function pieceLabel(locale: Locale, variant: string, letter: string, color: ColorName, engineLabel?: string): string {
  const role = variantInfo(variant).pieces.find((p) => p.letter === letter.toUpperCase())?.role;
  if (locale === 'en' && engineLabel) return engineLabel;
  if (!role) return `${message(locale, key(color, 'm'))} ${letter.toUpperCase()}`;
  const piece = message(locale, key('piece', role)) || role;
  const form = message(locale, key('gender', role)) || 'm';
  return message(locale, key('piece', 'colored'), { color: message(locale, key(color, form)), piece });
}

/** A board square's label for the grid: "e4, white pawn", "d5, leer". */
export const squareLabel = (locale: Locale, square: string, piece: string | null): string =>
  message(locale, key('square', piece ? 'piece' : 'empty'), piece ? { square, piece } : { square });

/** A board's accessible name, as the element gives it: "Berserker Chess board", "Brett: Berserker-Schach". */
export const boardLabel = (locale: Locale, variant: string): string => message(locale, key('board', 'label'), { variant });

/**
 * The situation of a valid position in the board's words: who is to move, who places a Berserker, or
 * how the game ended ("Weiß am Zug, im Schach", "Schachmatt: Schwarz gewinnt (0-1)").
 */
export function situation(locale: Locale, game: Game): string {
  const v = boardView(game);
  const t = (k: string, params?: Record<string, string | number>) => message(locale, k as MessageKey, params);
  const status = (name: string, params: Record<string, string | number>) => message(locale, key('status', name), params);
  const st = v.status;
  if (st.over) {
    const reason = st.reason ? t(key('reason', st.reason)) : '';
    const points = st.winner ? st.points[st.winner] : 0;
    return st.winner
      ? status(points > 1 ? 'winPoints' : 'win', { reason, winner: t(st.winner), points, result: st.result })
      : status('draw', { reason, result: st.result });
  }
  const p = v.placement;
  if (p) return status(p.kind === 'mark' ? 'mark' : 'place', { turnOf: t(key(v.turn, 'of')), by: t(p.controller), owner: t(key(p.owner, 'of')) });
  return status(v.checks.length ? 'inCheck' : 'toMove', { color: t(v.turn) });
}
