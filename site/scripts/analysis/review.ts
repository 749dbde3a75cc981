/**
 * Whole-game review: "Review game" runs the engine's reviewGame in the search worker (progress, Cancel),
 * then the engine's treeWithReview writes its findings into the game — the [%eval] of every main-line
 * move, the moves that lose the most marked ?!, ? or ?? with the better move as a variation — as one
 * edit (Undo takes it all back). The evaluation graph (graph.ts) is drawn from the main line's evals,
 * so it is there for any game that has them, after a reload too.
 */
import type { GameReview, GameTree } from '@berserker-chess/engine';
import type { EngineClient, Job } from '../shared/engine/engine-client';
import { mainline } from '@berserker-chess/engine';
import { withReview, type Edit } from './edits';
import { analysisWords, type EditName } from './words';

const REVIEW_WORDS = analysisWords().review;

export interface ReviewHost {
  node(): { readonly tree: GameTree; readonly pgn: string; readonly path: string };
  /** The worker (started if need be); the engine lines pause while the review runs. */
  worker(): EngineClient;
  hold(held: boolean): void;
  edit(edit: Edit, name: EditName, said: string): void;
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string): T => root.querySelector<T>(sel)!;

export class ReviewPanel {
  private job: Job<GameReview> | null = null;
  private readonly start: HTMLButtonElement;
  private readonly running: HTMLElement;
  private readonly progress: HTMLProgressElement;
  private readonly status: HTMLElement;
  private readonly nodes: HTMLSelectElement;

  constructor(root: HTMLElement, private readonly host: ReviewHost) {
    this.start = $<HTMLButtonElement>(root, '[data-review-start]');
    this.running = $(root, '[data-review-running]');
    this.progress = $<HTMLProgressElement>(root, '[data-review-progress]');
    this.status = $(root, '[data-review-status]');
    this.nodes = $<HTMLSelectElement>(root, '[data-review-nodes]');
    this.start.addEventListener('click', () => this.run());
    $(root, '[data-review-cancel]').addEventListener('click', () => this.cancel());
  }

  get busy(): boolean {
    return this.job !== null;
  }

  private run(): void {
    if (this.job) return;
    const { tree, pgn } = this.host.node();
    if (mainline(tree).length === 0) {
      this.status.textContent = REVIEW_WORDS.empty;
      return;
    }
    this.host.hold(true);
    // The positions searched per move (the select's choice; the engine's default when it has none).
    const nodes = Number(this.nodes.value);
    const job = this.host.worker().review(pgn, nodes > 0 ? { nodes } : {}, (done, total) => {
      if (this.job !== job) return;
      this.progress.max = Math.max(1, total);
      this.progress.value = done;
      this.progress.setAttribute('aria-valuetext', REVIEW_WORDS.running(done, total));
      this.status.textContent = REVIEW_WORDS.running(done, total);
    });
    this.job = job;
    this.progress.value = 0;
    this.status.textContent = REVIEW_WORDS.running(0, mainline(tree).length + 1);
    this.render();
    job.answer.then(
      (review) => {
        if (this.job !== job) return;
        this.finish();
        if (!review) return;
        // The marks belong to the game reviewed: if it was changed meanwhile, they are not written.
        const { tree: now, path, pgn: after } = this.host.node();
        if (after !== pgn) {
          this.status.textContent = REVIEW_WORDS.changed;
          return;
        }
        try {
          // Said here, in the panel's status, not again in the page's notice.
          this.host.edit(withReview(now, path, review), 'review', '');
          this.status.textContent = REVIEW_WORDS.done(review.marks.length);
        } catch (e) {
          this.status.textContent = REVIEW_WORDS.failed(e instanceof Error ? e.message : String(e));
        }
      },
      (e: unknown) => {
        if (this.job !== job) return;
        this.finish();
        this.status.textContent = REVIEW_WORDS.failed(e instanceof Error ? e.message : String(e));
      },
    );
  }

  cancel(): void {
    const job = this.job;
    if (!job) return;
    this.host.worker().cancel(job.id);
    this.finish();
    this.status.textContent = REVIEW_WORDS.cancelled;
  }

  private finish(): void {
    this.job = null;
    this.host.hold(false);
    this.render();
  }

  private render(): void {
    this.running.hidden = !this.job;
    this.start.disabled = !!this.job;
    this.nodes.disabled = !!this.job;
  }
}
