// The computer opponent: search speed (nodes/s) per variant, and short matches between playing levels.
import {
  Game, Searcher, getVariant, parseFen, chooseMoveSync, LEVELS, VARIANT_IDS,
} from '../../packages/engine/src/index.ts';
import { int, measure, mismatchBanner, secs, table } from '../lib/harness.mjs';

export const description = 'search nodes/s per variant, and matches between levels (a higher level must score better)';

/**
 * Fixed-depth searches (no time limit, no noise, a fresh Searcher each run), so the node count is the
 * same every run and the harness can check it. Two positions per variant: the start, and the position
 * after a few natural opening moves.
 */
const SEARCHES = {
  chess: { depth: 7, moves: 'e4 e5 Nf3 Nc6 Bb5 a6' },
  berserker: { depth: 6, moves: 'e3 e5 Nb1=Z Nf6 Nf3 Nc6' },
  'game-of-pawns': { depth: 6, moves: 'e3 e6 Nc3 Nc6' },
  berolina: { depth: 7, moves: 'e2d3 e7f6 g1f3 b8c6' },
  'berserker-berolina': { depth: 6, moves: 'e2d3 e7f6 g1f3 b8c6' },
  'battle-of-the-kings': { depth: 6, moves: 'e4 e5 Nd4 Nd5' },
  brawl: { depth: 4, moves: 'f4 f9 Nc4 Nc9' },
  'berserker-brawl': { depth: 4, moves: 'f4 f9 Nc4 Nc9' },
};

/** Level pairings: the second is the higher level. Games from these openings, each played with both colours. */
const MATCHES = [
  { variant: 'chess', weaker: 'beginner', stronger: 'casual', openings: ['e4 e5', 'd4 d5', 'c4 e5', 'Nf3 d5'] },
  { variant: 'berserker', weaker: 'beginner', stronger: 'casual', openings: ['e3 e5', 'd3 d6', 'c3 e6', 'Nf3 Nf6'] },
  { variant: 'chess', weaker: 'casual', stronger: 'club', openings: ['e4 e5', 'd4 d5'] },
];
/** Games still running at the cap are scored by material: a lead of 3 pawns or more wins. */
const PLY_CAP = 160;
/** Per-move time in the matches (the levels' depths still apply), to keep the bench short. */
const MATCH_MOVETIME = 400;

function positionsFor(id) {
  const v = getVariant(id);
  const spec = SEARCHES[id];
  const game = new Game({ variant: id });
  for (const san of spec.moves.split(' ')) game.play(san);
  return [
    { name: 'start', fen: v.def.startFen },
    { name: spec.moves, fen: game.fen() },
  ].map((p) => ({ ...p, depth: spec.depth, pos: parseFen(v, p.fen) }));
}

function materialLead(game, color) {
  const c = color === 'white' ? 0 : 1;
  let lead = 0;
  for (const code of game.position.board) {
    if (code === 0) continue;
    const p = game.variant.pieces[(code & 15) - 1];
    if (p.royal) continue;
    lead += (code >> 4 === c ? 1 : -1) * p.value;
  }
  return lead;
}

/** One game; returns the stronger level's points (1, ½, 0) and how it ended. */
function playMatchGame(m, opening, strongerIs) {
  const game = new Game({ variant: m.variant });
  for (const san of opening.split(' ')) game.play(san);
  const searchers = { white: new Searcher({ hashMB: 8 }), black: new Searcher({ hashMB: 8 }) };
  for (let ply = 0; ply < PLY_CAP && !game.status().over; ply++) {
    const side = game.controller;
    const level = LEVELS[side === strongerIs ? m.stronger : m.weaker];
    const r = chooseMoveSync(game, level, { searcher: searchers[side], movetime: MATCH_MOVETIME });
    game.play(r.move);
  }
  const s = game.status();
  if (s.over) return { points: s.winner === strongerIs ? 1 : s.winner === null ? 0.5 : 0, how: s.reason };
  const lead = materialLead(game, strongerIs);
  return { points: lead >= 3 ? 1 : lead <= -3 ? 0 : 0.5, how: `cap, material ${lead >= 0 ? '+' : ''}${lead}` };
}

export async function run({ log, policy, reportMismatch }) {
  const speed = [];
  for (const id of VARIANT_IDS) {
    for (const p of positionsFor(id)) {
      const r = measure(() => new Searcher({ hashMB: 16 }).search(p.pos, { depth: p.depth, seed: 1 }).nodes, policy);
      speed.push({ variant: id, position: p.name, fen: p.fen, depth: p.depth, ...r });
    }
  }
  log('\nsearch speed: fixed depth, fresh transposition table each run');
  log(table(
    ['variant', 'position', 'depth', 'nodes', 'k nodes/s', 'best time'],
    speed.map((r) => [r.variant, r.position, String(r.depth), int(r.nodes), (r.nps / 1000).toFixed(0), secs(r.bestSeconds)]),
    [2, 3, 4, 5],
  ));
  const perVariant = {};
  for (const r of speed) {
    perVariant[r.variant] ??= { nodes: 0, seconds: 0 };
    perVariant[r.variant].nodes += r.nodes;
    perVariant[r.variant].seconds += r.bestSeconds;
  }
  log('\nper variant (both positions together)');
  log(table(['variant', 'k nodes/s'], Object.entries(perVariant).map(([v, x]) => [v, (x.nodes / x.seconds / 1000).toFixed(0)]), [1]));

  const matches = [];
  const quick = policy.maxReps < 100;
  for (const m of MATCHES) {
    const openings = quick ? m.openings.slice(0, 1) : m.openings;
    const games = [];
    for (const opening of openings) {
      for (const strongerIs of ['white', 'black']) games.push({ opening, strongerIs, ...playMatchGame(m, opening, strongerIs) });
    }
    const points = games.reduce((a, g) => a + g.points, 0);
    matches.push({ ...m, openings, games, points, of: games.length });
    log(`\n${m.variant}: ${m.stronger} vs ${m.weaker}: ${points} of ${games.length} for ${m.stronger}`);
    for (const g of games) log(`  ${g.opening.padEnd(8)} ${m.stronger} as ${g.strongerIs.padEnd(5)}  ${String(g.points).padStart(3)}  ${g.how}`);
    if (points <= games.length / 2) {
      log(mismatchBanner([`${m.variant}: ${m.stronger} scored ${points} of ${games.length} against ${m.weaker}; it must score more than half`]));
      reportMismatch(`search: ${m.stronger} vs ${m.weaker} in ${m.variant}`);
    }
  }
  return {
    speed: speed.map(({ variant, position, fen, depth, nodes, nps, bestSeconds, reps }) => ({ variant, position, fen, depth, nodes, nps, bestSeconds, reps })),
    perVariant: Object.fromEntries(Object.entries(perVariant).map(([v, x]) => [v, { nodes: x.nodes, nps: x.nodes / x.seconds }])),
    matches: matches.map(({ variant, weaker, stronger, points, of, games }) => ({ variant, weaker, stronger, points, of, games })),
  };
}
