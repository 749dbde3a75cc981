/**
 * The two choosers. Promotion: a small dialog over the board with one button per piece the engine
 * offers. Placement (Berserker release or re-placement): a panel saying who places whose Berserker,
 * what to pick (a knight, then a starred square), buttons for the candidate knights, and — live — the
 * engine's reason why the square last tried is not a placement square.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlacementTurn } from '@berserker-chess/engine';
import { pieceName, type Words } from './words.js';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A piece as a small inline SVG; paintIcons() fills in the renderer's drawing after the update. */
export const pieceIcon = (letter: string, color: 'white' | 'black'): TemplateResult =>
  html`<svg viewBox="0 0 100 100" aria-hidden="true" data-piece=${color[0] + letter}></svg>`;

export function promotionChooser(w: Words, variant: string, letters: string[], color: 'white' | 'black', pick: (l: string) => void, cancel: () => void): TemplateResult {
  const key = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    }
  };
  return html`<div class="promo" part="chooser promotion" role="dialog" aria-label=${w('promotion.label')} @keydown=${key}>
    <div>
      ${letters.map((l) => html`<button type="button" aria-label=${cap(pieceName(w, variant, l))} title=${cap(pieceName(w, variant, l))} @click=${() => pick(l)}>${pieceIcon(l, color)}</button>`)}
      <button type="button" aria-label=${w('promotion.cancel')} @click=${cancel}>✕</button>
    </div>
  </div>`;
}

export interface PlacementView {
  readonly turn: PlacementTurn | null;
  /** A capture-and-placement (capture=capturer-turn) waiting for its square. */
  readonly capturePlacement: boolean;
  readonly canAct: boolean;
  /** Candidate knights (square names) for a release, and the one picked (or null). */
  readonly knights: string[];
  readonly knight: string | null;
  pickKnight(square: string): void;
}

/** The panel under the board on a placement turn: who places whose Berserker, and what to pick. */
export function placementPanel(w: Words, p: PlacementView): TemplateResult | typeof nothing {
  const t = p.turn;
  if (!t && !p.capturePlacement) return nothing;
  const title = !t ? w('placement.captured') : w(t.kind === 'mark' ? 'placement.mark' : 'placement.place', { by: w(t.controller), owner: w(`${t.owner}.of`) });
  const step = !p.canAct
    ? w('placement.waiting', { color: t ? w(t.controller) : '' })
    : p.knights.length > 1 && !p.knight
      ? w('placement.pickKnight')
      : t?.kind === 'mark'
        ? w('placement.pickMark')
        : w(p.knights.length > 1 ? 'placement.pickSquareOr' : 'placement.pickSquare');
  return html`<div class="place" part="chooser placement">
    <strong>${title}</strong>
    <span>${step}</span>
    ${p.canAct && p.knights.length > 1
      ? p.knights.map((k) => html`<button type="button" aria-pressed=${k === p.knight ? 'true' : 'false'} @click=${() => p.pickKnight(k)}>${w('placement.knight', { square: k })}</button>`)
      : nothing}
  </div>`;
}
