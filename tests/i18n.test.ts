/**
 * The site in every language: nothing left untranslated (site/i18n/check.ts). `npm run i18n:check`
 * runs this file: its failures are the to-do list, one line per file and key.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, DEFAULT_LOCALE } from '../site/i18n/locale.ts';
import { isTable } from '../site/i18n/words.ts';
import { missingContent, tableProblems, wordsInSource, wordsOutsideTables, type Finding } from '../site/i18n/check.ts';

const root = new URL('..', import.meta.url).pathname;
const list = (fs: readonly Finding[]) => fs.map((f) => `${f.file}: ${f.what}`).join('\n');

describe('the site in every language', () => {
  it('has every content file translated', () => {
    expect(list(missingContent(root))).toBe('');
  });

  it('has every words table complete in every language', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['../site/**/*words*.ts', '../site/i18n/words/*.ts', '!../site/i18n/words.ts'], { eager: true });
    const findings: Finding[] = [];
    for (const [file, mod] of Object.entries(modules)) {
      const tables = Object.values(mod).filter(isTable);
      if (tables.length === 0) findings.push({ file, what: 'has no words table (translations({ en, de }))' });
      for (const t of tables) {
        for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) findings.push(...tableProblems(file, t[DEFAULT_LOCALE], t[locale], locale));
      }
    }
    expect(list(findings)).toBe('');
  });

  it('keeps words out of pages, components and scripts (they belong in a table)', () => {
    expect(list(wordsOutsideTables(root))).toBe('');
  });
});

describe('the checker', () => {
  it('finds text between tags, text attributes and sentences in code, and not code', () => {
    const found = wordsInSource(
      `---\nconst a = 'Learn the rules';\nconst b = 'rule-section card';\nthrow new Error('a bad thing happened');\n---\n<p class="x y">Hello there</p>\n<button aria-label="Close it" data-x="some thing">{t.close}</button>\n<code>e4 e5</code>\n`,
      true,
    ).map((w) => w.text);
    expect(found).toEqual(['Learn the rules', 'Hello there', 'aria-label="Close it"']);
  });

  it('reads TypeScript too', () => {
    const found = wordsInSource(`export function f(n: number): string { return n === 1 ? 'One move left.' : \`\${n} moves left\`; }\nel.querySelector('.a b');\n`, false).map((w) => w.text);
    expect(found).toEqual(['One move left.', '… moves left']);
  });

  it('finds a missing key, a key English lacks, other parameters and English left in', () => {
    const en = { a: 'Play', b: { c: 'The rules' }, f: (n: number) => String(n), same: 'PGN' };
    const de = { a: 'Spielen', b: { c: 'The rules', d: 'x' }, f: () => '', same: 'PGN' };
    expect(tableProblems('t', en, de, 'de').map((f) => f.what)).toEqual([
      'de: b.c is still English: "The rules"',
      'de: b.d is not in English',
      'de: f takes 0 parameters, English 1',
    ]);
  });
});
