/**
 * The element's template for a game: the status line, the board box (the SVG picture, the ARIA grid
 * over it, the dragged piece, the promotion chooser), the placement panel, the reason line, the puzzle
 * feedback, the step-through notation and the SAN input. The placement panel comes under the board, not
 * above it: appearing after a move that releases a Berserker, it must not push the board away from
 * under the player's finger. It reads the controllers' state and
 * hands the board picture to the painter and the cells to the grid's focus controller. Once the viewer
 * is loaded (viewer/), it adds its shapes to the picture and lays the parts out with the players, the
 * header, the move list and the menu; while a game's viewer is on its way, the parts sit in the game's
 * frame (core/game-frame.ts), where the viewer's will go.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { blindFirstMoveGame, pieceAt, pieceViews } from '@berserker-chess/engine';
import type { GameController } from './game-controller.js';
import type { Interaction } from './interaction.js';
import type { PuzzleController } from './puzzle.js';
import type { DragController } from './drag.js';
import type { BoardPainter } from '../core/paint.js';
import type { FocusController } from './focus.js';
import type { AuthorDrawings } from './author-drawings.js';
import type { GameFrame, Parts, Viewer } from '../types.js';
import { gameFrame } from '../core/game-frame.js';
import type { MoveInput } from './parts.js';
import { boardPicture, cells } from './picture.js';
import { keyOf, statusText, type Words } from './words.js';
import { pieceIcon, placementPanel, promotionChooser } from './choosers.js';
import { feedbackLine, reasonLine, statusLine } from './parts.js';
import { nameOf } from './squares.js';

export interface Scene {
  readonly game: GameController;
  readonly interaction: Interaction;
  readonly puzzle: PuzzleController;
  readonly drag: DragController;
  readonly painter: BoardPainter;
  readonly focus: FocusController;
  readonly drawings: AuthorDrawings;
  readonly input: MoveInput;
  readonly mode: 'view' | 'play' | 'puzzle';
  /** May the user act on the shown position now? */
  readonly canAct: boolean;
  readonly flipped: boolean;
  readonly coordinates: boolean;
  readonly dark: boolean;
  /** The board's accessible name, if the author gave one. */
  readonly label: string | undefined;
  /** The viewer, once loaded (null before, and where no board needs it). */
  readonly viewer: Viewer | null;
  /** A game's frame, kept while its viewer is on its way (null: none, or the viewer is here). */
  readonly frame: GameFrame | null;
  /** The reader is about to use the board (the pointer is over it): load the viewer now. */
  want(): void;
  hint(): void;
  showSolution(): void;
  /** The board's words. */
  readonly t: Words;
}

export function gameTemplate(sc: Scene): TemplateResult {
  const s = sc.game.state;
  const g = s.game!;
  const view = s.view()!;
  const { width: W, height: H } = view;
  const ia = sc.interaction;
  const hidden = sc.game.hidden();
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
  // A game viewer (view mode) shows them once the reader starts a move of their own.
  const eager = sc.mode !== 'view';
  const pickable = act && eager && knight < 0 ? knights : [];
  const fb = puzzle?.feedback;
  const shown = sc.viewer?.shapes();
  const highlights = [
    ...(shown?.highlights ?? []),
    ...sc.drawings.highlights,
    ...pickable.map((square) => ({ square, color: 'yellow' })),
    ...(puzzle?.hintSquare ? [{ square: ia.index(puzzle.hintSquare), color: 'yellow' }] : []),
    ...(fb?.square && s.atEnd ? [{ square: ia.index(fb.square), color: fb.good ? 'green' : 'red' }] : []),
  ];
  const markers = ia.markers();
  const selected = ia.selected >= 0 ? ia.selected : act && eager ? knight : -1;
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
    arrows: shown ? [...shown.arrows, ...sc.drawings.arrows] : sc.drawings.arrows,
    highlights,
    flipped: sc.flipped,
    coordinates: sc.coordinates,
    dark: sc.dark,
    title: sc.t('picture.title'),
  });
  sc.focus.cells = cells({ t: sc.t, pieces, name: (sq) => nameOf(g, sq), markers, selected, pickable, movable: (sq) => act && ia.movable(sq) });
  const dragged = dragFrom >= 0 ? pieceAt(g, dragFrom) : null;
  const solving = puzzle && puzzle.phase !== 'solved' && puzzle.phase !== 'shown' && s.atEnd;
  const t = sc.t;
  const status = hidden ? t('status.hidden', { status: statusText(t, view) }) : statusText(t, view);
  const choose = (letter: string) => {
    sc.focus.follow();
    ia.promote(letter);
  };
  const cancel = () => {
    sc.focus.follow();
    ia.reset();
  };
  const parts: Parts = {
    status: statusLine(view.turn, view.controller, solving ? puzzle.goal() : status),
    placement: placementPanel(t, {
      turn: hidden || sc.mode === 'view' ? null : turn,
      capturePlacement: !!ia.pending && !promo,
      canAct: act,
      knights: knights.map((k) => nameOf(g, k)),
      knight: knight >= 0 ? nameOf(g, knight) : null,
      pickKnight: (k) => ia.pickKnight(k),
    }),
    // .style (the CSSOM's cssText), not a style attribute: a page's CSP without 'unsafe-inline' blocks those.
    board: html`<div class="board" part="board" .style=${`aspect-ratio:${W}/${H}`} @pointerover=${sc.want} @pointerdown=${(e: PointerEvent) => sc.viewer?.down(e) || sc.drag.onPointerDown(e)} @pointermove=${sc.drag.onPointerMove} @contextmenu=${(e: Event) => sc.viewer && e.preventDefault()}>
      <div class="svg" aria-hidden="true"></div>
      <div class="grid" part="grid" role="grid" aria-label=${sc.label || t('board.label', { variant: t(keyOf('variant', view.variant)) })} @keydown=${sc.focus.onKey} @focusin=${sc.focus.onFocusIn}></div>
      ${dragged ? html`<div class="ghost" .style=${`width:${100 / W}%;height:${100 / H}%`}>${pieceIcon(dragged.letter, dragged.color)}</div>` : nothing}
      ${promo ? promotionChooser(t, view.variant, promo, view.turn, choose, cancel) : nothing}
    </div>`,
    below: html`${(turn && !hidden && act && eager) || (ia.pending && !promo) || ia.invalid >= 0 ? reasonLine(t, ia.reason) : nothing}${puzzle
      ? feedbackLine(t, {
          text: fb?.text ?? '',
          good: fb?.good ?? null,
          canHint: puzzle.solverToAct(),
          canShow: puzzle.phase !== 'solved' && puzzle.phase !== 'shown',
          hint: sc.hint,
          show: sc.showSolution,
        })
      : nothing}`,
    input: sc.mode !== 'view' ? sc.input.template() : nothing,
  };
  // The viewer lays the parts out with the step buttons and the move list; until it is there a game keeps
  // its frame (the places of what the viewer brings), and where it cannot be loaded the board column alone.
  if (sc.viewer) return sc.viewer.layout(parts);
  return sc.frame ? gameFrame(sc.frame, parts) : html`${parts.status}${parts.board}${parts.placement}${parts.below}${parts.input}`;
}
