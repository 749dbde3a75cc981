/**
 * The site's sound preference, shared by the Play and Puzzles pages: on unless the reader turned it off
 * (one localStorage key for both pages, kept across reloads and followed by the site's other open tabs).
 * `wireSoundToggles` wires every mute control on the page (site/components/SoundToggle.astro): a real
 * button whose pressed state says that sound is on, and sets `sound="on"` or `"off"` on the boards in the
 * box it names — boards put there later too (the Puzzles page makes a board per puzzle). Embeds of the
 * element are silent unless their page sets `sound="on"`; this is the site's own choice for its pages.
 */
import { pageLocale } from '../../i18n/page-locale';
import { SOUND_WORDS } from './sound-words';

export const SOUND_KEY = 'berserker-chess:sound';

/** Is the site's sound on (the default)? Storage that cannot be read (private modes, blocked) keeps the default. */
export function soundOn(storage: () => Storage = () => localStorage): boolean {
  try {
    return storage().getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Keeps the reader's choice (false when the storage refuses it: the choice then lasts for the page). */
export function saveSound(on: boolean, storage: () => Storage = () => localStorage): boolean {
  try {
    storage().setItem(SOUND_KEY, on ? 'on' : 'off');
    return true;
  } catch {
    return false;
  }
}

/** Wires each `[data-sound-toggle]` button on the page to the boards in the box its `data-sound-boards` selector names. */
export function wireSoundToggles(root: ParentNode = document): void {
  // The toggle's words: its name, and the state shown after it (the pressed state says it to a screen reader).
  const words = SOUND_WORDS[pageLocale()];
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-sound-toggle]')) {
    const box = document.querySelector(button.dataset.soundBoards ?? '');
    const state = button.querySelector<HTMLElement>('[data-sound-state]');
    /** The choice now: stored, or (when the storage refuses it) this page's. */
    let on = soundOn();
    const apply = () => {
      button.setAttribute('aria-pressed', String(on));
      if (state) state.textContent = on ? words.on : words.off;
      for (const b of box?.querySelectorAll('berserker-board') ?? []) if (b.getAttribute('sound') !== (on ? 'on' : 'off')) b.setAttribute('sound', on ? 'on' : 'off');
    };
    button.addEventListener('click', () => {
      on = !on;
      saveSound(on);
      apply();
    });
    // Another tab of the site changed it.
    window.addEventListener('storage', (e: StorageEvent) => {
      if (e.key !== SOUND_KEY && e.key !== null) return;
      on = soundOn();
      apply();
    });
    if (box) new MutationObserver(apply).observe(box, { childList: true, subtree: true });
    apply();
    button.hidden = false;
  }
}
