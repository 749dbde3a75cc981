/**
 * The `berserker` command line, run in-process through `main(argv, io)`: every command's output format
 * and every class of error with its exit code (0 ok, 1 bad position or move, 2 bad command line).
 */
import { describe, it, expect } from 'vitest';
import { runCli } from './helpers.js';
import { VARIANT_IDS } from '../src/index.js';

const run = runCli;

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describe('perft', () => {
  it('prints the node count alone on the last line', async () => {
    const r = await run('perft', '--variant', 'chess', '--depth', '3');
    expect(r).toEqual({ code: 0, out: ['8902'], err: [] });
  });

  it('--depth=N and --variant=V forms', async () => {
    expect((await run('perft', '--variant=chess', '--depth=2')).out.at(-1)).toBe('400');
  });

  it('--fen', async () => {
    const r = await run('perft', '--variant', 'chess', '--fen', KIWIPETE, '--depth', '2');
    expect(r).toEqual({ code: 0, out: ['2039'], err: [] });
  });

  it.each([
    ['chess', '1', '20'],
    ['chess', '0', '1'],
    ['berolina', '3', '28328'],
    ['battle-of-the-kings', '3', '5062'],
    ['brawl', '2', '2304'],
  ])('%s depth %s = %s', async (variant, depth, n) => {
    const r = await run('perft', '--variant', variant, '--depth', depth);
    expect(r.code).toBe(0);
    expect(r.out.at(-1)).toBe(n);
    expect(r.err).toEqual([]);
  });

  it('--divide: one line per root move (coordinates, SAN, count), then the total', async () => {
    const r = await run('perft', '--variant', 'chess', '--depth', '2', '--divide');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(21);
    const rows = r.out.slice(0, -1);
    for (const line of rows) expect(line).toMatch(/^[a-h][1-8][a-h][1-8] [NBRQK]?[a-h][1-8]: \d+$/);
    expect(rows).toContain('e2e4 e4: 20');
    expect(rows).toContain('g1f3 Nf3: 20');
    expect(r.out.at(-1)).toBe('400');
    expect(rows.reduce((s, l) => s + Number(l.split(': ')[1]), 0)).toBe(400);
  });

  it('--divide on Kiwipete sums to 97862 at depth 3, castling shown as O-O', async () => {
    const r = await run('perft', '--variant', 'chess', '--fen', KIWIPETE, '--depth', '3', '--divide');
    expect(r.out).toHaveLength(49);
    expect(r.out.at(-1)).toBe('97862');
    expect(r.out.some((l) => /^e1g1 O-O: \d+$/.test(l))).toBe(true);
    expect(r.out.some((l) => /^e1c1 O-O-O: \d+$/.test(l))).toBe(true);
  });

  it('missing --depth is a command-line error', async () => {
    const r = await run('perft', '--variant', 'chess');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toContain('--depth');
  });

  it.each([['abc'], ['-1'], ['2.5'], ['']])('--depth "%s" is a command-line error', async (d) => {
    const r = await run('perft', '--variant', 'chess', '--depth', d);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('--depth');
  });

  it('--depth with no value at all', async () => {
    const r = await run('perft', '--variant', 'chess', '--depth');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('--depth');
  });

  it('moves given to perft are refused', async () => {
    const r = await run('perft', '--variant', 'chess', '--depth', '1', 'e4');
    expect(r.code).toBe(2);
  });

  it('a bad --fen exits 1 naming the FEN field', async () => {
    const r = await run('perft', '--variant', 'chess', '--fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', '--depth', '1');
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toContain('FEN side to move');
  });
});

