/**
 * What the board editor says about a paste (site/scripts/embed/editor-state.ts): what was read, what
 * is wrong with it, and what the snippets keep of a pasted game. The engine's own messages are quoted
 * after these words, as it gives them.
 */
export const EDITOR_WORDS = {
  pasteFirst: 'Paste a FEN or a PGN first.',
  noGame: (n: number, count: number) => (count ? `PGN: there is no game ${n} (the text holds ${count}).` : 'PGN: the text holds no game.'),
  pgnError: (message: string) => `PGN: ${message}`,
  /** "Berserker Chess, 4 moves" */
  summary: (variant: string, moves: number) => `${variant}, ${moves} ${moves === 1 ? 'move' : 'moves'}`,
  pgnRead: (summary: string) => `PGN read: ${summary}.`,
  /** One game of a PGN of several: the page offers the others in a picker (at most `max`). */
  pgnReadOf: (title: string, count: number, summary: string, max: number) =>
    `PGN read: ${title}, of ${count.toLocaleString('en-US')} games in the text: ${summary}. Choose another game below${count > max ? ` (the list below offers the first ${max})` : ''}.`,
  gameTitle: (n: number, about: string) => `Game ${n}${about ? `: ${about}` : ''}`,
  fenRead: 'FEN read.',
  fenReadAs: (variant: string) => `FEN read as ${variant}.`,
  /** The pasted game is still the one on the board: the snippets carry its PGN. */
  pgnKept: 'The HTML and the iframe carry the whole pasted game: its header, comments, variations, glyphs, arrows and clocks.',
  /** The board, the moves or the rules changed since: the snippets carry the moves alone. */
  pgnLeft:
    'The game has changed since it was pasted: the HTML and the iframe carry these moves without the pasted game\'s header and notes. Put the game back as it was, or paste it again, to keep them.',
} as const;
