// The custom elements manifest (custom-elements.json) of <berserker-board>, from the element's JSDoc
// (@tagname, @fires {CustomEvent<Detail>} name, @csspart, @cssprop, @slot, documented properties) and
// from index.ts's customElements.define (the tag's definition export). build.mjs writes it; the unit
// test test/manifest.test.ts checks the committed file against a fresh one and its content.
// `node scripts/manifest.mjs` writes it alone.
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = dirname(dirname(fileURLToPath(import.meta.url)));
export const MANIFEST_PATH = join(pkg, 'custom-elements.json');
const SOURCES = ['src/core/berserker-board.ts', 'src/index.ts'];

/**
 * A source as the analyzer reads it. The element's `static properties` table is a module of its own
 * (src/core/properties.ts, to keep the element's module short); the analyzer finds attributes only in a
 * table written in the class, so the table's text is put back in the class here.
 */
function source(path) {
  const text = readFileSync(join(pkg, path), 'utf8');
  if (path !== 'src/core/berserker-board.ts') return text;
  const table = /export const PROPERTIES: PropertyDeclarations = (\{[\s\S]*?\n\});/.exec(readFileSync(join(pkg, 'src/core/properties.ts'), 'utf8'));
  const spliced = text.replace('static override properties = PROPERTIES;', () => `static override properties = ${table?.[1]};`);
  if (!table || spliced === text) throw new Error('custom-elements.json: the static properties table of src/core/properties.ts was not found');
  return spliced;
}

/**
 * The manifest: the public API only (no private or protected members; the analyzer already leaves
 * out @internal ones). Throws, rather than describe a wrong API, when an event is not documented with
 * `@fires {CustomEvent<Detail>} name - …` (e.g. one the analyzer guessed from a dispatchEvent call).
 */
export function manifest() {
  const modules = SOURCES.map((path) => ts.createSourceFile(path, source(path), ts.ScriptTarget.ES2015, true));
  const m = create({ modules, plugins: litPlugin(), context: {} });
  for (const mod of m.modules) {
    for (const d of mod.declarations ?? []) {
      if (d.members) d.members = d.members.filter((x) => x.privacy !== 'private' && x.privacy !== 'protected');
      for (const e of d.events ?? []) {
        if (!e.description || !/^CustomEvent<\w+>$/.test(e.type?.text ?? '')) {
          throw new Error(`custom-elements.json: event "${e.name}" is not documented as @fires {CustomEvent<Detail>} ${e.name} - …`);
        }
      }
    }
    // The analyzer names the definition's module by index.ts's import specifier; name it like the declaration.
    for (const x of mod.exports ?? []) {
      if (x.kind === 'custom-element-definition') x.declaration.module = 'src/core/berserker-board.ts';
    }
  }
  return m;
}

export const manifestText = () => `${JSON.stringify(manifest(), null, 2)}\n`;

/**
 * Writes the manifest if its text changed, through a temporary file renamed over it: a test reading it
 * while a build runs beside it (npm test runs unit and pack side by side) never sees a half-written file.
 */
export function writeManifest() {
  const text = manifestText();
  if (existsSync(MANIFEST_PATH) && readFileSync(MANIFEST_PATH, 'utf8') === text) return;
  const temporary = `${MANIFEST_PATH}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, MANIFEST_PATH);
}

if (import.meta.url === `file://${process.argv[1]}`) writeManifest();
