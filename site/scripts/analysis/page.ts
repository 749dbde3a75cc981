/**
 * The Analysis page (/analysis/): a <berserker-board annotate> holding the game, and the panels around
 * it. This file only wires the parts together; each has one job:
 *
 * - address.ts, open.ts — links (`#variant=&fen=&rules=`, `#pgn=`, `&path=`) and what opens a game;
 * - history.ts — the undo stack of (PGN, move shown) snapshots; storage.ts — the work kept in the browser;
 * - engine-panel.ts, lines.ts — the engine's lines, the best-move arrow and the evaluation bar;
 * - review.ts, graph.ts — the whole-game review and the evaluation graph;
 * - annotate.ts, edits.ts — comments, NAGs, drawings, promote, delete;
 * - load-panel.ts, export.ts — the ways in and out; words.ts — what the page says.
 *
 * The game is always the board's PGN: the element reports the reader's moves and drawings
 * (`tree-change`) and the move shown (`node-change`); the page's own edits are the engine's tree edits,
 * put on the board with `setPgn`. Every edit is a snapshot on the undo stack and is saved at once.
 */
import { readGameTree, writeGameTree, type GameTree } from '@berserker-chess/engine';
import { readAnalysisLink } from './address';
import { AnnotatePanel } from './annotate';
import { withLine, type Edit } from './edits';
import { EnginePanel } from './engine-panel';
import { ExportPanel } from './export';
import { EvalGraph } from './graph';
import { UndoStack } from './history';
import { LoadPanel } from './load-panel';
import { openLink, openPgn, openPosition, type Opened } from './open';
import { ReviewPanel } from './review';
import { AnalysisStore, DEFAULT_ENGINE, SAVE_VERSION, type EngineSettings, type Work } from './storage';
import { analysisWords, type EditName } from './words';

const W = analysisWords();
const LOAD_WORDS = W.load;
const UNDO_WORDS = W.undo;
const EDIT_NAMES = W.edits;

/** The element's calls the page makes (the `annotate` board: see packages/board/README.md). */
interface AnalysisBoard extends HTMLElement {
  readonly updateComplete: Promise<unknown>;
  setPgn(text: string, path?: string): void;
  readonly path: string;
  goTo(path: string): boolean;
  orientation: string;
}

interface TreeChange {
  readonly pgn: string;
  readonly path: string;
  readonly reason: 'move' | 'shapes' | 'undo' | 'take-back';
}

type Good = Extract<Opened, { ok: true }>;

const root = document.querySelector<HTMLElement>('[data-analysis]');
if (root) void init(root);

