#!/usr/bin/env node
// Writes bench/lib/openings.json, the match benches' fixed opening books (`node bench/make-openings.mjs`;
// run it again only to change the books, and commit the result: a book must stay the same from run to
// run for matches to be comparable).
//   chess: sixteen main lines of the common openings, written by hand below.
//   every other variant: seeded random openings of four plies (placement turns included) that the
//   judge finds balanced — Fairy-Stockfish at depth 12 for Berolina, our engine at depth 6 for the
//   variants only it plays — within ±50 centipawns, at most one per first move pair, sixteen each.
import '../scripts/check-node.mjs';
import { register } from 'tsx/esm/api';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFairyStockfish } from '../scripts/fairy-stockfish.mjs';

register();
const engine = await import('../packages/engine/src/index.ts');
const here = dirname(fileURLToPath(import.meta.url));

const CHESS = [
  'e4 e5 Nf3 Nc6 Bb5 a6', 'e4 e5 Nf3 Nc6 Bc4 Bc5', 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6', 'e4 c5 Nf3 Nc6 d4 cxd4',
  'e4 e6 d4 d5 Nc3 Nf6', 'e4 c6 d4 d5 e5 Bf5', 'e4 d6 d4 Nf6 Nc3 g6', 'e4 e5 Nf3 Nf6 Nxe5 d6',
  'd4 d5 c4 e6 Nc3 Nf6', 'd4 d5 c4 c6 Nf3 Nf6', 'd4 Nf6 c4 g6 Nc3 Bg7', 'd4 Nf6 c4 e6 Nc3 Bb4',
  'd4 Nf6 c4 e6 Nf3 b6', 'c4 e5 Nc3 Nf6 g3 d5', 'Nf3 d5 g3 Nf6 Bg2 e6', 'd4 f5 g3 Nf6 Bg2 g6',
].map((line) => line.split(' '));

const PLIES = 4;
const COUNT = 16;
const WINDOW = 50;
const VARIANTS = ['berolina', 'berserker', 'game-of-pawns', 'berserker-berolina', 'battle-of-the-kings', 'brawl', 'berserker-brawl'];

const rnd = engine.seededRandom(20261128);
const searcher = new engine.Searcher();
const sf = await startFairyStockfish();

async function balance(variant, game) {
  if (variant === 'berolina') {
    await sf.newGame(variant);
    const moves = game.history.map((m) => m.coordinate);
    // Its score is the side to move's; ours below is the chooser's: both only need to be near 0.
    const out = await sf.go(moves, { depth: 12 });
    return out.score;
  }
  searcher.clear();
  return engine.chooseMoveSync(game, { id: 'book', name: 'book', description: '', depth: 6, movetime: 1e9, noise: 0 }, { searcher }).score;
}

const books = { chess: CHESS };
for (const variant of VARIANTS) {
  const book = [];
  const seen = new Set();
  for (let tries = 0; book.length < COUNT && tries < 2000; tries++) {
    const game = new engine.Game({ variant });
    for (let i = 0; i < PLIES && !game.status().over; i++) {
      const legal = game.legalMoves();
      game.play(legal[Math.floor(rnd() * legal.length)].san);
    }
    if (game.status().over || game.history.length < PLIES) continue;
    const key = game.history.slice(0, 2).map((m) => m.san).join(' ');
    if (seen.has(key)) continue;
    const score = await balance(variant, game);
    if (Math.abs(score) > WINDOW) continue;
    seen.add(key);
    book.push(game.history.map((m) => m.san));
    console.log(variant, book.length, book.at(-1).join(' '), score);
  }
  books[variant] = book;
}
sf.quit();
writeFileSync(join(here, 'lib', 'openings.json'), `${JSON.stringify(books, null, 1)}\n`);
console.log('wrote bench/lib/openings.json');
process.exit(0);
