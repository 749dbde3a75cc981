/**
 * PuzzleController: puzzle mode. The position after `fen` + `moves` is the puzzle (the last of `moves`
 * is the opponent's move that sets it); `solution` is the line from there. Who acts at each step comes
 * from the engine: the solver may act twice running (capture a Berserker, then place it on the
 * opponent's turn), and so may the opponent. A solver's move is right when it is the solution's move,
 * one of the listed alternatives at that step, or when it wins the game at once (so in a "mate in N" any
 * mating move counts, and in Battle of the Kings any stalemating one); right moves get the opponent's
 * actions of the line played automatically,
 * a wrong one is shown, reported, answered (the refutation: the opponent's best reply, found by the
 * engine's search in a file of its own, loaded then) and taken back with its answer. Hint marks the piece
 * to move; "show solution" plays the rest of the line.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseMove, parseMovetext, type MoveInfo } from '@berserker-chess/engine';
import type { GameState } from './state.js';
import { problem, shorten, type Problem } from './problems.js';
import { pieceName, type Words } from './words.js';
import type { BerserkerBoardEventMap } from '../events.js';

export interface PuzzleHooks {
  readonly state: GameState;
  /** Milliseconds before an automatic reply, and before a wrong move is taken back. */
  replyDelay(): number;
  /** The N of a mate-in-N puzzle, or null. */
  mateIn(): number | null;
  /** Plays a move of the solution line for the opponent (or while showing the solution). */
  reply(san: string): MoveInfo | null;
  /** Takes the last move back (the solver's wrong move, or its refutation). */
  takeBack(): void;
  /**
   * Answers wrong move `move` (SAN), on the board, with its refutation (refute/index.ts, loaded now): true
   * when refute/ takes over (it plays the answer, or finds none, and calls `back()`), false when off.
   */
  refute(puzzle: PuzzleController, move: string): boolean;
  announce(text: string): void;
  /** The board's words. */
  readonly t: Words;
  emit<K extends keyof BerserkerBoardEventMap>(name: K, detail: BerserkerBoardEventMap[K]): void;
}

export type PuzzlePhase = 'off' | 'solving' | 'waiting' | 'solved' | 'shown';

export class PuzzleController implements ReactiveController {
  phase: PuzzlePhase = 'off';
  /** The side that solves. */
  solver: 'white' | 'black' = 'white';
  /** Feedback shown on the board: a message, whether it is good news, and the square it concerns. */
  feedback: { text: string; good: boolean | null; square: string | null } | null = null;
  /** The square the hint marks. */
  hintSquare: string | null = null;
  mistakes = 0;
  #line: string[] = [];
  /** Other right answers by step (index in the line). */
  #others = new Map<number, string[]>();
  #step = 0;
  #timer = 0;
  /** @internal Moves on the board to take back before the solver tries again: the wrong move and its refutation. */
  wrong = 0;
  readonly #host: ReactiveControllerHost;
  /** @internal */
  readonly hooks: PuzzleHooks;

  constructor(host: ReactiveControllerHost, hooks: PuzzleHooks) {
    this.#host = host;
    this.hooks = hooks;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    if (this.phase === 'waiting') this.phase = 'solving';
  }

