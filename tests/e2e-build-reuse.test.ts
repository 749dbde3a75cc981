/**
 * The e2e suite builds the site only when a source changed since the last build (global-setup.mjs):
 * the fingerprint it compares follows every file a build can read, by content, and nothing else.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourcesFingerprint } from './e2e/global-setup.mjs';

const repo = mkdtempSync(join(tmpdir(), 'fingerprint-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(join(repo, file, '..'), { recursive: true });
  writeFileSync(join(repo, file), text);
};
execFileSync('git', ['init', '-q'], { cwd: repo });
write('.gitignore', 'dist/\n');
write('site/pages/index.astro', '<p>one</p>');
write('packages/engine/src/a.ts', 'export const a = 1;');
write('packages/engine/test/a.test.ts', 'test');
write('tests/e2e/x.spec.mjs', 'test');
execFileSync('git', ['add', '.'], { cwd: repo });

describe('the fingerprint of the sources a build reads', () => {
  it('changes when a source changes, is added or is deleted', () => {
    const before = sourcesFingerprint(repo);
    write('packages/engine/src/a.ts', 'export const a = 2;');
    const edited = sourcesFingerprint(repo);
    expect(edited).not.toBe(before);
    write('site/pages/new.astro', '<p>new, not yet added to git</p>');
    const added = sourcesFingerprint(repo);
    expect(added).not.toBe(edited);
    rmSync(join(repo, 'site/pages/new.astro'));
    expect(sourcesFingerprint(repo)).toBe(edited);
    rmSync(join(repo, 'site/pages/index.astro'));
    expect(sourcesFingerprint(repo)).not.toBe(edited);
    write('site/pages/index.astro', '<p>one</p>');
    expect(sourcesFingerprint(repo)).toBe(edited);
  });

  it('ignores a file rewritten with the same text, the tests, ignored files, and the repository\'s README, CONTRIBUTING and CI script', () => {
    const before = sourcesFingerprint(repo);
    write('site/pages/index.astro', '<p>one</p>');
    utimesSync(join(repo, 'site/pages/index.astro'), new Date(0), new Date(0));
    write('packages/engine/test/a.test.ts', 'another test');
    write('tests/e2e/x.spec.mjs', 'another spec');
    write('dist/site/index.html', 'a build');
    write('README.md', 'how to run it');
    write('CONTRIBUTING.md', 'where things go');
    write('.ci/run', 'npm test');
    expect(sourcesFingerprint(repo)).toBe(before);
    write('packages/engine/README.md', 'a package\'s README goes into its tarball');
    expect(sourcesFingerprint(repo)).not.toBe(before);
    rmSync(join(repo, 'packages/engine/README.md'));
  });

  it('is null outside a git checkout (the site is then always built)', () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      expect(sourcesFingerprint(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
