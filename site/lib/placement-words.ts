/**
 * The placement line's words (site/lib/placement-caption.ts, site/lib/placement-notes.ts): its labels,
 * the note on each knight's rank (C1, C2), and what the reader can do on a live board. A colour comes in
 * as the board's possessive form (`white.of` of berserker-board/messages: "White's", "von Weiß"), the
 * placements as the engine writes them.
 */
import { translations } from '../i18n/words';

const en = {
  /** Before the placements of the position shown. */
  now: 'Placements now:',
  /** After a capture that placed the Berserker (capturer-turn): `played` is the move, already in <code>. */
  captureChose: (played: string) => `${played} chose among:`,
  /** Before the refused squares: on the board (tinted red), or listed after a capture. */
  refusedNow: 'Refused (red):',
  refused: 'Refused:',
  /** Play mode: the live board explains a square pointed at. */
  explainLive: 'Point at or tap any other square on the board to see why it is refused.',
  /** Who a note is about: a knight (by its square), or the captured Berserker of a colour. */
  knight: (square: string) => `The ${square} knight`,
  berserker: (ownerOf: string) => `${ownerOf} Berserker`,
  /** C2: no square of the knight's rank keeps its owner's king out of check. */
  noPlacementKing: (who: string, ownerOf: string, king: string) => `${who}: no placement — every square of its rank would leave ${ownerOf} king on ${king} in check (C2).`,
  noPlacement: (who: string) => `${who}: no placement.`,
  /** C1: the rank R5 settled on, whether its attack condition was dropped, and the placements there. */
  rank: (who: string, ownerOf: string, rank: number, dropped: boolean, sans: string) =>
    `${who}: ${ownerOf} rank ${rank}${dropped ? ', with R5’s attack condition dropped because no square of ranks 1–3 qualifies' : ''} — ${sans}.`,
};

const de: typeof en = {
  now: 'Einsetzzüge jetzt:',
  captureChose: (played) => `Zur Wahl standen bei ${played}:`,
  refusedNow: 'Nicht erlaubt (rot):',
  refused: 'Nicht erlaubt:',
  explainLive: 'Zeig auf ein anderes Feld des Bretts oder tippe es an, um zu sehen, warum es nicht erlaubt ist.',
  knight: (square) => `Der Springer auf ${square}`,
  berserker: (ownerOf) => `Der Berserker ${ownerOf}`,
  noPlacementKing: (who, ownerOf, king) => `${who}: kein Einsetzfeld – auf jedem Feld seiner Reihe stünde der König ${ownerOf} auf ${king} im Schach (C2).`,
  noPlacement: (who) => `${who}: kein Einsetzfeld.`,
  rank: (who, ownerOf, rank, dropped, sans) =>
    `${who}: Reihe ${rank} ${ownerOf}${dropped ? ', ohne die Angriffsbedingung von R5, weil kein Feld der Reihen 1–3 sie erfüllt' : ''} – ${sans}.`,
};

export const PLACEMENT_WORDS = translations({ en, de });
