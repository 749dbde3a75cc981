// The perft implementations compared by the bench. Each entry: { id, label, peer, setup(fen) → () => nodes }.
// chessops (GPL-3.0) and chess.js are devDependencies used only here and in tests; never ship them.
import { Chess as ChessopsChess } from 'chessops/chess';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import { perft as chessopsPerft } from 'chessops/debug';
import { Chess as ChessJs } from 'chess.js';
import { getVariant, parseFen, perft } from '../../packages/engine/src/index.ts';

const PROMOTIONS = ['queen', 'knight', 'rook', 'bishop'];

function chessopsPosition(fen) {
  return ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
}

/** Perft through chessops' public API only: every move (leaves included) is played on a clone. */
function chessopsNaive(pos, depth) {
  if (depth === 0) return 1;
  let nodes = 0;
  const promotionRank = pos.turn === 'white' ? 6 : 1;
  for (const [from, dests] of pos.allDests()) {
    const promoting = pos.board.pawn.has(from) && from >> 3 === promotionRank;
    for (const to of dests) {
      if (promoting) {
        for (const promotion of PROMOTIONS) {
          const child = pos.clone();
          child.play({ from, to, promotion });
          nodes += chessopsNaive(child, depth - 1);
        }
      } else {
        const child = pos.clone();
        child.play({ from, to });
        nodes += chessopsNaive(child, depth - 1);
      }
    }
  }
  return nodes;
}

/** Ours first; the others are peers we report a ratio against. */
export const IMPLS = [
  {
    id: 'ours',
    label: 'ours: perft (bulk)',
    peer: false,
    setup(fen, depth, variant = 'chess') {
      const pos = parseFen(getVariant(variant), fen);
      return () => perft(pos, depth);
    },
  },
  {
    id: 'chessops-bulk',
    label: 'chessops debug.perft (bulk)',
    peer: true,
    setup(fen, depth) {
      const pos = chessopsPosition(fen);
      return () => chessopsPerft(pos, depth);
    },
  },
  {
    id: 'chessops-naive',
    label: 'chessops naive (clone+play)',
    peer: true,
    setup(fen, depth) {
      const pos = chessopsPosition(fen);
      return () => chessopsNaive(pos, depth);
    },
  },
  {
    id: 'chess.js',
    label: 'chess.js .perft()',
    peer: true,
    setup(fen, depth) {
      const game = new ChessJs(fen);
      return () => game.perft(depth);
    },
  },
];
