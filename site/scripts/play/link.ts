/**
 * The Play page's address: `/play/?variant=<id>&rules=<options>&fen=<FEN>` (each URL-encoded, each
 * optional) starts a game from that position. The "Play from here" links under the teaching boards use
 * exactly these names.
 *
 * A link is typed, pasted, cut short or mangled, so reading it never throws. The engine judges every
 * value (getVariant for the variant and its rule options, Game for the FEN), and its error names what is
 * wrong; a value it refuses is dropped with that message, and the game starts from what is left:
 *
 * - an unknown variant: the whole link is set aside (its rules and FEN belong to that variant);
 * - bad rule options: the variant's default rules;
 * - a bad FEN: the variant's starting position.
 */
import { Game, getVariant, makeRules, type ChessError } from '@berserker-chess/engine';
import type { Colour } from './types';
import { RESTORE_WORDS, type RestoreWords } from './restore-words';

/** The address's parameter names. */
export const LINK_PARAMS = ['variant', 'rules', 'fen'] as const;

/** Longer values are refused unread: no FEN or rules text is this long, and messages repeat values. */
export const MAX_LINK_VALUE = 500;
/** How much of an engine message a problem repeats (it may quote the whole bad value). */
const MAX_MESSAGE = 220;

/** The game a link starts: the variant, its rule options (the engine's text, '' for the defaults), the FEN ('' for the variant's start) and who decides first. */
export interface LinkStart {
  readonly variant: string;
  readonly rules: string;
  readonly fen: string;
  readonly controller: Colour;
}

export interface PlayLink {
  /** The game to start, or null when the address has none of the parameters. */
  readonly start: LinkStart | null;
  /** What could not be used and what was done instead, one sentence each, for the reader. */
  readonly problems: readonly string[];
}

const cut = (text: string): string => {
  const chars = [...text];
  return chars.length <= MAX_MESSAGE ? text : `${chars.slice(0, MAX_MESSAGE).join('')}…`;
};

/** The engine's words for why `fn` failed, or null when it did not. */
function refusal(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return cut(((e as ChessError).message ?? String(e)).replace(/\s+/g, ' ').trim());
  }
}

/**
 * Reads `location.search`. `usualVariant` is the variant a game starts in without a link (the new-game
 * form's choice), used when the link names none or one the engine does not know. `w`: the page's words.
 */
export function readPlayLink(search: string, usualVariant: string, w: RestoreWords = RESTORE_WORDS.en): PlayLink {
  const params = new URLSearchParams(search);
  if (!LINK_PARAMS.some((k) => params.has(k))) return { start: null, problems: [] };
  const problems: string[] = [];
  const value = (key: (typeof LINK_PARAMS)[number]): string => {
    const v = (params.get(key) ?? '').trim();
    if ([...v].length <= MAX_LINK_VALUE) return v;
    problems.push(w.tooLong(key, [...v].length));
    return '';
  };

  let variant = value('variant') || usualVariant;
  let rulesIn = value('rules');
  let fenIn = value('fen');

  const badVariant = refusal(() => getVariant(variant));
  if (badVariant) {
    problems.push(w.badVariant(badVariant));
    variant = usualVariant;
    rulesIn = '';
    fenIn = '';
  }

  let rules = '';
  if (rulesIn) {
    let canonical = '';
    const badRules = refusal(() => {
      canonical = makeRules(getVariant(variant, rulesIn).def.berserker!);
    });
    if (badRules) problems.push(w.badRules(badRules));
    else rules = canonical;
  }

  let fen = '';
  let controller: Colour = 'white';
  const options = { variant, ...(rules ? { rules } : {}) };
  if (fenIn) {
    const badFen = refusal(() => {
      const game = new Game({ ...options, fen: fenIn });
      fen = game.startFen;
      controller = game.controller;
    });
    if (badFen) problems.push(w.badFen(badFen));
  }
  if (!fen) controller = new Game(options).controller;
  return { start: { variant, rules, fen, controller }, problems };
}
