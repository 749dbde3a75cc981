/**
 * The Play page's panel, players and messages on screen (site/components/PlayBoard.astro, PlayPanel.astro
 * and the storage warning in site/pages/play.astro): it puts a PanelModel into the DOM and reports the
 * buttons pressed. It decides nothing; site/scripts/play/page.ts says what to show.
 */
import { formatClock, spokenClock, type GameClock } from './clock';
import type { Colour } from './types';
import { ANALYSIS_PATH, analysisLink } from '../shared/analysis-link';
import { localHref, type Locale } from '../../i18n/locale';
import { PAGE_WORDS, type PageWords } from './page-words';

export type Action = 'stop' | 'takeback' | 'draw' | 'resign' | 'flip';

export interface PanelModel {
  /** The settings in one line: "Berserker Chess · default rules · against the computer (Beginner) …". */
  readonly gameLine: string;
  readonly head: string;
  readonly detail: string;
  /** The result with its points, at the top of the game panel; null while the game goes on. */
  readonly result: string | null;
  /** Against the computer: the player names ("You", "Computer · Beginner"); null for two players. */
  readonly names: Readonly<Record<Colour, string>> | null;
  /** The side whose decision it is (marked), or null when the game is over. */
  readonly active: Colour | null;
  readonly takeBack: { readonly label: string; readonly disabled: boolean; readonly hint: string };
  readonly drawDisabled: boolean;
  readonly resignDisabled: boolean;
  /** Offer "Show the computer's thinking" (only against the computer). */
  readonly thinkingToggle: boolean;
  readonly thinking: ThinkingModel | null;
}

export interface ThinkingModel {
  /** What the box says: "The computer is thinking…", or why it could not move. */
  readonly text: string;
  /** Depth, score and line, when asked for and known. */
  readonly detail: string | null;
  /** The box's button: Stop while thinking, Try again after a failure. */
  readonly button: { readonly label: string; readonly disabled: boolean };
  /** Thinking (the spinner turns) or failed. */
  readonly busy: boolean;
}

export class PlayView {
  private readonly $: <T extends Element = HTMLElement>(sel: string) => T;
  private confirmAction: (() => void) | null = null;
  private declineAction: (() => void) | null = null;
  private confirmReturn: HTMLElement | null = null;
  private pgnUrl = '';
  private pgnShown = '';

  private readonly words: PageWords;

  constructor(
    readonly root: HTMLElement,
    /** The page's language: its words, and the analysis page it links to. */
    private readonly locale: Locale = 'en',
  ) {
    this.words = PAGE_WORDS[locale];
    this.$ = <T extends Element = HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
    this.$<HTMLButtonElement>('[data-confirm-yes]').addEventListener('click', () => {
      const a = this.confirmAction;
      this.closeConfirm();
      a?.();
    });
    this.$<HTMLButtonElement>('[data-confirm-no]').addEventListener('click', () => {
      const a = this.declineAction;
      this.closeConfirm();
      a?.();
    });
    this.$('[data-confirm]').addEventListener('keydown', (e) => {
      if ((e as KeyboardEvent).key === 'Escape') this.$<HTMLButtonElement>('[data-confirm-no]').click();
    });
  }

  /** Calls `fn` when the game action `name` is pressed. */
  onAction(name: Action, fn: () => void): void {
    this.button(name).addEventListener('click', fn);
  }

  get showThinking(): HTMLInputElement {
    return this.$<HTMLInputElement>('[data-show-thinking]');
  }

  /** The page's live message; `spoken` is read out after it but not shown (it is on screen already). */
  notice(text: string, spoken = ''): void {
    const el = this.$('[data-notice]');
    // A repeated message is still a change for screen readers.
    const shown = el.firstChild?.textContent === text ? `${text}\u00a0` : text;
    el.replaceChildren(shown);
    if (spoken) {
      const extra = document.createElement('span');
      extra.className = 'visually-hidden';
      extra.textContent = ` ${spoken}`;
      el.append(extra);
    }
  }

  /** Problems with the browser's storage, shown above the game for as long as they last. */
  storageWarning(messages: readonly string[]): void {
    const el = this.root.querySelector<HTMLElement>('[data-storage-warning]');
    if (!el) return;
    el.replaceChildren(...messages.map((m) => Object.assign(document.createElement('p'), { textContent: m })));
    el.hidden = messages.length === 0;
  }

  render(m: PanelModel): void {
    this.$('[data-play-panel]').hidden = false;
    const players = this.$('[data-players]');
    players.hidden = false;
    this.$('[data-game-line]').textContent = m.gameLine;
    for (const li of players.querySelectorAll<HTMLElement>('[data-player]')) {
      const side = li.dataset.player as Colour;
      const name = li.querySelector<HTMLElement>('[data-player-name]')!;
      // Two players at one screen: the colour says it all.
      name.textContent = m.names ? m.names[side] : '';
      name.hidden = !m.names;
      const active = m.active === side;
      li.classList.toggle('active', active);
      li.querySelector<HTMLElement>('[data-turn-mark]')!.hidden = !active;
    }
    this.$('[data-status-head]').textContent = m.head;
    this.$('[data-status-detail]').textContent = m.detail;
    const result = this.$('[data-result]');
    result.hidden = !m.result;
    result.textContent = m.result ?? '';
    // The element's own status line only knows the position: after a resignation, agreed draw or flag
    // fall it would still say who is to move. Once the game is over the page's result line stands in
    // for it (play.css keeps its place, so the board does not move).
    this.$('[data-play-board-col]').toggleAttribute('data-over', !!m.result);
    this.renderThinking(m.thinking);
    const tb = this.button('takeback');
    tb.textContent = m.takeBack.label;
    tb.disabled = m.takeBack.disabled;
    this.$('[data-takeback-hint]').textContent = m.takeBack.hint;
    this.button('draw').disabled = m.drawDisabled;
    this.button('resign').disabled = m.resignDisabled;
    this.showThinking.closest('label')!.hidden = !m.thinkingToggle;
  }

