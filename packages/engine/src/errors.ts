/**
 * Every failure the engine reports is a {@link ChessError}: a machine-readable code, the part of the
 * input it concerns (a FEN field, a ply, a PGN line) and a sentence a person can act on.
 */
export type ErrorCode =
  | 'ERR_FEN'
  | 'ERR_FEN_FIELDS'
  | 'ERR_FEN_BOARD'
  | 'ERR_FEN_TURN'
  | 'ERR_FEN_CASTLING'
  | 'ERR_FEN_EP'
  | 'ERR_FEN_HALFMOVE'
  | 'ERR_FEN_FULLMOVE'
  | 'ERR_FEN_BERSERKER'
  | 'ERR_FEN_KINGS'
  | 'ERR_FEN_CHECK'
  | 'ERR_SAN'
  | 'ERR_ILLEGAL_MOVE'
  | 'ERR_PGN'
  | 'ERR_VARIANT'
  | 'ERR_RULES'
  | 'ERR_SQUARE'
  | 'ERR_TAKEBACK'
  | 'ERR_GAME_OVER'
  | 'ERR_ARGS';

export class ChessError extends Error {
  readonly code: ErrorCode;
  /** Where in the input the problem is: a FEN field name, `ply 12`, `line 3`, an option name. */
  readonly where: string | undefined;
  /** The message without the location. */
  readonly detail: string;

  constructor(code: ErrorCode, message: string, where?: string) {
    super(where ? `${where}: ${message}` : message);
    this.name = 'ChessError';
    this.code = code;
    this.where = where;
    this.detail = message;
  }

  /** The same error with an outer location in front (e.g. the game around a ply). */
  within(outer: string): ChessError {
    return new ChessError(this.code, this.detail, this.where ? `${outer}, ${this.where}` : outer);
  }
}
