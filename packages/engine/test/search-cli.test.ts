/**
 * `berserker bestmove`, run in-process through `main(argv, io)`: one info line per finished iteration
 * (`info depth D score cp S nodes N pv ...` or `score mate M`), then the chosen move in SAN alone on the
 * last line; errors with the CLI's exit codes (1 a bad position or move, 2 a bad command line).
 */
import { describe, it, expect } from 'vitest';
import { runCli } from './helpers.js';
import { Game } from '../src/index.js';

const run = runCli;

const INFO = /^info depth (\d+) score (cp -?\d+|mate -?\d+) nodes (\d+)( pv( \S+)+)?$/;

describe('bestmove', () => {
  it('berserker --depth 4 e3 e5: four info lines, then the placement Black chooses for White\'s Berserker', async () => {
    const r = await run('bestmove', '--variant', 'berserker', '--depth', '4', 'e3', 'e5');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const info = r.out.slice(0, -1);
    expect(info).toHaveLength(4);
    info.forEach((line, i) => {
      const m = INFO.exec(line);
      expect(m, line).not.toBeNull();
      expect(Number(m![1])).toBe(i + 1);
    });
    // After 1. e3 e5 Black has triggered: White's move 2 is a release placed by Black (R3).
    const game = new Game({ variant: 'berserker' });
    game.play('e3');
    game.play('e5');
    const san = r.out.at(-1)!;
    expect(game.legalMoves().map((m) => m.san)).toContain(san);
    expect(san).toMatch(/=Z$/);
    // The principal variation starts with the chosen move, in coordinates.
    expect(info.at(-1)!.split(' pv ')[1]!.split(' ')[0]).toBe(game.legalMoves().find((m) => m.san === san)!.coordinate);
  });

  it('reports a mate as "score mate N"', async () => {
    const r = await run('bestmove', '--variant', 'chess', '--fen', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', '--depth', '3');
    expect(r.code).toBe(0);
    expect(r.out.at(-1)).toBe('Ra8#');
    expect(r.out[0]).toBe('info depth 1 score mate 1 nodes ' + INFO.exec(r.out[0]!)![3] + ' pv a1a8');
  });

  it('--movetime alone, with moves given as one string with move numbers', async () => {
    const r = await run('bestmove', '--variant=chess', '--movetime=200', '1. e4 e5 2. Nf3');
    expect(r.code).toBe(0);
    expect(r.out.length).toBeGreaterThanOrEqual(2);
    const game = new Game({ variant: 'chess' });
    for (const san of ['e4', 'e5', 'Nf3']) game.play(san);
    expect(game.legalMoves().map((m) => m.san)).toContain(r.out.at(-1));
  });

  it('every variant, and rule options', async () => {
    for (const [variant, rules] of [['game-of-pawns', ''], ['battle-of-the-kings', ''], ['berserker-brawl', 'capture=capturer-turn'], ['berserker', 'release=owner-marks; trigger=cross']] as const) {
      const r = await run('bestmove', '--variant', variant, ...(rules ? ['--rules', rules] : []), '--depth', '2');
      expect(r.code, `${variant}: ${r.err.join(' ')}`).toBe(0);
      expect(r.out.slice(0, -1).every((l) => INFO.test(l))).toBe(true);
      const game = new Game({ variant, ...(rules ? { rules } : {}) });
      expect(game.legalMoves().map((m) => m.san)).toContain(r.out.at(-1));
    }
  });

  it('needs --depth or --movetime (exit 2)', async () => {
    const r = await run('bestmove', '--variant', 'chess');
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/--depth N or --movetime MS/);
  });

  it.each([
    [['--depth', 'x']],
    [['--depth', '0']],
    [['--movetime', '-5']],
    [['--depth', '3', '--nodes', '10']],
  ])('rejects %j (exit 2)', async (args) => {
    const r = await run('bestmove', '--variant', 'chess', ...args);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
  });

  it('a finished game has no best move (exit 1)', async () => {
    const r = await run('bestmove', '--variant', 'chess', '--fen', 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', '--depth', '2');
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/game is over \(1-0, checkmate\)/);
  });

  it('an illegal move before the search (exit 1)', async () => {
    const r = await run('bestmove', '--variant', 'chess', '--depth', '2', 'e5');
    expect(r.code).toBe(1);
  });
});
