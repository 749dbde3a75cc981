/**
 * MediaController: the user's `prefers-reduced-motion` and `prefers-color-scheme`, read live, with a
 * re-render when either changes, so `theme="auto"` and animations follow the OS setting.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class MediaController implements ReactiveController {
  private queries: MediaQueryList[] = [];
  private readonly onChange = () => this.host.requestUpdate();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** prefers-reduced-motion: reduce */
  get reducedMotion(): boolean {
    return !!this.queries[0]?.matches;
  }

  /** prefers-color-scheme: dark */
  get dark(): boolean {
    return !!this.queries[1]?.matches;
  }

  hostConnected(): void {
    this.queries = ['(prefers-reduced-motion: reduce)', '(prefers-color-scheme: dark)'].map((q) => matchMedia(q));
    for (const q of this.queries) q.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    for (const q of this.queries) q.removeEventListener('change', this.onChange);
    this.queries = [];
  }
}