async function init(root: HTMLElement): Promise<void> {
  const $ = <T extends Element = HTMLElement>(sel: string): T => root.querySelector<T>(sel)!;
  const notice = $('[data-notice]');
  const problem = $('[data-problem]');
  const restore = $<HTMLButtonElement>('[data-restore-previous]');
  const undoButton = $<HTMLButtonElement>('[data-undo]');
  const redoButton = $<HTMLButtonElement>('[data-redo]');
  const storageWarning = $('[data-storage-warning]');

  await customElements.whenDefined('berserker-board');
  const board = $('berserker-board') as unknown as AnalysisBoard;
  await board.updateComplete;

  const store = new AnalysisStore(
    () => window.localStorage,
    () => {
      storageWarning.textContent = LOAD_WORDS.storageBlocked;
      storageWarning.hidden = false;
    },
  );
  const saved = store.load();
  const notes: string[] = [];
  let restored = false;
  let engineSettings: EngineSettings = saved?.ok ? saved.saved.engine : DEFAULT_ENGINE;

  // ------------------------------------------------------------------ the game on the board

  const blank = openPosition('berserker', '', '') as Good;
  let tree: GameTree = blank.tree;
  let pgn = blank.pgn;
  let path = '';
  /** The analysis a link replaced, offered back until the next edit. */
  let previous: Work | null = saved?.ok ? saved.saved.previous : null;
  let applying = false;

  /** Puts a game on the board, showing `at`. */
  function put(text: string, at: string, parsed?: GameTree): void {
    tree = parsed ?? readGameTree(text);
    pgn = text;
    path = at;
    applying = true;
    try {
      // The element reads a PGN without [Variant] in its `variant`: the game's own (chess, for one).
      board.setAttribute('variant', tree.variant);
      board.setPgn(text, at);
    } finally {
      applying = false;
    }
  }

  const stack = new UndoStack({ pgn, path, edit: 'load' });

  // ------------------------------------------------------------------ the panels

  const node = () => ({ tree, pgn, path });
  const engine = new EnginePanel($('[data-engine]'), $('[data-eval-bar]'), {
    node,
    showBest: (arrows, highlights) => {
      if (arrows) board.setAttribute('arrows', arrows);
      else board.removeAttribute('arrows');
      if (highlights) board.setAttribute('highlights', highlights);
      else board.removeAttribute('highlights');
    },
    playLine: (sans) => edit(withLine(tree, path, sans), 'line', ''),
    settingsChanged: (s) => {
      engineSettings = s;
      save();
    },
  }, engineSettings);
  const annotate = new AnnotatePanel($('[data-annotate]'), { node, edit: (e, name, said) => edit(e, name, said) });
  const review = new ReviewPanel($('[data-review]'), {
    node,
    worker: () => engine.worker(),
    hold: (held) => engine.hold(held),
    edit: (e, name, said) => edit(e, name, said),
  });
  const graph = new EvalGraph($('[data-graph]'), (p) => board.goTo(p));
  const exporter = new ExportPanel($('[data-export-panel]'), { node, orientation: () => (board.orientation === 'black' ? 'black' : 'white') });
  new LoadPanel($('[data-load]'), $('[data-drop-zone]'), { open: (o, said) => load(o, said, 'load') });

  // ------------------------------------------------------------------ after every change

  function say(text: string, isProblem = false): void {
    (isProblem ? problem : notice).textContent = text;
    if (isProblem) problem.hidden = text === '';
  }

  function save(): void {
    store.save({ version: SAVE_VERSION, pgn, path, engine: engineSettings, previous });
  }

  function refresh(moved = true): void {
    annotate.show();
    graph.show(tree, path);
    if (moved) engine.refresh();
    exporter.show();
    undoButton.disabled = !stack.canUndo;
    redoButton.disabled = !stack.canRedo;
    restore.hidden = previous === null;
    save();
  }

  /** An edit of the page's own: on the board, on the undo stack, saved. */
  function edit(e: Edit, name: EditName, said: string): void {
    if (review.busy && name !== 'review') return;
    const text = writeGameTree(e.tree);
    put(text, e.path, e.tree);
    if (stack.push({ pgn: text, path: e.path, edit: name })) previous = null;
    if (said) say(said);
    refresh();
  }

  /** A game opened (pasted, dropped, new, a link while on the page): one edit, so Undo brings the old one back. */
  function load(o: Good, said: string, name: EditName): void {
    put(o.pgn, o.path, o.tree);
    stack.push({ pgn: o.pgn, path: o.path, edit: name });
    say('', true);
    say(said);
    refresh();
  }

  // ------------------------------------------------------------------ the board's events

  board.addEventListener('tree-change', (ev) => {
    if (applying) return;
    const d = (ev as CustomEvent<TreeChange>).detail;
    try {
      tree = readGameTree(d.pgn);
    } catch {
      return; // the board wrote what the engine cannot read: nothing the page can keep
    }
    pgn = d.pgn;
    path = d.path;
    if (stack.push({ pgn, path, edit: d.reason })) previous = null;
    refresh();
  });

  board.addEventListener('node-change', (ev) => {
    const p = (ev as CustomEvent<{ path: string }>).detail.path;
    if (p === path) return;
    path = p;
    stack.moveTo(p);
    refresh();
  });

  // ------------------------------------------------------------------ undo and redo

  function step(r: ReturnType<UndoStack['undo']>, words: (what: string) => string, none: string): void {
    if (!r) return say(none);
    put(r.snapshot.pgn, r.snapshot.path);
    say(words(EDIT_NAMES[r.edit]));
    refresh();
  }
  const undo = () => !review.busy && step(stack.undo(), UNDO_WORDS.undone, UNDO_WORDS.nothingToUndo);
  const redo = () => !review.busy && step(stack.redo(), UNDO_WORDS.redone, UNDO_WORDS.nothingToRedo);
  undoButton.addEventListener('click', undo);
  redoButton.addEventListener('click', redo);
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) undo();
    else if (key === 'y' || (key === 'z' && e.shiftKey)) redo();
    else return;
    e.preventDefault();
  });

  restore.addEventListener('click', () => {
    if (!previous) return;
    const o = openPgn(previous.pgn, previous.path);
    previous = null;
    if (o.ok) load(o, LOAD_WORDS.previousRestored, 'restore');
    else refresh(false);
  });

  // ------------------------------------------------------------------ links

  /** Opens the address's link, if it has one; the address is left clean (a reload restores the work). */
  function followLink(onPage: boolean): boolean {
    const link = readAnalysisLink(location.hash);
    if (link.kind === 'none') return false;
    history.replaceState(history.state, '', location.pathname + location.search);
    const o = openLink(link);
    if (!o.ok) {
      say(LOAD_WORDS.linkProblem(o.message, onPage || restored), true);
      return true;
    }
    if (o.pgn !== pgn && worthKeeping()) previous = { pgn, path };
    load(o, [LOAD_WORDS.fromLink(o.what), ...o.problems, ...(previous ? [LOAD_WORDS.previousKept] : [])].join(' '), 'load');
    return true;
  }
  /** Is the game on the board worth offering back (anything but a new board)? */
  const worthKeeping = (): boolean => pgn !== blank.pgn;

  addEventListener('hashchange', () => followLink(true));

  // ------------------------------------------------------------------ go

  if (saved && !saved.ok) {
    store.setAside();
    notes.push(LOAD_WORDS.storageCorrupt(saved.reason));
  }
  let start: Good = blank;
  if (saved?.ok) {
    const o = openPgn(saved.saved.pgn, saved.saved.path);
    if (o.ok) {
      start = o;
      restored = true;
    } else {
      store.setAside();
      notes.push(LOAD_WORDS.storageCorrupt(o.message));
    }
  }
  put(start.pgn, start.path, start.tree);
  stack.reset({ pgn: start.pgn, path: start.path, edit: 'load' });
  const hadLink = readAnalysisLink(location.hash).kind !== 'none';
  if (hadLink) {
    // The link wins; the saved work is offered back until the next edit (not silently destroyed).
    followLink(false);
    stack.reset({ pgn, path, edit: 'load' });
  } else if (restored) say(LOAD_WORDS.restored);
  if (notes.length) say([...notes, problem.hidden ? '' : problem.textContent ?? ''].filter(Boolean).join(' '), true);
  refresh();
  root.dataset.ready = '';
}
