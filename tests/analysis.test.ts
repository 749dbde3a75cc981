/**
 * The Analysis page's parts (site/scripts/analysis/) without a browser: its links read and written
 * back, bad links named, games opened through the engine (its errors repeated), the undo stack, the
 * saved work (damaged data refused, never thrown), NAG groups, the evaluation bar's curve and the
 * graph's points from a game's [%eval]s.
 */
import { describe, expect, it } from 'vitest';
import { mainline, readGameTree } from '@berserker-chess/engine';
import { readAnalysisLink } from '../site/scripts/analysis/address';
import { analysisLink as linkTo } from '../site/scripts/shared/analysis-link';
import { openLink, openPgn, openPosition, openText } from '../site/scripts/analysis/open';
import { UndoStack } from '../site/scripts/analysis/history';
import { readSaved, SAVE_VERSION } from '../site/scripts/analysis/storage';
import { toggledNags } from '../site/scripts/analysis/edits';
import { whiteShare } from '../site/scripts/analysis/lines';
import { graphPoints } from '../site/scripts/analysis/graph';
import { analysisLink, embedAttributes } from '../site/scripts/analysis/export';

const FEN = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR';
const PGN = '[Variant "Berserker"]\n\n1. e3 e5 (1... a6 2. Nf3) 2. Ng1=Z { a comment } d5 *';

