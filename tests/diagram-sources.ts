/**
 * Where the site's diagrams are written, read without building the site: the <Diagram>s in the MDX
 * content and the .astro pages, the Embed page's examples and the rulings' JSON diagrams, each with the
 * page it appears on. Shared by tests/diagrams.test.ts (every diagram replays) and tests/captions.test.ts
 * (every caption says what its board shows).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DiagramSpec } from '../site/lib/diagram.ts';

export const root = join(import.meta.dirname, '..');

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p, ext));
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

/** The site's words tables (site/i18n/words/), by path from this file: a page's `caption={w.caption}` is read from them. */
const TABLES = import.meta.glob<{ default?: Record<string, unknown> }>('../site/i18n/words/*.ts', { eager: true });

/** The words table a page reads as `w` (`const w = homeWords[locale]`, imported from site/i18n/words/), if any. */
function pageTable(text: string): Record<string, unknown> | null {
  const name = /const w = (\w+)\[locale\]/.exec(text)?.[1];
  const from = name && new RegExp(`import ${name} from '[./]*/i18n/words/([\\w-]+)'`).exec(text)?.[1];
  return (from && TABLES[`../site/i18n/words/${from}.ts`]?.default) || null;
}

/** `w.a.b` in `words`: the string there, or undefined. */
const wordAt = (words: unknown, path: string): string | undefined => {
  const v = path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), words);
  return typeof v === 'string' ? v : undefined;
};

/**
 * The string-valued attributes of a tag's attribute text; null when an attribute is a JS expression we cannot
 * read. `words`: the page's words in one language, for attributes written `caption={w.caption}`.
 */
export function attributes(text: string, words?: unknown): Record<string, string | true> | null {
  const out: Record<string, string | true> = {};
  const re = /([\w-]+)(?:=(?:"([^"]*)"|\{`([\s\S]*?)`\}|\{([^}]*)\}))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const [, name, dq, tpl, expr] = m;
    if (expr !== undefined) {
      const word = /^\s*w\.([\w.]+)\s*$/.exec(expr)?.[1];
      if (/^\s*(true|false|\d+)\s*$/.test(expr)) out[name!] = expr.trim();
      else if (word && words && wordAt(words, word) !== undefined) out[name!] = wordAt(words, word)!;
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
    orientation: s('orientation') as DiagramSpec['orientation'],
    arrows: s('arrows'),
    highlights: s('highlights'),
    showMovesOf: s('showMovesOf'),
    expectLegal: s('expectLegal'),
    expectStatus: s('expectStatus'),
    expectIllegal: s('expectIllegal'),
    expectRejected: s('expectRejected'),
    fenAt: s('fenAt'),
    coordinateNotation: a.coordinateNotation === true || a.coordinateNotation === 'true',
    label,
  };
}

export interface Found {
  file: string;
  /** The page the diagram is on: `/rules/`, `/variants/brawl/`, `/`. */
  page: string;
  label: string;
  spec: DiagramSpec;
  /** The caption as written (string attribute only). */
  caption?: string;
  /** The board's mode and player attributes as written. */
  mode?: string;
  player?: string;
  /** The moves deliberately show a short form the reader accepts (a ruling about reading SAN). */
  movesAsTyped?: boolean;
}

