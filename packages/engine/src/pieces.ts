/**
 * The piece library: every piece of every variant as data. A variant picks the pieces it uses;
 * letters are what FEN and SAN show (upper case for White). Values are in pawns, for the evaluation
 * and the site's piece tables.
 */
export interface PieceDef {
  readonly letter: string;
  readonly name: string;
  readonly betza: string;
  readonly value: number;
  /** Royal pieces may not be left attacked; checkmating one wins. */
  readonly royal?: boolean;
  /** Pawns promote, open en passant with multi-square steps, and reset the 50-move clock. */
  readonly pawn?: boolean;
  /** Castles with the rook (the variant says how far). */
  readonly castles?: boolean;
  /** May be the partner in castling. */
  readonly castleRook?: boolean;
  /** Colour-bound: a bishop-like piece that never leaves its square colour. */
  readonly colorBound?: boolean;
  /** Counted as a minor piece for insufficient material (knight, bishop, Berserker). */
  readonly minor?: boolean;
}

export const KING: PieceDef = { letter: 'K', name: 'King', betza: 'K', value: 0, royal: true, castles: true };
export const QUEEN: PieceDef = { letter: 'Q', name: 'Queen', betza: 'Q', value: 9 };
export const ROOK: PieceDef = { letter: 'R', name: 'Rook', betza: 'R', value: 5, castleRook: true };
export const BISHOP: PieceDef = { letter: 'B', name: 'Bishop', betza: 'B', value: 3.25, colorBound: true, minor: true };
export const KNIGHT: PieceDef = { letter: 'N', name: 'Knight', betza: 'N', value: 3, minor: true };
export const PAWN: PieceDef = { letter: 'P', name: 'Pawn', betza: 'mfWcfFimfnD', value: 1, pawn: true };
/** R7: the Berserker moves and captures exactly like a knight; it is a piece type of its own so FEN and SAN can name it. */
export const BERSERKER: PieceDef = { letter: 'Z', name: 'Berserker', betza: 'N', value: 3, minor: true };

export const BEROLINA_PAWN: PieceDef = { letter: 'P', name: 'Berolina pawn', betza: 'mfFcfWimfnA', value: 1, pawn: true };
/** Battle of the Kings: no castling; kings are born on the board. */
export const PLAIN_KING: PieceDef = { letter: 'K', name: 'King', betza: 'K', value: 4, royal: true };

// Brawl Chess: 12x12, pawns step one, two or three squares on their first move.
export const BRAWL_PAWN: PieceDef = { letter: 'P', name: 'Pawn', betza: 'mfWcfFimfnDimfnH', value: 1, pawn: true };
export const AMAZON: PieceDef = { letter: 'A', name: 'Amazon', betza: 'QN', value: 12 };
export const SHIP: PieceDef = { letter: 'S', name: 'Ship', betza: 'RNF', value: 9 };
export const FREEMASON: PieceDef = { letter: 'F', name: 'Freemason', betza: 'BNW', value: 8 };
export const CHANCELLOR: PieceDef = { letter: 'C', name: 'Chancellor', betza: 'RN', value: 8 };
export const ARCHBISHOP: PieceDef = { letter: 'H', name: 'Archbishop', betza: 'BN', value: 7 };
export const SAILOR: PieceDef = { letter: 'D', name: 'Sailor', betza: 'RF', value: 7 };
export const MISSIONARY: PieceDef = { letter: 'M', name: 'Missionary', betza: 'BW', value: 5.5 };
export const JUDGE: PieceDef = { letter: 'J', name: 'Judge', betza: 'KN', value: 6 };
