/**
 * Problems with the element's inputs, and the error box that shows them. Each bad attribute is one
 * Problem (the engine's error code and message, or the element's own for its attributes); a new or
 * changed problem fires `error`. Messages never carry a long attribute value whole: a value of a
 * megabyte would make the box (and every listener's log) that big, so long quoted values are cut to
 * their first characters and their length.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { ChessError } from '@berserker-chess/engine';
import { fire } from '../events.js';
import type { ErrorEventDetail } from '../events.js';
import { shorten, KEEP, MESSAGE_MAX } from '../core/text.js';
import type { Words } from '../messages/en.js';

export { shorten };

/** Something wrong with an input of the element. */
export interface Problem {
  /** The attribute (or `pgn`) the problem is in. */
  readonly attribute: string;
  readonly message: string;
  /** The engine's error code, e.g. ERR_FEN_BOARD. */
  readonly code: string;
}

/** Says how long a shortened value was. */
const SHORTENED = /… \([\d,]+ characters\)$/;

/**
 * `message` with every run of more than 60 characters copied from `value` (the input it is about)
 * shortened. Quotes cannot find them when the value has quotes of its own (`unknown variant "a"b…"`),
 * so the runs are found in the value itself; only the part of the message that is kept is searched.
 */
function shortenRuns(message: string, value: string): string {
  if (value.length <= KEEP) return message;
  let m = message;
  for (const v of new Set([value, value.trim()])) if (v.length > KEEP) m = m.split(v).join(shorten(v));
  let out = '';
  let i = 0;
  while (i < m.length && out.length <= MESSAGE_MAX) {
    if (i + KEEP < m.length && value.includes(m.slice(i, i + KEEP + 1))) {
      // The longest run from i found in the value (a prefix of a run is one too: binary search).
      let lo = KEEP + 1;
      let hi = m.length - i;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (value.includes(m.slice(i, i + mid))) lo = mid;
        else hi = mid - 1;
      }
      out += shorten(m.slice(i, i + lo));
      i += lo;
    } else out += m[i++];
  }
  return out + m.slice(i);
}

/** A message with every long quoted value (and every long run of `value`) shortened (once), and cut as a whole when still long. */
export function shortMessage(message: string, value?: string): string {
  const runs = value === undefined ? message : shortenRuns(message, value);
  const quoted = runs.replace(/"([^"]{61,})"/g, (whole, v: string) => (SHORTENED.test(v) ? whole : `"${shorten(v)}"`));
  return shorten(quoted, MESSAGE_MAX);
}

/**
 * A Problem with `attribute` from an error (its ChessError code, else `code`) or a message; `value` is
 * the attribute's text, so that no long stretch of it is repeated whole.
 */
export const problem = (attribute: string, e: unknown, code = 'ERR_ARGS', value?: string): Problem => ({
  attribute,
  message: shortMessage(e instanceof Error ? e.message : String(e), value),
  code: isChessError(e) ? e.code : code,
});

/**
 * Is `e` the engine's ChessError? Known by its name, not by its class, so this module needs no engine
 * code of its own.
 */
const isChessError = (e: unknown): e is ChessError => e instanceof Error && e.name === 'ChessError' && typeof (e as ChessError).code === 'string';

/** The problems the element shows, one per attribute, and the `error` events for them. */
export class ProblemsController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #problems = new Map<string, Problem>();

  /** The board's words (the error box's title; the problems are the engine's, in English). */
  readonly #t: Words;

  constructor(host: ReactiveControllerHost & HTMLElement, t: Words) {
    this.#host = host;
    this.#t = t;
  }

  /** The problems as the `errors` property gives them. */
  get list(): ErrorEventDetail[] {
    return [...this.#problems.values()].map(({ attribute, message, code }) => ({ attribute, message, code }));
  }

  has(attribute: string): boolean {
    return this.#problems.has(attribute);
  }

  /** Records (or, with null, clears) the problem with `attribute`; a new problem fires `error`. */
  set(attribute: string, p: Problem | null): void {
    const old = this.#problems.get(attribute);
    if (!p) {
      if (old) {
        this.#problems.delete(attribute);
        this.#host.requestUpdate();
      }
      return;
    }
    this.#problems.set(attribute, p);
    if (old?.message !== p.message) {
      this.#host.requestUpdate();
      fire(this.#host, 'error', { attribute: p.attribute, message: p.message, code: p.code });
    }
  }

  /** Replaces the problems kept under `key:0`, `key:1` … with `list` (each fires `error` when new). */
  setAll(key: string, list: readonly Problem[]): void {
    for (const k of [...this.#problems.keys()]) if (k.startsWith(`${key}:`) && Number(k.slice(key.length + 1)) >= list.length) this.set(k, null);
    list.forEach((p, i) => this.set(`${key}:${i}`, p));
  }

  /** A method call failed: `error` with the method's name (nothing is shown in the box). */
  fail(method: string, e: unknown): void {
    const p = problem(method, e);
    fire(this.#host, 'error', { attribute: null, method, message: p.message, code: p.code });
  }

  /**
   * The error box: every problem, attribute first, one line each (a list item, and a line break in its
   * text, so copied text and screen readers keep them apart). Text only: nothing from an attribute
   * becomes markup.
   */
  template(): TemplateResult | typeof nothing {
    if (!this.#problems.size) return nothing;
    return html`<div class="error" part="error" role="alert">
      <strong>${this.#t('errors.title')}</strong>
      <ul>${[...this.#problems.values()].map((p) => html`<li><code>${p.attribute}</code>: ${p.message}</li>
`)}</ul>
    </div>`;
  }
}
