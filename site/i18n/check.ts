/**
 * What is not translated yet, as lists a person can act on (tests/i18n.test.ts fails on any, and
 * `npm run i18n:check` prints them):
 * - content files without their translation (content/<collection>/<locale>/<same name>);
 * - words tables whose other languages lack a key, have a key English lacks, take other parameters,
 *   or still say the English words;
 * - words written straight into a page, component or script instead of a table (a scan of the
 *   source: text between tags, text attributes such as aria-label, and string literals that read as
 *   words). Only files named *words* and site/i18n/ may hold words.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@astrojs/compiler-rs';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

export interface Finding {
  readonly file: string;
  readonly what: string;
}

const OTHER = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];

/* -------------------------------------------------------------------------------------------- */
/* Content files                                                                                */
/* -------------------------------------------------------------------------------------------- */

/** Each translated content folder and which of its files are the reader's (English at the root). */
export const CONTENT_SETS: ReadonlyArray<{ dir: string; files: RegExp }> = [
  { dir: 'content/rules', files: /\.mdx?$/ },
  { dir: 'content/rulings', files: /\.(mdx?|diagrams\.json)$/ },
  { dir: 'content/variants', files: /\.mdx?$/ },
  { dir: 'content/notation', files: /\.mdx?$/ },
  { dir: 'content/guides', files: /\.mdx?$/ },
  { dir: 'content/learn', files: /^\d\d-.*\.json$/ },
];

export function missingContent(root: string): Finding[] {
  const out: Finding[] = [];
  for (const { dir, files } of CONTENT_SETS) {
    for (const name of readdirSync(join(root, dir)).filter((f) => files.test(f)).sort()) {
      for (const locale of OTHER) {
        const file = join(dir, locale, name);
        if (!existsSync(join(root, file))) out.push({ file, what: `not translated (the English is ${join(dir, name)})` });
      }
    }
  }
  return out;
}

/* -------------------------------------------------------------------------------------------- */
/* Words tables                                                                                 */
/* -------------------------------------------------------------------------------------------- */

/** Words that read the same in both languages (names, notation, abbreviations). */
const SAME_EVERYWHERE = /^(?:[\s\d\p{P}\p{S}]*|Berserker(?: Chess)?|Berolina|Brawl|Genesis|BGM|FEN|PGN|SAN|SVG|PNG|URL|HTML|CSS|JSON|OK|Name|Start|Links?|Variante?n?|Notation|Analyse|Tag|Mobile|Engine|Blog|Status|Diagramm|Option(?:en)?|Position|[A-Z]\d*|R\d+|C\d+|H\d+)$/u;

