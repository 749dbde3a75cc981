/**
 * What the documents say about loading (issue 29, items 2 and 3) cannot drift from what is measured:
 * the Embed page states no size by hand (each comes from the served file, site/lib/board-sizes.ts; the
 * e2e suite checks the built page against the files), and the board's README gives the same CSS for a
 * game's height as the Embed page, whose copy the board's tests load (packages/board/test/game-loading.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const read = (p: string) => readFileSync(join(root, p), 'utf8');

describe('the documents on loading', () => {
  it('the Embed page writes no size by hand: each is <FileSize of=…/>', () => {
    const mdx = read('content/guides/embed.mdx');
    expect(mdx.match(/\d+(?:\.\d+)?\s*kB\b/g) ?? []).toEqual([]);
    expect([...mdx.matchAll(/<FileSize of="([\w-]+)" \/>/g)].map((m) => m[1])).toEqual(['script', 'live', 'viewer', 'refute', 'lang-de', 'lang-es', 'lang-fr', 'lang-it', 'lang-nl']);
  });

  it('the board README gives the Embed page\'s CSS for a game\'s height, line for line', () => {
    const block = /\{\/\* game-reserve[^}]*\}\s*```html\s*([\s\S]*?)```/.exec(read('content/guides/embed.mdx'));
    expect(block, 'the Embed page\'s game-reserve block').not.toBeNull();
    const rules = block![1]!.split('\n').map((l) => l.trim()).filter((l) => l && !/^<\/?style>$/.test(l));
    // The list's height, the place before the script runs, and that place on a touch screen (44 px step buttons).
    expect(rules.length).toBe(3);
    expect(rules[2]).toMatch(/^@media \(pointer:coarse\)/);
    const readme = read('packages/board/README.md');
    for (const rule of rules) expect(readme).toContain(rule);
  });
});
