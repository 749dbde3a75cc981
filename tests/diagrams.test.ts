/**
 * Every diagram on the site, replayed with the engine without building the site: the <Diagram>s in the
 * MDX content and the .astro pages, the rulings' JSON diagrams, the Embed page's examples and every
 * variant's piece table. An illegal move, a broken FEN or a failed expectation (expectLegal,
 * expectStatus) fails here with the file and the diagram — the same check the build makes.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { prepareDiagram, type DiagramSpec, type PreparedDiagram } from '../site/lib/diagram.ts';
import { pieceRows } from '../site/lib/pieces.ts';
import { Game, VARIANT_DEFS, placementChoices, playMovetext, squareIndex, type PlacementChoices } from '@berserker-chess/engine';
import { SQUARE_SIZE } from '../packages/board/src/render/index.ts';

const root = join(import.meta.dirname, '..');

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p, ext));
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

/** The string-valued attributes of a tag's attribute text; null when an attribute is a JS expression we cannot read. */
function attributes(text: string): Record<string, string | true> | null {
  const out: Record<string, string | true> = {};
  const re = /([\w-]+)(?:=(?:"([^"]*)"|\{`([\s\S]*?)`\}|\{([^}]*)\}))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const [, name, dq, tpl, expr] = m;
    if (expr !== undefined) {
      if (/^\s*(true|false|\d+)\s*$/.test(expr)) out[name!] = expr.trim();
      else return null; // a computed attribute (e.g. variant={def.id}): covered elsewhere
    } else out[name!] = dq ?? tpl ?? true;
  }
  return out;
}

function spec(a: Record<string, string | true>, label: string): DiagramSpec {
  const s = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
  return {
    variant: s('variant'),
    rules: s('rules'),
    fen: s('fen'),
    moves: s('moves'),
    pgn: s('pgn')?.replace(/\\n/g, '\n'),
    ply: s('ply') === undefined ? undefined : Number(s('ply')),
    arrows: s('arrows'),
    highlights: s('highlights'),
    showMovesOf: s('showMovesOf'),
    expectLegal: s('expectLegal'),
    expectStatus: s('expectStatus'),
    label,
  };
}

interface Found {
  file: string;
  label: string;
  spec: DiagramSpec;
  /** The caption as written (string attribute only). */
  caption?: string;
  /** The moves deliberately show a short form the reader accepts (a ruling about reading SAN). */
  movesAsTyped?: boolean;
}

function diagramsIn(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const found: Found[] = [];
  const rel = relative(root, file);
  for (const m of text.matchAll(/<Diagram\b((?:[^>"{]|"[^"]*"|\{`[\s\S]*?`\}|\{[^}]*\})*?)\/?>/g)) {
    const a = attributes(m[1]!);
    if (!a) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const label = `${rel}:${line}`;
    found.push({ file: rel, label, spec: spec(a, label), ...(typeof a.caption === 'string' ? { caption: a.caption } : {}) });
  }
  // Embed page examples: attrs={{ … }} object literals of strings and `true`.
  for (const m of text.matchAll(/<Example\b[\s\S]*?attrs=\{(\{[\s\S]*?\})\}(?:\s+pgn=\{`([\s\S]*?)`\})?/g)) {
    const attrs = new Function(`return (${m[1]});`)() as Record<string, string | true>;
    const line = text.slice(0, m.index).split('\n').length;
    const label = `${rel}:${line} (Example)`;
    found.push({ file: rel, label, spec: { ...spec(attrs, label), ...(m[2] ? { pgn: m[2].replace(/\\n/g, '\n') } : {}) } });
  }
  return found;
}

const contentFiles = files(join(root, 'content'), /\.mdx$/);
const pageFiles = files(join(root, 'site/pages'), /\.astro$/);
const all = [...contentFiles, ...pageFiles].flatMap(diagramsIn);

/** The rulings page's diagrams (content/rulings/engine-rulings.diagrams.json), as Found entries. */
const rulingsData = JSON.parse(readFileSync(join(root, 'content/rulings/engine-rulings.diagrams.json'), 'utf8')) as Record<string, unknown>;
const rulingDiagrams: Found[] = Object.entries(rulingsData)
  .filter(([key]) => /^H\d+$/.test(key))
  .flatMap(([key, blocks]) =>
    (blocks as Array<{ diagram?: Record<string, string>; compare?: { diagrams: Array<Record<string, string>> } }>)
      .flatMap((b) => (b.diagram ? [b.diagram] : b.compare!.diagrams))
      .map((d, i) => {
        const label = `content/rulings/engine-rulings.diagrams.json ${key} #${i + 1}`;
        return {
          file: 'content/rulings/engine-rulings.diagrams.json', label, spec: { ...(d as DiagramSpec), label },
          ...(d.caption ? { caption: d.caption } : {}),
          ...((d as { movesAsTyped?: boolean }).movesAsTyped ? { movesAsTyped: true } : {}),
        };
      }),
  );
const everyDiagram = [...all, ...rulingDiagrams];

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
    // The squares are the board's (index beside name, as renderers use it).
    for (const r of choices.refused) expect(squareIndex(game, r.square)).toBe(r.index);
  });
});

