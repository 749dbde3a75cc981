/**
 * Announcer: the polite live region that speaks moves, placements, puzzle feedback and take-backs.
 * What one task says is spoken together; a message repeated word for word is still spoken again.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** Messages less than this many ms apart belong to the same moment (a move and the reply it triggers). */
const SAME_MOMENT = 50;

export class Announcer {
  readonly #host: ReactiveControllerHost;
  #said = '';
  #at = 0;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** What the live region says now. */
  get text(): string {
    return this.#said;
  }

  /** Says `text`, replacing what was said. */
  say(text: string): void {
    this.#at = performance.now();
    // A trailing no-break space makes a repeated message a new one for screen readers.
    this.#said = text === this.#said.trim() && !this.#said.endsWith('\u00a0') ? `${text}\u00a0` : text;
    this.#host.requestUpdate();
  }

  /** Says `text` after what the same moment already said. */
  add(text: string): void {
    this.say(performance.now() - this.#at < SAME_MOMENT ? `${this.#said.trim()} ${text}` : text);
  }

  template(): TemplateResult {
    return html`<div class="sr" role="status" aria-live="polite">${this.#said}</div>`;
  }
}
