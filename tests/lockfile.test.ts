/**
 * `npm ci` on a fresh clone works on every system we support (issue 14): the lockfile must hold the
 * platform packages of every system, not only of the machine that last ran `npm install`. A package
 * with native binaries (esbuild, rollup, the Astro compiler, pagefind, sharp, …) lists one optional
 * dependency per platform; npm keeps all of them in package-lock.json unless an install on one machine
 * drops the others, and then `npm ci` elsewhere installs the package without its binary.
 *
 * For every package that declares platform-specific optional dependencies, each of the systems below
 * must find one of them in the lockfile.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const root = join(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };

/** The systems a developer or CI may run `npm ci` on. */
const SYSTEMS = [
  { name: 'linux-x64', os: 'linux', cpu: 'x64' },
  { name: 'darwin-arm64', os: 'darwin', cpu: 'arm64' },
  { name: 'darwin-x64', os: 'darwin', cpu: 'x64' },
  { name: 'win32-x64', os: 'win32', cpu: 'x64' },
] as const;

/** Dependencies that exist for one system only by design (no other system needs a counterpart). */
const SINGLE_SYSTEM = new Set(['fsevents']);

/** The lock entry npm would use for `dep` required from the package at `from` (nested first, then up). */
function resolveEntry(from: string, dep: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const entry = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`];
    if (entry) return entry;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

const fits = (entry: LockEntry, system: (typeof SYSTEMS)[number]): boolean =>
  !!entry.os?.includes(system.os) && !!entry.cpu?.includes(system.cpu) && !entry.libc?.every((l) => l === 'musl');

/** Each package with platform packages among its optional dependencies, and those dependencies as locked. */
const families = Object.entries(lock.packages).flatMap(([path, entry]) => {
  const deps = Object.keys(entry.optionalDependencies ?? {}).filter((d) => !SINGLE_SYSTEM.has(d));
  const locked = deps.map((d) => ({ name: d, entry: resolveEntry(path, d) }));
  // A family is recognised by its members: locked ones that name an os, or names carrying a system.
  const platform = locked.filter((d) => d.entry?.os || /(darwin|linux|win32|windows)/.test(d.name));
  return platform.length >= 2 ? [{ path: path || '(root)', members: platform }] : [];
});

describe('package-lock.json holds every platform’s optional packages', () => {
  it('is a lockfile npm ci can read, with the known native families', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    const names = families.flatMap((f) => f.members.map((m) => m.name));
    for (const prefix of ['@rollup/rollup-', '@esbuild/', '@astrojs/compiler-binding-', '@pagefind/']) {
      expect(names.some((n) => n.startsWith(prefix)), `no ${prefix}* platform packages found`).toBe(true);
    }
  });

  it.each(families.map((f) => [f.path, f] as const))('%s: a package for each system', (_path, family) => {
    for (const system of SYSTEMS) {
      const found = family.members.filter((m) => m.entry && fits(m.entry, system)).map((m) => m.name);
      expect(found, `${family.path} has no locked optional package for ${system.name} (declared: ${family.members.map((m) => m.name).join(', ')}): an install dropped other systems’ packages from package-lock.json; restore them (from git) before committing`).not.toEqual([]);
    }
  });

  it('locks every platform package a family declares (none dropped)', () => {
    const missing = families.flatMap((f) => f.members.filter((m) => !m.entry).map((m) => `${f.path} → ${m.name}`));
    expect(missing).toEqual([]);
  });
});
