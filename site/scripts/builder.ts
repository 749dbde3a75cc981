/**
 * The snippet builder (Embed page): set up a position or paste a PGN, see the board, copy the HTML.
 * The engine checks the input and writes the moves in canonical SAN, so the snippet never carries an
 * illegal move; the preview is a real <berserker-board>.
 */
import { Game, formatMovetext, historyTokens, listVariants, makeRules, playMovetext, readGame } from '@berserker-chess/engine';

const root = document.querySelector<HTMLElement>('[data-builder]');
const form = root?.querySelector<HTMLFormElement>('form');

function attr(name: string, value: string | true): string {
  if (value === true) return ` ${name}`;
  return ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
}

if (root && form) {
  form.hidden = false;
  root.querySelector<HTMLElement>('[data-builder-nojs]')?.remove();
  const preview = root.querySelector<HTMLElement>('[data-builder-preview]')!;
  const output = root.querySelector<HTMLElement>('[data-builder-output]')!;
  const status = root.querySelector<HTMLElement>('[data-builder-status]')!;
  const variantSelect = form.elements.namedItem('variant') as HTMLSelectElement;
  for (const v of listVariants()) variantSelect.add(new Option(v.name, v.id, v.id === 'berserker', v.id === 'berserker'));
  const scriptUrl = new URL('/berserker-board.js', location.href).href;

  const update = () => {
    const data = new FormData(form);
    const text = String(data.get('moves') ?? '').trim();
    let variant = String(data.get('variant') ?? 'berserker');
    let rules = String(data.get('rules') ?? '').trim();
    let fen = String(data.get('fen') ?? '').trim();
    let game: Game;
    try {
      if (text.startsWith('[')) {
        game = readGame(text).game;
        variant = game.variant.def.id;
        rules = game.variant.rules ? makeRules(game.variant.rules) : '';
        fen = /\[FEN\s/i.test(text) ? game.startFen : '';
        variantSelect.value = variant;
      } else {
        game = new Game({ variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) });
        // The snippet carries the rules as the engine writes them (defaults left out, keys in order).
        rules = game.variant.rules ? makeRules(game.variant.rules) : '';
        playMovetext(game, text);
      }
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
      status.classList.add('error');
      return;
    }
    status.classList.remove('error');
    // Canonical SAN with move numbers, as the engine writes them (for any start, Black to move included).
    const moves = formatMovetext(historyTokens(game));
    const a: Array<[string, string | true]> = [['variant', variant]];
    if (rules) a.push(['rules', rules]);
    if (fen) a.push(['fen', fen]);
    if (moves) a.push(['moves', moves]);
    const mode = String(data.get('mode') ?? 'view');
    if (mode !== 'view') a.push(['mode', mode]);
    if (data.get('orientation') === 'black') a.push(['orientation', 'black']);
    if (data.get('showMoves')) a.push(['show-moves', true]);
    if (data.get('coordinates')) a.push(['coordinates', true]);
    const caption = String(data.get('caption') ?? '').trim();
    const captionHtml = caption ? `\n  <p slot="caption">${caption.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>\n` : '';
    const html = `<script type="module" src="${scriptUrl}"></script>\n<berserker-board${a.map(([k, v]) => attr(k, v)).join('')}>${captionHtml}</berserker-board>`;
    output.textContent = html;
    status.textContent = `${game.history.length} ${game.history.length === 1 ? 'move' : 'moves'}; ${game.turn} to move.`;
    // The preview: the same element, fresh.
    const board = document.createElement('berserker-board');
    for (const [k, v] of a) board.setAttribute(k, v === true ? '' : v);
    board.setAttribute('label', 'Snippet preview');
    if (caption) {
      const p = document.createElement('p');
      p.slot = 'caption';
      p.textContent = caption;
      board.append(p);
    }
    preview.replaceChildren(board);
  };

  let timer = 0;
  form.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(update, 250);
  });
  form.addEventListener('change', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  root.querySelector('[data-builder-copy]')!.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(output.textContent ?? '');
      status.textContent = 'The HTML is on the clipboard.';
    } catch {
      status.textContent = 'Copying is not allowed here; select the HTML and copy it by hand.';
    }
  });
  update();
}
