/**
 * A move's `[%eval …]` (as lichess and engines write it in a PGN comment) for people: the short text
 * shown beside the move and the words a screen reader says. The tree keeps the command as written
 * (view/tree.ts); this reads it: `0.17` and `-1.5` are pawns from White's point of view, `#3` and `#-3`
 * a forced mate (White's, Black's), an optional `,depth` follows. Anything else is not an evaluation.
 */

export interface EvalText {
  /** Beside the move: `+0.2`, `−1.5`, `0.0`, `#3`, `#-3`. */
  readonly text: string;
  /** For a screen reader: 'evaluation +0.2', 'White mates in 3'. */
  readonly spoken: string;
  /** Pawns for White (a mate: ±Infinity), for a bar or a graph. */
  readonly pawns: number;
  /**
   * A forced mate in moves, as structured data for words in other languages: positive when White
   * mates (`#3` → 3), negative when Black does (`#-3` → -3); null for an evaluation in pawns.
   */
  readonly mate: number | null;
}

/** Reads an `[%eval]` value; null when it is not one (it is then shown nowhere). */
export function evalText(raw: string): EvalText | null {
  const value = raw.trim().split(',')[0]!.trim();
  const mate = /^#([+-]?)(\d{1,3})$/.exec(value);
  if (mate) {
    const n = Number(mate[2]);
    if (n === 0) return null;
    const black = mate[1] === '-';
    return { text: `#${black ? '-' : ''}${n}`, spoken: `${black ? 'Black' : 'White'} mates in ${n}`, pawns: black ? -Infinity : Infinity, mate: black ? -n : n };
  }
  if (!/^[+-]?(\d{1,4}(\.\d*)?|\.\d+)$/.test(value)) return null;
  const pawns = Number(value);
  // One decimal, as evaluation bars and move lists show it; a true minus sign; no sign on zero.
  const shown = Math.abs(pawns).toFixed(1);
  const sign = shown === '0.0' ? '' : pawns > 0 ? '+' : '\u2212';
  return { text: `${sign}${shown}`, spoken: `evaluation ${sign === '\u2212' ? 'minus ' : sign}${shown}`, pawns, mate: null };
}
