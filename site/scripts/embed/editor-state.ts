/**
 * The board editor's state (Embed page) and everything derived from it. One plain state object; every
 * change makes a new one with the functions below, and `derive` computes from it, in one go, what the
 * page shows: the engine's verdict, the element's attributes (the preview gets exactly these), the HTML
 * snippet, the iframe address and snippet, the FEN and the picture for the image downloads. So the
 * outputs cannot disagree with one another or with the preview. A pasted PGN that holds more than its
 * moves (comments, variations, a header…) is kept whole and written as the element's PGN child and the
 * iframe's `pgn` while the editor still shows that game (PastedGame).
 *
 * No DOM here (tests/embed-editor.test.ts runs it in Node), and no chess: pieces, FEN, PGN and rule
 * options are the engine's (editorSpec, checkSetup, readSetup, readGame, parseRules/makeRules).
 */
import {
  Game,
  checkSetup,
  editorSpec,
  formatMovetext,
  historyTokens,
  listVariants,
  makeRules,
  parseRules,
  pieceViews,
  parseMovetext,
  playMovetext,
  isAnnotatedPgn,
  iteratePgn,
  makePgn,
  writePgn,
  readGame,
  readSetup,
  ruleOptionList,
  type ColorName,
  type EditorSpec,
  type SetupPiece,
  type SetupVerdict,
  type PgnGame,
} from '@berserker-chess/engine';
import { pgnChildHtml, type BoardPicture } from 'berserker-board/render';
import { frameSnippet, frameUrl, type FrameOptions } from './frame-url.ts';
import { EDITOR_WORDS } from './editor-words.ts';
import { boardLabel, situation, variantName } from './editor-names.ts';
import { analysisLink } from '../shared/analysis-link.ts';
import { localHref, type Locale } from '../../i18n/locale.ts';

/** The element's enumerated attributes the editor offers (the element's own lists, passed in by the page). */
export interface Choices {
  mode: readonly string[];
  orientation: readonly string[];
  theme: readonly string[];
  player: readonly string[];
  'move-list': readonly string[];
}

export interface EditorState {
  readonly variant: string;
  readonly pieces: readonly SetupPiece[];
  readonly turn: ColorName;
  /** FEN castling flags set ('' for none), in the order of the variant's rights. */
  readonly castling: string;
  /** The en-passant square as typed ('' for none). */
  readonly enPassant: string;
  /** Seventh FEN field's letters set ('' for none). */
  readonly berserker: string;
  readonly halfmove: number;
  readonly fullmove: number;
  /** Moves from the position, SAN with numbers. */
  readonly moves: string;
  /** Rule options by key, text values (`ohNo: 'on'`); missing keys are the defaults. */
  readonly rules: Readonly<Record<string, string>>;
  readonly mode: string;
  readonly player: string;
  readonly orientation: string;
  readonly theme: string;
  readonly moveList: string;
  readonly coordinates: boolean;
  readonly showMoves: boolean;
  readonly menu: boolean;
  /** Puzzle mode: the solution line and a mate-in count ('' for none). */
  readonly solution: string;
  readonly mateIn: string;
  /** The board's accessible name ('' for the element's default). */
  readonly label: string;
  /** The pasted game when it holds more than its moves (comments, variations, header…), else null. */
  readonly pasted: PastedGame | null;
}

/**
 * A pasted PGN game that a move list cannot say in full (the engine's isAnnotatedPgn): the PGN the
 * snippets carry, as the engine writes it, and what the editor read from it. The snippets carry it as
 * long as the editor still shows that game — the same variant, rule options, start position and moves;
 * the board's look (mode, orientation, theme…) does not matter. Any other change makes it a new game,
 * written with the `moves` attribute; putting the game back as it was brings the PGN back. A new paste
 * (a FEN too) replaces it.
 */
export interface PastedGame {
  readonly pgn: string;
  readonly variant: string;
  /** The rule options in the engine's text form. */
  readonly rules: string;
  /** The start position's FEN as the engine's verdict writes it. */
  readonly fen: string;
  /** The main line, as the moves field shows it. */
  readonly moves: string;
}

/** Where the snippets point. */
export interface OutputSettings {
  /** The element's script, absolute (`https://…/berserker-board.js`). */
  readonly scriptUrl: string;
  /** This site's origin, for the iframe address. */
  readonly origin: string;
  /**
   * The page's language (default English): the words of the status lines, and on a page in another
   * language a `lang` attribute on the snippets (the iframe's board speaks it; the HTML says so even
   * where the host page's own lang is another) and the analysis link to that language's page.
   */
  readonly locale?: Locale;
}

