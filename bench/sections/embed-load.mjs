// <berserker-board> on a blogger's page under a phone profile (issue 29, items 2 and 3): a page of ten
// diagrams against chessboard-element (JS fetched with no interaction; a first tap), and a page with one
// annotated game against @lichess-org/pgn-viewer (board painted, move list shown, CLS, bytes). See
// bench/lib/embed-load.mjs for the pages, the profile and what each measure is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { table } from '../lib/harness.mjs';
import { BEFORE_DIST, OUR_DIST, PHONE, loadDiagrams, loadGame, lpvVersion, withBrowser } from '../lib/embed-load.mjs';

export const description = '<berserker-board> on a blogger\'s page, phone profile: 10 diagrams vs chessboard-element (JS with no interaction), an annotated game vs @lichess-org/pgn-viewer (board, move list, CLS, bytes)';

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : undefined;
};
const ms = (x) => (x === undefined ? '—' : `${x.toFixed(0)} ms`);
const kB = (x) => (x === undefined ? '—' : `${(x / 1000).toFixed(1)} kB`);
const cls = (x) => (x === undefined ? '—' : x === 0 ? '0' : x.toFixed(3));
const ratio = (a, b) => (a === undefined || b === undefined || !b ? '—' : `${(a / b).toFixed(2)}x`);

