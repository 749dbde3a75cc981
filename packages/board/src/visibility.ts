/**
 * VisibilityController: paints the boards a reader can see first. The SVG picture is most of what a
 * board costs, so it is drawn when the board comes near the viewport (a screen ahead, so scrolling never
 * meets a blank board), and for the boards further away a couple at a time in idle time right after;
 * before printing, all at once. A board seen (near the viewport) is told so: a still diagram then goes
 * live. Without IntersectionObserver every board paints at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

/** Boards not painted yet (painted in idle time, a couple at a time), and boards not seen yet. */
const waiting = new Map<Element, VisibilityController>();
const unseen = new Map<Element, VisibilityController>();
let observer: IntersectionObserver | undefined;
let idle = false;

const showAll = () => {
  for (const c of [...waiting.values()]) c.show();
};

/** Idle time: show the next two waiting boards, until none waits. */
function later(): void {
  if (idle || !waiting.size) return;
  idle = true;
  const next = () => {
    idle = false;
    [...waiting.values()].slice(0, 2).forEach((c) => c.show());
    later();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: 500 });
  else setTimeout(next, 30);
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

  /** Paint now. */
  show(): void {
    waiting.delete(this.host);
    if (this.ready) return;
    this.ready = true;
    this.host.requestUpdate();
  }

  /** The board came near the viewport: paint it, and say so once. */
  near(): void {
    this.#seen = true;
    this.hostDisconnected();
    this.show();
    this.onSeen();
  }
}
