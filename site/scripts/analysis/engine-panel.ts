/**
 * The engine panel: on/off, how many lines, how deep; each line's score (`+0.35`, `#3`), depth and
 * moves (a move is a button: it plays the line up to it into the game as a variation); the best move
 * as a blue arrow on the board, the evaluation bar beside it, and who decides on a placement turn.
 * "Read lines" says the lines in a live region, on demand only (a screen reader is not flooded with
 * every deeper iteration).
 *
 * The engine is the site's search worker (../shared/engine/), the same one the Play page uses. It is
 * started when the reader first switches the engine on — the page loads nothing of it before — and
 * every change of the position (a move shown, an edit) cancels the running analysis and starts the
 * next: the analysis follows the state, not a timer. Hidden page: stopped; shown again: started again.
 */
import type { Analysis, GameTree } from '@berserker-chess/engine';
import { EngineClient, type Job } from '../shared/engine/engine-client';
import { bestSquares, lineTokens, turnAt, whiteShare } from './lines';
import { DEPTH_CHOICES, LINE_CHOICES, type EngineSettings } from './storage';
import { analysisWords } from './words';

const ENGINE_WORDS = analysisWords().engine;

export interface EngineHost {
  /** The game and the move shown. */
  node(): { readonly tree: GameTree; readonly pgn: string; readonly path: string };
  /** The best move's arrow (`e2e4:blue`) and highlight (`f1:blue`, a placement), '' for none. */
  showBest(arrows: string, highlights: string): void;
  /** Plays these moves (SAN) from the position shown, as a variation. */
  playLine(sans: readonly string[]): void;
  settingsChanged(s: EngineSettings): void;
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string): T => root.querySelector<T>(sel)!;

export class EnginePanel {
  private client: EngineClient | null = null;
  private job: Job<Analysis> | null = null;
  private analysis: Analysis | null = null;
  private failure: string | null = null;
  private paused = false;
  /** Set while the review has the worker. */
  private held = false;
  private readonly on: HTMLInputElement;
  private readonly lines: HTMLSelectElement;
  private readonly depth: HTMLSelectElement;
  private readonly status: HTMLElement;
  private readonly chooser: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly speech: HTMLElement;
  private readonly bar: HTMLElement;
  private readonly barFill: HTMLElement;
  private readonly barText: HTMLElement;

  constructor(
    root: HTMLElement,
    barRoot: HTMLElement,
    private readonly host: EngineHost,
    settings: EngineSettings,
    private readonly makeClient: () => EngineClient = () => new EngineClient(),
  ) {
    this.on = $<HTMLInputElement>(root, '[data-engine-on]');
    this.lines = $<HTMLSelectElement>(root, '[data-engine-lines]');
    this.depth = $<HTMLSelectElement>(root, '[data-engine-depth]');
    this.status = $(root, '[data-engine-status]');
    this.chooser = $(root, '[data-engine-chooser]');
    this.list = $<HTMLOListElement>(root, '[data-engine-list]');
    this.speech = $(root, '[data-engine-speech]');
    this.bar = barRoot;
    this.barFill = $(barRoot, '[data-eval-fill]');
    this.barText = $(barRoot, '[data-eval-text]');
    this.on.checked = settings.on;
    this.lines.value = String(settings.lines);
    this.depth.value = settings.depth === null ? '' : String(settings.depth);
    this.on.addEventListener('change', () => this.changed());
    this.lines.addEventListener('change', () => this.changed());
    this.depth.addEventListener('change', () => this.changed());
    $(root, '[data-engine-read]').addEventListener('click', () => this.read());
    this.list.addEventListener('click', (e) => {
      const b = (e.target as Element).closest<HTMLButtonElement>('button[data-line]');
      if (!b || !this.analysis) return;
      const line = this.analysis.lines[Number(b.dataset.line)];
      if (line) this.host.playLine(line.san.slice(0, Number(b.dataset.upto) + 1));
    });
    document.addEventListener('visibilitychange', () => {
      this.paused = document.visibilityState === 'hidden';
      this.refresh();
    });
  }

  get settings(): EngineSettings {
    const lines = Number(this.lines.value);
    const depth = this.depth.value === '' ? null : Number(this.depth.value);
    return {
      on: this.on.checked,
      lines: (LINE_CHOICES as readonly number[]).includes(lines) ? lines : 3,
      depth: (DEPTH_CHOICES as readonly (number | null)[]).includes(depth) ? depth : null,
    };
  }

  private changed(): void {
    this.failure = null;
    this.host.settingsChanged(this.settings);
    this.refresh();
  }

  /** The review takes the worker (true) or gives it back (false). */
  hold(held: boolean): void {
    this.held = held;
    this.refresh();
  }

