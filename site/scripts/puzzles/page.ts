/**
 * The Puzzles page: filters, one puzzle at a time on <berserker-board mode="puzzle">, feedback in a
 * live region, Hint / Show solution / Next, the explanation once solved (or shown), progress and streak
 * in localStorage, each puzzle's link and HTML (element and frame), a set to share (a teacher's list),
 * the addresses that open a puzzle, a variant's or a theme's puzzles, or a set (address.ts), and the
 * puzzle of the day with its embeddable snippet.
 */
import type { PagePuzzle } from './types';
import { matches, puzzleOfTheDay, snippet, frameHtml, dayKey, type Filters } from './logic';
import { MAX_SET, loadProgress, probeStorage, saveProgress, type Progress } from './progress';
import { storageWarning } from '../shared/progress';
import { COPIED, copiedText, setBannerText, setCountText, setMissingText, setToggleText } from './words';
import { puzzleHash, readFilterLink, readPuzzleLink, readSetLink, setHash, shorten, type FilterLink } from './address';

type Board = HTMLElement & {
  readonly updateComplete?: Promise<unknown>;
  hint(): void;
  showSolution(): void;
  legalMoves(): Array<{ san: string; from?: string | null; to: string }>;
  history: Array<{ san: string }>;
};

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const all: PagePuzzle[] = JSON.parse(document.getElementById('puzzle-data')?.textContent || '[]');
const byId = new Map(all.map((p) => [p.id, p]));
let progress: Progress = loadProgress(new Set(byId.keys()));
let solved = new Set(progress.solved);
const storage = storageWarning(document.querySelector<HTMLElement>('[data-storage-warning]'), { probe: probeStorage });

const form = $<HTMLFormElement>('[data-puzzle-filters]');
const boardBox = $('[data-puzzle-board]');
const title = $('[data-puzzle-title]');
const meta = $('[data-puzzle-meta]');
const feedback = $('[data-puzzle-feedback]');
const hintBtn = $<HTMLButtonElement>('[data-puzzle-hint]');
const showBtn = $<HTMLButtonElement>('[data-puzzle-show]');
const nextBtn = $<HTMLButtonElement>('[data-puzzle-next]');
const explanation = $('[data-puzzle-explanation]');
const explanationText = $('[data-puzzle-explanation-text]');
const lineText = $('[data-puzzle-line]');
const progressText = $('[data-puzzle-progress]');
const countText = $('[data-puzzle-count]');
const notes = $('[data-puzzle-notice]');

let current: PagePuzzle | null = null;
let board: Board | null = null;
/** This attempt: a wrong move, a hint or the solution breaks the streak. */
let clean = true;
let finished = false;
let failedMove: string | null = null;

