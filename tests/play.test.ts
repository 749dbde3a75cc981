/**
 * The Play page's parts (site/scripts/play/), without a browser: the saved game (read back, damaged
 * input refused) and the browser's storage (blocked, full, another version's game kept), the game
 * session over a board made of the engine (R8 take-backs saved, restored and exported), the engine
 * client and the computer player against a fake Worker (crash, hang, Stop, restart), the clocks and
 * their ticker, the PGN it hands out (read back by the engine), take-back depth, draw offers, rule
 * options through the engine, and what the page says. Timers are vitest's fake timers.
 */
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { ChessError, Game, hiddenPlies, readGame, writePgn, LEVEL_IDS, VARIANT_DEFS, type MoveInfo } from '@berserker-chess/engine';
import { GameStore, STORAGE_KEY, readSaved, serialise, type Allowed, type StoreProblem } from '../site/scripts/play/storage';
import { rulesFromValues, valuesFromRules } from '../site/scripts/play/form';
import { ClockTicker, GameClock, afterAction, formatClock, spokenClock, thinkingTime, untilNextChange } from '../site/scripts/play/clock';
import { gamePgn, pgnDate, pgnFileName, playerNames, timeControl } from '../site/scripts/play/pgn';
import { computerAcceptsDraw, pliesToTakeBack } from '../site/scripts/play/logic';
import { EngineClient, EngineError, type WorkerLike } from '../site/scripts/shared/engine/engine-client';
import { ComputerPlayer, type ComputerHost } from '../site/scripts/play/computer';
import { GameSession, replayLine, type PlayBoard } from '../site/scripts/play/session';
import { DrawOffers, type DrawHost } from '../site/scripts/play/draws';
import { PLAY_WORDS } from '../site/scripts/play/words';
import type { FromWorker, ToWorker } from '../site/scripts/shared/engine/protocol';
import type { SavedGame, Settings } from '../site/scripts/play/types';

const allowed: Allowed = {
  variants: VARIANT_DEFS.map((d) => d.id),
  berserkerVariants: VARIANT_DEFS.filter((d) => d.berserker).map((d) => d.id),
  levels: [...LEVEL_IDS],
};
const settings: Settings = { opponent: 'computer', level: 'beginner', colour: 'white', variant: 'berserker', rules: 'trigger=cross; ohNo=on', clock: '5+3' };
const saved: SavedGame = {
  version: 1,
  settings,
  moves: ['e3', 'e5', 'Ng1=Z', 'Nf6'],
  takeBacks: [{ ply: 2, san: 'Nb1=Z', by: 'black' }],
  clocks: { white: 290_000, black: 301_500 },
  ending: null,
  orientation: 'white',
  startedAt: Date.UTC(2026, 10, 21, 14, 5),
};

// ------------------------------------------------------------------ fakes

/** localStorage as a Map, with switches for a full or blocked store. */
class FakeStorage implements Storage {
  readonly data = new Map<string, string>();
  full = false;
  blocked = false;
  writes = 0;
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  key(i: number): string | null {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.writes++;
    this.data.set(k, v);
  }
  removeItem(k: string): void {
    this.data.delete(k);
  }
}

/** A store over `storage`, recording every report of its problems. */
function storeOver(storage: FakeStorage | (() => Storage | null)) {
  const reports: Array<readonly StoreProblem[]> = [];
  const store = new GameStore(typeof storage === 'function' ? storage : () => storage, (p) => reports.push(p));
  return { store, reports };
}

/** A Worker that answers only when the test says so. */
class FakeWorker implements WorkerLike {
  static made: FakeWorker[] = [];
  readonly sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: ToWorker): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  say(m: FromWorker): void {
    this.onmessage?.({ data: m } as MessageEvent);
  }
  ready(): void {
    this.say({ type: 'ready' });
  }
  crash(message = ''): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
  /** Answers the last search or evaluation with `san`. */
  answer(san: string | null = 'e5', score = 0): void {
    const req = [...this.sent].reverse().find((m) => m.type === 'search' || m.type === 'evaluate')!;
    this.say({ type: 'result', id: req.id, san, reason: 'depth', blind: false, ...thinking(score) });
  }
}

const thinking = (score: number) => ({ depth: 2, score, mate: null, whiteScore: score, mateForWhite: null, berserkerMate: false, nodes: 10, nps: 100, pv: [], chooser: 'black' as const });
const spec = { variant: 'chess', rules: '', moves: ['e4'] };

const client = (options: Partial<ConstructorParameters<typeof EngineClient>[0]> = {}) =>
  new EngineClient({ createWorker: () => new FakeWorker(), loadMs: 30_000, marginMs: 10_000, stopGraceMs: 2_000, ...options });

/** Settles the promise callbacks queued so far. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** The part of <berserker-board> the page uses, made of the engine's Game (the real element holds one too). */
class EngineBoard extends EventTarget implements PlayBoard {
  mode = 'play';
  player = 'white';
  orientation = 'white';
  variant = 'chess';
  rules: string | undefined = undefined;
  readonly errors: Array<{ attribute: string | null; message: string }> = [];
  game = new Game();