  renderThinking(t: ThinkingModel | null): void {
    const box = this.$('[data-thinking-box]');
    box.hidden = !t;
    const stop = this.button('stop');
    stop.disabled = !t || t.button.disabled;
    if (!t) return;
    this.$('[data-thinking-text]').textContent = t.text;
    stop.textContent = t.button.label;
    box.querySelector<HTMLElement>('.play-spinner')?.toggleAttribute('hidden', !t.busy);
    const detail = this.$('[data-thinking-detail]');
    detail.hidden = !t.detail;
    detail.textContent = t.detail ?? '';
  }

  renderClocks(clock: GameClock | null, now: number): void {
    for (const li of this.$('[data-players]').querySelectorAll<HTMLElement>('[data-player]')) {
      const side = li.dataset.player as Colour;
      const el = li.querySelector<HTMLElement>('[data-clock]')!;
      el.hidden = !clock;
      if (!clock) continue;
      const ms = clock.remaining(side, now);
      const text = formatClock(ms);
      if (el.textContent !== text) el.textContent = text;
      el.setAttribute('aria-label', this.words.clockLabel(side, spokenClock(ms, this.words)));
      li.classList.toggle('low', ms < 20_000);
    }
  }

  /**
   * The PGN box, the download link (a new file only when the text changed) and "Analyse this game"
   * (shown when `analysable`: a finished game, or any game against the computer).
   */
  renderPgn(text: string, fileName: string, analysable: boolean): void {
    const link = this.$<HTMLAnchorElement>('[data-pgn-download]');
    link.download = fileName;
    const analyse = this.$<HTMLAnchorElement>('[data-analyse]');
    analyse.hidden = !analysable;
    if (text === this.pgnShown) return;
    analyse.href = analysisLink({ pgn: text }, localHref(this.locale, ANALYSIS_PATH));
    this.pgnShown = text;
    this.$('[data-pgn-text]').textContent = text;
    if (this.pgnUrl) URL.revokeObjectURL(this.pgnUrl);
    this.pgnUrl = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    link.href = this.pgnUrl;
  }

  onPgnDownload(fn: () => void): void {
    const link = this.$<HTMLAnchorElement>('[data-pgn-download]');
    link.addEventListener('click', () => {
      fn();
      this.copyStatus(this.words.downloading(link.download));
    });
  }

  onPgnCopy(text: () => string): void {
    this.$<HTMLButtonElement>('[data-pgn-copy]').addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(text());
        this.copyStatus(this.words.copied);
      } catch {
        const code = this.$('[data-pgn-text]');
        const details = code.closest('details');
        if (details) details.open = true;
        const range = document.createRange();
        range.selectNodeContents(code);
        const sel = getSelection();
        sel?.removeAllRanges();
        sel?.addRange(range);
        this.copyStatus(this.words.notCopied);
      }
    });
  }

  copyStatus(text: string): void {
    this.$('[data-copy-status]').textContent = text;
  }

  /** Asks a yes/no question in the confirmation bar; `onNo` runs on "no" (or Escape). */
  ask(text: string, yes: string, no: string, onYes: () => void, onNo: (() => void) | null = null): void {
    this.confirmReturn = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.$('[data-confirm-text]').textContent = text;
    const yesButton = this.$<HTMLButtonElement>('[data-confirm-yes]');
    yesButton.textContent = yes;
    this.$('[data-confirm-no]').textContent = no;
    this.confirmAction = onYes;
    this.declineAction = onNo;
    this.$('[data-confirm]').hidden = false;
    yesButton.focus();
  }

  closeConfirm(): void {
    const box = this.$('[data-confirm]');
    const wasOpen = !box.hidden;
    box.hidden = true;
    this.confirmAction = this.declineAction = null;
    if (wasOpen && box.contains(document.activeElement)) {
      // Back to the button that asked; if it is unavailable now (the game ended), to the status line.
      const status = this.$('[data-status]');
      const back = this.confirmReturn;
      queueMicrotask(() => (back && !(back as HTMLButtonElement).disabled ? back : status).focus());
    }
  }

  /** Brings the board into view (after a new game from the form below it). */
  showBoard(): void {
    document.getElementById('play-board')?.scrollIntoView({ block: 'nearest' });
  }

  /** The element never loaded: say so instead of a dead board. */
  boardMissing(): void {
    const p = document.createElement('p');
    p.className = 'callout warn';
    p.textContent = this.words.boardMissing;
    this.root.prepend(p);
  }

  private button(name: Action): HTMLButtonElement {
    return this.$<HTMLButtonElement>(`[data-action="${name}"]`);
  }
}
