/**
 * The smaller parts of the element's template: the status line (who moves, who controls the turn),
 * the reason line under the board on a placement turn, the puzzle feedback with its buttons, and the
 * SAN input form. Each takes plain values and callbacks; the element decides when each is shown.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Words } from './words.js';

/** The dots of the side to move and (on a placement turn by the opponent) of the side that decides, and the line. */
export function statusLine(turn: 'white' | 'black', controller: 'white' | 'black', text: string): TemplateResult {
  return html`<div class="status" part="status">
    <span class="dot ${turn}"></span>${controller !== turn ? html`<span class="dot ${controller}"></span>` : nothing}
    <span>${text}</span>
  </div>`;
}

/** Why the square last tried is not a placement square (or a prompt to try one). */
export function reasonLine(w: Words, reason: string): TemplateResult {
  return html`<div class="why" part="reason" aria-live="polite">${reason || html`<span>${w('placement.why')}</span>`}</div>`;
}

export interface FeedbackView {
  readonly text: string;
  /** Good news (green), bad news (red), or neither. */
  readonly good: boolean | null;
  readonly canHint: boolean;
  readonly canShow: boolean;
  hint(): void;
  show(): void;
}

/** Puzzle feedback with the Hint and Show solution buttons. */
export function feedbackLine(w: Words, f: FeedbackView): TemplateResult {
  return html`<div class="feedback" part="feedback">
    <span class=${f.good ? 'good' : f.good === false ? 'bad' : ''}>${f.text}</span>
    <button type="button" @click=${f.hint} aria-disabled=${f.canHint ? 'false' : 'true'}>${w('puzzle.hintButton')}</button>
    <button type="button" @click=${f.show} aria-disabled=${f.canShow ? 'false' : 'true'}>${w('puzzle.show')}</button>
  </div>`;
}

export interface MoveInputHooks {
  /** May the user move now? */
  canAct(): boolean;
  /** Plays the typed move; returns false when it was not played (after saying why with `refuse`). */
  play(text: string): boolean;
  requestUpdate(): void;
  /** The board's words. */
  readonly t: Words;
}

/** The SAN text box (`Nf3`, `Nb1=Z`, `Zf1`, `e2e4`) and what was wrong with the last move typed. */
export class MoveInput {
  readonly #hooks: MoveInputHooks;
  #error = '';

  constructor(hooks: MoveInputHooks) {
    this.#hooks = hooks;
  }

  /** Forgets the last error (a move was played, or a new game). */
  clear(): void {
    this.#error = '';
  }

  /** Says why the typed move was not played. */
  refuse(message: string): void {
    this.#error = message;
    this.#hooks.requestUpdate();
  }

  readonly #submit = (e: SubmitEvent): void => {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).elements.namedItem('san') as HTMLInputElement;
    const text = input.value.trim();
    if (!text) return;
    this.#error = '';
    if (!this.#hooks.canAct()) this.#error = this.#hooks.t('input.notNow');
    else if (this.#hooks.play(text)) input.value = '';
    this.#hooks.requestUpdate();
  };

  template(): TemplateResult {
    const w = this.#hooks.t;
    return html`<form part="input" @submit=${this.#submit}>
      <input name="san" aria-label=${w('input.label')} placeholder=${w('input.placeholder')} autocomplete="off" autocapitalize="off" spellcheck="false" />
      <span class="bad" role="status">${this.#error}</span>
    </form>`;
  }
}
