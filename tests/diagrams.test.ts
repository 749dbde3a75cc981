/**
 * Every diagram on the site, replayed with the engine without building the site: the <Diagram>s in the
 * MDX content and the .astro pages, the rulings' JSON diagrams, the Embed page's examples and every
 * variant's piece table. An illegal move, a broken FEN or a failed expectation (expectLegal,
 * expectStatus, expectIllegal, expectRejected) fails here with the file and the diagram — the same
 * check the build makes.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDiagram, type DiagramSpec, type PreparedDiagram } from '../site/lib/diagram.ts';
import { pieceRows } from '../site/lib/pieces.ts';
import { Game, VARIANT_DEFS, placementChoices, playMovetext, squareIndex, type PlacementChoices } from '@berserker-chess/engine';
import { SQUARE_SIZE } from '../packages/board/src/render/index.ts';
import { markupDiagrams, rulingDiagrams, root, type Found } from './diagram-sources.ts';

const all = markupDiagrams();
const everyDiagram = [...all, ...rulingDiagrams()];

describe('site diagrams replay legally with the engine', () => {
  it('finds the diagrams', () => {
    expect(all.length).toBeGreaterThan(50);
  });
  it.each(all.map((d) => [d.label, d] as const))('%s', (_label, d) => {
    const p = prepareDiagram(d.spec);
    expect(p.svg.startsWith('<svg')).toBe(true);
  });
});

describe('rulings H1… each have a diagram that replays', () => {
  const md = readFileSync(join(root, 'content/rulings/engine-rulings.md'), 'utf8');
  const data = JSON.parse(readFileSync(join(root, 'content/rulings/engine-rulings.diagrams.json'), 'utf8')) as Record<string, unknown>;
  const headings = [...md.matchAll(/^## (H\d+)\b/gm)].map((m) => m[1]!);
  it('engine-rulings.md has rulings', () => expect(headings.length).toBeGreaterThanOrEqual(7));
  it.each(headings)('%s', (h) => {
    const blocks = data[h] as Array<{ diagram?: Record<string, string>; compare?: { diagrams: Array<Record<string, string>> } }> | undefined;
    expect(blocks, `content/rulings/engine-rulings.diagrams.json has no diagram for ${h}`).toBeTruthy();
    const specs = blocks!.flatMap((b) => (b.diagram ? [b.diagram] : b.compare!.diagrams));
    expect(specs.length).toBeGreaterThan(0);
    for (const s of specs) prepareDiagram({ ...s, label: `${h} ${s.title ?? s.caption?.slice(0, 40) ?? ''}` });
  });
});

describe('piece tables: every piece of every variant has a show-moves position', () => {
  it.each(VARIANT_DEFS.map((d) => d.id))('%s', (id) => {
    for (const row of pieceRows(id)) {
      const p = prepareDiagram({ variant: id, fen: row.fen, showMovesOf: row.square, label: `${id} ${row.name}` });
      // The fallback draws the piece's markers (a lone piece always reaches somewhere).
      expect(p.svg).toMatch(/class="marker /);
    }
  });
});

describe('movetext in the content is written exactly as the engine writes it (canonical SAN, C15 for Berolina)', () => {
  const withMoves = everyDiagram.filter((d) => d.spec.moves !== undefined && d.spec.moves.trim() !== '');
  it('finds diagrams with moves', () => expect(withMoves.length).toBeGreaterThan(20));
  it.each(withMoves.map((d) => [d.label, d] as const))('%s', (_label, d) => {
    // Move numbers and SAN both: the text an author writes is the text the engine would write.
    const written = d.spec.moves!.trim().replace(/\s+/g, ' ');
    if (d.movesAsTyped) expect(written, 'marked movesAsTyped, so it must differ from the canonical form').not.toBe(prepareDiagram(d.spec).moves);
    else expect(written).toBe(prepareDiagram(d.spec).moves);
  });
});

/** The game at the position a diagram's fallback shows, replayed here without the site's code. */
function shownGame(spec: DiagramSpec): Game {
  const game = new Game({ variant: spec.variant ?? 'berserker', ...(spec.rules ? { rules: spec.rules } : {}), ...(spec.fen ? { fen: spec.fen } : {}) });
  const played = spec.moves ? playMovetext(game, spec.moves).length : 0;
  return spec.ply === undefined || spec.ply >= played ? game : game.atPly(Math.max(0, spec.ply));
}

/** Square names of the fallback SVG's markers of one kind, read back from where they are drawn. */
function markedSquares(p: PreparedDiagram, game: Game, kind: 'invalid' | 'placement'): string[] {
  const out: string[] = [];
  // A ✕ is drawn from (cx - 13, cy - 13), a ★ starts at its top point (cx, cy - 20).
  const re = new RegExp(`<g class="marker ${kind}"><path d="M(-?[\\d.]+) (-?[\\d.]+)`, 'g');
  for (const m of p.svg.matchAll(re)) {
    const [x, y] = [Number(m[1]), Number(m[2])];
    const [cx, cy] = kind === 'invalid' ? [x + 13, y + 13] : [x, y + 20];
    const file = Math.floor(cx / SQUARE_SIZE), row = Math.floor(cy / SQUARE_SIZE);
    out.push(`${String.fromCharCode(97 + file)}${p.height - row}`);
  }
  void game;
  return out.sort();
}

