/**
 * Which browser the test suites get (scripts/find-chromium.mjs): CHROME_PATH when set (an error when it
 * names no executable, never a silent fallback), else the first of the candidates that exists — the
 * headless shell before the full browser — and a message naming every place looked at when none does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CANDIDATES, findChromium } from '../scripts/find-chromium.mjs';

let dir: string;
const executable = (name: string) => {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
  vi.stubEnv('CHROME_PATH', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('findChromium', () => {
  it('looks for the headless shell before the full browser', () => {
    expect(CANDIDATES.indexOf('/usr/bin/chromium-headless-shell')).toBe(0);
    expect(CANDIDATES).toContain('/usr/bin/chromium');
  });

  it('takes the first candidate that exists', () => {
    const shell = join(dir, 'chromium-headless-shell');
    const full = executable('chromium');
    expect(findChromium({ install: false, candidates: [shell, full] })).toBe(full);
    executable('chromium-headless-shell');
    expect(findChromium({ install: false, candidates: [shell, full] })).toBe(shell);
  });

  it('does not take a file that is not executable', () => {
    const plain = join(dir, 'chromium');
    writeFileSync(plain, '');
    expect(() => findChromium({ install: false, candidates: [plain] })).toThrow(/Chromium not found/);
  });

  it('says every place it looked when none exists, and how to install', () => {
    const a = join(dir, 'a');
    const b = join(dir, 'b');
    expect(() => findChromium({ install: false, candidates: [a, b] })).toThrow(new RegExp(`none of ${a}, ${b} exists.*apt-get install -y chromium chromium-headless-shell`));
  });

  it('uses CHROME_PATH first, and refuses one that is not an executable', () => {
    const full = executable('chromium');
    const mine = executable('my-chrome');
    vi.stubEnv('CHROME_PATH', mine);
    expect(findChromium({ install: false, candidates: [full] })).toBe(mine);
    vi.stubEnv('CHROME_PATH', join(dir, 'missing'));
    expect(() => findChromium({ install: false, candidates: [full] })).toThrow(/CHROME_PATH is set to ".*missing", which is not an executable file/);
  });
});
