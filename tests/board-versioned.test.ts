// The element under a versioned name (site/lib/board-versioned.ts): the name changes with any byte of
// the bundle, its live file, the viewer, the refutation search or a language file; the versioned bundle
// loads the versioned live file (and names the versioned viewer, fetched beside it for a game) and the
// versioned language files, and the live file loads the versioned viewer and refutation search; the
// integrity value is the served bytes' SHA-384.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { versionFiles } from '../site/lib/board-versioned';

const CODES = ['de', 'es', 'fr', 'it', 'nl'] as const;
/** The bundle's language loaders, as the build writes them (src/core/lang.ts): one import each. */
const loaders = `var L={${CODES.map((c) => `${c}:()=>import("./berserker-board.lang-${c}.js")`).join(',')}};`;
const bundle = `var a=1,u=new URL("./berserker-board.viewer.js",import.meta.url).href;function l(){return import("./berserker-board.bundle.live.js")}${loaders}export{a};`;
const live = 'var v;function w(){return v??=import("./berserker-board.viewer.js")}function r(){return import("./berserker-board.bundle.refute.js")}export{w,r};';
const viewer = 'export function createViewer(){}';
const refute = 'export function refute(){}';
const langs = Object.fromEntries(CODES.map((c) => [c, `var e={"white":"${c}"};export{e as default};`])) as Record<(typeof CODES)[number], string>;

