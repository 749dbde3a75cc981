/**
 * The page's side of the search worker: start a search (with progress), stop it (answer with the best
 * move so far) or cancel it (no answer). Answers to cancelled or superseded requests are dropped here,
 * so the page only ever hears about the request it is waiting for.
 */
import type { FromWorker, GameSpec, Thinking, ToWorker } from './protocol';

export interface SearchAnswer extends Thinking {
  readonly san: string | null;
  readonly reason: string;
  readonly blind: boolean;
}

interface Pending {
  resolve(a: SearchAnswer | null): void;
  reject(e: Error): void;
  onInfo?: (t: Thinking) => void;
}

export class EngineClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Why the worker could not start, if it could not. */
  failure: string | null = null;

  private ensure(): Worker | null {
    if (this.worker || this.failure) return this.worker;
    try {
      this.worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'berserker-search' });
      this.worker.addEventListener('message', (e: MessageEvent<FromWorker>) => this.receive(e.data));
      this.worker.addEventListener('error', (e) => {
        e.preventDefault();
        this.failure = e.message || 'the search worker stopped';
        for (const p of this.pending.values()) p.reject(new Error(this.failure));
        this.pending.clear();
        this.worker?.terminate();
        this.worker = null;
      });
    } catch (e) {
      this.failure = e instanceof Error ? e.message : String(e);
    }
    return this.worker;
  }

  private receive(m: FromWorker): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    if (m.type === 'info') {
      p.onInfo?.(m);
      return;
    }
    this.pending.delete(m.id);
    if (m.type === 'error') p.reject(new Error(m.message));
    else {
      const { type: _t, id: _i, ...answer } = m;
      p.resolve(answer);
    }
  }

  private send(msg: ToWorker): void {
    this.ensure()?.postMessage(msg);
  }

  private request(make: (id: number) => ToWorker, onInfo?: (t: Thinking) => void): { id: number; answer: Promise<SearchAnswer | null> } {
    const id = this.nextId++;
    const answer = new Promise<SearchAnswer | null>((resolve, reject) => {
      if (!this.ensure()) {
        reject(new Error(this.failure ?? 'Web Workers are not available'));
        return;
      }
      this.pending.set(id, { resolve, reject, ...(onInfo ? { onInfo } : {}) });
    });
    this.send(make(id));
    return { id, answer };
  }

  /** The computer's move at `level`; `answer` resolves with it (null if cancelled). */
  search(game: GameSpec, level: string, movetime: number | undefined, onInfo?: (t: Thinking) => void) {
    return this.request((id) => ({ type: 'search', id, game, level, ...(movetime !== undefined ? { movetime } : {}) }), onInfo);
  }

  /** A quick judgement of the position (score from the chooser's point of view). */
  evaluate(game: GameSpec) {
    return this.request((id) => ({ type: 'evaluate', id, game }));
  }

  /** Stop searching now; the answer is the best move found so far. */
  stop(id: number): void {
    if (this.pending.has(id)) this.send({ type: 'stop', id });
  }

  /** Stop searching; nobody wants the answer. */
  cancel(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    this.send({ type: 'cancel', id });
    p.resolve(null);
  }
}
