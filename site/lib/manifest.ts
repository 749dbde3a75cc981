/**
 * The element's API for the Embed page, read at build time from packages/board/custom-elements.json
 * (generated from the element's JSDoc). Private and internal members are left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { MANIFEST_PATH } from './board-bundle';

export interface ApiRow {
  name: string;
  attribute?: string;
  type?: string;
  default?: string;
  description: string;
}

export interface ElementApi {
  tag: string;
  summary: string;
  description: string;
  attributes: ApiRow[];
  properties: ApiRow[];
  methods: ApiRow[];
  events: ApiRow[];
  slots: ApiRow[];
  cssParts: ApiRow[];
  cssProperties: ApiRow[];
}

interface Member {
  kind: string;
  name: string;
  privacy?: string;
  static?: boolean;
  attribute?: string;
  type?: { text: string };
  default?: string;
  description?: string;
  parameters?: Array<{ name: string; type?: { text: string } }>;
  return?: { type?: { text: string } };
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

export function readElementApi(): ElementApi | null {
  if (!existsSync(MANIFEST_PATH)) return null;
  const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'));
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) {
      if (!d.customElement) continue;
      const members: Member[] = d.members ?? [];
      const visible = members.filter((m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.static && m.description && !/@internal/.test(m.description));
      const attrs: Array<{ name: string; fieldName?: string; type?: { text: string }; default?: string; description?: string }> = d.attributes ?? [];
      return {
        // The manifest may lack tagName when the define() call is outside the analysed module.
        tag: d.tagName ?? 'berserker-board',
        summary: clean(d.summary),
        description: clean(d.description),
        attributes: attrs.map((a) => ({ name: a.name, attribute: a.name, type: a.type?.text, default: a.default, description: clean(a.description ?? members.find((m) => m.name === a.fieldName)?.description) })),
        properties: visible
          .filter((m) => m.kind === 'field')
          .map((m) => ({ name: m.name, attribute: m.attribute, type: m.type?.text, default: m.default, description: clean(m.description) })),
        // Undocumented public methods share the row of the documented one before them
        // (first() documents first, prev, next and last together).
        methods: members
          .filter((m) => m.kind === 'method' && m.privacy !== 'private' && m.privacy !== 'protected' && !m.static && !/@internal/.test(m.description ?? ''))
          .reduce<ApiRow[]>((rows, m) => {
            const name = `${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`;
            const prev = rows[rows.length - 1];
            if (!m.description && prev) prev.name += ` · ${name}`;
            else rows.push({ name, type: m.return?.type?.text, description: clean(m.description) });
            return rows;
          }, []),
        // Events without a description are artefacts of a generic dispatch helper, not part of the API.
        events: (d.events ?? []).filter((e: { description?: string }) => e.description).map((e: { name: string; description?: string }) => ({ name: e.name, description: clean(e.description) })),
        slots: (d.slots ?? []).map((s: { name: string; description?: string }) => ({ name: s.name || '(default)', description: clean(s.description) })),
        cssParts: (d.cssParts ?? []).map((s: { name: string; description?: string }) => ({ name: s.name, description: clean(s.description) })),
        cssProperties: (d.cssProperties ?? []).map((s: { name: string; description?: string }) => ({ name: s.name, description: clean(s.description) })),
      };
    }
  }
  return null;
}
