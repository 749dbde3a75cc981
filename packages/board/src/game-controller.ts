/**
 * GameController: the game behind the board (a GameState) and what follows each change of it — the
 * `move`, `change` and `game-over` events and the sentence the live region speaks. Game of Pawns'
 * simultaneous first moves (C7) are kept here: in play mode White's first move stays hidden (the
 * engine's hiddenPlies says when) until Black has chosen, then both are announced and reported together.
 */
import type { ReactiveControllerHost } from 'lit';
import { hiddenPlies, type MoveInfo } from '@berserker-chess/engine';
import { GameState } from './state.js';
import { loadGame, type Inputs } from './load.js';
import type { Problem } from './problems.js';
import type { Announcer } from './announcer.js';
import { describeMove, statusText } from './announce.js';
import { fire, type MoveEventDetail } from './events.js';

export interface GameHooks {
  readonly announcer: Announcer;
  /** Is the board in play mode (where Game of Pawns hides White's first move)? */
  playing(): boolean;
  /** The shown position changed: drop the user's selection and open choices. */
  resetInteraction(): void;
  /** Animate this move after the next update (null: none). */
  animate(m: MoveInfo | null): void;
}

export class GameController {
  readonly state = new GameState();
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: GameHooks;
  /** White's hidden first move (Game of Pawns), reported once Black has chosen. */
  #held: MoveInfo | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: GameHooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** Loads the game from the inputs; returns what was wrong with them. */
  load(inputs: Inputs): Problem[] {
    const { game, imported, problems } = loadGame(inputs);
    this.state.reset(game, imported);
    this.#held = null;
    return problems;
  }

  /** Leading plies of the line hidden from the side to move now (C7: Game of Pawns, play mode). */
  hidden(): number {
    const record = this.state.record;
    return record && this.#hooks.playing() ? hiddenPlies(record) : 0;
  }

  /**
   * Plays a move at the shown ply and tells everyone. Returns the move, or the engine's error (nothing
   * changes then) for the caller to report where it belongs.
   */
  play(move: string | number, source: MoveEventDetail['source'], animate = true): MoveInfo | Error {
    const s = this.state;
    let m: MoveInfo;
    try {
      m = s.play(move);
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
    this.#hooks.resetInteraction();
    this.#hooks.animate(animate ? m : null);
    const announcer = this.#hooks.announcer;
    if (this.hidden()) {
      // Game of Pawns (C7): White's first move stays secret until Black has chosen too.
      this.#held = m;
      this.#hooks.animate(null);
      announcer.say('White has chosen a first move. It stays hidden until Black has chosen.');
      return m;
    }
    const shown = this.#held && s.line.length === 2 ? [this.#held, m] : [m];
    this.#held = null;
    const game = s.game!;
    const variant = game.variant.id;
    let text = shown.map((x) => describeMove(variant, x)).join(' ');
    if (shown.length > 1) text = `Both first moves: ${text}`;
    const fen = game.fen();
    shown.forEach((x, i) => fire(this.#host, 'move', { ...x, ply: s.ply - shown.length + i + 1, fen, source }));
    this.changed(false);
    const v = s.view()!;
    if (v.status.over || v.placement) text += ` ${statusText(v)}.`;
    announcer.say(text);
    if (v.status.over) fire(this.#host, 'game-over', v.status);
    return m;
  }

  /** Shows ply `n` of the line (0 = the start). */
  goto(n: number): void {
    const before = this.state.ply;
    this.state.goto(n);
    if (this.state.ply !== before) this.changed();
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
    this.#hooks.announcer.say(`Oh no! ${m.san} is taken back.`);
    this.changed();
    return m;
  }

  /** The shown position changed: re-render and fire `change`. */
  changed(reset = true): void {
    if (reset) this.#hooks.resetInteraction();
    this.#host.requestUpdate();
    fire(this.#host, 'change', { fen: this.state.game?.fen() ?? '', ply: this.state.ply });
  }
}
