/**
 * A game's frame: the layout the viewer gives a game in view mode (viewer/index.ts, layout) — the
 * players' bars above and below the board, the step buttons under it, the move list beside it or below
 * it — drawn with those parts empty until the viewer is here. The board is then where it will stay from
 * the first frame, and nothing under the game moves when the step buttons arrive, nor when the move list
 * does if the page fixed the list's height (--berserker-board-moves-height; the list beside the board
 * takes no height of its own). The still board draws a game in it (still.ts), and so does the live board
 * while the viewer is on its way (live/template.ts). The layout's rules are the element's own (styles.ts),
 * the viewer's parts fill them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameFrame, ListPlace } from '../types.js';

/** Where a game viewer's list goes for a `move-list` value (as the viewer places it in view mode). */
export const listPlace = (moveList: string): ListPlace => (moveList === 'right' || moveList === 'bottom' || moveList === 'none' ? moveList : 'auto');

/**
 * Do a game's tags name a player? The viewer then shows the players' bars (viewer/players.ts, hasPlayers;
 * '?' is PGN's unknown name, which shows no bar). Its clocks alone, which only the PGN reader finds, bring
 * the bars too: such a game's board moves down when the viewer comes.
 */
export const namesPlayers = (tags: ReadonlyArray<readonly [string, string]>): boolean =>
  tags.some(([k, v]) => (k === 'White' || k === 'Black') && v.trim() !== '' && v.trim() !== '?');

/** The parts the frame holds: the board's column as far as it is drawn. */
export interface FrameParts {
  readonly status: unknown;
  readonly board: unknown;
  /** Under the board (the live board's placement panel: under it, so its coming never moves the board). */
  readonly placement?: unknown;
  /** Under the board, before the step buttons (the live board's reason and feedback lines). */
  readonly below?: unknown;
  /** Under the step buttons (the live board's SAN input). */
  readonly input?: unknown;
}

/** The frame around a game's board, its other parts kept empty (same elements, classes and order as the viewer's layout). */
export function gameFrame(frame: GameFrame, p: FrameParts): TemplateResult {
  const bar = frame.players ? html`<div class="player"></div>` : nothing;
  return html`<div class="view ${frame.list}"><div class="main">${bar}${p.status}${p.board}${bar}${p.placement ?? nothing}${p.below ?? nothing}<div class="bar wait"></div>${p.input ?? nothing}</div>${frame.list === 'none' ? nothing : html`<div class="side"></div>`}</div>`;
}
