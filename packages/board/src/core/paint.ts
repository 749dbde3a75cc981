/**
 * Puts a BoardPicture into the page: the renderer's SVG string for the board (squares, tints,
 * coordinates, markers, arrows) and the renderer's markup for each placed piece. Each distinct piece
 * of markup is parsed once and cloned after that, and an unchanged layer is left alone, which keeps a
 * page of a hundred diagrams, and every move, cheap. The DOM is the same as renderBoardSvg(picture)'s.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { drawBoard, placedPieceSvg } from '../render/svg.js';
import { pieceSvg } from '../render/pieces.js';
import type { Picture } from '../types.js';

const parsed = new Map<string, Element>();

/** A fresh copy of `markup` (one SVG element), parsed once and cloned after. */
function node(markup: string): Element {
  let n = parsed.get(markup);
  if (!n) {
    if (parsed.size > 3000) parsed.clear(); // a long session: start over rather than grow
    const t = document.createElement('template');
    t.innerHTML = markup.startsWith('<svg') ? markup : `<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`;
    n = markup.startsWith('<svg') ? t.content.firstElementChild! : t.content.firstElementChild!.firstElementChild!;
    parsed.set(markup, n);
  }
  // importNode, not cloneNode: the copy is made in the page's document, not the template's (whose
  // copies the page would have to adopt, node by node, when they are inserted).
  return document.importNode(n, true);
}

const last = new WeakMap<Element, { board: string; pieces: string }>();

export function paintBoard(host: Element, pic: Picture): void {
  const board = drawBoard({ ...pic, pieces: [] });
  const flip = pic.orientation === 'black';
  const pieces = pic.pieces.map((p) => placedPieceSvg(p.square, p.letter, p.color, pic.width, pic.height, flip));
  const key = pieces.join('');
  const was = last.get(host);
  if (was?.board === board && was.pieces === key) return;
  last.set(host, { board, pieces: key });
  if (was?.board !== board) host.replaceChildren(node(board));
  const svg = host.firstElementChild!;
  svg.querySelector(':scope > .pieces')?.remove();
  if (!pieces.length) return;
  const layer = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  layer.setAttribute('class', 'pieces');
  layer.append(...pieces.map(node));
  // The renderer's order: squares, tints, pieces, then coordinates, markers and arrows on top.
  svg.insertBefore(layer, svg.querySelector(':scope > .coords, :scope > .markers, :scope > .arrows'));
}

/** Draws the piece of every `<svg data-piece="wQ">` icon (promotion buttons, the dragged piece) under `root`. */
export function paintIcons(root: ParentNode): void {
  for (const icon of root.querySelectorAll<SVGElement>('svg[data-piece]')) {
    const kind = icon.dataset.piece!;
    if (icon.dataset.drawn !== kind) {
      icon.dataset.drawn = kind;
      icon.replaceChildren(node(pieceSvg(kind.slice(1), kind[0] === 'b' ? 'black' : 'white')));
    }
  }
}

/**
 * BoardPainter: after each update, paints the picture the render made into the board box (once the
 * board may be painted: see VisibilityController) and draws the piece icons of the choosers. It is
 * added before the controllers that work on the painted board (focus, drag, animation).
 */
export class BoardPainter implements ReactiveController {
  /** The picture the last render drew. */
  picture: Picture | null = null;
  readonly #root: () => ParentNode;
  readonly #ready: () => boolean;

  constructor(host: ReactiveControllerHost, root: () => ParentNode, ready: () => boolean) {
    this.#root = root;
    this.#ready = ready;
    host.addController(this);
  }

  hostUpdated(): void {
    const root = this.#root();
    const box = root.querySelector('.svg');
    if (box && this.picture && this.#ready()) paintBoard(box, this.picture);
    paintIcons(root);
  }
}
