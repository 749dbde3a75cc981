/**
 * The annotated game on the Notation page (content/notation/45-annotated-game.mdx), read with the
 * engine's game-tree reader: every move of every variation is legal (reading replays them), and the
 * rulings the page promises are really in the record — a trigger, a release with a choice of knights, a
 * capture of the Berserker and its re-placement, an Oh No! take-back — with arrows, NAGs and a game
 * comment. Then the static fallback every PGN board on the site gets (no JavaScript, print, feeds).
 */
import { describe, expect, it } from 'vitest';
import {
  gameAtPath,
  mainline,
  placementChoices,
  readGameTrees,
  writeGameTree,
  type GameTree,
  type GameTreeNode,
} from '@berserker-chess/engine';
import { gameFallbackHtml, prepareDiagram } from '../site/lib/diagram.ts';
import { markupDiagrams } from './diagram-sources.ts';

const FILE = 'content/notation/45-annotated-game.mdx';
const found = markupDiagrams().filter((d) => d.file === FILE);
const pgn = found[0]?.spec.pgn ?? '';

/** Every node of the tree, variations included. */
function nodes(tree: GameTree): GameTreeNode[] {
  const out: GameTreeNode[] = [];
  const walk = (n: GameTreeNode) => {
    out.push(n);
    n.children.forEach(walk);
  };
  tree.children.forEach(walk);
  return out;
}

/** The seventh FEN field (triggers and waiting placements), '-' for none. */
const flags = (fen: string) => fen.split(' ')[6] ?? '-';
/** The path of the node before (its parent), '' for a first move. */
const parentPath = (path: string) => path.split('.').slice(0, -1).join('.');
/** The FEN before a node's move. */
const fenBefore = (tree: GameTree, n: GameTreeNode) => gameAtPath(tree, parentPath(n.path)).fen();

