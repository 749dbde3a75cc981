/**
 * The board as plain data: pieces by square name, check squares, the last move, whose turn it is and
 * who decides it, and one sentence saying so. With common.ts, the only place piece codes become names
 * for the layers above the engine.
 */
import { type Color, COLORS, type ColorName } from '../types.js';
import { makeSquare, parseSquare } from '../geometry.js';
import type { Position } from '../position.js';
import { Game } from '../game.js';
import { ChessError } from '../errors.js';
import type { PieceDef } from '../pieces.js';
import { FIRST_MOVES_TOGETHER, PLACE_WAITS, RELEASE_WAITS } from '../berserker.js';
import { positionStatus, type GameStatus } from '../status.js';
import { outcomeHeadline } from './outcome.js';
import type { BoardView, LastMoveView, PieceView } from './types.js';
import { type BoardSource, colorTitle, pieceViewOf, placementTurnOf, positionOf, toIndex } from './common.js';

export { squareName, squareIndex, type BoardSource } from './common.js';

/** Every piece on the board, a1 first, then along the ranks. */
export function pieceViews(x: Game | Position): PieceView[] {
  const pos = positionOf(x), out: PieceView[] = [];
  for (let sq = 0; sq < pos.size; sq++) {
    const c = pos.board[sq]!;
    if (c !== 0) out.push(pieceViewOf(pos.v, sq, c));
  }
  return out;
}

/** The piece on `square` (name or index), or null for an empty square. */
export function pieceAt(x: Game | Position, square: string | number): PieceView | null {
  const pos = positionOf(x), sq = toIndex(pos, square);
  const c = pos.board[sq]!;
  return c === 0 ? null : pieceViewOf(pos.v, sq, c);
}

/**
 * The variant's definition of the piece with `letter` (either case): name, Betza movement, value in
 * pawns, and whether it is royal, a pawn or a minor piece. Throws ChessError ERR_ARGS when the variant
 * has no such piece.
 */
export function pieceDef(x: BoardSource, letter: string): PieceDef {
  const v = x instanceof Game ? x.variant : 'v' in x ? x.v : x;
  const def = typeof letter === 'string' ? v.pieces.find((p) => p.letter === letter.toUpperCase()) : undefined;
  if (!def) throw new ChessError('ERR_ARGS', `${v.def.name} has no piece "${String(letter)}"; its letters: ${v.pieces.map((p) => p.letter).join(' ')}`, 'letter');
  return def;
}

/** Squares of the side to move's royal pieces that are attacked. */
export function checkSquares(x: Game | Position): string[] {
  const pos = positionOf(x), us = pos.turn, them = (us ^ 1) as Color;
  return pos.royals(us).filter((k) => pos.attacked(k, them)).map((k) => makeSquare(pos.v.geo, k));
}

/** The pieces a side has, by letter (kings included), e.g. `{ K: 1, Q: 1, P: 8, Z: 1 }`. */
export function pieceCounts(x: Game | Position, color: ColorName): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of pieceViews(x)) if (p.color === color) out[p.letter] = (out[p.letter] ?? 0) + 1;
  return out;
}

/**
 * Material of `color` in pawns, by the variant's piece values (kings do not count). The Berserker counts
 * as a knight whether it stands on the board or waits off it to be placed again (R4): capturing it wins
 * no material for good, and a release (a knight becoming the Berserker) loses none.
 */
export function materialCount(x: Game | Position, color: ColorName): number {
  const pos = positionOf(x), v = pos.v, side: Color = color === 'white' ? 0 : 1;
  const knight = v.knightType ? v.pieces[v.knightType - 1]!.value : 3;
  let sum = v.rules && pos.flags & PLACE_WAITS(side) ? knight : 0;
  for (let sq = 0; sq < pos.size; sq++) {
    const c = pos.board[sq]!;
    if (c === 0 || c >> 4 !== side) continue;
    const t = c & 15, p = v.pieces[t - 1]!;
    if (p.royal) continue;
    sum += t === v.berserkerType ? knight : p.value;
  }
  return sum;
}

