/**
 * GameState: the engine Game behind the board, the main line of moves, and which ply is shown.
 *
 * The Game always stands at the shown ply (stepping back undoes, stepping forward replays the line),
 * so everything the board draws comes straight from it. Loading never throws: each bad input becomes
 * a Problem naming the attribute it came from.
 */
import { ChessError, Game, variantIdFromPgnName, type GameStatus, type MoveInfo, type PlacementTurn } from '@berserker-chess/engine';
import { readPgnText } from './pgn.js';

/** Something wrong with an input of the element. */
export interface Problem {
  /** The attribute (or `pgn`) the problem is in. */
  readonly attribute: string;
  readonly message: string;
  /** The engine's error code, e.g. ERR_FEN_BOARD. */
  readonly code: string;
}

export interface Source {
  readonly variant: string;
  readonly rules: string;
  readonly fen: string;
  readonly moves: string;
  /** PGN text (from the child script or the `pgn` property): its tags override the attributes. */
  readonly pgn: string;
}

export const problem = (attribute: string, e: unknown, code = 'ERR_ARGS'): Problem => ({
  attribute,
  message: e instanceof Error ? e.message : String(e),
  code: e instanceof ChessError ? e.code : code,
});

/** Which attribute an engine error while creating a game belongs to. */
const blame = (e: unknown): string => {
  const code = e instanceof ChessError ? e.code : '';
  return code === 'ERR_VARIANT' ? 'variant' : code === 'ERR_RULES' ? 'rules' : 'fen';
};

export class GameState {
  /** The game at the shown ply; null when the inputs do not make a game. */
  game: Game | null = null;
  /** The main line: every move loaded or played, including those after the shown ply. */
  line: MoveInfo[] = [];
  private legalMoves: MoveInfo[] | null = null;
  private turn: PlacementTurn | null | undefined;
  private ending: GameStatus | null = null;

  /** (Re)builds the game; returns what was wrong. A bad move keeps the legal moves before it. */
  load(src: Source): Problem[] {
    const problems: Problem[] = [];
    this.game = null;
    this.line = [];
    this.touch();
    let { variant, rules, fen } = src;
    let moves: string[] = [];
    let movesFrom = 'moves';
    try {
      if (src.pgn.trim()) {
        const { tags, moves: line } = readPgnText(src.pgn);
        if (tags.variant) variant = variantIdFromPgnName(tags.variant) ?? tags.variant;
        rules = tags.rules ?? rules;
        fen = tags.fen ?? fen;
        moves = line;
        movesFrom = 'pgn';
      } else moves = readPgnText(src.moves).moves;
    } catch (e) {
      problems.push(problem(src.pgn.trim() ? 'pgn' : 'moves', e, 'ERR_PGN'));
    }
    let game: Game;
    try {
      game = new Game({ variant, rules: rules.trim() || undefined, fen: fen.trim() || undefined });
    } catch (e) {
      problems.push(problem(movesFrom === 'pgn' ? 'pgn' : blame(e), e));
      return problems;
    }
    this.game = game;
    for (const san of moves) {
      try {
        this.line.push(game.play(san, { afterEnd: true }));
      } catch (e) {
        problems.push(problem(movesFrom, e));
        break;
      }
    }
    return problems;
  }

  get ply(): number {
    return this.game?.history.length ?? 0;
  }

  /** Forgets what was cached about the shown position. */
  private touch(): void {
    this.legalMoves = null;
    this.turn = undefined;
    this.ending = null;
  }

  /** The shown position's status (cached). */
  status(): GameStatus | null {
    return this.game ? (this.ending ??= this.game.status()) : null;
  }

  /** Who decides the shown turn: the side to move, or on a placement turn its opponent. */
  controller(): 'white' | 'black' {
    return this.placement()?.controller ?? this.game?.turn ?? 'white';
  }

  /** The shown turn's placement (release, re-placement, mark), if it is one (cached). */
  placement(): PlacementTurn | null {
    if (this.turn === undefined) this.turn = this.game?.placementTurn() ?? null;
    return this.turn;
  }

  /** The legal moves of the shown position (cached). */
  legal(): MoveInfo[] {
    return (this.legalMoves ??= this.game?.legalMoves() ?? []);
  }

  /** Shows ply `n` (clamped to the line). */
  goto(n: number): void {
    const g = this.game;
    if (!g) return;
    n = Math.max(0, Math.min(this.line.length, Math.trunc(n) || 0));
    if (n === g.history.length) return;
    this.touch();
    while (g.history.length > n) g.undo();
    while (g.history.length < n) g.play(this.line[g.history.length]!.move, { afterEnd: true });
  }

  /**
   * Plays a move (SAN, coordinates or a packed move) at the shown ply. A move that differs from the
   * line's next move replaces the rest of the line. Throws the engine's ChessError.
   */
  play(move: string | number): MoveInfo {
    const g = this.game;
    if (!g) throw new ChessError('ERR_ARGS', 'there is no position to play in');
    const ply = g.history.length;
    const info = g.play(move);
    this.touch();
    if (this.line[ply]?.move !== info.move) this.line.length = ply;
    this.line[ply] = info;
    return info;
  }

  /** Takes back the last move of the line and shows the position before it. */
  undo(): MoveInfo | null {
    if (!this.game || this.line.length === 0) return null;
    this.goto(this.line.length);
    this.touch();
    this.line.pop();
    return this.game.undo();
  }

  /** R8 Oh No!: the last action's controller retracts it (throws the engine's ChessError when not allowed). */
  ohNo(): MoveInfo {
    this.goto(this.line.length);
    const m = this.game!.ohNo();
    this.touch();
    this.line.pop();
    return m;
  }

  /** Runs `fn` with the whole line played, then returns to the shown ply. */
  atEnd<T>(fn: (g: Game) => T): T | null {
    const g = this.game;
    if (!g) return null;
    const ply = g.history.length;
    this.goto(this.line.length);
    try {
      return fn(g);
    } finally {
      this.goto(ply);
    }
  }
}
