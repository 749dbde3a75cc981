/**
 * AuthorDrawings: the author's `arrows` and `highlights` on the live board, read with core/parse.ts's
 * parsers; a bad one is a problem with its attribute (the error box) and draws nothing. (The reader's
 * own drawing, with the right mouse button, is the viewer's: viewer/reader-drawing.ts.)
 */
import { parseArrows, parseHighlights } from '../core/parse.js';
import type { Arrow, BoardSize, Highlight } from '../types.js';
import { problem, type Problem } from './problems.js';

/**
 * The author's drawings: the `arrows` and `highlights` attributes read for the shown board, again
 * when either changes or the board changes shape. A bad one is a problem with its attribute and
 * draws nothing; the board stays usable.
 */
export class AuthorDrawings {
  arrows: Arrow[] = [];
  highlights: Highlight[] = [];
  readonly #problems: { set(attribute: string, p: Problem | null): void };
  /** The attribute texts and board shape last read. */
  #read = '';

  constructor(problems: { set(attribute: string, p: Problem | null): void }) {
    this.#problems = problems;
  }

  update(board: BoardSize, arrows: string, highlights: string): void {
    const key = `${board.width}x${board.height}\n${arrows}\n${highlights}`;
    if (key === this.#read) return;
    this.#read = key;
    this.arrows = this.#parsed('arrows', () => parseArrows(arrows, board));
    this.highlights = this.#parsed('highlights', () => parseHighlights(highlights, board));
  }

  #parsed<T>(attribute: string, parse: () => T[]): T[] {
    try {
      const list = parse();
      this.#problems.set(attribute, null);
      return list;
    } catch (e) {
      this.#problems.set(attribute, problem(attribute, e));
      return [];
    }
  }
}
