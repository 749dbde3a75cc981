/**
 * Stops a repository script started with a Node older than the one the repository needs, with one
 * line saying what to do, instead of a stack trace from deep inside a dependency. Import it first:
 * ES modules run their imports in order, so this check runs before anything else of the script.
 *
 *   import '../scripts/check-node.mjs';
 *
 * `npm test`, `npm start` and the other npm scripts are never stopped here: npm puts node_modules/.bin
 * first on the PATH, and the pinned `node` devDependency (Node 22) is there.
 */
import { readFileSync } from 'node:fs';

/** The lowest Node version, from the root package.json's "engines" (">=22.12"). */
const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node.replace(/^>=\s*/, '');

/** True if version `have` ("22.12.0") is at least `need` ("22.12"). */
export function atLeast(have, need) {
  const a = have.split('.').map(Number);
  const b = need.split('.').map(Number);
  for (let i = 0; i < b.length; i++) {
    if ((a[i] ?? 0) !== b[i]) return (a[i] ?? 0) > b[i];
  }
  return true;
}

if (!atLeast(process.versions.node, wanted)) {
  console.error(`This script needs Node ${wanted} or later; this is Node ${process.versions.node} (${process.execPath}). Use \`npm test\` / \`npm start\` (they run the pinned Node 22 from node_modules/.bin), or run the script with node_modules/.bin/node.`);
  process.exit(1);
}