/**
 * What an author's caption claims about a placement turn, read from its ★/✕ marks: each mark applies to
 * the squares named in the words before it (back to the previous mark or the start of the sentence);
 * "the pawn on f3" names a piece, not a claimed square.
 */
function captionClaims(caption: string): { stars: string[]; crosses: string[]; pieces: Array<{ role: string; square: string }> } {
  const stars: string[] = [], crosses: string[] = [], pieces: Array<{ role: string; square: string }> = [];
  for (const sentence of caption.split(/(?<=\.)\s+/)) {
    for (const m of sentence.matchAll(/([^★✕]*?)\((★|✕)\)/g)) {
      const words = m[1]!;
      const named = [...words.matchAll(/\bthe (\w+) on ([a-l](?:1[0-2]|[1-9]))\b/g)];
      const text = named.reduce((t, n) => t.replace(n[0]!, ''), words);
      const squares = [...text.matchAll(/\b([a-l](?:1[0-2]|[1-9]))\b/g)].map((x) => x[1]!);
      if (m[2] === '★') stars.push(...squares);
      else {
        crosses.push(...squares);
        pieces.push(...named.map((n) => ({ role: n[1]!.toLowerCase(), square: n[2]! })));
      }
    }
  }
  return { stars: stars.sort(), crosses: crosses.sort(), pieces };
}

describe("authors' placement captions (★/✕) say what the engine says", () => {
  const claimed = placementDiagrams.filter((x) => x.d.caption && /[★✕]/.test(x.d.caption));
  it('finds captions with ★/✕ claims (the R5 section)', () => {
    expect(claimed.some((x) => x.d.file === 'content/rules/r05-placement-squares.mdx')).toBe(true);
  });
  it.each(claimed.map((x) => [x.d.label, x] as const))('%s', (_label, { d, choices }) => {
    const claims = captionClaims(d.caption!);
    expect(claims.stars, 'squares the caption stars').toEqual([...new Set(choices.options.map((o) => o.square))].sort());
    expect(claims.crosses, 'squares the caption crosses').toEqual(choices.refused.map((r) => r.square).sort());
    // The pieces the caption says the refused squares attack are exactly the pieces the engine names.
    const attacked = new Set(choices.refused.flatMap((r) => (r.reason.code === 'attacks' ? r.reason.attacked.map((a) => `${a.role} ${a.square}`) : [])));
    expect(new Set(claims.pieces.map((p) => `${p.role} ${p.square}`))).toEqual(attacked);
  });
  it('the claims reader finds what a caption says', () => {
    const c = captionClaims('On the first rank e1 and g1 would attack the pawn on f3 (✕). On the third rank c3 would attack the pawn on d5 (✕), while a3 and b3 qualify (★).');
    expect(c).toEqual({ stars: ['a3', 'b3'], crosses: ['c3', 'e1', 'g1'], pieces: [{ role: 'pawn', square: 'f3' }, { role: 'pawn', square: 'd5' }] });
  });
});
