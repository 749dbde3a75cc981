/** One puzzle as the page ships it (built from content/puzzles at build time). */
export interface PagePuzzle {
  id: string;
  set: string;
  setTitle: string;
  variant: string;
  variantName: string;
  rules: string;
  fen: string;
  opponentMove: string | null;
  solution: string[];
  /** Other right answers, in the board's `alternatives` attribute form (`2: Zb1 Zc1; 4: Qxe5`), or ''. */
  alternatives: string;
  goal: 'mate' | 'win-material' | 'best-placement' | 'survive';
  mateIn: number | null;
  themes: string[];
  difficulty: number;
  explanation: string;
  /** Who acts after the opponent's move: the side at the bottom of the board. */
  solver: 'white' | 'black';
  /** "White to play and mate in 2", ... */
  task: string;
}