  get pgn(): string {
    return writePgn(this.game);
  }
  set pgn(text: string) {
    this.game = readGame(text).game;
  }
  get history(): readonly MoveInfo[] {
    return this.game.history;
  }
  get takeBacks() {
    return this.game.takeBackLog.map((t) => ({ ply: t.ply, retracted: t.retracted.san, by: t.by }));
  }
  /** Like the element: Game of Pawns' first move is hidden in play mode (the engine says when). */
  get hiddenPlies(): number {
    return this.mode === 'play' ? hiddenPlies(this.game) : 0;
  }
  canOhNo(): boolean {
    return this.game.canOhNo();
  }
  get ply(): number {
    return this.game.history.length;
  }
  get status() {
    return this.game.status();
  }
  get turn() {
    return this.game.turn;
  }
  get controller() {
    return this.game.controller;
  }
  play(move: string): MoveInfo | null {
    return this.attempt('play', () => this.game.play(move), 'move');
  }
  undo(): MoveInfo | null {
    const m = this.game.undo();
    this.dispatchEvent(new CustomEvent('change'));
    return m;
  }
  ohNo(): MoveInfo | null {
    return this.attempt('ohNo', () => this.game.ohNo(), 'change');
  }
  last(): void {}
  setPosition(_fen: string, moves = ''): boolean {
    this.game = new Game({ variant: this.variant, ...(this.rules ? { rules: this.rules } : {}) });
    for (const m of moves.split(' ').filter(Boolean)) if (!this.play(m)) return false;
    return true;
  }
  legalMoves(): MoveInfo[] {
    return this.game.legalMoves();
  }
  removeAttribute(name: string): void {
    if (name === 'rules') this.rules = undefined;
  }
  private attempt(method: string, act: () => MoveInfo, event: string): MoveInfo | null {
    try {
      const m = act();
      this.dispatchEvent(new CustomEvent(event));
      return m;
    } catch (e) {
      this.dispatchEvent(new CustomEvent('error', { detail: { attribute: null, method, message: (e as Error).message } }));
      return null;
    }
  }
}

const twoPlayers: Settings = { opponent: 'human', level: 'beginner', colour: 'white', variant: 'berserker', rules: 'ohNo=on', clock: 'none' };

// ------------------------------------------------------------------ the saved game

describe('saved game', () => {
  it('round-trips', () => {
    expect(STORAGE_KEY).toMatch(/play/);
    expect(readSaved(serialise(saved), allowed)).toEqual({ ok: true, game: saved });
  });
  it('reads nothing as nothing', () => {
    expect(readSaved(null, allowed)).toBeNull();
    expect(readSaved('', allowed)).toBeNull();
  });
  it('refuses damaged or foreign data with a reason, never throws', () => {
    const bad: Array<[unknown, RegExp]> = [
      ['{not json', /not readable/],
      [[1, 2], /not readable/],
      [{ ...saved, version: 2 }, /another version/],
      [{ ...saved, settings: { ...settings, variant: 'nonsense' } }, /unknown variant/],
      [{ ...saved, settings: { ...settings, level: 'grandmaster' } }, /unknown level/],
      [{ ...saved, settings: { ...settings, colour: 'red' } }, /unknown colour/],
      [{ ...saved, settings: { ...settings, opponent: 'cat' } }, /unknown opponent/],
      [{ ...saved, settings: { ...settings, rules: 'trigger=sideways' } }, /unknown rules/],
      [{ ...saved, settings: { ...settings, rules: 'trigger=cross; trigger=center' } }, /unknown rules/],
      [{ ...saved, settings: { ...settings, rules: 42 } }, /unknown rules/],
      [{ ...saved, settings: { ...settings, variant: 'chess' } }, /no Berserker rule options/],
      [{ ...saved, settings: { ...settings, clock: '1+0' } }, /unknown clock/],
      [{ ...saved, moves: 'e4 e5' }, /moves are damaged/],
      [{ ...saved, moves: ['e4', '<img src=x>'] }, /moves are damaged/],
      [{ ...saved, moves: ['e4', 42] }, /moves are damaged/],
      [{ ...saved, takeBacks: [{ ply: 9, san: 'e4', by: 'white' }] }, /take-backs are damaged/],
      [{ ...saved, takeBacks: [{ ply: 1, san: 'e4', by: 'red' }] }, /take-backs are damaged/],
      [{ ...saved, takeBacks: [{ ply: 1, san: 'e4' }] }, /take-backs are damaged/],
      [{ ...saved, clocks: { white: -1, black: 5 } }, /clocks are damaged/],
      [{ ...saved, clocks: null }, /clocks are damaged/],
      [{ ...saved, ending: { result: '1-0', reason: 'resignation', winner: 'black' } }, /does not add up/],
      [{ ...saved, ending: { result: '1-0', reason: 'boredom', winner: 'white' } }, /bad ending/],
    ];
    for (const [data, reason] of bad) {
      const r = readSaved(typeof data === 'string' ? data : JSON.stringify(data), allowed);
      expect(r?.ok, JSON.stringify(data).slice(0, 80)).toBe(false);
      expect(r && !r.ok ? r.reason : '').toMatch(reason);
    }
  });
  it('says which version another version\'s game is from', () => {
    const r = readSaved(JSON.stringify({ ...saved, version: 2 }), allowed);
    expect(r && !r.ok && r.version).toBe('2');
    expect(readSaved('{not json', allowed)).toEqual({ ok: false, reason: 'the saved game is not readable' });
  });
  it('keeps the rule options in the engine\'s canonical text', () => {
    const r = readSaved(serialise({ ...saved, settings: { ...settings, rules: 'OHNO=on; trigger=cross' } }), allowed);
    expect(r?.ok && r.game.settings.rules).toBe('trigger=cross; ohNo=on');
  });
  it('keeps a valid ending and a game without clocks', () => {
    const g = { ...saved, settings: { ...settings, clock: 'none' as const }, clocks: null, ending: { result: '0-1' as const, reason: 'time-forfeit' as const, winner: 'black' as const } };
    expect(readSaved(serialise(g), allowed)).toEqual({ ok: true, game: g });
  });
});