/** Squares the fallback SVG tints with the named colour red (#d62828). */
function redSquares(p: PreparedDiagram): string[] {
  const out: string[] = [];
  for (const m of p.svg.matchAll(/<rect class="highlight" x="(-?[\d.]+)" y="(-?[\d.]+)"[^>]*fill="#d62828"/g)) {
    const file = Math.floor(Number(m[1]) / SQUARE_SIZE), row = Math.floor(Number(m[2]) / SQUARE_SIZE);
    out.push(`${String.fromCharCode(97 + file)}${p.height - row}`);
  }
  return out.sort();
}

const placementDiagrams = everyDiagram
  .map((d) => ({ d, game: shownGame(d.spec) }))
  .map(({ d, game }) => ({ d, game, choices: placementChoices(game) }))
  .filter((x): x is { d: Found; game: Game; choices: PlacementChoices } => x.choices !== null && (x.d.spec.orientation ?? 'white') === 'white');

describe("placement diagrams: the caption line and the picture's ★/✕ are the engine's placementChoices", () => {
  it('finds placement diagrams, some with refused squares', () => {
    expect(placementDiagrams.length).toBeGreaterThan(10);
    expect(placementDiagrams.filter((x) => x.choices.refused.length > 0).length).toBeGreaterThan(3);
  });
  it.each(placementDiagrams.map((x) => [x.d.label, x] as const))('%s', (_label, { d, game, choices }) => {
    const p = prepareDiagram(d.spec);
    const line = p.placementLine!;
    const stars = [...new Set(choices.options.map((o) => o.square))];
    // The caption: every legal placement in the engine's SAN, the starred squares, and each refused square with the engine's sentence.
    expect(line.sans).toEqual(choices.options.map((o) => o.san));
    expect([...line.stars].sort()).toEqual([...stars].sort());
    expect(line.refused).toEqual(choices.refused.map((r) => ({ square: r.square, text: r.text })));
    // Every reason names its rule and the pieces the engine found attacked.
    for (const r of choices.refused) {
      expect(r.text).toMatch(/\((R5|C2|R3)\)$/);
      if (r.reason.code === 'attacks') for (const a of r.reason.attacked) expect(r.text).toContain(`on ${a.square}`);
    }
    // The picture: ✕ on exactly the refused squares, ★ on exactly the legal ones.
    expect(markedSquares(p, game, 'invalid')).toEqual(choices.refused.map((r) => r.square).sort());
    expect(markedSquares(p, game, 'placement')).toEqual([...stars].sort());
    // … and the refused squares tinted red under their ✕, as the live board tints them (its highlights).
    expect(redSquares(p)).toEqual(expect.arrayContaining(choices.refused.map((r) => r.square)));
    expect(p.liveHighlights.split(/\s+/).filter((h) => h.endsWith(':red')).map((h) => h.slice(0, -4)).sort()).toEqual(choices.refused.map((r) => r.square).sort());
    // The squares are the board's (index beside name, as renderers use it).
    for (const r of choices.refused) expect(squareIndex(game, r.square)).toBe(r.index);
  });
});

describe("prepareDiagram's checks and facts", () => {
  it('expectIllegal: a move the caption says cannot be played must not be legal', () => {
    expect(() => prepareDiagram({ variant: 'battle-of-the-kings', fen: '4k3/8/8/8/8/8/8/4K2R w - - 0 1', expectIllegal: 'O-O' })).not.toThrow();
    expect(() => prepareDiagram({ fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1', expectIllegal: 'O-O' })).toThrow(/expected "O-O" not to be legal/);
  });
  it("expectRejected: each FEN must be refused, and the engine's reason is kept for the caption", () => {
    const p = prepareDiagram({ fen: '4k3/p7/8/3z4/8/8/P7/4K3 w - - 0 1 T', expectRejected: '4k3/p7/8/3z4/8/8/P7/4K3 w - - 0 1 -' });
    expect(p.rejected).toHaveLength(1);
    expect(p.rejected[0]!.message).toMatch(/has not triggered/);
    expect(() => prepareDiagram({ expectRejected: '4k3/p7/8/3z4/8/8/P7/4K3 w - - 0 1 T' })).toThrow(/expected the engine to refuse/);
  });
  it('fenAt and coordinateNotation print what the engine writes', () => {
    const p = prepareDiagram({ moves: '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1', fenAt: '2', coordinateNotation: true });
    expect(p.fens).toEqual([{ ply: 2, after: '1. e3 e5', fen: 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR' }]);
    expect(p.coordinateMoves).toEqual(['e2e3', 'e7e5', 'g1g1z', 'd7d5', 'f1e2', 'e5e4', 'g1f3', 'e4f3', 'z@f1']);
    expect(() => prepareDiagram({ moves: '1. e3', fenAt: '5' })).toThrow(/fenAt "5"/);
  });
});
