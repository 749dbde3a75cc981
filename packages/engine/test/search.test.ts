/**
 * The search: forced mates in every variant (each position checked by an independent brute-force
 * solver before the search is asked), R9's Berserker checkmate preferred, placement choices made by the
 * placer, repetition rules, limits and cancellation, and a mini-match where more depth scores better.
 */
import { describe, it, expect } from 'vitest';
import {
  Game, Searcher, getVariant, parseFen, makeSan, chooseMove, chooseMoveSync, pvToCoordinates, mateIn, isBerserkerMate,
  LEVELS, LEVEL_IDS, MATE, VARIANT_IDS, type Position, type Color, type Level,
} from '../src/index.js';
import { controller } from '../src/berserker.js';

// The engine is type-checked without DOM or Node types; these host APIs exist in Node and browsers.
declare const performance: { now(): number };
declare function setTimeout(callback: () => void, ms: number): unknown;
declare class AbortController {
  readonly signal: { readonly aborted: boolean };
  abort(): void;
}
declare const AbortSignal: { abort(): { readonly aborted: boolean } };

/**
 * Brute force, independent of the search: can `attacker` force a position where the other side has no
 * move and loses (checkmate; in Battle of the Kings any position without moves) within `plies` plies?
 * At a placement turn the placer chooses, as the rules say.
 */
function forcedWin(pos: Position, attacker: Color, plies: number): boolean {
  const moves = pos.legalMoves();
  if (moves.length === 0) return pos.turn !== attacker && (pos.inCheck() || pos.v.def.outcome.noMoves === 'loss');
  if (plies === 0) return false;
  const chooser = controller(pos, moves[0]!);
  for (const m of moves) {
    pos.make(m);
    const win = forcedWin(pos, attacker, plies - 1);
    pos.undo();
    if (chooser === attacker && win) return true;
    if (chooser !== attacker && !win) return false;
  }
  return chooser !== attacker;
}

interface MateCase {
  variant: string;
  rules?: string;
  fen: string;
  /** Plies to the win, counting placement plies (the placer's choices) too. */
  plies: number;
  /** The only first move that wins that fast, when there is one (SAN). */
  move?: string;
  why: string;
}

