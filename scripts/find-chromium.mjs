#!/usr/bin/env node
// Locate a Chromium/Chrome binary for the browser test suites.
//
//   import { findChromium, CHROMIUM_ARGS } from './find-chromium.mjs';
//   findChromium()                  → path; installs with apt-get when running as root (CI containers)
//   findChromium({ install: false }) → path; never installs
//
// CLI: `node scripts/find-chromium.mjs` prints the path (no install);
//      `node scripts/find-chromium.mjs --ensure` installs if needed and allowed (and adds the headless
//      shell beside a full browser found alone), then prints the path.
// The path goes to stdout; everything else (apt-get output, errors) goes to stderr. Exit 1 if not found.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Where to look, best first. Debian's `chromium-headless-shell` (the same Chromium build without the
 * browser's window, profile and GPU-process machinery; what Playwright itself uses for headless runs)
 * runs the e2e suite in about four fifths of the CPU time the full browser takes, so it comes first.
 */
export const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** The apt packages installed when no candidate exists: the full browser (for people) and the headless shell (for tests). */
export const APT_PACKAGES = ['chromium', 'chromium-headless-shell'];

const INSTALL_HELP =
  'Install Chromium with `sudo apt-get install -y chromium chromium-headless-shell` (Debian; on Ubuntu the apt package needs snap, ' +
  'so install Google Chrome or `snap install chromium` instead), or set CHROME_PATH to a Chromium/Chrome executable.';

function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const lookup = (candidates) => candidates.find(isExecutable);

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function run(command, args, { mayFail = false } = {}) {
  console.error(`$ ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, {
    // apt-get's output is streamed to stderr so that stdout stays clean for the CLI's path.
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  // mayFail: the caller goes on without it (true when it worked), rather than stopping with the install help.
  if (mayFail) return r.status === 0 && !r.error;
  if (r.error) throw new Error(`${command} ${args.join(' ')} failed to start: ${r.error.message}\n${INSTALL_HELP}`);
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${r.status ?? r.signal}.\n${INSTALL_HELP}`);
}

/**
 * The path of a Chromium/Chrome executable. Order: $CHROME_PATH, then CANDIDATES (the headless shell
 * first). If `install` is true (the default) and we are root with apt-get available: when none is
 * found, runs `apt-get update` and installs APT_PACKAGES (only `chromium` where the shell's package
 * does not exist) and looks again. With `addShell` too (the CLI's --ensure, which CI runs once), a
 * full browser found alone gets the headless shell beside it if apt-get can (else it is used as it
 * is) — not on every `npm test`, where a failing apt-get would be tried again at each run. Throws with
 * install instructions when none is found; a CHROME_PATH that is set but not executable is an error,
 * not a fallback.
 */
export function findChromium({ install = true, addShell = false, candidates = CANDIDATES } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    const path = resolve(fromEnv);
    if (isExecutable(path)) return path;
    throw new Error(`CHROME_PATH is set to "${fromEnv}", which is not an executable file. Fix or unset it. ${INSTALL_HELP}`);
  }
  let found = lookup(candidates);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = install && isRoot && onPath('apt-get');
  if (found && found !== candidates[0] && canInstall && addShell) {
    // A speed-up, not a need: a failed install (offline, no such package) keeps the browser found.
    console.error(`Found ${found}; adding the faster headless shell with apt-get (running as root).`);
    const add = () => run('apt-get', ['install', '-y', APT_PACKAGES[1]], { mayFail: true });
    if (add() || (run('apt-get', ['update'], { mayFail: true }) && add())) found = lookup(candidates);
  }
  if (found) return found;

  if (canInstall) {
    console.error('Chromium not found; installing it with apt-get (running as root).');
    run('apt-get', ['update']);
    if (!run('apt-get', ['install', '-y', ...APT_PACKAGES], { mayFail: true })) run('apt-get', ['install', '-y', APT_PACKAGES[0]]);
    found = lookup(candidates);
    if (found) return found;
    throw new Error(`apt-get installed "${APT_PACKAGES[0]}" but none of ${candidates.join(', ')} is executable. ${INSTALL_HELP}`);
  }
  const why = !install ? '' : !isRoot ? ' (not root, so not installing it automatically)' : ' (apt-get not available)';
  throw new Error(`Chromium not found: CHROME_PATH is unset and none of ${candidates.join(', ')} exists${why}. ${INSTALL_HELP}`);
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const bad = args.filter((a) => a !== '--ensure');
  if (bad.length) {
    console.error(`unknown argument(s): ${bad.join(' ')}\nusage: node scripts/find-chromium.mjs [--ensure]`);
    process.exit(2);
  }
  try {
    console.log(findChromium({ install: args.includes('--ensure'), addShell: args.includes('--ensure') }));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