function lastMoveOf(game: Game): LastMoveView | null {
  const m = game.history[game.history.length - 1];
  if (!m) return null;
  const g = game.variant.geo;
  return {
    from: m.from,
    to: m.to,
    fromIndex: m.from === null ? null : parseSquare(g, m.from),
    toIndex: parseSquare(g, m.to),
    san: m.san,
  };
}

/** Does a placement wait for `us` (R6) while `us` is in check and must move normally? */
function placementWaitsInCheck(pos: Position): boolean {
  if (!pos.v.rules || !pos.inCheck()) return false;
  const us = pos.turn, them = (us ^ 1) as Color;
  const release = pos.v.rules.release === 'opponent-places' ? RELEASE_WAITS(us) : RELEASE_WAITS(them);
  return (pos.flags & (PLACE_WAITS(us) | release)) !== 0;
}

/**
 * One sentence on the situation: "White to move", "White to move, in check", "Black places White's
 * Berserker (release, R3)", "White places Black's captured Berserker (R4)", "White marks one of Black's
 * knights as Black's Berserker (R3)", "Checkmate: Black wins (Berserker checkmate, 2 points)".
 */
export function situationText(x: Game | Position, status?: GameStatus): string {
  const pos = positionOf(x);
  const st = status ?? (x instanceof Game ? x.status() : positionStatus(pos, [pos.hash]));
  if (st.over) return outcomeHeadline(st);
  const turn = placementTurnOf(pos);
  if (turn) {
    const owner = colorTitle(turn.owner), ctl = colorTitle(turn.controller);
    if (turn.kind === 'release') return `${ctl} places ${owner}'s Berserker (release, R3)`;
    if (turn.kind === 'place') return `${ctl} places ${owner}'s captured Berserker (R4)`;
    return `${ctl} marks one of ${owner}'s knights as ${owner}'s Berserker (R3)`;
  }
  const who = colorTitle(pos.turn);
  if (!pos.inCheck()) return `${who} to move`;
  if (placementWaitsInCheck(pos)) return `${who} to move, in check; the placement waits until ${who} is out of check (R6)`;
  return `${who} to move, in check`;
}

/** Everything a board needs to draw the game's current position and say whose turn it is. */
export function boardView(game: Game): BoardView {
  const pos = game.position, v = game.variant;
  const placement = placementTurnOf(pos);
  const status = game.status();
  return {
    variant: v.id,
    width: v.geo.width,
    height: v.geo.height,
    pieces: pieceViews(pos),
    checks: checkSquares(pos),
    lastMove: lastMoveOf(game),
    turn: COLORS[pos.turn],
    controller: placement ? placement.controller : COLORS[pos.turn],
    placement,
    status,
    situation: situationText(game, status),
  };
}

/** Is this game at the point where Black chooses Game of Pawns' first move without seeing White's (C7, C13)? */
function blindFirstMove(game: Game): boolean {
  // C13: the engine marks a game that began from the start position, White to move at move 1, until
  // Black's first move is made; White's first move is then the one ply played.
  return game.history.length === 1 && game.turn === 'black' && (game.position.flags & FIRST_MOVES_TOGETHER) !== 0;
}

/**
 * C7/C13: how many leading plies of the game must stay hidden from the side to move now: 1 while Black
 * chooses Game of Pawns' first move (the game began at the start position and White has moved), else 0.
 */
export function hiddenPlies(game: Game): number {
  return blindFirstMove(game) ? 1 : 0;
}

/**
 * C7/C13: for Game of Pawns' first Black move, a Game at the start position with Black to move, so Black
 * (a computer player, say) chooses without seeing White's move. Null at any other point of any game.
 * A move chosen there is then played on the real game (after White's first move).
 */
export function blindFirstMoveGame(game: Game): Game | null {
  if (!blindFirstMove(game)) return null;
  const fields = game.startFen.split(' ');
  fields[1] = 'b';
  return new Game({ variant: game.variant.id, ...(game.variant.rules ? { rules: game.variant.rules } : {}), fen: fields.join(' ') });
}
