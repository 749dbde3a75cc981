/**
 * The step buttons: first, previous, next, last, the count of plies, and whatever goes beside them
 * (the reader's "Discard your moves", the menu); and the keys that step along a line (a game tree
 * brings its own: keys.ts).
 */
import { html, nothing, type TemplateResult } from '../live/viewer-deps.js';
import type { Words } from '../messages/en.js';

export type Step = 'first' | 'prev' | 'next' | 'last';

/** The step each key takes along a line (↑ and ↓ step too: a line has no variations). */
const KEY_STEPS: Readonly<Record<string, Step>> = { ArrowLeft: 'prev', ArrowUp: 'prev', ArrowRight: 'next', ArrowDown: 'next', Home: 'first', End: 'last' };

/** A keydown handler stepping along a line. */
export const lineKeys = (go: (to: Step) => void) => (e: KeyboardEvent): void => {
  const to = KEY_STEPS[e.key];
  if (!to) return;
  e.preventDefault();
  go(to);
};

export interface NavView {
  /** The shown ply and the line's length; `end` null: no moves (the bar holds only `extra`). */
  readonly ply: number;
  readonly end: number | null;
  go(to: Step): void;
  key(e: KeyboardEvent): void;
  readonly extra?: TemplateResult | typeof nothing;
  /** The board's words. */
  readonly t: Words;
}

/** First, previous, next, last: small inline icons (fonts may lack the media-control characters). */
const BUTTONS: ReadonlyArray<readonly [string, Step]> = [
  ['M4 3h2v10H4zM13 3v10L7 8z', 'first'],
  ['M11 3v10L5 8z', 'prev'],
  ['M5 3v10l6-5z', 'next'],
  ['M3 3v10l6-5zM10 3h2v10h-2z', 'last'],
];

export function nav(v: NavView): TemplateResult {
  const { ply, end, t } = v;
  return html`<div class="bar"><div class="nav" part="nav" role="toolbar" aria-label=${t('nav.label')} @keydown=${v.key}>
    ${end === null
      ? nothing
      : html`${BUTTONS.map(([icon, to], i) => {
          const label = t(`nav.${to}`);
          const off = i < 2 ? ply === 0 : ply >= end;
          return html`<button type="button" aria-label=${label} title=${label} aria-disabled=${off ? 'true' : 'false'} @click=${() => v.go(to)}><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${icon} fill="currentColor"></path></svg></button>`;
        })}<span class="count" aria-hidden="true">${ply}/${end}</span>`}
  </div>${v.extra ?? nothing}</div>`;
}
