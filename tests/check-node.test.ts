/**
 * A repository script started with a Node older than the root package.json's "engines" stops with
 * one line saying which Node it needs and that the npm scripts use the pinned one (issue 14); with a
 * new enough Node it runs. The old Node is simulated by setting process.versions.node before the
 * script loads (`--import`), so the test needs no second Node.
 */
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { atLeast } from '../scripts/check-node.mjs';

const root = join(import.meta.dirname, '..');
const wanted = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

function runAs(version: string | null, script: string, ...args: string[]) {
  const fake = version ? ['--import', `data:text/javascript,Object.defineProperty(process.versions,"node",{value:${JSON.stringify(version)}})`] : [];
  return spawnSync(process.execPath, [...fake, script, ...args], { cwd: root, encoding: 'utf8' });
}

describe('scripts/check-node.mjs', () => {
  it('compares versions field by field', () => {
    expect(wanted).toBe('>=22.12');
    expect(atLeast('22.12.0', '22.12')).toBe(true);
    expect(atLeast('22.23.3', '22.12')).toBe(true);
    expect(atLeast('23.0.0', '22.12')).toBe(true);
    expect(atLeast('22.11.9', '22.12')).toBe(false);
    expect(atLeast('20.20.2', '22.12')).toBe(false);
    expect(atLeast('9.99.0', '22.12')).toBe(false);
  });

  // Only scripts whose --list is harmless are run (were the check broken, e2e would build the site).
  it.each(['scripts/test.mjs', 'bench/run.mjs'])('%s with Node 20 prints one line and exits 1', (script) => {
    const r = runAs('20.20.2', script, '--list');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/needs Node 22\.12 or later; this is Node 20\.20\.2/);
    expect(lines[0]).toMatch(/`npm test` \/ `npm start`.*pinned Node 22/);
  });

  it('is the first import of every script run directly with node', () => {
    const scripts = ['scripts/test.mjs', 'bench/run.mjs', 'tests/pack/run.mjs', ...['playwright.config', 'shoot', 'serve'].map((f) => `tests/e2e/${f}.mjs`)];
    for (const script of scripts) {
      const first = /^import .*$/m.exec(readFileSync(join(root, script), 'utf8'))?.[0];
      expect(first, script).toMatch(/^import '(\.\.\/)*(scripts\/|\.\/)check-node\.mjs';/);
    }
  });

  it('lets a new enough Node run the script', () => {
    const r = runAs(null, 'scripts/test.mjs', '--list');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^unit +present/m);
  });
});
