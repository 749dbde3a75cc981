/**
 * The rules lab: form controls → the board's variant and rules; the [Rules] tag and PGN as output. The
 * tag's text is the engine's (makeRules): the lab only reads its form.
 */
import { makeRules, parseRules, ruleOptionList, type BerserkerRules } from '@berserker-chess/engine';

type Board = HTMLElement & { updateComplete?: Promise<unknown>; pgn?: string; reset?: () => void };

const root = document.querySelector<HTMLElement>('[data-lab]');
const form = root?.querySelector<HTMLFormElement>('[data-lab-form]');
const board = root?.querySelector<Board>('berserker-board');

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
    tag.textContent = rules ? `[Rules "${rules}"]` : '(default rules: no tag)';
    board.removeAttribute('moves');
    board.removeAttribute('fen');
    board.setAttribute('variant', variant);
    if (rules) board.setAttribute('rules', rules);
    else board.removeAttribute('rules');
    // reset() waits for the live board (a still board goes live for it): the PGN is read once it has run.
    board.reset?.();
    void Promise.resolve(board.updateComplete).then(showPgn);
    status.textContent = `New ${variant.replace(/-/g, ' ')} game${rules ? ` with ${rules}` : ' with the default rules'}.`;
  };

  form.addEventListener('change', apply);
  root.querySelector('[data-lab-new]')!.addEventListener('click', apply);
  root.querySelector('[data-lab-copy]')!.addEventListener('click', async () => {
    await board.updateComplete;
    showPgn();
    try {
      await navigator.clipboard.writeText(board.pgn ?? '');
      status.textContent = 'The PGN is on the clipboard.';
    } catch {
      status.textContent = 'Copying is not allowed here; select the PGN below instead.';
    }
  });
  // The live board fires `change` with every move (and a new game); until the reader reaches for it the
  // board is still (no game read, no engine loaded) and the PGN shows nothing.
  board.addEventListener('change', showPgn);
}

// A module, not a global script: its top-level names stay its own.
export {};
