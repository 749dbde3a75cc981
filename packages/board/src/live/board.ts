/**
 * The live board: everything a board does once the reader reaches for it (or a page script asks for
 * its game) — the engine's game, moves, placements, puzzles, the ARIA grid, drag and keyboard, the
 * error box, the live region and the viewer. The element's shell (core/) loads this file on demand and
 * drives each board's LiveBoard (types.ts); it sees the element only as a BoardHost: its inputs, a Lit
 * host and a DOM element. The public API's answers are api.ts's.
 *
 * The work is done by controllers, each with one job:
 *   SourceController (source.ts) — where the game comes from and when it is read again;
 *   GameController (game-controller.ts) — the game (GameState), moves and their events;
 *   Interaction (interaction.ts) — selection, moves, placement and promotion intents;
 *   DragController (drag.ts) — pointer input; FocusController (focus.ts) — the ARIA grid and its focus;
 *   SelectionController (selection.ts) — the `selected` attribute; PuzzleController (puzzle.ts);
 *   ProblemsController (problems.ts) — the error box; Announcer (announcer.ts) — the live region;
 *   MoveInput (parts.ts) — the SAN box; AuthorDrawings (author-drawings.ts) — the `arrows` and
 *   `highlights` attributes; BoardPainter (core/paint.ts); ViewerLoader (viewer-loader.ts) — the viewer
 *   (viewer/: the move list, tree, menu, the reader's drawing, the move animation), loaded when needed.
 * template.ts draws a game with the shared DOM-free SVG renderer under an ARIA grid. No chess rules
 * here: the engine's presentation API answers every question about the game.
 */
import { html } from 'lit';
import type { MoveInfo } from '@berserker-chess/engine';
import type { BoardCalls, BoardHost, GameFrame, Given, Intent, LiveBoard, LiveHooks } from '../types.js';
import { BoardPainter } from '../core/paint.js';
import { CHOICES, choice, type ChoiceName } from '../core/attributes.js';
import { listPlace, namesPlayers } from '../core/game-frame.js';
import { fire, type MoveSource } from '../events.js';
import { GameController } from './game-controller.js';
import { SourceController } from './source.js';
import { Interaction } from './interaction.js';
import { DragController } from './drag.js';
import { FocusController } from './focus.js';
import { SelectionController } from './selection.js';
import { PuzzleController } from './puzzle.js';
import { ProblemsController } from './problems.js';
import { Announcer } from './announcer.js';
import { choiceProblem, numberProblem, urlAttributeProblem } from './attribute-problems.js';
import { ViewerLoader } from './viewer-loader.js';
import { squareAtPoint } from './screen-squares.js';
import { AuthorDrawings } from './author-drawings.js';
import { makeWords, variantOf } from './words.js';
import { MoveInput } from './parts.js';
import { gameTemplate } from './template.js';
import { addStyles, liveStyles } from './styles.js';
import { liveApi } from './api.js';
import { Sound } from './sound.js';

/** Inputs that rebuild the game when they change. */
const SOURCES = new Set<PropertyKey>(['variant', 'rules', 'moves', 'solution', 'mateIn', 'alternatives', 'mode']);
/** The default reply delay (ms), used while the attribute is bad. */
const REPLY_DELAY = 600;

