/**
 * A page's side of the search worker: start a search (with progress), stop it (answer with the best
 * move so far) or cancel it (no answer). Answers to cancelled requests are dropped here, so the page
 * only hears about the requests it is waiting for. The Play page asks for moves (`search`, `evaluate`),
 * the Analysis page for engine lines (`analyse`, until cancelled when it has no depth) and reviews.
 *
 * The worker may fail: its script may not load, it may crash, or it may hang and never answer. None
 * of that leaves the page waiting for good:
 * - a crash (the worker's `error` event) rejects every pending request with an EngineError of kind
 *   `crashed`, and the next request starts a fresh worker;
 * - a request that gets no answer within its time (the search's movetime plus a margin; after "stop",
 *   a short grace) rejects with kind `timeout`, and the hung worker is terminated and replaced (an
 *   analysis or a review has no time of its own: only its loading and its stopping are timed);
 * - a worker that cannot be created at all rejects with kind `unavailable` (the next request tries again).
 * The worker handles one request at a time, in order, so only the oldest pending request is timed.
 */
import type { Analysis, GameReview } from '@berserker-chess/engine';
import type { FromWorker, GameSpec, Thinking, ToWorker, TreeSpec } from './protocol';
import { pageLocale } from '../../../i18n/page-locale';
import { ENGINE_WORDS } from './engine-words';

export interface SearchAnswer extends Thinking {
  readonly san: string | null;
  readonly reason: string;
  readonly blind: boolean;
}

export type EngineFailure = 'crashed' | 'timeout' | 'unavailable';

/** Why a request got no answer. */
export class EngineError extends Error {
  constructor(
    readonly kind: EngineFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** What the client needs of a Worker (a real one, or a fake in the tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

export interface EngineClientOptions {
  /** Makes the worker (default: the site's search worker). May throw. */
  readonly createWorker?: () => WorkerLike;
  /** How long a worker may take to load its script and say it is ready. */
  readonly loadMs?: number;
  /** How much longer than its movetime a search may take before it counts as lost. */
  readonly marginMs?: number;
  /** How long after "stop" the answer may take. */
  readonly stopGraceMs?: number;
  /** The words of the failures' messages (default: the page's language; English outside a browser). */
  readonly words?: (typeof ENGINE_WORDS)['en'];
}

/** A request in flight: `answer` resolves with the answer (null when cancelled) or rejects with an EngineError. */
export interface Job<T> {
  readonly id: number;
  readonly answer: Promise<T | null>;
}

/** A search for a move. */
export type Request = Job<SearchAnswer>;

interface Pending {
  readonly budgetMs: number;
  stopping: boolean;
  resolve(a: unknown): void;
  reject(e: EngineError): void;
  /** The request's progress messages. */
  onInfo?: (m: FromWorker) => void;
}

/** The time an evaluation (a draw offer) may take: the worker's judge searches for 400 ms. */
const EVALUATE_MS = 400;

const defaultWorker = (): WorkerLike => new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'berserker-search' });

export class EngineClient {
  private worker: WorkerLike | null = null;
  private ready = false;
  private nextId = 1;
  /** In the order sent: the worker answers them in this order. */
  private readonly pending = new Map<number, Pending>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly createWorker: () => WorkerLike;
  private readonly loadMs: number;
  private readonly marginMs: number;
  private readonly stopGraceMs: number;
  private readonly words: (typeof ENGINE_WORDS)['en'];

  constructor(options: EngineClientOptions = {}) {
    this.words = options.words ?? ENGINE_WORDS[pageLocale()];
    this.createWorker = options.createWorker ?? defaultWorker;
    this.loadMs = options.loadMs ?? 30_000;
    this.marginMs = options.marginMs ?? 10_000;
    this.stopGraceMs = options.stopGraceMs ?? 2_000;
  }

  /** The computer's move at `level`; `answer` resolves with it (null if cancelled). */
  search(game: GameSpec, level: string, movetime: number, onInfo?: (t: Thinking) => void): Request {
    return this.request<SearchAnswer>((id) => ({ type: 'search', id, game, level, movetime }), movetime + this.marginMs, onInfo && ((m) => m.type === 'info' && onInfo(m)));
  }

  /** A quick judgement of the position (score from the chooser's point of view). */
  evaluate(game: GameSpec): Request {
    return this.request<SearchAnswer>((id) => ({ type: 'evaluate', id, game }), EVALUATE_MS + this.marginMs);
  }

