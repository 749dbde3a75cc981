/**
 * The Play page: a <berserker-board> in play mode, the computer opponent in a Web Worker, clocks, the
 * game actions and the saved game. The board and the engine decide everything about the rules; this
 * script only composes them:
 *
 * - the element's `player` is the human's colour against the computer ('both' for two players), so the
 *   human acts exactly when the human is the *controller* of the turn — including placing the
 *   computer's Berserker — and the computer acts when it is the controller (its own moves and the
 *   placements of the human's Berserker);
 * - the computer's move comes from the worker (site/scripts/play/search-worker.ts) and is played with
 *   the element's play(), which announces it in the element's live region;
 * - the line of moves is read back from the element after every change (events, and a light poll for
 *   the one change without an event: Game of Pawns' hidden first move).
 */
import { EngineClient, type SearchAnswer } from './engine-client';
import { GameClock, afterAction, formatClock, spokenClock, thinkingTime } from './clock';
import { STORAGE_KEY, keepTakeBacks, readSaved, serialise, type Allowed } from './storage';
import { RULE_OPTIONS, ohNoOn, parseRulesText, rulesText } from './rules';
import { pgnDate, pgnFileName, playerNames, timeControl, withTags } from './pgn';
import { computerAcceptsDraw, describeResult, endingPoints, formatScore, pliesToTakeBack, type ResultView } from './logic';
import { CLOCK_PRESETS, cap, other, type ClockId, type Colour, type Ending, type SavedGame, type Settings, type TakeBackRecord } from './types';
import type { Thinking } from './protocol';

// ------------------------------------------------------------------ the element, as this page uses it

interface MoveInfo {
  readonly san: string;
  readonly color: Colour;
  readonly controller: Colour;
  readonly kind: string;
}
interface GameStatus {
  readonly over: boolean;
  readonly result: string;
  readonly reason: string | null;
  readonly winner: Colour | null;
  readonly points: { readonly white: number; readonly black: number };
}
type Board = HTMLElement & {
  mode: string;
  player: string;
  orientation: string;
  variant: string;
  rules: string | undefined;
  pgn: string;
  readonly history: MoveInfo[];
  readonly ply: number;
  readonly status: GameStatus | null;
  readonly turn: Colour;
  readonly controller: Colour;
  readonly errors: Array<{ attribute: string | null; message: string }>;
  play(move: string): MoveInfo | null;
  undo(): MoveInfo | null;
  ohNo(): MoveInfo | null;
  flip(): void;
  last(): void;
  setPosition(fen: string, moves?: string): boolean;
  legalMoves(): MoveInfo[];
};

/** What the line's last position is like (read from the element while it shows that position). */
interface End {
  readonly controller: Colour;
  readonly turn: Colour;
  readonly status: GameStatus | null;
  /** A Berserker placement turn: release, place (re-placement) or mark. */
  readonly placement: 'release' | 'place' | 'mark' | null;
}

const THINKING_KEY = 'berserker-chess:play:show-thinking';
/** The computer never answers faster than this (a reply in 20 ms is hard to follow). */
const MIN_REPLY_MS = 350;
/** With Oh No! on, it waits this long after the human's action, so "Oh no!" can be called in time. */
const OH_NO_GRACE_MS = 2000;

const root = document.querySelector<HTMLElement>('[data-play]');
if (root) void init(root);

