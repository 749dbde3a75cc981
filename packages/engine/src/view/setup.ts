/**
 * Positions from pieces: a FEN built from named squares and letters (for board editors and teaching
 * diagrams), always checked by the engine's own FEN reader, so what comes out is a position the engine
 * plays. Pages never write FEN strings by hand.
 */
import { ChessError } from '../errors.js';
import { getVariant } from '../variants.js';
import { parseFen, makeFen } from '../fen.js';
import { parseSquare } from '../geometry.js';
import { Game } from '../game.js';
import { checkSquares, pieceViews, squareName } from './board.js';
import { setupFenText } from './common.js';
import { pieceTargets } from './teaching.js';
import type { Setup, SetupPiece } from './types.js';

/**
 * The FEN of `setup` in variant `variantId` (rules as for getVariant), as the engine writes it. Throws
 * ChessError naming the square or field that is wrong: a square off the board or given twice, a letter
 * that is not a piece of the variant, or anything the FEN reader refuses (kings, castling, checks, C8).
 */
export function setupFen(variantId: string, setup: Setup, rules?: string): string {
  const v = getVariant(variantId, rules);
  const { width: w, height: h } = v.geo;
  const cells = new Map<number, string>();
  for (const p of setup.pieces) {
    const sq = parseSquare(v.geo, p.square);
    if (sq < 0) throw new ChessError('ERR_SQUARE', `"${p.square}" is not a square of a ${w}x${h} board`, 'pieces');
    if (cells.has(sq)) throw new ChessError('ERR_FEN_BOARD', `${p.square} is given two pieces`, 'pieces');
    const upper = p.letter.toUpperCase();
    if (!v.typeOf.has(upper)) throw new ChessError('ERR_FEN_BOARD', `"${p.letter}" is not a piece of ${v.def.name}`, `pieces, ${p.square}`);
    cells.set(sq, p.color === 'white' ? upper : upper.toLowerCase());
  }
  return makeFen(parseFen(v, setupFenText(v, cells, setup)));
}

/**
 * A position for "click a piece to see its moves": the piece with `letter` near the middle of an empty
 * board (a pawn on its starting rank), the kings (if the variant has them) tucked where the piece does
 * not reach and neither is in check. `square` is where the piece stands.
 */
export function lonePiecePosition(variantId: string, letter: string): { fen: string; square: string } {
  const v = getVariant(variantId);
  const { width: w, height: h } = v.geo;
  const L = letter.toUpperCase();
  if (!v.typeOf.has(L)) throw new ChessError('ERR_FEN_BOARD', `"${letter}" is not a piece of ${v.def.name}`);
  let rank = Math.floor((h - 1) / 2);
  if (v.pawnTypes[v.typeOf.get(L)!]) {
    const pawn = pieceViews(new Game({ variant: variantId })).find((p) => p.letter === L && p.color === 'white');
    rank = pawn ? Math.floor(pawn.index / w) : 1;
  }
  const sq = rank * w + Math.floor((w - 1) / 2);
  const hasKing = v.typeOf.has('K');
  const name = (i: number) => squareName(v, i);
  const corners = [[w - 1, 0], [0, h - 1], [w - 1, h - 1], [0, 0], [w - 2, 0], [1, h - 1], [w - 1, 1], [0, h - 2]].map(([f, r]) => r! * w + f!);
  const near = (a: number, b: number) => Math.abs((a % w) - (b % w)) <= 1 && Math.abs(Math.floor(a / w) - Math.floor(b / w)) <= 1;
  for (const wk of L === 'K' ? [sq] : corners) {
    for (const bk of corners) {
      if (wk === bk || bk === sq || (wk === sq && L !== 'K') || near(wk, bk)) continue;
      const pieces: SetupPiece[] = [{ square: name(sq), letter: L, color: 'white' }];
      if (hasKing && L !== 'K') pieces.push({ square: name(wk), letter: 'K', color: 'white' });
      if (hasKing) pieces.push({ square: name(bk), letter: 'K', color: 'black' });
      let fen: string;
      try {
        // A Berserker on the board needs its owner's opponent to have triggered (C8).
        fen = setupFen(variantId, { pieces, ...(L === 'Z' ? { berserker: 't' } : {}) });
      } catch {
        continue;
      }
      const game = new Game({ variant: variantId, fen });
      if (checkSquares(game).length) continue;
      const reach = pieceTargets(game, sq).map((t) => t.index);
      if (reach.includes(bk) || (L !== 'K' && reach.includes(wk))) continue;
      return { fen, square: name(sq) };
    }
  }
  throw new ChessError('ERR_FEN_BOARD', `no position with a lone ${letter} fits ${v.def.name}'s board`);
}
