/** Shared helpers for the element's browser tests. */
import { fixture, html } from '@open-wc/testing';
import '../src/index.js';
import type { BerserkerBoard } from '../src/core/berserker-board.js';

export type { BerserkerBoard };

/** A board from markup, updated and painted (pictures are painted once the board is near the viewport). */
export async function board(markup: ReturnType<typeof html>): Promise<BerserkerBoard> {
  const el = await fixture<BerserkerBoard>(markup);
  await painted(el);
  return el;
}

/** Waits until the board's picture has been painted (a board without a game has none to paint). */
export async function painted(el: BerserkerBoard): Promise<void> {
  await el.updateComplete;
  await until(() => !el.shadowRoot!.querySelector('.board') || !!el.shadowRoot!.querySelector('.svg svg'));
  await el.updateComplete;
}

export const $ = <T extends Element = HTMLElement>(el: BerserkerBoard, sel: string): T | null => el.shadowRoot!.querySelector<T>(sel);
export const $$ = <T extends Element = HTMLElement>(el: BerserkerBoard, sel: string): T[] => [...el.shadowRoot!.querySelectorAll<T>(sel)];

/** Is there an element matching `sel` in the board's shadow root? (Never hand elements to expect(): a failure would serialise the DOM.) */
export const has = (el: BerserkerBoard, sel: string): boolean => !!el.shadowRoot!.querySelector(sel);

/** The grid cell of square `name` (e.g. "e4"). */
export function cell(el: BerserkerBoard, name: string): HTMLElement {
  const w = el.shadowRoot!.querySelectorAll('[role=row]')[0]!.children.length;
  const sq = (name.charCodeAt(0) - 97) + (Number(name.slice(1)) - 1) * w;
  const c = $(el, `[data-sq="${sq}"]`);
  if (!c) throw new Error(`no cell ${name}`);
  return c;
}

/** The centre of a square in viewport coordinates. */
export function centre(el: BerserkerBoard, name: string): { x: number; y: number } {
  const r = cell(el, name).getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Dispatches a real PointerEvent at a viewport point (it bubbles from the element there). */
export function pointer(type: string, at: { x: number; y: number }, init: PointerEventInit = {}): void {
  const target = document.elementFromPoint(at.x, at.y) ?? document.body;
  // The element under a point inside a shadow root is the host: dispatch on the deepest element.
  let t: Element = target;
  while (t.shadowRoot) {
    const inner = t.shadowRoot.elementFromPoint(at.x, at.y);
    if (!inner || inner === t) break;
    t = inner;
  }
  t.dispatchEvent(
    new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, clientX: at.x, clientY: at.y, pointerId: 7, isPrimary: true, button: type === 'pointermove' ? -1 : 0, buttons: type === 'pointerup' ? 0 : 1, pointerType: 'mouse', ...init }),
  );
}

/** Tap (pointerdown + pointerup) on a square. */
export async function tap(el: BerserkerBoard, name: string, init: PointerEventInit = {}): Promise<void> {
  const at = centre(el, name);
  pointer('pointerdown', at, init);
  pointer('pointerup', at, init);
  await el.updateComplete;
}

/** Drags from one square to another with intermediate pointermoves. */
export async function dragMove(el: BerserkerBoard, from: string, to: string, init: PointerEventInit = {}): Promise<void> {
  const a = centre(el, from);
  const b = centre(el, to);
  pointer('pointerdown', a, init);
  await el.updateComplete;
  for (let i = 1; i <= 5; i++) {
    pointer('pointermove', { x: a.x + ((b.x - a.x) * i) / 5, y: a.y + ((b.y - a.y) * i) / 5 }, init);
    await new Promise((r) => setTimeout(r, 0));
  }
  await el.updateComplete;
  pointer('pointerup', b, init);
  await el.updateComplete;
}

/** Presses a key on the focused element inside the board's shadow root. */
export async function key(el: BerserkerBoard, k: string, init: KeyboardEventInit = {}): Promise<void> {
  const target = (el.shadowRoot!.activeElement ?? el) as HTMLElement;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...init }));
  await el.updateComplete;
}

/** Resolves with the detail of the next `name` event on `el`. */
export function next<T = unknown>(el: EventTarget, name: string): Promise<T> {
  return new Promise((resolve) => el.addEventListener(name, (e) => resolve((e as CustomEvent<T>).detail), { once: true }));
}

/** Collects the details of every `name` event on `el`. */
export function collect<T = unknown>(el: EventTarget, name: string): T[] {
  const out: T[] = [];
  el.addEventListener(name, (e) => out.push((e as CustomEvent<T>).detail));
  return out;
}

export const pieceAt = (el: BerserkerBoard, name: string): string => cell(el, name).getAttribute('aria-label')!;

/**
 * Polls `cond` until it holds (or fails after `ms`). The limit only turns a hang into a message before
 * the test's own 10 s timeout: on a loaded machine (npm test runs four suites side by side) a lazily
 * loaded file can take seconds, so it is not a measure of speed.
 */
export async function until(cond: () => boolean, ms = 8000): Promise<void> {
  const end = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`condition not met within ${ms} ms: ${cond}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A board reading `pgn` from its child script, as a real page gives it; `attrs.width` (default 900px)
 * sets its width, the other keys are attributes.
 */
export async function fromPgn(pgn: string, attrs: Record<string, string> = {}): Promise<BerserkerBoard> {
  const el = document.createElement('berserker-board');
  for (const [k, v] of Object.entries(attrs)) if (k !== 'width') el.setAttribute(k, v);
  el.style.width = attrs.width ?? '900px';
  const s = document.createElement('script');
  s.type = 'application/x-chess-pgn';
  s.textContent = pgn;
  el.append(s);
  return board(html`${el}`);
}

/** "rgb(1, 2, 3)" / "rgba(...)" → #rrggbb (alpha ignored), or null when fully transparent. */
export function hex(css: string): string | null {
  const m = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(css);
  if (!m || m[4] === '0') return null;
  return `#${[m[1], m[2], m[3]].map((v) => Math.round(Number(v)).toString(16).padStart(2, '0')).join('')}`;
}

/** The first opaque background behind `node`, walking out of the shadow root if needed. */
export function background(node: Element): string {
  for (let n: Element | null = node; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host ?? null)) {
    const bg = hex(getComputedStyle(n).backgroundColor);
    if (bg) return bg;
  }
  return '#ffffff';
}
