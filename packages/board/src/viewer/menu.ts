/**
 * MenuController: the small menu of the `menu` attribute — flip the board, copy the FEN or the PGN,
 * download the position as SVG (the renderer's picture, as the board shows it) or PNG (that SVG drawn
 * on a canvas), and open the position on the Play page (`play-url`). A disclosure: the button says
 * whether it is open (aria-expanded); Escape closes it and gives the focus back to the button.
 * What each action did is said in the live region.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from '../live/viewer-deps.js';
// A leaf module with no imports: the viewer file carries it (scripts/build.mjs), the shell and the live file do not.
import { svgToPng } from '../render/png.js';

export interface MenuHooks {
  flip(): void;
  /** The shown position's FEN and the game's PGN. */
  fen(): string;
  pgn(): string;
  /** The shown position as a standalone SVG, and its size in squares. */
  svg(): string;
  squares(): { width: number; height: number };
  /** The Play page's address for the shown position. */
  /** The Play page's link for the shown position, or null for none (a refused `play-url`). */
  playHref(): string | null;
  say(text: string): void;
  /** The element's shadow root. */
  root(): ParentNode;
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
      this.#hooks.say(`${what} copied.`);
    } catch {
      this.#hooks.say(`${what} could not be copied: the browser refused.`);
    }
  }

  #save(name: string, blob: Blob): void {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    this.#hooks.say(`${name} downloaded.`);
  }

  async #png(): Promise<void> {
    const { width, height } = this.#hooks.squares();
    try {
      this.#save('position.png', await svgToPng(this.#hooks.svg(), width * PNG_SQUARE, height * PNG_SQUARE));
    } catch {
      this.#hooks.say('The PNG could not be made: the browser refused to draw the picture.');
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
    const play = this.open ? h.playHref() : null;
    const item = (label: string, act: () => unknown) => html`<button type="button" @click=${() => { this.#set(false); void act(); }}>${label}</button>`;
    return html`<div class="menu" @keydown=${this.#key} @focusout=${this.#out}>
      <button type="button" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="menu" @click=${() => this.#set(!this.open)}>Menu</button>
      ${this.open
        ? html`<div class="pop" id="menu" part="menu" role="group" aria-label="Board menu">
            ${item('Flip the board', h.flip)}
            ${item('Copy FEN', () => this.#copy('FEN', h.fen()))}
            ${item('Copy PGN', () => this.#copy('PGN', h.pgn()))}
            ${item('Download SVG', () => this.#save('position.svg', new Blob([h.svg()], { type: 'image/svg+xml' })))}
            ${item('Download PNG', () => this.#png())}
            ${play === null ? nothing : html`<a href=${play} target="_blank" rel="noopener" @click=${() => this.#set(false)}>Play from here<span class="sr"> (opens in a new tab)</span></a>`}
          </div>`
        : nothing}
    </div>`;
  }
}
