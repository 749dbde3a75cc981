/**
 * The placement line under a diagram: what the engine says about a placement turn (R3, R4, R5, C1, C2),
 * as plain data and as one piece of HTML. The data is made at build time from the engine's
 * `placementChoices` / `capturePlacementChoices` (site/lib/placement-notes.ts, worded in the page's
 * language there: the refusals and notes are sentences); the HTML is made from the data
 * by the same function at build time (Astro) and in the browser (site/scripts/board-tools.ts, when the
 * reader steps or plays to another position of the diagram's line), so the two can never differ.
 *
 * Nothing here decides a rule: every square, move and sentence comes from the engine. This module only
 * words the engine's structured answer (a candidate's rank, whether R5's attack condition still held,
 * the refusals with their reasons) and must stay free of engine imports other than types, because the
 * browser script that imports it ships without the engine.
 */
import type { Locale } from '../i18n/locale';
import { PLACEMENT_WORDS } from './placement-words';

/** The caption data of one placement turn (or of one capture that placed the Berserker, capturer-turn). */
export interface PlacementCaption {
  /** `now`: the position shown is a placement turn; `capture`: the move just played captured and placed. */
  readonly when: 'now' | 'capture';
  /** For `capture`: the capture alone (`Qxd4`) and the move as played (`Qxd4/Za2+`). */
  readonly capture?: { readonly san: string; readonly played: string };
  /** The legal placements as the engine writes them: `Nb1=Z`, `Zf1`, `exf3/Zf1`. */
  readonly sans: readonly string[];
  /** Starred squares (★): where the Berserker may go; for a mark, the knights that may be marked. */
  readonly stars: readonly string[];
  /** Refused squares (drawn red), each with the engine's reason as a sentence in the page's language. */
  readonly refused: ReadonlyArray<{ readonly square: string; readonly text: string }>;
  /** One sentence per knight (or for the captured Berserker) when the rank or the condition is worth saying. */
  readonly notes: readonly string[];
}

/**
 * The caption line for a placement turn the reader reached by playing on, read from the board's legal
 * moves (the engine's MoveInfo, through the element): the placements and their squares. The refusals
 * are not known here; the live board explains a square when the reader points at it.
 */
export function livePlacementCaption(moves: ReadonlyArray<{ san: string; to: string }>): PlacementCaption {
  return { when: 'now', sans: moves.map((m) => m.san), stars: [...new Set(moves.map((m) => m.to))], refused: [], notes: [] };
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const code = (s: string): string => `<code>${escape(s)}</code>`;

/**
 * The line as HTML, in the page's language. `explainLive`: the live board explains any other square when pointed at (play mode,
 * the reader controls the turn) — said only where it is true.
 */
export function placementCaptionHtml(c: PlacementCaption, explainLive = false, locale: Locale = 'en'): string {
  const w = PLACEMENT_WORDS[locale];
  // After a capture that placed the Berserker (capturer-turn) the board shows the next position: the
  // squares are listed in words, not marked on it.
  const now = c.when === 'now';
  const label = !now && c.capture ? w.captureChose(code(c.capture.played)) : w.now;
  let html = `<span class="label">${label}</span> ${c.sans.map(code).join(', ')}`;
  if (now && c.stars.length) html += ` (★ ${c.stars.map(escape).join(', ')})`;
  html += '.';
  for (const n of c.notes) html += ` ${escape(n)}`;
  if (c.refused.length) {
    html += ` <span class="label">${now ? w.refusedNow : w.refused}</span> ${c.refused.map((r) => escape(r.text)).join('; ')}.`;
  }
  if (explainLive) html += ` ${w.explainLive}`;
  return html;
}