  /** Starts the puzzle at the end of the loaded line; returns problems with the `solution` attribute. */
  start(solution: string, on: boolean, alternatives = ''): Problem[] {
    clearTimeout(this.#timer);
    this.phase = 'off';
    this.feedback = null;
    this.hintSquare = null;
    this.mistakes = 0;
    this.#step = 0;
    this.wrong = 0;
    this.#line = [];
    this.#others = new Map();
    const g = this.hooks.state.game;
    if (!on || !g) return [];
    for (const part of alternatives.split(';')) {
      // [\s\S]: the moves may go on over several lines of the attribute.
      const m = /^\s*(\d+)\s*:([\s\S]*)$/.exec(part);
      if (m) this.#others.set(Number(m[1]), m[2]!.trim().split(/\s+/).filter(Boolean));
      else if (part.trim()) return [problem('alternatives', `"${shorten(part.trim())}" is not of the form "step: SAN SAN"`)];
    }
    this.solver = this.#controller();
    this.phase = 'solving';
    try {
      this.#line = parseMovetext(solution);
      // The line must be playable from the puzzle position: try it on a copy of the game.
      const probe = g.atPly(g.history.length);
      for (const san of this.#line) probe.play(san);
    } catch (e) {
      return [problem('solution', e, undefined, solution)];
    }
    if (!this.#line.length && this.hooks.mateIn() === null) return [problem('solution', 'a puzzle needs a solution line (or mate-in)')];
    return [];
  }

  /** The goal shown above the board. */
  goal(): string {
    const n = this.hooks.mateIn();
    const t = this.hooks.t;
    return t(n ? 'puzzle.mateIn' : 'puzzle.best', { color: t(this.solver), n: n ?? '' });
  }

  /** Is it the solver's turn to act? */
  solverToAct(): boolean {
    const s = this.hooks.state;
    return this.phase === 'solving' && s.ply === s.line.length && this.#controller() === this.solver;
  }

  /** Who acts in the shown position. */
  #controller(): 'white' | 'black' {
    return this.hooks.state.view()?.controller ?? 'white';
  }

  /** Before a move is played: when it is the solver's, a function that judges it once it is made. */
  judgeNext(): ((m: MoveInfo) => void) | null {
    if (!this.solverToAct()) return null;
    // The right moves, read by the engine in the position before the move (so any way of writing them counts).
    const right = [this.#line[this.#step], ...(this.#others.get(this.#step) ?? [])].map((san) => this.#read(san));
    return (m) => this.#judge(m, right);
  }

  /** The packed move `san` is in the shown position (-1 when there is none: the line has ended, or it is not legal). */
  #read(san: string | undefined): number {
    try {
      return san === undefined ? -1 : parseMove(this.hooks.state.game!.position, san);
    } catch {
      return -1;
    }
  }

  /** Judges move `m` the solver just made, where the solution or an alternative expected one of `right`. */
  #judge(m: MoveInfo, right: readonly number[]): void {
    this.hintSquare = null;
    const st = this.hooks.state.view()!.status;
    // A move that wins on the spot is right whatever the line says (checkmate, or a stalemate win).
    const mate = st.over && st.winner === this.solver;
    if (mate || right.includes(m.move)) {
      this.#step++;
      this.feedback = { text: this.hooks.t('puzzle.right', { san: m.san }), good: true, square: m.to };
      if (!mate && this.#step < this.#line.length) this.hooks.announce(this.feedback.text);
      if (mate || this.#step >= this.#line.length) return this.#solved();
      // The solver may have the next action too (a placement on the opponent's turn): no reply then.
      if (this.#controller() === this.solver) { this.phase = 'solving'; return this.#host.requestUpdate(); }
      this.wait(() => this.#replyWhileOpponentActs());
    } else {
      this.mistakes++;
      this.feedback = { text: this.hooks.t('puzzle.wrong', { san: m.san }), good: false, square: m.to };
      this.hooks.announce(this.feedback.text);
      this.hooks.emit('puzzle-failed', { reason: 'wrong-move', move: m.san, mistakes: this.mistakes });
      this.wrong = 1;
      // After the reply delay the opponent's answer (refute/ takes over), or the move goes back.
      this.wait(() => this.hooks.refute(this, m.san) || this.back());
    }
    this.#host.requestUpdate();
  }

  /** @internal Takes back the wrong move (and its refutation), if the puzzle still waits: the solver tries again. */
  back(): void {
    if (this.phase !== 'waiting') return;
    for (; this.wrong; this.wrong--) this.hooks.takeBack();
    this.feedback = { text: this.feedback!.text, good: false, square: null };
    this.phase = 'solving';
  }

  /** Marks the piece the solution moves next (for a placement: the square). */
  hint(): void {
    if (!this.solverToAct()) return;
    const g = this.hooks.state.game!;
    const want = this.#read(this.#line[this.#step]);
    const m = this.hooks.state.legal().find((i) => i.move === want);
    if (!m) return;
    this.hintSquare = m.from ?? m.to;
    const t = this.hooks.t;
    this.feedback = { text: m.from ? t('puzzle.hint', { piece: pieceName(t, g.variant.id, m.piece), square: m.from }) : t('puzzle.hintPlace', { square: m.to }), good: null, square: null };
    this.hooks.announce(this.feedback.text);
    this.#host.requestUpdate();
  }

  /** Plays the rest of the solution, one move per reply delay. */
  show(): void {
    if (this.phase === 'off' || this.phase === 'solved' || this.phase === 'shown') return;
    clearTimeout(this.#timer);
    this.phase = 'shown';
    this.hintSquare = null;
    const s = this.hooks.state;
    // A wrong move still on the board (and its refutation) goes back first.
    for (; this.wrong; this.wrong--) this.hooks.takeBack();
    s.goto(s.line.length);
    const t = this.hooks.t;
    this.feedback = { text: t('puzzle.solution', { moves: this.#line.slice(this.#step).join(' ') || t('puzzle.anyMate') }), good: null, square: null };
    this.hooks.announce(this.feedback.text);
    this.hooks.emit('puzzle-failed', { reason: 'solution-shown', move: null, mistakes: this.mistakes });
    const next = () => {
      if (this.#step >= this.#line.length) return this.#host.requestUpdate();
      this.hooks.reply(this.#line[this.#step++]!);
      this.#timer = window.setTimeout(next, this.hooks.replyDelay());
    };
    next();
  }

  /** Plays the line's actions while the opponent controls them, then hands over to the solver. */
  #replyWhileOpponentActs(): void {
    this.feedback = { text: this.feedback!.text, good: true, square: null };
    while (this.#step < this.#line.length && this.#controller() !== this.solver) {
      if (!this.hooks.reply(this.#line[this.#step]!)) break;
      this.#step++;
    }
    if (this.#step >= this.#line.length) this.#solved();
    else this.phase = 'solving';
  }

  /** @internal After the reply delay: `then`, and an update. */
  wait(then: () => void): void {
    this.phase = 'waiting';
    this.#timer = window.setTimeout(() => {
      then();
      this.#host.requestUpdate();
    }, this.hooks.replyDelay());
  }

  #solved(): void {
    this.phase = 'solved';
    const n = this.mistakes;
    this.feedback = { text: this.hooks.t(n > 1 ? 'puzzle.solvedMany' : n ? 'puzzle.solvedOne' : 'puzzle.solved', { n }), good: true, square: this.feedback?.square ?? null };
    this.hooks.announce(this.feedback.text);
    this.hooks.emit('puzzle-solved', { mistakes: this.mistakes, moves: this.#line });
    this.#host.requestUpdate();
  }
}
