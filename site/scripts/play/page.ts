/**
 * The Play page: a <berserker-board> in play mode, the computer opponent in a Web Worker, clocks, the
 * game actions and the saved game. This file only wires the parts together; each has one job:
 *
 * - session.ts — the game: settings, the line as the board holds it, take-backs, an ending;
 * - computer.ts + engine-client.ts — the computer's moves, from the search worker (search-worker.ts);
 * - clock.ts — the clocks, and a ticker that wakes the page when a shown time changes or a flag falls;
 * - storage.ts — the saved game, and the browser's storage with its problems reported;
 * - draws.ts — draw offers, answered by the other player or judged by the computer;
 * - form.ts, view.ts, words.ts — the new-game form, the panel on screen, and what it says.
 *
 * Everything happens in answer to an event: the board's `move`, `change` and `game-over`, the worker's
 * messages, the clock's ticks and the buttons. The board and the engine decide everything about the rules:
 *
 * - the element's `player` is the human's colour against the computer ('both' for two players), so the
 *   human acts exactly when the human is the *controller* of the turn — including placing the
 *   computer's Berserker — and the computer acts when it is the controller (its own moves and the
 *   placements of the human's Berserker);
 * - the computer's move is played with the element's play(), which announces it in its live region;
 * - R8's take-backs are the board's record (its `takeBacks`, `canOhNo()`), read back after each change;
 * - Game of Pawns' first White move stays hidden until Black has chosen (C7): the board's `move` event
 *   says a move was made, not which; the page saves it (from `history`) and shows nothing of it — the
 *   PGN on screen, the notices and the computer's thinking leave it out while `hiddenPlies` says so.
 */
import { writePgn } from '@berserker-chess/engine';
import { ComputerPlayer } from './computer';
import { EngineClient } from '../shared/engine/engine-client';
import { ClockTicker, GameClock, afterAction, thinkingTime } from './clock';
import { SetupForm } from './form';
import { DrawOffers } from './draws';
import { pliesToTakeBack } from './logic';
import { gamePgn, pgnFileName } from './pgn';
import { GameSession, type PlayBoard } from './session';
import { readPlayLink } from './link';
import { GameStore, SAVE_VERSION, STORAGE_KEY } from './storage';
import { CLOCK_PRESETS, other, type Colour, type Ending, type SavedGame, type Settings } from './types';
import { PlayView, type ThinkingModel } from './view';
import { PLAY_WORDS } from './words';
import { PAGE_WORDS } from './page-words';
import { RESTORE_WORDS } from './restore-words';
import { pageLocale } from '../../i18n/page-locale';

const THINKING_KEY = 'berserker-chess:play:show-thinking';
/** The computer never answers faster than this (a reply in 20 ms is hard to follow). */
const MIN_REPLY_MS = 350;
/** With Oh No! on, it waits this long after the human's action, so "Oh no!" can be called in time. */
const OH_NO_GRACE_MS = 2000;
/** While a clock runs, the clocks are saved at most this often (and whenever the page is hidden). */
const CLOCK_SAVE_MS = 2000;

const root = document.querySelector<HTMLElement>('[data-play]');
if (root) void init(root);

