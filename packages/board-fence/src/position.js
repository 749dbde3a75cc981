// @ts-check
/**
 * What a fence shows, judged and drawn: the engine reads the variant, rules, FEN, moves or PGN (its
 * messages are what the reader is told), and the board's renderer draws the position the board opens
 * on — the end of the moves, or `ply` — exactly as `<berserker-board>` draws it. No rule is known here.
 */
import { Game, boardView, describeOutcome, formatMovetext, getVariant, historyTokens, parseMovetext, pieceViews, readGame, situationText, squareIndex, variantInfo } from '@berserker-chess/engine';
import { pgnHeadTags } from '@berserker-chess/engine/diagram';
import { CHOICES, renderBoardSvg, renderGameHtml, urlProblem } from 'berserker-board/render';
import { MESSAGE_TABLES, statusLine } from 'berserker-board/messages';
import { quote } from './options.js';

/** @typedef {import('./options.js').FenceOptions} FenceOptions */
/** @typedef {import('./options.js').Problem} Problem */
/** @typedef {import('./body.js').Body} Body */

/**
 * A board that can be drawn: its attributes (in the element's order), its PGN child if any, and the
 * still picture (HTML) that stands for it until it is live.
 * @typedef {{ attributes: Array<[string, string]>, pgn: string | null, picture: string, situation: string, moves: string }} Drawn
 */

/** A problem the engine or the renderer raised, with where it is. */
class FenceProblem extends Error {
  /** @param {Problem} problem */
  constructor(problem) {
    super(problem.message);
    this.problem = problem;
  }
}

/** @param {unknown} e */
const messageOf = (e) => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').trim();

/**
 * Runs `f`; what it throws becomes a problem of `option` at `line`.
 * @template T
 * @param {string | undefined} option
 * @param {number} line
 * @param {() => T} f
 * @returns {T}
 */
function judged(option, line, f) {
  try {
    return f();
  } catch (e) {
    throw new FenceProblem({ ...(option ? { option } : {}), line, message: `${option ? `${option}: ` : ''}${messageOf(e)}` });
  }
}

/**
 * @param {string} option
 * @param {string} message
 * @param {number} [line]
 * @returns {never}
 */
function fail(option, message, line = 0) {
  throw new FenceProblem({ option, line, message: `${option}: ${message}` });
}

/** @param {string} text */
const words = (text) => text.split(/[\s,]+/).filter(Boolean);

/**
 * The enumerated options (`mode`, `orientation`, …), the numbers and the links, checked as the element
 * checks them; returns each as the attribute it becomes.
 * @param {FenceOptions} o
 */
function checkPlain(o) {
  for (const [name, values] of Object.entries(CHOICES)) {
    const v = o[name];
    if (typeof v === 'string' && !/** @type {readonly string[]} */ (values).includes(v)) fail(name, `${quote(v)} is not one of ${values.join(', ')}`);
  }
  for (const name of ['mate-in', 'reply-delay']) {
    const v = o[name];
    const min = name === 'mate-in' ? 1 : 0;
    if (typeof v === 'string' && !(/^\d+$/.test(v) && Number(v) >= min)) fail(name, `${quote(v)} is not a whole number from ${min}`);
  }
  for (const name of ['play-url', 'analysis-url']) {
    const v = o[name];
    const why = typeof v === 'string' && v !== '' ? urlProblem(v) : null;
    if (why) fail(name, why);
  }
  if (typeof o.ply === 'string' && !/^(\d+|last)$/.test(o.ply)) fail('ply', `${quote(o.ply)} is not a whole number or last`);
}

/**
 * The author's arrows and highlights, as the picture draws them (the squares read by the engine).
 * @param {Game} game
 * @param {FenceOptions} o
 */
function drawings(game, o) {
  const square = (/** @type {string} */ option, /** @type {string} */ name) => judged(option, 0, () => squareIndex(game, name));
  const arrows = words(typeof o.arrows === 'string' ? o.arrows : '').map((item) => {
    const [move = '', color] = item.split(':');
    const m = /^([a-z]+\d+)([a-z]+\d+)$/.exec(move);
    if (!m) return fail('arrows', `${quote(item)} is not of the form e2e4 or e2e4:red`);
    return { from: square('arrows', m[1] ?? ''), to: square('arrows', m[2] ?? ''), ...(color ? { color } : {}) };
  });
  const highlights = words(typeof o.highlights === 'string' ? o.highlights : '').map((item) => {
    const [name = '', color] = item.split(':');
    return { square: square('highlights', name), color: color ?? 'yellow' };
  });
  if (typeof o.selected === 'string' && o.selected) square('selected', o.selected);
  return { arrows, highlights };
}

