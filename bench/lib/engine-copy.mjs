// Another version of the engine in the same process, for self-play matches and before/after numbers:
// the engine's TypeScript source at a git revision, extracted to a temporary folder and imported through
// tsx (which run.mjs registers), beside the working tree's (its package.json comes along: it makes the
// .ts files ES modules).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The working tree's engine source (its entry), as the match workers import it. */
export const ENGINE_SOURCE = fileURLToPath(new URL('../../packages/engine/src/index.ts', import.meta.url));

/** The engine module at `ref` (a commit, branch or tag of this repository), and the path of its entry. */
export async function engineAt(ref, root) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), `engine-${commit.slice(0, 8)}-`));
  const tar = execFileSync('git', ['archive', commit, 'packages/engine/src', 'packages/engine/package.json'], { cwd: root, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const path = join(dir, 'packages', 'engine', 'src', 'index.ts');
  const module = await import(pathToFileURL(path).href);
  return { module, path, commit: commit.slice(0, 10) };
}
