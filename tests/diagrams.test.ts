/**
 * Every diagram on the site, replayed with the engine without building the site: the <Diagram>s in the
 * MDX content and the .astro pages, the rulings' JSON diagrams, the Embed page's examples and every
 * variant's piece table. An illegal move, a broken FEN or a failed expectation (expectLegal,
 * expectStatus) fails here with the file and the diagram — the same check the build makes.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { prepareDiagram, type DiagramSpec } from '../site/lib/diagram.ts';
import { pieceRows } from '../site/lib/pieces.ts';
import { VARIANT_DEFS } from '@berserker-chess/engine';

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
    found.push({ file: rel, label, spec: spec(a, label) });
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