  /** The position or the settings changed: the running analysis is cancelled and the next one started. */
  refresh(): void {
    if (this.job) this.client?.cancel(this.job.id);
    this.job = null;
    this.analysis = null;
    const s = this.settings;
    if (!s.on || this.paused || this.held || this.failure) {
      this.render();
      return;
    }
    const { tree, pgn, path } = this.host.node();
    if (turnAt(tree, path).over) {
      this.render();
      return;
    }
    this.client ??= this.makeClient();
    const job = this.client.analyse({ pgn, path }, s.lines, s.depth, (a) => {
      if (this.job === job) this.show(a);
    });
    this.job = job;
    job.answer.then(
      (a) => {
        if (this.job === job && a) this.show(a);
      },
      (e: unknown) => {
        if (this.job !== job) return;
        this.job = null;
        this.failure = e instanceof Error ? e.message : String(e);
        this.render();
      },
    );
    this.render();
  }

  private show(a: Analysis): void {
    this.analysis = a;
    this.render();
  }

  /** The panel, the arrow and the bar for what is known now. */
  private render(): void {
    const s = this.settings;
    const { tree, path } = this.host.node();
    const a = this.analysis;
    const best = a?.lines[0] ?? null;
    this.list.closest('[data-engine]')?.toggleAttribute('data-engine-active', s.on);
    const focused = this.list.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset : null;
    this.list.replaceChildren(...(s.on && a ? a.lines.map((line, i) => this.lineItem(tree, path, line, i, a.depth)) : []));
    if (focused) this.list.querySelector<HTMLButtonElement>(`button[data-line="${focused.line}"][data-upto="${focused.upto}"]`)?.focus();
    const turn = turnAt(tree, path);
    if (!s.on) this.status.textContent = ENGINE_WORDS.off;
    else if (this.failure) this.status.textContent = ENGINE_WORDS.failed(this.failure);
    else if (this.paused) this.status.textContent = ENGINE_WORDS.paused;
    else if (turn.over) this.status.textContent = ENGINE_WORDS.noMoves;
    else if (!a) this.status.textContent = this.client ? ENGINE_WORDS.thinking : ENGINE_WORDS.loading;
    else this.status.textContent = `${ENGINE_WORDS.depth(a.depth, a.done)} · ${ENGINE_WORDS.nodes(a.nodes, a.nps)}`;
    this.chooser.textContent = s.on && !turn.over ? ENGINE_WORDS.chooser(a?.chooser ?? turn.controller, turn.turn) : '';
    // The best move on the board, and the bar.
    const sq = s.on && best ? bestSquares(tree, path, best.moves[0]) : null;
    // A move is an arrow; a placement from off the board, or a knight made the Berserker where it stands, a marked square.
    const arrow = !!sq?.from && sq.from !== sq.to;
    this.host.showBest(arrow ? `${sq!.from}${sq!.to}:blue` : '', sq && !arrow ? `${sq.to}:blue` : '');
    this.bar.hidden = !s.on;
    const share = whiteShare(best);
    this.barFill.style.height = `${share}%`;
    this.barText.textContent = best ? best.text : '';
    this.bar.setAttribute('aria-label', ENGINE_WORDS.barLabel(best ? best.text : '…'));
  }

  private lineItem(tree: GameTree, path: string, line: Analysis['lines'][number], i: number, depth: number): HTMLLIElement {
    const li = document.createElement('li');
    li.className = 'analysis-line';
    const score = document.createElement('strong');
    score.className = 'analysis-score';
    score.textContent = line.text;
    li.append(score, ' ');
    const moves = document.createElement('span');
    moves.className = 'analysis-moves';
    lineTokens(tree, path, line.san).forEach((t, k) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'analysis-move';
      b.dataset.line = String(i);
      b.dataset.upto = String(k);
      b.textContent = t.label ? `${t.label.replace('…', '...')} ${t.san}` : t.san;
      b.setAttribute('aria-label', `${t.spokenLabel} ${t.san}: ${ENGINE_WORDS.playLine(t.san)}`);
      moves.append(b, ' ');
    });
    li.setAttribute('aria-label', ENGINE_WORDS.lineLabel(i + 1, line.text, depth));
    li.append(moves);
    return li;
  }

  /** Says the lines now (the Read lines button). */
  read(): void {
    const a = this.analysis;
    const s = this.settings;
    let text: string;
    if (!s.on) text = ENGINE_WORDS.readOff;
    else if (!a || a.lines.length === 0) text = ENGINE_WORDS.noLines;
    else {
      const { tree, path } = this.host.node();
      text = a.lines
        .map((line, i) => ENGINE_WORDS.spokenLine(i + 1, line.text, a.depth, lineTokens(tree, path, line.san).map((t) => `${t.spokenLabel} ${t.san}`).join(', ')))
        .join(' ');
    }
    // The same words twice are said twice: the region is emptied first.
    this.speech.textContent = '';
    requestAnimationFrame(() => (this.speech.textContent = text));
  }

  /** The worker, for the review (started if it is not yet). */
  worker(): EngineClient {
    this.client ??= this.makeClient();
    return this.client;
  }
}
