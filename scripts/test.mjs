#!/usr/bin/env node
// `npm test`: every test suite of the repository, one after another, then a summary.
//
// Suites (a suite runs only if its entry file exists; see SUITES below):
//   types npm run typecheck: tsc for each workspace, astro check for the site          (always present)
//   unit  vitest run --config vitest.config.ts            (packages/*/test, tests/**; always present)
//   pack  node tests/pack/run.mjs: npm pack the engine and the board, install the tarballs in an
//         empty project outside the repository, use them from Node, tsc and Chromium   [browser]
//   board npx web-test-runner --config packages/board/web-test-runner.config.mjs   [browser]
//   e2e   playwright test -c tests/e2e/playwright.config.mjs: builds the site once, serves it, and runs
//         the spec files in parallel workers (Playwright Test, the system's Chromium)   [browser]
// Every suite asked for runs side by side with the others (each leaves a CPU idle part of the time: a
// compiler, a browser waiting for a frame, npm), its output printed whole when it ends. Two wait for the
// site's build (`npm run build`, started first, beside types, unit and board): e2e serves what it built,
// and pack rebuilds the packages' dist folders that the build reads, so it must not run during it.
// (A suite run alone, e.g. `node scripts/test.mjs e2e`, builds what it needs itself.)
// Browser suites get CHROME_PATH from findChromium() (the headless shell first; it installs Chromium with apt-get when run as
// root). If a browser suite exists and Chromium cannot be found, that suite FAILS; it is never skipped.
//
// Usage: node scripts/test.mjs [suite ...] [args]   run only the named suites (they must exist); any
//                                                  arguments after them go to the last one named:
//          node scripts/test.mjs e2e --grep learn          (Playwright: the tests whose title has "learn")
//          node scripts/test.mjs unit packages/engine      (vitest: the files under packages/engine)
//        node scripts/test.mjs --list             list the suites and whether they exist
//        node scripts/test.mjs --needs-chromium   print "yes" if a browser suite exists, else "no"
// Env:   TEST_SUITE_TIMEOUT_MIN   per-suite time limit in minutes (default 25)
//
// The last line printed is always "<N> passed, <N> failed" (suites); the exit code is 0 only if none failed.
import './check-node.mjs'; // first: a clear message when Node is too old
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureDigest } from './failure-digest.mjs';
import { CANDIDATES, findChromium } from './find-chromium.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const node = process.execPath;

/**
 * name, the file whose existence enables the suite, whether it needs Chromium, whether it runs side by
 * side with the other `together` suites, and its command.
 */
export const SUITES = [
  {
    // Every workspace and the site (astro check covers .astro files and the site's scripts and tests).
    name: 'types',
    entry: 'site/tsconfig.json',
    browser: false,
    together: true,
    // Several commands in a row: arguments would reach only the last, so it takes none.
    takesArgs: false,
    command: () => ['npm', 'run', '--silent', 'typecheck'],
    // Nobody waits on it but the summary: beside the others it takes the CPU the build and e2e leave.
    background: true,
  },
  {
    name: 'unit',
    entry: 'vitest.config.ts',
    browser: false,
    together: true,
    command: (args) => [node, join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'vitest.config.ts', ...args],
    background: true,
  },
  {
    // The published packages as a user installs them (builds them first: their prepack scripts).
    name: 'pack',
    entry: 'tests/pack/run.mjs',
    browser: true,
    together: true,
    // Its packing rebuilds packages/*/dist, which the site's build reads.
    afterBuild: true,
    command: (args) => [node, 'tests/pack/run.mjs', ...args],
  },
  {
    name: 'board',
    entry: 'packages/board/web-test-runner.config.mjs',
    browser: true,
    together: true,
    command: (args) => ['npx', '--no-install', 'web-test-runner', '--config', 'packages/board/web-test-runner.config.mjs', ...args],
  },
  {
    // Playwright Test's own CLI, run by this Node (the pinned one under npm test).
    name: 'e2e',
    entry: 'tests/e2e/playwright.config.mjs',
    browser: true,
    together: true,
    // Its global setup finds the site built (the build's fingerprint matches the sources) and serves it.
    afterBuild: true,
    command: (args) => [node, join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'tests/e2e/playwright.config.mjs', ...args],
  },
];

const present = (suite) => existsSync(join(root, suite.entry));

/**
 * Runs one suite's command; resolves to { ok, reason?, output }: its output (stdout and stderr in the
 * order they came). With `capture` it is only returned, otherwise also printed as it comes.
 */
