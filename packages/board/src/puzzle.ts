/**
 * PuzzleController: puzzle mode. The position after `fen` + `moves` is the puzzle (the last of `moves`
 * is the opponent's move that sets it); `solution` is the line from there, solver's moves and replies
 * alternating. A solver's move is right when it is the solution's move, or when it checkmates (so in a
 * "mate in N" any mating move counts); a right move gets the solution's reply played automatically,
 * a wrong one is shown, reported and taken back. Hint marks the piece to move; "show solution" plays
 * the rest of the line.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseMove, type MoveInfo } from '@berserker-chess/engine';
import { readPgnText } from './pgn.js';
import { problem, type GameState, type Problem } from './state.js';
import { cap, pieceName } from './announce.js';

export interface PuzzleHost extends ReactiveControllerHost {
  readonly state: GameState;
  readonly replyDelay: number;
  readonly mateIn: number | null;
  /** Plays a move of the solution line for the opponent (or while showing the solution). */
  reply(san: string): MoveInfo | null;
  /** Takes the solver's wrong move back. */
  takeBack(): void;
  announce(text: string): void;
  emit(name: string, detail: unknown): void;
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
  private line: string[] = [];
  private step = 0;
  private timer = 0;

  constructor(private readonly host: PuzzleHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
    if (this.phase === 'waiting') this.phase = 'solving';
  }

  /** Starts the puzzle at the end of the loaded line; returns problems with the `solution` attribute. */
  start(solution: string, on: boolean): Problem[] {
    clearTimeout(this.timer);
    this.phase = 'off';
    this.feedback = null;
    this.hintSquare = null;
    this.mistakes = 0;
    this.step = 0;
    this.line = [];
    const g = this.host.state.game;
    if (!on || !g) return [];
    this.solver = this.host.state.controller();
    this.phase = 'solving';
    let played = 0;
    try {
      this.line = readPgnText(solution).moves;
      for (const san of this.line) {
        g.play(san);
        played++;
      }
    } catch (e) {
      return [problem('solution', e)];
    } finally {
      while (played--) g.undo();
    }
    if (!this.line.length && this.host.mateIn === null) return [problem('solution', 'a puzzle needs a solution line (or mate-in)')];
    return [];
  }

  /** The goal shown above the board. */
  goal(): string {
    const n = this.host.mateIn;
    const who = cap(this.solver);
    return n ? `${who} to play and mate in ${n}` : `${who} to play: find the best move`;
  }

  /** Is it the solver's turn to act? */
  solverToAct(): boolean {
    const s = this.host.state;
    return this.phase === 'solving' && s.ply === s.line.length && s.controller() === this.solver;
  }

  /** The packed move the solution expects now (-1 when the line has ended). */
  expected(): number {
    const san = this.line[this.step];
    try {
      return san === undefined ? -1 : parseMove(this.host.state.game!.position, san);
    } catch {
      return -1;
    }
  }

  /** Judges move `m` the solver just made, where the solution expected `expected`. */
  judge(m: MoveInfo, expected: number): void {
    const g = this.host.state.game!;
    this.hintSquare = null;
    const st = g.status();
    const mate = st.over && st.winner === this.solver && /checkmate/.test(st.reason ?? '');
    if (mate || m.move === expected) {
      this.step++;
      this.feedback = { text: `${m.san} is right!`, good: true, square: m.to };
      if (!mate && this.step < this.line.length) this.host.announce(this.feedback.text);
      if (mate || this.step >= this.line.length) return this.solved();
      this.wait(() => {
        this.feedback = { text: this.feedback!.text, good: true, square: null };
        const r = this.host.reply(this.line[this.step]!);
        this.step++;
        if (!r || this.step >= this.line.length) this.solved();
        else this.phase = 'solving';
      });
    } else {
      this.mistakes++;
      this.feedback = { text: `${m.san} is not the solution. Try again.`, good: false, square: m.to };
      this.host.announce(this.feedback.text);
      this.host.emit('puzzle-failed', { reason: 'wrong-move', move: m.san, mistakes: this.mistakes });
      this.wait(() => {
        this.host.takeBack();
        this.feedback = { text: this.feedback!.text, good: false, square: null };
        this.phase = 'solving';
      });
    }
    this.host.requestUpdate();
  }

  /** Marks the piece the solution moves next (for a placement: the square). */
  hint(): void {
    if (!this.solverToAct()) return;
    const g = this.host.state.game!;
    const want = this.expected();
    const m = this.host.state.legal().find((i) => i.move === want);
    if (!m) return;
    this.hintSquare = m.from ?? m.to;
    this.feedback = { text: `Hint: ${m.from ? `the ${pieceName(g.variant, m.piece)} on ${m.from}` : `the Berserker goes on ${m.to}`}.`, good: null, square: null };
    this.host.announce(this.feedback.text);
    this.host.requestUpdate();
  }

  /** Plays the rest of the solution, one move per reply delay. */
  show(): void {
    if (this.phase === 'off' || this.phase === 'solved' || this.phase === 'shown') return;
    clearTimeout(this.timer);
    const wasSolving = this.phase;
    this.phase = 'shown';
    this.hintSquare = null;
    const s = this.host.state;
    // A wrong move still on the board goes back first.
    if (wasSolving === 'waiting' && this.feedback && !this.feedback.good) this.host.takeBack();
    s.goto(s.line.length);
    this.feedback = { text: `Solution: ${this.line.slice(this.step).join(' ') || '(any mate)'}`, good: null, square: null };
    this.host.announce(this.feedback.text);
    this.host.emit('puzzle-failed', { reason: 'solution-shown', move: null, mistakes: this.mistakes });
    const next = () => {
      if (this.step >= this.line.length) return this.host.requestUpdate();
      this.host.reply(this.line[this.step++]!);
      this.timer = window.setTimeout(next, this.host.replyDelay);
    };
    next();
  }

  private wait(then: () => void): void {
    this.phase = 'waiting';
    this.timer = window.setTimeout(() => {
      then();
      this.host.requestUpdate();
    }, this.host.replyDelay);
  }

  private solved(): void {
    this.phase = 'solved';
    this.feedback = { text: `Solved! ${this.mistakes ? `(${this.mistakes} wrong ${this.mistakes > 1 ? 'tries' : 'try'})` : 'Well played.'}`, good: true, square: this.feedback?.square ?? null };
    this.host.announce(this.feedback.text);
    this.host.emit('puzzle-solved', { mistakes: this.mistakes, moves: this.line });
    this.host.requestUpdate();
  }
}
