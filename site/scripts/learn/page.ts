/**
 * A Learn stage page (/learn/<stage>/): one exercise at a time on <berserker-board mode="play">, its goal,
 * a live status line, the moves used and the stars they earn, Hint / Oh no! / Retry / Next, the stage's
 * exercises with the stars earned, and progress in localStorage (see progress.ts; a refusal to store is
 * said, never thrown). The attempt itself is an ExerciseSession (session.ts).
 */
import type { LearnNames, PageExercise, PageStage } from './types';
import { ExerciseSession, type LearnBoard } from './session';
import { browserStore, firstUnsolved, stageSummary, starText, withResult, type Stars } from './progress';
import { storageWarning } from '../shared/progress';
import { exerciseHref, readExerciseLink } from './address';
import { failureOf } from './failure';
import { LEARN_WORDS } from './words';
import { FAILURE_WORDS } from './failure-words';
import { localHref } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';

interface StageData {
  readonly stage: PageStage;
  /** The next stage on the path (its page and title), or null after the last one. */
  readonly next: { readonly id: string; readonly title: string } | null;
  /** Every exercise id of the path (progress for other stages is kept, not dropped). */
  readonly allIds: readonly string[];
  /** The board's names in the page's language, for the failure sentences. */
  readonly names: LearnNames;
}

const locale = pageLocale();
const w = LEARN_WORDS[locale];
const $ = <T extends HTMLElement = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const data: StageData = JSON.parse(document.getElementById('learn-data')?.textContent || 'null');
const stage = data.stage;
const byId = new Map(stage.exercises.map((e) => [e.id, e]));
const store = browserStore();
let progress = store.load(new Set(data.allIds));
const storage = storageWarning(document.querySelector<HTMLElement>('[data-storage-warning]'), store, w.storage);

const boardBox = $('[data-learn-board]');
const exTitle = $('[data-learn-ex-title]');
const goalText = $('[data-learn-goal]');
const rule = $('[data-learn-stars-rule]');
const status = $('[data-learn-status]');
const count = $('[data-learn-count]');
const hintBtn = $<HTMLButtonElement>('[data-learn-hint]');
const ohNoBtn = $<HTMLButtonElement>('[data-learn-ohno]');
const retryBtn = $<HTMLButtonElement>('[data-learn-retry]');
const nextBtn = $<HTMLButtonElement>('[data-learn-next]');
const result = $('[data-learn-result]');
const notice = $('[data-learn-notice]');
const stageProgress = $('[data-learn-stage-progress]');

let current: PageExercise = stage.exercises[0]!;
let session: ExerciseSession | null = null;
let board: LearnBoard | null = null;
/** Was the last thing said in the live region the computer's reply? It stays while the board changes under it. */
let saidReply = false;