export async function run({ log, policy, reportMismatch }) {
  const sizes = JSON.parse(readFileSync(join(OUR_DIST, 'sizes.json'), 'utf8'));
  const reps = policy.minReps >= 3 ? 7 : 3;
  const diagramPages = ['diagrams-ours', 'diagrams-cbe', ...(BEFORE_DIST ? ['diagrams-before'] : [])];
  const gamePages = ['game-ours-ply0', 'game-ours', 'game-ours-script', 'game-lpv', ...(BEFORE_DIST ? ['game-before-ply0', 'game-before'] : [])];
  const runs = Object.fromEntries([...diagramPages, ...gamePages].map((n) => [n, []]));
  log(`phone profile: ${PHONE.viewport.width}x${PHONE.viewport.height} touch, DPR ${PHONE.deviceScaleFactor}, CPU /${PHONE.cpu}, network ${PHONE.network.latency} ms RTT, ` +
    `${((PHONE.network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down; files sent gzipped; ${reps} cold loads of each page, taking turns, after one that warms up`);
  log(`ours: ${OUR_DIST}${BEFORE_DIST ? `; before: ${BEFORE_DIST}` : ''}; @lichess-org/pgn-viewer ${lpvVersion()}`);
  await withBrowser(async (browser, url, server) => {
    const once = (n) => (n.startsWith('diagrams') ? loadDiagrams(browser, url, n, server.zipped) : loadGame(browser, url, n, server.zipped));
    for (const n of Object.keys(runs)) await once(n); // warm-up, not counted
    for (let i = 0; i < reps; i++) for (const n of Object.keys(runs)) runs[n].push(await once(n));
  });

  // (a) Ten diagrams.
  const d = Object.fromEntries(diagramPages.map((n) => {
    const rs = runs[n];
    return [n, {
      paintedMs: median(rs.map((r) => r.painted)),
      idleJsGzip: Math.max(...rs.map((r) => r.idleJs)),
      idleFiles: [...new Set(rs.flatMap((r) => Object.keys(r.idleFiles)))],
      tapMs: median(rs.map((r) => r.tap?.ms)),
      tapJsGzip: median(rs.map((r) => r.tap?.js)),
    }];
  }));
  log('\n(a) a page of ten diagrams (median of the loads; JS as sent, gzipped)');
  const dCols = ['diagrams-ours', 'diagrams-cbe', ...(BEFORE_DIST ? ['diagrams-before'] : [])];
  log(table(['measure', 'ours', 'chessboard-el.', 'ours/cbe', ...(BEFORE_DIST ? ['before'] : [])], [
    ['all ten painted (ms from navigation)', ...dCols.slice(0, 2).map((n) => ms(d[n].paintedMs)), ratio(d['diagrams-ours'].paintedMs, d['diagrams-cbe'].paintedMs), ...dCols.slice(2).map((n) => ms(d[n].paintedMs))],
    ['JS fetched with no interaction (the most of any load)', ...dCols.slice(0, 2).map((n) => kB(d[n].idleJsGzip)), ratio(d['diagrams-ours'].idleJsGzip, d['diagrams-cbe'].idleJsGzip), ...dCols.slice(2).map((n) => kB(d[n].idleJsGzip))],
    ['  files', ...dCols.slice(0, 2).map((n) => d[n].idleFiles.map((f) => f.split('/').pop()).join(' ')), '', ...dCols.slice(2).map((n) => d[n].idleFiles.map((f) => f.split('/').pop()).join(' '))],
    ['a tap on the first board: ms to the board live', ms(d['diagrams-ours'].tapMs), 'n/a', '', ...dCols.slice(2).map((n) => ms(d[n].tapMs))],
    ['  JS fetched by then', kB(d['diagrams-ours'].tapJsGzip), '', '', ...dCols.slice(2).map((n) => kB(d[n].tapJsGzip))],
  ], [1, 2, 3, 4]));
  // The Embed page says a page of diagrams loads the script tag's file alone (its size from dist/sizes.json).
  const stillOnly = d['diagrams-ours'].idleJsGzip === sizes.bundle.gzip;
  log(`a page of diagrams fetched ${stillOnly ? 'the script tag\'s file alone' : 'MORE than the script tag\'s file'} (${kB(d['diagrams-ours'].idleJsGzip)}; dist/sizes.json bundle ${kB(sizes.bundle.gzip)}), as the Embed page says it does`);
  if (!stillOnly) reportMismatch('embed-load: a page of diagrams fetched more than the script tag\'s file with no interaction');

  // (b) One annotated game.
  const g = Object.fromEntries(gamePages.map((n) => {
    const rs = runs[n];
    const fileMed = (suffix, k) => median(rs.map((r) => r.times.find((f) => f.path.endsWith(suffix))?.[k]));
    return [n, {
      boardMs: median(rs.map((r) => r.board)),
      movesMs: median(rs.map((r) => r.moves)),
      cls: median(rs.map((r) => r.cls)),
      clsMax: Math.max(...rs.map((r) => r.cls)),
      jsGzip: median(rs.map((r) => r.js)),
      cssGzip: median(rs.map((r) => r.css)),
      files: Object.fromEntries(['bundle.js', 'bundle.live.js', 'viewer.js', 'lichess-pgn-viewer.min.js', 'lichess-pgn-viewer.css']
        .map((s) => [s, { startMs: fileMed(s, 'start'), endMs: fileMed(s, 'end') }]).filter(([, f]) => f.startMs !== undefined)),
      samples: rs.map(({ board, moves, cls: c }) => ({ board, moves, cls: c })),
    }];
  }));
  log('\n(b) a page with one annotated game (median of the loads; ratio ours/lichess, below 1 is faster or smaller)');
  log('ours: the page as the Embed page says (its preload lines and CSS), opening at ply="0" and at the last move (our default); then ply="0" with the script tag alone');
  const lp = g['game-lpv'];
  const before = BEFORE_DIST ? ['game-before-ply0', 'game-before'] : [];
  const ourCols = ['game-ours-ply0', 'game-ours', 'game-ours-script'];
  const row = (label, get, fmt, withRatio = true) => [label, ...ourCols.map((n) => fmt(get(g[n]))), fmt(get(lp)),
    ...ourCols.slice(0, 2).map((n) => (withRatio ? ratio(get(g[n]), get(lp)) : '')), ...before.map((n) => fmt(get(g[n])))];
  log(table(['measure', 'ours ply="0"', 'ours, last move', 'ply="0", script only', 'lichess pgn-viewer', 'ply0/lichess', 'last/lichess', ...(BEFORE_DIST ? ['before: ply="0"', 'before: last move'] : [])], [
    row('board painted with its pieces', (p) => p.boardMs, ms),
    row('move list shown', (p) => p.movesMs, ms),
    row('cumulative layout shift (median)', (p) => p.cls, cls, false),
    row('  the most of any load', (p) => p.clsMax, cls, false),
    row('JS shipped (gzip)', (p) => p.jsGzip, kB),
    row('CSS shipped (gzip)', (p) => p.cssGzip, kB),
    row('JS + CSS', (p) => p.jsGzip + p.cssGzip, kB),
  ], [1, 2, 3, 4, 5, 6, 7, 8]));
  log('\nfiles (median ms from navigation: asked for → in)');
  const fileRows = [];
  for (const n of gamePages) for (const [f, t] of Object.entries(g[n].files)) fileRows.push([n, f, `${ms(t.startMs)} → ${ms(t.endMs)}`]);
  log(table(['page', 'file', 'when'], fileRows, [2]));
  log(`(load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);

  return {
    profile: PHONE,
    reps,
    lichessPgnViewerVersion: lpvVersion(),
    sizes: { bundle: sizes.bundle.gzip, bundleLive: sizes.bundleLive.gzip, viewer: sizes.viewer.gzip },
    diagrams: d,
    diagramPageLoadsStillScriptOnly: stillOnly,
    game: g,
    ratiosOursOverLichess: {
      boardPly0: g['game-ours-ply0'].boardMs / lp.boardMs,
      movesPly0: g['game-ours-ply0'].movesMs / lp.movesMs,
      board: g['game-ours'].boardMs / lp.boardMs,
      moves: g['game-ours'].movesMs / lp.movesMs,
      movesScriptOnly: g['game-ours-script'].movesMs / lp.movesMs,
      bytes: (g['game-ours'].jsGzip + g['game-ours'].cssGzip) / (lp.jsGzip + lp.cssGzip),
    },
    before: BEFORE_DIST,
    loadAverage: os.loadavg()[0],
  };
}