const themeName = (t: string) => t.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const pageTheme = () => {
  const t = document.documentElement.dataset.theme;
  return t === 'light' || t === 'dark' ? t : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

function filters(): Filters {
  const fd = new FormData(form);
  return {
    variant: String(fd.get('variant') ?? ''),
    theme: String(fd.get('theme') ?? ''),
    difficulty: String(fd.get('difficulty') ?? ''),
    unsolved: fd.get('unsolved') !== null,
  };
}
/** The set a link opened (`#set=`), in its order, or null: then the page has every puzzle. */
let activeSet: PagePuzzle[] | null = null;
const pool = () => activeSet ?? all;
const list = () => pool().filter((p) => matches(p, filters(), solved));

function say(text: string, kind: 'good' | 'bad' | '' = ''): void {
  feedback.className = `puzzle-feedback${kind ? ` ${kind}` : ''}`;
  feedback.textContent = `${kind === 'good' ? '✓ ' : kind === 'bad' ? '✗ ' : ''}${text}`;
}

function renderProgress(): void {
  progressText.textContent = `Solved ${solved.size} of ${all.length}. Streak ${progress.streak} (best ${progress.best}).`;
  const n = list().length;
  countText.textContent = `${n} ${n === 1 ? 'puzzle matches' : 'puzzles match'}; you have solved ${all.filter((p) => solved.has(p.id) && matches(p, { ...filters(), unsolved: false }, solved)).length} of them.`;
}

function store(): void {
  progress = { ...progress, solved: [...solved], best: Math.max(progress.best, progress.streak) };
  storage.saved(saveProgress(progress));
  renderProgress();
}

function breakStreak(): void {
  if (!clean) return;
  clean = false;
  if (progress.streak !== 0) {
    progress.streak = 0;
    store();
  }
}

function revealExplanation(): void {
  if (!current) return;
  explanationText.textContent = current.explanation;
  lineText.textContent = [current.opponentMove ? `(${current.opponentMove})` : '', ...current.solution].filter(Boolean).join(' ');
  explanation.hidden = false;
}

function updateButtons(): void {
  hintBtn.disabled = !current || finished;
  showBtn.disabled = !current || finished;
  nextBtn.disabled = list().length === 0;
}

function makeBoard(p: PagePuzzle): Board {
  const el = document.createElement('berserker-board') as Board;
  const attrs: Record<string, string | null> = {
    mode: 'puzzle',
    variant: p.variant,
    rules: p.rules || null,
    fen: p.fen,
    moves: p.opponentMove,
    solution: p.solution.join(' '),
    'mate-in': p.mateIn ? String(p.mateIn) : null,
    alternatives: p.alternatives || null,
    orientation: p.solver,
    coordinates: '',
    // The moves under the board, never beside it: the board keeps the width the page gives it.
    'move-list': 'bottom',
    theme: pageTheme(),
  };
  for (const [k, v] of Object.entries(attrs)) if (v !== null) el.setAttribute(k, v);
  return el;
}

function attach(el: Board, p: PagePuzzle): void {
  el.id = 'puzzle-board';
  el.setAttribute('label', `Puzzle board: ${p.task}`);
  el.addEventListener('move', (e) => {
    const d = (e as CustomEvent).detail as { san: string; source: string };
    if (finished) return;
    if (d.source === 'user') {
      failedMove = null;
      // The board judges the move right after this event: wait for its verdict.
      setTimeout(() => {
        if (finished || failedMove === d.san) return;
        say(`${d.san} is right! Wait for the reply…`, 'good');
      }, 0);
    } else if (d.source === 'reply') {
      say(`The opponent answers ${d.san}. Your move.`, '');
      updateButtons();
    }
  });
  el.addEventListener('puzzle-failed', (e) => {
    const d = (e as CustomEvent).detail as { reason: string; move: string | null };
    if (d.reason === 'wrong-move') {
      failedMove = d.move;
      breakStreak();
      say(`${d.move} is not the solution. It is taken back: try again.`, 'bad');
    } else {
      finished = true;
      breakStreak();
      say(`Here is the solution: ${p.solution.join(' ')}. Read why below, then try the next puzzle.`, '');
      revealExplanation();
      updateButtons();
    }
  });
  el.addEventListener('puzzle-solved', () => {
    if (finished) return;
    finished = true;
    const first = !solved.has(p.id);
    solved.add(p.id);
    if (clean) progress.streak++;
    store();
    say(`Solved!${clean ? ` Streak ${progress.streak}.` : ''}${first ? '' : ' (You had solved this one before.)'} The explanation is below.`, 'good');
    revealExplanation();
    updateButtons();
  });
}

// ------------------------------------------------------------------ link and embed

const share = {
  link: $<HTMLAnchorElement>('[data-share-link]'),
  set: $<HTMLAnchorElement>('[data-set-link]'),
  element: $('[data-share-element]'),
  frame: $('[data-share-frame]'),
  status: $('[data-share-status]'),
};

/** The puzzle's link, its element snippet and its frame snippet, for the puzzle on the board. */
function showShare(p: PagePuzzle): void {
  const href = `${location.origin}/puzzles/${puzzleHash(p.id)}`;
  share.link.href = href;
  share.link.textContent = href;
  share.element.textContent = snippet(p, location.origin);
  share.frame.textContent = frameHtml(p, location.origin);
  share.status.textContent = '';
  renderSet();
}

// ------------------------------------------------------------------ sets to share

const setBanner = $('[data-set-banner]');
const setText = $('[data-set-text]');
const setUi = {
  count: $('[data-set-count]'),
  toggle: $<HTMLButtonElement>('[data-set-toggle]'),
  copy: $<HTMLButtonElement>('[data-share-copy="set"]'),
  clear: $<HTMLButtonElement>('[data-set-clear]'),
  row: $('[data-set-link-row]'),
  link: $<HTMLAnchorElement>('[data-set-link]'),
};

/** Solves the puzzles of `ids` (a set link's), in its order; null: every puzzle again. */
function openSet(ids: readonly string[] | null): void {
  activeSet = ids ? ids.map((id) => byId.get(id)!) : null;
  setBanner.hidden = activeSet === null;
  if (activeSet) setText.textContent = setBannerText(activeSet.length);
}

/** What a set link lacks, said while the rest of the set opens. */
const setMissing = (missing: readonly string[]) => setMissingText(missing.length, shorten(missing.join(', ')));

/** The set the reader is making: its size, whether this puzzle is in it, and its link. */
function renderSet(): void {
  const set = progress.set, n = set.length, inSet = !!current && set.includes(current.id);
  setUi.count.textContent = setCountText(n, inSet, MAX_SET);
  setUi.toggle.textContent = setToggleText(inSet);
  setUi.toggle.disabled = !current || (!inSet && n >= MAX_SET);
  setUi.copy.disabled = n === 0;
  setUi.clear.disabled = n === 0;
  setUi.row.hidden = n === 0;
  const href = `${location.origin}/puzzles/${setHash(set)}`;
  setUi.link.href = href;
  setUi.link.textContent = href;
}

setUi.toggle.addEventListener('click', () => {
  if (!current) return;
  const id = current.id, set = progress.set;
  progress = { ...progress, set: set.includes(id) ? set.filter((x) => x !== id) : [...set, id] };
  store();
  renderSet();
});
setUi.clear.addEventListener('click', () => {
  progress = { ...progress, set: [] };
  store();
  renderSet();
});
$('[data-set-leave]').addEventListener('click', () => {
  openSet(null);
  history.replaceState(null, '', location.pathname);
  notice(null);
  renderProgress();
  updateButtons();
});

/**
 * Copies `text` and says so in `status`; where the page may not write to the clipboard, selects
 * `shown` (the text on the page) and says how to copy it.
 */
async function copyText(text: string, shown: HTMLElement, status: HTMLElement, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = copiedText(what, true);
  } catch {
    const range = document.createRange();
    range.selectNodeContents(shown);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    status.textContent = copiedText(what, false);
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share-copy]')) {
  const kind = button.dataset.shareCopy as keyof typeof COPIED;
  const what = COPIED[kind];
  button.addEventListener('click', () => {
    const shown = share[kind];
    void copyText(shown instanceof HTMLAnchorElement ? shown.href : shown.textContent ?? '', shown, share.status, what);
  });
}