async function init(root: HTMLElement): Promise<void> {
  // The page's language: what it says (w: the game, say: the notices, restore: reading and writing games).
  const locale = pageLocale();
  const w = PLAY_WORDS[locale];
  const say = PAGE_WORDS[locale];
  const restoreWords = RESTORE_WORDS[locale];
  const describeSettings = (s: Settings): string => w.describeSettings(s, form);
  const view = new PlayView(root, locale);
  const defined = await Promise.race([
    customElements.whenDefined('berserker-board').then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 8000)),
  ]);
  if (!defined) {
    view.boardMissing();
    return;
  }
  const board = root.querySelector('berserker-board') as unknown as PlayBoard & HTMLElement & { updateComplete: Promise<unknown> };
  // The board shows the build's picture until it is live: the session reads and replays the game on the live board.
  await board.updateComplete;
  const form = new SetupForm(root.querySelector<HTMLFormElement>('[data-play-setup]')!);
  const store = new GameStore(
    () => window.localStorage,
    (problems) => view.storageWarning(problems.map((p) => p.message)),
    STORAGE_KEY,
    restoreWords,
  );
  const session = new GameSession(board, form.read(), restoreWords);
  let clock: GameClock | null = null;
  let lastClockSave = 0;

  const ticker = new ClockTicker(tick);
  const computer: ComputerPlayer = new ComputerPlayer(new EngineClient(), {
    toAct: () => !!session.computer && !session.over && session.end.controller === session.computer,
    key: () => session.key,
    spec: () => ({ variant: session.settings.variant, rules: session.settings.rules, fen: session.settings.fen, moves: session.line }),
    level: () => session.settings.level,
    movetime: () => {
      const level = form.levelMovetime(session.settings.level);
      return clock ? thinkingTime(level, clock.remaining(session.computer!, performance.now()), clock.incrementMs) : level;
    },
    replyDelay: () => {
      const h = session.human;
      return h && session.mayOhNo(h) ? OH_NO_GRACE_MS : MIN_REPLY_MS;
    },
    // A draw offer waiting for the computer is judged with what its search found.
    answered: (a): boolean => draws.searchAnswered(a),
    play: (san) => {
      const { move, refused } = session.play(san);
      if (!move) view.notice(say.refused(san, refused));
      sync();
    },
    changed: () => render(),
    failed: (text) => view.notice(text),
    words: say,
  });
  const draws: DrawOffers = new DrawOffers({
    human: () => session.human,
    computer: () => session.computer,
    controller: () => session.end.controller,
    key: () => session.key,
    over: () => session.over,
    thinking: (): boolean => !!computer.thinking,
    judge: () => computer.judge(),
    ask: (text, yes, no, onYes, onNo) => view.ask(text, yes, no, onYes, onNo),
    notice: (text) => view.notice(text),
    agreed: (text) => endGame({ result: '1/2-1/2', reason: 'agreement', winner: null }, true, text),
    changed: () => render(),
  }, say, w);

  // ---------------------------------------------------------------- starting games

  function start(saved: SavedGame, message: string | null): string | null {
    computer.reset();
    view.closeConfirm();
    draws.reset();
    view.copyStatus('');
    const problem = session.restore(saved);
    if (problem) return problem;
    const preset = CLOCK_PRESETS[saved.settings.clock];
    clock = preset ? new GameClock(preset.baseMs, preset.incrementMs, saved.clocks) : null;
    if (clock && session.line.length > 0 && !session.over) clock.setRunning(session.end.controller, performance.now());
    ticker.schedule(clock);
    if (saved.ending) endGame(saved.ending, false);
    form.write(session.settings);
    if (message) view.notice(message);
    sync(true);
    return null;
  }

  function newGame(s: Settings, message: string | null): void {
    const preset = CLOCK_PRESETS[s.clock];
    start(
      {
        version: SAVE_VERSION,
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

  // ---------------------------------------------------------------- after every change of the board

  /** Brings clocks, the computer, the panel and the saved game up to date with the board. */
  function sync(fresh = false): void {
    if (session.busy) return;
    const { changed, grew, before } = session.read(fresh);
    if (changed && !fresh) {
      if (computer.thinking && computer.thinking.key !== session.key) computer.cancel();
      if (draws.positionChanged()) view.closeConfirm();
      if (clock && !session.ending) {
        const now = performance.now();
        const next = session.over || session.line.length === 0 ? null : session.end.controller;
        if (grew) afterAction(clock, session.lastDecider()!, next, now, before.length === 0);
        else clock.setRunning(next, now);
        ticker.schedule(clock);
      }
      if (session.over && !session.ending) {
        computer.cancel();
        view.notice(say.over, outcome());
      }
    }
    render();
    save();
    computer.maybeThink();
  }

  board.addEventListener('move', () => sync());
  board.addEventListener('change', () => sync());
  board.addEventListener('game-over', () => sync());

  // ---------------------------------------------------------------- the clock

  function tick(): void {
    if (!clock || session.ending) return;
    const now = performance.now();
    view.renderClocks(clock, now);
    const flagged = clock.flagged(now);
    if (flagged) {
      const winner = other(flagged);
      endGame({ result: winner === 'white' ? '1-0' : '0-1', reason: 'time-forfeit', winner }, true, say.timeUp(flagged, session.human));
      return;
    }
    if (now - lastClockSave >= CLOCK_SAVE_MS) save();
    ticker.schedule(clock);
  }

  // ---------------------------------------------------------------- endings

  const outcome = (): string => {
    const r = session.result();
    return r ? w.outcome(r, session.human) : '';
  };

  /** Ends the game by resignation, agreement or flag fall: the board becomes a record to step through. */
  function endGame(e: Ending, announce: boolean, prefix = ''): void {
    computer.cancel();
    view.closeConfirm();
    draws.drop();
    if (clock) clock.setRunning(null, performance.now());
    ticker.cancel();
    // The board keeps the game as a record (the engine's PGN of the line, take-backs included).
    session.finish(e, writePgn(session.game()));
    if (announce) view.notice(prefix || say.over, outcome());
    render();
    save();
  }

  function resign(): void {
    const who = session.human ?? session.end.controller;
    const winner = other(who);
    endGame({ result: winner === 'white' ? '1-0' : '0-1', reason: 'resignation', winner }, true, session.human ? say.youResign : say.resigns(who));
  }

  // ---------------------------------------------------------------- actions

  view.onAction('stop', () => {
    if (computer.stuck) {
      view.notice(say.tryAgainNotice);
      computer.retry();
    } else computer.stop();
    render();
  });

  view.onAction('flip', () => {
    board.orientation = board.orientation === 'black' ? 'white' : 'black';
    save();
    render();
  });

  view.onAction('resign', () => {
    if (session.over) return;
    const c = session.end.controller;
    if (session.human) view.ask(say.resignAsk, say.resignYes, say.playOn, resign);
    else view.ask(say.resignAskOf(c), say.resignYesOf(c), say.playOn, resign);
  });

  view.onAction('draw', () => draws.make());

  view.onAction('takeback', () => {
    if (!session.canTakeBack()) return;
    const h = session.human;
    // A hidden move (Game of Pawns' first) is not named when it is taken back: at one screen Black is watching.
    const secret = session.hidden > 0;
    computer.cancel();
    if (session.ohNoRule) {
      const { move, refused, by } = session.ohNo();
      sync();
      if (!move) view.notice(say.noTakeBack(refused));
      else view.notice(say.ohNoDone(by!, !!h, secret ? null : move.san));
      return;
    }
    const undone = session.undo(h ? pliesToTakeBack(session.controllers, h) : 1);
    sync();
    view.notice(say.takenBack(secret ? null : undone.join(' '), !!h, session.end.controller));
  });

  view.showThinking.addEventListener('change', () => {
    store.setPreference(THINKING_KEY, view.showThinking.checked ? 'on' : 'off');
    render();
  });
  view.showThinking.checked = store.preference(THINKING_KEY) === 'on';

  // ---------------------------------------------------------------- PGN and showing it

  let pgnCache = { key: '', text: '' };
  /** The game's PGN (written again only when the game changed: renders come often while the computer thinks). */
  function currentPgn(): string {
    const { settings, startedAt, ending } = session;
    // While Game of Pawns' first move is hidden, the PGN on screen (and copied or downloaded) leaves it out.
    const key = JSON.stringify([session.line, session.takeBacks, session.hidden, settings, startedAt, ending]);
    if (key !== pgnCache.key) pgnCache = { key, text: gamePgn(session.shownGame(), { settings, levelName: form.levelName(settings.level), startedAt, site: location.host, ending }, restoreWords) };
    return pgnCache.text;
  }

  view.onPgnDownload(() => view.renderPgn(currentPgn(), pgnFileName(session.settings, session.startedAt), analysable()));
  view.onPgnCopy(() => currentPgn());

  function thinkingModel(): ThinkingModel | null {
    const t = computer.thinking;
    const stuck = computer.stuck;
    // The notice has said why; the box offers to ask again.
    if (stuck) return { text: say.notMoved, detail: null, button: { label: say.tryAgain, disabled: false }, busy: false };
    if (!t) return null;
    const text = t.answer ? say.chosen : t.stopRequested ? say.stopping : say.thinking;
    // Choosing Game of Pawns' hidden first move, its expected line would give the move away.
    const secret = session.choosingHidden();
    const detail = view.showThinking.checked && t.info ? (secret ? say.hiddenThinking : w.thinkingDetail(t.info)) : null;
    return { text, detail, button: { label: say.stop, disabled: false }, busy: true };
  }

  function render(): void {
    const h = session.human;
    const over = session.over;
    const [head, detail] = w.turnText({ end: session.end, over: !!session.result(), ended: !!session.ending, human: h, clock: !!clock, thinking: !!computer.thinking, stuck: computer.stuck });
    const ohNo = session.ohNoRule;
    view.render({
      gameLine: describeSettings(session.settings),
      head,
      detail,
      result: session.result() ? outcome() : null,
      names: h ? ({ [h]: say.you, [other(h)]: say.computerName(form.levelName(session.settings.level)) } as Record<Colour, string>) : null,
      active: over ? null : session.end.controller,
      takeBack: { label: ohNo ? say.ohNoTakeBack : say.takeBack, disabled: !session.canTakeBack(), hint: w.takeBackHint(ohNo, h, !!h && session.usedOhNo(h)) },
      drawDisabled: !draws.canOffer(session.line.length),
      resignDisabled: over,
      thinkingToggle: !!h,
      thinking: thinkingModel(),
    });
    view.renderClocks(clock, performance.now());
    view.renderPgn(currentPgn(), pgnFileName(session.settings, session.startedAt), analysable());
  }

  /** Analysing a game in progress would help one of two players at one screen: only games against the computer, or finished ones. */
  function analysable(): boolean {
    return session.over || !!session.computer;
  }

  // ---------------------------------------------------------------- saving

  function save(): void {
    const now = performance.now();
    lastClockSave = now;
    store.save(session.toSaved(clock ? clock.snapshot(now) : null, board.orientation === 'black' ? 'black' : 'white'));
  }

  addEventListener('pagehide', () => save());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });

  // ---------------------------------------------------------------- the form

  form.form.addEventListener('submit', (e) => {
    e.preventDefault();
    const colourChoice = form.colourChoice;
    const s = form.read();
    const vsComputer = s.opponent === 'computer';
    newGame(s, say.newGameStarted(colourChoice === 'random' && vsComputer ? s.colour : null, vsComputer && s.colour === 'black'));
    // "Random" stays chosen for the next game.
    form.colourChoice = colourChoice;
    view.showBoard();
  });

  // ---------------------------------------------------------------- go

  form.show();
  const read = store.load(form.allowed);
  const link = readPlayLink(location.search, form.read().variant, restoreWords);
  const unfinished = read?.ok && read.game.moves.length > 0 && !read.game.ending ? read.game : null;
  if (link.start) {
    // A link to a position (/play/?variant=…&rules=…&fen=…, "Play from here"): a new game from it, with
    // the player's usual level, opponent and clock; against the computer the player decides first.
    const usual = read?.ok ? read.game.settings : form.read();
    const { variant, rules, fen, controller } = link.start;
    const colour = usual.opponent === 'computer' ? controller : usual.colour;
    const s: Settings = { opponent: usual.opponent, level: usual.level, clock: usual.clock, colour, variant, rules, ...(fen ? { fen } : {}) };
    const started = say.linkGame(!!fen, describeSettings(s));
    // The address names the game on the board no more once the link is answered: a reload restores the game, not the link.
    const forget = (): void => history.replaceState(history.state, '', location.pathname + location.hash);
    const follow = (): void => {
      newGame(s, [...link.problems, started].join(' '));
      forget();
    };
    // An unfinished game is never replaced unasked (issue 28): it is restored, and the page asks. Until
    // the player answers, the address keeps the link, so a reload asks again and loses nothing.
    if (unfinished && !start(unfinished, w.link.waiting)) {
      view.ask(
        w.link.question(unfinished.moves.length, describeSettings(unfinished.settings), describeSettings(s)),
        w.link.replace,
        w.link.keep,
        follow,
        () => {
          forget();
          view.notice(w.link.kept);
        },
      );
    } else follow();
  } else if (read?.ok) {
    const problem = start(read.game, say.restored(describeSettings(read.game.settings)));
    if (problem) newGame(form.read(), say.notRestored(problem));
  } else if (read?.version !== undefined) {
    // Another version's game: the storage warning says where it is kept.
    newGame(form.read(), say.newStarted);
  } else {
    newGame(form.read(), read ? say.notRestored(read.reason) : null);
  }
  root.dataset.ready = '';
}