describe('the browser\'s storage', () => {
  it('saves and loads the game', () => {
    const storage = new FakeStorage();
    const { store, reports } = storeOver(storage);
    expect(store.save(saved)).toBe(true);
    expect(store.load(allowed)).toEqual({ ok: true, game: saved });
    expect(reports).toEqual([]);
  });
  it('reports full storage once, visibly, however often it fails, and clears the report when saving works again', () => {
    const storage = new FakeStorage();
    const { store, reports } = storeOver(storage);
    storage.full = true;
    for (let i = 0; i < 5; i++) expect(store.save(saved)).toBe(false);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.map((p) => p.kind)).toEqual(['full']);
    expect(reports[0]![0]!.message).toMatch(/will not survive a reload/);
    storage.full = false;
    expect(store.save(saved)).toBe(true);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toEqual([]);
  });
  it('reports storage that throws on reading (or cannot be reached at all) once, and starts without a game', () => {
    const storage = new FakeStorage();
    storage.blocked = true;
    const { store, reports } = storeOver(storage);
    expect(store.load(allowed)).toBeNull();
    store.save(saved);
    store.save(saved);
    expect(reports.flat().map((p) => p.kind)).toContain('blocked');
    expect(new Set(reports.map((r) => JSON.stringify(r))).size).toBe(reports.length);
    const unreachable = storeOver(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(unreachable.store.load(allowed)).toBeNull();
    expect(unreachable.store.save(saved)).toBe(false);
    expect(unreachable.reports.at(-1)!.map((p) => p.kind).sort()).toEqual(['blocked', 'full']);
  });
  it('keeps another version\'s game under its own key before saving over it, and says where', () => {
    const storage = new FakeStorage();
    const theirs = JSON.stringify({ version: 2, game: { moves: '1. e4 e5' } });
    storage.data.set(STORAGE_KEY, theirs);
    const { store, reports } = storeOver(storage);
    const read = store.load(allowed);
    expect(read).toMatchObject({ ok: false, version: '2' });
    expect(storage.data.get(`${STORAGE_KEY}:v2`)).toBe(theirs);
    expect(reports).toHaveLength(1);
    expect(reports[0]![0]).toMatchObject({ kind: 'other-version' });
    expect(reports[0]![0]!.message).toContain(`${STORAGE_KEY}:v2`);
    expect(store.save(saved)).toBe(true);
    expect(storage.data.get(`${STORAGE_KEY}:v2`)).toBe(theirs);
    expect(readSaved(storage.data.get(STORAGE_KEY)!, allowed)).toEqual({ ok: true, game: saved });
    expect(reports).toHaveLength(1);
  });
  it('never writes over another version\'s game it cannot keep elsewhere', () => {
    const storage = new FakeStorage();
    const theirs = JSON.stringify({ version: 3 });
    storage.data.set(STORAGE_KEY, theirs);
    storage.full = true;
    const { store, reports } = storeOver(storage);
    store.load(allowed);
    storage.full = false;
    expect(store.save(saved)).toBe(false);
    expect(store.save(saved)).toBe(false);
    expect(storage.data.get(STORAGE_KEY)).toBe(theirs);
    expect(storage.writes).toBe(0);
    expect(reports).toHaveLength(1);
    expect(reports[0]![0]!.message).toMatch(/will not be saved/);
  });
  it('keeps another version\'s game written meanwhile (another tab) before saving', () => {
    const storage = new FakeStorage();
    const { store } = storeOver(storage);
    expect(store.save(saved)).toBe(true);
    const theirs = JSON.stringify({ version: 2, other: true });
    storage.data.set(STORAGE_KEY, theirs);
    expect(store.save(saved)).toBe(true);
    expect(storage.data.get(`${STORAGE_KEY}:v2`)).toBe(theirs);
  });
  it('keeps preferences quietly', () => {
    const storage = new FakeStorage();
    const { store, reports } = storeOver(storage);
    store.setPreference('k', 'on');
    expect(store.preference('k')).toBe('on');
    storage.blocked = true;
    expect(store.preference('k')).toBeNull();
    store.setPreference('k', 'off');
    expect(reports).toEqual([]);
  });
});

// ------------------------------------------------------------------ the game session