function runSuite(command, env, timeoutMs, capture = false) {
  return new Promise((resolvePromise) => {
    // Own process group, so a timeout or Ctrl-C takes down the whole tree (test workers, browsers).
    // Output is always kept (for the summary's failure digest); without `capture` it is also passed on
    // as it comes.
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const chunks = [];
    child.stdout.on('data', (d) => { chunks.push(d); if (!capture) process.stdout.write(d); });
    child.stderr.on('data', (d) => { chunks.push(d); if (!capture) process.stderr.write(d); });
    const killGroup = (signal) => {
      try { process.kill(-child.pid, signal); } catch { /* already gone */ }
    };
    const forward = (signal) => () => { killGroup(signal); };
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    let answered = false;
    const done = (result) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolvePromise({ ...result, output: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('error', (err) => done({ ok: false, reason: `could not start ${command[0]}: ${err.message}` }));
    // The verdict at 'exit'; the answer once the pipes are drained ('close'), so the kept output is
    // whole — or 5 s after the exit if something outside the group still holds them open.
    child.on('exit', (code, signal) => {
      killGroup('SIGKILL'); // leftovers of a suite that exited (e.g. an orphaned browser)
      const result = timedOut ? { ok: false, reason: `timed out after ${timeoutMs / 60_000} min` }
        : code === 0 ? { ok: true }
          : { ok: false, reason: signal ? `killed by ${signal}` : `exit code ${code}` };
      const fallback = setTimeout(() => done(result), 5_000);
      child.once('close', () => { clearTimeout(fallback); done(result); });
    });
  });
}

/**
 * Builds the site as the e2e suite's global setup would (tests/e2e/global-setup.mjs `buildSite`: only if
 * a source changed since the last build), in a process of its own so the suites beside it keep running.
 */
async function buildTheSite(binPath) {
  const t0 = Date.now();
  const BUILT = 'site build: built now';
  const code = `import('./tests/e2e/global-setup.mjs').then((m) => { if (m.buildSite()) console.log(${JSON.stringify(BUILT)}); })`;
  const r = await runSuite([node, '--input-type=module', '-e', code], { ...process.env, PATH: binPath }, 20 * 60_000, true);
  const last = r.output.trim().split('\n').filter((l) => l !== BUILT).at(-1) ?? '';
  console.log(`\n--- site build for e2e: ${r.ok ? last : `FAILED (${r.reason}); e2e will say why`} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  // True only when it built now (not when it found the build up to date or was told to skip it).
  return r.ok && r.output.split('\n').includes(BUILT);
}

/**
 * The command line: an option alone (--list, --needs-chromium), or suite names followed by arguments
 * for the last of them (everything from the first word that is not a suite's name, or after `--`).
 */
export function parseArgs(args) {
  if (args[0] === '--list' || args[0] === '--needs-chromium') return args.length === 1 ? { option: args[0] } : { error: `${args[0]} takes no other arguments` };
  const names = [];
  let i = 0;
  for (; i < args.length && args[i] !== '--' && SUITES.some((s) => s.name === args[i]); i++) names.push(args[i]);
  const extra = args.slice(args[i] === '--' ? i + 1 : i);
  if (extra.length && !names.length) {
    return extra[0].startsWith('-')
      ? { error: `unknown option ${extra[0]}: options other than --list and --needs-chromium go after a suite's name` }
      : { error: `unknown suite ${extra[0]}; suites: ${SUITES.map((s) => s.name).join(', ')}` };
  }
  return { names, extra };
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed.error) {
    console.error(`${parsed.error}\nusage: node scripts/test.mjs [--list | --needs-chromium | suite ... [arguments for the last suite]]`);
    return 2;
  }
  const options = parsed.option ? [parsed.option] : [];
  const names = parsed.names ?? [];
  if (options.includes('--needs-chromium')) {
    console.log(SUITES.some((s) => s.browser && present(s)) ? 'yes' : 'no');
    return 0;
  }
  if (options.includes('--list')) {
    for (const s of SUITES) console.log(`${s.name.padEnd(6)} ${present(s) ? 'present' : 'absent '} ${s.browser ? '[browser] ' : ''}${s.entry}`);
    return 0;
  }
  const last = SUITES.find((s) => s.name === names.at(-1));
  if (parsed.extra.length && last.takesArgs === false) {
    console.error(`suite ${last.name} takes no arguments (${parsed.extra.join(' ')})`);
    return 2;
  }
  const absent = SUITES.filter((s) => names.includes(s.name) && !present(s));
  if (absent.length) {
    for (const s of absent) console.error(`suite ${s.name} does not exist yet (${s.entry} is missing)`);
    return 2;
  }

  const selected = SUITES.filter((s) => present(s) && (names.length === 0 || names.includes(s.name)));
  for (const s of SUITES) if (!present(s) && names.length === 0) console.log(`(suite ${s.name}: ${s.entry} does not exist, so there is nothing to run)`);

  // Chromium is looked for (and installed, if we may) only when a browser suite is going to run.
  let chromePath;
  let chromeError;
  if (selected.some((s) => s.browser)) {
    try {
      chromePath = findChromium();
      console.log(`Chromium: ${chromePath}`);
      if (chromePath !== CANDIDATES[0] && !process.env.CHROME_PATH) console.log(`(${CANDIDATES[0]}, Debian's chromium-headless-shell, runs the browser suites in about a fifth less time)`);
    } catch (err) {
      chromeError = err.message;
      console.error(`\nERROR: browser suites exist but Chromium is unavailable:\n${chromeError}\n`);
    }
  }

  const timeoutMin = Number(process.env.TEST_SUITE_TIMEOUT_MIN) || 25;
  const binPath = [join(root, 'node_modules', '.bin'), dirname(node), process.env.PATH ?? ''].join(delimiter);
  const results = [];
  /** Runs a suite; with `capture`, prints its output in one piece when it ends (suites side by side). */
  const run = async (suite, capture, extraEnv = {}) => {
    if (suite.browser && !chromePath) {
      results.push({ name: suite.name, ok: false, reason: 'Chromium not available (see error above)', seconds: 0, digest: [] });
      return;
    }
    // Arguments after the suite names go to the last suite named.
    const own = suite.command(suite.name === names.at(-1) ? parsed.extra : []);
    // A background suite beside others runs at a lower priority: the build and then e2e, the longest
    // chain, are what the run waits for; the CPU they leave is plenty for the rest. Each suite has a
    // session of its own (detached), and where Linux schedules sessions as groups (autogroup) only the
    // group's nice value counts, so it is set too (/proc/self/autogroup; silently not where absent).
    const lower = 'echo 10 > /proc/self/autogroup 2>/dev/null; exec nice -n 10 "$@"';
    const command = capture && suite.background && existsSync('/bin/sh') ? ['/bin/sh', '-c', lower, 'sh', ...own] : own;
    const header = `\n=== ${suite.name}: ${own.map((c) => (c === node ? 'node' : c)).join(' ')}${command !== own ? ' (nice 10)' : ''}`;
    if (!capture) console.log(header);
    // The runners see a pipe, not a terminal: keep their colours when ours is one.
    const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
    const env = { ...process.env, ...colour, PATH: binPath, ...(suite.browser ? { CHROME_PATH: chromePath } : {}), ...extraEnv };
    const t0 = Date.now();
    const r = await runSuite(command, env, timeoutMin * 60_000, capture);
    const seconds = (Date.now() - t0) / 1000;
    results.push({ name: suite.name, seconds, ok: r.ok, reason: r.reason, digest: r.ok ? [] : failureDigest(r.output) });
    if (capture) process.stdout.write(`${header}\n${r.output}`);
    console.log(`--- ${suite.name}: ${r.ok ? 'passed' : `FAILED (${r.reason})`} in ${seconds.toFixed(1)} s`);
  };
  // Side by side when more than one suite is asked for (see the header); the rest one after another.
  const together = selected.length > 1 ? selected.filter((s) => s.together) : [];
  if (together.length) console.log(`\nrunning side by side: ${together.map((s) => s.name).join(', ')} (each one's output when it ends)`);
  const afterBuild = together.filter((s) => s.afterBuild);
  // The site's build first, when a suite waits for it; a failed build is e2e's failure (its setup
  // builds again and says why), so the waiting suites start whatever its outcome.
  // After a good build the packages' dist folders are fresh from these sources: pack need not build
  // them again (PACK_BUILT, tests/pack/run.mjs).
  const build = afterBuild.some((s) => s.name === 'e2e') ? buildTheSite(binPath) : Promise.resolve(false);
  await Promise.all([
    ...together.filter((s) => !s.afterBuild).map((s) => run(s, true)),
    build.then((built) => Promise.all(afterBuild.map((s) => run(s, true, built && s.name === 'pack' ? { PACK_BUILT: '1' } : {})))),
  ]);
  for (const suite of selected.filter((s) => !together.includes(s))) await run(suite, false);
  results.sort((a, b) => SUITES.findIndex((s) => s.name === a.name) - SUITES.findIndex((s) => s.name === b.name));

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log('\nsuites:');
  for (const r of results) {
    console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name}${r.ok ? '' : `: ${r.reason}`}`);
    for (const line of r.digest) console.log(`          ${line}`);
  }
  if (chromeError) console.error(`\n${chromeError}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && results.length > 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main();
}