/** A board's live board: its controllers, made in the order they update in, and what the shell calls. */
export function createLiveBoard(host: BoardHost & BoardCalls, hooks: LiveHooks, given: Given): LiveBoard {
  /** The move to animate after the next update (the viewer animates it). */
  let moved: MoveInfo | null = null;
  const mode = () => choice('mode', host.mode);
  const flipped = () => choice('orientation', host.orientation) === 'black';
  /** The square under a viewport point, or -1. */
  const squareAt = (x: number, y: number): number => {
    const shape = game.state.view();
    const rect = host.renderRoot.querySelector('.grid')?.getBoundingClientRect();
    return shape && rect ? squareAtPoint(rect, x, y, shape.width, shape.height, flipped()) : -1;
  };

  /** The board's words: the page's `messages`, else its language's (loaded by the shell), else English. */
  const t = makeWords(() => hooks.table(), () => host.messages);
  const problems = new ProblemsController(host, t);
  const announcer = new Announcer(host);
  const sound = new Sound(host);
  const game = new GameController(host, {
    announcer,
    playing: () => mode() === 'play',
    loaded: () => loader.viewer?.upgrade(),
    resetInteraction: () => {
      interaction.reset();
      loader.viewer?.clear();
    },
    animate: (m) => (moved = m),
    stepped: (m) => sound.moved(m),
    t,
  });
  const loader = new ViewerLoader({
    host,
    game,
    announcer,
    mode,
    flipped,
    painter: () => painter,
    source: () => source,
    squareAt,
    queued: () => {
      const m = moved;
      moved = null;
      return m;
    },
    reducedMotion: () => hooks.reducedMotion(),
    t,
    // One line of the error box per shape the engine did not draw (attribute `pgn`).
    readProblems: (messages) => problems.setAll('pgn-read', messages.map((m) => ({ attribute: 'pgn', message: m, code: 'ERR_SQUARE' }))),
  });
  const interaction = new Interaction({
    state: game.state,
    showMoves: () => host.showMoves,
    canAct: () => canAct(),
    eager: () => mode() !== 'view',
    commit: (m, animate) => void playMove(m.move, 'user', animate),
    requestUpdate: () => host.requestUpdate(),
    t,
  });
  const puzzle = new PuzzleController(host, {
    state: game.state,
    replyDelay: () => (numberProblem('reply-delay', host.replyDelay, null) ? REPLY_DELAY : host.replyDelay),
    mateIn: () => (numberProblem('mate-in', host.mateIn, null) ? null : host.mateIn),
    reply: (san) => {
      game.state.goto(game.state.line.length);
      return playMove(san, 'reply');
    },
    takeBack: () => void game.undo(),
    // The search is a file of its own (refute/), loaded on the first wrong move: if it cannot be, the move is just taken back.
    refute: (p, move) => host.refutation !== 'off' && !!import('../refute/index.js').then((m) => m.refute(p, game.state.game!, move), () => p.back()),
    announce: (text) => announcer.add(text),
    t,
    emit: (name, detail) => fire(host, name, detail),
  });
  const input = new MoveInput({
    canAct: () => canAct(),
    play: (text) => !!playMove(text, 'user'),
    requestUpdate: () => host.requestUpdate(),
    t,
  });
  const source = new SourceController(host, {
    game,
    puzzle,
    problems,
    inputs: () => host,
    puzzleMode: () => mode() === 'puzzle',
    beforeLoad: () => {
      interaction.reset();
      drag.end();
      input.clear();
      selection.reload();
    },
    animate: (m) => (moved = m),
  });
  source.variantGiven = hooks.variantGiven();
  const selection = new SelectionController(host, { interaction, problems, game: () => game.state.game });
  const drawings = new AuthorDrawings(problems);
  const painter = new BoardPainter(host, () => host.renderRoot, () => hooks.paintable());
  const focus = new FocusController(host, {
    interaction,
    shape: () => game.state.view(),
    flipped,
    root: () => host.renderRoot,
  });
  const drag = new DragController(host, {
    interaction,
    squareAt,
    boardBox: () => host.renderRoot.querySelector('.board'),
    ghost: () => host.renderRoot.querySelector('.ghost'),
    pressed: (sq) => focus.pressed(sq),
    placing: () => !!game.state.view()?.placement,
  });
  // What the page set before the board was live, in the order a page sets them.
  if (given.fen !== null) source.setFen(given.fen);
  if (given.pgn !== null) source.setPgn(given.pgn);
  game.state.wanted = given.path;
  if (given.ply !== null) source.setPly(given.ply);
  if (given.selected !== null) selection.set(given.selected);

  /** Plays a move and tells everyone (judging it in a puzzle); returns null (reporting why) when it is not legal. */
  function playMove(move: string | number, from: MoveSource, animate = true): MoveInfo | null {
    if (!game.state.game) return null;
    const judge = from === 'reply' ? null : puzzle.judgeNext();
    const m = game.play(move, from, animate);
    if (m instanceof Error) {
      if (from === 'user') input.refuse(m.message);
      else problems.fail('play', m);
      return null;
    }
    input.clear();
    sound.moved(m, game.state.view()?.status);
    judge?.(m);
    return m;
  }

  /**
   * A game's frame while its viewer is on its way (the frame the still board drew it in: a game to step
   * through in view mode), or null.
   */
  function frame(): GameFrame | null {
    if (!loader.coming || mode() !== 'view' || host.showMoves || !(game.state.line.length || game.games.length)) return null;
    return { list: listPlace(host.moveList), players: namesPlayers(game.games[source.game] ?? []) };
  }

  /** May the user act on the shown position now? */
  function canAct(): boolean {
    const s = game.state;
    const view = s.view();
    const m = mode();
    if (!view || view.status.over) return false;
    // View mode: the reader may try moves of their own in a game with a move list (not in a diagram).
    // With `annotate` a position without moves too: the reader's moves start the game.
    if (m === 'view') return !!s.tree && (!!s.line.length || host.annotate) && !host.showMoves && host.moveList !== 'none';
    if (m === 'puzzle') return puzzle.solverToAct();
    const player = choice('player', host.player);
    return player === 'both' || player === view.controller;
  }

  return {
    api: liveApi({ game, source, problems, selection, puzzle, drawings, viewer: () => loader.viewer, play: playMove }),

    ensure: () => source.ensure(),

    changed(name) {
      // An input of the game changed: load again. (fen, pgn and ply tell the source from their own setters.)
      if (SOURCES.has(name)) source.invalidate();
      if (name === 'variant') source.variantGiven = true;
    },

    willUpdate() {
      source.ensure();
      for (const name of Object.keys(CHOICES) as ChoiceName[]) problems.set(name, choiceProblem(name, host[name === 'move-list' ? 'moveList' : name]));
      problems.set('reply-delay', numberProblem('reply-delay', host.replyDelay, host.getAttribute('reply-delay')));
      problems.set('play-url', urlAttributeProblem(host.playUrl));
      problems.set('analysis-url', urlAttributeProblem(host.analysisUrl, 'analysis-url'));
      const g = game.state.game;
      if (g) drawings.update(variantOf(g.variant.id), host.arrows ?? '', host.highlights ?? '');
      // The viewer: for a game to step through (or a PGN it may read further), a board to play on, a menu
      // (a bare diagram loads it when the pointer comes over it).
      if (g && (mode() !== 'view' || game.state.line.length || game.games.length || problems.has('pgn') || host.menu || host.annotate)) loader.want();
      // A viewer made in this update (its file was here) may have the PGN read again, as far as it can
      // be: read before this update draws.
      source.ensure();
    },

    get pending() {
      return loader.pending;
    },

    render(dark) {
      addStyles(host.renderRoot as ShadowRoot, liveStyles);
      return {
        body: html`${problems.template()}${game.state.game
          ? gameTemplate({
              game,
              interaction,
              puzzle,
              drag,
              painter,
              focus,
              drawings,
              viewer: loader.viewer,
              frame: frame(),
              want: () => loader.want(),
              input,
              mode: mode(),
              canAct: canAct(),
              flipped: flipped(),
              coordinates: host.coordinates,
              dark,
              label: host.label,
              hint: () => puzzle.hint(),
              showSolution: () => puzzle.show(),
              t,
            })
          : ''}`,
        end: announcer.template(),
      };
    },

    /**
     * Does again on the live board what woke it (after its first live update): a press goes on as a
     * press (a drag, if the button is still down) or a tap on its square; focus goes to the grid.
     */
    resume(intent: Intent) {
      if (!intent) return;
      if (intent.kind === 'focus') {
        focus.follow();
        host.requestUpdate();
        // The viewer, when it comes, lays the board out anew: focus stays in the grid unless it went elsewhere.
        void loader.pending?.then(() => host.updateComplete).then(() => {
          const active = document.activeElement;
          if (!active || active === document.body || active === host) {
            focus.follow();
            host.requestUpdate();
          }
        });
        return;
      }
      const e = intent.event;
      let box = host.renderRoot.querySelector('.grid')?.getBoundingClientRect();
      // The square pressed stays under the pointer: where the live board's parts above the board differ
      // from the still board's (the status line's words wrapping onto a second line, a game's players'
      // bar), the page scrolls by as much, so a drag goes on where it began. At once, before the frame is drawn: a page's
      // `scroll-behavior: smooth` would show the board jump and slide back.
      const dy = box && intent.at.y >= 0 ? box.top + intent.at.y * box.height - e.clientY : 0;
      if (Math.abs(dy) >= 1) {
        scrollBy({ top: dy, behavior: 'instant' });
        box = host.renderRoot.querySelector('.grid')?.getBoundingClientRect();
      }
      if (e.button > 0 || !box) return;
      // The press, moved to the same place on the live picture.
      const clientX = box.left + intent.at.x * box.width;
      const clientY = box.top + intent.at.y * box.height;
      if (intent.down) drag.onPointerDown(new PointerEvent('pointerdown', { clientX, clientY, pointerId: e.pointerId, pointerType: e.pointerType, isPrimary: e.isPrimary, button: e.button, buttons: e.buttons }));
      else {
        const sq = squareAt(clientX, clientY);
        if (sq >= 0) {
          focus.pressed(sq);
          interaction.activate(sq);
        }
      }
    },
  };
}
