/**
 * VisibilityController: paints the boards a reader can see first. The SVG picture is most of what a
 * board costs, so it is drawn when the board comes near the viewport (a quarter screen), and for the boards
 * further away a couple at a time in idle time right after; before printing, all at once. Everything
 * else (the game, the labelled grid, the controls) is there from the first render. Without
 * IntersectionObserver every board paints at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & HTMLElement;

const waiting = new Map<Element, VisibilityController>();
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

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.ready) return;
    if (!observer) {
      observer = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && waiting.get(e.target)?.show()), { rootMargin: '25% 0px' });
      addEventListener('beforeprint', showAll);
    }
    waiting.set(this.host, this);
    observer.observe(this.host);
    later();
  }

  hostDisconnected(): void {
    waiting.delete(this.host);
    observer?.unobserve(this.host);
  }

  /** Paint now. */
  show(): void {
    if (this.ready) return;
    this.ready = true;
    this.hostDisconnected();
    this.host.requestUpdate();
  }
}
