/**
 * The Puzzles page: one puzzle at a time on <berserker-board mode="puzzle">, feedback in a live region,
 * Hint / Show solution / Next, the explanation once solved (or shown); the modes (practice, rated near
 * the reader's Glicko-2 rating, Puzzle Streak, the three-minute run: modes.ts); the filters (a variant,
 * any of several themes, a rating range); progress in localStorage with the rating, its chart, the
 * dashboard and the progress file (dashboard-ui.ts); each puzzle's link and HTML and the set to share
 * (share-ui.ts); the addresses that open a puzzle, a variant's or a theme's puzzles, or a set
 * (address.ts); the puzzle of the day with its embeddable snippet.
 */
import type { OpenPuzzle, PuzzleBoard as Board, PuzzleEntry, PuzzleFacts } from './types';
import { matches, dayKey, ratingBound, type Filters } from './logic';
import { emptyProgress, loadProgress, probeStorage, saveProgress, type Progress } from './progress';
import { storageWarning } from '../shared/progress';
import { analyseLink } from './analyse-ui';
import { PUZZLE_WORDS } from './words';
import { pageLocale } from '../../i18n/page-locale';
import { readFilterLink, readPuzzleLink, readSetLink, shorten, type FilterLink } from './address';
import { afterAttempt, isRated, nextRated, triedIds, type Mode } from './modes';
import { sharePanel } from './share-ui';
import { recordPanel } from './dashboard-ui';
import { runPanel } from './run-ui';
import { bodies } from './chunks';
import { dayPanel } from './day-ui';
import { $ } from './dom';

/** The page's language and its words (the catalogue and the chunks are in that language too). */
const locale = pageLocale();
const w = PUZZLE_WORDS[locale];

/** Every puzzle's facts (the catalogue); their bodies come in chunks as puzzles are opened. */
const all: PuzzleEntry[] = JSON.parse(document.getElementById('puzzle-data')?.textContent || '[]');
const byId = new Map(all.map((p) => [p.id, p]));
/** The puzzles' ids: the only ones a puzzle or set link may name. */
const knownIds: ReadonlySet<string> = new Set(byId.keys());
let progress: Progress = loadProgress(knownIds);
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
const linkAnalysis = analyseLink($<HTMLAnchorElement>('[data-puzzle-analyse]'), () => board, () => current);
const progressText = $('[data-puzzle-progress]');
const countText = $('[data-puzzle-count]');
const notes = $('[data-puzzle-notice]');

let current: OpenPuzzle | null = null;
/** The catalogue's entry of the puzzle on the board (the lists hold entries). */
const currentEntry = (): PuzzleEntry | null => (current ? byId.get(current.id) ?? null : null);
const fetched = bodies(undefined, locale);
let board: Board | null = null;
/** This attempt: a wrong move, a hint or the solution breaks the streak. */
let clean = true;
let finished = false;
let failedMove: string | null = null;
/** Whether this puzzle's attempt has been recorded (the first wrong move, hint or solution, or the solve). */
let attempted = false;
/** Whether this attempt changes the rating (rated mode, a puzzle never tried). */
let ratedAttempt = false;

