/**
 * MediaController: the user's `prefers-reduced-motion` and `prefers-color-scheme`, read live, with a
 * re-render when either changes, so `theme="auto"` and animations follow the OS setting. The two media
 * queries are made once for the page and shared by every board (a page of a hundred boards made two
 * hundred before).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

let queries: [reduced: MediaQueryList, dark: MediaQueryList] | null = null;
const hosts = new Set<ReactiveControllerHost>();
const changed = () => hosts.forEach((h) => h.requestUpdate());

function shared(): [MediaQueryList, MediaQueryList] {
  if (!queries) {
    queries = [matchMedia('(prefers-reduced-motion: reduce)'), matchMedia('(prefers-color-scheme: dark)')];
    for (const q of queries) q.addEventListener('change', changed);
  }
  return queries;
}

export class MediaController implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** prefers-reduced-motion: reduce */
  get reducedMotion(): boolean {
    return shared()[0].matches;
  }

  /** prefers-color-scheme: dark */
  get dark(): boolean {
    return shared()[1].matches;
  }

  hostConnected(): void {
    hosts.add(this.host);
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
  }
}