const pageTheme = () => {
  const t = document.documentElement.dataset.theme;
  return t === 'light' || t === 'dark' ? t : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

function say(text: string, kind: 'good' | 'bad' | '' = '', reply = false): void {
  saidReply = reply;
  status.className = `learn-status${kind ? ` ${kind}` : ''}`;
  status.textContent = `${kind === 'good' ? '✓ ' : kind === 'bad' ? '✗ ' : ''}${text}`;
}

function showNotice(text: string | null): void {
  notice.textContent = text ?? '';
  notice.hidden = text === null;
}

function renderList(): void {
  for (const li of document.querySelectorAll<HTMLElement>('[data-learn-item]')) {
    const id = li.dataset.learnItem!;
    const s = starText(progress.stars[id] ?? 0, locale);
    li.querySelector('[data-stars]')!.textContent = s.glyphs;
    li.querySelector('[data-stars-words]')!.textContent = `, ${s.words}`;
    const a = li.querySelector('a')!;
    if (id === current.id) a.setAttribute('aria-current', 'step');
    else a.removeAttribute('aria-current');
  }
  const sum = stageSummary(stage.exercises.map((e) => e.id), progress);
  stageProgress.textContent = w.stageProgress(sum);
}

function record(stars: Stars): void {
  progress = withResult(progress, current.id, stars);
  storage.saved(store.save(progress));
  renderList();
}

function nextExercise(): PageExercise | null {
  const i = stage.exercises.indexOf(current);
  return stage.exercises[i + 1] ?? null;
}

function updateControls(): void {
  const s = session;
  const hint = s?.hint() ?? null;
  hintBtn.disabled = !s || !s.playing || (!s.learnerToAct && hint !== 'oh-no');
  ohNoBtn.hidden = !current.ohNo;
  ohNoBtn.disabled = !s || !s.canOhNo();
  const next = nextExercise();
  nextBtn.textContent = next ? w.nextExercise : data.next ? w.nextStage(data.next.title) : w.backToPath;
  count.textContent = w.movesUsed(s?.actions ?? 0, current.maxMoves);
}

const root = $('[data-learn]');

/** The attempt's state on the page's root, for styles and for tests: exercise, state, whose decision. */
function mark(): void {
  const s = session;
  root.dataset.exercise = current.id;
  root.dataset.state = s ? s.verdict.state : 'loading';
  root.dataset.turn = !s || !s.playing ? 'none' : s.learnerToAct || (s.tokens.length === 0 && s.canOhNo()) ? 'you' : 'computer';
}

function refresh(): void {
  const s = session;
  mark();
  if (!s) return;
  updateControls();
  if (!s.playing) return;
  if (s.thinking) say(w.thinking);
  else if (!s.learnerToAct && !(s.tokens.length === 0 && s.canOhNo())) say(w.answering);
  else if (s.learnerToAct) {
    // Keep what the computer's reply said; otherwise tell the learner it is their turn.
    if (!saidReply) say(w.yourTurn(s.game.placementTurn(), false));
  } else if (s.tokens.length === 0 && s.canOhNo()) say(w.yourTurn(null, true));
}

function makeBoard(ex: PageExercise): LearnBoard {
  const el = document.createElement('berserker-board') as LearnBoard;
  const attrs: Record<string, string | null> = {
    id: 'learn-board',
    mode: 'play',
    variant: ex.variant,
    rules: ex.rules || null,
    fen: ex.fen,
    moves: ex.setup.length ? ex.setup.join(' ') : null,
    player: ex.you,
    orientation: ex.you,
    coordinates: '',
    theme: pageTheme(),
    label: w.boardLabel(ex.goal),
  };
  for (const [k, v] of Object.entries(attrs)) if (v !== null) el.setAttribute(k, v);
  return el;
}

/** The build drew the stage's first exercise into the page (also the picture without JavaScript). */
function existingBoard(ex: PageExercise): LearnBoard | null {
  const el = boardBox.querySelector<LearnBoard>('berserker-board');
  return el && el.dataset.exercise === ex.id ? el : null;
}

async function load(ex: PageExercise, options: { focus?: boolean; reuse?: boolean } = {}): Promise<void> {
  session?.close();
  session = null;
  current = ex;
  exTitle.textContent = w.exerciseTitle(ex.number, stage.exercises.length, ex.title);
  goalText.textContent = ex.goal;
  rule.textContent = `${w.starsRule(ex.stars, ex.maxMoves)}. ${w.placementsCount}`;
  result.hidden = true;
  saidReply = false;
  mark();
  const reused = options.reuse ? existingBoard(ex) : null;
  const el = reused ?? makeBoard(ex);
  if (!reused) boardBox.replaceChildren(el);
  // A hint's marks go with the next change of the position.
  el.addEventListener('change', () => {
    if (el.getAttribute('highlights')) el.setAttribute('highlights', '');
  });
  board = el;
  renderList();
  updateControls();
  await customElements.whenDefined('berserker-board');
  await el.updateComplete;
  if (board !== el) return;
  session = new ExerciseSession(ex, el, {
    changed: () => refresh(),
    replied: (san) => {
      say(w.answered(san), '', true);
      refresh();
    },
    finished: (v) => {
      if (v.state === 'solved') {
        record(v.stars);
        say(w.solved(v.stars, session?.actions ?? ex.stars[0], ex.stars[0]), 'good');
        result.querySelector('[data-learn-success]')!.textContent = ex.success;
        result.hidden = false;
      } else {
        // The page's words for why (the verdict's `why` is English only).
        const attempt = session?.attempt;
        say(w.failedRetry(attempt ? FAILURE_WORDS[locale].failed(failureOf(ex, attempt), data.names) : v.why), 'bad');
      }
      el.setAttribute('highlights', '');
      // Nobody moves on: the element moves only the `player` side, so give it the side that does not decide now.
      el.setAttribute('player', session?.game.controller === 'white' || (!session && ex.you === 'white') ? 'black' : 'white');
      updateControls();
      mark();
    },
    stuck: (why) => say(w.stuckRetry(w.stuck(why)), 'bad'),
  });
  refresh();
  // Another exercise chosen (from the list further down, say): the board and the goal are at the top.
  if (options.focus) {
    exTitle.focus({ preventScroll: true });
    scrollTo(0, 0);
  }
}

hintBtn.addEventListener('click', () => {
  const s = session;
  if (!s || !board) return;
  const h = s.hint();
  if (h === 'oh-no') {
    say(w.hintOhNo(current.hint));
    return;
  }
  let where = '';
  if (h) {
    // Mark the piece to move (for a placement: the knight and its square, or the square).
    const squares = h.kind === 'place' ? [h.to] : h.kind === 'release' || h.kind === 'mark' ? [h.from!, h.to] : [h.from!];
    board.setAttribute('highlights', [...new Set(squares)].map((sq) => `${sq}:yellow`).join(' '));
    where = w.hintWhere(h);
  }
  say(`${w.hint(current.hint)}${where}`);
});

ohNoBtn.addEventListener('click', () => {
  if (session?.ohNo()) say(w.ohNoDone);
  updateControls();
});

retryBtn.addEventListener('click', () => void load(current, { focus: false }).then(() => say(w.again(current.goal))));

/** Opens another exercise of the stage without leaving the page; its address goes into the history. */
function go(ex: PageExercise): void {
  history.pushState(null, '', exerciseHref(stage.id, ex.id, locale));
  showNotice(null);
  void load(ex, { focus: true });
}

nextBtn.addEventListener('click', () => {
  const next = nextExercise();
  if (next) go(next);
  else location.href = localHref(locale, data.next ? `/learn/${data.next.id}/` : '/learn/');
});

// The stage's list: a plain click opens the exercise here (a click with a modifier opens a new page).
for (const li of document.querySelectorAll<HTMLElement>('[data-learn-item]')) {
  li.querySelector('a')?.addEventListener('click', (e) => {
    const ex = byId.get(li.dataset.learnItem!);
    if (!ex || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (ex !== current) go(ex);
  });
}

// Back and forward between exercises.
addEventListener('popstate', () => {
  const link = readExerciseLink(location.search, new Set(byId.keys()), locale);
  const ex = link.kind === 'exercise' ? byId.get(link.id) : stage.exercises[0];
  if (ex && ex !== current) void load(ex, { focus: true });
});

{
  const link = readExerciseLink(location.search, new Set(byId.keys()), locale);
  const start = link.kind === 'exercise' ? byId.get(link.id)! : firstUnsolved(stage.exercises, progress) ?? stage.exercises[0]!;
  if (link.kind === 'bad') showNotice(w.linkInstead(link.message));
  void load(start, { reuse: true });
}
