/**
 * The ARIA grid's cells (W3C grid pattern): rows of `gridcell`s over the board picture, one per
 * square, each labelled ("e4, white pawn, move here", in the board's language), one of them the tab
 * stop. The cells of a board shape are built once (unlabelled: the first paint labels them) and cloned
 * for each board; after that only what changed is written, so a page of many boards builds fast and the
 * focused cell survives every re-render.
 */
import { screenSquare } from './screen-squares.js';

export interface Cell {
  readonly label: string;
  /** `mv` (a piece the user may pick up), `tg` (a target), or ''. */
  readonly cls: string;
  readonly selected: boolean;
}

interface Painted {
  readonly shape: string;
  /** The cells in square order, and what each one last said. */
  readonly cells: HTMLElement[];
  readonly said: Array<{ label: string; cls: string; selected: boolean }>;
  focus: number;
}

const painted = new WeakMap<HTMLElement, Painted>();
const blanks = new Map<string, DocumentFragment>();

/** Fills `grid` with `height` rows of `width` cells, Black at the bottom when `flip`. */
export function paintGrid(grid: HTMLElement, width: number, height: number, flip: boolean, focus: number, cell: (sq: number) => Cell): void {
  const shape = `${width}x${height}${flip}`;
  let p = painted.get(grid);
  if (p?.shape !== shape) {
    grid.replaceChildren(blank(shape, width, height, flip).cloneNode(true));
    const cells: HTMLElement[] = [];
    for (const c of grid.querySelectorAll<HTMLElement>('[role=gridcell]')) cells[Number(c.dataset.sq)] = c;
    p = { shape, cells, said: cells.map(() => ({ label: '', cls: '', selected: false })), focus: -1 };
    painted.set(grid, p);
  }
  p.cells.forEach((el, sq) => {
    const now = cell(sq);
    const was = p.said[sq]!;
    if (now.label !== was.label) el.setAttribute('aria-label', now.label);
    if (now.cls !== was.cls) el.className = now.cls;
    if (now.selected !== was.selected) el.setAttribute('aria-selected', String(now.selected));
    p.said[sq] = now;
  });
  if (p.focus !== focus) {
    p.cells[p.focus]?.setAttribute('tabindex', '-1');
    p.cells[focus]?.setAttribute('tabindex', '0');
    p.focus = focus;
  }
}

/** The rows and cells of a board shape, built once per shape. */
function blank(shape: string, width: number, height: number, flip: boolean): DocumentFragment {
  let f = blanks.get(shape);
  if (!f) {
    let markup = '';
    for (let row = 0; row < height; row++) {
      markup += '<div role="row">';
      for (let col = 0; col < width; col++) {
        const sq = screenSquare(col, row, width, height, flip);
        markup += `<div role="gridcell" data-sq="${sq}" tabindex="-1" aria-selected="false"></div>`;
      }
      markup += '</div>';
    }
    const t = document.createElement('template');
    t.innerHTML = markup;
    blanks.set(shape, (f = t.content));
  }
  return f;
}