describe('moves', () => {
  it('the legal moves in SAN, space-separated on one line', async () => {
    const r = await run('moves', '--variant', 'chess');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    expect(r.out[0]!.split(' ').sort()).toEqual(
      ['a3', 'a4', 'b3', 'b4', 'c3', 'c4', 'd3', 'd4', 'e3', 'e4', 'f3', 'f4', 'g3', 'g4', 'h3', 'h4', 'Na3', 'Nc3', 'Nf3', 'Nh3'].sort(),
    );
  });

  it('after the moves given, as separate words or one string with move numbers', async () => {
    const a = await run('moves', '--variant', 'chess', 'e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6');
    const b = await run('moves', '--variant', 'chess', '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6');
    expect(a.code).toBe(0);
    expect(b.out).toEqual(a.out);
    expect(a.out[0]!.split(' ')).toContain('Qxf7#');
  });

  it('an empty line when there are none', async () => {
    const r = await run('moves', '--variant', 'chess', 'f3', 'e5', 'g4', 'Qh4#');
    expect(r).toEqual({ code: 0, out: [''], err: [] });
  });

  it('Brawl castling and Berolina pawns', async () => {
    const brawl = await run('moves', '--variant', 'brawl', '--fen', 'dmsfcaqhfsmd/r4k5r/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/R4K5R/DMSFCAQHFSMD w KQkq - 0 1');
    expect(brawl.out[0]!.split(' ')).toEqual(expect.arrayContaining(['O-O', 'O-O-O']));
    const bero = await run('moves', '--variant', 'berolina');
    expect(bero.out[0]!.split(' ')).toHaveLength(30);
  });
});

describe('play', () => {
  it('the FEN after the moves, on the last line', async () => {
    const r = await run('play', '--variant', 'chess', 'e4', 'e5', 'Nf3');
    expect(r.code).toBe(0);
    expect(r.out.at(-1)).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
    expect(r.err).toEqual([]);
  });

  it('from --fen, with tolerant SAN and coordinates', async () => {
    const r = await run('play', '--variant', 'chess', '--fen', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '0-0', 'e8c8');
    expect(r.out.at(-1)).toBe('2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2');
  });

  it('no moves: the start FEN', async () => {
    expect((await run('play', '--variant', 'battle-of-the-kings')).out.at(-1)).toBe('8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1');
  });

  it('every seed variant', async () => {
    expect((await run('play', '--variant', 'battle-of-the-kings', 'e4')).out.at(-1)).toBe('8/pppppppp/8/8/4P3/8/PPPPNPPP/8 b - - 0 1');
    expect((await run('play', '--variant', 'berolina', 'e2c4')).out.at(-1)).toBe('rnbqkbnr/pppppppp/8/8/2P5/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect((await run('play', '--variant', 'brawl', 'e6')).out.at(-1)).toBe(
      'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/4P7/12/12/PPPP1PPPPPPP/RNBJHKQCJBNR/DMSFCAQHFSMD b KQkq - 0 1',
    );
  });

  it('an illegal move exits 1 naming the ply, the move and why', async () => {
    const r = await run('play', '--variant', 'chess', 'e4', 'e5', 'Ke3');
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    const msg = r.err.join('\n');
    expect(msg).toContain('ply 3');
    expect(msg).toContain('Ke3');
    expect(msg).toMatch(/not legal|illegal/);
  });

  it('an unparsable move exits 1 naming the ply, the move and why', async () => {
    const r = await run('play', '--variant', 'chess', 'e4', 'banana');
    expect(r.code).toBe(1);
    const msg = r.err.join('\n');
    expect(msg).toContain('ply 2');
    expect(msg).toContain('banana');
    expect(msg).toMatch(/not a move/);
  });

  it('an illegal castling exits 1 naming the ply and the move', async () => {
    const r = await run('play', '--variant', 'chess', 'e4', 'e5', 'O-O');
    expect(r.code).toBe(1);
    const msg = r.err.join('\n');
    expect(msg).toContain('ply 3');
    expect(msg).toContain('O-O');
    expect(msg).toMatch(/castle/);
  });

  it('an ambiguous move exits 1', async () => {
    const r = await run('play', '--variant', 'chess', '--fen', '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1', 'Nd2');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/ambiguous/);
    expect(r.err.join('\n')).toContain('ply 1');
  });

  it('a move after the game has ended exits 1', async () => {
    const r = await run('play', '--variant', 'chess', 'f3', 'e5', 'g4', 'Qh4#', 'a3');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('ply 5');
  });

  it('threefold repetition ends the game by itself (C12): a ninth knight move is refused, and no move is listed', async () => {
    const knights = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'];
    const r = await run('play', '--variant', 'chess', ...knights, 'Nf3');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/ply 9.*Nf3.*game is over \(1\/2-1\/2, threefold-repetition\)/);
    expect(await run('status', '--variant', 'chess', ...knights)).toMatchObject({ code: 0, out: ['1/2-1/2 threefold-repetition (points: white 1/2, black 1/2)'] });
    expect(await run('moves', '--variant', 'chess', ...knights)).toEqual({ code: 0, out: [''], err: [] });
  });
});

