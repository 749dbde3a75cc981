/**
 * SAN and coordinate notation: minimal disambiguation, check and mate marks, promotion; tolerant
 * reading; typed errors; round trips over many positions and over real master games.
 */
import { describe, it, expect } from 'vitest';
import { thrown } from './helpers.js';
import { getVariant, parseFen, makeFen } from '../src/index.js';
import { Game } from '../src/game.js';
import { parseMove, makeSan, makeCoordinate } from '../src/san.js';
import type { Position } from '../src/position.js';
import masterGames from './fixtures/master-games.pgn?raw';

const pos = (fen: string, variant = 'chess'): Position => parseFen(getVariant(variant), fen);
const sanList = (p: Position) => p.legalMoves().map((m) => makeSan(p, m)).sort();
/** The SAN the engine writes for the move given (in any notation it reads). */
const sanOf = (p: Position, text: string) => makeSan(p, parseMove(p, text));


describe('SAN writing', () => {
  it('disambiguates by file when the file tells the pieces apart', () => {
    const p = pos('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1');
    const list = sanList(p);
    expect(list).toContain('Nbd2');
    expect(list).toContain('Nfd2');
    expect(list).not.toContain('Nd2');
    // Moves only one knight can make stay plain.
    expect(list).toContain('Nc3');
    expect(list).toContain('Ne5');
  });

  it('disambiguates by rank when the knights share a file', () => {
    const list = sanList(pos('4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1'));
    expect(list).toContain('N1f3');
    expect(list).toContain('N5f3');
    expect(list).not.toContain('Ngf3');
  });

  it('uses file and rank when neither alone is enough', () => {
    // Knights on c2, e2 and c6 all reach d4.
    const list = sanList(pos('7k/8/2N5/8/8/8/2N1N3/7K w - - 0 1'));
    expect(list).toContain('Nc2d4');
    expect(list).toContain('Ned4');
    expect(list).toContain('N6d4');
    expect(list.filter((s) => s.endsWith('d4'))).toHaveLength(3);
  });

  it('rooks and queens are disambiguated the same way', () => {
    const rooks = sanList(pos('4k3/8/8/R7/8/8/8/R3K3 w Q - 0 1'));
    expect(rooks).toContain('R1a3');
    expect(rooks).toContain('R5a3');
    expect(rooks).toContain('Rb1');
    // Queens a1, a4 and h4 all reach d4 (a1 along the diagonal, a4 and h4 along the rank).
    const queens = sanList(pos('6k1/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1'));
    expect(queens).toContain('Q1d4');
    expect(queens).toContain('Qa4d4');
    expect(queens).toContain('Qhd4');
    expect(queens.filter((s) => /d4[+#]?$/.test(s))).toHaveLength(3);
  });

  it('a pinned piece does not count as a rival', () => {
    // The knight on c3 is pinned by the bishop on a5, so Ng1-e2 needs no disambiguation.
    const list = sanList(pos('4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1'));
    expect(list).toContain('Ne2');
    expect(list).not.toContain('Nge2');
  });

  it('pawn captures name the file they come from', () => {
    const list = sanList(pos('4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1'));
    expect(list).toContain('cxd5');
    expect(list).toContain('exd5');
    expect(list).toContain('c5');
    expect(list).toContain('e5');
  });

  it('check and mate marks', () => {
    const g = new Game();
    for (const m of ['e4', 'd6']) g.play(m);
    expect(g.play('Bb5').san).toBe('Bb5+');
    const fool = new Game();
    for (const m of ['f3', 'e5', 'g4']) fool.play(m);
    expect(fool.play('Qh4').san).toBe('Qh4#');
    expect(sanOf(pos('5k2/8/8/8/8/8/8/4K2R w K - 0 1'), 'O-O')).toBe('O-O+');
    expect(sanOf(pos('k7/8/1K6/8/8/8/8/7R w - - 0 1'), 'Rh8')).toBe('Rh8#');
  });

  it('promotions', () => {
    const p = pos('3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1');
    const list = sanList(p);
    // Queen or rook on e8 or d8 checks the king on h8 along the rank.
    expect(list.filter((s) => s.includes('8='))).toEqual(['e8=B', 'e8=N', 'e8=Q+', 'e8=R+', 'exd8=B', 'exd8=N', 'exd8=Q+', 'exd8=R+']);
  });

  it('castling', () => {
    const list = sanList(pos('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'));
    expect(list).toContain('O-O');
    expect(list).toContain('O-O-O');
  });

  it('coordinates', () => {
    const p = pos('3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1');
    expect(p.legalMoves().map((m) => makeCoordinate(p, m)).sort()).toEqual(expect.arrayContaining(['e7e8q', 'e7e8n', 'e7d8r', 'e1e2']));
    const castle = pos('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(makeCoordinate(castle, parseMove(castle, 'O-O'))).toBe('e1g1');
  });
});

describe('SAN reading is tolerant', () => {
  const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  const ITALIAN = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  const PROMO = '3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1';
  const EP = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3';

  it.each([
    [CASTLE, '0-0', 'O-O'],
    [CASTLE, '0-0-0', 'O-O-O'],
    [CASTLE, 'O-O', 'O-O'],
    [CASTLE, 'O-O-O', 'O-O-O'],
    [CASTLE, 'e1g1', 'O-O'],
    [CASTLE, 'e1c1', 'O-O-O'],
    [PROMO, 'e8Q', 'e8=Q+'],
    [PROMO, 'e8=Q', 'e8=Q+'],
    [PROMO, 'e8=Q+', 'e8=Q+'],
    [PROMO, 'e8(Q)', 'e8=Q+'],
    [PROMO, 'e8N', 'e8=N'],
    [PROMO, 'exd8Q', 'exd8=Q+'],
    [PROMO, 'ed8=N', 'exd8=N'],
    [PROMO, 'e7e8q', 'e8=Q+'],
    [PROMO, 'e7d8n', 'exd8=N'],
    [ITALIAN, 'Nxe5', 'Nxe5'],
    [ITALIAN, 'Ne5', 'Nxe5'],
    [ITALIAN, 'Nf3xe5', 'Nxe5'],
    [ITALIAN, 'Nf3e5', 'Nxe5'],
    [ITALIAN, 'Nfxe5', 'Nxe5'],
    [ITALIAN, 'N3e5', 'Nxe5'],
    [ITALIAN, 'N:e5', 'Nxe5'],
    [ITALIAN, 'f3e5', 'Nxe5'],
    [ITALIAN, 'Bb5', 'Bb5'],
    [ITALIAN, 'Bb5!?', 'Bb5'],
    [ITALIAN, 'Bb5!', 'Bb5'],
    [ITALIAN, 'Bb5?!', 'Bb5'],
    [ITALIAN, 'Bb5??', 'Bb5'],
    [ITALIAN, 'Bb5+', 'Bb5'],
    [ITALIAN, 'd2d4', 'd4'],
    [ITALIAN, 'd2-d4', 'd4'],
    [ITALIAN, ' d4 ', 'd4'],
    [EP, 'exd6', 'exd6'],
    [EP, 'exd6 e.p.', 'exd6'],
    [EP, 'exd6e.p.', 'exd6'],
    [EP, 'exd6 ep', 'exd6'],
    [EP, 'e5d6', 'exd6'],
    [EP, 'ed6', 'exd6'],
  ])('%s: "%s" reads as %s', (fen, text, san) => {
    expect(sanOf(pos(fen), text)).toBe(san);
  });

  it('e2e4 and e7e8q from the start and a promotion position', () => {
    const start = pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(sanOf(start, 'e2e4')).toBe('e4');
    expect(sanOf(start, 'g1f3')).toBe('Nf3');
    expect(sanOf(pos('8/4P3/8/8/8/8/8/k6K w - - 0 1'), 'e7e8q')).toBe('e8=Q');
  });
});

describe('SAN errors', () => {
  it('ambiguous SAN is ERR_SAN naming the candidates', () => {
    const e = thrown(() => parseMove(pos('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1'), 'Nd2'));
    expect(e.code).toBe('ERR_SAN');
    expect(e.message).toContain('ambiguous');
    expect(e.message).toContain('Nbd2');
    expect(e.message).toContain('Nfd2');
  });

  it.each([
    ['a blocked king move', 'Ke2'],
    ['a pawn three squares', 'e5'],
    ['castling through pieces', 'O-O'],
    ['castling, zeros', '0-0-0'],
    ['a knight to a square it cannot reach', 'Nd4'],
    ['a coordinate move that is not legal', 'e2e5'],
    ['a promotion not on the last rank', 'e4=Q'],
  ])('illegal: %s (%s) is ERR_ILLEGAL_MOVE', (_name, text) => {
    const e = thrown(() => parseMove(pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), text));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.message).toContain(text);
  });

  it('an illegal move while in check says so', () => {
    const p = pos('rnbqkbnr/ppp1pppp/3p4/1B6/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2');
    const e = thrown(() => parseMove(p, 'Nf6'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.message).toMatch(/check/);
  });

  it('castling with no right says which side', () => {
    const e = thrown(() => parseMove(pos('r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1'), 'O-O'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.message).toMatch(/kingside/);
  });

  it.each(['hello', 'Xyz', 'e', '4', 'Nf', 'x', 'O-O-O-O', '1. e4', 'e2e4e6', '+', 'Qh4##x', '@e4'])('nonsense "%s" is ERR_SAN', (text) => {
    const e = thrown(() => parseMove(pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), text));
    expect(e.code).toBe('ERR_SAN');
    expect(e.message.length).toBeGreaterThan(10);
  });

  it('empty and non-string input is ERR_SAN', () => {
    const p = pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    for (const bad of ['', '   ', 42, null, undefined]) {
      expect(thrown(() => parseMove(p, bad as string)).code).toBe('ERR_SAN');
    }
  });

  it('a piece letter the variant does not have', () => {
    const e = thrown(() => parseMove(pos('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), 'Ae4'));
    expect(['ERR_SAN', 'ERR_ILLEGAL_MOVE']).toContain(e.code);
    expect(e.message).toContain('Ae4');
  });

  it('Game.play wraps the error with the ply and move number', () => {
    const g = new Game();
    g.play('e4');
    const e = thrown(() => g.play('Nd2d4'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.message).toContain('ply 2');
    expect(e.message).toContain('1...');
  });
});

describe('SAN round trip: every legal move of many positions', () => {
  const SEEDS: Array<[string, string]> = [
    ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
    ['chess', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'],
    ['chess', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'],
    ['chess', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'],
    ['chess', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'],
  ];

  /** The seed positions and, for each, the positions after its first five legal moves (by coordinate): 36 in all. */
  function positions(): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    for (const [variant, fen] of SEEDS) {
      out.push([variant, fen]);
      const p = pos(fen, variant);
      const moves = p.legalMoves().sort((a, b) => makeCoordinate(p, a).localeCompare(makeCoordinate(p, b))).slice(0, 5);
      for (const m of moves) {
        p.make(m);
        out.push([variant, makeFen(p)]);
        p.undo();
      }
    }
    return out;
  }

  const all = positions();
  it('uses at least 30 positions', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
  });

  for (const [variant, fen] of [
    ...all,
    ['berolina', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['berolina', 'rnbqkbnr/pppp1ppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 3'],
    ['battle-of-the-kings', 'r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1'],
    ['battle-of-the-kings', 'kk6/8/8/8/8/8/2P5/KKQ5 w - - 0 1'],
    ['brawl', 'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJHKQCJBNR/DMSFCAQHFSMD w KQkq - 0 1'],
    ['brawl', '5k6/1P10/12/12/12/2A9/12/5p6/3p8/4P7/R4K5R/12 w KQ - 0 1'],
  ] as Array<[string, string]>) {
    it(`${variant}: ${fen}`, () => {
      const p = pos(fen, variant);
      const legal = p.legalMoves();
      const written = legal.map((m) => makeSan(p, m, legal));
      // Every SAN is distinct, reads back as its move, and so does its coordinate form.
      expect(new Set(written).size).toBe(legal.length);
      legal.forEach((m, i) => {
        expect(parseMove(p, written[i]!)).toBe(m);
        expect(parseMove(p, makeCoordinate(p, m))).toBe(m);
        // Without its check mark too.
        expect(parseMove(p, written[i]!.replace(/[+#]$/, ''))).toBe(m);
      });
    });
  }
});

// ------------------------------------------------------------------------------------------------
// Master games (fixtures/master-games.pgn): replay each, SAN and FEN round trip at every ply.
// The PGN module is someone else's; here the movetext is split with a small regex.
// ------------------------------------------------------------------------------------------------

interface FixtureGame {
  tags: Record<string, string>;
  moves: string[];
}

function splitPgn(text: string): FixtureGame[] {
  return text.split(/\n\s*\n(?=\[)/).map((chunk) => {
    const tags: Record<string, string> = {};
    for (const m of chunk.matchAll(/^\[(\w+)\s+"([^"]*)"\]\s*$/gm)) tags[m[1]!] = m[2]!;
    const movetext = chunk.split('\n').filter((l) => !l.startsWith('[')).join(' ');
    const moves = movetext
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/\d+\.(\.\.)?/g, ' ')
      .split(/\s+/)
      .filter((t) => t !== '' && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
    return { tags, moves };
  });
}

/** Final positions, taken independently (chess.js) and checked against the published game scores. */
const FINAL_FENS: Record<string, string> = {
  'Paul Morphy': '1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17',
  'Adolf Anderssen - Lionel Kieseritzky': 'r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23',
  'Donald Byrne': '1Q6/5pk1/2p3p1/1p2N2p/1b5P/1bn5/2r3P1/2K5 w - - 16 42',
  'Garry Kasparov': '8/Q6p/6p1/5p2/5P2/2p3P1/3r3P/2K1k3 b - - 3 44',
  'Deep Blue': 'r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19',
  'Adolf Anderssen - Jean Dufresne': '1r3kr1/pbpBBp1p/1b3P2/8/8/2P2q2/P4PPP/3R2K1 b - - 0 24',
  'Richard Reti': 'rnbB1b1r/ppk2ppp/2p5/4q3/4n3/8/PPP2PPP/2KR1BNR b - - 3 11',
};

describe('master games (fixtures/master-games.pgn)', () => {
  const games = splitPgn(masterGames);

  it('the fixture holds at least five games', () => {
    expect(games.length).toBeGreaterThanOrEqual(5);
  });

  for (const { tags, moves } of games) {
    const title = `${tags.White} - ${tags.Black}, ${tags.Site} ${tags.Date?.slice(0, 4)} (${tags.Result})`;
    it(title, () => {
      const v = getVariant('chess');
      const g = new Game();
      for (const [i, san] of moves.entries()) {
        const ply = `ply ${i + 1} ${san}`;
        const legal = g.position.legalMoves();
        const m = parseMove(g.position, san);
        // SAN round trip: the engine writes exactly the canonical SAN of the file.
        expect(makeSan(g.position, m, legal), ply).toBe(san);
        const info = g.play(san);
        expect(info.san, ply).toBe(san);
        // FEN round trip at every ply, hash included.
        const fen = g.fen();
        const back = parseFen(v, fen);
        expect(makeFen(back), ply).toBe(fen);
        expect(back.hash, ply).toBe(g.position.hash);
      }
      const key = FINAL_FENS[`${tags.White} - ${tags.Black}`] !== undefined ? `${tags.White} - ${tags.Black}` : tags.White!;
      expect(g.fen()).toBe(FINAL_FENS[key]);
      const status = g.status();
      if (moves[moves.length - 1]!.endsWith('#')) {
        expect(status).toMatchObject({ over: true, reason: 'checkmate', result: tags.Result });
      } else {
        // Ended by resignation: the position itself is still playable.
        expect(status.over).toBe(false);
      }
      // The whole game undoes back to the start.
      while (g.history.length) g.undo();
      expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    });
  }
});
