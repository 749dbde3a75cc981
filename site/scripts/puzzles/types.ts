/**
 * A puzzle as the Puzzles page knows it. The page carries every puzzle's facts at load (a catalogue:
 * enough to filter, pick, rate and list them); the rest of each puzzle, its body (position, line,
 * explanation), comes in chunk files fetched when a puzzle of the chunk is opened (chunks.ts), so the
 * page stays light however many puzzles there are.
 */

/** What the page knows of every puzzle at load. */
export interface PuzzleFacts {
  id: string;
  set: string;
  setTitle: string;
  variant: string;
  variantName: string;
  goal: 'mate' | 'win-material' | 'best-placement' | 'survive';
  mateIn: number | null;
  themes: string[];
  difficulty: number;
  /** The puzzle's rating on the Glicko-2 scale, from the solver model (packages/puzzles/src/rating.ts). */
  rating: number;
  /** Who acts after the opponent's move: the side at the bottom of the board. */
  solver: 'white' | 'black';
  /** "White to play and mate in 2", ... */
  task: string;
}

/** The rest of a puzzle: what the board needs to set it up and judge it, and its explanation. */
export interface PuzzleBody {
  id: string;
  rules: string;
  fen: string;
  opponentMove: string | null;
  solution: string[];
  /** Other right answers, in the board's `alternatives` attribute form (`2: Zb1 Zc1; 4: Qxe5`), or ''. */
  alternatives: string;
  explanation: string;
}

/** One puzzle whole (built from content/puzzles at build time; on the page once its chunk is in). */
export type PagePuzzle = PuzzleFacts & PuzzleBody;

/** A puzzle in the page's catalogue: its facts, and the chunk file its body is in. */
export type PuzzleEntry = PuzzleFacts & { chunk: number };

/** A puzzle on the page's board: its entry and its body. */
export type OpenPuzzle = PuzzleEntry & PuzzleBody;

/** What the page asks of its <berserker-board mode="puzzle">. */
export type PuzzleBoard = HTMLElement & {
  readonly updateComplete?: Promise<unknown>;
  hint(): void;
  showSolution(): void;
  legalMoves(): Array<{ san: string; from?: string | null; to: string }>;
  history: Array<{ san: string }>;
  /** The game on the board as PGN: the puzzle's position, the opponent's move and the moves played. */
  readonly pgn: string;
};
