/**
 * SourceController: where the game comes from and when it is read again. The inputs are the
 * attributes (`variant`, `rules`, `fen`, `moves`, `ply`, and for puzzles `solution`, `mate-in`,
 * `alternatives`), the `pgn` property, or a PGN child script; any change marks the game stale, and it
 * is loaded again before the next render or the next call that reads it. Each load reports what is
 * wrong with each of those attributes (clearing what was fixed). Never throws.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameController } from './game-controller.js';
import type { PuzzleController } from './puzzle.js';
import type { ProblemsController, Problem } from './problems.js';
import { numberProblem } from './attribute-problems.js';
import { readPgnChildText } from '../render/pgn-child.js';
import type { MoveInfo } from '@berserker-chess/engine';

/** The PGN child: a script the browser never runs or shows. */
const PGN = 'script[type="application/x-chess-pgn"]';
/** The attributes a load reports on. */
const LOADED = ['variant', 'rules', 'fen', 'moves', 'pgn', 'ply', 'solution', 'mate-in', 'alternatives'];

/** The attribute values a load reads (the element's properties). */
export interface SourceInputs {
  readonly variant?: string;
  readonly rules?: string;
  readonly moves?: string;
  readonly solution?: string;
  readonly alternatives?: string;
  readonly mateIn: number | null;
}

export interface SourceHooks {
  readonly game: GameController;
  readonly puzzle: PuzzleController;
  readonly problems: ProblemsController;
  inputs(): SourceInputs;
  puzzleMode(): boolean;
  /** A new game is coming: drop what the user was doing on the old one. */
  beforeLoad(): void;
  /** Animate this move after the next update (a puzzle's setting move). */
  animate(m: MoveInfo | null): void;
}

export class SourceController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: SourceHooks;
  /** The `fen` attribute (the start position), the `pgn` property's text (null: read the child), the ply wanted. */
  #fen = '';
  #pgn: string | null = null;
  #ply: number | 'last' | null = null;
  /** Which game of a PGN of several is shown. */
  #game = 0;
  /** Did the page give `variant` (else a PGN without [Variant] is standard chess)? */
  variantGiven = false;
  #stale = true;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: SourceHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  hostConnected(): void {
    // Upgraded while the page is still being parsed: a PGN child may come after; read it once it is there.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this.#pgn === null && this.#host.querySelector(PGN) && this.invalidate(), { once: true });
    }
  }

  /** The start position as set (the `fen` attribute). */
  get fen(): string {
    return this.#fen;
  }

  /** An input changed: load again before the next render. */
  invalidate(): void {
    this.#stale = true;
    this.#host.requestUpdate();
  }

  setFen(fen: string): void {
    this.#fen = fen ?? '';
    this.invalidate();
  }

  setPgn(text: string): void {
    this.#pgn = text ?? '';
    this.#ply = null;
    this.#game = 0;
    this.invalidate();
  }

  /** The game of a PGN of several that is shown (0 = the first). */
  get game(): number {
    return this.#game;
  }

  /** Shows game `index` of the PGN (the game picker). */
  pick(index: number): void {
    this.#game = index;
    this.invalidate();
  }

  /** `setPosition()`: a new start position; the PGN and the ply wanted are forgotten. */
  setPosition(fen: string): void {
    this.#fen = fen ?? '';
    this.#pgn = '';
    this.#ply = null;
    this.#stale = true;
  }

  /** The `ply` attribute or property: shown at once when the game is loaded, else after the load. */
  setPly(n: number | 'last' | null): void {
    this.#ply = n ?? null;
    if (this.#stale) return this.#host.requestUpdate();
    const p = this.#plyProblem();
    this.#hooks.problems.set('ply', p);
    if (!p && this.#ply !== null) this.#hooks.game.goto(this.#wanted());
    this.#host.requestUpdate();
  }

  /** The ply wanted as a number (`last`: the end of the line). */
  #wanted(): number {
    return this.#ply === 'last' ? this.#hooks.game.state.line.length : (this.#ply ?? 0);
  }

  /** Is something wrong with an input of the game (so `setPosition` reports false)? */
  failed(): boolean {
    return LOADED.some((a) => this.#hooks.problems.has(a));
  }

  /** Loads the game when an input changed since the last load. */
  ensure(): void {
    if (!this.#stale) return;
    this.#stale = false;
    const { game, puzzle, problems } = this.#hooks;
    const inputs = this.#hooks.inputs();
    this.#hooks.beforeLoad();
    // In a PGN child `<\/script` and `<\!--` are how a page writes `</script` and `<!--` safely (README, Security): read them back.
    const pgn = this.#pgn ?? readPgnChildText(this.#host.querySelector(PGN)?.textContent ?? '');
    const found = game.load({ variant: inputs.variant ?? '', variantGiven: this.variantGiven, rules: inputs.rules ?? '', fen: this.#fen, moves: inputs.moves ?? '', pgn, game: this.#game });
    const mate = numberProblem('mate-in', inputs.mateIn, this.#host.getAttribute('mate-in'));
    if (mate) found.push(mate);
    const puzzleMode = this.#hooks.puzzleMode();
    if (!puzzleMode) {
      const ply = this.#plyProblem();
      if (ply) found.push(ply);
      else if (this.#ply !== null) game.state.goto(this.#wanted());
    }
    found.push(...puzzle.start(inputs.solution ?? '', puzzleMode, inputs.alternatives ?? ''));
    if (puzzleMode) this.#hooks.animate(game.state.line.at(-1) ?? null);
    for (const a of LOADED) problems.set(a, found.find((p) => p.attribute === a) ?? null);
    // What the last tree set aside is the viewer's to say again when it reads this game.
    problems.setAll('pgn-read', []);
    this.#host.requestUpdate();
  }

  /** What is wrong with the ply wanted: not a whole number of at least 0, or beyond the line (puzzles ignore it). */
  #plyProblem(): Problem | null {
    if (this.#hooks.puzzleMode() || this.#ply === 'last') return null;
    const p = numberProblem('ply', this.#ply, this.#host.getAttribute('ply'));
    if (p || this.#ply === null) return p;
    const end = this.#hooks.game.state.line.length;
    return this.#ply > end ? { attribute: 'ply', message: `"${this.#ply}" is beyond the last ply of the line (${end})`, code: 'ERR_ARGS' } : null;
  }
}
