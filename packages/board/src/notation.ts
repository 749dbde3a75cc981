/**
 * The step buttons under the board: first, previous, next, last (the keys are the viewer's), the count
 * of plies, and whatever goes beside them (the reader's "Discard your moves", the menu).
 */
import { html, nothing, type TemplateResult } from 'lit';

export interface NavView {
  /** The shown ply and the line's length; null: no moves to step through (the row holds only `extra`). */
  readonly ply: number;
  readonly end: number | null;
  goTo(to: 'first' | 'prev' | 'next' | 'last'): void;
  key(e: KeyboardEvent): void;
  readonly extra: TemplateResult | typeof nothing;
}

/** First, previous, next, last: small inline icons (fonts may lack the media-control characters). */
const BUTTONS = [
  ['First position', 'M4 3h2v10H4zM13 3v10L7 8z', 'first'],
  ['Previous move', 'M11 3v10L5 8z', 'prev'],
  ['Next move', 'M5 3v10l6-5z', 'next'],
  ['Last move', 'M3 3v10l6-5zM10 3h2v10h-2z', 'last'],
] as const;

export function nav(v: NavView): TemplateResult {
  const { ply, end } = v;
  return html`<div class="bar"><div class="nav" part="nav" role="toolbar" aria-label="Step through the moves" @keydown=${v.key}>
    ${end === null
      ? nothing
      : html`${BUTTONS.map(([label, icon, to], i) => {
            const off = i < 2 ? ply === 0 : ply >= end;
            return html`<button type="button" aria-label=${label} title=${label} aria-disabled=${off ? 'true' : 'false'} @click=${() => v.goTo(to)}><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${icon} fill="currentColor"></path></svg></button>`;
          })}<span class="count" aria-hidden="true">${ply}/${end}</span>`}
  </div>${v.extra}</div>`;
}
