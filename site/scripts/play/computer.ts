/**
 * The computer opponent on the page's side: when the computer decides the turn, ask the engine client
 * for a move, wait a moment (so a reply is easy to follow, and with Oh No! on so the human can still
 * call it), then hand the move to the page. Stop makes it move now; a new position cancels the search.
 *
 * When the engine fails (the worker crashed, hung, or cannot start), the computer never just waits:
 * after a crash it asks once more (the client has started a fresh worker), and otherwise, or when that
 * fails too, it tells the page, which says so and offers to try again (`retry`). A new game forgets
 * the failure (`reset`).
 */
import { EngineError, type EngineClient, type SearchAnswer } from '../shared/engine/engine-client';
import type { GameSpec, Thinking } from '../shared/engine/protocol';
import { PAGE_WORDS, type PageWords } from './page-words';

/** What the computer needs from the page. */
export interface ComputerHost {
  /** Does the computer decide the turn of the line's last position, with the game going on? */
  toAct(): boolean;
  /** The position, as a key that changes whenever the line does. */
  key(): string;
  spec(): GameSpec;
  level(): string;
  /** How long it may think on this move (ms). */
  movetime(): number;
  /** The least time from the start of its thinking to its move (ms). */
  replyDelay(): number;
  /** Its answer has come; false when the page used it otherwise (a draw offer it accepted ended the game). */
  answered(answer: SearchAnswer): boolean;
  /** Plays the chosen move. */
  play(san: string): void;
  /** Something to show changed (thinking started, progress, an answer, a failure). */
  changed(): void;
  /** The computer could not move: tell the player (`text` is a full sentence). */
  failed(text: string): void;
  /** The words of the failures (default English). */
  readonly words?: PageWords;
}

export interface ThinkingState {
  readonly id: number;
  readonly key: string;
  readonly started: number;
  info: Thinking | null;
  answer: SearchAnswer | null;
  stopRequested: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

/** Why the computer could not move, in words for the player. */
export function failureText(e: unknown, w: PageWords = PAGE_WORDS.en): string {
  const err = e instanceof EngineError ? e : new EngineError('crashed', e instanceof Error ? e.message : String(e));
  const why = err.kind === 'timeout' ? w.timedOut(err.message) : err.kind === 'unavailable' ? w.unavailable(err.message) : w.crashed(err.message);
  // What the player can do next stands in the status line and the thinking box (Try again).
  return w.notMovedAfter(why);
}

export class ComputerPlayer {
  thinking: ThinkingState | null = null;
  /** The last failure: the position it happened in, and whether it was final (no automatic retry left). */
  private failure: { key: string; text: string; final: boolean } | null = null;

  constructor(
    private readonly engine: EngineClient,
    private readonly host: ComputerHost,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Why the computer cannot move in the position it should move in now; null when it can. */
  get stuck(): string | null {
    const f = this.failure;
    return f?.final && f.key === this.host.key() && !this.thinking ? f.text : null;
  }

  /** Starts thinking when it is the computer's turn (and it is not thinking or stuck already). */
  maybeThink(): void {
    if (this.thinking || !this.host.toAct()) return;
    const key = this.host.key();
    if (this.failure?.final && this.failure.key === key) return;
    const req = this.engine.search(this.host.spec(), this.host.level(), this.host.movetime(), (info) => {
      if (this.thinking?.id !== req.id) return;
      this.thinking.info = info;
      this.host.changed();
    });
    this.thinking = { id: req.id, key, started: this.now(), info: null, answer: null, stopRequested: false, timer: null };
    req.answer.then(
      (a) => this.answered(req.id, a),
      (e: unknown) => this.failed(req.id, key, e),
    );
    this.host.changed();
  }

  /** Stop: play the best move found so far, now (the engine client times out a search that does not stop). */
  stop(): void {
    const t = this.thinking;
    if (!t) return;
    if (t.answer) {
      if (t.timer !== null) clearTimeout(t.timer);
      this.playAnswer(t.id);
      return;
    }
    t.stopRequested = true;
    this.engine.stop(t.id);
    this.host.changed();
  }

  /** After a failure: ask again (the engine client starts a fresh worker). */
  retry(): void {
    this.failure = null;
    this.maybeThink();
  }

  /** Forgets the search under way (the position changed). */
  cancel(): void {
    const t = this.thinking;
    if (!t) return;
    if (t.timer !== null) clearTimeout(t.timer);
    this.engine.cancel(t.id);
    this.thinking = null;
  }

  /** A new game: no search, no failure remembered. */
  reset(): void {
    this.cancel();
    this.failure = null;
  }

  /** A quick judgement of the position for a draw offer (the chooser's point of view). */
  judge(): Promise<SearchAnswer | null> {
    return this.engine.evaluate(this.host.spec()).answer;
  }

  private answered(id: number, a: SearchAnswer | null): void {
    const t = this.thinking;
    if (!t || t.id !== id || !a) return;
    this.failure = null;
    if (t.key !== this.host.key() || !this.host.toAct() || !a.san) {
      this.thinking = null;
      this.host.changed();
      return;
    }
    t.info = a;
    if (!this.host.answered(a) || this.thinking !== t) {
      this.thinking = null;
      return;
    }
    t.answer = a;
    const wait = t.stopRequested ? 0 : Math.max(0, this.host.replyDelay() - (this.now() - t.started));
    t.timer = setTimeout(() => this.playAnswer(id), wait);
    this.host.changed();
  }

  private playAnswer(id: number): void {
    const t = this.thinking;
    if (!t || t.id !== id || !t.answer?.san) return;
    this.thinking = null;
    if (t.key !== this.host.key() || !this.host.toAct()) {
      this.host.changed();
      return;
    }
    this.host.play(t.answer.san);
  }

  private failed(id: number, key: string, e: unknown): void {
    if (this.thinking?.id !== id) return;
    this.thinking = null;
    const text = failureText(e, this.host.words);
    // A crash may be a one-off (the worker ran out of memory, say): ask once more, on a fresh worker.
    const again = e instanceof EngineError && e.kind === 'crashed' && this.failure?.key !== key;
    this.failure = { key, text, final: !again };
    if (again) {
      this.maybeThink();
      return;
    }
    this.host.failed(text);
    this.host.changed();
  }
}
