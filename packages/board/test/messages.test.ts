// Unit test (vitest, Node): the element's message tables (issue 27). Every language has exactly the
// English table's keys, each template with exactly the English template's {parameters}; every English key
// is used by the source; and the element's source holds no words of its own outside the tables.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listVariants } from '@berserker-chess/engine';
import { EN } from '../src/messages/en.js';
import de from '../src/lang/de.js';
import es from '../src/lang/es.js';
import fr from '../src/lang/fr.js';
import it_ from '../src/lang/it.js';
import nl from '../src/lang/nl.js';
import { langCode } from '../src/core/lang.js';

const LANGS = { de, es, fr, it: it_, nl };
const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const params = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message tables', () => {
  it('every language has a table file, and each is one of the tables tested here', () => {
    expect(readdirSync(join(src, 'lang')).map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(LANGS).sort());
  });

  for (const [code, table] of Object.entries(LANGS)) {
    it(`${code}: exactly the English keys, each with the English template's parameters`, () => {
      expect(Object.keys(table).sort()).toEqual(Object.keys(EN).sort());
      const wrong = Object.entries(EN).filter(([k, v]) => params(table[k as keyof typeof EN]).join() !== params(v).join());
      expect(wrong.map(([k]) => `${k}: ${table[k as keyof typeof EN]}`)).toEqual([]);
      for (const [k, v] of Object.entries(table)) expect(v.trim(), `${code} ${k} is empty`).not.toBe('');
      // A colour's form for each gender, and each piece's gender one of them.
      for (const [k, v] of Object.entries(table)) if (k.startsWith('gender.')) expect(['m', 'f', 'n'], `${code} ${k}`).toContain(v);
    });
  }

  it('English names every variant and every piece as the engine does', () => {
    for (const v of listVariants()) {
      expect(EN[`variant.${v.id}` as keyof typeof EN], v.id).toBe(v.name);
      for (const p of v.pieces) expect(EN[`piece.${p.role.replace(/ /g, '-')}` as keyof typeof EN], p.role).toBe(p.name);
    }
  });

  it('chooses a table by the language tag: a region falls back to its language, anything else to English', () => {
    expect(langCode('de')).toBe('de');
    expect(langCode('de-AT')).toBe('de');
    expect(langCode('FR-ca')).toBe('fr');
    expect(langCode('pt-BR')).toBe('en');
    expect(langCode('')).toBe('en');
    expect(langCode('x-klingon')).toBe('en');
  });
});

/** The element's source (tables and tests aside), comments removed. */
const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));
const sources = walk(src)
  .filter((f) => !/[\\/](lang|messages|render)[\\/]/.test(f))
  .map((f) => ({ path: relative(src, f), code: readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '') }));

describe('the element holds no words of its own', () => {
  it('every key of the English table is used (a key names a message the element shows or says)', () => {
    const all = sources.map((s) => s.code).join('\n');
    // Keys built from the engine's names: `piece.${role}`, `reason.${reason}`, `marker.${kind}`, `variant.${id}`, `nag.${n}`, `gender.${role}`, a colour's forms, `nav.${step}`.
    const built = /^(piece|reason|marker|variant|nag|gender|nav)\.|^(white|black)(\.[mfn]|\.of)?$/;
    const unused = Object.keys(EN).filter((k) => !built.test(k) && !all.includes(`'${k}'`));
    expect(unused).toEqual([]);
  });

  it('no English words in quotes or templates outside the tables (attribute problems and the `error` event stay English)', () => {
    // Text in html`` templates between tags, and quoted sentences: two or more words of letters.
    const suspicious: string[] = [];
    for (const { path, code } of sources) {
      // The element's messages about its inputs are the engine's and its own, for the page's author, in English (README, "Languages").
      if (/attribute-problems|problems\.ts|source\.ts|live-link|selection|puzzle\.ts.*alternatives/.test(path)) continue;
      for (const m of code.matchAll(/>([A-Za-z][a-z]+(?: [a-z]+)+[.!:]?)</g)) suspicious.push(`${path}: >${m[1]}<`);
      for (const m of code.matchAll(/(?:aria-label|title|placeholder)="([^"$]*[A-Za-z]{2,}[^"]*)"/g)) suspicious.push(`${path}: ${m[0]}`);
      for (const m of code.matchAll(/'([A-Z][a-z]+(?: [a-z]+){2,}[.!]?)'/g)) suspicious.push(`${path}: '${m[1]}'`);
    }
    expect(suspicious).toEqual([]);
  });
});