/** The page a content or page file ends up on. */
export function pageOf(rel: string): string {
  // A translation's page is the English page under its language (content/rules/de/… → /de/rules/).
  const lang = /^content\/[\w-]+\/(de)\//.exec(rel)?.[1];
  if (lang) return `/${lang}${pageOf(rel.replace(`/${lang}/`, '/'))}`;
  // Pages are built once per language from site/pages/[...locale]/: the English page is the root's.
  rel = rel.replace('site/pages/[...locale]/', 'site/pages/');
  let m: RegExpExecArray | null;
  if ((m = /^content\/(rules|rulings|notation)\//.exec(rel))) return `/${m[1]}/`;
  if ((m = /^content\/variants\/([\w-]+)\.mdx$/.exec(rel))) return `/variants/${m[1]}/`;
  if (rel === 'content/guides/welcome.mdx' || rel === 'site/pages/index.astro') return '/';
  if ((m = /^content\/guides\/([\w-]+)\.mdx$/.exec(rel))) return `/${m[1]}/`;
  if ((m = /^site\/pages\/(.+?)(?:\/index)?\.astro$/.exec(rel))) return `/${m[1]!.replace(/\[id\]/, '*')}/`;
  return rel;
}

function diagramsIn(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const found: Found[] = [];
  const rel = relative(root, file);
  const page = pageOf(rel);
  // A page with a words table is built in every language: its diagrams once per language, captions from the table.
  const table = pageTable(text);
  const versions = table ? Object.entries(table).map(([lang, words]) => ({ words, page: lang === 'en' ? page : `/${lang}${page}` })) : [{ words: undefined, page }];
  for (const m of text.matchAll(/<Diagram\b((?:[^>"{]|"[^"]*"|\{`[\s\S]*?`\}|\{[^}]*\})*?)\/?>/g)) {
    for (const v of versions) {
      const a = attributes(m[1]!, v.words);
      if (!a) continue;
      const line = text.slice(0, m.index).split('\n').length;
      const label = `${rel}:${line}${v.page === page ? '' : ` (${v.page})`}`;
      found.push({
        file: rel, page: v.page, label, spec: spec(a, label),
        ...(typeof a.caption === 'string' ? { caption: a.caption } : {}),
        ...(typeof a.mode === 'string' ? { mode: a.mode } : {}),
        ...(typeof a.player === 'string' ? { player: a.player } : {}),
      });
    }
  }
  // Embed page examples: attrs={{ … }} object literals of strings and `true`.
  for (const m of text.matchAll(/<Example\b[\s\S]*?attrs=\{(\{[\s\S]*?\})\}(?:\s+pgn=\{`([\s\S]*?)`\})?/g)) {
    // A value may be a word of the page's table (`lang: w.langExample`): any word stands in for it here.
    const attrs = new Function('w', `return (${m[1]});`)(new Proxy({}, { get: () => 'en' })) as Record<string, string | true>;
    const line = text.slice(0, m.index).split('\n').length;
    const label = `${rel}:${line} (Example)`;
    found.push({ file: rel, page, label, spec: { ...spec(attrs, label), ...(m[2] ? { pgn: m[2].replace(/\\n/g, '\n').replace(/\$\{[^}]*\}/g, 'words') } : {}) } });
  }
  return found;
}

/** The <Diagram>s of the MDX content and the .astro pages. */
export function markupDiagrams(): Found[] {
  const contentFiles = files(join(root, 'content'), /\.mdx$/);
  const pageFiles = files(join(root, 'site/pages'), /\.astro$/);
  return [...contentFiles, ...pageFiles].flatMap(diagramsIn);
}

type Blocks = Array<{ diagram?: Record<string, unknown>; compare?: { diagrams: Array<Record<string, unknown>> } }>;

/** The rulings page's diagrams (content/rulings/engine-rulings.diagrams.json). */
export function rulingDiagrams(): Found[] {
  const data = JSON.parse(readFileSync(join(root, 'content/rulings/engine-rulings.diagrams.json'), 'utf8')) as Record<string, unknown>;
  return Object.entries(data)
    .filter(([key]) => /^H\d+$/.test(key))
    .flatMap(([key, blocks]) =>
      (blocks as Blocks)
        .flatMap((b) => (b.diagram ? [b.diagram] : b.compare!.diagrams))
        .map((d, i) => {
          const label = `content/rulings/engine-rulings.diagrams.json ${key} #${i + 1}`;
          const attrs = Object.fromEntries(
            Object.entries(d).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || v === true).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
          ) as Record<string, string | true>;
          return {
            file: 'content/rulings/engine-rulings.diagrams.json', page: '/rulings/', label, spec: spec(attrs, label),
            ...(typeof d.caption === 'string' ? { caption: d.caption } : {}),
            ...(typeof d.mode === 'string' ? { mode: d.mode } : {}),
            ...(typeof d.player === 'string' ? { player: d.player } : {}),
            ...(d.movesAsTyped ? { movesAsTyped: true } : {}),
          };
        }),
    );
}

export function everyDiagram(): Found[] {
  return [...markupDiagrams(), ...rulingDiagrams()];
}
