/**
 * MediaController: the user's `prefers-reduced-motion` and `prefers-color-scheme`, read live, with a
 * re-render when either changes, so `theme="auto"` and animations follow the OS setting. The two media
 * queries are made once for the page and shared by every board (a page of a hundred boards made two
 * hundred before). And `pageIsDark`: whether the page around a board shows dark colours.
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

/**
 * Does the page around `host` show dark colours? `theme="auto"` follows the page, not the system alone:
 * a light blog read on a phone in dark mode stays light, so its boards must too. The page says what it
 * can show with CSS `color-scheme` (inherited, so read on the board itself) or, failing that, a
 * `<meta name="color-scheme">`: only a page that can be dark is dark, and one that can be either is
 * what the system prefers. A page that says nothing is light, as browsers draw it.
 */
export function pageIsDark(host: Element, systemDark: boolean): boolean {
  let scheme = getComputedStyle(host).colorScheme || 'normal';
  if (scheme === 'normal') scheme = host.ownerDocument.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? 'normal';
  const dark = /\bdark\b/.test(scheme);
  const light = /\blight\b/.test(scheme);
  return dark && (!light || systemDark);
}
