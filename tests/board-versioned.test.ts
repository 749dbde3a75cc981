// The element under a versioned name (site/lib/board-versioned.ts): the name changes with any byte of
// the bundle, its live file, the viewer or the refutation search; the versioned bundle loads the
// versioned live file (and names the versioned viewer, fetched beside it for a game), which loads the
// versioned viewer and refutation search; the integrity value is the served bytes' SHA-384.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { versionFiles } from '../site/lib/board-versioned';

const bundle = 'var a=1,u=new URL("./berserker-board.viewer.js",import.meta.url).href;function l(){return import("./berserker-board.bundle.live.js")}export{a};';
const live = 'var v;function w(){return v??=import("./berserker-board.viewer.js")}function r(){return import("./berserker-board.bundle.refute.js")}export{w,r};';
const viewer = 'export function createViewer(){}';
const refute = 'export function refute(){}';

describe('versionFiles', () => {
  it('names the four files by version and content, and points each at its own versioned sibling', () => {
    const v = versionFiles(bundle, live, viewer, refute, '1.2.3');
    expect(v.tag).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(v.bundle.name).toBe(`berserker-board-${v.tag}.js`);
    expect(v.live.name).toBe(`berserker-board-${v.tag}.live.js`);
    expect(v.viewer.name).toBe(`berserker-board-${v.tag}.viewer.js`);
    expect(v.bundle.text).toBe(bundle.replace('./berserker-board.bundle.live.js', `./${v.live.name}`).replace('./berserker-board.viewer.js', `./${v.viewer.name}`));
    expect(v.refute.name).toBe(`berserker-board-${v.tag}.refute.js`);
    expect(v.live.text).toBe(live.replace('./berserker-board.viewer.js', `./${v.viewer.name}`).replace('./berserker-board.bundle.refute.js', `./${v.refute.name}`));
    expect(v.viewer.text).toBe(viewer);
    expect(v.refute.text).toBe(refute);
  });

  it('renames a specifier in single quotes and backticks too', () => {
    const v = versionFiles(bundle.replace(/"/g, "'"), live.replace(/"/g, '`'), viewer, refute, '1.2.3');
    expect(v.bundle.text).toContain(`'./${v.live.name}'`);
    expect(v.live.text).toContain(`\`./${v.viewer.name}\``);
  });

  it('gives the SHA-384 of the served bytes as the integrity value', () => {
    const v = versionFiles(bundle, live, 'export const é = "ü";', refute, '1.2.3');
    const sri = (text: string) => `sha384-${createHash('sha384').update(Buffer.from(text, 'utf8')).digest('base64')}`;
    expect(v.bundle.integrity).toBe(sri(v.bundle.text));
    expect(v.live.integrity).toBe(sri(v.live.text));
    expect(v.viewer.integrity).toBe(sri(v.viewer.text));
  });

  it('changes the name when any of the three files changes, not otherwise', () => {
    const tag = versionFiles(bundle, live, viewer, refute, '1.2.3').tag;
    expect(versionFiles(bundle, live, viewer, refute, '1.2.3').tag).toBe(tag);
    expect(versionFiles(`${bundle} `, live, viewer, refute, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, `${live} `, viewer, refute, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, live, `${viewer} `, refute, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, live, viewer, `${refute} `, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, live, viewer, refute, '1.2.4').tag).not.toBe(tag);
  });

  it('refuses a bundle that does not import its live file exactly once', () => {
    expect(() => versionFiles('export {};', live, viewer, refute, '1.2.3')).toThrow(/the bundle should import "\.\/berserker-board\.bundle\.live\.js" exactly once, but names it 0 times/);
    expect(() => versionFiles(`${bundle}${bundle}`, live, viewer, refute, '1.2.3')).toThrow(/the bundle .* names it 2 times/);
    // The bundle naming the viewer itself (the old layout) is not its live file.
    expect(() => versionFiles('import("./berserker-board.viewer.js")', live, viewer, refute, '1.2.3')).toThrow(/names it 0 times/);
  });

  it('refuses a bundle that does not name the viewer (fetched beside the live file for a game) exactly once', () => {
    const noViewer = 'function l(){return import("./berserker-board.bundle.live.js")}';
    expect(() => versionFiles(noViewer, live, viewer, refute, '1.2.3')).toThrow(/the bundle should import "\.\/berserker-board\.viewer\.js" exactly once, but names it 0 times/);
  });

  it('refuses a live file that does not import the viewer exactly once', () => {
    expect(() => versionFiles(bundle, 'export {};', viewer, refute, '1.2.3')).toThrow(/the live file should import "\.\/berserker-board\.viewer\.js" exactly once, but names it 0 times/);
    expect(() => versionFiles(bundle, `${live}${live}`, viewer, refute, '1.2.3')).toThrow(/the live file .* names it 2 times/);
    const noRefute = 'function w(){return import("./berserker-board.viewer.js")}';
    expect(() => versionFiles(bundle, noRefute, viewer, refute, '1.2.3')).toThrow(/the live file should import "\.\/berserker-board\.bundle\.refute\.js" exactly once, but names it 0 times/);
  });

  it("leaves the site's stubs (nothing built yet, importing nothing) as they are", () => {
    const v = versionFiles('export {};', "throw new Error('x');", viewer, refute, '1.2.3', false);
    expect(v.bundle.text).toBe('export {};');
    expect(v.live.text).toBe("throw new Error('x');");
  });
});
