/**
 * The element's template for a game: the game picker, and beside each other (or one above the other,
 * `move-list`) the board column — the players with their clocks, the status line, the placement panel,
 * the board box (the SVG picture, the ARIA grid over it, the dragged piece, the promotion chooser), the
 * reason line, the puzzle feedback, the step buttons with the menu, the SAN input — and the side: the
 * game's header and the move list. It reads the controllers' state and hands the board picture to the
 * painter and the cells to the grid's focus controller.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { blindFirstMoveGame, pieceAt, pieceViews, type GameTree } from '@berserker-chess/engine';
import type { GameController } from './game-controller.js';
import type { Interaction } from './interaction.js';
import type { PuzzleController } from './puzzle.js';
import type { DragController } from './drag.js';
import type { BoardPainter } from './paint.js';
import type { FocusController } from './focus.js';
import type { Arrow, Drawings, Highlight } from './parse.js';
import type { MoveInput } from './parts.js';
import type { DrawController } from './drawing.js';
import type { MenuController } from './menu.js';
import type { ViewerController } from './viewer.js';
import { boardPicture, cells } from './picture.js';
import { statusText, variantOf } from './announce.js';
import { nav } from './notation.js';
import { lineNodes, moveList } from './movelist.js';
import { clocks, gameHeader, gamePicker, hasPlayers, playerBar } from './players.js';
import { pieceIcon, placementPanel, promotionChooser } from './choosers.js';
import { feedbackLine, reasonLine, statusLine } from './parts.js';
import { indexOf, nameOf } from './squares.js';

export interface Scene {
  readonly game: GameController;
  readonly interaction: Interaction;
  readonly puzzle: PuzzleController;
  readonly drag: DragController;
  readonly painter: BoardPainter;
  readonly focus: FocusController;
  readonly drawings: Drawings;
  readonly draw: DrawController;
  readonly viewer: ViewerController;
  /** The menu, when the `menu` attribute asks for one. */
  readonly menu: MenuController | null;
  readonly input: MoveInput;
  readonly mode: 'view' | 'play' | 'puzzle';
  /** Where the move list goes: `auto`, `right`, `bottom`, `none`. */
  readonly moveList: string;
  /** May the user act on the shown position now? */
  readonly canAct: boolean;
  readonly flipped: boolean;
  readonly coordinates: boolean;
  readonly dark: boolean;
  /** The board's accessible name, if the author gave one. */
  readonly label: string | undefined;
  /** Which game of a PGN of several is shown, and a way to show another. */
  readonly gameIndex: number;
  pick(index: number): void;
  goTo(to: string): void;
  hint(): void;
  showSolution(): void;
}

/** The arrows and tints a tree node (or the tree's start) carries, on `g`'s board. */
function treeShapes(tree: GameTree | null, node: { shapes: GameTree['shapes'] } | null, g: Parameters<typeof indexOf>[0]): { arrows: Arrow[]; highlights: Highlight[] } {
  const shapes = node ? node.shapes : (tree?.shapes ?? []);
  const arrows: Arrow[] = [];
  const highlights: Highlight[] = [];
  for (const s of shapes) {
    const from = indexOf(g, s.from);
    if (s.to === undefined) highlights.push({ square: from, color: s.color });
    else arrows.push({ from, to: indexOf(g, s.to), color: s.color });
  }
  return { arrows, highlights };
}

