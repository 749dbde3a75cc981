/**
 * The rules lab: form controls → the board's variant and rules; the [Rules] tag and PGN as output. The
 * tag's text is the engine's (makeRules): the lab only reads its form.
 */
import { makeRules, parseRules, ruleOptionList, type BerserkerRules } from '@berserker-chess/engine';
import { pageLocale } from '../i18n/page-locale';
import labWords from '../i18n/words/lab';

type Board = HTMLElement & { updateComplete?: Promise<unknown>; pgn?: string; reset?: () => void };

const root = document.querySelector<HTMLElement>('[data-lab]');
const form = root?.querySelector<HTMLFormElement>('[data-lab-form]');
const board = root?.querySelector<Board>('berserker-board');

const w = labWords[pageLocale()];

if (root && form && board) {
  form.hidden = false;
  const tag = root.querySelector<HTMLElement>('[data-lab-tag]')!;
  const pgnOut = root.querySelector<HTMLElement>('[data-lab-pgn]')!;
  const status = root.querySelector<HTMLElement>('[data-lab-status]')!;
  const rulesText = (): string => {
    const data = new FormData(form);
    const chosen: Record<string, string | boolean> = {};
    for (const o of ruleOptionList()) {
      if (o.key === 'ohNo') chosen.ohNo = data.get('ohNo') !== null;
      else chosen[o.key] = String(data.get(o.key) ?? o.default);
    }
    return makeRules(parseRules(chosen as Partial<BerserkerRules>));
  };

  const showPgn = () => {
    pgnOut.textContent = board.pgn ?? '';
  };

  const apply = () => {
    const rules = rulesText();
    const variant = String(new FormData(form).get('variant') ?? 'berserker');
    tag.textContent = rules ? `[Rules "${rules}"]` : w.noTag;
    board.removeAttribute('moves');
    board.removeAttribute('fen');
    board.setAttribute('variant', variant);
    if (rules) board.setAttribute('rules', rules);
    else board.removeAttribute('rules');
    // reset() waits for the live board (a still board goes live for it): the PGN is read once it has run.
    board.reset?.();
    void Promise.resolve(board.updateComplete).then(showPgn);
    const name = form.querySelector<HTMLSelectElement>('select[name="variant"]')?.selectedOptions[0]?.dataset.name ?? variant;
    status.textContent = w.started(variant, name, rules);
  };

  form.addEventListener('change', apply);
  root.querySelector('[data-lab-new]')!.addEventListener('click', apply);
  root.querySelector('[data-lab-copy]')!.addEventListener('click', async () => {
    await board.updateComplete;
    showPgn();
    try {
      await navigator.clipboard.writeText(board.pgn ?? '');
      status.textContent = w.copied;
    } catch {
      status.textContent = w.copyRefused;
    }
  });
  // The live board fires `change` with every move (and a new game); until the reader reaches for it the
  // board is still (no game read, no engine loaded) and the PGN shows nothing.
  board.addEventListener('change', showPgn);
}

// A module, not a global script: its top-level names stay its own.
export {};
