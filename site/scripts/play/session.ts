/**
 * The game being played: the settings it was started with, the line of moves and R8 take-back records
 * as the board holds them, and an ending the board cannot see (resignation, agreed draw, flag fall).
 *
 * The <berserker-board> element owns the game (the engine's Game inside it decides every rule, R8's
 * take-backs and Game of Pawns' hidden first move included); the session reads the line, the take-back
 * record and what is hidden back from it after each change and keeps what the page needs beside it: who
 * decided each move, what the last position is like. It knows no DOM beyond the element's public API
 * (PlayBoard), so the tests drive it with a board made of the engine.
 */
import { Game, endStatus, parseRules, type GameStatus, type MoveInfo } from '@berserker-chess/engine';
import { pliesToTakeBack } from './logic';
import { SAVE_VERSION } from './storage';
import { RESTORE_WORDS, type RestoreWords } from './restore-words';
import { other, type Colour, type Ending, type SavedGame, type Settings, type TakeBackRecord } from './types';

/** The element as the Play page uses it: the part of <berserker-board>'s public API it calls. */
export interface PlayBoard extends EventTarget {
  mode: string;
  player: string;
  orientation: string;
  variant: string;
  rules: string | undefined;
  pgn: string;
  readonly history: readonly MoveInfo[];
  readonly ply: number;
  readonly status: GameStatus | null;
  readonly turn: Colour;
  readonly controller: Colour;
  readonly errors: ReadonlyArray<{ readonly attribute: string | null; readonly message: string }>;
  /** R8's record of the line (the engine's take-back log): `retracted` is the SAN taken back. */
  readonly takeBacks: ReadonlyArray<{ readonly ply: number; readonly retracted: string; readonly by: Colour }>;
  /** Leading moves of the line the board keeps hidden (Game of Pawns' first move, C7): kept, not shown. */
  readonly hiddenPlies: number;
  play(move: string): MoveInfo | null;
  undo(): MoveInfo | null;
  ohNo(): MoveInfo | null;
  /** R8: may the last action be taken back now (the engine's rule)? */
  canOhNo(): boolean;
  last(): void;
  setPosition(fen: string, moves?: string): boolean;
  legalMoves(): MoveInfo[];
  removeAttribute(name: string): void;
}

/** What the line's last position is like (read from the element while it shows that position). */
export interface LineEnd {
  readonly controller: Colour;
  readonly turn: Colour;
  readonly status: GameStatus | null;
  /** A Berserker placement turn: release, place (re-placement) or mark. */
  readonly placement: 'release' | 'place' | 'mark' | null;
}

/** What reading the board found. */
export interface LineChange {
  /** The line of moves is not the one read before. */
  readonly changed: boolean;
  /** It is the one read before plus one action (a move was made, not taken back or replaced). */
  readonly grew: boolean;
  /** The line read before. */
  readonly before: readonly string[];
}

/** Either of the two ways to act on a game: an answer, or why not. */
interface Actor {
  play(san: string): string | null;
  ohNo(): string | null;
}

/**
 * Plays `moves` with the R8 take-backs at their plies (a record at ply p: after p moves, the retracted
 * action was played and taken back), through `actor`. Returns the first problem (in `w`'s words), or null.
 */
