/**
 * VisibilityController: paints the boards a reader can see first. The SVG picture is most of what a
 * board costs, so:
 *   - the boards on screen when they arrive are found in one measuring pass right after their first
 *     render (a microtask queued by the first of them to render, which runs after all the others' first
 *     renders: one layout for the lot) and painted before the browser draws a frame, so the first frame
 *     that shows the boards shows their pictures;
 *   - a board coming near the viewport (a screen ahead, so scrolling never meets a blank board) is
 *     painted when the IntersectionObserver says so;
 *   - the boards further away are painted in idle time, in page order, in slices (SLICE_MS);
 *   - before printing, all at once.
 * A board near the viewport is told so, once (`onSeen`): a game, or a board that needs its live code to
 * show anything, then goes live. Without IntersectionObserver every board paints at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

/** Boards not painted yet, and boards not seen yet. */
const waiting = new Map<Element, VisibilityController>();
const unseen = new Map<Element, VisibilityController>();
let observer: IntersectionObserver | undefined;
let idle = false;
/** Boards rendered for the first time and not measured yet; measured together once they all have rendered. */
let arriving: VisibilityController[] = [];

const showAll = () => {
  for (const c of [...waiting.values()]) c.show();
};

/** Later, in idle time. */
function whenIdle(go: (deadline?: IdleDeadline) => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout });
  else setTimeout(go, 30);
}

/**
 * Painting in idle time takes slices of at least this many ms: a page that draws every frame (an
 * animation, a scroll) leaves idle periods of a few ms, which would paint one board a frame.
 * 45 ms keeps frames coming (about twenty a second while the far boards are painted) and no task long
 * (over 50 ms).
 */
const SLICE_MS = 45;

/**
 * Idle time: paint waiting boards for a slice (the idle period, or SLICE_MS if that is longer; at least
 * one board), until none waits.
 * Each board is painted there and then (its update done now, not in a microtask after the callback), so
 * the slice counts the painting, and a frame comes between slices.
 */
function later(): void {
  if (idle || !waiting.size) return;
  idle = true;
  whenIdle((deadline) => {
    idle = false;
    const until = performance.now() + Math.max(deadline?.timeRemaining() ?? 0, SLICE_MS);
    while (waiting.size) {
      waiting.values().next().value?.show(true);
      if (performance.now() >= until) break;
    }
    later();
  }, 500);
}

/** After the arriving boards' first renders: those on screen are painted before the next frame. */
function measure(): void {
  const boards = arriving;
  arriving = [];
  // Read every box first, then act: one layout for the lot.
  const boxes = boards.map((c) => c.box());
  boards.forEach((c, i) => {
    const r = boxes[i]!;
    if (r && r.bottom >= 0 && r.top < innerHeight && r.right >= 0 && r.left < innerWidth && (r.width || r.height)) c.near();
  });
}

export class VisibilityController implements ReactiveController {
  /** May the picture be painted? (Once true, it stays true.) */
  ready = typeof IntersectionObserver === 'undefined';
  #seen = false;
  /** Measured since it was connected (or seen: nothing left to measure). */
  #measured = false;

  constructor(
    private readonly host: Host,
    /** The board came near the viewport, the first time (never without IntersectionObserver). */
    private readonly onSeen: () => void = () => undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#seen || typeof IntersectionObserver === 'undefined') return;
    if (!observer) {
      observer = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && unseen.get(e.target)?.near()), { rootMargin: '100% 0px' });
      addEventListener('beforeprint', showAll);
    }
    unseen.set(this.host, this);
    observer.observe(this.host);
    this.#measured = false;
    if (!this.ready) {
      waiting.set(this.host, this);
      later();
    }
  }

  hostUpdated(): void {
    if (this.#measured || !unseen.has(this.host)) return;
    this.#measured = true;
    // Lit renders every board connected in one task in microtasks queued as they connected: a microtask
    // queued now runs after the last of them, before any frame.
    if (!arriving.length) queueMicrotask(measure);
    arriving.push(this);
  }

  hostDisconnected(): void {
    waiting.delete(this.host);
    unseen.delete(this.host);
    observer?.unobserve(this.host);
  }

  /** Has the board come near the viewport (always, without IntersectionObserver)? */
  get seen(): boolean {
    return this.#seen || typeof IntersectionObserver === 'undefined';
  }

  /** The board's box now, or null when it is no longer waiting to be seen. */
  box(): DOMRect | null {
    return unseen.has(this.host) ? this.host.getBoundingClientRect() : null;
  }

  /** Paint: in the host's next update, or now (`now`: in idle time, so that the deadline counts it). */
  show(now = false): void {
    waiting.delete(this.host);
    if (this.ready) return;
    this.ready = true;
    this.host.requestUpdate();
    // Lit's own way to update at once: the update already scheduled then finds nothing to do.
    if (now) (this.host as unknown as { performUpdate(): void }).performUpdate();
  }

  /** The board came near the viewport: paint it, and say so once. */
  near(): void {
    if (this.#seen) return;
    this.#seen = true;
    this.hostDisconnected();
    this.show();
    this.onSeen();
  }
}
