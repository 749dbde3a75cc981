/**
 * The Puzzles page's "Link and embed this puzzle" panel: the puzzle's link, its element and frame HTML
 * with copy buttons, and the set the reader is making to share (a teacher's list) with its link. The
 * page script hands it the progress to read and a way to change it.
 */
import type { OpenPuzzle } from './types';
import { snippet } from './logic';
import { MAX_SET, type Progress } from './progress';
import { PUZZLE_WORDS } from './words';
import { pageLocale } from '../../i18n/page-locale';
import { localHref } from '../../i18n/locale';
import { puzzleHash, setHash } from './address';
import { $ } from './dom';

/**
 * Copies `text` and says so in `status`; where the page may not write to the clipboard, selects
 * `shown` (the text on the page) and says how to copy it.
 */
export async function copyText(text: string, shown: HTMLElement, status: HTMLElement, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = PUZZLE_WORDS[pageLocale()].copiedText(what, true);
  } catch {
    const range = document.createRange();
    range.selectNodeContents(shown);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    status.textContent = PUZZLE_WORDS[pageLocale()].copiedText(what, false);
  }
}

export interface ShareHost {
  progress(): Progress;
  /** Keeps the changed progress (saved, and the page's counts redrawn). */
  update(p: Progress): void;
  current(): OpenPuzzle | null;
}

/** Wires the panel; `show(p)` fills it for the puzzle on the board. */
export function sharePanel(host: ShareHost): { show(p: OpenPuzzle): void } {
  const locale = pageLocale();
  const w = PUZZLE_WORDS[locale];
  /** The page's own address (/puzzles/ or /de/puzzles/): a German reader's link opens the German page. */
  const pagePath = localHref(locale, '/puzzles/');
  const share = {
    link: $<HTMLAnchorElement>('[data-share-link]'),
    set: $<HTMLAnchorElement>('[data-set-link]'),
    element: $('[data-share-element]'),
    frame: $('[data-share-frame]'),
    status: $('[data-share-status]'),
  };
  const setUi = {
    count: $('[data-set-count]'),
    toggle: $<HTMLButtonElement>('[data-set-toggle]'),
    copy: $<HTMLButtonElement>('[data-share-copy="set"]'),
    clear: $<HTMLButtonElement>('[data-set-clear]'),
    row: $('[data-set-link-row]'),
  };

  /** The set the reader is making: its size, whether this puzzle is in it, and its link. */
  function renderSet(): void {
    const set = host.progress().set, n = set.length, current = host.current(), inSet = !!current && set.includes(current.id);
    setUi.count.textContent = w.setCount(n, inSet, MAX_SET);
    setUi.toggle.textContent = w.setToggle(inSet);
    setUi.toggle.disabled = !current || (!inSet && n >= MAX_SET);
    setUi.copy.disabled = n === 0;
    setUi.clear.disabled = n === 0;
    setUi.row.hidden = n === 0;
    const href = `${location.origin}${pagePath}${setHash(set)}`;
    share.set.href = href;
    share.set.textContent = href;
  }

  setUi.toggle.addEventListener('click', () => {
    const current = host.current();
    if (!current) return;
    const p = host.progress(), id = current.id;
    host.update({ ...p, set: p.set.includes(id) ? p.set.filter((x) => x !== id) : [...p.set, id] });
    renderSet();
  });
  setUi.clear.addEventListener('click', () => {
    host.update({ ...host.progress(), set: [] });
    renderSet();
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share-copy]')) {
    const kind = button.dataset.shareCopy as keyof typeof w.copied;
    button.addEventListener('click', () => {
      const shown = share[kind];
      void copyText(shown instanceof HTMLAnchorElement ? shown.href : shown.textContent ?? '', shown, share.status, w.copied[kind]);
    });
  }

  // The frame snippet's writer is loaded when the box is first opened (it is not needed before).
  const box = document.querySelector<HTMLDetailsElement>('[data-puzzle-share]');
  let shown: OpenPuzzle | null = null;
  function fillFrame(): void {
    const p = shown;
    if (!p || !box?.open) return;
    void import('./share-frame').then(({ frameHtml }) => {
      if (shown === p) share.frame.textContent = frameHtml(p, location.origin, locale);
    });
  }
  box?.addEventListener('toggle', fillFrame);

  return {
    show(p) {
      const href = `${location.origin}${pagePath}${puzzleHash(p.id)}`;
      share.link.href = href;
      share.link.textContent = href;
      share.element.textContent = snippet(p, location.origin, locale);
      shown = p;
      fillFrame();
      share.status.textContent = '';
      renderSet();
    },
  };
}
