/**
 * The theme switch: a toggle button for dark mode. Without a saved choice the page follows the
 * system (prefers-color-scheme); pressing the button saves the opposite of what is shown.
 */
const root = document.documentElement;
const media = window.matchMedia('(prefers-color-scheme: dark)');
const isDark = () => (root.dataset.theme ? root.dataset.theme === 'dark' : media.matches);

function sync(): void {
  const dark = isDark();
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    b.setAttribute('aria-pressed', String(dark));
  }
  // Boards follow the page theme.
  for (const board of document.querySelectorAll('berserker-board')) board.setAttribute('theme', dark ? 'dark' : 'light');
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
media.addEventListener('change', sync);
sync();

// A module, not a global script: its top-level names stay its own.
export {};
