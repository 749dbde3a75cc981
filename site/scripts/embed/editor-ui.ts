/**
 * The board editor on the Embed page: the form and the board feed one state (editor-state.ts); after
 * every change `derive` recomputes everything and `show` writes all of it at once — the board, the
 * form, the verdict, the preview element's attributes, the HTML and iframe snippets, the FEN — so what
 * the page shows never lags behind the state.
 */
import { ruleOptionList } from '@berserker-chess/engine';
import { pgnChildText } from 'berserker-board/render';
import { EditorBoard } from './editor-board';
import { paletteOf, type PaletteEntry } from './editor-palette';
import { downloadPng, downloadSvg } from './editor-image';
import { editorLinkText } from '../shared/editor-link';
import { pageLocale } from '../../i18n/page-locale';
import { EDITOR_WORDS } from './editor-words';
import { colorName, pieceLabel, variantName } from './editor-names';
import {
  clearBoard, derive, initialState, loadText, movePiece, placePiece, removePiece, setRule, setVariant, startPosition, toggleFlag, update,
  type EditorOutput, type EditorState,
} from './editor-state';

const root = document.querySelector<HTMLElement>('[data-editor]');
if (root) start(root);

function start(root: HTMLElement): void {
  const $ = <T extends Element = HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  const body = $('[data-editor-body]');
  body.hidden = false;
  root.querySelector('[data-editor-nojs]')?.remove();
  const field = <T extends Element = HTMLInputElement>(name: string) => root.querySelector<T>(`[name="${name}"]`)!;
  const locale = pageLocale();
  const w = EDITOR_WORDS[locale];
  const settings = {
    scriptUrl: new URL(root.dataset.scriptUrl || '/berserker-board.js', location.href).href,
    origin: location.origin,
    locale,
  };
  const live = $('[data-editor-live]');
  const verdictEl = $('[data-editor-verdict]');
  const preview = $('[data-editor-preview]');
  const pgnNote = $('[data-editor-pgn-note]');
  let state: EditorState = initialState((field<HTMLSelectElement>('variant').value || undefined) as string | undefined);
  let out: EditorOutput = derive(state, settings);
  let palette: PaletteEntry[] = paletteOf(state.variant, locale);
  let paletteVariant = state.variant;
  let shownAttributes = '';
  let checksVariant = '';

  const set = (next: EditorState, said?: string) => {
    state = next;
    out = derive(state, settings);
    show();
    if (said !== undefined) live.textContent = `${said} ${out.ok ? '' : out.status}`.trim();
  };

  const pieceName = (letter: string, color: 'white' | 'black') =>
    palette.find((p) => p.letter === letter && p.color === color)?.label ?? pieceLabel(locale, state.variant, letter, color, `${color} ${letter}`);
  const board = new EditorBoard($('[data-editor-board]'), $('[data-editor-palette]'), {
    place: (sq, letter, color) => set(placePiece(state, sq, letter, color), w.placed(pieceName(letter, color), sq)),
    remove: (sq) => {
      const p = state.pieces.find((x) => x.square === sq);
      set(removePiece(state, sq), p ? w.takenOff(pieceName(p.letter, p.color), sq) : w.isEmpty(sq));
    },
    move: (from, to) => {
      const p = state.pieces.find((x) => x.square === from);
      set(movePiece(state, from, to), p ? w.moved(pieceName(p.letter, p.color), from, to) : '');
    },
    say: (text) => (live.textContent = text),
  }, locale);

  function show(): void {
    const spec = out.spec;
    if (paletteVariant !== state.variant) {
      palette = paletteOf(state.variant, locale);
      paletteVariant = state.variant;
    }
    board.render(state, palette, spec.squares, spec.width, spec.height);

    // The form shows the state (after a paste or a variant change it did not come from the form).
    field<HTMLSelectElement>('variant').value = state.variant;
    for (const r of root.querySelectorAll<HTMLInputElement>('[name="turn"]')) r.checked = r.value === state.turn;
    // The variant's castling rights and Berserker flags: new boxes only for a new variant (a box being
    // toggled keeps its focus), their ticks from the state every time.
    if (checksVariant !== state.variant) {
      checksVariant = state.variant;
      $('[data-editor-castling-row]').hidden = spec.castling.length === 0;
      // English keeps the engine's labels ("White O-O"); another language says the colour and the flag its way.
      const castlingLabel = (c: (typeof spec.castling)[number]) => (locale === 'en' ? c.label : w.castling(colorName(locale, c.color), c.side === 'king' ? 'O-O' : 'O-O-O'));
      $('[data-editor-castling]').replaceChildren(...spec.castling.map((c) => check('castling', c.flag, castlingLabel(c))));
      $('[data-editor-flags-row]').hidden = spec.flags.length === 0;
      const flagLabel = (f: (typeof spec.flags)[number]) => w.flags?.[f.flag] ?? f.label;
      $('[data-editor-flags]').replaceChildren(...spec.flags.map((f) => check('flag', f.flag, `${f.flag}: ${flagLabel(f)}`)));
    }
    for (const box of root.querySelectorAll<HTMLInputElement>('[name="castling"]')) box.checked = state.castling.includes(box.value);
    for (const box of root.querySelectorAll<HTMLInputElement>('[name="flag"]')) box.checked = state.berserker.includes(box.value);
    syncText('enPassant', state.enPassant);
    syncText('halfmove', String(state.halfmove));
    syncText('fullmove', String(state.fullmove));
    syncText('moves', state.moves);
    for (const name of ['mode', 'player', 'orientation', 'theme', 'moveList'] as const) field<HTMLSelectElement>(name).value = state[name];
    for (const name of ['solution', 'mateIn', 'label'] as const) syncText(name, state[name]);
    for (const name of ['coordinates', 'showMoves', 'menu'] as const) field(name).checked = state[name];
    for (const el of root.querySelectorAll<HTMLElement>('[data-editor-for]')) el.hidden = el.dataset.editorFor !== state.mode;
    $('[data-editor-rules]').hidden = !spec.berserker;
    for (const o of ruleOptionList()) {
      const select = field<HTMLSelectElement>(`rule-${o.key}`);
      select.value = state.rules[o.key] ?? o.default;
      $(`[data-rule-says="${o.key}"]`).textContent = select.selectedOptions[0]?.dataset.says ?? '';
    }

    verdictEl.textContent = out.status;
    verdictEl.classList.toggle('error', !out.ok);
    verdictEl.classList.toggle('ok', out.ok);
    $('[data-editor-board]').setAttribute('aria-invalid', String(!out.verdict.ok));

    // The preview: exactly the snippet's attributes and PGN child, on a fresh element when they change
    // (an element that had other attributes before might keep some state of them; a new one cannot).
    const key = JSON.stringify([out.attributes, out.pgn]);
    if (key !== shownAttributes) {
      shownAttributes = key;
      const el = document.createElement('berserker-board');
      for (const [k, v] of out.attributes) el.setAttribute(k, v);
      if (out.pgn !== null) {
        const child = document.createElement('script');
        child.type = 'application/x-chess-pgn';
        child.textContent = pgnChildText(out.pgn);
        el.append(child);
      }
      preview.replaceChildren(el);
    }
    if (pgnNote.textContent !== out.pgnNote) pgnNote.textContent = out.pgnNote;
    pgnNote.hidden = out.pgnNote === '';
    $('[data-editor-html]').textContent = out.html;
    $('[data-editor-iframe]').textContent = out.iframe;
    $<HTMLAnchorElement>('[data-editor-frame-link]').href = out.frameUrl;
    const analyse = $<HTMLAnchorElement>('[data-editor-analyse]');
    analyse.hidden = out.analysisUrl === '';
    if (out.analysisUrl) analyse.href = out.analysisUrl;
    $<HTMLInputElement>('[data-editor-fen]').value = out.fen;
  }

  /** A text field keeps what the user is typing (the state may hold it trimmed or normalised). */
  function syncText(name: string, value: string): void {
    const el = field<HTMLInputElement | HTMLTextAreaElement>(name);
    if (document.activeElement !== el && el.value !== value) el.value = value;
  }

  function check(kind: string, flag: string, label: string): HTMLElement {
    const l = document.createElement('label');
    l.className = 'check-field';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.name = kind;
    input.value = flag;
    const span = document.createElement('span');
    span.textContent = label;
    l.append(input, ' ', span);
    return l;
  }

  // ---- the form

  body.addEventListener('change', (e) => {
    const t = e.target as HTMLInputElement;
    if (t.name === 'variant') {
      set(setVariant(state, t.value));
      live.textContent = w.variantStart(variantName(locale, state.variant, out.spec.name));
    }
    else if (t.name === 'turn') set(update(state, { turn: t.value === 'black' ? 'black' : 'white' }), w.toMove(colorName(locale, t.value === 'black' ? 'black' : 'white')));
    else if (t.name === 'castling') set(update(state, { castling: toggleFlag(state.castling, t.value, t.checked, out.spec.castling.map((c) => c.flag)) }), '');
    else if (t.name === 'flag') set(update(state, { berserker: toggleFlag(state.berserker, t.value, t.checked, out.spec.flags.map((f) => f.flag)) }), '');
    else if (t.dataset.rule) set(setRule(state, t.dataset.rule, t.value));
    else if (['mode', 'player', 'orientation', 'theme', 'moveList'].includes(t.name)) set(update(state, { [t.name]: t.value }));
    else if (['coordinates', 'showMoves', 'menu'].includes(t.name)) set(update(state, { [t.name]: t.checked }));
  });
  body.addEventListener('input', (e) => {
    const t = e.target as HTMLInputElement;
    if (t.name === 'enPassant') set(update(state, { enPassant: t.value.trim() === '-' ? '' : t.value.trim() }));
    else if (t.name === 'halfmove' || t.name === 'fullmove') {
      // A count the FEN reader refuses (letters, a fullmove of 0) goes in as typed: the verdict names it.
      const v = t.value.trim();
      const n = v === '' ? (t.name === 'halfmove' ? 0 : 1) : /^\d+$/.test(v) ? Number(v) : (v as unknown as number);
      set(update(state, { [t.name]: n }));
    } else if (t.name === 'moves') set({ ...state, moves: t.value });
    else if (['solution', 'mateIn', 'label'].includes(t.name)) set(update(state, { [t.name]: t.value }));
  });
  $('[data-editor-start]').addEventListener('click', () => set(startPosition(state), w.startPosition));
  $('[data-editor-clear]').addEventListener('click', () => set(clearBoard(state), w.boardEmpty));
  $('[data-editor-flip]').addEventListener('click', () => set(update(state, { orientation: state.orientation === 'black' ? 'white' : 'black' }), w.boardTurned));
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && board.held) board.drop();
  });

  const pasteStatus = $('[data-editor-paste-status]');
  // A PGN of several games: the status names the game taken, and this picker offers the others.
  const gamePick = $<HTMLSelectElement>('[data-editor-pgn-game]');
  const gameField = gamePick.closest<HTMLElement>('label')!;
  let pasted = '';
  const load = (text: string, index: number) => {
    const r = loadText(state, text, index, locale);
    pasteStatus.textContent = r.ok ? r.what : r.message;
    pasteStatus.classList.toggle('error', !r.ok);
    if (!r.ok) return;
    if (r.games) {
      gamePick.replaceChildren(...r.games.map((title, i) => Object.assign(document.createElement('option'), { value: String(i), textContent: title, selected: i === r.game })));
    }
    gameField.hidden = !r.games;
    set(r.state);
  };
  $('[data-editor-load]').addEventListener('click', () => {
    pasted = $<HTMLTextAreaElement>('[data-editor-paste]').value;
    load(pasted, 0);
  });
  gamePick.addEventListener('change', () => load(pasted, Number(gamePick.value)));

  // ---- outputs

  const copyStatus = $('[data-editor-copy-status]');
  for (const b of root.querySelectorAll<HTMLElement>('[data-copy]')) {
    b.addEventListener('click', async () => {
      const what = b.dataset.copy as 'html' | 'iframe' | 'fen';
      const text = what === 'html' ? out.html : what === 'iframe' ? out.iframe : out.fen;
      try {
        await navigator.clipboard.writeText(text);
        copyStatus.textContent = w.copied(what);
      } catch {
        copyStatus.textContent = w.copyRefused;
      }
    });
  }
  const fileName = () => `${state.variant}-position`;
  $('[data-editor-svg]').addEventListener('click', () => {
    downloadSvg(out.picture, fileName());
    copyStatus.textContent = w.downloaded(`${fileName()}.svg`);
  });
  $('[data-editor-png]').addEventListener('click', async () => {
    try {
      await downloadPng(out.picture, fileName());
      copyStatus.textContent = w.downloaded(`${fileName()}.png`);
    } catch (e) {
      copyStatus.textContent = w.noPng(e instanceof Error ? e.message : String(e));
    }
  });

  show();
  // A link from another page (the analysis board's "Edit this position") brings its position along.
  const linked = editorLinkText(location.hash);
  if (linked !== null) {
    pasted = $<HTMLTextAreaElement>('[data-editor-paste]').value = linked;
    load(pasted, 0);
    root.scrollIntoView();
  }
  // For tests and curious readers: the state and its outputs, read-only.
  Object.defineProperty(root, 'editorOutput', { get: () => out });
}
