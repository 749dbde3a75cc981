/**
 * The board editor's engine API (src/view/editor.ts): a variant's palette, castling rights and
 * Berserker flags; a FEN read into pieces; the verdict on an edited position with the reader's message.
 */
import { describe, it, expect } from 'vitest';
import { checkSetup, editorSpec, listVariants, readSetup, setupFen, variantInfo, type Setup } from '../src/index.js';
import { thrown } from './helpers.js';

const K = { square: 'e1', letter: 'K', color: 'white' } as const;
const k = { square: 'e8', letter: 'K', color: 'black' } as const;

describe('editorSpec', () => {
  it('lists every piece of every variant in both colours, with the letter its FEN writes', () => {
    for (const v of listVariants()) {
      const spec = editorSpec(v.id);
      expect(spec.palette.length, v.id).toBe(v.pieces.length * 2);
      for (const p of v.pieces) {
        expect(spec.palette, `${v.id} ${p.letter}`).toContainEqual({ fen: p.letter, letter: p.letter, color: 'white', label: `white ${p.name}` });
        expect(spec.palette, `${v.id} ${p.letter}`).toContainEqual({ fen: p.letter.toLowerCase(), letter: p.letter, color: 'black', label: `black ${p.name}` });
      }
      expect(spec.squares.length).toBe(v.width * v.height);
      expect(spec.flags.length > 0, v.id).toBe(v.berserker);
    }
    expect(editorSpec('berserker-brawl').palette.map((p) => p.fen).join('')).toBe('PNBRQKASFCHDMJZpnbrqkasfchdmjz');
    expect(editorSpec('brawl').squares.at(-1)).toBe('l12');
    // The start position as the engine writes it: with the seventh field where the Berserker rules apply.
    expect(editorSpec('berserker').startFen).toBe(`${variantInfo('berserker').startFen} -`);
    expect(editorSpec('chess').startFen).toBe(variantInfo('chess').startFen);
  });

  it('offers castling only where the variant castles, and the seventh field only with the Berserker rules', () => {
    expect(editorSpec('chess').castling.map((c) => c.flag).join('')).toBe('KQkq');
    expect(editorSpec('brawl').castling.map((c) => c.label)).toEqual(['White O-O', 'White O-O-O', 'Black O-O', 'Black O-O-O']);
    expect(editorSpec('battle-of-the-kings').castling).toEqual([]);
    expect(editorSpec('game-of-pawns').castling).toEqual([]);
    expect(editorSpec('berserker').flags.map((f) => f.flag).join('')).toBe('TtRrPp');
    expect(editorSpec('chess').flags).toEqual([]);
    expect(thrown(() => editorSpec('nope')).code).toBe('ERR_VARIANT');
  });
});

describe('readSetup', () => {
  it('reads a FEN into pieces and fields, as the engine writes it', () => {
    const s = readSetup('berserker', 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
    expect(s.pieces).toHaveLength(32);
    expect(s.pieces).toContainEqual({ square: 'e5', letter: 'P', color: 'black' });
    expect(s).toMatchObject({ turn: 'white', castling: 'KQkq', enPassant: '-', halfmove: 0, fullmove: 2, berserker: 'tR' });
    expect(setupFen('berserker', s)).toBe(s.fen);
    expect(readSetup('chess', variantInfo('chess').startFen).berserker).toBe('-');
  });

  it('throws the FEN reader\'s error, naming the field', () => {
    const e = thrown(() => readSetup('chess', '8/8/8/8/8/8/8/K1K5 w - - 0 1'));
    expect(e.code).toBe('ERR_FEN_KINGS');
    expect(e.where).toBe('FEN board');
  });
});

describe('checkSetup', () => {
  it('a valid position: the FEN the engine writes and the situation', () => {
    const v = checkSetup('chess', { pieces: [K, k, { square: 'e7', letter: 'Q', color: 'white' }], turn: 'black' });
    expect(v).toMatchObject({ ok: true, fen: '4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1', message: 'Black to move, in check', code: null, where: null });
  });

  it('an invalid position: the FEN as given and the reader\'s message naming what is wrong', () => {
    const two = checkSetup('chess', { pieces: [K, { ...K, square: 'a1' }, k] });
    expect(two).toMatchObject({ ok: false, fen: '4k3/8/8/8/8/8/8/K3K3 w - - 0 1', code: 'ERR_FEN_KINGS', where: 'FEN board' });
    expect(two.message).toBe('FEN board: White has 2 kings; Chess needs exactly one');
    expect(checkSetup('chess', { pieces: [K, k], castling: 'K' })).toMatchObject({ ok: false, code: 'ERR_FEN_CASTLING' });
    expect(checkSetup('chess', { pieces: [K, k, { square: 'a8', letter: 'Z', color: 'white' }] }).message).toMatch(/"Z" is not a piece of Chess/);
    expect(checkSetup('chess', { pieces: [K, k, { square: 'e1', letter: 'Q', color: 'white' }] }).message).toMatch(/e1 is given two pieces/);
    // C8: a white Berserker needs Black to have triggered.
    const z = checkSetup('berserker', { pieces: [K, k, { square: 'f3', letter: 'Z', color: 'white' }] });
    expect(z).toMatchObject({ ok: false, code: 'ERR_FEN_BERSERKER', fen: '4k3/8/8/8/8/5Z2/8/4K3 w - - 0 1 -' });
    expect(checkSetup('berserker', { pieces: [K, k, { square: 'f3', letter: 'Z', color: 'white' }], berserker: 't' }).ok).toBe(true);
    // The rules count: a waiting re-placement does not exist under capture=capturer-turn.
    const setup: Setup = { pieces: [K, k, { square: 'b1', letter: 'N', color: 'white' }], berserker: 'tP' };
    expect(checkSetup('berserker', setup).ok).toBe(true);
    expect(checkSetup('berserker', setup, 'capture=capturer-turn')).toMatchObject({ ok: false, code: 'ERR_FEN_BERSERKER' });
  });
});