function load(p: PagePuzzle, reuse?: Board): void {
  current = p;
  clean = true;
  finished = false;
  failedMove = null;
  const el = reuse ?? makeBoard(p);
  if (!reuse) {
    boardBox.replaceChildren(el);
  }
  board = el;
  attach(el, p);
  // The board shows the build's picture (or nothing) until it is live: a puzzle is there to be solved, so at once.
  void customElements.whenDefined('berserker-board').then(() => el.updateComplete);
  title.textContent = p.task;
  meta.textContent = `${p.setTitle} · ${p.variantName} · difficulty ${p.difficulty} · ${p.themes.map(themeName).join(', ')}${solved.has(p.id) ? ' · ✓ solved before' : ''}`;
  explanation.hidden = true;
  showShare(p);
  say(p.opponentMove ? `The opponent played ${p.opponentMove}. ${p.task}.` : `${p.task}.`);
  updateButtons();
  renderProgress();
}

function show(list: PagePuzzle[], after?: PagePuzzle | null): void {
  if (!list.length) {
    say('No puzzle matches these filters. Choose others above.');
    updateButtons();
    renderProgress();
    return;
  }
  let next = list[0]!;
  if (after) {
    const order = pool(), from = order.indexOf(after);
    next = order.slice(from + 1).concat(order.slice(0, from + 1)).find((p) => list.includes(p) && p !== after) ?? list[0]!;
  }
  load(next);
}

hintBtn.addEventListener('click', async () => {
  if (!board || !current || finished) return;
  const asked = board;
  await asked.updateComplete;
  if (asked !== board || !current || finished) return;
  const step = board.history.length - (current.opponentMove ? 1 : 0);
  const san = current.solution[step];
  const m = san ? board.legalMoves().find((x) => x.san === san) : undefined;
  if (!m) {
    say('Wait for the opponent’s reply, then ask again.');
    return;
  }
  breakStreak();
  board.hint();
  say(m.from ? `Hint: move the piece on ${m.from} (marked on the board).` : `Hint: the Berserker goes on ${m.to} (marked on the board).`);
});
showBtn.addEventListener('click', () => board?.showSolution());
nextBtn.addEventListener('click', () => show(list(), current));
form.addEventListener('change', () => {
  const l = list();
  if (current && l.includes(current) && !finished) {
    renderProgress();
    updateButtons();
  } else show(l);
});
form.addEventListener('submit', (e) => e.preventDefault());
$('[data-puzzle-reset]').addEventListener('click', () => {
  if (!confirm('Forget which puzzles you have solved, and your streak?')) return;
  solved = new Set();
  progress = { ...progress, solved: [], streak: 0, best: 0 };
  store();
  if (current) meta.textContent = meta.textContent!.replace(' · ✓ solved before', '');
});

// ------------------------------------------------------------------ start