/** What differs between English's shape and a translation's, as paths (`nav.rules`). */
export function tableProblems(name: string, en: unknown, other: unknown, locale: string, path = ''): Finding[] {
  const at = (p: string) => `${locale}: ${p || '(table)'}`;
  if (typeof en === 'function') {
    if (typeof other !== 'function') return [{ file: name, what: `${at(path)} should be a function` }];
    if (other.length !== en.length) return [{ file: name, what: `${at(path)} takes ${other.length} parameters, English ${en.length}` }];
    return [];
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string') return [{ file: name, what: `${at(path)} is missing` }];
    if (other === en && !SAME_EVERYWHERE.test(en.trim())) return [{ file: name, what: `${at(path)} is still English: "${en.slice(0, 60)}"` }];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return [{ file: name, what: `${at(path)} should be a list` }];
    if (other.length !== en.length) return [{ file: name, what: `${at(path)} has ${other.length} entries, English ${en.length}` }];
    return en.flatMap((x, i) => tableProblems(name, x, other[i], locale, `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object') return [{ file: name, what: `${at(path)} is missing` }];
    const out: Finding[] = [];
    for (const k of Object.keys(en)) out.push(...tableProblems(name, (en as Record<string, unknown>)[k], (other as Record<string, unknown>)[k], locale, path ? `${path}.${k}` : k));
    for (const k of Object.keys(other)) if (!(k in en)) out.push({ file: name, what: `${at(path ? `${path}.${k}` : k)} is not in English` });
    return out;
  }
  // English without a value (null: it uses words from elsewhere, the engine's) leaves the translation free.
  if (en === null || en === undefined) return [];
  return other === en ? [] : [{ file: name, what: `${at(path)} differs from English's ${JSON.stringify(en)}` }];
}

/* -------------------------------------------------------------------------------------------- */
/* Words outside the tables                                                                     */
/* -------------------------------------------------------------------------------------------- */

/** Attributes a reader sees or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label', 'legend', 'caption', 'description', 'summary', 'text', 'value-text', 'data-label']);
/** Attributes whose values are for the code (classes, ids, data, addresses). */
const CODE_ATTRIBUTE = /^(class|class:list|id|href|src|for|name|type|role|rel|hreflang|lang|is:.*|set:.*|data-.*|aria-(controls|describedby|labelledby|live|current|hidden|pressed|expanded|haspopup|atomic|relevant|checked|selected|disabled|invalid|valuenow|valuemin|valuemax|orientation|keyshortcuts)|tabindex|method|action|autocomplete|inputmode|style|width|height|viewBox|fill|stroke.*|d|cx|cy|r|x|y|.*-url|variant|rules|fen|moves|mode|orientation|slot|target|loading|decoding|accept|min|max|step|pattern|size|media|content|property|charset|http-equiv|xmlns.*|points|transform|version|preserveAspectRatio|focusable|hidden|value|checked|selected|disabled|spellcheck|translate|dir|enterkeyhint|download|sizes|srcset|crossorigin|integrity|nonce|referrerpolicy|sandbox|allow|frameborder|scrolling|colspan|rowspan|scope|headers|start|reversed|open|wrap|cols|rows|maxlength|minlength|readonly|required|multiple|novalidate|form.*|list|accesskey|draggable|contenteditable|popover.*|inert|part|exportparts|key|ply|arrows|highlights|coordinates|selected|player|solution|mate-in|move-list|menu|sound|annotate|tools|preview|boards|noindex|wide|boardPage|toc|path|locale|name)$/;

/** A string that reads as words: two letters or more, then a space or sentence punctuation, or a capital word. */
const READS_AS_WORDS = /(?:\p{L}{2,}[\s,.:;!?…—]+\p{L})|^\p{Lu}\p{Ll}{2,}$/u;
/** Strings that are code, not words: paths, selectors, keys, CSS, MIME types, attribute lists. */
const LOOKS_LIKE_CODE = /^(?:[\w.…@/-]*\/[\w.…-]*\.\w+$|[\w.…-]+\.(?:js|ts|json|css|mjs|png|svg|pgn|mdx?)$|\w+:\/\/\S*$|<|[/#.?[]|[\w-]+(?:[:=][\w-]*)*$|[\w.-]+\/[\w.+-]+(?:;.*)?$|[a-z][\w-]*(?: [a-z][\w-]*)*$|[\w-]+\(|[\w-]+:[^\s])/;

type Node = { type: string; [k: string]: unknown };

function walk(node: unknown, visit: (n: Node, parents: readonly Node[]) => boolean | void, parents: Node[] = []): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit, parents);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string' && visit(n, parents) === false) return;
  const next = typeof n.type === 'string' ? [...parents, n] : parents;
  for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') walk(v, visit, next);
}

const calleeName = (n: Node): string => {
  const c = n.callee as Node | undefined;
  if (!c) return '';
  if (c.type === 'Identifier') return String(c.name);
  if (c.type === 'MemberExpression') return `${(c.object as Node).type === 'Identifier' ? String((c.object as Node).name) : ''}.${String(((c.property as Node) ?? {}).name ?? '')}`;
  return '';
};

/** Literal strings inside these are for developers (errors, logs) or code (selectors, imports). */
const CODE_CALL = /^(Error|TypeError|RangeError|SyntaxError|console\..*|.*\.querySelector(All)?|.*\.closest|.*\.matches|.*\.getAttribute|.*\.setAttribute|.*\.removeAttribute|.*\.hasAttribute|.*\.toggleAttribute|.*\.addEventListener|.*\.removeEventListener|.*\.dispatchEvent|CustomEvent|Event|.*\.createElement|.*\.getItem|.*\.setItem|.*\.removeItem|.*\.postMessage|.*\.get|.*\.has|.*\.set|.*\.delete|.*\.append|.*\.toggle|.*\.add|.*\.remove|.*\.contains|.*\.replace|.*\.split|.*\.startsWith|.*\.endsWith|.*\.includes|.*\.indexOf|.*\.padStart|.*\.join|.*\.test|.*\.exec|RegExp|fetch|URL|import|require|.*\.warn|.*\.error|.*\.log|.*\.define|.*\.getPropertyValue|.*\.setProperty|.*\.matchMedia|matchMedia|.*\.mark|.*\.measure|assert.*|expect)$/;

/** Words in one source file that should be in a table: `{ line, text }` of each. */
export function wordsInSource(source: string, isAstro: boolean): Array<{ line: number; text: string }> {
  const text = isAstro ? source : `---\n${source}\n---\n`;
  const offset = isAstro ? 0 : 4;
  const { ast } = parse(text) as unknown as { ast: Node };
  const lineOf = (pos: number) => text.slice(0, pos + offset * 0).split('\n').length - (isAstro ? 0 : 1);
  const out: Array<{ line: number; text: string }> = [];
  // `i18n-ignore` in a comment: the line and the next hold words for developers (a build error), not readers.
  const ignored = new Set<number>();
  source.split('\n').forEach((l, i) => { if (l.includes('i18n-ignore')) { ignored.add(i + 1); ignored.add(i + 2); } });
  walk(ast, (n, parents) => {
    const parent = parents[parents.length - 1];
    if (n.type === 'JSXElement' || n.type === 'Element') {
      const name = String(((n.openingElement as Node | undefined)?.name as Node | undefined)?.name ?? n.name ?? '');
      if (name === 'script' || name === 'style' || name === 'code' || name === 'pre' || name === 'svg' || name === 'Code') return false;
    }
    if (n.type === 'JSXText') {
      const t = String(n.value).trim();
      if (/\p{L}{2,}/u.test(t)) out.push({ line: lineOf(Number(n.start)), text: t });
      return;
    }
    if (n.type === 'JSXAttribute') {
      const name = String((n.name as Node)?.name ?? (n.name as Node)?.namespace ?? '');
      const v = n.value as Node | null;
      if (TEXT_ATTRIBUTES.has(name) && v?.type === 'Literal' && typeof v.value === 'string' && /\p{L}{2,}/u.test(v.value)) out.push({ line: lineOf(Number(n.start)), text: `${name}="${v.value}"` });
      if (CODE_ATTRIBUTE.test(name) || (v && v.type === 'Literal')) return false;
      return;
    }
    if (n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'TSLiteralType' || n.type === 'TSTypeAnnotation' || n.type === 'TSInterfaceDeclaration' || n.type === 'TSTypeAliasDeclaration') return false;
    if ((n.type === 'CallExpression' || n.type === 'NewExpression') && CODE_CALL.test(calleeName(n))) return false;
    if (n.type === 'ThrowStatement') return false;
    if (n.type === 'Property' && parent && n.key && (n.key as Node).type === 'Literal') {
      // an object's key is code; its value is visited below
    }
    const strings: string[] = [];
    if (n.type === 'Literal' && typeof n.value === 'string') {
      if (parent?.type === 'Property' && parent.key === n) return;
      if (parent?.type === 'BinaryExpression' || parent?.type === 'SwitchCase' || parent?.type === 'ImportExpression') return;
      strings.push(n.value);
    }
    if (n.type === 'TemplateLiteral') {
      if (parents.some((p) => p.type === 'TaggedTemplateExpression')) return false;
      strings.push(((n.quasis as Node[]) ?? []).map((q) => String(((q.value as Node)?.cooked as string | undefined) ?? '')).join('…'));
    }
    const line = lineOf(Number(n.start));
    if (ignored.has(line)) return false;
    for (const s of strings) {
      const t = s.trim();
      if (!t || LOOKS_LIKE_CODE.test(t) || !READS_AS_WORDS.test(t)) continue;
      out.push({ line, text: t.slice(0, 80) });
    }
  });
  return out;
}

/** Files that may hold words: the tables, and the i18n machinery. */
export const WORDS_FILE = /(^|\/)(i18n\/|[^/]*words[^/]*\.ts$)/;

export function sourceFiles(root: string, dir = 'site'): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(root, p));
    else if (/\.(astro|ts)$/.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(p);
  }
  return out.sort();
}

/** Files whose strings are for developers: the content schemas (their messages are build errors) and the generated wordmark (a name). */
const EXEMPT = new Set(['site/content.config.ts', 'site/lib/og/wordmark.ts']);

export function wordsOutsideTables(root: string, files = sourceFiles(root)): Finding[] {
  return files
    .filter((f) => !WORDS_FILE.test(relative(root, join(root, f))) && !EXEMPT.has(f))
    .flatMap((f) => wordsInSource(readFileSync(join(root, f), 'utf8'), f.endsWith('.astro')).map((w) => ({ file: `${f}:${w.line}`, what: w.text })));
}
