/**
 * The static fallback of an annotated game: what a page shows where the element does not run (no
 * JavaScript, print, feed readers) — the players and the game's facts, the diagram of the start or of a
 * chosen move, and the main line with its comments, NAG glyphs and Oh No! take-backs struck through.
 * DOM-free HTML (every text escaped), for build steps and snippet tools; put it inside the element,
 * which hides it once it runs. The engine reads the PGN; the diagram is renderBoardSvg's.
 */
import {
  checkSquares,
  gameAtPath,
  lineTo,
  mainline,
  pieceViews,
  readGameTreeAt,
  squareIndex,
  variantInfo,
  type GameTree,
  type GameTreeNode,
} from '@berserker-chess/engine';
import { renderBoardSvg } from './standalone.js';
import { escapeXml } from './xml.js';

export interface GameHtmlOptions {
  /** Which game of a PGN of several (0 = the first). */
  readonly game?: number;
  /** The position drawn: a ply of the main line (0 = the start, the default) or `last`. */
  readonly ply?: number | 'last';
  /** Or the move at a path of the game tree (`'0.0.1'`, as the element's `node-change` reports it); wins over `ply`. */
  readonly path?: string;
  readonly orientation?: 'white' | 'black';
  readonly coordinates?: boolean;
  readonly theme?: 'light' | 'dark';
  /** The diagram's pieces as references to the page's sprite (BoardPicture.pieceRefs). */
  readonly pieceRefs?: string;
  /**
   * The words of a page in another language (English by default). `positionAfter` is a template with
   * `{move}` ("Stellung nach {move}"). Given words, the diagram's description is its caption in those
   * words (the generated one, naming every piece, is English).
   */
  readonly words?: GameHtmlWords;
}

/** The fallback's own words: the diagram's caption and the note on a move taken back with Oh No!. */
export interface GameHtmlWords {
  /** "The starting position". */
  readonly start?: string;
  /** "Position after {move}". */
  readonly positionAfter?: string;
  /** "taken back with Oh No!". */
  readonly takenBack?: string;
}

/** A tag's value, '' when absent or unknown ('?'); a date keeps its known part ('1858.??.??' → '1858'). */
function tag(tree: GameTree, name: string): string {
  const v = (tree.tags.find(([k]) => k === name)?.[1] ?? '').trim();
  return name === 'Date' ? v.replace(/(\.\?\?)+$/, '').replace(/^\?.*$/, '') : v === '?' ? '' : v;
}

/**
 * The static HTML of a game (a PGN text, or a tree the engine read): a `<div class="berserker-game">`
 * with the header, the diagram (`<figure>` with the renderer's SVG and a caption naming the position)
 * and the main line. Throws the engine's ChessError when the PGN cannot be read, or when `path` or
 * `game` names nothing (ERR_ARGS). Shapes off the board are not drawn (the engine drops them: tree.problems).
 */
export function renderGameHtml(pgn: string | GameTree, options: GameHtmlOptions = {}): string {
  // Only the game shown is read (the engine stops there): one game of a 1 MB text is quick.
  const tree = typeof pgn === 'string' ? readGameTreeAt(pgn, options.game ?? 0) : pgn;
  const main = mainline(tree);
  const ply = options.ply === 'last' ? main.length : Math.max(0, Math.min(main.length, Math.trunc(options.ply ?? 0)));
  const path = options.path ?? main[ply - 1]?.path ?? '';
  const shown = lineTo(tree, path).at(-1) ?? null;
  return `<div class="berserker-game">${header(tree)}${diagram(tree, shown, options)}${moves(tree, main, options.words?.takenBack)}</div>`;
}

/** The players and what the tags say of the game. */
function header(tree: GameTree): string {
  const players = [tag(tree, 'White'), tag(tree, 'Black')];
  const facts = [tag(tree, 'Event'), tag(tree, 'Site'), tag(tree, 'Date')].filter(Boolean);
  if (!players.some(Boolean) && !facts.length) return '';
  // Each name and fact in a <bdi> (issue 28): tag text cannot reorder the text around it.
  const bdi = (text: string) => `<bdi>${escapeXml(text)}</bdi>`;
  const who = players.some(Boolean) ? `<strong>${players.map((p) => bdi(p || '?')).join(' – ')}</strong>` : '';
  return `<p class="berserker-game-header">${who}${who && facts.length ? ', ' : ''}${facts.map(bdi).join(', ')}</p>`;
}

/** The diagram of the position after `node` (the start when null), its arrows and highlights drawn. */
function diagram(tree: GameTree, node: GameTreeNode | null, o: GameHtmlOptions): string {
  const game = gameAtPath(tree, node?.path ?? '');
  const info = variantInfo(tree.variant);
  const index = (square: string) => squareIndex(game, square);
  const shapes = node ? node.shapes : tree.shapes;
  const w = o.words;
  const after = `${node?.token.spokenLabel} ${node?.san}`;
  const caption = node
    ? w?.positionAfter ? w.positionAfter.replace('{move}', after) : `Position after ${after}`
    : (w?.start ?? 'The starting position');
  const svg = renderBoardSvg({
    width: info.width,
    height: info.height,
    pieces: pieceViews(game).map((p) => ({ square: p.index, letter: p.letter, color: p.color })),
    orientation: o.orientation ?? 'white',
    coordinates: o.coordinates ?? false,
    theme: o.theme ?? 'light',
    ...(o.pieceRefs ? { pieceRefs: o.pieceRefs } : {}),
    lastMove: node ? [node.move.from ? index(node.move.from) : index(node.move.to), index(node.move.to)] : null,
    check: checkSquares(game).map(index),
    arrows: shapes.filter((s) => s.to !== undefined).map((s) => ({ from: index(s.from), to: index(s.to!), color: s.color })),
    highlights: shapes.filter((s) => s.to === undefined).map((s) => ({ square: index(s.from), color: s.color })),
    ...(w ? { title: caption } : {}),
  });
  return `<figure class="berserker-game-diagram">${svg}<figcaption>${escapeXml(caption)}</figcaption></figure>`;
}

/** An action taken back (R8), struck through and said in words (print and screen readers read no styling). */
const struck = (san: string, takenBack = 'taken back with Oh No!'): string => `<del>${escapeXml(san)}</del><small> (${escapeXml(takenBack)})</small>`;

/** The main line as text: numbers (the engine's) before White's moves and after a comment, glyphs, take-backs struck, the result. */
function moves(tree: GameTree, main: readonly GameTreeNode[], takenBack?: string): string {
  const out: string[] = tree.comments.map((c) => `<span class="berserker-game-comment">${escapeXml(c)}</span>`);
  let brk = true;
  for (const n of main) {
    for (const c of n.commentsBefore) out.push(`<span class="berserker-game-comment">${escapeXml(c)}</span>`);
    const num = n.move.color === 'white' || brk || n.commentsBefore.length ? `${n.token.spokenLabel} ` : '';
    out.push(`<b>${escapeXml(num + n.san + n.glyphs.join(''))}</b>`);
    if (n.retracted) out.push(struck(n.retracted.san, takenBack));
    for (const c of n.comments) out.push(`<span class="berserker-game-comment">${escapeXml(c)}</span>`);
    if (n.retractedAfter) out.push(struck(n.retractedAfter.san, takenBack));
    brk = !!(n.comments.length || n.retracted || n.retractedAfter);
  }
  if (tree.result !== '*') out.push(`<b>${escapeXml(tree.result)}</b>`);
  return `<p class="berserker-game-moves">${out.join(' ')}</p>`;
}
