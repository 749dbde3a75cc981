/**
 * R8 Oh No!: every board in play mode whose rules include ohNo=on gets a button under it that calls the
 * element's ohNo(), with a short status line (a game shown in view mode, such as an annotated game, has
 * its take-backs in the record: there is nothing for the reader to take back). It follows changes of the `rules` attribute (the rules lab).
 * Added by script: without JavaScript there is nothing to take back.
 */
import { parseRules } from '@berserker-chess/engine';
import { pageLocale } from '../i18n/page-locale';
import { OHNO_WORDS } from './ohno-words';

type Board = HTMLElement & { updateComplete?: Promise<unknown>; ohNo?: () => { san?: string } | null };

/** Is Oh No! on in these rules? Rules the engine cannot read get no button (the board shows the error). */
function ohNoOn(rules: string | null): boolean {
  try {
    return parseRules(rules ?? '').ohNo;
  } catch {
    return false;
  }
}

function bar(board: Board): HTMLElement {
  const next = board.nextElementSibling as HTMLElement | null;
  if (next?.classList.contains('oh-no-bar')) return next;
  const w = OHNO_WORDS[pageLocale()];
  const el = document.createElement('div');
  el.className = 'oh-no-bar no-print';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button secondary';
  button.textContent = w.button;
  const status = document.createElement('span');
  status.className = 'status-line';
  status.setAttribute('role', 'status');
  button.addEventListener('click', async () => {
    // A still board (not reached for yet) goes live first: its game is the live board's.
    await board.updateComplete;
    const onError = (e: Event) => {
      status.textContent = (e as CustomEvent<{ message: string }>).detail.message;
    };
    board.addEventListener('error', onError);
    const m = board.ohNo?.();
    board.removeEventListener('error', onError);
    if (m) status.textContent = w.takenBack(m.san ?? null);
  });
  el.append(button, status);
  board.insertAdjacentElement('afterend', el);
  return el;
}

function sync(board: Board): void {
  const on = board.getAttribute('mode') === 'play' && ohNoOn(board.getAttribute('rules'));
  const next = board.nextElementSibling as HTMLElement | null;
  if (on) bar(board).hidden = false;
  else if (next?.classList.contains('oh-no-bar')) next.hidden = true;
}

customElements.whenDefined('berserker-board').then(() => {
  for (const b of document.querySelectorAll<Board>('berserker-board')) sync(b);
  new MutationObserver((records) => {
    for (const r of records) if (r.target instanceof HTMLElement && r.target.localName === 'berserker-board') sync(r.target as Board);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['rules', 'mode'] });
}, () => {});

// A module, not a global script: its top-level names stay its own.
export {};
