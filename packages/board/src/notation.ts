/**
 * Step-through notation: first/previous/next/last buttons and the move list with the shown move
 * marked (aria-current). Arrow keys, Home and End step through while either has focus. The move
 * numbers are the engine's (historyTokens): `12…` before a line that starts with Black's move.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MoveToken } from '@berserker-chess/engine';

export interface NotationView {
  /** The line's moves with their number labels. */
  readonly tokens: readonly MoveToken[];
  /** The shown ply (0 = the start position). */
  readonly ply: number;
  /** Leading plies whose SAN stays hidden (Game of Pawns' first move while Black chooses, C7). */
  readonly hidden: number;
  /** The ply shown now (read at the time of a click or key). */
  current(): number;
  goto(ply: number): void;
}

/** First, previous, next, last: small inline icons (fonts may lack the media-control characters). */
const ICONS = ['M4 3h2v10H4zM13 3v10L7 8z', 'M11 3v10L5 8z', 'M5 3v10l6-5z', 'M3 3v10l6-5zM10 3h2v10h-2z'];

/** The ply each stepping key goes to, from the shown ply and the end of the line. */
const STEP_KEYS: Readonly<Record<string, (ply: number, end: number) => number>> = {
  ArrowLeft: (p) => p - 1,
  ArrowUp: (p) => p - 1,
  ArrowRight: (p) => p + 1,
  ArrowDown: (p) => p + 1,
  Home: () => 0,
  End: (_, end) => end,
};

export function notation(v: NotationView): TemplateResult {
  const { tokens, ply } = v;
  const end = tokens.length;
  const go = (k: string) => v.goto(STEP_KEYS[k]!(v.current(), end));
  const key = (e: KeyboardEvent) => {
    if (!STEP_KEYS[e.key]) return;
    e.preventDefault();
    go(e.key);
  };
  const button = (label: string, icon: string, k: string, off: boolean) =>
    html`<button type="button" aria-label=${label} title=${label} aria-disabled=${off ? 'true' : 'false'} @click=${() => go(k)}><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d=${icon} fill="currentColor"></path></svg></button>`;
  return html`<div class="nav" part="nav" role="toolbar" aria-label="Step through the moves" @keydown=${key}>
      ${button('First position', ICONS[0]!, 'Home', ply === 0)}${button('Previous move', ICONS[1]!, 'ArrowLeft', ply === 0)}${button('Next move', ICONS[2]!, 'ArrowRight', ply >= end)}${button('Last move', ICONS[3]!, 'End', ply >= end)}
      <span class="count" aria-hidden="true">${ply}/${end}</span>
    </div>
    <ol class="moves" part="moves" aria-label="Moves" @keydown=${key}>
      ${tokens.map((t) => {
        const hidden = t.ply <= v.hidden;
        const san = hidden ? '?' : t.san;
        return html`<li><button type="button" part="move" aria-label="${t.spokenLabel} ${hidden ? 'hidden move' : san}" aria-current=${t.ply === ply ? 'step' : nothing} @click=${() => v.goto(t.ply)}>${t.label ? html`<span class="num">${t.label}</span>` : nothing}${san}</button></li>`;
      })}
    </ol>`;
}
