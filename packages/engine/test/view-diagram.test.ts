/**
 * readDiagram (src/view/diagram.ts), the rules-free diagram reader a board paints its first picture
 * with: for every FEN the full reader accepts it must put the same pieces on the same squares as
 * pieceViews, and for a FEN only the full reader can judge it must answer null (never a wrong picture).
 */
import { describe, it, expect } from 'vitest';
import { Game, diagramSquare, getVariant, parseFen, parsePgn, pgnHeadTags, pieceViews, readDiagram, readPgnDiagram, seededRandom, squareIndex, variantBoard, writePgn, VARIANT_IDS } from '../src/index.js';
import masterGames from './fixtures/master-games.pgn?raw';

const sameAsEngine = (variant: string, fen: string) => {
  const d = readDiagram(variant, fen);
  expect(d, `${variant} ${fen}`).not.toBeNull();
  const full = pieceViews(new Game({ variant, fen }));
  expect(d!.pieces).toEqual(full.map((p) => ({ index: p.index, letter: p.letter, color: p.color })));
  expect(d!.turn).toBe(fen.split(' ')[1] === 'w' ? 'white' : 'black');
};

describe('readDiagram', () => {
  it('reads every variant’s start position as the engine does, with its size and name', () => {
    for (const id of VARIANT_IDS) {
      const v = getVariant(id);
      const d = readDiagram(id)!;
      expect([d.width, d.height, d.name, d.variant]).toEqual([v.geo.width, v.geo.height, v.def.name, id]);
      sameAsEngine(id, v.def.startFen);
    }
  });

  it('agrees with the full reader on every position of random games in every variant (12x12 two-digit counts included)', () => {
    const rnd = seededRandom(15);
    let checked = 0;
    for (const id of VARIANT_IDS) {
      for (let game = 0; game < 6; game++) {
        const g = new Game({ variant: id });
        for (let ply = 0; ply < 60 && !g.status().over; ply++) {
          const moves = g.legalMoves();
          g.play(moves[Math.floor(rnd() * moves.length)]!.san);
          sameAsEngine(id, g.fen());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it('answers null where only the full reader can say what is wrong', () => {
    const bad: Array<[string, string | undefined]> = [
      ['no-such-variant', undefined],
      ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1'], // 7 ranks
      ['chess', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'], // 9 squares
      ['chess', 'rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'], // 7 squares
      ['chess', 'rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'], // a zero count
      ['chess', 'rnbqkbnr/pppppppp/8/8/3Z4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'], // no Berserker in chess
      ['chess', 'Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1'], // a pawn on the last rank
      ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'], // side to move
      ['chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'], // too few fields
      ['brawl', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'], // 8x8 on 12x12
      ['chess', 42 as unknown as string],
    ];
    for (const [variant, fen] of bad) {
      expect(readDiagram(variant, fen), `${variant} ${fen}`).toBeNull();
      if (fen !== undefined && VARIANT_IDS.includes(variant)) expect(() => parseFen(getVariant(variant), fen)).toThrow();
    }
  });

  it('reads the Berserker and the seventh FEN field', () => {
    sameAsEngine('berserker', 'r3k2r/ppp2ppp/8/8/3Z4/8/PPP2PPP/R3K2R w KQkq - 0 1 t');
    expect(readDiagram('berserker', 'r3k2r/ppp2ppp/8/8/3Z4/8/PPP2PPP/R3K2R w KQkq - 0 1 t')!.pieces).toContainEqual({ index: 27, letter: 'Z', color: 'white' });
  });

  it('names squares as the engine does, on 8x8 and 12x12 boards', () => {
    for (const id of ['chess', 'brawl']) {
      const g = new Game({ variant: id });
      const d = readDiagram(id)!;
      for (const name of ['a1', 'e4', 'h8', 'i9', 'l12', 'j10']) {
        let want = -1;
        try { want = squareIndex(g, name); } catch { /* not a square of this board */ }
        expect(diagramSquare(d, name), `${id} ${name}`).toBe(want);
      }
      for (const bad of ['', 'z1', 'a0', 'a13', 'e4e5', 42 as unknown as string]) expect(diagramSquare(d, bad)).toBe(-1);
    }
    expect(readDiagram('chess')!.fen).toBe(getVariant('chess').def.startFen);
  });
});

describe('variantBoard', () => {
  it('gives every variant’s name and size as readDiagram and the engine report them', () => {
    expect(VARIANT_IDS.length).toBeGreaterThan(1);
    for (const id of VARIANT_IDS) {
      const d = readDiagram(id)!;
      const v = getVariant(id);
      expect(variantBoard(id), id).toEqual({ name: d.name, width: d.width, height: d.height });
      expect(variantBoard(id), id).toEqual({ name: v.def.name, width: v.geo.width, height: v.geo.height });
    }
    // the boards differ: at least one 8x8 and one 12x12 variant
    const sizes = new Set(VARIANT_IDS.map((id) => `${variantBoard(id)!.width}x${variantBoard(id)!.height}`));
    expect(sizes).toContain('8x8');
    expect(sizes).toContain('12x12');
  });

  it('answers null for an id the engine does not know', () => {
    for (const bad of ['no-such-variant', '', 'Chess', ' chess', 'constructor', '__proto__', 42 as unknown as string]) {
      expect(variantBoard(bad), String(bad)).toBeNull();
    }
  });
});

describe('pgnHeadTags and readPgnDiagram: a PGN\'s start without the PGN reader', () => {
  /** A game of `plies` seeded random moves in `variant`, from its start. */
  const randomGame = (variant: string, plies: number, rnd: () => number) => {
    const g = new Game({ variant });
    for (let ply = 0; ply < plies && !g.status().over; ply++) {
      const moves = g.legalMoves();
      g.play(moves[Math.floor(rnd() * moves.length)]!.san);
    }
    return g;
  };

  it('reads the head tags as parsePgn reads the first game\'s: master games, written games, escapes and odd spacing', () => {
    const texts = masterGames.split(/\n(?=\[Event )/);
    expect(texts.length).toBeGreaterThan(5);
    const rnd = seededRandom(29);
    for (const id of VARIANT_IDS) texts.push(writePgn(randomGame(id, 12, rnd), { tags: { White: 'Ann "The Rook" O\'Neil', Black: 'C:\\games\\', Event: '[Club] night' } }));
    texts.push('  \uFEFF[White   "a"][Black "b"]\n[ Event\t"c" ]\r\n[Site "d\\e"]\n\n1. e4 *', '[Event "two games"]\n\n1. e4 *\n\n[Event "second"]\n\n1. d4 *');
    for (const text of texts) expect(pgnHeadTags(text), text.slice(0, 60)).toEqual(parsePgn(text)[0]!.tags);
    expect(pgnHeadTags('1. e4 e5 *')).toEqual([]);
    expect(pgnHeadTags('{A comment} [Event "late"] 1. e4 *')).toEqual([]);
    expect(pgnHeadTags(42 as unknown as string)).toEqual([]);
  });

  it('draws the start of a written game in every variant, from a set-up position too, as the engine\'s game starts', () => {
    const rnd = seededRandom(30);
    for (const id of VARIANT_IDS) {
      const setUp = randomGame(id, 9, rnd);
      const from = new Game({ variant: id, fen: setUp.fen() });
      const game = randomGame(id, 0, rnd);
      for (const start of [game, from]) {
        const line = new Game({ variant: id, fen: start.fen() });
        for (let i = 0; i < 6 && !line.status().over; i++) line.play(line.legalMoves()[0]!.san);
        const pgn = writePgn(line);
        const d = readPgnDiagram(pgn);
        expect(d, `${id} ${pgn.slice(0, 80)}`).not.toBeNull();
        expect([d!.variant, d!.pieces]).toEqual([id, pieceViews(start).map((p) => ({ index: p.index, letter: p.letter, color: p.color }))]);
      }
    }
  });

  it('takes the page\'s variant and start position where the tags are silent; standard chess when the page gave none', () => {
    const berserker = readDiagram('berserker')!;
    expect(readPgnDiagram('[White "a"]\n\n1. e3 *', 'berserker')).toEqual(berserker);
    expect(readPgnDiagram('1. e4 *')).toEqual(readDiagram('chess'));
    const fen = 'r3k2r/ppp2ppp/8/8/3Z4/8/PPP2PPP/R3K2R w KQkq - 0 1 t';
    expect(readPgnDiagram('[Variant "Berserker"]', 'chess', fen)).toEqual(readDiagram('berserker', fen));
    expect(readPgnDiagram('[Variant "berolina"]\n[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]', 'chess', fen)).toEqual(readDiagram('berolina', '8/8/8/8/8/8/8/K6k w - - 0 1'));
  });

  it('answers null where only the full reader can say what is wrong', () => {
    expect(readPgnDiagram('[Variant "Crazyhouse"]\n\n1. e4 *')).toBeNull();
    expect(readPgnDiagram('[FEN "8/8/8 w - - 0 1"]\n\n*')).toBeNull();
    expect(readPgnDiagram('*', 'no-such-variant')).toBeNull();
    expect(() => parsePgn('[Variant "Crazyhouse"]\n\n1. e4 *').map((r) => new Game({ variant: r.tags[0]![1] }))).toThrow();
  });
});
