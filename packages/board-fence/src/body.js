// @ts-check
/**
 * The fence's body: a PGN, or a FEN line, or moves, or a FEN line followed by moves. Which one it is
 * is told by its shape alone; what it says is judged by the engine.
 *
 * - a PGN: anything the `moves` attribute cannot carry — a tag pair (`[Event "…"]`), a comment
 *   (`{…}`), a variation (`(…)`) or a NAG (`$1`);
 * - a FEN: a first line whose first field has a slash between ranks (`8/8/…`; a move never starts so);
 * - moves: the rest, SAN with or without move numbers (`1. e3 e5 2. Nb1=Z`).
 */

/**
 * @typedef {{ kind: 'pgn', pgn: string, line: number }
 *   | { kind: 'position', fen: string, fenLine: number, moves: string, movesLine: number }} Body
 * Lines count from 1, the first line of the body.
 */

const PGN_SIGNS = /^\s*\[\w+\s+"|[{}()]|\$\d/m;
const FEN_SHAPE = /\//;

/**
 * @param {string} body
 * @returns {Body}
 */
export function readBody(body) {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return { kind: 'position', fen: '', fenLine: 1, moves: '', movesLine: 1 };
  if (PGN_SIGNS.test(body)) return { kind: 'pgn', pgn: lines.join('\n').trim(), line: first + 1 };
  const head = lines[first].trim();
  if (FEN_SHAPE.test(head.split(/\s+/)[0] ?? '')) {
    const rest = lines.slice(first + 1);
    const next = rest.findIndex((l) => l.trim() !== '');
    return { kind: 'position', fen: head, fenLine: first + 1, moves: rest.join(' ').replace(/\s+/g, ' ').trim(), movesLine: next < 0 ? first + 1 : first + 2 + next };
  }
  return { kind: 'position', fen: '', fenLine: first + 1, moves: lines.slice(first).join(' ').replace(/\s+/g, ' ').trim(), movesLine: first + 1 };
}