const themeName = (t: string) => w.themeName(t);
const variantName = (id: string) => all.find((p) => p.variant === id)?.variantName ?? id;
const pageTheme = () => {
  const t = document.documentElement.dataset.theme;
  return t === 'light' || t === 'dark' ? t : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

function filters(): Filters {
  const fd = new FormData(form);
  return {
    variant: String(fd.get('variant') ?? ''),
    themes: fd.getAll('theme').map(String),
    min: ratingBound(String(fd.get('min') ?? '')),
    max: ratingBound(String(fd.get('max') ?? '')),
    unsolved: fd.get('unsolved') !== null,
  };
}
/** The set a link opened (`#set=`), in its order, or null: then the page has every puzzle. */
let activeSet: PuzzleEntry[] | null = null;
const pool = () => activeSet ?? all;
const list = () => pool().filter((p) => matches(p, filters(), solved));

function say(text: string, kind: 'good' | 'bad' | '' = ''): void {
  feedback.className = `puzzle-feedback${kind ? ` ${kind}` : ''}`;
  feedback.textContent = `${kind === 'good' ? '✓ ' : kind === 'bad' ? '✗ ' : ''}${text}`;
}

const record = recordPanel({
  progress: () => progress,
  replace(p) {
    progress = p;
    ratingChange = null;
    solved = new Set(p.solved);
    store();
    if (current) meta.textContent = metaText(current);
  },
  byId,
  themeName,
  variantName,
});

const themeText = $('[data-theme-summary]');

function renderProgress(): void {
  themeText.textContent = w.themeSummary(filters().themes.map(themeName));
  progressText.textContent = w.progress(solved.size, all.length, progress.streak, progress.best);
  countText.textContent = w.matching(list().length, all.filter((p) => solved.has(p.id) && matches(p, { ...filters(), unsolved: false }, solved)).length);
}

/** The rating's last change (shown beside it until the next rated attempt), or null. */
let ratingChange: number | null = null;

/** Saves the progress and redraws what shows it. */
function store(): void {
  progress = { ...progress, solved: [...solved], best: Math.max(progress.best, progress.streak) };
  storage.saved(saveProgress(progress));
  renderProgress();
  record.render(ratingChange);
}

/** Records this puzzle's attempt once: solved cleanly (`ok`) or not; rated when the mode and the puzzle allow. */
function attempt(ok: boolean): void {
  if (attempted || !current) return;
  attempted = true;
  const before = progress.rating.rating;
  progress = afterAttempt(progress, current, ok, ratedAttempt, dayKey(new Date()));
  if (ratedAttempt) ratingChange = progress.rating.rating - before;
  store();
}

function breakStreak(): void {
  attempt(false);
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
  linkAnalysis();
  explanation.hidden = false;
}

function updateButtons(): void {
  const inRun = runs.active();
  hintBtn.disabled = !current || finished || inRun;
  showBtn.disabled = !current || finished || inRun;
  nextBtn.disabled = list().length === 0 || inRun;
}

function makeBoard(p: OpenPuzzle): Board {
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

function attach(el: Board, p: OpenPuzzle): void {
  el.id = 'puzzle-board';
  el.setAttribute('label', w.boardLabel(p.task));
  el.addEventListener('move', (e) => {
    const d = (e as CustomEvent).detail as { san: string; source: string };
    if (finished || current !== p) return;
    // The reader's move, by hand or through the board's API (a page script acting for them).
    if (d.source === 'user' || d.source === 'api') {
      runs.moved();
      failedMove = null;
      // The board judges the move right after this event: wait for its verdict.
      setTimeout(() => {
        if (finished || failedMove === d.san || current !== p) return;
        say(w.right(d.san), 'good');
      }, 0);
    } else if (d.source === 'reply') {
      say(w.answers(d.san), '');
      updateButtons();
    }
  });
  el.addEventListener('puzzle-failed', (e) => {
    const d = (e as CustomEvent).detail as { reason: string; move: string | null };
    if (current !== p || finished) return;
    if (d.reason === 'wrong-move') {
      failedMove = d.move;
      breakStreak();
      say(w.wrong(d.move), 'bad');
      runs.failed();
    } else {
      finished = true;
      breakStreak();
      say(w.solutionShown(p.solution.join(' ')), '');
      revealExplanation();
      updateButtons();
    }
  });
  el.addEventListener('puzzle-refutation', (e) => {
    const d = (e as CustomEvent).detail as { move: string; refutation: string };
    if (current !== p || finished) return;
    say(w.refuted(d.move, d.refutation), 'bad');
  });
  el.addEventListener('puzzle-solved', () => {
    if (finished || current !== p) return;
    finished = true;
    const first = !solved.has(p.id);
    solved.add(p.id);
    if (clean) progress.streak++;
    attempt(clean);
    store();
    say(w.solved(clean ? progress.streak : null, !first), 'good');
    revealExplanation();
    updateButtons();
    runs.solved(clean);
  });
}

const share = sharePanel({
  progress: () => progress,
  update(p) {
    progress = p;
    store();
  },
  current: () => current,
});

const metaText = (p: PuzzleFacts) => w.meta(p.setTitle, p.variantName, p.rating, p.themes.map(themeName).join(', '), solved.has(p.id));

/** The last puzzle asked for: a slower fetch of an earlier one does not replace it. */
let asked = 0;

/** Opens `entry` on the board once its body is in (a puzzle that cannot be fetched is said above it). */
function load(entry: PuzzleEntry, reuse?: Board): void {
  const ask = ++asked;
  delete boardBox.dataset.puzzleId; // the board's puzzle is on its way out (setUp names the next)
  fetched.open(entry).then((p) => {
    if (ask === asked) setUp(p, reuse);
  }, (e: Error) => {
    if (ask === asked) notice(e.message);
  });
}

function setUp(p: OpenPuzzle, reuse?: Board): void {
  current = p;
  // Which puzzle is on the board, once it is set up (what the page's tests wait for after a fetch).
  boardBox.dataset.puzzleId = p.id;
  clean = true;
  finished = false;
  failedMove = null;
  attempted = false;
  ratedAttempt = isRated(modeNow(), p, triedIds(progress));
  const el = reuse ?? makeBoard(p);
  if (!reuse) {
    boardBox.replaceChildren(el);
  }
  board = el;
  attach(el, p);
  // The board shows the build's picture (or nothing) until it is live: a puzzle is there to be solved, so at once.
  void customElements.whenDefined('berserker-board').then(() => el.updateComplete);
  title.textContent = p.task;
  meta.textContent = metaText(p);
  explanation.hidden = true;
  share.show(p);
  const opening = w.opening(p.opponentMove, p.task);
  say(modeNow() === 'rated' && !ratedAttempt ? `${opening} ${w.notRatedAgain}` : opening);
  updateButtons();
  renderProgress();
}

/** Stops solving: no puzzle takes moves (a run that ended). */
function stop(): void {
  finished = true;
  updateButtons();
}

function show(l: PuzzleEntry[], after?: PuzzleEntry | null): void {
  if (!l.length) {
    say(w.noMatch);
    updateButtons();
    renderProgress();
    return;
  }
  if (modeNow() === 'rated') return load(nextRated(l, progress.rating, triedIds(progress), after)!);
  let next = l[0]!;
  if (after) {
    const order = pool(), from = order.indexOf(after);
    next = order.slice(from + 1).concat(order.slice(0, from + 1)).find((p) => l.includes(p) && p !== after) ?? l[0]!;
  }
  load(next);
}

// ------------------------------------------------------------------ modes

const modeInputs = [...document.querySelectorAll<HTMLInputElement>('[data-puzzle-modes] input[name="mode"]')];
const modeNow = (): Mode => (modeInputs.find((i) => i.checked)?.value as Mode | undefined) ?? 'practice';
const runs = runPanel({
  list,
  load,
  stop,
  progress: () => progress,
  update(p) {
    progress = p;
    store();
  },
});

/** Switches the mode (the radio buttons show it): a run starts at once, rated mode picks its first puzzle. */
function setMode(m: Mode): void {
  for (const i of modeInputs) i.checked = i.value === m;
  runs.mode(m);
  if (m === 'rated') show(list());
  else if (m === 'practice' && current) load(currentEntry()!);
  updateButtons();
}
for (const i of modeInputs) i.addEventListener('change', () => setMode(modeNow()));

hintBtn.addEventListener('click', async () => {
  if (!board || !current || finished) return;
  const asked = board;
  await asked.updateComplete;
  if (asked !== board || !current || finished) return;
  const step = board.history.length - (current.opponentMove ? 1 : 0);
  const san = current.solution[step];
  const m = san ? board.legalMoves().find((x) => x.san === san) : undefined;
  if (!m) {
    say(w.hintWait);
    return;
  }
  breakStreak();
  board.hint();
  say(m.from ? w.hintMove(m.from) : w.hintPlace(m.to));
});
showBtn.addEventListener('click', () => board?.showSolution());
nextBtn.addEventListener('click', () => show(list(), currentEntry()));
form.addEventListener('change', () => {
  const l = list();
  if (runs.active() || modeNow() === 'streak' || modeNow() === 'timed') return runs.mode(modeNow());
  const entry = currentEntry();
  if (entry && l.includes(entry) && !finished) {
    renderProgress();
    updateButtons();
  } else show(l);
});
form.addEventListener('submit', (e) => e.preventDefault());
$('[data-puzzle-reset]').addEventListener('click', () => {
  if (!confirm(w.resetConfirm)) return;
  solved = new Set();
  ratingChange = null;
  // Everything but the set being made (a teacher's list is not progress).
  progress = { ...emptyProgress(), set: progress.set };
  store();
  if (current) meta.textContent = metaText(current);
});

// ------------------------------------------------------------------ links: a puzzle, filters, a set

const setBanner = $('[data-set-banner]');
const setText = $('[data-set-text]');

/** Solves the puzzles of `ids` (a set link's), in its order; null: every puzzle again. */
function openSet(ids: readonly string[] | null): void {
  activeSet = ids ? ids.map((id) => byId.get(id)!) : null;
  setBanner.hidden = activeSet === null;
  if (activeSet) setText.textContent = w.setBanner(activeSet.length);
}

/** What a set link lacks, said while the rest of the set opens. */
const setMissing = (missing: readonly string[]) => w.setMissing(missing.length, shorten(missing.join(', ')));

$('[data-set-leave]').addEventListener('click', () => {
  openSet(null);
  history.replaceState(null, '', location.pathname);
  notice(null);
  renderProgress();
  updateButtons();
});

/** A puzzle link that cannot be followed is said above the puzzle, never thrown (see address.ts). */
function notice(text: string | null): void {
  notes.textContent = text ?? '';
  notes.hidden = text === null;
}

/** The variants and themes the puzzles have: the only ones a filter link may ask for. */
const knownFilters = { variants: new Set(all.map((p) => p.variant)), themes: new Set(all.flatMap((p) => p.themes)) };

/** The first puzzle of `l` the reader has not solved, else its first (none when it is empty). */
const firstOf = (l: readonly PuzzleEntry[]) => l.find((p) => !solved.has(p.id)) ?? l[0];

/** Opens the first puzzle of the list the filters and the set now make (or says that none matches). */
function openFirst(): void {
  const l = list(), p = firstOf(l);
  if (p) load(p);
  else show(l);
}

/** Sets the filters a link asks for (the others back to "all"); a link opens practice mode. */
function applyFilterLink(link: FilterLink & { kind: 'filter' }): void {
  form.reset();
  form.querySelector<HTMLSelectElement>('select[name="variant"]')!.value = link.variant;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[name="theme"]')) box.checked = box.value === link.theme;
}

/** A link (or the puzzle of the day) is followed in practice mode: a run or a rated pick would not show it. */
function practise(): void {
  if (modeNow() !== 'practice') {
    for (const i of modeInputs) i.checked = i.value === 'practice';
    runs.mode('practice');
  }
}

{
  const setLink = readSetLink(location.hash, knownIds, locale);
  if (setLink.kind === 'set') openSet(setLink.ids);
  const filterLink = readFilterLink(location.hash, knownFilters, locale);
  if (filterLink.kind === 'filter') applyFilterLink(filterLink);
  const l = list();
  const link = readPuzzleLink(location.hash, knownIds, locale);
  const wanted = link.kind === 'puzzle' ? byId.get(link.id) : undefined;
  const start = wanted ?? firstOf(l);
  if (link.kind === 'bad') notice(`${link.message} ${start ? w.instead.firstUnsolved : ''}`.trim());
  if (filterLink.kind === 'bad') notice(`${filterLink.message} ${w.instead.all}`);
  if (setLink.kind === 'bad') notice(`${setLink.message} ${w.instead.all}`);
  if (setLink.kind === 'set' && setLink.missing.length) notice(setMissing(setLink.missing));
  const existing = boardBox.querySelector('berserker-board') as Board | null;
  record.render();
  if (start) {
    // The build drew the first puzzle (also the picture without JavaScript): keep that board if it is the one.
    if (existing && start === all[0]) load(start, existing);
    else load(start);
  } else show(l);
}

// A link to a puzzle (#puzzle=<id>) opens it, a link to a variant's or a theme's puzzles chooses them,
// and a set's link opens the set, also when only the address's fragment changes.
addEventListener('hashchange', () => {
  const setLink = readSetLink(location.hash, knownIds, locale);
  if (setLink.kind === 'bad') return notice(`${setLink.message} ${w.instead.chosenStay}`);
  if (setLink.kind === 'set') {
    notice(setLink.missing.length ? setMissing(setLink.missing) : null);
    practise();
    form.reset();
    openSet(setLink.ids);
    return openFirst();
  }
  const filterLink = readFilterLink(location.hash, knownFilters, locale);
  if (filterLink.kind === 'bad') return notice(`${filterLink.message} ${w.instead.chosenStay}`);
  if (filterLink.kind === 'filter') {
    notice(null);
    practise();
    openSet(null);
    applyFilterLink(filterLink);
    return openFirst();
  }
  const link = readPuzzleLink(location.hash, knownIds, locale);
  if (link.kind === 'bad') return notice(`${link.message} ${w.instead.boardStays}`);
  notice(null);
  const p = link.kind === 'puzzle' ? byId.get(link.id) : undefined;
  if (p) practise();
  // A puzzle outside the set being solved: the page has every puzzle again.
  if (p && activeSet && !activeSet.includes(p)) openSet(null);
  if (p && p.id !== current?.id) load(p);
});

// ------------------------------------------------------------------ puzzle of the day

dayPanel(all, fetched, (entry) => {
  practise();
  openSet(null);
  form.reset();
  load(entry);
  boardBox.scrollIntoView({ block: 'start' });
  title.setAttribute('tabindex', '-1');
  title.focus();
});
