/**
 * readPgn and readGameTrees under mutated input: valid PGNs (master games, Berserker games with
 * placements and Oh No! records, comment commands, many variations) truncated, with bytes flipped,
 * snippets inserted, nesting thousands deep and hundreds of extra variations. Every failure must be a
 * ChessError saying where; whatever is read must write and read back the same (issue 17); and the
 * work per input, counted in moves played and undone (not in time), stays within the size of the input.
 */
import { describe, it, expect, vi, afterAll } from 'vitest';
import { readPgn, readGame, writePgn, readGameTrees, readGameTree, writeGameTree, Game, ChessError } from '../src/index.js';
import { seededRandom } from './random.js';
import masterGames from './fixtures/master-games.pgn?raw';

const BERSERKER = `[Event "Annotated"]
[Variant "Berserker"]
[Rules "ohNo=on"]

{ Start [%csl Ge3] } 1. e3 { [%clk 0:05:00] } e5 $1 { triggers [%cal Re5e4] } (1... d6 2. Nf3 (2. d3 Nf6) 2... Nd7)
2. Ng1=Z { Oh no! Nb1=Z } (2. Nb1=Z Nc6 (2... Nf6)) 2... d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2 { Oh no! Qe1 taken back } *
`;

const CAPTURER_TURN = `[Variant "Berserker"]
[Rules "capture=capturer-turn"]

1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3/Zf1 5. Bxf3 *
`;

/** Split into single games, so each seed is small and mutations reach every part. */
const SEEDS: string[] = [
  ...masterGames.split(/\n(?=\[Event )/).filter((g) => g.trim() !== ''),
  BERSERKER,
  CAPTURER_TURN,
  withVariations(masterGames.split(/\n(?=\[Event )/)[0]!),
  '1. e4 (1. d4 (1. c4 (1. Nf3))) e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 1-0\n\n[Event "b"]\n\n1. d4 {x} d5 *',
];

/** A game with a one-move variation after every move: the shape that once cost plies² to read. */
function withVariations(pgn: string): string {
  const game = readGame(pgn).game;
  const g = new Game();
  let text = '';
  for (const [i, m] of game.history.entries()) {
    const other = g.legalMoves().find((x) => x.san !== m.san)?.san;
    const number = `${Math.floor(i / 2) + 1}${i % 2 ? '...' : '.'}`;
    text += `${number} ${m.san} ${other ? `(${number} ${other}) ` : ''}`;
    g.play(m.san);
  }
  return `${text}*`;
}

const FLIP = '()[]{}"$!?.;%*01/2-=+#xNBRQKZ@ abcdefgh12345678\n\r\t\\½…\uFEFF';
const SNIPPETS = [
  '(', ')', '{', '}', '(1. d4 ', ') ', '[%clk 0:01:00]', '[%cal Ge2e4]', '{Oh no! e4}', '{Oh no! Nc3 taken back}', '$1', ' 1-0 ',
  '[Event "x"]\n', '[Result "x"]\n', '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n', ' * ', '..', ' -- ', ' O-O ', ' Nb1=Z ', ' exf3/Zf1 ', ' e4 ', ' 1... ',
];
const MOVES = ['e4', 'd4', 'Nf3', 'a3', 'Nb1=Z', 'e5', 'O-O'];

function mutate(text: string, rand: () => number): string {
  let s = text;
  const edits = 1 + Math.floor(rand() * 2);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rand() * (s.length + 1));
    const op = rand();
    if (op < 0.15) s = s.slice(0, at); // truncation
    else if (op < 0.45) s = s.slice(0, at) + FLIP[Math.floor(rand() * FLIP.length)]! + s.slice(at + 1); // byte flip
    else if (op < 0.55) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(rand() * 20)); // deletion
    else if (op < 0.8) s = s.slice(0, at) + SNIPPETS[Math.floor(rand() * SNIPPETS.length)]! + s.slice(at); // insertion
    else if (op < 0.9) {
      // Deep nesting at a space: balanced, so it often parses and reaches the replay.
      const space = s.indexOf(' ', at);
      if (space < 0) continue;
      const depth = 1 + Math.floor(rand() * 3000);
      const move = MOVES[Math.floor(rand() * MOVES.length)]!;
      s = `${s.slice(0, space)} ${`(${move} `.repeat(depth)}${')'.repeat(depth)}${s.slice(space)}`;
    } else {
      // Many variations at a space.
      const space = s.indexOf(' ', at);
      if (space < 0) continue;
      const move = MOVES[Math.floor(rand() * MOVES.length)]!;
      s = `${s.slice(0, space)}${` (${move})`.repeat(1 + Math.floor(rand() * 300))}${s.slice(space)}`;
    }
  }
  return s;
}

// Work is counted in Game moves played and undone (ohNo's own undo included) while a text is read.
const play = vi.spyOn(Game.prototype, 'play');
const undo = vi.spyOn(Game.prototype, 'undo');
afterAll(() => {
  play.mockRestore();
  undo.mockRestore();
});

function work<T>(fn: () => T): { value: T | null; error: unknown; moves: number } {
  play.mockClear();
  undo.mockClear();
  let value: T | null = null, error: unknown = null;
  try {
    value = fn();
  } catch (e) {
    error = e;
  }
  return { value, error, moves: play.mock.calls.length + undo.mock.calls.length };
}

function expectNamedError(e: unknown, text: string): void {
  if (!(e instanceof ChessError)) throw new Error(`not a ChessError for ${JSON.stringify(text.slice(0, 300))}: ${String(e)}`);
  expect(e.code).toMatch(/^ERR_/);
  expect(e.where, e.message).toBeTruthy();
}

describe('fuzz: readPgn and readGameTrees on mutated PGN', () => {
  it('fail only with a located ChessError, write back what they read, and do work in proportion to the input', () => {
    const rand = seededRandom(20240517);
    let read = 0, refused = 0;
    for (let i = 0; i < 600; i++) {
      const text = mutate(SEEDS[i % SEEDS.length]!, rand);
      const games = work(() => readPgn(text));
      const trees = work(() => readGameTrees(text));
      // Each move of the text is played once and, in a variation, undone once; an Oh No! record adds a
      // move and its take-back. Every such move takes at least two characters of text.
      for (const w of [games, trees]) {
        expect(w.moves, JSON.stringify(text.slice(0, 300))).toBeLessThanOrEqual(text.length + 4);
      }
      if (games.error) {
        refused++;
        expectNamedError(games.error, text);
        expectNamedError(trees.error, text);
        expect((trees.error as ChessError).message).toBe((games.error as ChessError).message);
        continue;
      }
      read++;
      expect(trees.error).toBeNull();
      for (const { game, record } of games.value!) {
        const again = readGame(writePgn(game, { annotations: record }));
        expect(again.game.history.map((m) => m.san)).toEqual(game.history.map((m) => m.san));
        expect(again.game.takeBackLog.map((t) => t.retracted.san)).toEqual(game.takeBackLog.map((t) => t.retracted.san));
      }
      for (const tree of trees.value!) expect(readGameTree(writeGameTree(tree))).toEqual(tree);
    }
    // Enough inputs get through to exercise the replay and the writers, not only the lexer.
    expect(read, `read ${read}, refused ${refused}`).toBeGreaterThan(80);
    expect(refused, `read ${read}, refused ${refused}`).toBeGreaterThan(200);
  });
});
