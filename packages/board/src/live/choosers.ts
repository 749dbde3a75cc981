/**
 * The two choosers. Promotion: a small dialog over the board with one button per piece the engine
 * offers. Placement (Berserker release or re-placement): a panel saying who places whose Berserker,
 * what to pick (a knight, then a starred square), buttons for the candidate knights, and — live — the
 * engine's reason why the square last tried is not a placement square.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlacementTurn } from '@berserker-chess/engine';
import { cap, pieceName } from './words.js';

/** A piece as a small inline SVG; paintIcons() fills in the renderer's drawing after the update. */
export const pieceIcon = (letter: string, color: 'white' | 'black'): TemplateResult =>
  html`<svg viewBox="0 0 100 100" aria-hidden="true" data-piece=${color[0] + letter}></svg>`;

export function promotionChooser(variant: string, letters: string[], color: 'white' | 'black', pick: (l: string) => void, cancel: () => void): TemplateResult {
  const key = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    }
  };
  return html`<div class="promo" part="chooser promotion" role="dialog" aria-label="Promote the pawn to" @keydown=${key}>
    <div>
      ${letters.map((l) => html`<button type="button" aria-label=${cap(pieceName(variant, l))} title=${cap(pieceName(variant, l))} @click=${() => pick(l)}>${pieceIcon(l, color)}</button>`)}
      <button type="button" aria-label="Cancel" @click=${cancel}>✕</button>
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
export function placementPanel(p: PlacementView): TemplateResult | typeof nothing {
  const t = p.turn;
  if (!t && !p.capturePlacement) return nothing;
  const title = !t
    ? 'Place the captured Berserker'
    : t.kind === 'mark'
      ? `${cap(t.controller)} marks one of ${cap(t.owner)}'s knights as its Berserker`
      : `${cap(t.controller)} places ${cap(t.owner)}'s Berserker`;
  const step = !p.canAct
    ? `Waiting for ${cap(t?.controller ?? '')}.`
    : p.knights.length > 1 && !p.knight
      ? 'Pick the knight that becomes the Berserker:'
      : t?.kind === 'mark'
        ? 'Pick a starred knight.'
        : `Pick a starred square${p.knights.length > 1 ? ' (or another knight)' : ''}:`;
  return html`<div class="place" part="chooser placement">
    <strong>${title}</strong>
    <span>${step}</span>
    ${p.canAct && p.knights.length > 1
      ? p.knights.map((k) => html`<button type="button" aria-pressed=${k === p.knight ? 'true' : 'false'} @click=${() => p.pickKnight(k)}>Knight ${k}</button>`)
      : nothing}
  </div>`;
}