const MATES: MateCase[] = [
  { variant: 'chess', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', plies: 1, move: 'Ra8#', why: 'back rank: the f7-g7-h7 pawns take the king\'s flight squares' },
  { variant: 'chess', fen: 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1', plies: 1, move: 'Ra1#', why: 'the same back-rank mate for Black' },
  { variant: 'chess', fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1', plies: 3, why: 'two rooks: one takes the 7th rank, the other mates on the 8th' },
  { variant: 'chess', fen: '8/7k/8/8/8/8/R7/1R4K1 w - - 0 1', plies: 5, why: 'the rook ladder from one rank further' },
  {
    variant: 'berserker', fen: '6rk/6pp/3Z4/6N1/8/8/8/6K1 w - - 0 1 Tt', plies: 1, move: 'Zf7#',
    why: 'smothered mate: knight and Berserker both reach f7; R9 makes the Berserker\'s mate worth 2 points',
  },
  {
    variant: 'berserker', fen: '6k1/8/8/8/4n3/8/6PP/1N5K w - - 0 1 tR', plies: 2, move: 'Ng1=Z',
    why: 'Black places White\'s Berserker (R3): on g1 it takes the king\'s only flight square, then Nf2 is smothered mate',
  },
  {
    variant: 'berserker', rules: 'trigger=cross; threat=owner', fen: '6k1/8/8/8/4n3/8/6PP/1N5K w - - 0 1 tR', plies: 2, move: 'Ng1=Z',
    why: 'the same placement mate under other options (g1 attacks none of White\'s pieces either)',
  },
  {
    variant: 'berserker', fen: '7k/6pp/8/4N3/3z4/8/1B6/6K1 w - - 0 20 T', plies: 3, move: 'Bxd4',
    why: 'take the Berserker (R4): Black\'s next turn is White placing it, on g8, where it blocks its own king; then Nf7#',
  },
  { variant: 'berserker', fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1 -', plies: 3, why: 'the rook ladder (no knights, so no Berserker is released)' },
  { variant: 'game-of-pawns', fen: '6nk/6pp/8/6N1/8/8/8/4K3 w - - 0 10 -', plies: 1, move: 'Nf7#', why: 'smothered mate by the knight' },
  { variant: 'game-of-pawns', fen: '7k/1P4pp/8/8/8/8/8/4K3 w - - 0 10 -', plies: 1, why: 'promotion on the back rank (to a queen or a rook)' },
  { variant: 'game-of-pawns', fen: '7k/8/5K2/8/8/8/8/Q7 w - - 0 10 -', plies: 3, why: 'a promoted queen and the king' },
  { variant: 'berolina', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', plies: 1, move: 'Ra8#', why: 'back rank: Berolina pawns move diagonally and cannot come back to block' },
  { variant: 'berolina', fen: '7k/8/8/8/8/8/R7/1R4K1 w - - 0 1', plies: 3, why: 'the rook ladder' },
  { variant: 'berserker-berolina', fen: '6rk/6pp/3Z4/8/8/8/8/6K1 w - - 0 1 Tt', plies: 1, move: 'Zf7#', why: 'Berserker smothered mate; Berolina pawns capture straight ahead, not onto f7' },
  {
    variant: 'berserker-berolina', fen: '7k/6pp/8/4N3/3z4/8/1B6/6K1 w - - 0 20 T', plies: 3, move: 'Bxd4',
    why: 'take the Berserker, place it on g8, then Ng6# or Nf7# (the h7 Berolina pawn cannot take on g6)',
  },
  {
    variant: 'battle-of-the-kings', fen: '7k/5K2/8/8/8/8/8/3B4 w - - 0 10', plies: 1,
    why: 'Bc2 covers h7, the king covers g8 and g7: Black has no move, and a side without moves loses',
  },
  {
    variant: 'battle-of-the-kings', fen: '7k/8/8/8/8/8/R7/1R6 w - - 0 10', plies: 1, move: 'Rg1',
    why: 'the rook takes the g-file and the queen it leaves on b1 covers h7: Black has no move',
  },
  { variant: 'battle-of-the-kings', fen: '7k/8/5K2/8/8/8/8/3B4 w - - 0 10', plies: 3, why: 'king and bishop take all the squares' },
  { variant: 'battle-of-the-kings', fen: '7k/8/8/8/8/8/8/3B1K2 w - - 0 10', plies: 5, why: 'the same, from further away' },
  { variant: 'brawl', fen: '5k6/4ppp5/12/12/12/12/12/12/12/12/12/R5K5 w - - 0 1', plies: 1, move: 'Ra12#', why: 'back-rank mate on the 12x12 board' },
  { variant: 'brawl', fen: '11k/12/12/12/12/12/12/12/12/12/R11/1R4K5 w - - 0 1', plies: 3, why: 'the rook ladder on 12 ranks' },
  { variant: 'berserker-brawl', fen: '10rk/10pp/7Z4/12/12/12/12/12/12/12/12/K11 w - - 0 1 Tt', plies: 1, move: 'Zj11#', why: 'Berserker smothered mate in the corner' },
  {
    variant: 'berserker-brawl', fen: '11k/10pp/7N4/12/12/12/12/12/4z7/12/12/1B4K5 w - - 0 20 T', plies: 3, move: 'Bxe4',
    why: 'take the Berserker, place it on k12 next to its king, then Nj11#',
  },
];

describe('forced mates in every variant', () => {
  it('covers every variant', () => {
    expect(new Set(MATES.map((c) => c.variant))).toEqual(new Set(VARIANT_IDS));
  });

  it.each(MATES.map((c) => [`${c.variant}${c.rules ? ` (${c.rules})` : ''}: ${c.why}`, c] as const))('%s', (_, c) => {
    const pos = parseFen(getVariant(c.variant, c.rules), c.fen);
    const attacker = controller(pos, pos.legalMoves()[0]!);
    // The position is what the table says: a forced win in exactly `plies`, not fewer.
    expect(forcedWin(pos, attacker, c.plies), 'brute force finds the win').toBe(true);
    if (c.plies > 1) expect(forcedWin(pos, attacker, c.plies - 1), 'and no faster one').toBe(false);

    const r = new Searcher({ hashMB: 4 }).search(pos, { depth: c.plies + 1 });
    expect(r.chooser).toBe(attacker);
    expect(r.mate, `mate score, got ${r.score}`).toBe(Math.ceil(c.plies / 2));
    expect(r.score).toBeGreaterThan(MATE - 2 * c.plies - 2);
    const san = makeSan(pos, r.move!);
    if (c.move) expect(san).toBe(c.move);
    // Whatever it chose keeps the win on schedule.
    pos.make(r.move!);
    expect(forcedWin(pos, attacker, c.plies - 1), `${san} keeps the forced win`).toBe(true);
    pos.undo();
    expect(r.pv.length).toBeGreaterThanOrEqual(c.plies);
    expect(pvToCoordinates(pos, r.pv)).toHaveLength(r.pv.length);
  });
});

describe('R9: a Berserker checkmate is preferred', () => {
  it('plays Zf7# rather than the equal Nf7#, and the game scores it 2 points', () => {
    const game = new Game({ variant: 'berserker', fen: '6rk/6pp/3Z4/6N1/8/8/8/6K1 w - - 0 1 Tt' });
    const r = chooseMoveSync(game, 'club');
    expect(r.san).toBe('Zf7#');
    expect(r.berserkerMate).toBe(true);
    expect(isBerserkerMate(r.score)).toBe(true);
    game.play(r.move!);
    expect(game.status()).toMatchObject({ reason: 'berserker-checkmate', points: { white: 2, black: 0 } });
  });

  it('mate scores: a Berserker mate beats a plain mate of the same length, never a shorter one', () => {
    // A win at ply p scores MATE - 2p, one more for a Berserker checkmate.
    expect(mateIn(MATE - 2)).toBe(1);
    expect(mateIn(MATE - 1)).toBe(1);
    expect(isBerserkerMate(MATE - 1)).toBe(true);
    expect(isBerserkerMate(MATE - 2)).toBe(false);
    expect(mateIn(MATE - 6)).toBe(2);
    expect(mateIn(-(MATE - 4))).toBe(-1);
    expect(mateIn(-(MATE - 8))).toBe(-2);
    expect(mateIn(250)).toBeNull();
    expect(MATE - 2 * 3 + 1).toBeLessThan(MATE - 2 * 1);
  });
});

describe('placement turns', () => {
  it('the placer chooses the square worst for the owner', () => {
    // Black triggered; White's Berserker is released and Black places it (R3).
    const game = new Game({ variant: 'berserker', fen: '6k1/8/8/8/4n3/8/6PP/1N5K w - - 0 1 tR' });
    expect(game.controller).toBe('black');
    const r = chooseMoveSync(game, 'casual');
    expect(r.chooser).toBe(1);
    expect(r.san).toBe('Ng1=Z');
    expect(r.mate).toBe(1);
  });

  it('in quiescence too the placer chooses: Black takes the Berserker, places it on g1 and mates with Nxf2', () => {
    // White: Kh1, pawns f2 g2 h2, Berserker b6; Black: Ke8, pawn a7, knight g4. After 1... axb6 Black
    // places White's Berserker (any empty square of rank 1 qualifies); on g1 it takes the king's last
    // square and 2... Nxf2 is a smothered mate. Anywhere else Kg1 escapes. A depth-1 search reaches the
    // placement and the mate only in quiescence, so only a quiescence that lets Black choose finds it.
    const pos = parseFen(getVariant('berserker'), '4k3/p7/1Z6/8/6n1/8/5PPP/7K b - - 0 1 t');
    expect(forcedWin(pos, 1, 3)).toBe(true);
    const r = new Searcher().search(pos, { depth: 1 });
    expect(makeSan(pos, r.move!)).toBe('axb6');
    expect(r.score).toBe(MATE - 6);
    expect(r.mate).toBe(2);
  });

  it('after 1. e3 e5 it is Black who picks White\'s Berserker square, with the score from Black\'s side', () => {
    const game = new Game({ variant: 'berserker' });
    game.play('e3');
    game.play('e5');
    const r = chooseMoveSync(game, { ...LEVELS.club, depth: 3 });
    expect(r.chooser).toBe(1);
    expect(r.san).toMatch(/^N[a-h]?[a-h]1=Z$/);
  });
});

describe('repetition and the game history', () => {
  it('Battle of the Kings: never repeats a position (the repeating side loses)', () => {
    // 1. Kb1 Kg8 2. Ka1: now Kh8 would bring back the start position, which loses for Black.
    const game = new Game({ variant: 'battle-of-the-kings', fen: '7k/8/8/8/8/8/8/K7 w - - 0 10' });
    for (const san of ['Kb1', 'Kg8', 'Ka1']) game.play(san);
    const r = chooseMoveSync(game, 'club');
    expect(r.san).not.toBe('Kh8');
    expect(r.score).toBeGreaterThan(-MATE + 100);
  });
});

describe('limits, progress and cancellation', () => {
  const MIDDLEGAME = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8';

  it('reports every iteration, deeper each time, with a legal principal variation', () => {
    const pos = parseFen(getVariant('chess'), MIDDLEGAME);
    const infos: number[] = [];
    const r = new Searcher().search(pos, { depth: 4, onInfo: (i) => infos.push(i.depth) });
    expect(infos).toEqual([1, 2, 3, 4]);
    expect(r.depth).toBe(4);
    expect(pos.legalMoves()).toContain(r.move);
    expect(pvToCoordinates(pos, r.pv)).toHaveLength(r.pv.length);
    expect(r.nodes).toBeGreaterThan(0);
  });

  it('leaves the position it was given unchanged', () => {
    const game = new Game({ variant: 'berserker-brawl' });
    const before = game.fen();
    chooseMoveSync(game, { ...LEVELS.casual, depth: 2 });
    expect(game.fen()).toBe(before);
  });

  it('a node limit and a time limit stop it', () => {
    const pos = parseFen(getVariant('chess'), MIDDLEGAME);
    const byNodes = new Searcher().search(pos, { nodes: 3000 });
    expect(byNodes.reason).toBe('nodes');
    expect(pos.legalMoves()).toContain(byNodes.move);
    const t0 = performance.now();
    const byTime = new Searcher().search(pos, { movetime: 150 });
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(pos.legalMoves()).toContain(byTime.move);
  });

  it('shouldStop() stops a search promptly with a legal move', () => {
    const pos = parseFen(getVariant('brawl'), getVariant('brawl').def.startFen);
    let calls = 0;
    const r = new Searcher().search(pos, { shouldStop: () => ++calls > 3 });
    expect(r.reason).toBe('stopped');
    expect(pos.legalMoves()).toContain(r.move);
  });

  it('an already aborted signal still gives a legal move', () => {
    const pos = parseFen(getVariant('berserker'), getVariant('berserker').def.startFen);
    const r = new Searcher().search(pos, { signal: AbortSignal.abort() });
    expect(r.reason).toBe('stopped');
    expect(pos.legalMoves()).toContain(r.move);
  });

  it('chooseMove yields between slices, so aborting the signal mid-search stops it', async () => {
    const game = new Game({ variant: 'chess', fen: MIDDLEGAME });
    const controller = new AbortController();
    let progress = 0;
    const t0 = performance.now();
    const pending = chooseMove(game, 'strong', { signal: controller.signal, movetime: 20_000, onInfo: () => progress++ });
    setTimeout(() => controller.abort(), 300);
    const r = await pending;
    const elapsed = performance.now() - t0;
    expect(elapsed).toBeLessThan(3000);
    expect(r.reason).toBe('stopped');
    expect(progress).toBeGreaterThan(0);
    expect(game.position.legalMoves()).toContain(r.move);
    expect(r.san).toBe(game.describe(r.move!).san);
  });

  it('a game that is over has no move to choose', () => {
    const game = new Game({ variant: 'chess', fen: 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1' });
    const r = chooseMoveSync(game, 'beginner');
    expect(r.move).toBeNull();
    expect(r.reason).toBe('no-moves');
    expect(r.mate).toBe(0);
  });
});

describe('levels', () => {
  it('at least three, from weakest to strongest', () => {
    expect(LEVEL_IDS.length).toBeGreaterThanOrEqual(3);
    const lv = LEVEL_IDS.map((id) => LEVELS[id]);
    for (let i = 1; i < lv.length; i++) {
      expect(lv[i]!.noise).toBeLessThanOrEqual(lv[i - 1]!.noise);
      expect(lv[i]!.movetime).toBeGreaterThanOrEqual(lv[i - 1]!.movetime);
      expect(lv[i]!.depth ?? 99).toBeGreaterThan(lv[i - 1]!.depth ?? 99);
    }
  });

  it('a level with more depth scores better in a mini-match', () => {
    const weak: Level = { id: 'd1', name: 'depth 1', description: '', depth: 1, movetime: 600_000, noise: 0 };
    const strong: Level = { id: 'd3', name: 'depth 3', description: '', depth: 3, movetime: 600_000, noise: 0 };
    const openings = ['e4 e5', 'd4 d5', 'c4 e5', 'Nf3 d5'];
    let points = 0, games = 0;
    for (const opening of openings) {
      for (const strongIs of ['white', 'black'] as const) {
        const game = new Game({ variant: 'chess' });
        for (const san of opening.split(' ')) game.play(san);
        const searchers = { white: new Searcher({ hashMB: 2 }), black: new Searcher({ hashMB: 2 }) };
        for (let ply = 0; ply < 100 && !game.status().over; ply++) {
          const side = game.controller;
          const r = chooseMoveSync(game, side === strongIs ? strong : weak, { searcher: searchers[side] });
          game.play(r.move!);
        }
        const s = game.status();
        games++;
        // Unfinished games are scored by material (a clear lead of 3 pawns or more wins).
        if (s.over) points += s.winner === strongIs ? 1 : s.winner === null ? 0.5 : 0;
        else points += materialLead(game, strongIs) >= 3 ? 1 : materialLead(game, strongIs) <= -3 ? 0 : 0.5;
      }
    }
    expect(points).toBeGreaterThanOrEqual(games * 0.7);
  });
});

function materialLead(game: Game, color: 'white' | 'black'): number {
  const c = color === 'white' ? 0 : 1;
  let lead = 0;
  for (const code of game.position.board) {
    if (code === 0) continue;
    const value = game.variant.pieces[(code & 15) - 1]!.value;
    lead += code >> 4 === c ? value : -value;
  }
  return lead;
}
