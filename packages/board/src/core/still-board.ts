/**
 * StillBoard: a board before it is live. It chooses what the board shows (still.ts's plan: the page's
 * own picture as is, a diagram drawn without the engine, or a game's board in its frame), paints it once
 * the board may be painted (VisibilityController), and wakes the board (LiveLink) when the reader
 * reaches for it (a press, done again on the live board; focus), when a game has been seen, or when its
 * inputs need the engine to be shown. A diagram is never woken by being seen: a page of diagrams loads
 * the live code only for the board a reader reaches for (the pointer coming over a board fetches it
 * ahead of the press).
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { variantBoard } from '@berserker-chess/engine/diagram';
import type { StillWords } from '../messages/en-still.js';
import { VisibilityController } from './visibility.js';
import { paintBoard } from './paint.js';
import { liveModule, loadLive, requestViewer } from './live-loader.js';
import { hasOwnContent, positionShown, stillPicture, stillPlan, stillTemplate } from './still.js';
import type { LiveLink } from './live-link.js';
import type { BoardInputs, Color, Given, StillInputs, StillPlan } from '../types.js';

/** The PGN child: a script the browser never runs or shows. */
const PGN = 'script[type="application/x-chess-pgn"]';

/** The board's accessible name, as the live board gives it (the variant's name: a PGN's own, for a game). */
const boardLabel = (t: StillWords, variant: string, label: string | undefined): string => label || t('board.label', { variant: t(`variant.${variant}`) || t('variant.chess') });

/** Going live with nothing to show yet: the board's square, kept for it (and why, if loading failed). */
function waitingBox(variant: string, failed: string | null): TemplateResult {
  const d = variantBoard(variant);
  return html`<div class="status" part="status">${failed ?? ''}</div><div class="board" part="board" .style=${`aspect-ratio:${d?.width ?? 8}/${d?.height ?? 8}`}></div>`;
}

/** The inputs the still board reads: the element's properties, and what the page gave before it was live. */
function stillInputs(el: BoardInputs & ParentNode, given: Given, variantGiven: boolean): StillInputs {
  const child = el.querySelector(PGN);
  return {
    variant: el.variant,
    rules: el.rules,
    fen: given.fen,
    moves: el.moves,
    mode: el.mode,
    orientation: el.orientation,
    theme: el.theme,
    player: el.player,
    moveList: el.moveList,
    refutation: el.refutation,
    showMoves: el.showMoves,
    coordinates: el.coordinates,
    menu: el.menu,
    arrows: el.arrows,
    highlights: el.highlights,
    label: el.label,
    game: given.pgn !== null || given.ply !== null || !!given.selected || !!child || el.solution !== undefined,
    // In a PGN child `<\/script` is how a page writes `</script` safely: its tags are all the still board reads.
    pgn: given.pgn ?? child?.textContent ?? '',
    ply: given.ply,
    variantGiven,
  };
}

/** The element, as the still board reads it. */
type StillHost = BoardInputs & ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

/** What the still board asks the element. */
export interface StillHooks {
  /** Did the page give `variant` (else a PGN without [Variant] is standard chess)? */
  variantGiven(): boolean;
  /** The board's words (its language's, the page's `messages` over them). */
  words: StillWords;
}

export class StillBoard {
  /** What the still board shows (null: live, or going live). */
  plan: StillPlan | null = null;
  /** An input changed after the first update: the page's own content inside no longer pictures the inputs. */
  changed = false;
  /** The pointer that pressed the still board is still down (a drag may go on once live). */
  pressed = false;
  readonly visibility: VisibilityController;
  /** Its live code asked for, to update when it is here. */
  #fetching = false;
  readonly #host: StillHost;
  readonly #link: LiveLink;
  readonly #given: Given;
  readonly #hooks: StillHooks;
  /** The inputs the plan was made from (willUpdate), which the same update's painting draws. */
  #inputs: StillInputs | null = null;