describe('versionFiles', () => {
  it('names the files by version and content, and points each at its own versioned sibling', () => {
    const v = versionFiles(bundle, live, viewer, refute, langs, '1.2.3');
    expect(v.tag).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(v.bundle.name).toBe(`berserker-board-${v.tag}.js`);
    expect(v.live.name).toBe(`berserker-board-${v.tag}.live.js`);
    expect(v.viewer.name).toBe(`berserker-board-${v.tag}.viewer.js`);
    for (const c of CODES) expect(v.langs[c].name).toBe(`berserker-board-${v.tag}.lang-${c}.js`);
    const renamed = CODES.reduce((t, c) => t.replace(`./berserker-board.lang-${c}.js`, `./${v.langs[c].name}`), bundle);
    expect(v.bundle.text).toBe(renamed.replace('./berserker-board.bundle.live.js', `./${v.live.name}`).replace('./berserker-board.viewer.js', `./${v.viewer.name}`));
    for (const c of CODES) expect(v.bundle.text.split(`"./${v.langs[c].name}"`), `the bundle names the versioned ${c} file once`).toHaveLength(2);
    expect(v.bundle.text).not.toMatch(/\.\/berserker-board\.lang-/);
    expect(v.refute.name).toBe(`berserker-board-${v.tag}.refute.js`);
    expect(v.live.text).toBe(live.replace('./berserker-board.viewer.js', `./${v.viewer.name}`).replace('./berserker-board.bundle.refute.js', `./${v.refute.name}`));
    expect(v.viewer.text).toBe(viewer);
    expect(v.refute.text).toBe(refute);
    for (const c of CODES) expect(v.langs[c].text).toBe(langs[c]);
  });

  it('renames a specifier in single quotes and backticks too', () => {
    const v = versionFiles(bundle.replace(/"/g, "'"), live.replace(/"/g, '`'), viewer, refute, langs, '1.2.3');
    expect(v.bundle.text).toContain(`'./${v.live.name}'`);
    expect(v.bundle.text).toContain(`'./${v.langs.de.name}'`);
    expect(v.live.text).toContain(`\`./${v.viewer.name}\``);
  });

  it('gives the SHA-384 of the served bytes as the integrity value', () => {
    const v = versionFiles(bundle, live, 'export const é = "ü";', refute, langs, '1.2.3');
    const sri = (text: string) => `sha384-${createHash('sha384').update(Buffer.from(text, 'utf8')).digest('base64')}`;
    expect(v.bundle.integrity).toBe(sri(v.bundle.text));
    expect(v.live.integrity).toBe(sri(v.live.text));
    expect(v.viewer.integrity).toBe(sri(v.viewer.text));
    expect(v.refute.integrity).toBe(sri(v.refute.text));
    for (const c of CODES) expect(v.langs[c].integrity).toBe(sri(v.langs[c].text));
  });

  it('changes the name when any of the files changes, not otherwise', () => {
    const tag = versionFiles(bundle, live, viewer, refute, langs, '1.2.3').tag;
    expect(versionFiles(bundle, live, viewer, refute, langs, '1.2.3').tag).toBe(tag);
    expect(versionFiles(`${bundle} `, live, viewer, refute, langs, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, `${live} `, viewer, refute, langs, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, live, `${viewer} `, refute, langs, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, live, viewer, `${refute} `, langs, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, live, viewer, refute, langs, '1.2.4').tag).not.toBe(tag);
    for (const c of CODES) expect(versionFiles(bundle, live, viewer, refute, { ...langs, [c]: `${langs[c]} ` }, '1.2.3').tag, `a byte of the ${c} file`).not.toBe(tag);
    // Two tables swapped is another set of files.
    expect(versionFiles(bundle, live, viewer, refute, { ...langs, de: langs.fr, fr: langs.de }, '1.2.3').tag).not.toBe(tag);
  });

  it('refuses a bundle that does not import its live file exactly once', () => {
    expect(() => versionFiles('export {};', live, viewer, refute, langs, '1.2.3')).toThrow(/the bundle should import "\.\/berserker-board\.bundle\.live\.js" exactly once, but names it 0 times/);
    expect(() => versionFiles(`${bundle}${bundle}`, live, viewer, refute, langs, '1.2.3')).toThrow(/the bundle .* names it 2 times/);
    // The bundle naming the viewer itself (the old layout) is not its live file.
    expect(() => versionFiles('import("./berserker-board.viewer.js")', live, viewer, refute, langs, '1.2.3')).toThrow(/names it 0 times/);
  });

  it('refuses a bundle that does not name the viewer (fetched beside the live file for a game) exactly once', () => {
    const noViewer = 'function l(){return import("./berserker-board.bundle.live.js")}';
    expect(() => versionFiles(noViewer, live, viewer, refute, langs, '1.2.3')).toThrow(/the bundle should import "\.\/berserker-board\.viewer\.js" exactly once, but names it 0 times/);
  });

  it('refuses a bundle that does not import each language file exactly once, or imports one the site does not serve', () => {
    const noGerman = bundle.replace('de:()=>import("./berserker-board.lang-de.js"),', '');
    expect(() => versionFiles(noGerman, live, viewer, refute, langs, '1.2.3')).toThrow(/the bundle should import "\.\/berserker-board\.lang-de\.js" exactly once, but names it 0 times/);
    const twice = bundle.replace('export{a};', 'import("./berserker-board.lang-nl.js");export{a};');
    expect(() => versionFiles(twice, live, viewer, refute, langs, '1.2.3')).toThrow(/the bundle should import "\.\/berserker-board\.lang-nl\.js" exactly once, but names it 2 times/);
    const portuguese = bundle.replace('export{a};', 'var p=()=>import("./berserker-board.lang-pt.js");export{a};');
    expect(() => versionFiles(portuguese, live, viewer, refute, langs, '1.2.3')).toThrow(/the bundle imports "\.\/berserker-board\.lang-pt\.js", a language the site does not serve/);
  });

  it('refuses a live file that does not import the viewer exactly once', () => {
    expect(() => versionFiles(bundle, 'export {};', viewer, refute, langs, '1.2.3')).toThrow(/the live file should import "\.\/berserker-board\.viewer\.js" exactly once, but names it 0 times/);
    expect(() => versionFiles(bundle, `${live}${live}`, viewer, refute, langs, '1.2.3')).toThrow(/the live file .* names it 2 times/);
    const noRefute = 'function w(){return import("./berserker-board.viewer.js")}';
    expect(() => versionFiles(bundle, noRefute, viewer, refute, langs, '1.2.3')).toThrow(/the live file should import "\.\/berserker-board\.bundle\.refute\.js" exactly once, but names it 0 times/);
  });

  it("leaves the site's stubs (nothing built yet, importing nothing) as they are", () => {
    const v = versionFiles('export {};', "throw new Error('x');", viewer, refute, langs, '1.2.3', false);
    expect(v.bundle.text).toBe('export {};');
    expect(v.live.text).toBe("throw new Error('x');");
    expect(v.langs.de.text).toBe(langs.de);
  });
});
