/**
 * A small PGN reader for what the element needs: the tags and the main line's move tokens. Comments
 * ({…} and ;…), variations ((…)), NAGs ($n), move numbers and results are skipped. It reads syntax
 * only — every move token is handed to the engine, which parses the SAN and checks legality. (The
 * engine's full parser keeps comments and variations; leaving it out keeps the one-file bundle 2.5 kB
 * smaller.)
 */

export interface PgnText {
  readonly tags: Readonly<Record<string, string>>;
  readonly moves: string[];
}

/** Reads the first game of `text`. Throws an Error naming the line when a comment or variation is not closed. */
export function readPgnText(text: string): PgnText {
  const tags: Record<string, string> = {};
  const moves: string[] = [];
  const src = text.replace(/^%.*$/gm, ''); // escape lines
  const at = (i: number) => `line ${src.slice(0, i).split('\n').length}`;
  const re = /\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]|\{|;[^\n]*|\(|\)|\$\d+|\d+\.+|1-0|0-1|1\/2-1\/2|\*|[^\s{}();[\]$]+/g;
  let depth = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const tok = m[0];
    if (m[1] !== undefined) {
      if (!moves.length) tags[m[1].toLowerCase()] = m[2]!.replace(/\\(.)/g, '$1');
    } else if (tok === '{') {
      const end = src.indexOf('}', re.lastIndex);
      if (end < 0) throw new Error(`${at(m.index)}: a comment "{" is never closed`);
      re.lastIndex = end + 1;
    } else if (tok === '(') depth++;
    else if (tok === ')') {
      if (--depth < 0) throw new Error(`${at(m.index)}: ")" closes no variation`);
    } else if (depth === 0 && !/^(;|\$|\d+\.|1-0|0-1|1\/2|\*)/.test(tok)) moves.push(tok);
  }
  if (depth > 0) throw new Error('a variation "(" is never closed');
  return { tags, moves };
}