describe('the annotated game on the Notation page', () => {
  it('is one board with a PGN, shown from the start in view mode with the menu', () => {
    expect(found).toHaveLength(1);
    expect(pgn).toMatch(/^\[Event /);
    expect(found[0]!.mode).toBe('view');
    expect(found[0]!.spec.ply).toBe(0);
  });

  const trees = readGameTrees(pgn);
  const tree = trees[0]!;
  const all = nodes(tree);
  const main = mainline(tree);
  const variations = all.filter((n) => !main.includes(n));

  it('is one legal game of Berserker Chess with Oh No! agreed in its Rules tag', () => {
    expect(trees).toHaveLength(1);
    expect(tree.variant).toBe('berserker');
    expect(tree.tags).toContainEqual(['Rules', 'ohNo=on']);
    expect(tree.result).toBe('1-0');
    expect(main.length).toBeGreaterThan(12);
    expect(variations.length).toBeGreaterThan(5);
  });

  it('has a game comment, comments on most main-line moves, and NAGs', () => {
    expect(tree.comments.join(' ')).toMatch(/composed/);
    expect(main.filter((n) => n.comments.length > 0).length).toBeGreaterThan(main.length / 2);
    const glyphs = all.flatMap((n) => n.glyphs);
    for (const g of ['!', '?', '!?', '+−']) expect(glyphs).toContain(g);
  });

  it('shows a trigger: a move after which its player has triggered (R2)', () => {
    const trigger = main.find((n) => !/t/.test(flags(fenBefore(tree, n))) && /t/.test(flags(n.fen)));
    expect(trigger?.san).toBe('e5');
    // and a trigger on move one in a variation (1. e4), answered by a release
    const e4 = all.find((n) => n.path === '1');
    expect(e4?.san).toBe('e4');
    expect(flags(e4!.fen)).toMatch(/T/);
    expect(e4!.children[0]!.move.kind).toBe('release');
  });

  it('shows a release with a choice of knights, chosen by the placer', () => {
    const release = main.find((n) => n.move.kind === 'release' && n.move.color === 'black');
    expect(release?.san).toBe('Nfg8=Z');
    expect(release!.move.controller).toBe('white');
    const before = gameAtPath(tree, parentPath(release!.path));
    const knights = new Set(placementChoices(before)!.options.map((o) => o.knight));
    expect([...knights].sort()).toEqual(['c6', 'f6']);
  });

  it('shows a capture of the Berserker and its re-placement by the capturer (R4), in the main line and a variation', () => {
    const captures = all.filter((n) => n.move.captured === 'Z');
    expect(captures.map((n) => n.san).sort()).toEqual(['Kxf7', 'dxc6']);
    for (const c of captures) {
      const next = c.children[0]!;
      expect(next.move.kind).toBe('place');
      expect(next.move.color).toBe('white');
      expect(next.move.controller).toBe('black');
      expect(next.san).toBe('Zg1');
    }
    expect(captures.some((n) => main.includes(n)) && captures.some((n) => variations.includes(n))).toBe(true);
  });

  it('shows an Oh No! take-back: the placer takes a placement back and places again (R8)', () => {
    const taken = all.filter((n) => n.retracted !== null);
    expect(taken.map((n) => [n.san, n.retracted!.san])).toEqual([['Nfg8=Z', 'Ncb8=Z']]);
    expect(taken[0]!.retracted!.controller).toBe('white');
    expect(main).toContain(taken[0]);
  });

  it('draws arrows where the comments explain a threat', () => {
    const arrows = all.filter((n) => n.shapes.some((s) => s.to !== undefined));
    expect(arrows.length).toBeGreaterThanOrEqual(4);
    for (const n of arrows) expect(n.comments.join(' ').length).toBeGreaterThan(10);
    expect(all.some((n) => n.shapes.some((s) => s.to === undefined))).toBe(true);
    expect(nodes(tree).find((n) => n.san === 'Qh5')!.shapes).toEqual([
      { from: 'h5', to: 'f7', color: 'red' },
      { from: 'h5', to: 'c5', color: 'red' },
    ]);
  });

  it('round-trips: written and read again, it keeps every move, comment, NAG, shape and take-back', () => {
    const again = readGameTrees(writeGameTree(tree))[0]!;
    const sig = (t: GameTree) => nodes(t).map((n) => [n.path, n.san, n.nags, n.comments, n.shapes, n.retracted?.san ?? null]);
    expect(sig(again)).toEqual(sig(tree));
    expect(again.comments).toEqual(tree.comments);
  });
});

describe('the static fallback of a PGN board (no JavaScript, print, feed readers)', () => {
  it('shows the header, the diagram of the chosen ply and the main line with comments and take-backs', () => {
    const html = gameFallbackHtml(pgn, { ply: 0 });
    expect(html).toContain('<strong><bdi>Ada</bdi> – <bdi>Ben</bdi></strong>');
    expect(html).toContain('<figcaption>The starting position</figcaption>');
    expect(html).toContain('Quiet, and on purpose.');
    expect(html).toContain('<del>Ncb8=Z</del>');
    expect(html).toMatch(/<b>4\. Zxe5!<\/b>/);
    expect(html).toMatch(/<b>1-0<\/b>/);
    // the main line only: a variation's moves and comments are left out
    expect(html).not.toContain('chases the Berserker');
    expect(html).not.toMatch(/class="arrow"/);
  });

  it('draws the position and the arrows of the ply asked for', () => {
    const main = mainline(readGameTrees(pgn)[0]!);
    const at = main.findIndex((n) => n.san === 'Qh5') + 1;
    const html = gameFallbackHtml(pgn, { ply: at });
    expect(html).toContain('<figcaption>Position after 7. Qh5</figcaption>');
    expect(html.match(/class="arrow"/g)).toHaveLength(2);
    // the last ply by default, as the element shows it
    expect(gameFallbackHtml(pgn)).toContain('<figcaption>Position after 9. Bd3</figcaption>');
  });

  it('names the diagram when its PGN cannot be read', () => {
    expect(() => gameFallbackHtml('1. e4 e4 *', { label: 'on /x/' })).toThrow(/Diagram on \/x\/: the PGN cannot be read: .*e4/);
    expect(() => gameFallbackHtml(pgn, { ply: 'two', label: 'on /x/' })).toThrow(/Diagram on \/x\/: ply "two"/);
  });

  it.each(markupDiagrams().filter((d) => d.spec.pgn).map((d) => [d.label, d] as const))(
    'every PGN board of the site gets one that shows its ply: %s',
    (_label, d) => {
      const html = gameFallbackHtml(d.spec.pgn!, { ply: d.spec.ply });
      const p = prepareDiagram(d.spec);
      const ply = d.spec.ply ?? p.sans.length;
      expect(html).toContain(ply === 0 ? 'The starting position' : `Position after `);
      if (ply > 0) expect(html).toContain(` ${p.sans[ply - 1]}</figcaption>`);
    },
  );
});
