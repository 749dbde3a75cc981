/**
 * Movetext: moves with their move-number labels, for any start. White's moves get `12.`; a Black move
 * gets `12…` when it starts a line (or, for a viewer, follows a comment or a variation) and no label
 * otherwise. Placements count as the owner's move (R3, R4), and Game of Pawns' paired first moves are
 * two plies like any others (C7), so the numbering simply alternates from the start position's side to
 * move and fullmove number. The text form (formatMovetext) writes `12...` as PGN does.
 */
import { COLORS, type ColorName } from '../types.js';
import { ChessError } from '../errors.js';
import { parseFen } from '../fen.js';
import { getVariant } from '../variants.js';
import { iteratePgn } from '../pgn-reader.js';
import type { Game, MoveInfo } from '../game.js';
import type { MoveToken } from './types.js';
import { hiddenPlies } from './board.js';

/** Where a line starts: the fullmove number of its first move and whether Black makes it. */
export interface LineStart {
  readonly fullmove: number;
  readonly blackToMove: boolean;
}

/**
 * The side to move and fullmove number of a FEN (`''` means the standard start: White, move 1). With a
 * `variant`, the whole FEN is checked against it; without, only those two fields are read.
 */
export function lineStart(startFen: string, variant?: string): LineStart {
  if (typeof startFen !== 'string') throw new ChessError('ERR_FEN', 'the start FEN must be a string', 'FEN');
  if (variant !== undefined) {
    const v = getVariant(variant);
    const pos = parseFen(v, startFen.trim() === '' ? v.def.startFen : startFen);
    return { fullmove: pos.fullmove, blackToMove: pos.turn === 1 };
  }
  const fields = startFen.trim().split(/\s+/);
  if (startFen.trim() === '') return { fullmove: 1, blackToMove: false };
  const turn = fields[1] ?? 'w';
  if (turn !== 'w' && turn !== 'b') throw new ChessError('ERR_FEN_TURN', `"${turn}" is not w or b`, 'FEN side to move');
  const full = fields[5] ?? '1';
  if (!/^\d{1,6}$/.test(full) || Number(full) < 1) throw new ChessError('ERR_FEN_FULLMOVE', `"${full}" is not a whole number of at least 1`, 'FEN fullmove number');
  return { fullmove: Number(full), blackToMove: turn === 'b' };
}

/** Tokens for `sans` played from `start`. */
export function tokensFrom(start: LineStart, sans: readonly string[]): MoveToken[] {
  const out: MoveToken[] = [];
  let n = start.fullmove, black = start.blackToMove;
  sans.forEach((san, i) => {
    const color: ColorName = COLORS[black ? 1 : 0];
    const spokenLabel = black ? `${n}…` : `${n}.`;
    out.push({ ply: i + 1, san, color, moveNumber: n, label: !black || i === 0 ? spokenLabel : '', spokenLabel });
    if (black) n++;
    black = !black;
  });
  return out;
}

/**
 * Number labels for `sans` played from `startFen` (`''` for the standard start): `1.` before each White
 * move, `12…` before a Black move that starts the line. With `options.variant`, the FEN is validated
 * against that variant (ChessError otherwise). The SANs are kept as given.
 */
export function moveTokens(startFen: string, sans: readonly string[], options: { variant?: string } = {}): MoveToken[] {
  return tokensFrom(lineStart(startFen, options.variant), sans);
}

/**
 * The tokens of a game's history, SAN as the engine wrote it. Plies hidden from the side to move now
 * (Game of Pawns' first White move while Black chooses, C7) carry `hidden: true`: show them as a hidden
 * move, not their SAN.
 */
export function historyTokens(game: Game): MoveToken[] {
  const hidden = hiddenPlies(game);
  const tokens = tokensFrom(lineStart(game.startFen), game.history.map((m: MoveInfo) => m.san));
  return tokens.map((t) => (t.ply <= hidden ? { ...t, hidden: true } : t));
}

/**
 * The label to print before `token`. Pass `afterBreak: true` when the move follows a comment, a
 * variation or any other interruption of the line: a Black move then gets its `12…` too (PGN style).
 */
export function moveLabel(token: MoveToken, options: { afterBreak?: boolean } = {}): string {
  return options.afterBreak ? token.spokenLabel : token.label;
}

export interface FormatMovetextOptions {
  /** Plies (MoveToken.ply) that follow a break (a comment, a variation): their Black move gets `12...` too. */
  readonly breaksBefore?: Iterable<number>;
}

/**
 * PGN text of the tokens: `1. e3 e5 2. Nb1=Z Nf6`, and from Black's move `3... Nf6 4. Bc4` (the text form
 * writes three dots where a label has `…`).
 */
export function formatMovetext(tokens: readonly MoveToken[], options: FormatMovetextOptions = {}): string {
  const breaks = new Set(options.breaksBefore ?? []);
  return tokens
    .map((t) => {
      const label = moveLabel(t, { afterBreak: breaks.has(t.ply) }).replace('…', '...');
      return label ? `${label} ${t.san}` : t.san;
    })
    .join(' ');
}

/**
 * The SAN tokens of a movetext (`1. e3 e5 2. Nb1=Z {a comment} Nf6 1-0`): move numbers, results,
 * comments, NAGs, annotation suffixes and variations are dropped. Read with the engine's PGN reader, so
 * bad text throws ChessError ERR_PGN with its line and column. A movetext holding more than one game
 * (moves after a result) is an error too.
 */
export function parseMovetext(text: string): string[] {
  if (typeof text !== 'string') throw new ChessError('ERR_ARGS', 'movetext must be a string', 'movetext');
  // Streamed, and stopped at the second game: a long text of many games is refused without reading it all.
  const games = iteratePgn(text, { variations: 'skip' });
  const first = games.next();
  if (first.done) return [];
  const game = first.value;
  const second = games.next();
  if (!second.done) {
    throw new ChessError('ERR_PGN', `the movetext goes on after its result (${game.result}); it holds more than one game`, `line ${second.value.line}`);
  }
  if (game.tags.length > 0) throw new ChessError('ERR_PGN', `a movetext has no tags (found [${game.tags[0]![0]} …]); read whole games with readPgn`, `line ${game.line}`);
  return game.moves.map((m) => m.san);
}

/**
 * Plays a movetext on `game` and returns the moves played. All or nothing: when a move cannot be
 * played, the game is left as it was and the ChessError names the ply, the move number and the move.
 */
export function playMovetext(game: Game, text: string): MoveInfo[] {
  const sans = parseMovetext(text);
  const played: MoveInfo[] = [];
  try {
    for (const san of sans) played.push(game.play(san));
  } catch (e) {
    for (let i = 0; i < played.length; i++) game.undo();
    if (e instanceof ChessError) {
      const san = sans[played.length]!;
      throw e.detail.includes(san) ? e : new ChessError(e.code, `${san}: ${e.detail}`, e.where);
    }
    throw e;
  }
  return played;
}