describe('game session (over a board made of the engine)', () => {
  /** Two players, ohNo=on: White plays d3, takes it back (R8), plays e3 — White's take-back is used and White acted last. */
  function gameWithTakeBack() {
    const board = new EngineBoard();
    const session = new GameSession(board, twoPlayers);
    expect(session.restore({ ...saved, settings: twoPlayers, moves: [], takeBacks: [], clocks: null })).toBeNull();
    board.play('d3');
    session.read();
    expect(session.canTakeBack()).toBe(true);
    const { move, by } = session.ohNo();
    expect([move?.san, by]).toEqual(['d3', 'white']);
    session.read();
    board.play('e3');
    session.read();
    return { board, session };
  }

  it('an Oh No! take-back saved and restored keeps its record and forbids a second take-back', () => {
    const { session } = gameWithTakeBack();
    expect(session.canTakeBack()).toBe(false);
    const storage = new FakeStorage();
    const { store } = storeOver(storage);
    store.save(session.toSaved(null, 'white'));

    const board = new EngineBoard();
    const restored = new GameSession(board, twoPlayers);
    const read = store.load(allowed);
    if (!read?.ok) throw new Error(`not restored: ${JSON.stringify(read)}`);
    expect(restored.restore(read.game)).toBeNull();
    expect(restored.line).toEqual(['e3']);
    expect(restored.takeBacks).toEqual([{ ply: 0, san: 'd3', by: 'white' }]);
    expect(board.game.takeBackLog.map((t) => [t.retracted.san, t.by])).toEqual([['d3', 'white']]);
    // White acted last, so only the record stops a second take-back: the page and the engine both refuse it.
    expect(restored.lastDecider()).toBe('white');
    expect(restored.canTakeBack()).toBe(false);
    const again = restored.ohNo();
    expect(again.move).toBeNull();
    expect(again.refused).toMatch(/already used/);
    expect(board.history.map((m) => m.san)).toEqual(['e3']);
  });

  it('an Oh No! take-back exported as PGN is read back by the engine with its record, and a second take-back is refused', () => {
    const { session } = gameWithTakeBack();
    const pgn = gamePgn(session.game(), { settings: twoPlayers, levelName: 'Beginner', startedAt: saved.startedAt, site: 'example.org', ending: null });
    expect(pgn).toMatch(/\{ ?Oh no! d3 ?\}/);
    const back = readGame(pgn).game;
    expect(back.history.map((m) => m.san)).toEqual(['e3']);
    expect(back.takeBackLog.map((t) => [t.retracted.san, t.by])).toEqual([['d3', 'white']]);
    expect(back.canOhNo('white')).toBe(false);
    expect(() => back.ohNo()).toThrow(ChessError);
  });

  it('a take-back still pending (not yet replaced) survives a reload too', () => {
    const board = new EngineBoard();
    const session = new GameSession(board, twoPlayers);
    session.restore({ ...saved, settings: twoPlayers, moves: [], takeBacks: [], clocks: null });
    board.play('e3');
    board.play('e5');
    session.read();
    session.ohNo();
    session.read();
    const copy = new GameSession(new EngineBoard(), twoPlayers);
    expect(copy.restore(session.toSaved(null, 'white'))).toBeNull();
    expect(copy.line).toEqual(['e3']);
    expect(copy.usedOhNo('black')).toBe(true);
    expect(readGame(gamePgn(copy.game(), { settings: twoPlayers, levelName: 'Beginner', startedAt: 0, site: '', ending: null })).game.ohNoUsed()).toEqual({ white: false, black: true });
  });

  it("takes R8's record from the board: undoing the moves before a take-back drops it, as the engine does", () => {
    const board = new EngineBoard();
    const session = new GameSession(board, twoPlayers);
    session.restore({ ...saved, settings: twoPlayers, moves: ['e3', 'e5'], takeBacks: [], clocks: null });
    board.play('Nb1=Z');
    session.ohNo();
    session.read();
    board.play('Ng1=Z');
    session.read();
    expect(session.takeBacks).toEqual([{ ply: 2, san: 'Nb1=Z', by: 'black' }]);
    expect(session.toSaved(null, 'white').takeBacks).toEqual([{ ply: 2, san: 'Nb1=Z', by: 'black' }]);
    session.undo(1);
    session.read();
    expect(session.takeBacks).toEqual([{ ply: 2, san: 'Nb1=Z', by: 'black' }]);
    session.undo(1);
    session.read();
    expect(session.line).toEqual(['e3']);
    expect(session.takeBacks).toEqual([]);
    expect(session.usedOhNo('black')).toBe(false);
  });

  it('a saved game with two take-backs by one player is refused by the engine when replayed (R8: once per game)', () => {
    const session = new GameSession(new EngineBoard(), twoPlayers);
    const problem = session.restore({ ...saved, settings: twoPlayers, moves: ['e3', 'e6'], takeBacks: [{ ply: 0, san: 'd3', by: 'white' }, { ply: 2, san: 'Nf3', by: 'white' }], clocks: null });
    expect(problem).toMatch(/take-back of Nf3 cannot be replayed \(.*already used/);
  });

  it('refuses a saved game whose moves the engine does not accept, naming the move', () => {
    const session = new GameSession(new EngineBoard(), twoPlayers);
    const problem = session.restore({ ...saved, settings: twoPlayers, moves: ['d3', 'e5', 'Qh5'], takeBacks: [{ ply: 0, san: 'e3', by: 'white' }], clocks: null });
    expect(problem).toMatch(/move 3 \(Qh5\) cannot be replayed/);
    expect(session.restore({ ...saved, settings: twoPlayers, moves: ['d3'], takeBacks: [{ ply: 1, san: 'Qh5', by: 'black' }], clocks: null })).toMatch(/take-back of Qh5 cannot be replayed/);
    expect(replayLine(['e4'], [{ ply: 0, san: 'zz', by: 'white' }], { play: () => 'not legal', ohNo: () => null })).toMatch(/take-back of zz/);
  });

  it('scores endings the board cannot see with the engine\'s points (R9)', () => {
    const session = new GameSession(new EngineBoard(), { ...twoPlayers, variant: 'chess', rules: '' });
    session.restore({ ...saved, settings: { ...twoPlayers, variant: 'chess', rules: '' }, moves: ['e4'], takeBacks: [], clocks: null });
    expect(session.result()).toBeNull();
    session.finish({ result: '0-1', reason: 'resignation', winner: 'black' }, writePgn(session.game()));
    expect(session.result()).toMatchObject({ over: true, winner: 'black', points: { white: 0, black: 1 } });
    expect(session.canTakeBack()).toBe(false);
  });

  it('reads R9\'s 2 points for a Berserker checkmate from the board', () => {
    const board = new EngineBoard();
    const session = new GameSession(board, twoPlayers);
    board.game = new Game({ variant: 'berserker', fen: '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t' });
    board.play('Zf7#');
    session.read();
    expect(session.over).toBe(true);
    expect(session.result()).toMatchObject({ reason: 'berserker-checkmate', winner: 'white', points: { white: 2, black: 0 } });
  });

  it("Game of Pawns' hidden first move: saved from the board's record, left out of what the page shows", () => {
    const gop: Settings = { ...twoPlayers, variant: 'game-of-pawns', rules: '' };
    const board = new EngineBoard();
    const session = new GameSession(board, gop);
    session.restore({ ...saved, settings: gop, moves: [], takeBacks: [], clocks: null });
    expect(session.choosingHidden()).toBe(true); // White's first move will be hidden
    board.play('e4');
    expect(session.read()).toMatchObject({ changed: true, grew: true });
    expect(session.hidden).toBe(1);
    expect(session.choosingHidden()).toBe(false);
    expect(session.end.controller).toBe('black');
    expect(session.toSaved(null, 'white').moves).toEqual(['e4']);
    expect(session.game().history.map((m) => m.san)).toEqual(['e4']);
    expect(session.shownGame().history).toEqual([]);
    expect(writePgn(session.shownGame())).not.toContain('e4');
    board.play('d5');
    session.read();
    expect(session.hidden).toBe(0);
    expect(session.shownGame().history.map((m) => m.san)).toEqual(['e4', 'd5']);
    // Restored mid-secret (a reload after White's move): hidden again, the move kept.
    const copy = new GameSession(new EngineBoard(), gop);
    expect(copy.restore({ ...saved, settings: gop, moves: ['e4'], takeBacks: [], clocks: null })).toBeNull();
    expect([copy.hidden, copy.line, copy.shownGame().history.length]).toEqual([1, ['e4'], 0]);
  });

  it('nothing is hidden in other variants', () => {
    const board = new EngineBoard();
    const session = new GameSession(board, { ...twoPlayers, variant: 'chess', rules: '' });
    session.restore({ ...saved, settings: { ...twoPlayers, variant: 'chess', rules: '' }, moves: [], takeBacks: [], clocks: null });
    expect(session.choosingHidden()).toBe(false);
    board.play('e4');
    session.read();
    expect([session.hidden, session.shownGame().history.length]).toEqual([0, 1]);
  });
});

// ------------------------------------------------------------------ the engine client and the computer

describe('engine client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('answers a search, with progress', async () => {
    const c = client();
    const infos: number[] = [];
    const req = c.search(spec, 'beginner', 300, (t) => infos.push(t.depth));
    const w = FakeWorker.made[0]!;
    expect(w.sent).toEqual([{ type: 'search', id: req.id, game: spec, level: 'beginner', movetime: 300 }]);
    w.ready();
    w.say({ type: 'info', id: req.id, ...thinking(10) });
    w.answer('e5');
    await expect(req.answer).resolves.toMatchObject({ san: 'e5' });
    expect(infos).toEqual([2]);
  });

  it('after a crash rejects what was pending and starts a fresh worker for the next request', async () => {
    const c = client();
    const first = c.search(spec, 'beginner', 300);
    FakeWorker.made[0]!.ready();
    FakeWorker.made[0]!.crash('out of memory');
    await expect(first.answer).rejects.toMatchObject({ kind: 'crashed', message: 'out of memory' });
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    const second = c.search(spec, 'beginner', 300);
    expect(FakeWorker.made).toHaveLength(2);
    FakeWorker.made[1]!.ready();
    FakeWorker.made[1]!.answer('e5');
    await expect(second.answer).resolves.toMatchObject({ san: 'e5' });
  });

  it('a worker whose script does not load counts as crashed, and the next request tries a new one', async () => {
    const c = client();
    const first = c.search(spec, 'beginner', 300);
    FakeWorker.made[0]!.crash();
    await expect(first.answer).rejects.toBeInstanceOf(EngineError);
    c.search(spec, 'beginner', 300);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('times out a search that never answers (movetime plus the margin), and replaces the hung worker', async () => {
    const c = client();
    const req = c.search(spec, 'beginner', 300);
    const w = FakeWorker.made[0]!;
    w.ready();
    let settled = false;
    req.answer.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10_299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(req.answer).rejects.toMatchObject({ kind: 'timeout' });
    expect(w.terminated).toBe(true);
    c.search(spec, 'beginner', 300);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('Stop always ends the wait: the best move so far, or a timeout after a short grace', async () => {
    const c = client();
    const answered = c.search(spec, 'strong', 3000);
    FakeWorker.made[0]!.ready();
    c.stop(answered.id);
    expect(FakeWorker.made[0]!.sent.at(-1)).toEqual({ type: 'stop', id: answered.id });
    FakeWorker.made[0]!.answer('e5');
    await expect(answered.answer).resolves.toMatchObject({ san: 'e5' });

    const silent = c.search(spec, 'strong', 3000);
    c.stop(silent.id);
    const outcome = expect(silent.answer).rejects.toMatchObject({ kind: 'timeout', message: /did not stop/ });
    await vi.advanceTimersByTimeAsync(2_000);
    await outcome;
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('times out a worker that never says it is ready', async () => {
    const c = client();
    const req = c.search(spec, 'beginner', 300);
    const outcome = expect(req.answer).rejects.toMatchObject({ kind: 'timeout', message: /did not start/ });
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
  });

  it('times only the oldest request: a queued one waits its turn', async () => {
    const c = client();
    const a = c.search(spec, 'beginner', 300);
    const b = c.evaluate(spec);
    const w = FakeWorker.made[0]!;
    w.ready();
    await vi.advanceTimersByTimeAsync(10_000);
    w.say({ type: 'result', id: a.id, san: 'e5', reason: 'depth', blind: false, ...thinking(0) });
    await vi.advanceTimersByTimeAsync(10_000);
    w.say({ type: 'result', id: b.id, san: 'e5', reason: 'depth', blind: false, ...thinking(30) });
    await expect(a.answer).resolves.toMatchObject({ san: 'e5' });
    await expect(b.answer).resolves.toMatchObject({ score: 30 });
  });

  it('cancel answers null and drops the late answer', async () => {
    const c = client();
    const req = c.search(spec, 'beginner', 300);
    const w = FakeWorker.made[0]!;
    w.ready();
    c.cancel(req.id);
    expect(w.sent.at(-1)).toEqual({ type: 'cancel', id: req.id });
    await expect(req.answer).resolves.toBeNull();
    w.answer('e5');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(w.terminated).toBe(false);
  });

  it('says when no worker can be made, and tries again next time', async () => {
    let attempts = 0;
    const c = client({
      createWorker: () => {
        attempts++;
        throw new Error('no module workers');
      },
    });
    await expect(c.search(spec, 'beginner', 300).answer).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(c.evaluate(spec).answer).rejects.toMatchObject({ kind: 'unavailable' });
    expect(attempts).toBe(2);
  });
});

describe('the computer player', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.made = [];
  });
  afterEach(() => vi.useRealTimers());

  function setup() {
    const log: string[] = [];
    let key = 'e4';
    const host: ComputerHost = {
      toAct: () => true,
      key: () => key,
      spec: () => spec,
      level: () => 'beginner',
      movetime: () => 300,
      replyDelay: () => 350,
      answered: () => true,
      play: (san) => {
        log.push(`play ${san}`);
        key = `${key} ${san}`;
      },
      changed: () => {},
      failed: (text) => log.push(`failed ${text}`),
    };
    const player = new ComputerPlayer(client(), host, () => Date.now());
    return { player, log, setKey: (k: string) => (key = k) };
  }
  const worker = () => FakeWorker.made.at(-1)!;

  it('plays its answer after the reply delay', async () => {
    const { player, log } = setup();
    player.maybeThink();
    worker().ready();
    worker().answer('e5');
    await flush();
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(350);
    expect(log).toEqual(['play e5']);
  });

  it('after a crash asks again on a fresh worker, and moves', async () => {
    const { player, log } = setup();
    player.maybeThink();
    worker().crash('boom');
    await flush();
    expect(FakeWorker.made).toHaveLength(2);
    expect(player.thinking).not.toBeNull();
    worker().ready();
    worker().answer('e5');
    await vi.advanceTimersByTimeAsync(350);
    expect(log).toEqual(['play e5']);
  });

  it('failing twice, it tells the player, does not wait for good, and tries again when asked or in a new game', async () => {
    const { player, log } = setup();
    player.maybeThink();
    worker().crash('boom');
    await flush();
    worker().crash('boom');
    await flush();
    expect(player.thinking).toBeNull();
    expect(player.stuck).toMatch(/stopped working \(boom\).*has not moved/);
    expect(log).toEqual([expect.stringMatching(/^failed The computer stopped working/)]);
    player.maybeThink();
    expect(FakeWorker.made).toHaveLength(2);
    player.retry();
    expect(FakeWorker.made).toHaveLength(3);
    worker().crash();
    await flush();
    // A new game (the regression: "The computer moves first." and then nothing): the computer asks a fresh worker.
    player.reset();
    expect(player.stuck).toBeNull();
    player.maybeThink();
    expect(FakeWorker.made.length).toBeGreaterThan(3);
    worker().ready();
    worker().answer('d5');
    await vi.advanceTimersByTimeAsync(350);
    expect(log.at(-1)).toBe('play d5');
  });

  it('Stop on a hung search: the thinking ends within the grace, and the player is told', async () => {
    const { player, log } = setup();
    player.maybeThink();
    worker().ready();
    player.stop();
    expect(player.thinking?.stopRequested).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(player.thinking).toBeNull();
    expect(log).toEqual([expect.stringMatching(/did not answer \(it did not stop when asked\), so it was restarted/)]);
    expect(player.stuck).not.toBeNull();
  });

  it('a search that never answers ends with a message, not "thinking" for good', async () => {
    const { player, log } = setup();
    player.maybeThink();
    worker().ready();
    await vi.advanceTimersByTimeAsync(10_300);
    expect(player.thinking).toBeNull();
    expect(log[0]).toMatch(/did not answer in time/);
  });

  it('Stop after the answer plays it at once; a changed position drops the answer', async () => {
    const { player, log, setKey } = setup();
    player.maybeThink();
    worker().ready();
    worker().answer('e5');
    await flush();
    player.stop();
    expect(log).toEqual(['play e5']);
    player.maybeThink();
    worker().answer('Nf6');
    await flush();
    setKey('something else');
    await vi.advanceTimersByTimeAsync(350);
    expect(log).toEqual(['play e5']);
  });
});

// ------------------------------------------------------------------ rules, clocks, PGN, words

describe('rule options through the engine', () => {
  it('the form\'s values become the engine\'s canonical rules text, and back', () => {
    expect(rulesFromValues({ trigger: 'center', release: 'opponent-places', capture: 'owner-turn', threat: 'placer', ohNo: 'off' })).toBe('');
    const t = rulesFromValues({ trigger: 'cross', threat: 'none', ohNo: 'on' });
    expect(t).toBe('trigger=cross; threat=none; ohNo=on');
    expect(valuesFromRules(t)).toEqual({ trigger: 'cross', release: 'opponent-places', capture: 'owner-turn', threat: 'none', ohNo: 'on' });
    expect(new Game({ variant: 'berserker', rules: t }).variant.rules?.ohNo).toBe(true);
    expect(rulesFromValues({ trigger: 'maybe' })).toBe('');
  });
});

describe('clocks', () => {
  it('runs the clock of whoever decides, adds the increment after each decision, starts after the first action', () => {
    const c = new GameClock(300_000, 3_000);
    expect(c.running).toBeNull();
    // 1. e4: the first action starts the clocks (no increment). Trigger: Black's turn, but White places.
    afterAction(c, 'white', 'white', 1_000, true);
    expect(c.running).toBe('white');
    expect(c.remaining('white', 11_000)).toBe(290_000);
    expect(c.remaining('black', 11_000)).toBe(300_000);
    // White places Black's Berserker after 10 s: +3 s, and White decides again.
    afterAction(c, 'white', 'white', 11_000, false);
    expect(c.remaining('white', 11_000)).toBe(293_000);
    afterAction(c, 'white', 'black', 21_000, false);
    expect(c.remaining('white', 21_000)).toBe(286_000);
    expect(c.running).toBe('black');
    expect(c.remaining('black', 321_000)).toBe(0);
    expect(c.flagged(320_999)).toBeNull();
    expect(c.flagged(321_000)).toBe('black');
    c.setRunning(null, 25_000);
    expect(c.snapshot(99_999)).toEqual({ white: 286_000, black: 296_000 });
  });
  it('restores from saved times', () => {
    const c = new GameClock(600_000, 5_000, { white: 12_345, black: 600_000 });
    expect(c.remaining('white', 0)).toBe(12_345);
  });
  it('formats and speaks the time', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(65_001)).toBe('1:06');
    expect(formatClock(59_000)).toBe('0:59');
    expect(formatClock(9_450)).toBe('9.4');
    expect(formatClock(-5)).toBe('0.0');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(spokenClock(65_000)).toBe('1 minute 5 seconds');
    expect(spokenClock(120_000)).toBe('2 minutes');
    expect(spokenClock(0)).toBe('0 seconds');
  });
  it('knows when the shown time next changes', () => {
    for (const ms of [300_000, 65_001, 10_500, 10_000, 9_450, 9_400, 50, 1]) {
      const wait = untilNextChange(ms);
      expect(wait, String(ms)).toBeGreaterThan(0);
      // Under a tenth of a second the text stays 0.0: the next change is the flag fall.
      if (ms < 100) expect(ms - wait, String(ms)).toBe(0);
      else expect(formatClock(ms - wait), String(ms)).not.toBe(formatClock(ms));
      if (wait > 1) expect(formatClock(ms - wait + 1), String(ms)).toBe(formatClock(ms));
    }
    expect(untilNextChange(0)).toBe(0);
  });
  it('ticks when the shown time changes and at the flag fall, and not when no clock runs', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const ticks: number[] = [];
      const c = new GameClock(1_000, 0);
      const ticker = new ClockTicker(() => {
        ticks.push(now);
        ticker.schedule(c);
      }, () => now);
      ticker.schedule(c);
      expect(ticker.scheduled).toBe(false);
      c.setRunning('white', 0);
      ticker.schedule(c);
      for (let i = 0; i < 20 && ticker.scheduled; i++) {
        const step = vi.getTimerCount() ? untilNextChange(c.remaining('white', now)) : 0;
        now += step;
        vi.advanceTimersByTime(step);
      }
      expect(ticks.at(-1)).toBe(1_000);
      expect(c.flagged(now)).toBe('white');
      expect(ticks.length).toBeGreaterThan(5);
      c.setRunning(null, now);
      ticker.schedule(c);
      expect(ticker.scheduled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
  it('lets the computer think less when its time is short', () => {
    expect(thinkingTime(1_500, null, 0)).toBe(1_500);
    expect(thinkingTime(1_500, 300_000, 3_000)).toBe(1_500);
    expect(thinkingTime(3_000, 30_000, 0)).toBe(1_000);
    expect(thinkingTime(3_000, 1_000, 0)).toBe(100);
  });
});

describe('PGN', () => {
  const facts = { settings, levelName: 'Beginner', startedAt: saved.startedAt, site: 'example.org' };
  it('adds players, date and a result the position does not show; the engine reads it back with the take-back', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    for (const m of ['e3', 'e5', 'Nb1=Z']) g.play(m);
    g.ohNo();
    for (const m of ['Ng1=Z', 'Nf6']) g.play(m);
    expect(playerNames(settings, 'Beginner')).toEqual({ white: 'You', black: 'Computer (Beginner)' });
    const out = gamePgn(g, { ...facts, ending: { result: '0-1', reason: 'resignation', winner: 'black' } });
    expect(out).toMatch(/^\[Event "Berserker Chess site: game against the computer \(Beginner\)"\]/);
    expect(out).toContain('[Date "2026.11.21"]');
    expect(out).toContain('[Result "0-1"]');
    expect(out).toContain('[TimeControl "300+3"]');
    expect(out).toContain('[Termination "normal"]');
    expect(out.trim().endsWith('0-1')).toBe(true);
    expect(out).toBe(writePgn(g, { tags: { Event: 'Berserker Chess site: game against the computer (Beginner)', Site: 'example.org', Date: '2026.11.21', White: 'You', Black: 'Computer (Beginner)', TimeControl: '300+3', Result: '0-1', Termination: 'normal' } }));
    const back = readGame(out);
    expect(back.game.history.map((m) => m.san)).toEqual(g.history.map((m) => m.san));
    expect(back.game.takeBackLog.map((t) => t.retracted.san)).toEqual(['Nb1=Z']);
    expect(back.game.variant.rules?.ohNo).toBe(true);
    expect(back.record.tags).toContainEqual(['White', 'You']);
  });
  it('a flag fall is a time forfeit; an unfinished game stays unfinished; tag values are escaped by the engine', () => {
    const g = new Game({ variant: 'chess' });
    expect(gamePgn(g, { ...facts, ending: { result: '1-0', reason: 'time-forfeit', winner: 'white' } })).toContain('[Termination "time forfeit"]');
    const open = gamePgn(g, { ...facts, settings: { ...settings, opponent: 'human', clock: 'none' }, ending: null });
    expect(open).toContain('[Result "*"]');
    expect(open).toContain('[White "White player"]');
    expect(open).toContain('[TimeControl "-"]');
    const odd = gamePgn(g, { ...facts, levelName: 'A "quoted" \\ name', ending: null });
    expect(readGame(odd).record.tags).toContainEqual(['Black', 'Computer (A "quoted" \\ name)']);
  });
  it('names the file after the game', () => {
    expect(pgnDate(saved.startedAt)).toBe('2026.11.21');
    expect(timeControl('10+5')).toBe('600+5');
    expect(pgnFileName(settings, new Date(2026, 10, 21, 14, 5).getTime())).toBe('berserker-chess-berserker-vs-computer-2026-11-21-1405.pgn');
    expect(pgnFileName({ ...settings, opponent: 'human', variant: 'berserker-brawl' }, new Date(2026, 0, 2, 3, 4).getTime())).toBe('berserker-chess-berserker-brawl-two-players-2026-01-02-0304.pgn');
  });
});

