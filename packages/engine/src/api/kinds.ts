/**
 * The kinds of parameter only the public API names (instances of Game and Position, trees, statuses);
 * the common ones are args.ts's. A module of api/ imports this only if it names one of them, so a page
 * that calls only, say, parseRules does not load Game and Position with it.
 */
import { hasFields, VARIANT_FIELDS, type Kinds } from '../args.js';
import { Game } from '../game.js';
import { Position } from '../position.js';

/** All data: nothing runs at load. */
export const API_KINDS: Kinds = {
  geo: { what: 'a board geometry', test: (v) => hasFields(v, { width: 'number', height: 'number', size: 'number' }) },
  pos: { what: 'a Position', test: (v) => v instanceof Position },
  game: { what: 'a Game', test: (v) => v instanceof Game },
  gp: { what: 'a Game or a Position', test: (v) => v instanceof Game || v instanceof Position },
  source: { what: 'a Game, a Position or a variant', test: (v) => v instanceof Game || v instanceof Position || hasFields(v, VARIANT_FIELDS) },
  tree: { what: 'a game tree (from readGameTree)', test: (v) => hasFields(v, { children: 'array', tags: 'array', startFen: 'string', variant: 'string' }) },
  node: { what: 'a node of a game tree', test: (v) => hasFields(v, { children: 'array', path: 'string' }) },
  status: { what: 'a GameStatus', test: (v) => hasFields(v, { over: 'boolean', result: 'string' }) },
  pgnGame: { what: 'a PGN game (from parsePgn)', test: (v) => hasFields(v, { tags: 'array', moves: 'array' }) },
};
