/**
 * Turning what the reader brings into a game for the board: a link (address.ts), a pasted or dropped
 * PGN or FEN, a new board of any variant and rule options. The engine judges everything — the variant
 * (getVariant), the rules (its rules parser), the FEN (Game), the PGN (readGameTree, whose errors name
 * the line and column) — and its message is what the reader is told. Nothing here throws: a refusal is
 * an `{ ok: false, message }` and the page keeps the work in progress.
 *
 * The game goes to the board as PGN written by the engine (writePgn of a position, writeGameTree of a
 * game), so the board, the undo stack, storage and export all hold the same text.
 */
import { Game, getVariant, listVariants, makeRules, nodeAtPath, mainline, readGameTree, variantInfo, writeGameTree, writePgn, type GameTree } from '@berserker-chess/engine';
import { PATH_SHAPE, shorten, type AnalysisLink } from './address';
import type { Locale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';
import { analysisWords } from './words';

export type Opened =
  | {
      readonly ok: true;
      readonly pgn: string;
      readonly path: string;
      readonly tree: GameTree;
      /** What was opened, for the notice ("a game of Berserker Chess, 24 moves in its main line"). */
      readonly what: string;
      /** What was set aside on the way (a path with no move), one sentence each. */
      readonly problems: readonly string[];
    }
  | { readonly ok: false; readonly message: string };

/** How much of an engine message the page repeats (it may quote the whole bad value). */
const MAX_MESSAGE = 240;

function messageOf(e: unknown): string {
  const text = (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').trim();
  return shorten(text, MAX_MESSAGE);
}

const sentence = (s: string): string => (/[.!?…]$/.test(s) ? s : `${s}.`);

/** The game `pgn` at `path`: the path kept when the game has that move, else the start with a note. */
function opened(tree: GameTree, path: string, what: string, problems: string[], locale: Locale): Opened {
  const load = analysisWords(locale).load;
  let shown = path;
  if (!PATH_SHAPE.test(path)) {
    problems.push(load.badPath(shorten(path)));
    shown = '';
  } else if (path !== '' && !nodeAtPath(tree, path)) {
    problems.push(load.noSuchPath(shorten(path)));
    shown = '';
  }
  return { ok: true, pgn: writeGameTree(tree), path: shown, tree, what, problems };
}

/** A position of `variant` with `rules` ('' the defaults) from `fen` ('' the start); its words in `locale` (the page's). */
export function openPosition(variant: string, fen: string, rules: string, path = '', locale: Locale = pageLocale()): Opened {
  const w = analysisWords(locale);
  const load = w.load;
  const id = variant || 'berserker';
  let game: Game;
  try {
    getVariant(id);
  } catch (e) {
    return { ok: false, message: sentence(load.engineSaid(load.where.variant, messageOf(e))) };
  }
  const info = variantInfo(id);
  const name = w.variantName(id);
  let canonical = '';
  if (rules.trim()) {
    if (!info.berserker) return { ok: false, message: load.noBerserker(name) };
    try {
      canonical = makeRules(getVariant(id, rules).def.berserker!);
    } catch (e) {
      return { ok: false, message: sentence(load.engineSaid(load.where.rules, messageOf(e))) };
    }
  }
  try {
    game = new Game({ variant: id, ...(canonical ? { rules: canonical } : {}), ...(fen.trim() ? { fen: fen.trim() } : {}) });
  } catch (e) {
    return { ok: false, message: sentence(load.engineSaid(load.where.fen, messageOf(e))) };
  }
  return opened(readGameTree(writePgn(game)), path, load.aPosition(name), [], locale);
}

/** A game from PGN text (the first game of it), shown at `path`; its words in `locale` (the page's). */
export function openPgn(text: string, path = '', locale: Locale = pageLocale()): Opened {
  const w = analysisWords(locale);
  const load = w.load;
  let tree: GameTree;
  try {
    tree = readGameTree(text);
  } catch (e) {
    return { ok: false, message: sentence(load.engineSaid(load.where.pgn, messageOf(e))) };
  }
  const moves = mainline(tree).length;
  const name = w.variantName(tree.variant);
  return opened(tree, path, moves === 0 ? load.aPosition(name) : load.aGame(moves, name), [...tree.problems], locale);
}

/** What a link opens; a bad link's message. */
export function openLink(link: Exclude<AnalysisLink, { kind: 'none' }>, locale: Locale = pageLocale()): Opened {
  if (link.kind === 'bad') return { ok: false, message: link.message };
  if (link.kind === 'pgn') return openPgn(link.pgn, link.path, locale);
  return openPosition(link.variant, link.fen, link.rules, link.path, locale);
}

/** A FEN is one line with slashes between its ranks and no PGN tag, move number or comment. */
const looksLikeFen = (text: string): boolean => !/[\n[{]/.test(text.trim()) && /^\S+\/\S+\/\S+/.test(text.trim()) && !/^\d+\./.test(text.trim());

/**
 * Pasted or dropped text: a FEN (tried in `variant` first, then in each variant the engine has, in its
 * order), else a PGN.
 */
export function openText(text: string, variant: string, rules = '', locale: Locale = pageLocale()): Opened {
  const t = text.replace(/^\uFEFF/, '');
  if (!t.trim()) return { ok: false, message: analysisWords(locale).load.pasteEmpty };
  if (!looksLikeFen(t)) return openPgn(t, '', locale);
  const first = openPosition(variant, t, rules, '', locale);
  if (first.ok) return first;
  for (const v of listVariants()) {
    if (v.id === variant) continue;
    const other = openPosition(v.id, t, '', '', locale);
    if (other.ok) return other;
  }
  return first;
}
