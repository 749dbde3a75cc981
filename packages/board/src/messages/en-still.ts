/**
 * The still board's words (in the script tag's file: a page of diagrams needs no more of the English
 * table), and how a message is written out: `{name}` in a template is its parameter. The whole English
 * table is en.ts, which takes these in.
 */

/** A message's parameters: `{square}` in the template is `params.square`. */
export type Params = Readonly<Record<string, string | number>>;

/** The still board's words, in English. */
export const EN_STILL = {
  /** The board's accessible name when `label` is not given. */
  'board.label': '{variant} board',
  /** The status line of a board whose live code could not be loaded. */
  'board.notLoaded': "The board's live code could not be loaded.",
  'variant.chess': 'Chess',
  'variant.berserker': 'Berserker Chess',
  'variant.game-of-pawns': 'Game of Pawns',
  'variant.berolina': 'Berolina Chess',
  'variant.berserker-berolina': 'Berserker Berolina Chess',
  'variant.battle-of-the-kings': 'Battle of the Kings',
  'variant.brawl': 'Brawl Chess',
  'variant.berserker-brawl': 'Berserker Brawl Chess',
};

/** `template` with each `{name}` replaced by its parameter (a name without one stays as written). */
export const fill = (template: string, params?: Params): string =>
  params ? template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole)) : template;

/** The still board's words: a message of EN_STILL's keys written out ('' for a key the table lacks). */
export type StillWords = (key: string, params?: Params) => string;