describe('links', () => {
  it('reads the three forms and writes them back', () => {
    expect(readAnalysisLink(new URL(linkTo({ variant: 'berserker', fen: FEN, rules: 'trigger=cross' }), 'https://x.org').hash)).toEqual({ kind: 'position', variant: 'berserker', fen: FEN, rules: 'trigger=cross', path: '' });
    expect(readAnalysisLink(new URL(linkTo({ pgn: PGN, path: '0.0.1' }), 'https://x.org').hash)).toEqual({ kind: 'pgn', pgn: PGN, path: '0.0.1' });
    // A FEN typed with + for its spaces, as a query would have it; a PGN's + stays a check.
    expect(readAnalysisLink('#variant=chess&fen=4k3/8/8/8/8/8/8/4K3+w+-+-+0+1')).toMatchObject({ fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
    expect(readAnalysisLink(`#pgn=${encodeURIComponent('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#')}`)).toMatchObject({ pgn: '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#' });
  });

  it('no link: an empty fragment or a heading', () => {
    expect(readAnalysisLink('')).toEqual({ kind: 'none' });
    expect(readAnalysisLink('#analysis-help-title')).toEqual({ kind: 'none' });
  });

  it('a mangled link says what is wrong, and never throws', () => {
    expect(readAnalysisLink('#pgn=100%')).toMatchObject({ kind: 'bad', message: expect.stringMatching(/garbled/) });
    expect(readAnalysisLink('#pgn=')).toMatchObject({ kind: 'bad', message: expect.stringMatching(/empty/) });
    expect(readAnalysisLink('#variant=chess&colour=white')).toMatchObject({ kind: 'bad', message: expect.stringMatching(/colour/) });
    expect(readAnalysisLink(`#fen=${'x'.repeat(600)}`)).toMatchObject({ kind: 'bad', message: expect.stringMatching(/600 characters/) });
    expect(readAnalysisLink('#pgn=1.e4&path=0.x')).toMatchObject({ kind: 'bad', message: expect.stringMatching(/0\.x/) });
  });

  it('opens what a link names through the engine, or says the engine’s reason', () => {
    const pos = openLink({ kind: 'position', variant: 'berserker', fen: FEN, rules: 'trigger=cross', path: '' });
    expect(pos.ok && readGameTree(pos.pgn).startFen).toBe(FEN);
    expect(pos.ok && readGameTree(pos.pgn).rules).toBe('trigger=cross');
    const bad = openPosition('no-such-variant', '', '');
    expect(bad).toMatchObject({ ok: false, message: expect.stringMatching(/^variant: .*no-such-variant/) });
    expect(openPosition('berserker', 'rnbqkbnr/pppp', '')).toMatchObject({ ok: false, message: expect.stringMatching(/^position \(FEN\): /) });
    expect(openPosition('berserker', '', 'trigger=sideways')).toMatchObject({ ok: false, message: expect.stringMatching(/^rules: .*trigger/) });
    expect(openPosition('chess', '', 'ohNo=on')).toMatchObject({ ok: false, message: expect.stringMatching(/no Berserker/) });
    const broken = openPgn('1. e4 e5 2. Qh9 *');
    expect(broken).toMatchObject({ ok: false, message: expect.stringMatching(/^PGN: /) });
  });

  it('a path the game does not have opens the game at its start, with a note', () => {
    const o = openPgn(PGN, '0.0.0.0.0.0');
    expect(o.ok && o.path).toBe('');
    expect(o.ok && o.problems.join(' ')).toMatch(/no move at/);
    const p = openPgn(PGN, '0.1.0');
    expect(p.ok && p.path).toBe('0.1.0');
  });

  it('pasted text: a FEN in the chosen variant, else another that takes it; else a PGN', () => {
    const o = openText(FEN, 'berserker');
    expect(o.ok && readGameTree(o.pgn).variant).toBe('berserker');
    const twelve = openText('4k7/12/12/12/12/12/12/12/12/12/12/4K7 w - - 0 1', 'berserker');
    expect(twelve.ok && readGameTree(twelve.pgn).variant).toMatch(/brawl/);
    const game = openText(PGN, 'chess');
    expect(game.ok && mainline(game.tree).length).toBe(4);
    expect(openText('   ', 'chess')).toMatchObject({ ok: false });
  });

  it('the link to an analysis opens the same game at the same move', () => {
    const o = openPgn(PGN, '0.1.0');
    if (!o.ok) throw new Error(o.message);
    const link = analysisLink('https://example.org', o.pgn, '0.1.0');
    const back = readAnalysisLink(new URL(link).hash);
    expect(back).toEqual({ kind: 'pgn', pgn: o.pgn.trim(), path: '0.1.0' });
    expect(embedAttributes(o.tree, '0.0')).toContainEqual(['ply', '2']);
    expect(embedAttributes(o.tree, '0.1.0').some(([k]) => k === 'ply')).toBe(false);
  });
});

describe('the undo stack', () => {
  it('undoes and redoes edits; a new edit drops the undone ones; moving is no edit', () => {
    const s = new UndoStack({ pgn: 'a', path: '', edit: 'load' });
    expect(s.push({ pgn: 'b', path: '0', edit: 'move' })).toBe(true);
    s.moveTo('');
    expect(s.push({ pgn: 'b', path: '0', edit: 'move' })).toBe(false);
    s.push({ pgn: 'c', path: '0', edit: 'comment' });
    expect(s.undo()).toEqual({ snapshot: { pgn: 'b', path: '0', edit: 'move' }, edit: 'comment' });
    expect(s.redo()?.snapshot.pgn).toBe('c');
    s.undo();
    s.push({ pgn: 'd', path: '0', edit: 'nags' });
    expect(s.canRedo).toBe(false);
    expect([s.undo()?.snapshot.pgn, s.undo()?.snapshot.pgn, s.undo()]).toEqual(['b', 'a', null]);
  });

  it('keeps at most its limit', () => {
    const s = new UndoStack({ pgn: '0', path: '', edit: 'load' }, 3);
    for (let i = 1; i <= 5; i++) s.push({ pgn: String(i), path: '', edit: 'move' });
    let n = 0;
    while (s.undo()) n++;
    expect([n, s.current.pgn]).toEqual([2, '3']);
  });
});

describe('the saved work', () => {
  const good = { version: SAVE_VERSION, pgn: PGN, path: '0.1', engine: { on: true, lines: 2, depth: null }, previous: null };
  it('reads what the page wrote', () => {
    expect(readSaved(JSON.stringify(good))).toEqual({ ok: true, saved: good });
    expect(readSaved(null)).toBeNull();
  });
  it('refuses damaged data with a reason, never throws', () => {
    for (const text of ['{', '"x"', JSON.stringify({ ...good, version: 9 }), JSON.stringify({ ...good, path: 'x' }), JSON.stringify({ ...good, engine: { on: 1 } }), JSON.stringify({ ...good, pgn: 5 })]) {
      const r = readSaved(text);
      expect(r?.ok, text).toBe(false);
      expect(r && !r.ok && r.reason).toBeTruthy();
    }
  });
});

describe('marks and evaluations', () => {
  it('one move mark and one position mark at a time', () => {
    expect(toggledNags([], 1)).toEqual([1]);
    expect(toggledNags([1, 13], 4)).toEqual([4, 13]);
    expect(toggledNags([4, 13], 16)).toEqual([4, 16]);
    expect(toggledNags([4, 16], 4)).toEqual([16]);
  });

  it('the bar: half at equality, more for White as the score grows, full for a mate', () => {
    expect(whiteShare({ whiteScore: 0, mate: null })).toBe(50);
    expect(whiteShare({ whiteScore: 300, mate: null })).toBeGreaterThan(70);
    expect(whiteShare({ whiteScore: -300, mate: null })).toBeLessThan(30);
    expect([whiteShare({ whiteScore: 0, mate: 2 }), whiteShare({ whiteScore: 0, mate: -1 })]).toEqual([100, 0]);
  });

  it('the graph: one point per main-line move with an [%eval], marks named', () => {
    const tree = readGameTree('1. e4 { [%eval 0.3] } e5 { [%eval 0.2] } 2. Qh5 $6 { [%eval -0.5] } Nc6 3. Bc4 { [%eval 0.4] } Nf6 $4 { [%eval #1] } 4. Qxf7# *');
    const points = graphPoints(tree);
    expect(points.map((p) => p.path)).toEqual(['0', '0.0', '0.0.0', '0.0.0.0.0', '0.0.0.0.0.0']);
    expect(points.at(-1)).toMatchObject({ share: 100, mark: 4 });
    expect(points.at(-1)!.words).toMatch(/3… Nf6: #1, blunder/);
  });
});
