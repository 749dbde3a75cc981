/**
 * The public API's live side (types.ts's LiveApi): each getter and method of the element answered once,
 * here, by the live board's controllers — the one list of what a page may ask of a live board. The
 * element has the game loaded again (LiveBoard.ensure) before it reads or acts on the game, so nothing
 * here loads it; the setters of the inputs only note what was set for the next load.
 */
import { ChessError, type MoveInfo } from '@berserker-chess/engine';
import type { LiveApi, Viewer } from '../types.js';
import type { MoveSource } from '../events.js';
import type { GameController } from './game-controller.js';
import type { SourceController } from './source.js';
import type { ProblemsController } from './problems.js';
import type { SelectionController } from './selection.js';
import type { PuzzleController } from './puzzle.js';
import type { AuthorDrawings } from './author-drawings.js';
import { nameOf } from './squares.js';

/** The controllers the answers come from. */
export interface ApiParts {
  readonly game: GameController;
  readonly source: SourceController;
  readonly problems: ProblemsController;
  readonly selection: SelectionController;
  readonly puzzle: PuzzleController;
  readonly drawings: AuthorDrawings;
  /** The viewer, once loaded. */
  viewer(): Viewer | null;
  /** Plays a move and tells everyone (judging it in a puzzle); null (with `error`) when it is not legal. */
  play(move: string, source: MoveSource): MoveInfo | null;
}

export function liveApi({ game, source, problems, selection, puzzle, drawings, viewer, play }: ApiParts): LiveApi {
  const state = game.state;
  return {
    get fen() {
      return state.game ? game.shownFen() : source.fen;
    },
    get pgn() {
      return state.pgn();
    },
    get ply() {
      return state.ply;
    },
    get path() {
      return state.path;
    },
    get selected() {
      return selection.name;
    },
    get shapes() {
      const g = state.game;
      const { arrows, highlights } = drawings;
      return g
        ? [
            ...(viewer()?.shapeList() ?? []),
            ...arrows.map((a) => ({ from: nameOf(g, a.from), to: nameOf(g, a.to), color: a.color ?? 'green' })),
            ...highlights.map((h) => ({ from: nameOf(g, h.square), color: h.color })),
          ]
        : [];
    },
    get errors() {
      return problems.list;
    },
    get history() {
      return [...state.line];
    },
    get hiddenPlies() {
      return game.hidden();
    },
    get takeBacks() {
      return state.takeBacks();
    },
    get status() {
      return state.view()?.status ?? null;
    },
    get turn() {
      return state.view()?.turn ?? 'white';
    },
    get controller() {
      return state.view()?.controller ?? 'white';
    },
    legalMoves: () => [...state.legal()],
    play(move) {
      state.goto(state.line.length);
      return play(move, 'api');
    },
    undo: () => game.undo(),
    canOhNo: () => state.canOhNo(),
    ohNo() {
      try {
        return game.ohNo();
      } catch (e) {
        problems.fail('ohNo', e);
        return null;
      }
    },
    goto: (n) => game.goto(n),
    goTo(to) {
      // A path is the viewer's to follow (it is loaded with any game that has moves).
      const ok = !!viewer()?.goTo(String(to));
      if (!ok) problems.fail('goTo', new ChessError('ERR_ARGS', `no move at "${String(to).slice(0, 40)}"`, 'path'));
      return ok;
    },
    hint: () => puzzle.hint(),
    showSolution: () => puzzle.show(),
    reset() {
      source.invalidate();
      source.ensure();
    },
    setPosition: (fen) => source.setPosition(fen),
    failed: () => source.failed(),
    setFen: (fen) => source.setFen(fen),
    setPgn(text, path) {
      source.setPgn(text);
      // Shown once the game is loaded and the viewer has made it a tree (viewer/index.ts).
      state.wanted = path ?? null;
    },
    setPly: (n) => source.setPly(n),
    setSelected: (name) => selection.set(name),
  };
}