describe('status', () => {
  it('ongoing', async () => {
    expect(await run('status', '--variant', 'chess', 'e4')).toEqual({ code: 0, out: ['ongoing'], err: [] });
  });

  it('checkmate: result, reason and points', async () => {
    const r = await run('status', '--variant', 'chess', 'f3', 'e5', 'g4', 'Qh4#');
    expect(r).toEqual({ code: 0, out: ['0-1 checkmate (points: white 0, black 1)'], err: [] });
  });

  it('stalemate and threefold repetition: half points', async () => {
    expect((await run('status', '--variant', 'chess', '--fen', '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1', 'Qf7')).out).toEqual([
      '1/2-1/2 stalemate (points: white 1/2, black 1/2)',
    ]);
    expect((await run('status', '--variant', 'chess', 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8')).out).toEqual([
      '1/2-1/2 threefold-repetition (points: white 1/2, black 1/2)',
    ]);
  });

  it('Battle of the Kings: stalemate and repetition are wins', async () => {
    expect((await run('status', '--variant', 'battle-of-the-kings', '--fen', '8/8/8/8/8/p7/P7/7N w - - 0 1', 'Ng3')).out).toEqual([
      '1-0 stalemate (points: white 1, black 0)',
    ]);
    expect((await run('status', '--variant', 'battle-of-the-kings', '--fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'Ke2', 'Ke7', 'Ke1', 'Ke8')).out).toEqual([
      '1-0 repetition (points: white 1, black 0)',
    ]);
  });

  it('an illegal move exits 1', async () => {
    const r = await run('status', '--variant', 'chess', 'e5');
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('ply 1');
    expect(r.err.join('\n')).toContain('e5');
  });
});

describe('command-line errors', () => {
  it('unknown variant: exit 2, listing the valid ones', async () => {
    const r = await run('perft', '--variant', 'shogi', '--depth', '1');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    const msg = r.err.join('\n');
    expect(msg).toContain('shogi');
    for (const id of VARIANT_IDS) expect(msg).toContain(id);
    for (const id of ['chess', 'berserker', 'game-of-pawns', 'berolina', 'battle-of-the-kings', 'brawl']) expect(msg).toContain(id);
  });

  it('unknown variant for the other commands too', async () => {
    for (const cmd of ['moves', 'play', 'status']) {
      const r = await run(cmd, '--variant', 'Chess960');
      expect(r.code).toBe(2);
      expect(r.err.join('\n')).toContain('brawl');
    }
  });

  it('unknown option: exit 2, listing the valid ones', async () => {
    const r = await run('perft', '--variant', 'chess', '--depth', '1', '--colour', 'white');
    expect(r.code).toBe(2);
    const msg = r.err.join('\n');
    expect(msg).toContain('--colour');
    for (const o of ['--variant', '--fen', '--depth', '--divide']) expect(msg).toContain(o);
  });

  it('an option of another command is unknown here', async () => {
    const r = await run('play', '--variant', 'chess', '--depth', '3', 'e4');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('--depth');
    expect(r.err.join('\n')).toContain('--fen');
  });

  it('--fen with no value', async () => {
    const r = await run('play', '--variant', 'chess', '--fen');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('--fen');
  });

  it('unknown command: exit 2, listing the commands', async () => {
    const r = await run('analyse', '--variant', 'chess');
    expect(r.code).toBe(2);
    for (const c of ['perft', 'moves', 'play', 'status']) expect(r.err.join('\n')).toContain(c);
  });

  it('no arguments: usage, exit 2', async () => {
    const r = await run();
    expect(r.code).toBe(2);
    expect(r.out.join('\n')).toContain('usage');
  });

  it('--rules on a variant without Berserker options: exit 2', async () => {
    const r = await run('play', '--variant', 'brawl', '--rules', 'trigger=cross');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/rules/);
  });
});