/**
 * The sentence on a position: whose turn, or how the game ended — the engine's in English, the board's
 * status line in the block's language (`lang=de`: "Weiß am Zug."), as the live board will say it.
 * @param {Game} game @param {unknown} lang
 */
function situation(game, lang) {
  const code = typeof lang === 'string' ? lang.trim().toLowerCase().split(/[-_]/)[0] : 'en';
  if (code && code !== 'en' && code in MESSAGE_TABLES) return `${statusLine(code, boardView(game))}.`;
  const status = game.status();
  return status.over ? describeOutcome(status) : `${situationText(game, status)}.`;
}

/**
 * A board from a FEN and moves (a fence without a PGN).
 * @param {FenceOptions} o
 * @param {Extract<Body, { kind: 'position' }>} body
 * @param {{ pieceRefs?: string }} look
 * @returns {Drawn}
 */
function positionBoard(o, body, look) {
  if (typeof o.fen === 'string' && body.fen) fail('fen', 'the FEN is given twice: as an option and as the first line of the block', body.fenLine);
  if (typeof o.moves === 'string' && body.moves) fail('moves', 'the moves are given twice: as an option and in the block', body.movesLine);
  const variant = typeof o.variant === 'string' ? o.variant : 'berserker';
  const rules = typeof o.rules === 'string' ? o.rules : '';
  const fen = body.fen || (typeof o.fen === 'string' ? o.fen : '');
  const moves = body.moves || (typeof o.moves === 'string' ? o.moves : '');
  const fenLine = body.fen ? body.fenLine : 0;
  const movesLine = body.moves ? body.movesLine : 0;
  judged('variant', 0, () => getVariant(variant));
  if (rules) judged('rules', 0, () => new Game({ variant, rules }));
  const game = judged(fen ? 'fen' : 'rules', fenLine, () => new Game({ variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) }));
  const sans = judged('moves', movesLine, () => parseMovetext(moves));
  for (const san of sans) judged('moves', movesLine, () => game.play(san));
  const played = game.history.length;
  const mode = typeof o.mode === 'string' ? o.mode : 'view';
  const ply = mode === 'puzzle' || o.ply === undefined || o.ply === 'last' ? played : Number(o.ply);
  if (ply > played) fail('ply', `${ply} is beyond the moves (${played})`);
  const shown = ply === played ? game : game.atPly(ply);
  if (typeof o.solution === 'string') {
    const probe = judged('solution', 0, () => new Game({ variant, ...(rules ? { rules } : {}), fen: shown.fen() }));
    for (const san of judged('solution', 0, () => parseMovetext(/** @type {string} */ (o.solution)))) judged('solution', 0, () => probe.play(san));
  }
  const view = boardView(shown);
  const { arrows, highlights } = drawings(shown, o);
  const last = view.lastMove;
  const written = formatMovetext(historyTokens(game));
  const said = situation(shown, o.lang);
  const picture = renderBoardSvg({
    width: view.width,
    height: view.height,
    pieces: pieceViews(shown).map((p) => ({ square: p.index, letter: p.letter, color: p.color })),
    orientation: o.orientation === 'black' ? 'black' : 'white',
    coordinates: o.coordinates === true,
    lastMove: last ? [last.fromIndex ?? last.toIndex, last.toIndex] : null,
    check: view.checks.map((s) => squareIndex(shown, s)),
    arrows,
    highlights,
    theme: 'light',
    ...(look.pieceRefs ? { pieceRefs: look.pieceRefs } : {}),
    title: `${variantInfo(game.variant.id).name} diagram${ply ? ` after ${formatMovetext(historyTokens(game).slice(0, ply))}` : ''}. ${said}`,
  });
  /** @type {Record<string, string>} */
  const given = { variant, rules, fen, moves: written };
  return { attributes: attributes(o, given), pgn: null, picture, situation: said, moves: written };
}

