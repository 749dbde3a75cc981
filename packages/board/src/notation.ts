/**
 * Step-through notation: first/previous/next/last buttons and the move list with the shown move
 * marked (aria-current). Arrow keys, Home and End step through while either has focus.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MoveInfo } from '@berserker-chess/engine';

export interface NotationView {
  readonly line: readonly MoveInfo[];
  readonly ply: number;
  /** The start position's FEN (for the first move number and side). */
  readonly startFen: string;
  /** Plies whose SAN is hidden (Game of Pawns' first move while Black chooses). */
  readonly hidden: number;
  /** The ply shown now (read at the time of a click or key). */
  current(): number;
  goto(ply: number): void;
}

/** First, previous, next, last: small inline icons (fonts may lack the media-control characters). */
const ICONS = ['M4 3h2v10H4zM13 3v10L7 8z', 'M11 3v10L5 8z', 'M5 3v10l6-5z', 'M3 3v10l6-5zM10 3h2v10h-2z'];

const KEYS: Record<string, (ply: number, end: number) => number> = {
  ArrowLeft: (p) => p - 1,
  ArrowUp: (p) => p - 1,
  ArrowRight: (p) => p + 1,
  ArrowDown: (p) => p + 1,
  Home: () => 0,
  End: (_, end) => end,
};

export function notation(v: NotationView): TemplateResult {
  const { line, ply } = v;
  const end = line.length;
  const f = v.startFen.split(' ');
  const black = f[1] === 'b' ? 1 : 0;
  const first = Number(f[5]) || 1;
  const go = (k: string) => v.goto(KEYS[k]!(v.current(), end));
  const key = (e: KeyboardEvent) => {
    if (!KEYS[e.key]) return;
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
      ${line.map((m, i) => {
        const n = first + Math.floor((i + black) / 2);
        const white = (i + black) % 2 === 0;
        const san = i < v.hidden ? '?' : m.san;
        const num = white ? `${n}.` : i === 0 ? `${n}…` : '';
        return html`<li><button type="button" part="move" aria-label="${white ? `${n}.` : `${n}…`} ${san === '?' ? 'hidden move' : san}" aria-current=${i + 1 === ply ? 'step' : nothing} @click=${() => v.goto(i + 1)}>${num ? html`<span class="num">${num}</span>` : nothing}${san}</button></li>`;
      })}
    </ol>`;
}