export interface EditorOutput {
  readonly spec: EditorSpec;
  /** The engine's verdict on the edited position. */
  readonly verdict: SetupVerdict;
  /** The engine's message on the moves, or null when they are all legal (or none). */
  readonly movesError: string | null;
  /** The rule options in the engine's text form ('' for the defaults). */
  readonly rules: string;
  /** The element's attributes, in snippet order; on/off attributes have the value ''. */
  readonly attributes: ReadonlyArray<readonly [string, string]>;
  readonly html: string;
  /** The PGN the snippets carry (the pasted game's, while it applies), or null: then the moves are the `moves` attribute. */
  readonly pgn: string | null;
  /** What the snippets keep of a pasted game, for the line under the moves ('' when nothing was pasted). */
  readonly pgnNote: string;
  readonly frameUrl: string;
  /** The analysis board with this game or position ('' while the position is not valid). */
  readonly analysisUrl: string;
  readonly iframe: string;
  /** The position's FEN (the start of the moves). */
  readonly fen: string;
  /** The position the preview shows first (after the moves), for the SVG and PNG. */
  readonly picture: BoardPicture;
  /** One line for the status area: what is wrong, or whose turn it is. */
  readonly status: string;
  readonly ok: boolean;
}

export const DEFAULT_VARIANT = 'berserker';

/** Every variant the editor offers (the engine's list). */
export function variantChoices(): Array<{ id: string; name: string }> {
  return listVariants().map((v) => ({ id: v.id, name: v.name }));
}

/** The fields of a position read by the engine, into state. */
function positionFields(variant: string, fen: string, rules?: string): Pick<EditorState, 'pieces' | 'turn' | 'castling' | 'enPassant' | 'berserker' | 'halfmove' | 'fullmove'> {
  const s = readSetup(variant, fen, rules);
  return {
    pieces: s.pieces,
    turn: s.turn,
    castling: s.castling === '-' ? '' : s.castling,
    enPassant: s.enPassant === '-' ? '' : s.enPassant,
    berserker: s.berserker === '-' ? '' : s.berserker,
    halfmove: s.halfmove,
    fullmove: s.fullmove,
  };
}

/** The editor as it opens: the variant's start position, view mode, coordinates on. */
export function initialState(variant = DEFAULT_VARIANT): EditorState {
  return {
    variant,
    ...positionFields(variant, editorSpec(variant).startFen),
    moves: '',
    rules: {},
    mode: 'view',
    player: 'both',
    orientation: 'white',
    theme: 'auto',
    moveList: 'auto',
    coordinates: true,
    showMoves: false,
    menu: false,
    solution: '',
    mateIn: '',
    label: '',
    pasted: null,
  };
}

/** Another variant: its start position (the board may change size), no moves. */
export function setVariant(state: EditorState, variant: string): EditorState {
  return { ...state, variant, ...positionFields(variant, editorSpec(variant).startFen), moves: '' };
}

/** The variant's start position (moves cleared). */
export function startPosition(state: EditorState): EditorState {
  return { ...state, ...positionFields(state.variant, editorSpec(state.variant).startFen), moves: '' };
}

/** An empty board, no rights, no flags, no moves. */
export function clearBoard(state: EditorState): EditorState {
  return { ...state, pieces: [], castling: '', enPassant: '', berserker: '', halfmove: 0, fullmove: 1, moves: '' };
}

/** The piece on `square`, or null. */
export function pieceOn(state: EditorState, square: string): SetupPiece | null {
  return state.pieces.find((p) => p.square === square) ?? null;
}

// A changed position makes the moves meaningless (they were played from the old one), so they go.

/** `letter`/`color` on `square` (replacing what stood there). */
export function placePiece(state: EditorState, square: string, letter: string, color: ColorName): EditorState {
  return { ...state, pieces: [...state.pieces.filter((p) => p.square !== square), { square, letter, color }], moves: '' };
}

/** `square` emptied. */
export function removePiece(state: EditorState, square: string): EditorState {
  if (!pieceOn(state, square)) return state;
  return { ...state, pieces: state.pieces.filter((p) => p.square !== square), moves: '' };
}

/** The piece on `from` moved to `to` (replacing what stood there). */
export function movePiece(state: EditorState, from: string, to: string): EditorState {
  const p = pieceOn(state, from);
  if (!p || from === to) return state;
  return placePiece(removePiece(state, from), to, p.letter, p.color);
}

