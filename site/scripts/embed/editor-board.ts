/**
 * The editor's board and palette in the page: a labelled ARIA grid of squares and a row of piece
 * buttons, with pointer dragging (mouse, touch, pen: palette → board places, board → board moves,
 * board → off the board removes), clicks (a picked piece goes where you click), and keys (arrows over
 * the grid, Enter to put down or lift, Delete to empty, Escape to let go). It decides nothing about
 * chess: it reports intents to its host, which changes the state and calls `render` again.
 */
import type { ColorName } from '@berserker-chess/engine';
import { THEMES } from 'berserker-board/render';
import type { EditorState } from './editor-state';
import type { PaletteEntry } from './editor-palette';
import type { Locale } from '../../i18n/locale';
import { EDITOR_WORDS } from './editor-words';
import { pieceLabel, squareLabel } from './editor-names';

export interface BoardHost {
  place(square: string, letter: string, color: ColorName): void;
  remove(square: string): void;
  move(from: string, to: string): void;
  /** A sentence for the live region (what the user did that changes nothing, e.g. picking a piece). */
  say(text: string): void;
}

type Source = { kind: 'palette'; entry: PaletteEntry } | { kind: 'board'; square: string };

/** Pixels the pointer travels before a press becomes a drag (a shorter one is a click). */
const DRAG_START = 5;

export class EditorBoard {
  readonly #grid: HTMLElement;
  readonly #palette: HTMLElement;
  readonly #host: BoardHost;
  readonly #locale: Locale;
  readonly #w: (typeof EDITOR_WORDS)[Locale];
  #entries: PaletteEntry[] = [];
  #byFen = new Map<string, PaletteEntry>();
  #state: EditorState | null = null;
  #squares: readonly string[] = [];
  #width = 8;
  #height = 8;
  #flip = false;
  #layout = '';
  /** The palette piece picked (clicks and Enter put it down). */
  #held: PaletteEntry | null = null;
  /** A board square lifted with Enter, to be put down on another. */
  #lifted: string | null = null;
  #focus = '';
  #press: { source: Source; x: number; y: number; id: number; ghost: HTMLElement | null; from: HTMLElement } | null = null;