  /** Engine lines at a node: each deeper iteration to `onInfo`; to `depth`, or (null) until stopped or cancelled. */
  analyse(node: TreeSpec, lines: number, depth: number | null, onInfo?: (a: Analysis) => void): Job<Analysis> {
    return this.request<Analysis>(
      (id) => ({ type: 'analyse', id, node, lines, ...(depth ? { depth } : {}) }),
      Infinity,
      onInfo && ((m) => m.type === 'analysis' && onInfo(m.analysis)),
    );
  }

  /** A review of the game's main line, with its progress (`done` of `total` positions). */
  review(pgn: string, limits: { depth?: number; nodes?: number }, onProgress?: (done: number, total: number) => void): Job<GameReview> {
    return this.request<GameReview>(
      (id) => ({ type: 'review', id, pgn, ...limits }),
      Infinity,
      onProgress && ((m) => m.type === 'review-progress' && onProgress(m.done, m.total)),
    );
  }

  /** Stop searching now; the answer is the best move found so far, and it must come soon. */
  stop(id: number): void {
    const p = this.pending.get(id);
    if (!p || p.stopping) return;
    p.stopping = true;
    this.worker?.postMessage({ type: 'stop', id });
    if (this.head() === p) this.arm();
  }

  /** Stop searching; nobody wants the answer. */
  cancel(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    const wasHead = this.head() === p;
    this.pending.delete(id);
    this.worker?.postMessage({ type: 'cancel', id });
    p.resolve(null);
    if (wasHead) this.arm();
  }

  private request<T>(make: (id: number) => ToWorker, budgetMs: number, onInfo?: (m: FromWorker) => void): Job<T> {
    const id = this.nextId++;
    let entry: Pending | null = null;
    const answer = new Promise<T | null>((resolve, reject) => {
      entry = { budgetMs, stopping: false, resolve: resolve as (a: unknown) => void, reject, ...(onInfo ? { onInfo } : {}) };
    });
    const worker = this.ensure();
    if (!worker) {
      entry!.reject(new EngineError('unavailable', this.words.unavailable));
      return { id, answer };
    }
    this.pending.set(id, entry!);
    worker.postMessage(make(id));
    if (this.pending.size === 1) this.arm();
    return { id, answer };
  }

  private ensure(): WorkerLike | null {
    if (this.worker) return this.worker;
    let w: WorkerLike;
    try {
      w = this.createWorker();
    } catch {
      return null;
    }
    this.worker = w;
    this.ready = false;
    w.onmessage = (e) => {
      if (this.worker === w) this.receive(e.data as FromWorker);
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      if (this.worker === w) this.fail(new EngineError('crashed', e.message || this.words.notLoaded));
    };
    w.onmessageerror = () => {
      if (this.worker === w) this.fail(new EngineError('crashed', this.words.unreadable));
    };
    this.arm();
    return w;
  }

  private receive(m: FromWorker): void {
    if (m.type === 'ready') {
      this.ready = true;
      this.arm();
      return;
    }
    const p = this.pending.get(m.id);
    if (!p) return;
    if (m.type === 'info' || m.type === 'analysis' || m.type === 'review-progress') {
      p.onInfo?.(m);
      return;
    }
    this.pending.delete(m.id);
    if (m.type === 'error') p.reject(new EngineError('crashed', m.message));
    else if (m.type === 'analysed') p.resolve(m.analysis);
    else if (m.type === 'reviewed') p.resolve(m.review);
    else {
      const { type: _t, id: _i, ...answer } = m;
      p.resolve(answer);
    }
    this.arm();
  }

  private head(): Pending | undefined {
    return this.pending.values().next().value;
  }

  /** (Re)starts the one watchdog: the worker's loading, or the oldest pending request's answer. */
  private arm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.worker) return;
    if (!this.ready) {
      this.timer = setTimeout(() => this.fail(new EngineError('timeout', this.words.notStarted)), this.loadMs);
      return;
    }
    const p = this.head();
    if (!p) return;
    const ms = p.stopping ? this.stopGraceMs : p.budgetMs;
    if (!Number.isFinite(ms)) return; // an analysis or a review: as long as it takes
    this.timer = setTimeout(() => this.fail(new EngineError('timeout', p.stopping ? this.words.notStopped : this.words.notAnswered)), ms);
  }

  /** The worker is lost: every pending request fails with `error`, and the next request starts a new worker. */
  private fail(error: EngineError): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const w = this.worker;
    this.worker = null;
    this.ready = false;
    if (w) {
      w.onmessage = w.onerror = w.onmessageerror = null;
      w.terminate();
    }
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(error);
  }
}
