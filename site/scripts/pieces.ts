/**
 * Piece tables: once a show-moves board has upgraded, select its piece so the markers show at once
 * (the static fallback has them drawn in; the live board otherwise waits for a click on the piece).
 * Uses the element's interaction controller when present; does nothing otherwise.
 */
type Board = HTMLElement & {
  updateComplete?: Promise<unknown>;
  interaction?: { activate?: (sq: number) => void };
  state?: { game?: { variant?: { geo?: { width: number } } } };
  requestUpdate?: () => void;
};

function squareIndex(name: string, width: number): number {
  const m = /^([a-l])(\d{1,2})$/.exec(name);
  return m ? (Number(m[2]) - 1) * width + (m[1]!.charCodeAt(0) - 97) : -1;
}

async function select(board: Board): Promise<void> {
  const name = board.dataset.showSquare;
  if (!name) return;
  await board.updateComplete;
  const width = board.state?.game?.variant?.geo?.width ?? 8;
  const sq = squareIndex(name, width);
  if (sq >= 0 && typeof board.interaction?.activate === 'function') board.interaction.activate(sq);
}

customElements.whenDefined('berserker-board').then(() => {
  for (const b of document.querySelectorAll<Board>('berserker-board[data-show-square]')) void select(b);
}, () => {});