export function replayLine(moves: readonly string[], takeBacks: readonly TakeBackRecord[], actor: Actor, w: RestoreWords = RESTORE_WORDS.en): string | null {
  for (let i = 0; i <= moves.length; i++) {
    for (const t of takeBacks) {
      if (t.ply !== i) continue;
      const p = actor.play(t.san) ?? actor.ohNo();
      if (p) return w.takeBackNotReplayed(t.san, p);
    }
    if (i === moves.length) break;
    const p = actor.play(moves[i]!);
    if (p) return w.moveNotReplayed(i + 1, moves[i]!, p);
  }
  return null;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export class GameSession {
  settings: Settings;
  startedAt = Date.now();
  /** R8's take-backs, read from the board (in the saved game's form). */
  takeBacks: TakeBackRecord[] = [];
  ending: Ending | null = null;
  /** The line of moves (SAN) and who decided each. */
  line: string[] = [];
  controllers: Colour[] = [];
  /** Leading moves of the line the board keeps hidden (Game of Pawns' first move): saved, never shown. */
  hidden = 0;
  end: LineEnd = { controller: 'white', turn: 'white', status: null, placement: null };
  private quiet = 0;
  private engineGame: { key: string; game: Game } | null = null;

  constructor(
    readonly board: PlayBoard,
    settings: Settings,
    /** The words of the problems restore() reports. */
    private readonly words: RestoreWords = RESTORE_WORDS.en,
  ) {
    this.settings = settings;
  }

  /** The line as one string, to tell positions apart. */
  get key(): string {
    return this.line.join(' ');
  }

  /** The human's colour against the computer; null for two players at one screen. */
  get human(): Colour | null {
    return this.settings.opponent === 'computer' ? this.settings.colour : null;
  }

  get computer(): Colour | null {
    return this.settings.opponent === 'computer' ? other(this.settings.colour) : null;
  }

  get over(): boolean {
    return this.ending !== null || !!this.end.status?.over;
  }

  /** Is R8 (Oh No!) on? The engine reads the rule options. */
  get ohNoRule(): boolean {
    return parseRules(this.settings.rules).ohNo;
  }

  /** Has `c` used their R8 take-back (it is in the record)? */
  usedOhNo(c: Colour): boolean {
    return this.takeBacks.some((t) => t.by === c);
  }

  /** R8: may `c` take back the last action now? It must be `c`'s; the board's engine decides the rest. */
  mayOhNo(c: Colour): boolean {
    return this.lastDecider() === c && this.board.canOhNo();
  }

  /** The result with its points (R9), or null while the game goes on. */
  result(): GameStatus | null {
    if (this.ending) return endStatus(this.ending.reason, this.ending.winner);
    return this.end.status?.over ? this.end.status : null;
  }

  /** True while the session itself changes the board (its events are then not news). */
  get busy(): boolean {
    return this.quiet > 0;
  }

  /** Runs `fn` (which changes the board) without the page reacting to each of its events. */
  batch<T>(fn: () => T): T {
    this.quiet++;
    try {
      return fn();
    } finally {
      this.quiet--;
    }
  }

  /** Sets the board up for `saved` and replays its moves and take-backs; returns a problem, or null. */
  restore(saved: SavedGame): string | null {
    this.settings = saved.settings;
    this.startedAt = saved.startedAt;
    this.ending = null;
    const s = saved.settings;
    const b = this.board;
    const problem = this.batch(() => {
      b.mode = 'play';
      b.variant = s.variant;
      if (s.rules) b.rules = s.rules;
      else b.removeAttribute('rules');
      b.player = s.opponent === 'computer' ? s.colour : 'both';
      b.orientation = saved.orientation;
      let refused: string | null = null;
      const onError = (e: Event) => {
        refused ??= (e as CustomEvent<{ message: string }>).detail.message;
      };
      b.addEventListener('error', onError);
      try {
        // A game started from a link starts from its FEN; '' is the variant's starting position.
        const fen = s.fen ?? '';
        if (saved.takeBacks.length === 0) {
          b.setPosition(fen, saved.moves.join(' '));
          return refused;
        }
        b.setPosition(fen, '');
        return replayLine(
          saved.moves,
          saved.takeBacks,
          {
            play: (san) => (b.play(san) ? null : (refused ?? this.words.notLegal)),
            ohNo: () => (b.ohNo() ? null : (refused ?? this.words.refused)),
          },
          this.words,
        );
      } finally {
        b.removeEventListener('error', onError);
      }
    });
    const errors = b.errors;
    if (problem) return problem;
    if (errors.length) return errors.map((e) => e.message).join('; ');
    if (b.history.length !== saved.moves.length) return this.words.movesNotReplayed;
    this.read(true);
    return null;
  }

  /**
   * Reads the line of moves, its take-back record and what is hidden from the board and, when it shows
   * the line's last position, what that position is like. A changed line while an earlier position is
   * shown brings the board to the end.
   */
  read(fresh = false): LineChange {
    const b = this.board;
    const history = b.history;
    const sans = history.map((m) => m.san);
    const before = this.line;
    const changed = fresh || sans.join(' ') !== this.key;
    this.takeBacks = b.takeBacks.map((t) => ({ ply: t.ply, san: t.retracted, by: t.by }));
    this.hidden = b.hiddenPlies;
    if (changed) {
      this.line = sans;
      this.controllers = history.map((m) => m.controller);
      if (b.ply !== history.length) this.batch(() => b.last());
    }
    if (b.ply === history.length) {
      const kind = b.legalMoves()[0]?.kind;
      const placement = kind === 'release' || kind === 'place' || kind === 'mark' ? kind : null;
      this.end = { controller: b.controller, turn: b.turn, status: b.status, placement };
    }
    const grew = !fresh && changed && sans.length === before.length + 1 && before.every((s, i) => s === sans[i]);
    return { changed, grew, before };
  }

  /** Who decided the last action, or null at the start. */
  lastDecider(): Colour | null {
    return this.controllers[this.controllers.length - 1] ?? null;
  }

  /**
   * May the take-back button act now? With Oh No! (R8): when the board's engine allows it, and against
   * the computer only for the human's own action. Without: against the computer, back to the human's
   * last decision (if any); between two players, the last action.
   */
  canTakeBack(): boolean {
    if (this.ending || this.line.length === 0) return false;
    const h = this.human;
    if (this.ohNoRule) return h ? this.mayOhNo(h) : this.board.canOhNo();
    return h ? pliesToTakeBack(this.controllers, h) > 0 : true;
  }

  /** Plays `san` at the end of the line; the move, or why not. */
  play(san: string): { move: MoveInfo | null; refused: string } {
    return this.withErrors(() => this.board.play(san));
  }

  /** R8: the last action's decider takes it back (the board's engine keeps the record); the action, or why not. */
  ohNo(): { move: MoveInfo | null; refused: string; by: Colour | null } {
    const r = this.withErrors(() => this.batch(() => this.board.ohNo()));
    return { ...r, by: r.move?.controller ?? null };
  }

  /** Undoes `n` actions (a take-back without R8); the SANs undone, oldest first. */
  undo(n: number): string[] {
    const undone: string[] = [];
    this.batch(() => {
      for (let i = 0; i < n; i++) {
        const m = this.board.undo();
        if (m) undone.unshift(m.san);
      }
    });
    return undone;
  }

  /** Ends the game by `e`: the board becomes a record of the game (`pgn`) to step through. */
  finish(e: Ending, pgn: string): void {
    this.ending = e;
    this.batch(() => {
      this.board.mode = 'view';
      this.board.pgn = pgn;
      this.board.last();
    });
  }

  /** What localStorage keeps. */
  toSaved(clocks: SavedGame['clocks'], orientation: Colour): SavedGame {
    return { version: SAVE_VERSION, settings: this.settings, moves: this.line, takeBacks: this.takeBacks, clocks, ending: this.ending, orientation, startedAt: this.startedAt };
  }

  /**
   * The game as the page may show it: the line's Game, or while its first moves are hidden (Game of
   * Pawns, C7) the game before them — the hidden moves lead the line, so nothing after them shows either.
   */
  shownGame(): Game {
    const game = this.game();
    return this.hidden > 0 ? game.atPly(0) : game;
  }

  /**
   * Is the move being chosen now one the board will hide (White's first move of Game of Pawns: the
   * engine marks the game while both first moves are to be announced together, C13)?
   */
  choosingHidden(): boolean {
    return this.end.turn === 'white' && this.game().firstMovesTogether();
  }

  /** The line as the engine's Game, take-backs included (for the PGN). */
  game(): Game {
    const key = JSON.stringify([this.settings.variant, this.settings.rules, this.settings.fen ?? '', this.line, this.takeBacks]);
    if (this.engineGame?.key === key) return this.engineGame.game;
    const s = this.settings;
    const game = new Game({ variant: s.variant, ...(s.rules ? { rules: s.rules } : {}), ...(s.fen ? { fen: s.fen } : {}) });
    const attempt = (fn: () => unknown): string | null => {
      try {
        fn();
        return null;
      } catch (e) {
        return message(e);
      }
    };
    const problem = replayLine(this.line, this.takeBacks, { play: (san) => attempt(() => game.play(san)), ohNo: () => attempt(() => game.ohNo()) });
    // The line came from the board, whose engine accepted every move: a problem here is a bug.
    if (problem) throw new Error(`the game cannot be replayed: ${problem}`);
    this.engineGame = { key, game };
    return game;
  }

  private withErrors(act: () => MoveInfo | null): { move: MoveInfo | null; refused: string } {
    let refused = '';
    const onError = (e: Event) => {
      refused ||= (e as CustomEvent<{ message: string }>).detail.message;
    };
    this.board.addEventListener('error', onError);
    try {
      const move = act();
      return { move, refused };
    } finally {
      this.board.removeEventListener('error', onError);
    }
  }
}
