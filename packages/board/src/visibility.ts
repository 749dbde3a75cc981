/**
 * VisibilityController: paints the boards a reader can see first. The SVG picture is most of what a
 * board costs, so:
 *   - the boards on screen when the page is first drawn are found in one measuring pass just before that
 *     frame (a requestAnimationFrame callback: one layout for all of them) and painted in it;
 *   - a board coming near the viewport (a screen ahead, so scrolling never meets a blank board) is
 *     painted when the IntersectionObserver says so;
 *   - the boards further away are painted in idle time, as many as each idle period allows;
 *   - before printing, all at once.
 * A board near the viewport is told so, once (`onSeen`): a still diagram then goes live, a board that
 * needs its live code to show anything loads it. Without IntersectionObserver every board paints at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

/** Boards not painted yet, and boards not seen yet. */
const waiting = new Map<Element, VisibilityController>();
const unseen = new Map<Element, VisibilityController>();
let observer: IntersectionObserver | undefined;
let idle = false;
/** Boards connected since the last frame, measured once just before the next one. */
let arriving: VisibilityController[] = [];

const showAll = () => {
  for (const c of [...waiting.values()]) c.show();
};

/** Idle time: paint waiting boards while the idle period lasts (at least one each time), until none waits. */
function later(): void {
  if (idle || !waiting.size) return;
  idle = true;
  const next = (deadline?: IdleDeadline) => {
    idle = false;
    do waiting.values().next().value?.show();
    while (waiting.size && deadline && deadline.timeRemaining() > 4);
    later();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: 500 });
  else setTimeout(next, 30);
}

/** Just before a frame: the boards that arrived and are on screen are painted in it. */
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
    if (!arriving.length) requestAnimationFrame(measure);
    arriving.push(this);
    if (!this.ready) {
      waiting.set(this.host, this);
      later();
    }
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

  /** Paint now. */
  show(): void {
    waiting.delete(this.host);
    if (this.ready) return;
    this.ready = true;
    this.host.requestUpdate();
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