  constructor(grid: HTMLElement, palette: HTMLElement, host: BoardHost, locale: Locale = 'en') {
    this.#locale = locale;
    this.#w = EDITOR_WORDS[locale];
    this.#grid = grid;
    this.#palette = palette;
    this.#host = host;
    for (const el of [grid, palette]) {
      el.addEventListener('pointerdown', (e) => this.#down(e));
      el.addEventListener('pointermove', (e) => this.#moveTo(e));
      el.addEventListener('pointerup', (e) => this.#up(e));
      el.addEventListener('pointercancel', () => this.#cancel());
      // A drag owns the gesture: no native image drag or text selection under it.
      el.addEventListener('dragstart', (e) => e.preventDefault());
    }
    palette.addEventListener('click', (e) => {
      // Keyboard activation (Enter/Space on a button) arrives as a click with detail 0; pointer clicks are handled in #up.
      if ((e as MouseEvent).detail !== 0) return;
      const b = (e.target as Element).closest<HTMLElement>('[data-fen]');
      if (b) this.#pick(this.#byFen.get(b.dataset.fen!) ?? null);
    });
    // The renderer's light-theme squares and coordinate colours, so the editor looks like the boards it makes.
    for (const el of [grid, palette]) {
      el.style.setProperty('--editor-light', THEMES.light.light);
      el.style.setProperty('--editor-dark', THEMES.light.dark);
      el.style.setProperty('--editor-coord-light', THEMES.light.coordOnLight);
      el.style.setProperty('--editor-coord-dark', THEMES.light.coordOnDark);
    }
    grid.addEventListener('keydown', (e) => this.#key(e));
    grid.addEventListener('focusin', (e) => {
      const cell = (e.target as Element).closest<HTMLElement>('[data-square]');
      if (cell) this.#focus = cell.dataset.square!;
    });
  }

  /** The palette piece picked now, if any. */
  get held(): PaletteEntry | null {
    return this.#held;
  }

  /** Shows `state` with `palette` (the variant's pieces) and `squares` (its square names by index). */
  render(state: EditorState, palette: PaletteEntry[], squares: readonly string[], width: number, height: number): void {
    this.#state = state;
    if (palette !== this.#entries) {
      this.#entries = palette;
      this.#byFen = new Map(palette.map((p) => [p.fen, p]));
      if (this.#held && !this.#byFen.has(this.#held.fen)) this.#held = null;
      this.#drawPalette();
    }
    this.#squares = squares;
    this.#width = width;
    this.#height = height;
    this.#flip = state.orientation === 'black';
    const layout = `${width}x${height}:${this.#flip}`;
    if (layout !== this.#layout) {
      this.#layout = layout;
      this.#drawGrid();
    }
    if (this.#lifted && !state.pieces.some((p) => p.square === this.#lifted)) this.#lifted = null;
    const bySquare = new Map(state.pieces.map((p) => [p.square, p]));
    for (const cell of this.#grid.querySelectorAll<HTMLElement>('[data-square]')) {
      const sq = cell.dataset.square!;
      const p = bySquare.get(sq);
      const entry = p ? this.#byFen.get(p.color === 'white' ? p.letter.toUpperCase() : p.letter.toLowerCase()) : undefined;
      const key = entry ? entry.fen : p ? `?${p.letter}` : '';
      if (cell.dataset.piece !== key) {
        cell.dataset.piece = key;
        cell.innerHTML = entry ? entry.svg : '';
      }
      const label = entry ? entry.label : p ? pieceLabel(this.#locale, state.variant, p.letter, p.color, `${p.color} ${p.letter}`) : null;
      cell.setAttribute('aria-label', squareLabel(this.#locale, sq, label));
      cell.classList.toggle('lifted', sq === this.#lifted);
      cell.setAttribute('aria-selected', String(sq === this.#lifted));
    }
    this.#grid.classList.toggle('holding', this.#held !== null);
  }

  #drawPalette(): void {
    const buttons = this.#entries.map((p) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `palette-piece ${p.color}`;
      b.dataset.fen = p.fen;
      b.setAttribute('aria-pressed', String(this.#held?.fen === p.fen));
      b.setAttribute('aria-label', p.label);
      b.title = p.label;
      b.innerHTML = p.svg;
      return b;
    });
    // One row per colour (the engine lists White's pieces first, then Black's).
    const rows = (['white', 'black'] as const).map((color) => {
      const row = document.createElement('div');
      row.className = 'palette-row';
      row.setAttribute('role', 'group');
      row.setAttribute('aria-label', color === 'white' ? this.#w.whitePieces : this.#w.blackPieces);
      row.append(...buttons.filter((_, i) => this.#entries[i]!.color === color));
      return row;
    });
    this.#palette.replaceChildren(...rows);
  }

  #drawGrid(): void {
    const rows: HTMLElement[] = [];
    for (let r = 0; r < this.#height; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'editor-rank';
      const rank = this.#flip ? r : this.#height - 1 - r;
      for (let c = 0; c < this.#width; c++) {
        const file = this.#flip ? this.#width - 1 - c : c;
        const sq = this.#squares[rank * this.#width + file]!;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = `editor-square ${(rank + file) % 2 === 0 ? 'dark' : 'light'}`;
        cell.dataset.square = sq;
        cell.tabIndex = -1;
        // Coordinates along the bottom and left edges, drawn by CSS (the cells' labels say them anyway).
        if (r === this.#height - 1) cell.dataset.file = sq.replace(/\d+$/, '');
        if (c === 0) cell.dataset.rank = sq.replace(/^[a-z]/, '');
        row.append(cell);
      }
      rows.push(row);
    }
    this.#grid.replaceChildren(...rows);
    this.#grid.style.setProperty('--files', String(this.#width));
    const start = this.#grid.querySelector<HTMLElement>(`[data-square="${this.#focus}"]`) ?? this.#grid.querySelector<HTMLElement>('[data-square]');
    if (start) {
      start.tabIndex = 0;
      this.#focus = start.dataset.square!;
    }
  }

  #pick(entry: PaletteEntry | null): void {
    this.#held = entry && this.#held?.fen === entry.fen ? null : entry;
    this.#lifted = null;
    for (const b of this.#palette.querySelectorAll<HTMLElement>('[data-fen]')) b.setAttribute('aria-pressed', String(b.dataset.fen === this.#held?.fen));
    this.#grid.classList.toggle('holding', this.#held !== null);
    this.#host.say(this.#held ? this.#w.picked(this.#held.label) : this.#w.noPick);
  }

  /** Releases the picked piece and any lifted square (Escape; or after a drag). */
  drop(): void {
    if (this.#held) this.#pick(this.#held);
    this.#lifted = null;
    if (this.#state) this.render(this.#state, this.#entries, this.#squares, this.#width, this.#height);
  }

  // ---- keys

  #key(e: KeyboardEvent): void {
    const cell = (e.target as Element).closest<HTMLElement>('[data-square]');
    if (!cell) return;
    const sq = cell.dataset.square!;
    const cells = [...this.#grid.querySelectorAll<HTMLElement>('[data-square]')];
    const i = cells.indexOf(cell);
    const w = this.#width;
    const go: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -w, ArrowDown: w };
    if (e.key in go) {
      const j = i + go[e.key]!;
      const sameRow = e.key === 'ArrowLeft' || e.key === 'ArrowRight' ? Math.floor(j / w) === Math.floor(i / w) : true;
      if (j >= 0 && j < cells.length && sameRow) this.#focusCell(cells[j]!);
      e.preventDefault();
    } else if (e.key === 'Home' || e.key === 'End') {
      const rowStart = i - (i % w);
      this.#focusCell(cells[e.key === 'Home' ? rowStart : rowStart + w - 1]!);
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.#activate(sq);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      this.#lifted = null;
      if (this.#state?.pieces.some((p) => p.square === sq)) this.#host.remove(sq);
      else this.#host.say(this.#w.emptyAlready(sq));
    } else if (e.key === 'Escape') {
      if (this.#held || this.#lifted) {
        e.preventDefault();
        this.drop();
        this.#host.say(this.#w.letGo);
      }
    }
  }

  #focusCell(cell: HTMLElement): void {
    for (const c of this.#grid.querySelectorAll<HTMLElement>('[tabindex="0"]')) c.tabIndex = -1;
    cell.tabIndex = 0;
    cell.focus();
  }

  /** Enter on a square, or a click: put the picked piece down, the lifted piece over, or lift this one. */
  #activate(sq: string): void {
    const here = this.#state?.pieces.find((p) => p.square === sq);
    if (this.#held) {
      const h = this.#held;
      // The same piece again takes it off (a quick way to undo a click).
      if (here && here.letter === h.letter && here.color === h.color) this.#host.remove(sq);
      else this.#host.place(sq, h.letter, h.color);
    } else if (this.#lifted) {
      const from = this.#lifted;
      this.#lifted = null;
      if (from === sq) {
        this.#host.say(this.#w.putBack);
        if (this.#state) this.render(this.#state, this.#entries, this.#squares, this.#width, this.#height);
      } else this.#host.move(from, sq);
    } else if (here) {
      this.#lifted = sq;
      if (this.#state) this.render(this.#state, this.#entries, this.#squares, this.#width, this.#height);
      const label = this.#byFen.get(here.color === 'white' ? here.letter : here.letter.toLowerCase())?.label ?? `${here.color} ${here.letter}`;
      this.#host.say(this.#w.lifted(label, sq));
    } else this.#host.say(this.#w.pickFirst(sq));
  }

  // ---- pointer

  #down(e: PointerEvent): void {
    if (e.button !== 0) return;
    const target = e.target as Element;
    const b = target.closest<HTMLElement>('[data-fen]');
    const cell = target.closest<HTMLElement>('[data-square]');
    let source: Source | null = null;
    let from: HTMLElement | null = null;
    if (b && this.#palette.contains(b)) {
      const entry = this.#byFen.get(b.dataset.fen!);
      if (entry) (source = { kind: 'palette', entry }), (from = b);
    } else if (cell && this.#grid.contains(cell)) {
      source = { kind: 'board', square: cell.dataset.square! };
      from = cell;
    }
    if (!source || !from) return;
    e.preventDefault();
    from.setPointerCapture?.(e.pointerId);
    this.#press = { source, x: e.clientX, y: e.clientY, id: e.pointerId, ghost: null, from };
  }

  #moveTo(e: PointerEvent): void {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    if (!p.ghost) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_START) return;
      const svg = p.source.kind === 'palette' ? p.source.entry.svg : this.#grid.querySelector<HTMLElement>(`[data-square="${p.source.square}"]`)?.innerHTML ?? '';
      if (!svg) return void (this.#press = null);
      const ghost = document.createElement('div');
      ghost.className = 'editor-ghost';
      ghost.setAttribute('aria-hidden', 'true');
      ghost.innerHTML = svg;
      const size = this.#grid.querySelector<HTMLElement>('[data-square]')?.getBoundingClientRect().width ?? 40;
      ghost.style.width = ghost.style.height = `${Math.max(size, 32)}px`;
      document.body.append(ghost);
      p.ghost = ghost;
      if (p.source.kind === 'board') p.from.classList.add('dragging');
    }
    p.ghost.style.transform = `translate(${e.clientX}px, ${e.clientY}px) translate(-50%, -50%)`;
    const over = this.#cellAt(e.clientX, e.clientY);
    for (const c of this.#grid.querySelectorAll('.drop-target')) if (c !== over) c.classList.remove('drop-target');
    over?.classList.add('drop-target');
  }

  #up(e: PointerEvent): void {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    this.#press = null;
    p.from.classList.remove('dragging');
    for (const c of this.#grid.querySelectorAll('.drop-target')) c.classList.remove('drop-target');
    if (!p.ghost) {
      // A click.
      if (p.source.kind === 'palette') this.#pick(p.source.entry);
      else {
        const cell = p.from;
        this.#focusCell(cell);
        if (this.#held) this.#activate(p.source.square);
      }
      return;
    }
    p.ghost.remove();
    const to = this.#cellAt(e.clientX, e.clientY)?.dataset.square ?? null;
    if (p.source.kind === 'palette') {
      if (to) this.#host.place(to, p.source.entry.letter, p.source.entry.color);
      else this.#host.say(this.#w.droppedOff);
    } else if (to) {
      if (to !== p.source.square) this.#host.move(p.source.square, to);
    } else this.#host.remove(p.source.square);
  }

  #cancel(): void {
    this.#press?.ghost?.remove();
    this.#press?.from.classList.remove('dragging');
    this.#press = null;
  }

  #cellAt(x: number, y: number): HTMLElement | null {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-square]') ?? null;
    return el && this.#grid.contains(el) ? el : null;
  }
}