/**
 * A board from a PGN: the element reads it from its PGN child; the picture is the renderer's game
 * (header, the diagram at `ply`, the main line). The options fill in the tags the PGN lacks, as the
 * element does ([Variant], [Rules]).
 * @param {FenceOptions} o
 * @param {Extract<Body, { kind: 'pgn' }>} body
 * @param {{ pieceRefs?: string }} look
 * @returns {Drawn}
 */
function pgnBoard(o, body, look) {
  for (const name of ['fen', 'moves']) if (typeof o[name] === 'string') fail(name, `a PGN gives its own ${name === 'fen' ? 'start ([FEN] tag)' : 'moves'}: leave the ${name} option out`);
  const tags = new Set(pgnHeadTags(body.pgn).map(([k]) => k.toLowerCase()));
  let pgn = body.pgn;
  if (typeof o.rules === 'string' && !tags.has('rules')) pgn = `[Rules "${o.rules.replace(/["\\]/g, '')}"]\n${pgn}`;
  if (typeof o.variant === 'string' && !tags.has('variant')) {
    const name = judged('variant', 0, () => (getVariant(/** @type {string} */ (o.variant)), variantInfo(/** @type {string} */ (o.variant)).pgnName));
    pgn = `[Variant "${name}"]\n${pgn}`;
  }
  const added = pgn.split('\n').length - body.pgn.split('\n').length;
  /** The engine names a PGN's lines; the fence's line is the body's. */
  const at = (/** @type {unknown} */ e) => {
    const line = /\bline (\d+)/.exec(messageOf(e));
    return line ? Math.max(1, Number(line[1]) - added) + body.line - 1 : body.line;
  };
  let game;
  try {
    game = readGame(pgn).game;
  } catch (e) {
    throw new FenceProblem({ option: 'pgn', line: at(e), message: `the PGN cannot be read: ${messageOf(e).replace(/\bline (\d+)/g, (_, n) => `line ${Math.max(1, Number(n) - added)} of the PGN`)}` });
  }
  const played = game.history.length;
  const ply = o.ply === undefined || o.ply === 'last' ? 'last' : Number(o.ply);
  if (ply !== 'last' && ply > played) fail('ply', `${ply} is beyond the game's main line (${played} moves)`);
  drawings(game, o);
  const picture = judged('pgn', body.line, () =>
    renderGameHtml(pgn, { ply, orientation: o.orientation === 'black' ? 'black' : 'white', coordinates: o.coordinates === true, theme: 'light', ...(look.pieceRefs ? { pieceRefs: look.pieceRefs } : {}) }),
  );
  /** @type {Record<string, string>} */
  const given = { variant: typeof o.variant === 'string' ? o.variant : '', rules: typeof o.rules === 'string' ? o.rules : '' };
  return { attributes: attributes(o, given), pgn: body.pgn, picture, situation: situation(game, o.lang), moves: '' };
}

/**
 * The element's attributes: what the engine wrote (variant, rules, fen, moves) and the options as given.
 * @param {FenceOptions} o
 * @param {Record<string, string>} given
 * @returns {Array<[string, string]>}
 */
function attributes(o, given) {
  // The class is the page's hook to style the boards its Markdown made (the READMEs' CSS).
  /** @type {Array<[string, string]>} */
  const out = [['class', 'berserker-fence']];
  for (const name of ['variant', 'rules', 'fen', 'moves']) if (given[name]) out.push([name, given[name]]);
  for (const [name, value] of Object.entries(o)) {
    if (['variant', 'rules', 'fen', 'moves', 'caption'].includes(name)) continue;
    out.push([name, value === true ? '' : value]);
  }
  return out;
}

/**
 * Judges and draws a fence's board; throws a FenceProblem naming what is wrong.
 * @param {FenceOptions} options
 * @param {Body} body
 * @param {{ pieceRefs?: string }} look
 * @returns {Drawn}
 */
export function drawBoard(options, body, look) {
  checkPlain(options);
  return body.kind === 'pgn' ? pgnBoard(options, body, look) : positionBoard(options, body, look);
}

/** @param {unknown} e @returns {Problem} */
export function problemOf(e) {
  return e instanceof FenceProblem ? e.problem : { line: 0, message: messageOf(e) };
}
