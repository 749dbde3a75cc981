// Unit test (vitest, Node): custom-elements.json describes <berserker-board>'s real API — the tag, the
// events the element fires (exactly BerserkerBoardEventMap's, with their detail types), the
// `selected` attribute — and is what the build would write from the current sources.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { MANIFEST_PATH, manifestText } from '../scripts/manifest.mjs';

interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  events?: Array<{ name: string; type?: { text: string }; description?: string }>;
  attributes?: Array<{ name: string; fieldName?: string; description?: string }>;
  members?: Array<{ name: string; kind: string; privacy?: string; reflects?: boolean; attribute?: string; readonly?: boolean; type?: { text: string }; description?: string }>;
}
interface Module {
  path: string;
  declarations?: Declaration[];
  exports?: Array<{ kind: string; name: string; declaration: { name: string; module: string } }>;
}

const text = readFileSync(MANIFEST_PATH, 'utf8');
const modules: Module[] = JSON.parse(text).modules;
const elements = modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
const el = elements[0]!;

/** The events and detail types of src/events.ts's BerserkerBoardEventMap, read from the source. */
function eventMap(): Record<string, string> {
  const src = readFileSync(new URL('../src/events.ts', import.meta.url), 'utf8');
  const body = /export interface BerserkerBoardEventMap \{([^}]*)\}/.exec(src)![1]!;
  return Object.fromEntries([...body.matchAll(/'?([\w-]+)'?: (\w+);/g)].map((m) => [m[1]!, m[2]!]));
}

describe('custom-elements.json', () => {
  it('is what the build writes from the current sources', () => {
    expect(text).toBe(manifestText());
  });

  it("declares one custom element, berserker-board, and index.ts's definition of it", () => {
    expect(elements.map((d) => [d.name, d.tagName])).toEqual([['BerserkerBoard', 'berserker-board']]);
    const defs = modules.flatMap((m) => m.exports ?? []).filter((x) => x.kind === 'custom-element-definition');
    expect(defs).toEqual([{ kind: 'custom-element-definition', name: 'berserker-board', declaration: { name: 'BerserkerBoard', module: 'src/core/berserker-board.ts' } }]);
  });

  it('lists exactly the events the element fires, each with its detail type', () => {
    const map = eventMap();
    expect(Object.keys(map).sort()).toEqual(['change', 'error', 'game-over', 'move', 'node-change', 'puzzle-failed', 'puzzle-refutation', 'puzzle-solved', 'tree-change']);
    const events = el.events ?? [];
    expect(events.map((e) => e.name).sort()).toEqual(Object.keys(map).sort());
    for (const e of events) {
      expect(e.type?.text, e.name).toBe(`CustomEvent<${map[e.name]}>`);
      expect(e.description, e.name).toMatch(/`detail`/);
    }
  });

  it('has no private members, and the reflected `selected` attribute with its description', () => {
    expect((el.members ?? []).filter((m) => m.privacy === 'private' || m.privacy === 'protected')).toEqual([]);
    const attr = el.attributes?.find((a) => a.name === 'selected');
    expect(attr?.fieldName).toBe('selected');
    expect(attr?.description).toMatch(/show-moves/);
    expect(el.members?.find((m) => m.name === 'selected')).toMatchObject({ kind: 'field', attribute: 'selected', reflects: true });
  });

  it('documents the read-only record properties (takeBacks, hiddenPlies) and canOhNo()', () => {
    const member = (name: string) => el.members?.find((m) => m.name === name);
    expect(member('takeBacks')).toMatchObject({ kind: 'field', readonly: true, type: { text: 'TakeBackRecord[]' } });
    expect(member('takeBacks')?.description).toMatch(/retracted/);
    expect(member('hiddenPlies')).toMatchObject({ kind: 'field', readonly: true, type: { text: 'number' } });
    expect(member('hiddenPlies')?.description).toMatch(/Game of Pawns/);
    expect(member('canOhNo')).toMatchObject({ kind: 'method' });
    expect(el.events?.find((e) => e.name === 'move')?.description).toMatch(/hidden: true/);
  });

  it('documents the viewer: move-list, menu and play-url, ply (also last), goTo(), shapes and node-change', () => {
    const attr = (name: string) => el.attributes?.find((a) => a.name === name);
    const member = (name: string) => el.members?.find((m) => m.name === name);
    expect(attr('move-list')?.fieldName).toBe('moveList');
    expect(attr('move-list')?.description).toMatch(/auto.*right.*bottom.*none/s);
    expect(member('moveList')).toMatchObject({ kind: 'field', attribute: 'move-list', reflects: true });
    expect(attr('menu')?.description).toMatch(/PNG/);
    expect(attr('play-url')?.description).toMatch(/\/play\//);
    expect(member('ply')?.description).toMatch(/`last`/);
    expect(member('goTo')).toMatchObject({ kind: 'method' });
    expect(member('goTo')?.description).toMatch(/path/);
    expect(member('shapes')).toMatchObject({ kind: 'field', readonly: true, type: { text: 'ShownShape[]' } });
    expect(el.events?.find((e) => e.name === 'node-change')?.description).toMatch(/path, ply, san, fen/);
  });

  it('documents annotating: annotate and analysis-url, path, setPgn() and tree-change', () => {
    const attr = (name: string) => el.attributes?.find((a) => a.name === name);
    const member = (name: string) => el.members?.find((m) => m.name === name);
    expect(member('annotate')).toMatchObject({ kind: 'field', attribute: 'annotate', reflects: true });
    expect(attr('analysis-url')?.fieldName).toBe('analysisUrl');
    expect(attr('analysis-url')?.description).toMatch(/\/analysis\//);
    expect(member('path')).toMatchObject({ kind: 'field', readonly: true, type: { text: 'string' } });
    expect(member('setPgn')).toMatchObject({ kind: 'method' });
    expect(el.events?.find((e) => e.name === 'tree-change')?.description).toMatch(/pgn, path, reason/);
  });
});