  constructor(host: StillHost, link: LiveLink, given: Given, hooks: StillHooks) {
    this.#host = host;
    this.#link = link;
    this.#given = given;
    this.#hooks = hooks;
    this.visibility = new VisibilityController(host, () => this.#seen());
    // The reader reaches for a still board: it goes live. The pointer coming over it (a mouse or a pen;
    // a finger's comes with its press) fetches the live code and the viewer ahead, so that a press finds
    // them there.
    host.addEventListener('pointerenter', () => link.board || requestViewer());
    host.addEventListener('pointerdown', (e) => {
      if (link.board) return;
      // The picture pressed: the still board's own diagram, or the first picture of the page's content.
      const plan = this.plan?.kind;
      const box = (plan === 'diagram' ? host.renderRoot.querySelector('.svg svg') : plan === 'content' ? host.querySelector('svg') : null)?.getBoundingClientRect();
      this.pressed = true;
      addEventListener('pointerup', () => (this.pressed = false), { once: true, capture: true });
      const at = box?.width && box.height ? { x: (e.clientX - box.left) / box.width, y: (e.clientY - box.top) / box.height } : { x: -1, y: -1 };
      link.wake({ kind: 'pointer', event: e, at, down: true });
    });
    // Focus that comes with a press (a click focuses the still board) leaves the press to be done again.
    host.addEventListener('focusin', () => link.board || link.intent || link.wake({ kind: 'focus' }));
  }

  /** Before an update of the still board: what it shows, and whether it must go live (or fetch its live code). */
  willUpdate(): void {
    const inputs = (this.#inputs = stillInputs(this.#host, this.#given, this.#hooks.variantGiven()));
    const seen = this.visibility.seen;
    // A board of moves not near the viewport shows the end of its moves still once the live code is here.
    this.plan = stillPlan(inputs, !this.changed && hasOwnContent(this.#host), seen ? undefined : liveModule()?.movesEnd(inputs));
    // A game goes live once it is near the viewport; a board that needs its live code to show anything,
    // also when its turn to be painted comes in idle time (so a page of boards paints its first screen
    // before the live code arrives, and the boards in order). The live code is fetched meanwhile — a
    // game's viewer beside it.
    const game = this.plan?.kind === 'game';
    if (!this.plan || game) {
      if (game) requestViewer();
      if (seen || (!game && this.visibility.ready)) this.#link.wake();
      else if (!this.#fetching) {
        this.#fetching = true;
        loadLive().then(() => this.#host.requestUpdate(), () => undefined);
      }
    }
  }

  /** The still board: its plan drawn, or (going live with nothing to show yet) the board's square kept for it. */
  template(): unknown {
    const host = this.#host;
    const plan = this.plan;
    const t = this.#hooks.words;
    const failed = this.#link.failed && t('board.notLoaded');
    if (!plan) return waitingBox(host.variant, failed);
    return stillTemplate(plan, boardLabel(t, plan.kind === 'content' ? host.variant : plan.diagram.variant, host.label), failed);
  }

  /** After an update: a still diagram or game board is painted, once the board may be painted. */
  paint(dark: boolean): void {
    const plan = this.plan;
    const box = this.#host.renderRoot.querySelector('.svg');
    if (plan && plan.kind !== 'content' && box && this.#inputs && this.visibility.ready) paintBoard(box, stillPicture(plan, this.#inputs, dark));
  }

  /** What the board waits for to go live beside its live code: a game's viewer (live-link.ts). */
  before(): Promise<unknown> | null {
    return this.plan?.kind === 'game' ? requestViewer() : null;
  }

  /** The side to move on the still diagram (or the game's board, when its position is drawn). */
  turn(): Color {
    const plan = this.plan;
    return plan && positionShown(plan) ? plan.diagram.turn : 'white';
  }

  /** The board is live: the plan goes, and a press that woke it goes on as a drag if the pointer is still down. */
  wentLive(): void {
    this.plan = null;
    const intent = this.#link.intent;
    if (intent?.kind === 'pointer') this.#link.intent = { ...intent, down: this.pressed };
  }

  /**
   * The board came near the viewport: a game, or a board that needs its live code to show anything, goes
   * live now (a game's step buttons and move list come with the live board). A still diagram stays as it
   * is until the reader reaches for it.
   */
  #seen(): void {
    const link = this.#link;
    if (!link.board && (!this.plan || this.plan.kind === 'game')) link.wake();
  }
}
