/**
 * The theme switch: a toggle button for dark mode. Without a saved choice the page follows the
 * system (prefers-color-scheme); pressing the button saves the opposite of what is shown.
 */
const root = document.documentElement;
const media = window.matchMedia('(prefers-color-scheme: dark)');
const isDark = () => (root.dataset.theme ? root.dataset.theme === 'dark' : media.matches);

/** The board's theme for the page's: the reader's choice, else `auto` (the system's, as the page follows). */
function themeBoard(board: Element): void {
  const want = root.dataset.theme ? (isDark() ? 'dark' : 'light') : 'auto';
  if ((board.getAttribute('theme') ?? 'auto') !== want) board.setAttribute('theme', want);
}

/**
 * A board showing the page's picture (.bb-fallback) stays still until the reader reaches for it, and a
 * still board whose inputs change goes live to draw them (loading the engine): at load such a board gets
 * its theme when the reader reaches for it (before the element sees the press or the focus), or at the
 * next switch of the theme.
 */
const waiting = new WeakSet<Element>();
const reached = (e: Event) => {
  const board = e.target instanceof Element ? e.target.closest('berserker-board') : null;
  if (board && waiting.has(board)) {
    waiting.delete(board);
    themeBoard(board);
  }
};
for (const type of ['pointerdown', 'focusin']) document.addEventListener(type, reached, true);

function sync(initial = false): void {
  const dark = isDark();
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    b.setAttribute('aria-pressed', String(dark));
  }
  for (const board of document.querySelectorAll('berserker-board')) {
    // A board page's board (.board-layout: Play, Puzzles, Learn) is made live by its page at once.
    if (initial && board.querySelector(':scope > .bb-fallback') && !board.closest('.board-layout')) waiting.add(board);
    else {
      waiting.delete(board);
      themeBoard(board);
    }
  }
}

for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
  b.addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      /* private mode: the choice lasts for this page */
    }
    sync();
  });
}
media.addEventListener('change', () => sync());
sync(true);

// A module, not a global script: its top-level names stay its own.
export {};
