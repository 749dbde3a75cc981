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

  constructor(code: ErrorCode, rawMessage: string, where?: string) {
    const message = boundedMessage(String(rawMessage));
    where = where === undefined || where === null ? undefined : String(where);
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

/** Quoted input longer than this is shortened in a long message: enough to recognise it, never the whole megabyte. */
const QUOTE_KEEP = 60;
/** No message, whatever it quotes, is longer than this many characters. */
const MESSAGE_MAX = 1000;

/**
 * Messages quote the input they refuse (`unknown variant "…"`). A huge input must not become a huge
 * message (an error box echoing a 1 MB attribute, a log line of a whole file): in a message over
 * MESSAGE_MAX characters every quoted run longer than QUOTE_KEEP keeps its start and says how long it
 * was, inside the quotes (`"xxxx… (1,048,576 characters)"`, the form the board element uses too), and
 * the whole message is capped. Messages of ordinary size are left as they are.
 */
export function boundedMessage(message: string): string {
  if (message.length <= MESSAGE_MAX) return message;
  let out = message.replace(/"([^"]{81,})"/g, (_, quoted: string) => `"${quoted.slice(0, QUOTE_KEEP)}… (${quoted.length.toLocaleString('en-US')} characters)"`);
  if (out.length > MESSAGE_MAX) out = `${out.slice(0, MESSAGE_MAX - 40)}… (message of ${out.length.toLocaleString('en-US')} characters cut)`;
  return out;
}