async function init(root: HTMLElement): Promise<void> {
  const $ = <T extends Element = HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  const board = $<Board>('berserker-board');
  const form = $<HTMLFormElement>('[data-play-setup]');
  const panel = $('[data-play-panel]');
  const players = $('[data-players]');
  const gameLine = $('[data-game-line]');
  const statusEl = $('[data-status]');
  const statusHead = $('[data-status-head]');
  const statusDetail = $('[data-status-detail]');
  const resultEl = $('[data-result]');
  const boardCol = $('[data-play-board-col]');
  const noticeEl = $('[data-notice]');
  const thinkingBox = $('[data-thinking-box]');
  const thinkingText = $('[data-thinking-text]');
  const thinkingDetail = $('[data-thinking-detail]');
  const showThinking = $<HTMLInputElement>('[data-show-thinking]');
  const confirmBox = $('[data-confirm]');
  const confirmText = $('[data-confirm-text]');
  const confirmYes = $<HTMLButtonElement>('[data-confirm-yes]');
  const confirmNo = $<HTMLButtonElement>('[data-confirm-no]');
  const takebackHint = $('[data-takeback-hint]');
  const pgnText = $('[data-pgn-text]');
  const pgnDownload = $<HTMLAnchorElement>('[data-pgn-download]');
  const pgnCopy = $<HTMLButtonElement>('[data-pgn-copy]');
  const copyStatus = $('[data-copy-status]');
  const button = (name: string) => $<HTMLButtonElement>(`[data-action="${name}"]`);
  const field = <T extends HTMLElement = HTMLSelectElement>(name: string) => form.elements.namedItem(name) as unknown as T;

  const defined = await Promise.race([
    customElements.whenDefined('berserker-board').then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 8000)),
  ]);
  if (!defined) {
    const p = document.createElement('p');
    p.className = 'callout warn';
    p.textContent = 'The board could not be loaded, so the game cannot start. Reload the page to try again.';
    root.prepend(p);
    return;
  }

  // ---------------------------------------------------------------- what the form offers

  const optionValues = (name: string) => [...field(name).querySelectorAll('option')].map((o) => o.value);
  const allowed: Allowed = {
    variants: optionValues('variant'),
    berserkerVariants: [...field('variant').querySelectorAll('option')].filter((o) => o.hasAttribute('data-berserker')).map((o) => o.value),
    levels: optionValues('level'),
  };
  const levelOption = (id: string) => [...field('level').querySelectorAll('option')].find((o) => o.value === id);
  const levelName = (id: string) => levelOption(id)?.textContent?.trim() ?? id;
  const levelMovetime = (id: string) => Number(levelOption(id)?.dataset.movetime) || 1000;
  const variantName = (id: string) => [...field('variant').querySelectorAll('option')].find((o) => o.value === id)?.textContent?.trim() ?? id;
  const hasBerserker = (variant: string) => allowed.berserkerVariants.includes(variant);

  // ---------------------------------------------------------------- state

  const engine = new EngineClient();
  let settings: Settings = readForm();
  let startedAt = Date.now();
  let takeBacks: TakeBackRecord[] = [];
  let ending: Ending | null = null;
  let finalPgn: string | null = null;
  let clock: GameClock | null = null;
  let line: string[] = [];
  let lineKey = '';
  let controllers: Colour[] = [];
  let end: End = { controller: 'white', turn: 'white', status: null, placement: null };
  let thinking: { id: number; key: string; started: number; info: Thinking | null; answer: SearchAnswer | null; timer: number; stopRequested: boolean } | null = null;
  let drawOffer: { by: Colour; key: string; asked: number } | null = null;
  let drawDeclined = '';
  let quiet = 0;
  let pgnUrl = '';
  let pgnShown = '';
  let confirmAction: (() => void) | null = null;

  const human = (): Colour | null => (settings.opponent === 'computer' ? settings.colour : null);
  const computer = (): Colour | null => (settings.opponent === 'computer' ? other(settings.colour) : null);
  const isOver = () => ending !== null || !!end.status?.over;
  const ohNoRule = () => ohNoOn(settings.rules);
  const usedOhNo = (c: Colour) => takeBacks.some((t) => t.by === c);
  /** The page's live message; `spoken` is read out after it but not shown (it is on screen already). */
  const notice = (text: string, spoken = '') => {
    // A repeated message is still a change for screen readers.
    const shown = noticeEl.firstChild?.textContent === text ? `${text}\u00a0` : text;
    noticeEl.replaceChildren(shown);
    if (spoken) {
      const extra = document.createElement('span');
      extra.className = 'visually-hidden';
      extra.textContent = ` ${spoken}`;
      noticeEl.append(extra);
    }
  };
  /** Runs `fn` (which changes the board) without reacting to each of its events; one sync afterwards. */
  const batch = <T>(fn: () => T): T => {
    quiet++;
    try {
      return fn();
    } finally {
      quiet--;
    }
  };

  // ---------------------------------------------------------------- the form

  function readForm(): Settings {
    const data = new FormData(form);
    const variant = String(data.get('variant') ?? 'berserker');
    const values = Object.fromEntries(RULE_OPTIONS.map((o) => [o.key, String(data.get(o.key) ?? o.values[0])]));
    let colour = String(data.get('colour') ?? 'white');
    if (colour !== 'white' && colour !== 'black') colour = Math.random() < 0.5 ? 'white' : 'black';
    return {
      opponent: data.get('opponent') === 'human' ? 'human' : 'computer',
      level: String(data.get('level') ?? 'beginner'),
      colour: colour as Colour,
      variant,
      rules: hasBerserker(variant) ? rulesText(values) : '',
      clock: (String(data.get('clock') ?? 'none') as ClockId) in CLOCK_PRESETS ? (String(data.get('clock')) as ClockId) : 'none',
    };
  }

  function writeForm(s: Settings): void {
    (form.querySelector<HTMLInputElement>(`input[name="opponent"][value="${s.opponent}"]`) ?? { checked: false }).checked = true;
    field('level').value = s.level;
    field('colour').value = s.colour;
    field('variant').value = s.variant;
    const values = parseRulesText(s.rules);
    if (values) for (const o of RULE_OPTIONS) field(o.key).value = values[o.key];
    field('clock').value = s.clock;
    formChanged();
  }

  function formChanged(): void {
    const data = new FormData(form);
    const vsComputer = data.get('opponent') !== 'human';
    for (const el of form.querySelectorAll<HTMLElement>('[data-computer-only]')) el.hidden = !vsComputer;
    const berserker = hasBerserker(String(data.get('variant')));
    form.querySelector<HTMLElement>('[data-rules]')!.hidden = !berserker;
    form.querySelector<HTMLElement>('[data-no-rules]')!.hidden = berserker;
    const opt = levelOption(String(data.get('level')));
    form.querySelector<HTMLElement>('[data-level-help]')!.textContent = opt ? `${opt.textContent?.trim()}: ${opt.dataset.description}.` : '';
  }

  // ---------------------------------------------------------------- starting and restoring games

  /** Sets the board up for `s` and replays the moves (with R8 take-backs); returns a problem, or null. */
  function load(s: Settings, moves: readonly string[], tbs: readonly TakeBackRecord[], orientation: Colour): string | null {
    return batch(() => {
      board.mode = 'play';
      board.variant = s.variant;
      if (s.rules) board.rules = s.rules;
      else board.removeAttribute('rules');
      board.player = s.opponent === 'computer' ? s.colour : 'both';
      board.orientation = orientation;
      let problem: string | null = null;
      const fail = (e: Event) => {
        problem ??= (e as CustomEvent<{ message: string }>).detail.message;
      };
      board.addEventListener('error', fail);
      try {
        if (tbs.length === 0) {
          board.setPosition('', moves.join(' '));
        } else {
          board.setPosition('', '');
          for (let i = 0; i <= moves.length && !problem; i++) {
            for (const t of tbs) if (t.ply === i && !problem && (!board.play(t.san) || !board.ohNo())) problem ??= `the take-back of ${t.san} cannot be replayed`;
            if (i < moves.length && !problem && !board.play(moves[i]!)) problem ??= `move ${i + 1} (${moves[i]}) cannot be replayed`;
          }
        }
      } finally {
        board.removeEventListener('error', fail);
      }
      const errors = board.errors;
      if (errors.length) problem ??= errors.map((e) => e.message).join('; ');
      if (!problem && board.history.length !== moves.length) problem = 'the moves cannot be replayed';
      return problem;
    });
  }

  function start(saved: SavedGame, message: string | null): string | null {
    cancelThinking();
    closeConfirm();
    drawOffer = null;
    drawDeclined = '';
    settings = saved.settings;
    startedAt = saved.startedAt;
    takeBacks = [...saved.takeBacks];
    ending = null;
    finalPgn = null;
    copyStatus.textContent = '';
    const problem = load(settings, saved.moves, saved.takeBacks, saved.orientation);
    if (problem) return problem;
    const preset = CLOCK_PRESETS[settings.clock];
    clock = preset ? new GameClock(preset.baseMs, preset.incrementMs, saved.clocks) : null;
    readLine(true);
    if (clock && line.length > 0 && !isOver()) clock.setRunning(end.controller, performance.now());
    if (saved.ending) endGame(saved.ending, false);
    writeForm(settings);
    if (message) notice(message);
    sync();
    return null;
  }

  function newGame(s: Settings, message: string | null): void {
    const preset = CLOCK_PRESETS[s.clock];
    start(
      {
        version: 1,
        settings: s,
        moves: [],
        takeBacks: [],
        clocks: preset ? { white: preset.baseMs, black: preset.baseMs } : null,
        ending: null,
        orientation: s.opponent === 'computer' ? s.colour : 'white',
        startedAt: Date.now(),
      },
      message,
    );
  }

  function describeSettings(s: Settings): string {
    const rules = hasBerserker(s.variant) ? (s.rules ? `rules ${s.rules}` : 'default rules') : '';
    const vs = s.opponent === 'computer' ? `against the computer (${levelName(s.level)}), you play ${cap(s.colour)}` : 'two players at this screen';
    const clockText = s.clock === 'none' ? 'no clock' : `clock ${s.clock}`;
    return [variantName(s.variant), rules, vs, clockText].filter(Boolean).join(' · ');
  }

  // ---------------------------------------------------------------- reading the board

  /** Reads the line of moves and, when the board shows its last position, what that position is like. */
  function readLine(fresh = false): boolean {
    const hist = board.history;
    const sans = hist.map((m) => m.san);
    const key = sans.join(' ');
    const changed = fresh || key !== lineKey;
    if (changed) {
      if (!fresh) takeBacks = keepTakeBacks(takeBacks, line, sans);
      line = sans;
      lineKey = key;
      controllers = hist.map((m) => m.controller);
    }
    if (board.ply === hist.length) {
      const legal = board.legalMoves();
      const k = legal[0]?.kind;
      const placement = k === 'release' || k === 'place' || k === 'mark' ? k : null;
      end = { controller: board.controller, turn: board.turn, status: board.status, placement };
    }
    return changed;
  }

  /** After any change of the board: bring clocks, the computer, the panel and the saved game up to date. */
  function sync(): void {
    if (quiet) return;
    const before = line;
    const changed = readLine();
    if (changed) {
      if (board.ply !== board.history.length) batch(() => board.last());
      readLine();
      const grew = line.length === before.length + 1 && before.every((s, i) => s === line[i]);
      if (thinking && thinking.key !== lineKey) cancelThinking();
      if (drawOffer && drawOffer.key !== lineKey) {
        drawOffer = null;
        closeConfirm();
      }
      if (clock && !ending) {
        const now = performance.now();
        const next = isOver() || line.length === 0 ? null : end.controller;
        if (grew) afterAction(clock, controllers[controllers.length - 1]!, next, now, before.length === 0);
        else clock.setRunning(next, now);
      }
      if (isOver() && !ending) {
        cancelThinking();
        notice('The game is over.', describeResult(result()!, human()));
      }
    }
    render();
    save();
    maybeThink();
  }

  // ---------------------------------------------------------------- the computer

  function spec() {
    return { variant: settings.variant, rules: settings.rules, moves: line };
  }

  function maybeThink(): void {
    const c = computer();
    if (!c || isOver() || thinking || end.controller !== c || engine.failure) return;
    const key = lineKey;
    const left = clock ? clock.remaining(c, performance.now()) : null;
    const movetime = clock ? thinkingTime(levelMovetime(settings.level), left, clock.incrementMs) : undefined;
    const req = engine.search(spec(), settings.level, movetime, (t) => {
      if (thinking?.id === req.id) {
        thinking.info = t;
        renderThinking();
      }
    });
    thinking = { id: req.id, key, started: performance.now(), info: null, answer: null, timer: 0, stopRequested: false };
    req.answer.then(
      (a) => answered(req.id, a),
      (e: Error) => {
        if (thinking?.id !== req.id) return;
        thinking = null;
        notice(`The computer cannot play: ${e.message}. You can still play both sides (choose "A friend at this screen").`);
        render();
      },
    );
    render();
  }

  function answered(id: number, a: SearchAnswer | null): void {
    const t = thinking;
    if (!t || t.id !== id || !a) return;
    if (t.key !== lineKey || isOver() || !a.san) {
      thinking = null;
      render();
      return;
    }
    t.info = a;
    const c = computer()!;
    if (drawOffer && drawOffer.by === human() && drawOffer.key === lineKey) {
      // The computer judges the offer with what it found: its own point of view.
      const mine = a.chooser === c ? a.score : -a.score;
      const mate = a.mate === null ? null : a.chooser === c ? a.mate : -a.mate;
      drawOffer = null;
      if (computerAcceptsDraw(mine, mate)) {
        thinking = null;
        endGame({ result: '1/2-1/2', reason: 'agreement', winner: null }, true, 'The computer accepts your draw offer.');
        return;
      }
      drawDeclined = lineKey;
      notice(`The computer declines your draw offer (it judges the position ${formatScore(mine, mate)} for itself) and plays on.`);
    }
    t.answer = a;
    const grace = ohNoRule() && controllers[controllers.length - 1] === human() && !usedOhNo(human()!) ? OH_NO_GRACE_MS : MIN_REPLY_MS;
    const wait = t.stopRequested ? 0 : Math.max(0, grace - (performance.now() - t.started));
    t.timer = window.setTimeout(() => playAnswer(id), wait);
    render();
  }

  function playAnswer(id: number): void {
    const t = thinking;
    if (!t || t.id !== id || !t.answer?.san) return;
    thinking = null;
    if (t.key !== lineKey || isOver()) {
      render();
      return;
    }
    let refused = '';
    const onError = (e: Event) => {
      refused = (e as CustomEvent<{ message: string }>).detail.message;
    };
    board.addEventListener('error', onError);
    const m = board.play(t.answer.san);
    board.removeEventListener('error', onError);
    if (!m) notice(`The computer's move ${t.answer.san} was refused: ${refused}`);
    sync();
  }

  function cancelThinking(): void {
    if (!thinking) return;
    clearTimeout(thinking.timer);
    engine.cancel(thinking.id);
    thinking = null;
  }

  function stopThinking(): void {
    const t = thinking;
    if (!t) return;
    if (t.answer) {
      clearTimeout(t.timer);
      playAnswer(t.id);
    } else {
      t.stopRequested = true;
      engine.stop(t.id);
      thinkingText.textContent = 'Stopping: the computer plays the best move it has found…';
    }
  }

  // ---------------------------------------------------------------- endings

  function result(): ResultView | null {
    if (ending) return endingPoints(ending);
    const st = end.status;
    return st?.over ? { result: st.result, reason: st.reason, winner: st.winner, points: st.points } : null;
  }

  /** Ends the game by resignation, agreement or flag fall: the board becomes a record to step through. */
  function endGame(e: Ending, announce: boolean, prefix = ''): void {
    cancelThinking();
    closeConfirm();
    drawOffer = null;
    if (clock) clock.setRunning(null, performance.now());
    ending = e;
    finalPgn = board.pgn;
    batch(() => {
      board.mode = 'view';
      board.pgn = finalPgn!;
      board.last();
    });
    if (announce) notice(prefix || 'The game is over.', describeResult(endingPoints(e), human()));
    render();
    save();
  }

  function resign(): void {
    const who = human() ?? end.controller;
    const winner = other(who);
    endGame({ result: winner === 'white' ? '1-0' : '0-1', reason: 'resignation', winner }, true, human() ? 'You resign.' : `${cap(who)} resigns.`);
  }

  // ---------------------------------------------------------------- actions

  let confirmReturn: HTMLElement | null = null;
  function ask(text: string, yes: string, no: string, action: () => void): void {
    confirmReturn = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmText.textContent = text;
    confirmYes.textContent = yes;
    confirmNo.textContent = no;
    confirmAction = action;
    confirmBox.hidden = false;
    confirmYes.focus();
  }

  function closeConfirm(): void {
    const wasOpen = !confirmBox.hidden;
    confirmBox.hidden = true;
    confirmAction = null;
    if (wasOpen && confirmBox.contains(document.activeElement)) {
      // Back to the button that asked; if it is unavailable now (the game ended), to the status line.
      const back = confirmReturn && !(confirmReturn as HTMLButtonElement).disabled ? confirmReturn : statusEl;
      queueMicrotask(() => ((back as HTMLButtonElement).disabled ? statusEl : back).focus());
    }
  }

  confirmYes.addEventListener('click', () => {
    const a = confirmAction;
    closeConfirm();
    a?.();
  });
  confirmNo.addEventListener('click', () => {
    const declineDraw = drawOffer && settings.opponent === 'human';
    closeConfirm();
    if (declineDraw) {
      notice(`${cap(other(drawOffer!.by))} declines the draw.`);
      drawDeclined = lineKey;
      drawOffer = null;
      render();
    }
  });
  confirmBox.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') confirmNo.click();
  });

  button('stop').addEventListener('click', stopThinking);

  button('flip').addEventListener('click', () => {
    board.flip();
    save();
    render();
  });

  button('resign').addEventListener('click', () => {
    if (isOver()) return;
    const h = human();
    if (h) ask('Resign this game? The computer wins.', 'Yes, resign', 'No, play on', resign);
    else ask(`${cap(end.controller)} resigns? ${cap(other(end.controller))} wins.`, `Yes, ${cap(end.controller)} resigns`, 'No, play on', resign);
  });

  button('draw').addEventListener('click', () => {
    if (isOver() || drawOffer) return;
    const h = human();
    if (!h) {
      const by = end.controller;
      drawOffer = { by, key: lineKey, asked: Date.now() };
      ask(`${cap(by)} offers a draw. ${cap(other(by))}, do you accept?`, `${cap(other(by))} accepts the draw`, 'Decline', () => {
        drawOffer = null;
        endGame({ result: '1/2-1/2', reason: 'agreement', winner: null }, true, `${cap(other(by))} accepts the draw.`);
      });
      render();
      return;
    }
    drawOffer = { by: h, key: lineKey, asked: Date.now() };
    if (thinking) {
      notice('You offer a draw. The computer answers when it has finished thinking.');
      render();
      return;
    }
    notice('You offer a draw. The computer considers it…');
    const key = lineKey;
    const req = engine.evaluate(spec());
    render();
    req.answer.then(
      (a) => {
        if (!a || !drawOffer || drawOffer.key !== key || key !== lineKey || isOver()) return;
        const c = computer()!;
        const mine = a.chooser === c ? a.score : -a.score;
        const mate = a.mate === null ? null : a.chooser === c ? a.mate : -a.mate;
        drawOffer = null;
        if (computerAcceptsDraw(mine, mate)) endGame({ result: '1/2-1/2', reason: 'agreement', winner: null }, true, 'The computer accepts your draw offer.');
        else {
          drawDeclined = key;
          notice(`The computer declines your draw offer: it judges the position ${formatScore(mine, mate)} for itself.`);
          render();
        }
      },
      () => {
        drawOffer = null;
        notice('The computer could not consider the offer.');
        render();
      },
    );
  });

  button('takeback').addEventListener('click', () => {
    if (!canTakeBack()) return;
    const h = human();
    cancelThinking();
    if (ohNoRule()) {
      const last = controllers[controllers.length - 1]!;
      let refused = '';
      const onError = (e: Event) => {
        refused = (e as CustomEvent<{ message: string }>).detail.message;
      };
      board.addEventListener('error', onError);
      const m = batch(() => board.ohNo());
      board.removeEventListener('error', onError);
      // Recorded before sync() reads the shorter line: the record belongs to the position now shown.
      if (m) takeBacks.push({ ply: board.history.length, san: m.san, by: last });
      sync();
      if (m) {
        const whose = h ? 'Your' : `${cap(last)}'s`;
        notice(`Oh no! ${whose} ${m.san} is taken back, and ${h ? 'you act' : `${cap(last)} acts`} again. That was ${h ? 'your' : `${cap(last)}'s`} one take-back (R8).`);
      } else notice(`No take-back: ${refused}.`);
      return;
    }
    const n = h ? pliesToTakeBack(controllers, h) : 1;
    const undone: string[] = [];
    batch(() => {
      for (let i = 0; i < n; i++) {
        const m = board.undo();
        if (m) undone.unshift(m.san);
      }
    });
    sync();
    notice(`Taken back: ${undone.join(' ')}. ${h ? 'Your decision again.' : `${cap(end.controller)} decides again.`}`);
  });

  function canTakeBack(): boolean {
    if (ending || line.length === 0) return false;
    const h = human();
    if (ohNoRule()) {
      const last = controllers[controllers.length - 1]!;
      if (h && last !== h) return false;
      return !usedOhNo(last);
    }
    return h ? pliesToTakeBack(controllers, h) > 0 : true;
  }

  showThinking.addEventListener('change', () => {
    try {
      localStorage.setItem(THINKING_KEY, showThinking.checked ? 'on' : 'off');
    } catch {
      /* not saved: fine */
    }
    renderThinking();
  });
  try {
    showThinking.checked = localStorage.getItem(THINKING_KEY) === 'on';
  } catch {
    /* private mode */
  }

  // ---------------------------------------------------------------- PGN

  function currentPgn(): string {
    const names = playerNames(settings, levelName(settings.level));
    const tags: Record<string, string> = {
      Event: settings.opponent === 'computer' ? `Berserker Chess site: game against the computer (${levelName(settings.level)})` : 'Berserker Chess site: game at one screen',
      Site: location.host || '?',
      Date: pgnDate(startedAt),
      White: names.white,
      Black: names.black,
      TimeControl: timeControl(settings.clock),
    };
    if (ending) tags.Termination = ending.reason === 'time-forfeit' ? 'time forfeit' : 'normal';
    return withTags(finalPgn ?? board.pgn, tags, ending?.result);
  }

  function renderPgn(): void {
    const text = currentPgn();
    if (text === pgnShown) return;
    pgnShown = text;
    pgnText.textContent = text;
    if (pgnUrl) URL.revokeObjectURL(pgnUrl);
    pgnUrl = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    pgnDownload.href = pgnUrl;
    pgnDownload.download = pgnFileName(settings, startedAt);
  }

  pgnDownload.addEventListener('click', () => {
    renderPgn();
    copyStatus.textContent = `Downloading ${pgnDownload.download}.`;
  });

  pgnCopy.addEventListener('click', async () => {
    const text = currentPgn();
    try {
      await navigator.clipboard.writeText(text);
      copyStatus.textContent = 'Copied: the PGN is on the clipboard.';
    } catch {
      const details = pgnText.closest('details');
      if (details) details.open = true;
      const range = document.createRange();
      range.selectNodeContents(pgnText);
      const sel = getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
      copyStatus.textContent = 'This browser did not allow copying. The PGN is selected below: copy it with Ctrl+C (⌘C).';
    }
  });

  // ---------------------------------------------------------------- showing it

  /** What is happening, as a headline and an explanation. */
  function turnText(): [string, string] {
    // The result itself stands above the board.
    if (result()) return ['Game over.', `Step through the moves under the board, download the game as PGN, or start a new game${ending ? '' : ' (or take back)'}.`];
    const c = end.controller;
    const owner = end.placement === 'mark' ? other(c) : end.turn;
    const h = human();
    const clockNote = (who: string) => (clock ? ` ${who} clock runs.` : '');
    if (!h) {
      if (end.placement === 'mark') return [`${cap(c)} marks one of ${cap(owner)}'s knights as ${cap(owner)}'s Berserker.`, ''];
      if (end.placement) return [`${cap(c)} places ${cap(owner)}'s Berserker.`, `It is ${cap(end.turn)}'s turn, but on a placement turn the opponent chooses the square: ${cap(c)} decides.${clockNote(`${cap(c)}'s`)}`];
      return [`${cap(c)} to move.`, ''];
    }
    if (c === h) {
      if (end.placement === 'mark') return [`Your decision: mark one of ${cap(owner)}'s knights as ${cap(owner)}'s Berserker.`, `Pick a starred knight.${clockNote('Your')}`];
      if (end.placement) {
        return [
          `Your decision: place ${cap(owner)}'s Berserker.`,
          `It is ${cap(owner)}'s turn, but on a placement turn the opponent chooses the square — you. Pick a knight if asked, then a starred square.${clockNote('Your')}`,
        ];
      }
      return [`Your move (${cap(h)}).`, ''];
    }
    const doing = thinking ? 'is thinking' : 'decides';
    const yours = owner === h ? 'your' : `${cap(owner)}'s`;
    if (end.placement === 'mark') return [`The computer marks one of ${yours} knights as ${yours} Berserker.`, ''];
    if (end.placement) return [`The computer places ${yours} Berserker.`, `It is ${yours} turn, but on a placement turn the opponent chooses the square.${clockNote("The computer's")}`];
    return [`The computer (${cap(c)}) ${doing}.`, ''];
  }

  function renderThinking(): void {
    const t = thinking;
    thinkingBox.hidden = !t;
    if (!t) return;
    if (!t.stopRequested) thinkingText.textContent = t.answer ? 'The computer has chosen its move…' : 'The computer is thinking…';
    const i = t.info;
    thinkingDetail.hidden = !showThinking.checked || !i;
    if (i && showThinking.checked) {
      const line = i.pv.length ? ` · expects ${i.pv.slice(0, 6).join(' ')}` : '';
      thinkingDetail.textContent = `Depth ${i.depth} · ${formatScore(i.whiteScore, i.mateForWhite, i.berserkerMate)} (from White's side) · ${i.nodes.toLocaleString('en')} positions${line}`;
    }
  }

  function renderClocks(): void {
    const now = performance.now();
    for (const li of players.querySelectorAll<HTMLElement>('[data-player]')) {
      const side = li.dataset.player as Colour;
      const el = li.querySelector<HTMLElement>('[data-clock]')!;
      el.hidden = !clock;
      if (clock) {
        const ms = clock.remaining(side, now);
        const text = formatClock(ms);
        if (el.textContent !== text) el.textContent = text;
        el.setAttribute('aria-label', `${cap(side)}'s clock: ${spokenClock(ms)}`);
        li.classList.toggle('low', ms < 20_000);
      }
    }
  }

  function render(): void {
    const h = human();
    const over = isOver();
    panel.hidden = false;
    players.hidden = false;
    gameLine.textContent = describeSettings(settings);
    for (const li of players.querySelectorAll<HTMLElement>('[data-player]')) {
      const side = li.dataset.player as Colour;
      const name = li.querySelector<HTMLElement>('[data-player-name]')!;
      // Two players at one screen: the colour says it all.
      name.textContent = h ? (side === h ? 'You' : `Computer · ${levelName(settings.level)}`) : '';
      name.hidden = !h;
      const active = !over && end.controller === side;
      li.classList.toggle('active', active);
      li.querySelector<HTMLElement>('[data-turn-mark]')!.hidden = !active;
    }
    renderClocks();
    const [head, detail] = turnText();
    statusHead.textContent = head;
    statusDetail.textContent = detail;
    const r = result();
    resultEl.hidden = !r;
    resultEl.textContent = r ? describeResult(r, h) : '';
    // The element's own status line only knows the position: after a resignation, agreed draw or flag
    // fall it would still say who is to move, so the page's result line stands in for it.
    boardCol.toggleAttribute('data-ended', !!ending);
    renderThinking();

    const ohNo = ohNoRule();
    const tb = button('takeback');
    tb.textContent = ohNo ? 'Oh no! Take back' : 'Take back';
    tb.disabled = !canTakeBack();
    takebackHint.textContent = ohNo
      ? h
        ? usedOhNo(h)
          ? 'You have used your one Oh No! take-back (R8).'
          : 'Oh No! (R8): once per game, straight after your own action and before the computer acts (it waits two seconds for you).'
        : 'Oh No! (R8): each player may take back their own last action once per game.'
      : h
        ? 'Take back returns to your last decision (the computer’s reply goes too).'
        : 'Take back undoes the last action.';
    button('draw').disabled = over || !!drawOffer || drawDeclined === lineKey || line.length === 0;
    button('resign').disabled = over;
    button('stop').disabled = !thinking;
    showThinking.closest('label')!.hidden = !h;
    renderPgn();
  }

  // ---------------------------------------------------------------- saving

  function save(): void {
    const game: SavedGame = {
      version: 1,
      settings,
      moves: line,
      takeBacks,
      clocks: clock ? clock.snapshot(performance.now()) : null,
      ending,
      orientation: board.orientation === 'black' ? 'black' : 'white',
      startedAt,
    };
    try {
      localStorage.setItem(STORAGE_KEY, serialise(game));
    } catch {
      /* storage full or off: the game just will not survive a reload */
    }
  }

  // ---------------------------------------------------------------- wiring

  board.addEventListener('change', sync);
  board.addEventListener('move', sync);
  board.addEventListener('game-over', sync);

  form.addEventListener('change', formChanged);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const colourChoice = field('colour').value;
    const s = readForm();
    const first = s.opponent === 'computer' && s.colour === 'black' ? ' The computer moves first.' : '';
    newGame(s, `New game started${colourChoice === 'random' && s.opponent === 'computer' ? `: you play ${cap(s.colour)}` : ''}.${first}`);
    // "Random" stays chosen for the next game.
    field('colour').value = colourChoice;
    document.getElementById('play-board')?.scrollIntoView({ block: 'nearest' });
  });

  // The clock tick: the clocks, flag fall, a changed line without an event, and saving the clocks.
  let ticks = 0;
  setInterval(() => {
    if (quiet) return;
    if (clock && !ending && clock.running) {
      renderClocks();
      const flagged = clock.flagged(performance.now());
      if (flagged) {
        const winner = other(flagged);
        endGame({ result: winner === 'white' ? '1-0' : '0-1', reason: 'time-forfeit', winner }, true, `${human() ? (flagged === human() ? 'Your' : "The computer's") : `${cap(flagged)}'s`} time is up.`);
        return;
      }
      if (++ticks % 10 === 0) save();
    }
    const hist = board.history;
    if (hist.length !== line.length || (hist.length > 0 && hist[hist.length - 1]!.san !== line[line.length - 1])) sync();
  }, 200);
  addEventListener('pagehide', () => save());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });

  // ---------------------------------------------------------------- go

  form.hidden = false;
  formChanged();
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    /* no storage */
  }
  const read = readSaved(saved, allowed);
  if (read?.ok) {
    const problem = start(read.game, `Your game is restored: ${describeSettings(read.game.settings)}.`);
    if (problem) newGame(readForm(), `The saved game could not be restored (${problem}), so a new game has started.`);
  } else {
    newGame(readForm(), read ? `The saved game could not be restored (${read.reason}), so a new game has started.` : null);
  }
  root.dataset.ready = '';
}
