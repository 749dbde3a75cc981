/**
 * Board pages (.board-layout in styles/board-layout.css: Play, Puzzles, Learn) size the board to the
 * screen from a fixed budget of what shows with it. On a Berserker placement turn the board shows a
 * panel under itself (who places whose Berserker, which knight to pick), which the budget of Learn and
 * Puzzles does not hold: while it shows, its height goes to the layout as --board-extra, and the board
 * gives up as much height, so the panel is on screen with the whole board. A page whose budget holds
 * the panel already (`data-panel-room`: Play, where a board that changed size under the player's
 * finger would be in the way) is left alone. And the board's move list goes under the board, not beside it
 * (see listBelow).
 */
const GAP = 6; // the element's gap between its parts (packages/board/src/core/styles.ts)

type Board = HTMLElement & { updateComplete?: Promise<unknown> };

/**
 * A board page's board keeps its move list under itself (`move-list="bottom"`), never beside: beside,
 * the list would take a third of the width the page sized for the board. Markup may say so itself.
 */
function listBelow(layout: HTMLElement): void {
  const board = layout.querySelector('.board-main berserker-board');
  if (board && !board.hasAttribute('move-list')) board.setAttribute('move-list', 'bottom');
}

function watch(layout: HTMLElement): void {
  let queued = false;
  const measure = () => {
    queued = false;
    const board = layout.querySelector<Board>('.board-main berserker-board');
    const panel = board?.shadowRoot?.querySelector<HTMLElement>('[part~="placement"]');
    const height = panel && panel.getClientRects().length ? Math.ceil(panel.getBoundingClientRect().height) + GAP : 0;
    const value = `${height}px`;
    if (layout.style.getPropertyValue('--board-extra') !== value) layout.style.setProperty('--board-extra', value);
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    const board = layout.querySelector<Board>('.board-main berserker-board');
    // The element draws after its own update; measure once that is on screen.
    void Promise.resolve(board?.updateComplete).then(() => requestAnimationFrame(measure));
  };
  // The panel coming or going changes the element's height; the page may also set a position without
  // an event. Measuring waits for the next frame, so a change it makes is never measured in the same one.
  const sizes = new ResizeObserver(schedule);
  let observed: Element | null = null;
  const follow = () => {
    listBelow(layout);
    const board = layout.querySelector('.board-main berserker-board');
    if (board === observed) return;
    if (observed) sizes.unobserve(observed);
    observed = board;
    if (board) sizes.observe(board);
    schedule();
  };
  // The Puzzles page puts a new board in for each puzzle.
  new MutationObserver(follow).observe(layout.querySelector('.board-main') ?? layout, { childList: true, subtree: true });
  // The board's events do not bubble: listen while they pass the layout on their way down (capture).
  for (const type of ['change', 'move']) layout.addEventListener(type, schedule, true);
  follow();
  void customElements.whenDefined('berserker-board').then(schedule);
}

for (const layout of document.querySelectorAll<HTMLElement>('.board-layout')) {
  if (layout.hasAttribute('data-panel-room')) listBelow(layout);
  else watch(layout);
}

export {};
