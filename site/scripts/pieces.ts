/**
 * Piece tables: once a show-moves board has upgraded, select its piece so the markers show at once
 * (the static fallback has them drawn in; the live board otherwise waits for a click on the piece).
 * Uses the element's public `selected` property (with `show-moves`, the selected piece's moves are
 * marked); does nothing before the element is defined.
 */
type Board = HTMLElement & { selected?: string };

customElements.whenDefined('berserker-board').then(() => {
  for (const b of document.querySelectorAll<Board>('berserker-board[data-show-square]')) {
    const square = b.dataset.showSquare;
    if (square) b.selected = square;
  }
}, () => {});
