// The element under a versioned name (site/lib/board-versioned.ts): the name changes with any byte of
// the bundle or its viewer, the versioned bundle loads the versioned viewer, and the integrity value is
// the served bytes' SHA-384.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { versionFiles } from '../site/lib/board-versioned';

const bundle = 'var a=1;function l(){return import("./berserker-board.viewer.js")}export{a};';
const viewer = 'export function createViewer(){}';

describe('versionFiles', () => {
  it('names both files by version and content, and points the bundle at its own viewer', () => {
    const v = versionFiles(bundle, viewer, '1.2.3');
    expect(v.tag).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(v.bundle.name).toBe(`berserker-board-${v.tag}.js`);
    expect(v.viewer.name).toBe(`berserker-board-${v.tag}.viewer.js`);
    expect(v.bundle.text).toBe(bundle.replace('./berserker-board.viewer.js', `./${v.viewer.name}`));
    expect(v.viewer.text).toBe(viewer);
  });

  it('gives the SHA-384 of the served bytes as the integrity value', () => {
    const v = versionFiles(bundle, 'export const é = "ü";', '1.2.3');
    const sri = (text: string) => `sha384-${createHash('sha384').update(Buffer.from(text, 'utf8')).digest('base64')}`;
    expect(v.bundle.integrity).toBe(sri(v.bundle.text));
    expect(v.viewer.integrity).toBe(sri(v.viewer.text));
  });

  it('changes the name when the bundle or the viewer changes, not otherwise', () => {
    const tag = versionFiles(bundle, viewer, '1.2.3').tag;
    expect(versionFiles(bundle, viewer, '1.2.3').tag).toBe(tag);
    expect(versionFiles(`${bundle} `, viewer, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, `${viewer} `, '1.2.3').tag).not.toBe(tag);
    expect(versionFiles(bundle, viewer, '1.2.4').tag).not.toBe(tag);
  });

  it('refuses a bundle that does not import its viewer exactly once', () => {
    expect(() => versionFiles('export {};', viewer, '1.2.3')).toThrow(/exactly once, but names it 0 times/);
    expect(() => versionFiles(`${bundle}${bundle}`, viewer, '1.2.3')).toThrow(/names it 2 times/);
    // The site's stub (nothing built yet) imports no viewer.
    expect(versionFiles('export {};', viewer, '1.2.3', false).bundle.text).toBe('export {};');
  });
});
