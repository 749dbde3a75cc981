/**
 * The position at the end of a board's `moves`, as the still board draws it: a board of moves far from
 * the viewport is painted still, in its game's frame, once the live code is here (its picture in page
 * order with the other boards, without building the live board), and goes live when it comes near,
 * bringing its step buttons and move list. The engine reads the moves as the live board does
 * (loadGame). Null when the inputs have a problem: only the live board says what it is.
 */
import { boardView } from '@berserker-chess/engine';
import { readDiagram } from '@berserker-chess/engine/diagram';
import { loadGame } from './load.js';
import { indexOf } from './squares.js';
import { pictureOnly } from '../core/still.js';
import type { MovesEnd, StillInputs } from '../types.js';

export function finalPosition(src: { readonly variant: string; readonly rules: string; readonly fen: string; readonly moves: string }): MovesEnd | null {
  const { game, problems } = loadGame({ ...src, pgn: '' });
  if (!game || problems.length) return null;
  const v = boardView(game);
  const diagram = readDiagram(v.variant, game.fen());
  if (!diagram) return null;
  return {
    diagram,
    lastMove: v.lastMove ? [v.lastMove.fromIndex ?? v.lastMove.toIndex, v.lastMove.toIndex] : null,
    check: v.checks.map((name) => indexOf(game, name)),
  };
}

/**
 * The end of a board's moves as the still board draws it (nothing else needing the engine: view mode, no
 * PGN, ply or selected square), or null. Here, in the live code, which it needs anyway.
 */
export function movesEnd(inputs: StillInputs): MovesEnd | null {
  const moves = inputs.moves?.trim();
  if (!moves || !pictureOnly(inputs)) return null;
  return finalPosition({ variant: inputs.variant ?? 'berserker', rules: inputs.rules ?? '', fen: inputs.fen ?? '', moves });
}
