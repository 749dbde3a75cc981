/**
 * The ways into the analysis board (issue 26, item 4) without a browser: the shared link writer
 * (site/scripts/shared/analysis-link.ts) and the board editor's "Analyse" link — a position as variant,
 * FEN and rules, a game (moves or a pasted annotated PGN) as its PGN, nothing for an invalid position.
 */
import { describe, it, expect } from 'vitest';
import { readGame, readGameTree } from '@berserker-chess/engine';
import { editorLink, editorLinkText } from '../site/scripts/shared/editor-link';
import { positionEditorLink } from '../site/scripts/analysis/export';
import { analysisLink } from '../site/scripts/shared/analysis-link';
import { derive, initialState, loadText, setRule, update, clearBoard } from '../site/scripts/embed/editor-state';

const settings = { scriptUrl: 'https://example.org/berserker-board.js', origin: 'https://example.org' };

/** The hash's fields, decoded as the analysis page reads them. */
function fields(link: string): Record<string, string> {
  const hash = link.slice(link.indexOf('#') + 1);
  return Object.fromEntries(new URLSearchParams(hash));
}

describe('analysisLink', () => {
  it('writes a position and a game so that every character comes back, in the hash of /analysis/', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Bb1g1 Bb8g8';
    const position = analysisLink({ variant: 'berserker', fen, rules: 'trigger=cross; ohNo=on' });
    expect(position.startsWith('/analysis/#variant=berserker&fen=')).toBe(true);
    expect(fields(position)).toEqual({ variant: 'berserker', fen, rules: 'trigger=cross; ohNo=on' });
    const pgn = '[Variant "Berserker"]\n[Event "a & b = c + d #1?"]\n\n1. e3 { 50% & more } e5 *';
    const game = analysisLink({ pgn, path: '0.0' }, 'https://example.org/analysis/');
    expect(game.startsWith('https://example.org/analysis/#pgn=')).toBe(true);
    expect(fields(game)).toEqual({ pgn, path: '0.0' });
    expect(fields(analysisLink({ pgn: '1. e4 *' }))).toEqual({ pgn: '1. e4 *' });
    expect(fields(analysisLink({ variant: 'chess' }))).toEqual({ variant: 'chess' });
  });
});

describe('the board editor\'s Analyse link', () => {
  it('a position without moves: its variant, FEN and rule options', () => {
    const s = setRule(initialState(), 'ohNo', 'on');
    const o = derive(s, settings);
    expect(fields(o.analysisUrl)).toEqual({ variant: 'berserker', fen: o.fen, rules: 'ohNo=on' });
  });

  it('moves from the position: the game as PGN, which reads back to the same moves and rules', () => {
    const o = derive(update(setRule(initialState(), 'ohNo', 'on'), { moves: '1. e3 e5 2. Nb1=Z Nf6' }), settings);
    const { game } = readGame(fields(o.analysisUrl).pgn!);
    expect(game.history.map((m) => m.san)).toEqual(['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(game.variant.rules?.ohNo).toBe(true);
  });

  it('a pasted annotated game: its PGN whole, comments and variations kept', () => {
    const pgn = '[Variant "Berserker"]\n\n1. e3 { a quiet start } e5 ( 1... d5 2. Nb1=Z ) 2. Nb1=Z *';
    const loaded = loadText(initialState(), pgn);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) throw new Error(loaded.message);
    const o = derive(loaded.state, settings);
    const link = fields(o.analysisUrl).pgn!;
    expect(link).toContain('{ a quiet start }');
    expect(link).toContain('1... d5');
  });

  it('an invalid position has no link (the page hides it)', () => {
    expect(derive(clearBoard(initialState()), settings).analysisUrl).toBe('');
  });
});

describe('from the analysis board into the board editor', () => {
  it('an editor link carries any text back whole; other addresses and broken escapes carry none', () => {
    const text = '[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n*';
    const link = editorLink(text);
    expect(link.startsWith('/embed/#editor=')).toBe(true);
    expect(editorLinkText(link.slice(link.indexOf('#')))).toBe(text);
    expect(editorLinkText('#editor')).toBeNull();
    expect(editorLinkText('#api')).toBeNull();
    expect(editorLinkText('#editor=%E0%A4%A')).toBeNull();
  });

  it('"Edit this position": the editor loads the position shown, with its variant and rule options', () => {
    const tree = readGameTree('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Nb1=Z Nf6 *');
    const link = positionEditorLink(tree, '0.0.0');
    const loaded = loadText(initialState('chess'), editorLinkText(link.slice(link.indexOf('#')))!);
    if (!loaded.ok) throw new Error(loaded.message);
    const o = derive(loaded.state, settings);
    expect(loaded.state.variant).toBe('berserker');
    expect(o.rules).toBe('ohNo=on');
    const { game } = readGame('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Nb1=Z *');
    expect(o.fen, 'the position after 2. Nb1=Z, not the start').toBe(game.fen());
    expect(loaded.state.moves).toBe('');
  });
});
