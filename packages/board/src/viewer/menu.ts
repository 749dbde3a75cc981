/**
 * MenuController: the small menu of the `menu` attribute — flip the board, copy the FEN or the PGN,
 * download the position as SVG (the renderer's picture, as the board shows it) or PNG (that SVG drawn
 * on a canvas), open the position on the Play page (`play-url`) and the game on the analysis page
 * (`analysis-url`). A disclosure: the button says whether it is open (aria-expanded); Escape closes it
 * and gives the focus back to the button. What each action did is said in the live region; every word
 * is the board's (`menu.*` of its message table).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from '../live/viewer-deps.js';
// A leaf module with no imports: the viewer file carries it (scripts/build.mjs), the shell and the live file do not.
import { svgToPng } from '../render/png.js';
import type { Words } from '../messages/en.js';

export interface MenuHooks {
  flip(): void;
  /** The shown position's FEN and the game's PGN. */
  fen(): string;
  pgn(): string;
  /** The shown position as a standalone SVG, and its size in squares. */
  svg(): string;
  squares(): { width: number; height: number };
  /** The Play page's link for the shown position, or null for none (a refused `play-url`). */
  playHref(): string | null;
  /** The analysis page's link for the game at the shown move, or null for none (`analysis-url` empty or refused). */
  analysisHref(): string | null;
  say(text: string): void;
  /** The element's shadow root. */
  root(): ParentNode;
  /** The board's words (`menu.*`). */
  readonly t: Words;
}


/** Pixels per square of the PNG. */
const PNG_SQUARE = 100;

export class MenuController implements ReactiveController {
  open = false;
  readonly #host: ReactiveControllerHost;
  readonly #hooks: MenuHooks;
  #refocus = false;

  constructor(host: ReactiveControllerHost, hooks: MenuHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  #set(open: boolean): void {
    this.open = open;
    this.#refocus = !open;
    this.#host.requestUpdate();
  }

  /** After an update: the focus goes into the menu when it opens, and back to its button when it closes. */
  hostUpdated(): void {
    const root = this.#hooks.root();
    if (this.open) root.querySelector<HTMLElement>('.pop:not([data-seen]) button')?.focus();
    root.querySelector('.pop')?.setAttribute('data-seen', '');
    if (this.#refocus) root.querySelector<HTMLElement>('.menu > button')?.focus();
    this.#refocus = false;
  }

  async #copy(what: string, text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.#hooks.say(this.#hooks.t('menu.copied', { what }));
    } catch {
      this.#hooks.say(this.#hooks.t('menu.notCopied', { what }));
    }
  }

  #save(name: string, blob: Blob): void {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    this.#hooks.say(this.#hooks.t('menu.downloaded', { name }));
  }

  async #png(): Promise<void> {
    const { width, height } = this.#hooks.squares();
    try {
      this.#save('position.png', await svgToPng(this.#hooks.svg(), width * PNG_SQUARE, height * PNG_SQUARE));
    } catch {
      this.#hooks.say(this.#hooks.t('menu.noPng'));
    }
  }


  readonly #key = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this.#set(false);
    }
  };

  /** The menu closes when the focus leaves it (a click elsewhere, Tab past its end). */
  readonly #out = (e: FocusEvent): void => {
    const to = e.relatedTarget as Node | null;
    if (this.open && to && !(e.currentTarget as Node).contains(to)) {
      this.open = false;
      this.#host.requestUpdate();
    }
  };

  template(): TemplateResult {
    const h = this.#hooks;
    const t = h.t;
    const item = (label: string, act: () => unknown) => html`<button type="button" @click=${() => { this.#set(false); void act(); }}>${label}</button>`;
    // A link to another page, in a new tab (said so to screen readers); none without an address.
    const link = (href: string | null, label: string) =>
      href === null ? nothing : html`<a href=${href} target="_blank" rel="noopener" @click=${() => this.#set(false)}>${label}<span class="sr">${t('menu.newTab')}</span></a>`;
    return html`<div class="menu" @keydown=${this.#key} @focusout=${this.#out}>
      <button type="button" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="menu" @click=${() => this.#set(!this.open)}>${t('menu.menu')}</button>
      ${this.open
        ? html`<div class="pop" id="menu" part="menu" role="group" aria-label=${t('menu.group')}>
            ${item(t('menu.flip'), h.flip)}
            ${item(t('menu.copyFen'), () => this.#copy('FEN', h.fen()))}
            ${item(t('menu.copyPgn'), () => this.#copy('PGN', h.pgn()))}
            ${item(t('menu.svg'), () => this.#save('position.svg', new Blob([h.svg()], { type: 'image/svg+xml' })))}
            ${item(t('menu.png'), () => this.#png())}
            ${link(h.playHref(), t('menu.play'))}
            ${link(h.analysisHref(), t('menu.analyse'))}
          </div>`
        : nothing}
    </div>`;
  }
}
