/**
 * The placement line under a diagram: what the engine says about a placement turn (R3, R4, R5, C1, C2),
 * as plain data and as one piece of HTML. The data is made at build time from the engine's
 * `placementChoices` / `capturePlacementChoices` (site/lib/diagram.ts); the HTML is made from the data
 * by the same function at build time (Astro) and in the browser (site/scripts/board-tools.ts, when the
 * reader steps or plays to another position of the diagram's line), so the two can never differ.
 *
 * Nothing here decides a rule: every square, move and sentence comes from the engine. This module only
 * words the engine's structured answer (a candidate's rank, whether R5's attack condition still held,
 * the refusals with their reasons) and must stay free of engine imports other than types, because the
 * browser script that imports it ships without the engine.
 */
import type { PlacementChoices, PlacementCandidate } from '@berserker-chess/engine';

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
  /** Refused squares (drawn red), each with the engine's sentence saying why. */
  readonly refused: ReadonlyArray<{ readonly square: string; readonly text: string }>;
  /** One sentence per knight (or for the captured Berserker) when the rank or the condition is worth saying. */
  readonly notes: readonly string[];
}

const title = (color: string): string => (color === 'white' ? 'White' : 'Black');

/**
 * One sentence on a candidate: the rank R5 settled on for it (C1), whether its attack condition still
 * held there, and its placements; or why it has none (C2).
 */
function candidateNote(c: PlacementCandidate, owner: string, conditionApplies: boolean): string {
  const who = c.knight === null ? `${title(owner)}'s Berserker` : `The ${c.knight} knight`;
  if (c.rank === null || c.options.length === 0) {
    const kings = c.refused.filter((r) => r.reason.code === 'king-in-check');
    if (kings.length > 0 && kings.length === c.refused.length) {
      const king = kings[0]!.reason.code === 'king-in-check' ? kings[0]!.reason.king : '';
      return `${who}: no placement — every square of its rank would leave ${title(owner)}'s king on ${king} in check (C2).`;
    }
    return `${who}: no placement.`;
  }
  const dropped = conditionApplies && !c.attackCondition ? ', with R5’s attack condition dropped because no square of ranks 1–3 qualifies' : '';
  return `${who}: ${title(owner)}'s rank ${c.rank}${dropped} — ${c.options.map((o) => o.san).join(', ')}.`;
}

/**
 * The caption data of a placement turn. `conditionApplies` is false under `threat=none`, where R5 has no
 * attack condition to drop.
 */
export function placementCaption(
  choices: PlacementChoices,
  conditionApplies: boolean,
  capture?: { san: string; played: string },
): PlacementCaption {
  const cands = choices.candidates;
  // Worth a sentence per candidate: several knights on different ranks (C1), a rank beyond the first,
  // the fallback without the attack condition, or a knight with no placement (C2).
  const notable =
    choices.kind !== 'mark' &&
    (new Set(cands.map((c) => c.rank)).size > 1 ||
      cands.some((c) => c.rank !== 1 || c.options.length === 0 || (conditionApplies && !c.attackCondition)));
  return {
    when: capture ? 'capture' : 'now',
    ...(capture ? { capture } : {}),
    sans: choices.options.map((o) => o.san),
    stars: [...new Set(choices.options.map((o) => o.square))],
    refused: choices.refused.map((r) => ({ square: r.square, text: r.text })),
    notes: notable ? cands.map((c) => candidateNote(c, choices.owner, conditionApplies)) : [],
  };
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
 * The line as HTML. `explainLive`: the live board explains any other square when pointed at (play mode,
 * the reader controls the turn) — said only where it is true.
 */
export function placementCaptionHtml(c: PlacementCaption, explainLive = false): string {
  // After a capture that placed the Berserker (capturer-turn) the board shows the next position: the
  // squares are listed in words, not marked on it.
  const now = c.when === 'now';
  const label = !now && c.capture ? `${code(c.capture.played)} chose among:` : 'Placements now:';
  let html = `<span class="label">${label}</span> ${c.sans.map(code).join(', ')}`;
  if (now && c.stars.length) html += ` (★ ${c.stars.map(escape).join(', ')})`;
  html += '.';
  for (const n of c.notes) html += ` ${escape(n)}`;
  if (c.refused.length) {
    html += ` <span class="label">${now ? 'Refused (red):' : 'Refused:'}</span> ${c.refused.map((r) => escape(r.text)).join('; ')}.`;
  }
  if (explainLive) html += ' Point at or tap any other square on the board to see why it is refused.';
  return html;
}
