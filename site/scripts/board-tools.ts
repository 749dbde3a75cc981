/**
 * Teaching boards (site/components/Diagram.astro): the Flip, Reset and "Play from here" controls under
 * each board, and a placement caption that follows the board.
 *
 * The caption line "Placements now: …" (in the page's language) was worded at build time from the engine's placement choices for
 * every position of the diagram's line (a JSON script beside the board, keyed by FEN). When the board
 * changes — the reader steps through the moves or plays on — the line shown is the one of the board's
 * position, and the refused squares are tinted red through the element's public `highlights`
 * attribute (the element draws no ✕ for an attribute). A placement turn the reader reached off the
 * line is described from the board's own legal moves (the engine's, through the element); any other
 * position has no placement line, so nothing stale stays under the board.
 *
 * Until the reader reaches for a board it is still (the page's picture, as built): this script reads
 * the board only when the live board reports a change, and Flip (an attribute) works on a still board.
 *
 * This script holds no rule: it never imports the engine (the element's bundle carries it), it compares
 * FENs and reads what the element reports.
 */
import { livePlacementCaption, placementCaptionHtml, type PlacementCaption } from '../lib/placement-caption';
import { pageLocale } from '../i18n/page-locale';

interface BoardMove {
  readonly san: string;
  readonly to: string;
  readonly kind: string;
}
type Board = HTMLElement & {
  readonly updateComplete: Promise<unknown>;
  readonly fen: string;
  readonly controller: string;
  readonly status: { readonly over: boolean } | null;
  selected?: string;
  flip(): void;
  reset(): void;
  legalMoves(): BoardMove[];
};

/** The kinds of move a placement turn consists of (the engine's MoveInfo.kind). */
const PLACEMENT_KINDS = new Set(['release', 'place', 'mark']);

function captionsOf(figure: HTMLElement): Record<string, PlacementCaption> {
  const json = figure.querySelector<HTMLScriptElement>(':scope > script[data-placement-captions]')?.textContent;
  if (!json) return {};
  try {
    return JSON.parse(json) as Record<string, PlacementCaption>;
  } catch {
    return {};
  }
}

/** May the reader act on the board's position (so the board stars squares and explains the others)? */
function readerActs(board: Board): boolean {
  if ((board.getAttribute('mode') ?? 'view') !== 'play' || board.status?.over) return false;
  const player = board.getAttribute('player') ?? 'both';
  return player === 'both' || player === board.controller;
}

/** The caption's placement line, made when a board without one reaches a placement turn. */
function lineOf(board: Board): HTMLElement | null {
  const found = board.querySelector<HTMLElement>('[data-placement-line]');
  if (found) return found;
  let caption = board.querySelector<HTMLElement>(':scope > [slot="caption"]');
  if (!caption) {
    caption = document.createElement('div');
    caption.slot = 'caption';
    caption.className = 'diagram-caption';
    board.append(caption);
  }
  const line = document.createElement('p');
  line.className = 'diagram-placements';
  line.dataset.placementLine = '';
  line.hidden = true;
  caption.append(line);
  return line;
}

function setUp(figure: HTMLElement): void {
  const board = figure.querySelector<Board>(':scope > berserker-board');
  // A puzzle's page runs its board itself, and a list of the placements would give answers away.
  if (!board || board.getAttribute('mode') === 'puzzle') return;
  const captions = captionsOf(figure);
  const authorHighlights = board.dataset.highlights ?? '';
  const openSelected = board.getAttribute('selected');
  const playLink = figure.querySelector<HTMLAnchorElement>('[data-board-play]');

  const sync = (): void => {
    let fen: string;
    try {
      fen = board.fen;
    } catch {
      return;
    }
    if (playLink) {
      // The position on the board now, under the board's variant and rules (the rules lab changes them).
      const url = new URL(playLink.href, location.href);
      const rules = board.getAttribute('rules') ?? '';
      url.searchParams.set('variant', board.getAttribute('variant') ?? 'berserker');
      if (rules) url.searchParams.set('rules', rules);
      else url.searchParams.delete('rules');
      url.searchParams.set('fen', fen);
      playLink.href = url.pathname + url.search;
    }
    const known = captions[fen];
    let caption: PlacementCaption | null = known ?? null;
    let live = false;
    if (!caption) {
      const moves = board.legalMoves();
      if (moves.length > 0 && moves.every((m) => PLACEMENT_KINDS.has(m.kind))) {
        caption = livePlacementCaption(moves);
        live = true;
      }
    }
    const existing = board.querySelector<HTMLElement>('[data-placement-line]');
    const line = caption ? lineOf(board) : existing;
    if (line) {
      line.hidden = !caption;
      line.innerHTML = caption ? placementCaptionHtml(caption, live && readerActs(board), pageLocale()) : '';
    }
    const refused = caption && caption.when === 'now' ? caption.refused.map((r) => `${r.square}:red`) : [];
    const highlights = [authorHighlights, ...refused].filter(Boolean).join(' ');
    if ((board.getAttribute('highlights') ?? '') !== highlights) {
      if (highlights) board.setAttribute('highlights', highlights);
      else board.removeAttribute('highlights');
    }
  };

  const flip = figure.querySelector<HTMLButtonElement>('[data-board-flip]');
  if (flip) {
    flip.hidden = false;
    flip.addEventListener('click', () => board.flip());
  }
  const reset = figure.querySelector<HTMLButtonElement>('[data-board-reset]');
  if (reset) {
    reset.hidden = false;
    reset.addEventListener('click', async () => {
      // A still board (the page's picture, not yet reached for) goes live first: reset() acts on its game.
      await board.updateComplete;
      board.reset();
      // A piece table's or R7's piece opens selected; so does the reset board.
      if (openSelected) board.selected = openSelected;
      sync();
    });
  }
  // Only the live board fires `change`. Reading the board at setup would make every board of the page
  // live at load (its engine, ~40 kB); the page's picture and this caption already show its first position.
  board.addEventListener('change', sync);
}

customElements.whenDefined('berserker-board').then(
  () => {
    for (const figure of document.querySelectorAll<HTMLElement>('.diagram')) setUp(figure);
  },
  () => {},
);
