/**
 * The Learn path in German: the stages as the German pages load them (German prose from
 * content/learn/de/, the English files' positions and lines), and the sentences the pages say, with their
 * numbers filled in. The words tables' completeness is tests/i18n.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game } from '@berserker-chess/engine';
import { LEARN_DIR, learnNames, loadStages } from '../site/scripts/learn/load.ts';
import { LEARN_WORDS } from '../site/scripts/learn/words.ts';
import { FAILURE_WORDS } from '../site/scripts/learn/failure-words.ts';
import { exerciseHref, readExerciseLink } from '../site/scripts/learn/address.ts';
import { starText } from '../site/scripts/learn/progress.ts';

const de = LEARN_WORDS.de;
const names = learnNames('de');

afterEach(() => vi.restoreAllMocks());

describe('the German stages', () => {
  const warn = vi.spyOn(console, 'warn');
  const english = loadStages(LEARN_DIR, 'en');
  const german = loadStages(LEARN_DIR, 'de');
  const warnings = warn.mock.calls.map((c) => String(c[0]));
  warn.mockRestore();

  it('are every stage, translated, with no stage left English', () => {
    expect(warnings).toEqual([]);
    expect(german.map((s) => s.id)).toEqual(english.map((s) => s.id));
    for (const [i, s] of german.entries()) {
      expect(s.intro, s.id).not.toBe(english[i]!.intro);
      expect(s.link, s.id).toMatch(/^\/de\//);
    }
    expect(german[0]!.title).toBe('Die Freisetzung auslösen');
    expect(german[0]!.exercises[0]!.goal).toBe('Zieh einen Bauern auf deine vierte Reihe und löse so die Freisetzung des schwarzen Berserkers aus.');
  });

  it('play exactly as the English ones: only the prose differs', () => {
    const prose = ({ title: _t, goal: _g, hint: _h, success: _s, variantName: _v, ...rest }: Record<string, unknown>) => rest;
    for (const [i, s] of german.entries()) {
      expect(s.exercises.map((e) => prose({ ...e }))).toEqual(english[i]!.exercises.map((e) => prose({ ...e })));
      for (const [j, ex] of s.exercises.entries()) expect(ex.success, ex.id).not.toBe(english[i]!.exercises[j]!.success);
    }
  });

  it('name their variants as the German board does', () => {
    const pawns = german.find((s) => s.id === 'game-of-pawns')!.exercises[0]!;
    expect(pawns.variantName).toBe('Bauernspiel');
  });

  it('fall back to English, per stage, when a translation is missing or plays differently', () => {
    const dir = mkdtempSync(join(tmpdir(), 'learn-i18n-'));
    mkdirSync(join(dir, 'de'));
    for (const f of ['01-trigger.json', '02-release.json']) writeFileSync(join(dir, f), readFileSync(join(LEARN_DIR, f)));
    const changed = JSON.parse(readFileSync(join(LEARN_DIR, 'de', '02-release.json'), 'utf8'));
    changed.exercises[0].solution = ['e4'];
    writeFileSync(join(dir, 'de', '02-release.json'), JSON.stringify(changed));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stages = loadStages(dir, 'de');
    expect(stages.map((s) => s.title)).toEqual(['Trigger a release', english[1]!.title]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[learn] content/learn/de/01-trigger.json: not translated; the stage stays English',
      expect.stringMatching(/^\[learn\] content\/learn\/de\/02-release\.json: release-1 is played differently .*; the stage stays English$/),
    ]);
  });
});

describe('the German sentences', () => {
  it('say how the stars are earned and what the attempt has used', () => {
    expect(de.starsRule([1, 2], 3)).toBe('★★★ in 1 Zug · ★★ in 2 Zügen · ★ in bis zu 3 Zügen');
    expect(de.movesUsed(1, 3)).toBe('Verbrauchte Züge: 1 von 3.');
    expect(de.solved(3, 1, 1)).toBe('Gelöst in 1 Zug: ★★★ 3 Sterne.');
    expect(de.solved(1, 4, 2)).toBe('Gelöst in 4 Zügen: ★☆☆ 1 Stern. Drei Sterne gibt es in 2 Zügen: Drück „Neuer Versuch“, um sie zu holen.');
    expect(starText(2, 'de')).toEqual({ glyphs: '★★☆', words: '2 von 3 Sternen' });
    expect(starText(0, 'de').words).toBe('noch nicht gelöst');
  });

  it('say whose decision it is', () => {
    expect(de.yourTurn(null, false)).toBe('Du bist am Zug.');
    expect(de.yourTurn({ kind: 'release' }, false)).toBe('Du entscheidest: Setz den freigesetzten Berserker ein.');
    expect(de.yourTurn({ kind: 'place' }, false)).toMatch(/geschlagenen Berserker/);
    expect(de.yourTurn(null, true)).toMatch(/„Oh nein!“/);
  });

  it('count progress', () => {
    const sum = { done: 2, total: 5, stars: 5, maxStars: 15, complete: false };
    expect(de.stageProgress(sum)).toBe('2 von 5 gelöst, 5 von 15 Sternen.');
    expect(de.stageProgress({ ...sum, done: 5, complete: true })).toBe('5 von 5 gelöst, 5 von 15 Sternen. Etappe geschafft!');
    expect(de.pathTotal(sum)).toBe('2 von 5 Übungen gelöst, 5 von 15 Sternen.');
  });

  it('write links to the German pages and read bad ones in German', () => {
    expect(exerciseHref('release', 'release-1', 'de')).toBe('/de/learn/release/?ex=release-1');
    expect(exerciseHref('release', 'release-1')).toBe('/learn/release/?ex=release-1');
    const known = new Set(['trigger-1']);
    expect(readExerciseLink('?ex=', known, 'de')).toEqual({ kind: 'bad', message: 'Der Link nennt keine Übung.' });
    expect(readExerciseLink('?ex=x-9', known, 'de')).toEqual({ kind: 'bad', message: 'Diese Etappe hat keine Übung „x-9“.' });
  });

  it('say why an attempt failed, with the board\'s German names', () => {
    expect(FAILURE_WORDS.de.failed({ kind: 'avoided', predicate: { type: 'capture', by: 'opponent' } }, names)).toBe('Diesmal nicht: dein Gegner hat eine deiner Figuren geschlagen.');
    expect(FAILURE_WORDS.de.failed({ kind: 'avoided', predicate: { type: 'capture', roles: ['queen', 'rook'] } }, names)).toBe('Diesmal nicht: du hast eine Figur geschlagen (Dame oder Turm).');
    expect(FAILURE_WORDS.de.failed({ kind: 'moves', actions: 3 }, names)).toBe('Du hast alle 3 Züge verbraucht, und das Ziel ist noch nicht erreicht.');
    // Fool's mate: the game over, won by Black.
    const g = new Game({ variant: 'chess' });
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.play(m);
    expect(FAILURE_WORDS.de.failed({ kind: 'over', status: g.status() }, names)).toBe('Die Partie ist zu Ende (Schachmatt: Schwarz gewinnt), und das Ziel ist nicht erreicht.');
    expect(de.stuck({ kind: 'refused', san: 'Nf3' })).toBe('Der Zug Nf3 des Computers wurde nicht angenommen.');
  });

  it('mark the hint in German', () => {
    expect(de.hint('Zieh den Bauern.') + de.hintWhere({ kind: 'place', from: null, to: 'e5' })).toBe('Tipp: Zieh den Bauern. Der Berserker kommt auf das markierte Feld e5.');
    expect(de.hintWhere({ kind: 'release', from: 'g1', to: 'e5' })).toBe(' Der Springer von g1 kommt nach e5 (beide markiert).');
  });
});