/** A puzzle link that cannot be followed is said above the puzzle, never thrown (see address.ts). */
function notice(text: string | null): void {
  notes.textContent = text ?? '';
  notes.hidden = text === null;
}

/** The puzzles' ids: the only ones a puzzle or set link may name. */
const knownIds: ReadonlySet<string> = new Set(byId.keys());
/** The variants and themes the puzzles have: the only ones a filter link may ask for. */
const knownFilters = { variants: new Set(all.map((p) => p.variant)), themes: new Set(all.flatMap((p) => p.themes)) };

/** The first puzzle of `l` the reader has not solved, else its first (none when it is empty). */
const firstOf = (l: readonly PagePuzzle[]) => l.find((p) => !solved.has(p.id)) ?? l[0];

/** Opens the first puzzle of the list the filters and the set now make (or says that none matches). */
function openFirst(): void {
  const l = list(), p = firstOf(l);
  if (p) load(p);
  else show(l);
}

/** Sets the filters a link asks for (the others back to "all"). */
function applyFilterLink(link: FilterLink & { kind: 'filter' }): void {
  form.reset();
  form.querySelector<HTMLSelectElement>('select[name="variant"]')!.value = link.variant;
  form.querySelector<HTMLSelectElement>('select[name="theme"]')!.value = link.theme;
}

{
  const setLink = readSetLink(location.hash, knownIds);
  if (setLink.kind === 'set') openSet(setLink.ids);
  const filterLink = readFilterLink(location.hash, knownFilters);
  if (filterLink.kind === 'filter') applyFilterLink(filterLink);
  const l = list();
  const link = readPuzzleLink(location.hash, knownIds);
  const wanted = link.kind === 'puzzle' ? byId.get(link.id) : undefined;
  const start = wanted ?? firstOf(l);
  if (link.kind === 'bad') notice(`${link.message} ${start ? 'Here is the first puzzle you have not solved instead.' : ''}`.trim());
  if (filterLink.kind === 'bad') notice(`${filterLink.message} Here are all the puzzles instead.`);
  if (setLink.kind === 'bad') notice(`${setLink.message} Here are all the puzzles instead.`);
  if (setLink.kind === 'set' && setLink.missing.length) notice(setMissing(setLink.missing));
  const existing = boardBox.querySelector('berserker-board') as Board | null;
  if (start) {
    // The build drew the first puzzle (also the picture without JavaScript): keep that board if it is the one.
    if (existing && start === all[0]) load(start, existing);
    else load(start);
  } else show(l);
}

// A link to a puzzle (#puzzle=<id>) opens it, a link to a variant's or a theme's puzzles chooses them,
// and a set's link opens the set, also when only the address's fragment changes.
addEventListener('hashchange', () => {
  const setLink = readSetLink(location.hash, knownIds);
  if (setLink.kind === 'bad') return notice(`${setLink.message} The puzzles chosen stay.`);
  if (setLink.kind === 'set') {
    notice(setLink.missing.length ? setMissing(setLink.missing) : null);
    form.reset();
    openSet(setLink.ids);
    return openFirst();
  }
  const filterLink = readFilterLink(location.hash, knownFilters);
  if (filterLink.kind === 'bad') return notice(`${filterLink.message} The puzzles chosen stay.`);
  if (filterLink.kind === 'filter') {
    notice(null);
    openSet(null);
    applyFilterLink(filterLink);
    return openFirst();
  }
  const link = readPuzzleLink(location.hash, knownIds);
  if (link.kind === 'bad') return notice(`${link.message} The puzzle on the board stays.`);
  notice(null);
  const p = link.kind === 'puzzle' ? byId.get(link.id) : undefined;
  // A puzzle outside the set being solved: the page has every puzzle again.
  if (p && activeSet && !activeSet.includes(p)) openSet(null);
  if (p && p !== current) load(p);
});

// ------------------------------------------------------------------ puzzle of the day

{
  const today = new Date();
  const p = puzzleOfTheDay(all, today);
  const status = $('[data-day-status]');
  if (p) {
    $('[data-day-task]').textContent = `${p.task} (${p.variantName}, difficulty ${p.difficulty})`;
    $('[data-day-date]').textContent = `— ${dayKey(today)}.`;
    const html = snippet(p, location.origin);
    $('[data-day-snippet]').textContent = html;
    $('[data-day-solve]').addEventListener('click', () => {
      openSet(null);
      form.reset();
      load(p);
      boardBox.scrollIntoView({ block: 'start' });
      title.setAttribute('tabindex', '-1');
      title.focus();
    });
    $('[data-day-copy]').addEventListener('click', () => void copyText(html, $('[data-day-snippet]'), status, COPIED.element));
  }
}