/** A flag letter switched on or off, kept in the order `order` gives (KQkq, TtRrPp). */
export function toggleFlag(current: string, flag: string, on: boolean, order: readonly string[]): string {
  const set = new Set(current.split('').filter((c) => c !== flag));
  if (on) set.add(flag);
  return order.filter((f) => set.has(f)).join('');
}

/** Any other field (side to move, en passant, attributes…). A position field clears the moves. */
export function update(state: EditorState, patch: Partial<EditorState>): EditorState {
  const positional = ['turn', 'castling', 'enPassant', 'berserker', 'halfmove', 'fullmove'].some((k) => k in patch);
  return { ...state, ...patch, ...(positional && !('moves' in patch) ? { moves: '' } : {}) };
}

/** One rule option set (`value` the default removes it). */
export function setRule(state: EditorState, key: string, value: string): EditorState {
  const option = ruleOptionList().find((o) => o.key === key);
  const rules = { ...state.rules };
  if (!option || value === option.default) delete rules[key];
  else rules[key] = value;
  return { ...state, rules };
}

/** The rule options in the engine's text form ('' for the defaults, and for a variant without the Berserker). */
export function rulesText(state: EditorState): string {
  if (!editorSpec(state.variant).berserker) return '';
  return makeRules(parseRules(state.rules));
}

/**
 * What a load did. For a PGN of several games: which one was taken (`game`, from 0) and the titles of
 * all of them (`games`, for a picker; at most MAX_GAMES), so the page can name the game and offer the others.
 */
export type LoadResult =
  | { ok: true; state: EditorState; what: string; game?: number; games?: readonly string[] }
  | { ok: false; message: string };

/** The picker lists this many games of a PGN at most (the status says how many there are). */
export const MAX_GAMES = 500;

/** A game's title for the picker: "Game 3: White – Black, Event", from its tags (cut to 80 characters). */
function gameTitle(tags: ReadonlyArray<readonly [string, string]>, i: number, locale: Locale): string {
  const tag = (name: string) => (tags.find(([k]) => k === name)?.[1] ?? '').trim().replace(/^\?$/, '');
  const players = [tag('White'), tag('Black')];
  const about = [players.some(Boolean) ? players.map((p) => p || '?').join(' – ') : '', tag('Event')].filter(Boolean).join(', ');
  const title = EDITOR_WORDS[locale].gameTitle(i + 1, about);
  return [...title].length > 80 ? `${[...title].slice(0, 80).join('')}…` : title;
}

/**
 * Pasted text: a PGN (it starts with a tag, a comment or a move number, or has no `/`) sets the variant, the rule
 * options, the start position and the moves; a FEN sets the position, in the editor's variant or, if
 * that one refuses it, in the first variant that reads it (a 12x12 FEN is Brawl's). Nothing changes on
 * an error; the message is the engine's.
 */
export function loadText(state: EditorState, text: string, gameIndex = 0, locale: Locale = 'en'): LoadResult {
  const w = EDITOR_WORDS[locale];
  const t = text.trim();
  if (t === '') return { ok: false, message: w.pasteFirst };
  const looksPgn = t.startsWith('[') || t.startsWith('{') || /^\d+\s*\./.test(t) || !t.includes('/');
  if (looksPgn) {
    try {
      // Every game's tags (no game is replayed), then the chosen game alone: a PGN of 1,500 games is quick.
      const titles: string[] = [];
      let chosen: PgnGame | null = null;
      let count = 0;
      for (const record of iteratePgn(t)) {
        if (count === gameIndex) chosen = record;
        if (count < MAX_GAMES) titles.push(gameTitle(record.tags, count, locale));
        count++;
      }
      if (chosen === null) return { ok: false, message: w.noGame(gameIndex + 1, count) };
      // The game as the engine writes it: what the snippets carry when the game holds more than its moves.
      const pgn = makePgn(chosen);
      const { game } = readGame(pgn);
      const variant = game.variant.def.id;
      const rules = game.variant.rules ? makeRules(game.variant.rules) : '';
      const next: EditorState = {
        ...state,
        variant,
        rules: rules ? Object.fromEntries(rules.split('; ').map((kv) => kv.split('=') as [string, string])) : {},
        ...positionFields(variant, game.startFen, rules || undefined),
        moves: formatMovetext(historyTokens(game)),
        pasted: null,
      };
      const loaded: EditorState = isAnnotatedPgn(chosen)
        ? { ...next, pasted: { pgn, variant, rules: rulesText(next), fen: setupVerdict(next, rulesText(next)).fen, moves: movesKey(next.moves) } }
        : next;
      const summary = w.summary(variantName(locale, variant, game.variant.def.name), game.history.length);
      if (count === 1) return { ok: true, state: loaded, what: w.pgnRead(summary) };
      return {
        ok: true,
        state: loaded,
        what: w.pgnReadOf(titles[gameIndex] ?? w.gameTitle(gameIndex + 1, ''), count, summary, MAX_GAMES),
        game: gameIndex,
        games: titles,
      };
    } catch (e) {
      return { ok: false, message: w.pgnError(messageOf(e)) };
    }
  }
  const rules = rulesText(state) || undefined;
  try {
    return { ok: true, state: { ...state, ...positionFields(state.variant, t, rules), moves: '', pasted: null }, what: w.fenRead };
  } catch (first) {
    for (const v of listVariants()) {
      if (v.id === state.variant) continue;
      try {
        return {
          ok: true,
          state: { ...state, variant: v.id, rules: v.berserker ? state.rules : {}, ...positionFields(v.id, t, v.berserker ? rules : undefined), moves: '', pasted: null },
          what: w.fenReadAs(variantName(locale, v.id, v.name)),
        };
      } catch {
        // not this variant either
      }
    }
    return { ok: false, message: w.invalid(messageOf(first), variantName(locale, state.variant)) };
  }
}