export function gameTemplate(sc: Scene): TemplateResult {
  const s = sc.game.state;
  const g = s.game!;
  const view = s.view()!;
  const { width: W, height: H } = view;
  const ia = sc.interaction;
  const hidden = sc.game.hidden();
  const tree = s.tree;
  // While Game of Pawns' first move is hidden, the board shows the start position (C7).
  const blind = hidden ? blindFirstMoveGame(s.record!) : null;
  const pieces = blind ? pieceViews(blind) : view.pieces;
  const turn = view.placement;
  const act = sc.canAct;
  const knights = ia.knights();
  const knight = ia.knight();
  const promo = ia.promotions();
  const puzzle = sc.mode === 'puzzle' && sc.puzzle.phase !== 'off' ? sc.puzzle : null;
  // A release before the knight is picked: the knights to pick from are tinted (and say so).
  const pickable = act && knight < 0 ? knights : [];
  const fb = puzzle?.feedback;
  const marked = treeShapes(tree, s.node, g);
  const drawn = sc.draw.current ? [...sc.draw.shapes, sc.draw.current] : sc.draw.shapes;
  const highlights = [
    ...marked.highlights,
    ...sc.drawings.highlights,
    ...drawn.filter((d) => d.to === undefined).map((d) => ({ square: d.from, color: d.color })),
    ...pickable.map((square) => ({ square, color: 'yellow' })),
    ...(puzzle?.hintSquare ? [{ square: ia.index(puzzle.hintSquare), color: 'yellow' }] : []),
    ...(fb?.square && s.atEnd ? [{ square: ia.index(fb.square), color: fb.good ? 'green' : 'red' }] : []),
  ];
  const arrows = [...marked.arrows, ...sc.drawings.arrows, ...drawn.filter((d) => d.to !== undefined).map((d) => ({ from: d.from, to: d.to!, color: d.color }))];
  const markers = ia.markers();
  const selected = ia.selected >= 0 ? ia.selected : act ? knight : -1;
  const dragFrom = sc.drag.from;
  sc.painter.picture = boardPicture({
    width: W,
    height: H,
    pieces,
    lastMove: blind ? null : view.lastMove,
    checks: blind ? [] : view.checks.map((c) => ia.index(c)),
    dragFrom,
    selected,
    markers,
    arrows,
    highlights,
    flipped: sc.flipped,
    coordinates: sc.coordinates,
    dark: sc.dark,
  });
  sc.focus.cells = cells({ pieces, name: (sq) => nameOf(g, sq), markers, selected, pickable, movable: (sq) => act && ia.movable(sq) });
  const dragged = dragFrom >= 0 ? pieceAt(g, dragFrom) : null;
  const solving = puzzle && puzzle.phase !== 'solved' && puzzle.phase !== 'shown' && s.atEnd;
  const status = statusText(view) + (hidden ? ": White's first move stays hidden until Black has chosen" : '');
  const choose = (letter: string) => {
    sc.focus.follow();
    ia.promote(letter);
  };
  const cancel = () => {
    sc.focus.follow();
    ia.reset();
  };
  const moves = tree ? tree.children : s.line.length ? lineNodes(s.record!) : [];
  // The players beside the board: top is the side not at the bottom.
  const nodes = s.lineNodes;
  const players = tree && hasPlayers(tree, nodes) ? clocks(nodes, s.ply) : null;
  const bar = (color: 'white' | 'black') => (players ? playerBar(color, tree!.tags, players[color], view.controller === color && !view.status.over) : nothing);
  const [top, bottom] = sc.flipped ? (['white', 'black'] as const) : (['black', 'white'] as const);
  const list = sc.moveList === 'none' ? 'none' : sc.moveList;
  const side = moves.length && list !== 'none'
    ? html`<div class="side">${tree ? gameHeader(tree.tags) : nothing}${moveList({
        variant: view.variant,
        moves,
        comments: tree?.comments ?? [],
        path: s.path,
        hidden,
        result: tree && tree.result !== '*' ? tree.result : null,
        own: (p) => s.own(p),
        click: sc.viewer.click,
        key: sc.viewer.key,
      })}</div>`
    : nothing;
  const extra = html`${s.hasOwn ? html`<button type="button" class="discard" @click=${() => sc.game.discard()}>Discard your moves</button>` : nothing}${sc.menu ? sc.menu.template() : nothing}`;
  return html`
    ${tree ? gamePicker(sc.game.games, sc.gameIndex, sc.pick) : nothing}
    <div class="view ${list}">
      <div class="main">
        ${bar(top)}
        ${statusLine(view.turn, view.controller, solving ? puzzle.goal() : status)}
        ${placementPanel({
          turn: hidden || sc.mode === 'view' ? null : turn,
          capturePlacement: !!ia.pending && !promo,
          canAct: act,
          knights: knights.map((k) => nameOf(g, k)),
          knight: knight >= 0 ? nameOf(g, knight) : null,
          pickKnight: (k) => ia.pickKnight(k),
        })}
        <div class="board" part="board" style="aspect-ratio:${W}/${H}" @pointerdown=${(e: PointerEvent) => sc.draw.down(e) || sc.drag.onPointerDown(e)} @pointermove=${sc.drag.onPointerMove} @contextmenu=${(e: Event) => e.preventDefault()}>
          <div class="svg" aria-hidden="true"></div>
          <div class="grid" part="grid" role="grid" aria-label=${sc.label || `${variantOf(view.variant).name} board`} @keydown=${sc.focus.onKey} @focusin=${sc.focus.onFocusIn}></div>
          ${dragged ? html`<div class="ghost" style="width:${100 / W}%;height:${100 / H}%">${pieceIcon(dragged.letter, dragged.color)}</div>` : nothing}
          ${promo ? promotionChooser(view.variant, promo, view.turn, choose, cancel) : nothing}
        </div>
        ${bar(bottom)}
        ${(turn && !hidden && act) || (ia.pending && !promo) ? reasonLine(ia.reason) : nothing}
        ${puzzle
          ? feedbackLine({
              text: fb?.text ?? '',
              good: fb?.good ?? null,
              canHint: puzzle.solverToAct(),
              canShow: puzzle.phase !== 'solved' && puzzle.phase !== 'shown',
              hint: sc.hint,
              show: sc.showSolution,
            })
          : nothing}
        ${moves.length || sc.menu ? nav({ ply: s.ply, end: moves.length ? s.line.length : null, goTo: sc.goTo, key: sc.viewer.key, extra }) : nothing}
        ${sc.mode !== 'view' ? sc.input.template() : nothing}
      </div>
      ${side}
    </div>
  `;
}
