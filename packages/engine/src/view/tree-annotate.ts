/**
 * Annotating a game tree (view/tree.ts) as an analysis board does: a move's comments (treeWithComment),
 * its NAGs (treeWithNags), its `[%eval]` (treeWithEval) and the order of the lines at a fork
 * (treeWithPromotion); its arrows and highlighted squares are tree-shapes.ts's (treeWithShapes, which
 * the element's viewer carries). As tree-edit.ts's edits, each returns a new tree equal to what reading
 * its written PGN gives (paths, move-number labels, the main line's status); the tree given is not
 * changed, and what did not change is shared.
 */
import { ChessError } from '../errors.js';
import { ohNoRecord } from '../pgn-game.js';
import { evalText } from './eval-text.js';
import { lineTo, nagGlyph } from './tree.js';
import { withChildren, withNode } from './tree-splice.js';
import type { GameTree } from './types.js';

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A comment as the written PGN reads back: one line-break form, no `}` (PGN has no escape for it: the
 * writer drops it), ends trimmed, and `[%` written `[ %` so that the words stay words (the tree's
 * commands are set with treeWithShapes and treeWithEval).
 */
function commentText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\}/g, '').replace(/\[%/g, '[ %').trim();
}

/**
 * The tree with the comments before (`'before'`) or after (`'after'`) the move at `path` replaced by
 * `text` ('' removes them). Path '' is the game's opening comment (before the first move, either way).
 * The move's arrows, highlights, clock, eval and other commands, and its Oh No! records, stay. The
 * text is kept as the written PGN reads it back: `}` dropped, `[%` written `[ %`, ends trimmed. A
 * comment after a move that would read as an Oh No! record (`Oh no! Nf3`) is refused (ERR_ARGS), as
 * is a path with no node.
 */
export function treeWithComment(tree: GameTree, path: string, text: string, where: 'before' | 'after'): GameTree {
  if (where !== 'before' && where !== 'after') throw new ChessError('ERR_ARGS', `where must be 'before' or 'after', not ${JSON.stringify(String(where)).slice(0, 40)}`, 'where');
  const clean = commentText(text);
  const comments = clean === '' ? [] : [clean];
  if (path === '') return sameList(tree.comments, comments) ? tree : { ...tree, comments };
  if (where === 'after' && ohNoRecord(clean)) {
    throw new ChessError('ERR_ARGS', `"${clean.slice(0, 40)}" would read as an Oh No! record (R8): reword the comment`, 'text');
  }
  const key = where === 'before' ? 'commentsBefore' : 'comments';
  return withNode(tree, path, (n) => (sameList(n[key], comments) ? n : { ...n, [key]: comments }));
}

/** The tree with the NAGs of the move at `path` set to `nags` (whole numbers 0 to 255, as PGN's `$n`; ERR_ARGS otherwise). */
export function treeWithNags(tree: GameTree, path: string, nags: readonly number[]): GameTree {
  if (!Array.isArray(nags)) throw new ChessError('ERR_ARGS', 'nags must be an array of whole numbers from 0 to 255', 'nags');
  for (const n of nags) {
    if (!Number.isInteger(n) || n < 0 || n > 255) throw new ChessError('ERR_ARGS', `${String(n).slice(0, 20)} is not a NAG (a whole number from 0 to 255)`, 'nags');
  }
  return withNode(tree, path, (n) => (sameList(n.nags, nags) ? n : { ...n, nags: [...nags], glyphs: nags.map(nagGlyph) }));
}

/**
 * The tree with the `[%eval]` of the move at `path` set to `text` (null or '' clears it): what an engine
 * or evalText writes — `0.35`, `+0.4`, `−1.5` (a true minus is written `-`), `#3`, `#-2`, with an optional
 * `,depth`. Anything evalText cannot read is ERR_ARGS; so is the start position ('' has no move).
 */
export function treeWithEval(tree: GameTree, path: string, text: string | null): GameTree {
  const value = text === null ? '' : String(text).replace(/\u2212/g, '-').trim();
  if (value !== '' && (!/^[^\s[\]]+$/.test(value) || evalText(value) === null)) {
    throw new ChessError('ERR_ARGS', `"${value.slice(0, 40)}" is not an evaluation (pawns such as +0.35, or a mate such as #-2)`, 'text');
  }
  const evaluation = value === '' ? null : value;
  // A second `[%eval]` kept among the commands would be read as the move's eval once this one is gone: it goes too.
  return withNode(tree, path, (n) =>
    n.eval === evaluation && !n.commands.some((c) => /^\[%eval[\s\]]/i.test(c))
      ? n
      : { ...n, eval: evaluation, commands: n.commands.filter((c) => !/^\[%eval[\s\]]/i.test(c)) },
  );
}

/**
 * The variation holding the move at `path` moves one place up among the lines at the fork where it
 * branches (the last place on its path that is not a main continuation): the first variation becomes
 * the main continuation there, the old main continuation its first variation; a later one changes
 * places with the one before it. Returns the tree and the path of the same move afterwards. A move of
 * the main line is already first: the tree is returned unchanged with its path. ERR_ARGS for a path
 * with no node.
 */
export function treeWithPromotion(tree: GameTree, path: string): { tree: GameTree; path: string } {
  const line = lineTo(tree, path);
  if (line.length === 0) throw new ChessError('ERR_ARGS', 'the start position is not a move: give the path of a move', 'path');
  const parts = path.split('.').map(Number);
  let d = parts.length - 1;
  while (d >= 0 && parts[d] === 0) d--;
  if (d < 0) return { tree, path };
  const forkPath = parts.slice(0, d).join('.');
  const fork = d === 0 ? null : line[d - 1]!;
  const kids = [...(fork ? fork.children : tree.children)];
  const i = parts[d]!;
  [kids[i - 1], kids[i]] = [kids[i]!, kids[i - 1]!];
  parts[d] = i - 1;
  return { tree: withChildren(tree, forkPath, fork, kids), path: parts.join('.') };
}
