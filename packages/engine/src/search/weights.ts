/**
 * The evaluation's weights (evaluate.ts), in centipawns, and the variants' own values of them.
 *
 * The defaults were first set by hand; `npm run bench -- tune` fits them to the results of self-play games
 * (Texel's method: the evaluation, through a logistic curve, should predict who went on to win from
 * quiet positions) and prints the values to put here. A variant's entry in VARIANT_WEIGHTS holds only
 * what its own fit moved away from the defaults, and only once `npm run bench -- selfplay` shows it gains.
 * The first fits (chess and Berserker Chess, 400–500 games of 3,000–4,000 nodes a move, labels the game
 * result alone or blended with the search's score) predicted held-out games 3–7% better and played
 * worse at 20,000–30,000 nodes (chess −55 and −104 Elo; Berserker +22, +44 and −89, ±70–110): the
 * labels of such short games do not carry over to deeper searches, so the hand-set values stand.
 */
export interface EvalWeights {
  /** Sliding pieces: per reachable square (up to 4 a ray) beyond the piece's baseline. */
  readonly mobility: number;
  /** Leapers (knight, Berserker): per square they reach that is neither their side's nor attacked by an enemy pawn, beyond their baseline. */
  readonly leaperMobility: number;
  /** A piece (not a pawn or royal) on a square an enemy pawn attacks; half for the immortal Berserker. */
  readonly pawnThreat: number;
  /** Piece-square pull to the centre per square of reach above the mean: leapers (knight, Berserker), riders. */
  readonly leaperPst: number;
  readonly riderPst: number;
  /** A minor piece still on its back rank (middlegame). */
  readonly undeveloped: number;
  /** Pawns: advance (middlegame, grows with the square of progress), centre files, advance (endgame, cube). */
  readonly pawnAdvanceMg: number;
  readonly pawnCentreMg: number;
  readonly pawnAdvanceEg: number;
  /** The king in the middlegame: per rank off its back rank, and on the centre files. */
  readonly kingRankMg: number;
  readonly kingCentreMg: number;
  /** A passed pawn: middlegame (square of progress), endgame base and growth. */
  readonly passedMg: number;
  readonly passedEgBase: number;
  readonly passedEg: number;
  /** A second pawn on a file; a pawn without own pawns on the files beside it. */
  readonly doubledMg: number;
  readonly doubledEg: number;
  readonly isolatedMg: number;
  readonly isolatedEg: number;
  /** A rook on a file without pawns, or without its own side's. */
  readonly rookOpen: number;
  readonly rookHalfOpen: number;
  readonly bishopPairMg: number;
  readonly bishopPairEg: number;
  /** Having the move. */
  readonly tempo: number;
  /** King shelter: an own pawn one and two ranks ahead on the king's files. */
  readonly shieldNear: number;
  readonly shieldFar: number;
  /** An enemy piece within two squares of the king; the immortal Berserker there. */
  readonly attackerNear: number;
  readonly berserkerAttacker: number;
  /** The Berserker near the enemy king: per square closer than 4. */
  readonly berserkerNearKing: number;
  /** A captured Berserker waiting for its owner's placement turn (R4): beyond its worth on the board. */
  readonly berserkerWaiting: number;
  /** Material by piece letter (uppercase), added to the variant's piece values (Z: the Berserker's, a knight's at first). */
  readonly valueAdjust: Readonly<Record<string, number>>;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
  mobility: 3,
  leaperMobility: 4,
  pawnThreat: 40,
  leaperPst: 6,
  riderPst: 2,
  undeveloped: 15,
  pawnAdvanceMg: 20,
  pawnCentreMg: 12,
  pawnAdvanceEg: 140,
  kingRankMg: 18,
  kingCentreMg: 25,
  passedMg: 60,
  passedEgBase: 15,
  passedEg: 130,
  doubledMg: 10,
  doubledEg: 20,
  isolatedMg: 10,
  isolatedEg: 14,
  rookOpen: 25,
  rookHalfOpen: 12,
  bishopPairMg: 25,
  bishopPairEg: 45,
  tempo: 12,
  shieldNear: 12,
  shieldFar: 6,
  attackerNear: 10,
  berserkerAttacker: 18,
  berserkerNearKing: 8,
  berserkerWaiting: 0,
  valueAdjust: {},
};

/** Per variant id: the weights its own fit moved (the rest are the defaults). */
export const VARIANT_WEIGHTS: Readonly<Record<string, Partial<EvalWeights>>> = {
  // Every move but a king's leaves a new piece behind: the move itself is worth material.
  'battle-of-the-kings': { tempo: 120 },
};

/** The weights of the variant `id`. */
export function weightsFor(id: string): EvalWeights {
  const own = VARIANT_WEIGHTS[id];
  return own ? { ...DEFAULT_WEIGHTS, ...own } : DEFAULT_WEIGHTS;
}