describe('take back against the computer', () => {
  it('goes back to the human\'s last decision, including placements the human made for the computer', () => {
    // 1. e4 (human) triggers: 1... Ng8=Z is Black's turn but White (the human) places; 2. Nf3 (human); 2... d6 (computer).
    const g = new Game({ variant: 'berserker' });
    for (const m of ['e4']) g.play(m);
    const release = g.legalMoves()[0]!.san;
    g.play(release);
    g.play('Nf3');
    g.play(g.legalMoves().find((m) => m.san === 'd6')!.san);
    const controllers = g.history.map((m) => m.controller);
    expect(controllers).toEqual(['white', 'white', 'white', 'black']);
    expect(pliesToTakeBack(controllers, 'white')).toBe(2);
    expect(pliesToTakeBack(controllers.slice(0, 3), 'white')).toBe(1);
    expect(pliesToTakeBack(['white'], 'black')).toBe(0);
    // The computer placed the human's Berserker and moved: both go with the human's move before them.
    expect(pliesToTakeBack(['white', 'black', 'black', 'black'], 'white')).toBe(4);
  });
});

describe('draw offers', () => {
  it('the computer accepts when about equal or worse for it, declines when better', () => {
    expect(computerAcceptsDraw(0, null)).toBe(true);
    expect(computerAcceptsDraw(50, null)).toBe(true);
    expect(computerAcceptsDraw(-300, null)).toBe(true);
    expect(computerAcceptsDraw(51, null)).toBe(false);
    expect(computerAcceptsDraw(30000, 3)).toBe(false);
    expect(computerAcceptsDraw(-30000, -2)).toBe(true);
  });
});