/** Moves as the pasted game and the moves field are compared: the same moves, however spaced. */
const movesKey = (moves: string): string => moves.trim().replace(/\s+/g, ' ');

/** The engine's verdict on the edited position (under `rules`, the engine's text form). */
function setupVerdict(state: EditorState, rules: string): SetupVerdict {
  const { pieces, turn, castling, enPassant, berserker, halfmove, fullmove } = state;
  return checkSetup(state.variant, { pieces, turn, castling, enPassant, berserker, halfmove, fullmove }, rules || undefined);
}

/** The pasted game's PGN while the editor still shows that game (see PastedGame), else null. */
function pastedPgn(state: EditorState, verdict: SetupVerdict, rules: string): string | null {
  const p = state.pasted;
  if (!p || !verdict.ok) return null;
  return p.variant === state.variant && p.rules === rules && p.fen === verdict.fen && p.moves === movesKey(state.moves) ? p.pgn : null;
}

/**
 * What the element would refuse in a puzzle: no solution and no mate-in, a mate-in that is not a whole
 * number from 1, or a solution the engine cannot play from the puzzle's position (`game`, after the moves).
 */
function puzzleProblem(state: EditorState, game: Game, locale: Locale): string | null {
  const w = EDITOR_WORDS[locale];
  const solution = state.solution.trim(), mateIn = state.mateIn.trim();
  if (!solution && !mateIn) return w.puzzleNeeds;
  if (mateIn && !/^[1-9]\d*$/.test(mateIn)) return w.mateInBad(mateIn);
  if (solution) {
    try {
      playMovetext(game, solution);
      for (let i = parseMovetext(solution).length; i > 0; i--) game.undo();
    } catch (e) {
      return w.solutionError(messageOf(e));
    }
  }
  return null;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The element's attributes for `state`, in snippet order (defaults left out, so the snippet stays short).
 * With a PGN child (`withPgn`) there is no `moves`: the element reads the moves from the PGN; `variant`,
 * `rules` and `fen` stay, saying the same as its tags, for the still board drawn before the element is live.
 */
function attributesOf(state: EditorState, spec: EditorSpec, fen: string, rules: string, withPgn: boolean, locale: Locale): Array<[string, string]> {
  const a: Array<[string, string]> = [['variant', state.variant]];
  if (rules) a.push(['rules', rules]);
  if (fen !== spec.startFen) a.push(['fen', fen]);
  if (state.moves.trim() && !withPgn) a.push(['moves', state.moves.trim()]);
  if (state.mode !== 'view') a.push(['mode', state.mode]);
  if (state.mode === 'play' && state.player !== 'both') a.push(['player', state.player]);
  if (state.mode === 'puzzle' && state.solution.trim()) a.push(['solution', state.solution.trim()]);
  if (state.mode === 'puzzle' && state.mateIn.trim()) a.push(['mate-in', state.mateIn.trim()]);
  if (state.orientation !== 'white') a.push(['orientation', state.orientation]);
  if (state.theme !== 'auto') a.push(['theme', state.theme]);
  if (state.moveList !== 'auto') a.push(['move-list', state.moveList]);
  if (state.label.trim()) a.push(['label', state.label.trim()]);
  if (locale !== 'en') a.push(['lang', locale]);
  if (state.coordinates) a.push(['coordinates', '']);
  if (state.showMoves) a.push(['show-moves', '']);
  if (state.menu) a.push(['menu', '']);
  return a;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<berserker-board …>` with these attributes, on/off ones bare, and the PGN child when there is a PGN. */
export function elementHtml(attributes: ReadonlyArray<readonly [string, string]>, pgn: string | null = null): string {
  const open = `<berserker-board${attributes.map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`)).join('')}>`;
  return pgn === null ? `${open}</berserker-board>` : `${open}\n${pgnChildHtml(pgn)}\n</berserker-board>`;
}

/** The iframe page's options for the same attributes and PGN (its `pgn` parameter). */
export function frameOptionsOf(attributes: ReadonlyArray<readonly [string, string]>, pgn: string | null = null): FrameOptions {
  const o: Record<string, string | boolean> = {};
  for (const [k, v] of attributes) o[k] = v === '' ? true : v;
  if (pgn !== null) o.pgn = pgn;
  return o as FrameOptions;
}

/** Everything the page shows, from `state`. Never throws on a bad position or bad moves: that is the verdict. */
export function derive(state: EditorState, settings: OutputSettings): EditorOutput {
  const locale = settings.locale ?? 'en';
  const w = EDITOR_WORDS[locale];
  const spec = editorSpec(state.variant);
  const rules = rulesText(state);
  const verdict = setupVerdict(state, rules);
  let movesError: string | null = null;
  let shown: BoardPicture['pieces'] | null = null;
  let played = '';
  let said = verdict.message;
  if (verdict.ok) {
    const game = new Game({ variant: state.variant, ...(rules ? { rules } : {}), fen: verdict.fen });
    try {
      if (state.moves.trim()) playMovetext(game, state.moves);
    } catch (e) {
      movesError = w.movesError(messageOf(e));
      // All or nothing in the engine; the element keeps the legal moves before the bad one, so does the picture.
      try {
        for (const san of parseMovetext(state.moves)) game.play(san);
      } catch {
        // stop at the first bad move
      }
    }
    shown = pieceViews(game).map((p) => ({ square: p.index, letter: p.letter, color: p.color }));
    if (game.history.length > 0) played = writePgn(game);
    if (movesError === null && state.mode === 'puzzle') movesError = puzzleProblem(state, game, locale);
    if (locale !== 'en') said = situation(locale, new Game({ variant: state.variant, ...(rules ? { rules } : {}), fen: verdict.fen }));
  } else {
    const index = new Map(spec.squares.map((s, i) => [s, i]));
    shown = state.pieces.filter((p) => index.has(p.square)).map((p) => ({ square: index.get(p.square)!, letter: p.letter.toUpperCase(), color: p.color }));
  }
  const pgn = pastedPgn(state, verdict, rules);
  const attributes = attributesOf(state, spec, verdict.fen, rules, pgn !== null, locale);
  const html = `<script type="module" src="${escapeAttr(settings.scriptUrl)}"></script>\n${elementHtml(attributes, pgn)}`;
  const options = frameOptionsOf(attributes, pgn);
  const ok = verdict.ok && movesError === null;
  return {
    spec,
    verdict,
    movesError,
    rules,
    attributes,
    html,
    pgn,
    pgnNote: state.pasted === null ? '' : pgn === null ? w.pgnLeft : w.pgnKept,
    frameUrl: frameUrl(options, { origin: settings.origin }),
    analysisUrl: !verdict.ok ? '' : localHref(locale, analysisLink(pgn !== null || played ? { pgn: pgn ?? played } : { variant: state.variant, fen: verdict.fen, rules })),
    iframe: frameSnippet(options, { origin: settings.origin, title: state.label.trim() || boardLabel(locale, variantName(locale, state.variant, spec.name)) }),
    fen: verdict.fen,
    picture: {
      width: spec.width,
      height: spec.height,
      pieces: shown,
      orientation: state.orientation === 'black' ? 'black' : 'white',
      coordinates: state.coordinates,
      theme: state.theme === 'dark' ? 'dark' : 'light',
    },
    status: !verdict.ok ? w.invalid(verdict.message, variantName(locale, state.variant, spec.name)) : movesError ?? w.valid(said),
    ok,
  };
}
