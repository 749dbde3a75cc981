/**
 * GameController: the game behind the board (a GameState) and what follows each change of it — the
 * `move`, `change` and `game-over` events and the sentence the live region speaks. Game of Pawns'
 * simultaneous first moves (C7) are kept here: in play mode White's first move stays hidden (the
 * engine's hiddenPlies says when) until Black has chosen. Its `move` event fires when it is made, with
 * `hidden: true` and nothing that tells the move; once Black has chosen, both are announced and
 * reported together (White's again, with `revealed: true`).
 */
import type { ReactiveControllerHost } from 'lit';
import { blindFirstMoveGame, hiddenPlies, type MoveInfo } from '@berserker-chess/engine';
import { GameState } from './state.js';
import { loadGame, type Inputs } from './load.js';
import type { PgnReader } from '../types.js';
import type { Problem } from './problems.js';
import type { Announcer } from './announcer.js';
import { describeMove, statusText, type Words } from './words.js';
import { fire, type MoveSource } from '../events.js';

export interface GameHooks {
  readonly announcer: Announcer;
  /** Is the board in play mode (where Game of Pawns hides White's first move)? */
  playing(): boolean;
  /** A game was loaded (the viewer makes it a tree in view mode). */
  loaded(): void;
  /** The shown position changed: drop the user's selection and open choices. */
  resetInteraction(): void;
  /** Animate this move after the next update (null: none). */
  animate(m: MoveInfo | null): void;
  /** A step showed the next move of the line (its sound: sound.ts). */
  stepped(m: MoveInfo): void;
  /** The board's words. */
  readonly t: Words;
}

export class GameController {
  readonly state = new GameState();
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: GameHooks;
  /** Where the hidden first move came from (its revealed event says so too); null when it was loaded. */
  #hiddenSource: MoveSource | null = null;
  /** The tags of each game of the PGN read (the game picker's list). */
  games: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [];
  /** How PGN text is read (the viewer's reads as far as it can). */
  read?: PgnReader;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: GameHooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** Loads the game from the inputs; returns what was wrong with them. */
  load(inputs: Inputs): Problem[] {
    const { game, imported, problems, games } = loadGame({ ...inputs, read: this.read });
    this.state.reset(game, imported);
    this.games = games ?? [];
    this.#hiddenSource = null;
    this.#hooks.loaded();
    return problems;
  }

  /** Leading plies of the line hidden from the side to move now (C7: Game of Pawns, play mode). */
  hidden(): number {
    const record = this.state.record;
    return record && this.#hooks.playing() ? hiddenPlies(record) : 0;
  }

  /**
   * The FEN of the position the board shows: while Game of Pawns' first move is hidden, the start
   * position with Black to move (the engine's blind game), else the shown ply's.
   */
  shownFen(): string {
    const s = this.state;
    const record = s.record;
    if (!record) return '';
    const blind = this.hidden() && s.ply > 0 ? blindFirstMoveGame(record) : null;
    return (blind ?? s.game!).fen();
  }

  /**
   * Plays a move at the shown ply and tells everyone. Returns the move, or the engine's error (nothing
   * changes then) for the caller to report where it belongs.
   */
  play(move: string | number, source: MoveSource, animate = true): MoveInfo | Error {
    const s = this.state;
    const before = this.hidden();
    let m: MoveInfo;
    try {
      m = s.play(move, source === 'user');
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
    this.#hooks.resetInteraction();
    const announcer = this.#hooks.announcer;
    if (this.hidden()) {
      // Game of Pawns (C7): White's first move stays secret until Black has chosen too. The page hears
      // that a move was made (to save it, run the clocks), not which.
      this.#hooks.animate(null);
      announcer.say(this.#hooks.t('move.hidden'));
      this.#hiddenSource = source;
      fire(this.#host, 'move', { hidden: true, ply: s.ply, color: m.color, controller: m.controller, fen: this.shownFen(), source });
      this.changed(false);
      return m;
    }
    this.#hooks.animate(animate ? m : null);
    // The hidden plies before this move are revealed by it: announced and reported with it.
    const revealed = before > 0 && s.ply === before + 1 ? s.line.slice(0, before) : [];
    const shown = [...revealed, m];
    const game = s.game!;
    const variant = game.variant.id;
    const t = this.#hooks.t;
    let text = shown.map((x) => describeMove(t, variant, x)).join(' ');
    if (shown.length > 1) text = t('move.both', { moves: text });
    shown.forEach((x, i) => {
      const ply = s.ply - shown.length + i + 1;
      const early = i < revealed.length;
      const fen = early ? s.record!.atPly(ply).fen() : game.fen();
      fire(this.#host, 'move', { ...x, hidden: false, revealed: early, ply, fen, source: early ? (this.#hiddenSource ?? source) : source });
    });
    if (revealed.length) this.#hiddenSource = null;
    this.changed(false);
    const v = s.view()!;
    if (v.status.over || v.placement) text = t('move.status', { move: text, status: statusText(t, v) });
    announcer.say(text);
    if (v.status.over) fire(this.#host, 'game-over', v.status);
    return m;
  }

  /** Shows ply `n` of the line (0 = the start). */
  goto(n: number): void {
    this.step(() => this.state.goto(n));
  }

  /**
   * Runs a step (`fn` moves the shown position); when the shown move changed (or `force`), re-renders,
   * fires the events and, in view mode's tree, says the move shown.
   */
  step<T>(fn: () => T, force = false): T {
    const s = this.state;
    const before = s.path;
    const ply = s.ply;
    const out = fn();
    if (force || s.path !== before) {
      this.changed();
      if (s.tree) this.#hooks.announcer.say(s.tree.speech(this.#hooks.t));
      if (s.ply === ply + 1 && s.path.startsWith(before)) this.#hooks.stepped(s.line[ply]!);
    }
    return out;
  }

  /** Takes back the last move of the line. */
  undo(): MoveInfo | null {
    const m = this.state.undo();
    if (m) this.changed();
    return m;
  }

  /** R8 Oh No!: throws the engine's ChessError when it is not allowed. */
  ohNo(): MoveInfo {
    const m = this.state.ohNo();
    this.#hooks.announcer.say(this.#hooks.t('move.ohNo', { san: m.san }));
    this.changed();
    return m;
  }

  /** The shown position changed: re-render and fire `change` and `node-change`. */
  changed(reset = true): void {
    if (reset) this.#hooks.resetInteraction();
    this.#host.requestUpdate();
    const s = this.state;
    const fen = this.shownFen();
    const hidden = this.hidden() > 0;
    fire(this.#host, 'change', { fen, ply: s.ply, hidden });
    fire(this.#host, 'node-change', { path: s.path, ply: s.ply, san: hidden || !s.ply ? null : s.line[s.ply - 1]!.san, fen });
  }
}