describe('draw offers (the flow)', () => {
  function setup(human: 'white' | 'black' | null, judgement: Promise<{ chooser: 'white' | 'black'; score: number; mate: number | null } | null> = Promise.resolve(null)) {
    const log: string[] = [];
    let key = 'e4 e5';
    let question: { yes: () => void; no: () => void } | null = null;
    const host: DrawHost = {
      human: () => human,
      computer: () => (human ? (human === 'white' ? 'black' : 'white') : null),
      controller: () => 'white',
      key: () => key,
      over: () => log.some((l) => l.startsWith('agreed')),
      thinking: () => false,
      judge: () => judgement.then((a) => (a ? { ...thinking(a.score), ...a, san: null, reason: 'depth', blind: false } : null)),
      ask: (text, _yes, _no, onYes, onNo) => {
        log.push(`ask ${text}`);
        question = { yes: onYes, no: onNo };
      },
      notice: (text) => log.push(`notice ${text}`),
      agreed: (text) => log.push(`agreed ${text}`),
      changed: () => {},
    };
    return { draws: new DrawOffers(host), log, answer: (yes: boolean) => (yes ? question!.yes() : question!.no()), move: (k: string) => (key = k) };
  }
  it('between two players: the other player accepts, or declines and it is not offered again in that position', () => {
    const a = setup(null);
    a.draws.make();
    expect(a.log[0]).toBe('ask White offers a draw. Black, do you accept?');
    expect(a.draws.canOffer(2)).toBe(false);
    a.answer(true);
    expect(a.log.at(-1)).toBe('agreed Black accepts the draw.');
    const b = setup(null);
    b.draws.make();
    b.answer(false);
    expect(b.log.at(-1)).toBe('notice Black declines the draw.');
    expect(b.draws.canOffer(2)).toBe(false);
    b.move('e4 e5 Nf3');
    expect(b.draws.canOffer(3)).toBe(true);
    expect(b.draws.canOffer(0)).toBe(false);
  });
  it('against the computer: it judges the position from its own side', async () => {
    // The computer (Black) scores the position +0.30 for itself: about equal, it accepts.
    const a = setup('white', Promise.resolve({ chooser: 'black', score: 30, mate: null }));
    a.draws.make();
    await flush();
    expect(a.log.at(-1)).toBe('agreed The computer accepts your draw offer.');
    // White (the chooser) stands 2 pawns worse, so Black stands 2 pawns better: it declines.
    const b = setup('white', Promise.resolve({ chooser: 'white', score: -200, mate: null }));
    b.draws.make();
    await flush();
    expect(b.log.at(-1)).toBe('notice The computer declines your draw offer: it judges the position +2.00 for itself.');
    expect(b.draws.canOffer(2)).toBe(false);
  });
  it('an offer made while the computer thinks is judged by its search, and lapses when the position changes', () => {
    const a = setup('white');
    a.draws.make();
    expect(a.draws.searchAnswered({ ...thinking(500), san: 'e5', reason: 'depth', blind: false })).toBe(true);
    expect(a.log.at(-1)).toMatch(/declines your draw offer \(it judges the position \+5\.00 for itself\) and plays on/);
    const b = setup('white');
    b.draws.make();
    b.move('e4 e5 Nf3');
    expect(b.draws.positionChanged()).toBe(true);
    expect(b.draws.searchAnswered({ ...thinking(-500), san: 'e5', reason: 'depth', blind: false })).toBe(true);
    expect(b.log.some((l) => l.startsWith('agreed'))).toBe(false);
  });
});

