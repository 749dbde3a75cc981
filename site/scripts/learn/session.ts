/**
 * One attempt at an exercise on a <berserker-board> in play mode. The board reports what happens (`move`,
 * `change`); the session rebuilds the engine's game from the board's record after every change, asks the
 * goal predicates for a verdict (learn-goals.ts), counts the learner's actions for the stars, and plays
 * the computer's replies: the scripted ones of the intended line while the learner follows it, the
 * engine's search otherwise (learn-run.ts). No rule is decided here: the engine decides them all.
 */
import type { Game } from '@berserker-chess/engine';
import { verdict, type Attempt, type Verdict } from '@berserker-chess/puzzles/learn-goals';
import { OH_NO, attemptOf, computerToAct, engineReply, nextIntended, replayRecord, scriptedReply, type TakeBackLike } from '@berserker-chess/puzzles/learn-run';
import type { PageExercise, Stuck } from './types';

/** What the session needs of the element (its public API, see packages/board/README.md). */
export interface LearnBoard extends HTMLElement {
  readonly history: ReadonlyArray<{ readonly san: string }>;
  readonly takeBacks: readonly TakeBackLike[];
  legalMoves(): Array<{ san: string; from: string | null; to: string; kind: string }>;
  play(move: string): { san: string } | null;
  ohNo(): { san: string } | null;
  canOhNo(): boolean;
  updateComplete?: Promise<unknown>;
}

interface MoveDetail {
  readonly san?: string;
  readonly controller: 'white' | 'black';
  readonly hidden?: boolean;
}

export interface SessionHooks {
  /** Anything shown may have changed (verdict, moves used, whether Oh No! is possible, thinking). */
  changed(): void;
  /** The computer played `san`. */
  replied(san: string): void;
  /** The attempt ended; called once. */
  finished(v: Exclude<Verdict, { state: 'playing' }>): void;
  /** The computer could not find a move (should not happen; said, never thrown). */
  stuck(why: Stuck): void;
}

export class ExerciseSession {
  /** Everything that happened in this attempt: the learner's actions, the replies, `oh-no`s. */
  readonly tokens: string[] = [];
  /** The learner's actions, taken-back ones included: what the stars count. */
  actions = 0;
  verdict: Verdict = { state: 'playing' };
  /** What the verdict was read from (the page words a failure from it, failure.ts). */
  attempt: Attempt | null = null;
  thinking = false;
  game: Game;
  /** Plies of the line before the attempt: the setup, less a setup move taken back with Oh No!. */
  #base: number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #abort: AbortController | null = null;
  #closed = false;
  readonly #onMove = (e: Event) => this.#moved((e as CustomEvent<MoveDetail>).detail);
  readonly #onChange = () => this.#update();

  constructor(
    readonly ex: PageExercise,
    readonly board: LearnBoard,
    private readonly hooks: SessionHooks,
    /** Milliseconds before the computer's reply: time to see the move, and to call Oh No!. */
    private readonly replyDelay = ex.ohNo ? 1200 : 500,
  ) {
    this.game = replayRecord(ex, board.history.map((m) => m.san), board.takeBacks);
    this.#base = ex.setup.length;
    board.addEventListener('move', this.#onMove);
    board.addEventListener('change', this.#onChange);
    this.#update();
  }

  /** Stops listening and thinking (a retry or another exercise replaces this session). */
  close(): void {
    this.#closed = true;
    this.#cancel();
    this.board.removeEventListener('move', this.#onMove);
    this.board.removeEventListener('change', this.#onChange);
  }

  get playing(): boolean {
    return this.verdict.state === 'playing';
  }

  /** Is it the learner's decision now (and the attempt going on)? */
  get learnerToAct(): boolean {
    return this.playing && !this.thinking && this.game.controller === this.ex.you && !this.game.status().over;
  }

  /** The learner's next action of the intended line, with its squares, when the attempt is on it. */
  hint(): { readonly san: string; readonly from: string | null; readonly to: string; readonly kind: string } | 'oh-no' | null {
    if (!this.playing) return null;
    const next = nextIntended(this.ex, this.tokens);
    if (next === OH_NO) return this.canOhNo() ? 'oh-no' : null;
    if (next === null || this.game.controller !== this.ex.you) return null;
    const m = this.board.legalMoves().find((x) => x.san === next);
    return m ? { san: m.san, from: m.from, to: m.to, kind: m.kind } : null;
  }

  /** May the learner take back their last action now (R8, the engine's rule via the element)? */
  canOhNo(): boolean {
    return this.ex.ohNo && this.playing && this.game.canOhNo(this.ex.you) && this.board.canOhNo();
  }

  /** The learner's Oh No!: true when the action was taken back. */
  ohNo(): boolean {
    if (!this.canOhNo()) return false;
    this.#cancel();
    this.tokens.push(OH_NO);
    if (this.board.ohNo() === null) {
      this.tokens.pop();
      this.#update();
      return false;
    }
    return true;
  }

  #moved(d: MoveDetail): void {
    if (this.#closed || d.hidden || !d.san) return;
    if (d.controller === this.ex.you) this.actions++;
    this.tokens.push(d.san);
  }

  #update(): void {
    if (this.#closed) return;
    const history = this.board.history;
    this.game = replayRecord(this.ex, history.map((m) => m.san), this.board.takeBacks);
    this.#base = Math.min(this.#base, history.length);
    if (this.playing) {
      this.attempt = attemptOf(this.ex, this.game, this.#base, this.actions);
      this.verdict = verdict(this.ex, this.attempt);
      if (this.verdict.state !== 'playing') {
        this.#cancel();
        this.hooks.finished(this.verdict);
      } else if (computerToAct(this.ex, this.game, this.tokens)) this.#schedule();
      else this.#cancel();
    }
    this.hooks.changed();
  }

  /** The position the reply is for: any change of the line makes a pending reply stale. */
  #key(): string {
    return `${this.board.history.length}:${this.tokens.length}`;
  }

  #schedule(): void {
    if (this.#timer !== null || this.thinking) return;
    const key = this.#key();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#reply(key);
    }, this.replyDelay);
  }

  #cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#abort?.abort();
    this.#abort = null;
    this.thinking = false;
  }

  async #reply(key: string): Promise<void> {
    if (this.#closed || key !== this.#key() || !this.playing || !computerToAct(this.ex, this.game, this.tokens)) return;
    let san = scriptedReply(this.ex, this.game, this.tokens);
    if (san === null) {
      this.thinking = true;
      this.hooks.changed();
      const abort = new AbortController();
      this.#abort = abort;
      try {
        san = await engineReply(this.game, abort.signal);
      } catch (e) {
        san = null;
        if (!abort.signal.aborted) this.hooks.stuck({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
      }
      if (abort.signal.aborted || this.#closed) return;
      this.#abort = null;
      this.thinking = false;
      if (key !== this.#key()) return this.#update();
    }
    if (san === null) {
      this.hooks.stuck({ kind: 'no-move' });
      this.hooks.changed();
      return;
    }
    if (this.board.play(san) === null) this.hooks.stuck({ kind: 'refused', san });
    // When the reply ended the attempt, `finished` has said so already.
    else if (this.playing) this.hooks.replied(san);
  }
}
