// PGN inputs for the pgn bench section (and for measuring older engines with the same inputs): long
// legal games with many one-move variations, deep nesting, and many empty games. Every input is
// built from a seed, so it is the same on every run; `engine` is the engine module to build them with.

/**
 * A legal game of `plies` plies that never ends early: a seeded random walk that never repeats a
 * position (so no threefold), plays a pawn move or a capture when the 50-move clock gets high, and
 * avoids moves that end the game. Returns the moves as SAN.
 */
export function longGame(engine, plies, seed = 1) {
  const rand = engine.seededRandom(seed);
  const game = new engine.Game({ variant: 'chess' });
  const seen = new Set([positionKey(game.fen())]);
  const sans = [];
  while (sans.length < plies) {
    const moves = game.legalMoves();
    const irreversible = (m) => m.piece === 'P' || m.captured !== null;
    const late = game.position.halfmove >= 60;
    // Captures drain material (insufficient material ends the game): only when the clock demands it.
    const ranked = shuffle(moves, rand).sort((a, b) => score(b) - score(a));
    function score(m) {
      if (late) return irreversible(m) ? 2 : 0;
      return m.captured ? 0 : 1;
    }
    let chosen = null;
    for (const m of ranked) {
      game.play(m.move);
      const key = positionKey(game.fen());
      const ok = !game.status().over && !seen.has(key) && game.legalMoves().length > 1;
      if (ok) { seen.add(key); chosen = m; break; }
      game.undo();
    }
    if (!chosen) throw new Error(`longGame: stuck after ${sans.length} plies (seed ${seed})`);
    sans.push(chosen.san);
  }
  return sans;
}

/** Board, side, castling, en passant and the Berserker field: what repetition compares (C12). */
const positionKey = (fen) => fen.split(' ').filter((_, i) => i !== 4 && i !== 5).join(' ');

function shuffle(xs, rand) {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * Movetext of `sans` with `variations` one-move variations spread evenly over its plies, each an
 * alternative legal move at that ply: the shape that made the old reader replay from move 0 each time.
 */
export function variationsPgn(engine, sans, variations) {
  const game = new engine.Game({ variant: 'chess' });
  const perPly = new Map();
  for (let i = 0; i < variations; i++) {
    const ply = Math.floor((i * sans.length) / variations);
    perPly.set(ply, (perPly.get(ply) ?? 0) + 1);
  }
  let text = '[Event "variations"]\n\n';
  const parts = [];
  for (let ply = 0; ply < sans.length; ply++) {
    const number = `${Math.floor(ply / 2) + 1}${ply % 2 ? '...' : '.'}`;
    if (ply % 2 === 0) parts.push(number);
    parts.push(sans[ply]);
    const count = perPly.get(ply) ?? 0;
    if (count > 0) {
      const others = game.legalMoves().map((m) => m.san).filter((s) => s !== sans[ply]);
      for (let k = 0; k < count; k++) parts.push(`(${number} ${others[k % others.length]})`);
      if (ply % 2 === 0) parts.push(`${Math.floor(ply / 2) + 1}...`);
    }
    game.play(sans[ply]);
  }
  parts.push('*');
  // Wrap at about 80 columns, as exported PGN is.
  let line = '';
  for (const p of parts) {
    if (line.length + p.length + 1 > 80) { text += `${line}\n`; line = p; } else line = line ? `${line} ${p}` : p;
  }
  return `${text}${line}\n`;
}

/** Variations nested `depth` deep: 1. e4 (1. d4 (1. d4 (… ))) — each replaces the move before it. */
export function deepNestingPgn(depth) {
  return `1. e4 ${'(1. d4 '.repeat(depth)}${')'.repeat(depth)} *\n`;
}

/** `count` games without tags or moves, `*` each: 40,000 of them are 78 KB. */
export function emptyGamesPgn(count) {
  return '*\n'.repeat(count);
}