describe('words', () => {
  const { describeSettings, formatScore, takeBackHint, turnText } = PLAY_WORDS.en;
  it('scores', () => {
    expect(formatScore(35, null)).toBe('+0.35');
    expect(formatScore(-120, null)).toBe('−1.20');
    expect(formatScore(0, null)).toBe('0.00');
    expect(formatScore(30990, 2, true)).toBe('White mates in 2 (Berserker checkmate)');
    expect(formatScore(-30990, -1)).toBe('Black mates in 1');
  });
  it('whose decision it is, placement turns included, and a computer that could not move', () => {
    const base = { over: false, ended: false, human: 'white' as const, clock: true, thinking: false, stuck: null };
    const end = { controller: 'white' as const, turn: 'black' as const, status: null, placement: 'release' as const };
    expect(turnText({ ...base, end })[0]).toBe("Your decision: place Black's Berserker.");
    expect(turnText({ ...base, end })[1]).toMatch(/Your clock runs\.$/);
    expect(turnText({ ...base, end: { ...end, controller: 'black', turn: 'black', placement: null }, thinking: true })[0]).toBe('The computer (Black) is thinking.');
    expect(turnText({ ...base, end: { ...end, controller: 'black', turn: 'black', placement: null }, stuck: 'It has not moved.' })).toEqual(['The computer could not move.', 'Try again, take back, or start a new game.']);
    expect(turnText({ ...base, human: null, end: { ...end, controller: 'black', turn: 'black', placement: null } })[0]).toBe('Black to move.');
    expect(turnText({ ...base, over: true, end })).toEqual(['Game over.', expect.stringContaining('(or take back)')]);
    expect(takeBackHint(true, 'white', true)).toMatch(/used your one/);
    expect(takeBackHint(false, null, false)).toBe('Take back undoes the last action.');
    const names = { levelName: (id: string) => id.toUpperCase(), variantName: (id: string) => `<${id}>`, hasBerserker: (v: string) => v !== 'chess' };
    expect(describeSettings(settings, names)).toBe('<berserker> · rules trigger=cross; ohNo=on · against the computer (BEGINNER), you play White · clock 5+3');
    expect(describeSettings({ ...settings, opponent: 'human', variant: 'chess', rules: '', clock: 'none' }, names)).toBe('<chess> · two players at this screen · no clock');
  });
});
