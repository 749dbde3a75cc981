/**
 * The Analysis page in German (site/scripts/analysis/words.ts, site/i18n/words/analysis.ts): the words
 * of its scripts with their facts filled in, the names the board element also says (variants, NAGs,
 * White and Black) taken from the board's German table, and links written from a German page going to
 * German pages (/de/analysis/, /de/embed/#editor=…) — English ones unchanged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listVariants, readGameTree } from '@berserker-chess/engine';
import { message } from 'berserker-board/messages';
import { ANALYSIS_WORDS } from '../site/scripts/analysis/words';
import { ANALYSIS_PAGE_WORDS } from '../site/i18n/words/analysis';
import { readAnalysisLink } from '../site/scripts/analysis/address';
import { openPgn, openPosition, openText } from '../site/scripts/analysis/open';
import { readSaved } from '../site/scripts/analysis/storage';
import { graphPoints } from '../site/scripts/analysis/graph';
import { analysisLink, embedAttributes, positionEditorLink } from '../site/scripts/analysis/export';
import { MOVE_NAGS, POSITION_NAGS } from '../site/scripts/analysis/edits';
import { analysisLink as linkTo, analysisPath } from '../site/scripts/shared/analysis-link';
import { editorLink } from '../site/scripts/shared/editor-link';

const de = ANALYSIS_WORDS.de;
const BLUNDER = '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Analysis page in German', () => {
  it('names variants and NAGs as the board’s German table does', () => {
    for (const v of listVariants()) expect(de.variantName(v.id), v.id).toBe(message('de', `variant.${v.id}` as never));
    expect(de.variantName('game-of-pawns')).toBe('Bauernspiel');
    for (const n of [...MOVE_NAGS, ...POSITION_NAGS]) expect(de.nagName(n), `$${n}`).toBe(message('de', `nag.${n}` as never));
    expect([de.nagName(1), de.nagName(4), de.nagName(16)]).toEqual(['guter Zug', 'grober Fehler', 'Weiß steht besser']);
    // English is the engine's, as before.
    expect([ANALYSIS_WORDS.en.variantName('game-of-pawns'), ANALYSIS_WORDS.en.nagName(4)]).toEqual(['Game of Pawns', 'blunder']);
  });

  it('the engine panel: status, who decides on a placement turn, lines', () => {
    expect(`${de.engine.depth(18, false)} · ${de.engine.nodes(123456, 850_000)}`).toBe('Tiefe 18… · 123.456 Stellungen (850k pro Sekunde)');
    expect(de.engine.chooser('white', 'white')).toBe('Weiß am Zug.');
    expect(de.engine.chooser('black', 'white')).toBe('Schwarz entscheidet: setzt den Berserker von Weiß ein (ein Einsetzzug). Die Zugfolgen sind die Wahl von Schwarz.');
    expect(de.engine.spokenLine(1, '#2', 12, '1. Qd8+, 1… Bxd8, 2. Re8#')).toBe('Zugfolge 1, #2, Tiefe 12: 1. Qd8+, 1… Bxd8, 2. Re8#.');
    expect(de.engine.barLabel('+0.4')).toBe('Bewertung +0.4, aus Sicht von Weiß');
  });

  it('the review: progress and marks counted in German', () => {
    expect(de.review.running(3, 9)).toBe('Die Partie wird ausgewertet: 3 von 9 Stellungen…');
    expect(de.review.running(0, 1)).toBe('Die Partie wird ausgewertet: 0 von 1 Stellung…');
    expect(de.review.done(1)).toMatch(/^Auswertung fertig: 1 Zug markiert \(\?!, \?, \?\?\), jeweils mit dem besseren Zug als Variante\./);
    expect(de.review.done(2)).toMatch(/^Auswertung fertig: 2 Züge markiert/);
    expect(de.review.done(0)).toMatch(/Kein Zug verliert viel/);
  });

  it('opening games and links: what was opened, and what is wrong, in German', () => {
    const game = openPgn(BLUNDER, '', 'de');
    expect(game.ok && game.what).toBe('eine Partie Schach, 7 Züge in der Hauptvariante');
    expect(de.load.fromLink(game.ok ? game.what : '')).toBe('Aus dem Link geöffnet: eine Partie Schach, 7 Züge in der Hauptvariante.');
    const pawns = openPosition('game-of-pawns', '', '', '', 'de');
    expect(pawns.ok && pawns.what).toBe('eine Stellung (Bauernspiel)');
    expect(openPosition('chess', '', 'ohNo=on', '', 'de')).toMatchObject({ ok: false, message: 'Schach hat keinen Berserker und deshalb keine Regeloptionen.' });
    expect(openPosition('berserker', 'rnbqkbnr/pppp', '', '', 'de')).toMatchObject({ ok: false, message: expect.stringMatching(/^Stellung \(FEN\): /) });
    expect(openText('  ', 'chess', '', 'de')).toEqual({ ok: false, message: 'Füge zuerst eine PGN oder eine FEN ein.' });
    const far = openPgn(BLUNDER, '0.5.0', 'de');
    expect(far.ok && far.problems).toEqual(['Die Partie hat keinen Zug an der Stelle „0.5.0“; sie wird von ihrem Anfang an gezeigt.']);
    expect(readAnalysisLink('#pgn=100%', 'de')).toEqual({ kind: 'bad', message: 'Die Angabe „Partie (pgn)“ im Link ist verstümmelt (ein verirrtes %-Zeichen, oder ist sie abgeschnitten?).' });
    expect(readAnalysisLink(`#fen=${'x'.repeat(600)}`, 'de')).toMatchObject({ message: 'Die Angabe „Stellung (fen)“ im Link ist 600 Zeichen lang, mehr als diese Seite liest.' });
    expect(readAnalysisLink('#variant=chess&colour=white', 'de')).toMatchObject({ message: expect.stringMatching(/^Der Link enthält „colour“/) });
    // English as before.
    expect(readAnalysisLink(`#fen=${'x'.repeat(600)}`)).toMatchObject({ message: 'the link’s position (fen) is 600 characters long, more than this page reads.' });
  });

  it('saved work that cannot be used: the reason in German', () => {
    expect(readSaved('nope', 'de')).toEqual({ ok: false, reason: 'es sind nicht die Daten dieser Seite' });
    expect(readSaved(JSON.stringify({ version: 7 }), 'de')).toEqual({ ok: false, reason: 'sie stammt von einer anderen Version der Seite (7)' });
    expect(de.load.storageCorrupt('es sind nicht die Daten dieser Seite')).toBe('Die gespeicherte Analyse ließ sich nicht lesen (es sind nicht die Daten dieser Seite). Sie wurde beiseitegelegt und ein neues Brett begonnen.');
  });

  it('the graph names a review mark in German', () => {
    const tree = readGameTree('1. e4 { [%eval 0.3] } e5 { [%eval 0.2] } 2. Qh5 $6 { [%eval -0.5] } Nc6 3. Bc4 { [%eval 0.4] } Nf6 $4 { [%eval #1] } 4. Qxf7# *');
    const points = graphPoints(tree, 'de');
    expect(points.at(-1)!.words).toBe('3… Nf6: #1, grober Fehler');
    expect(points[2]!.words).toBe('2. Qh5: −0.5, zweifelhafter Zug');
  });

  it('undo and annotation messages', () => {
    expect(de.undo.undone(de.edits.review)).toBe('Rückgängig gemacht: die Zeichen der Auswertung.');
    expect(de.undo.redone(de.edits['take-back'])).toBe('Wiederhergestellt: eine Rücknahme mit „Oh nein!“.');
    expect(de.annotate.deleted('2. Nf3')).toBe('2. Nf3 und die folgenden Züge gelöscht.');
    expect(de.annotate.nag(de.nagName(3), true)).toBe('brillanter Zug (gesetzt)');
    expect(de.export.copied(de.export.link)).toBe('Der Link ist in der Zwischenablage.');
  });
});

describe('links written on a German page stay German', () => {
  const tree = readGameTree(BLUNDER);

  it('explicitly: the export’s link, the embed attributes', () => {
    expect(analysisLink('https://x.org', BLUNDER, '0.0', 'de')).toMatch(/^https:\/\/x\.org\/de\/analysis\/#pgn=.+&path=0\.0$/);
    expect(analysisLink('https://x.org', BLUNDER, '0.0', 'en')).toMatch(/^https:\/\/x\.org\/analysis\/#pgn=/);
    // A German blogger copies the German board: the element and the frame carry lang="de".
    expect(embedAttributes(tree, '0.0', 'de')[0]).toEqual(['lang', 'de']);
    expect(embedAttributes(tree, '0.0', 'en').map(([k]) => k)).toEqual(['menu', 'coordinates', 'ply']);
    expect(ANALYSIS_PAGE_WORDS.de.help2(analysisPath('de'))).toContain('<code>/de/analysis/#pgn=…</code>');
  });

  it('by default, from the page’s <html lang> (English without a page)', () => {
    expect(linkTo({ pgn: '1. e4 *' })).toBe('/analysis/#pgn=1.%20e4%20*');
    expect(editorLink('8/8/8/8/8/8/8/K6k w - - 0 1')).toMatch(/^\/embed\/#editor=/);
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    expect(linkTo({ pgn: '1. e4 *' })).toBe('/de/analysis/#pgn=1.%20e4%20*');
    expect(linkTo({ variant: 'chess', fen: '8/8/8/8/8/8/8/K6k w - - 0 1' })).toMatch(/^\/de\/analysis\/#variant=chess&fen=/);
    expect(editorLink('8/8/8/8/8/8/8/K6k w - - 0 1')).toMatch(/^\/de\/embed\/#editor=/);
    expect(positionEditorLink(tree, '0')).toMatch(/^\/de\/embed\/#editor=/);
    expect(analysisLink('https://x.org', BLUNDER, '')).toMatch(/^https:\/\/x\.org\/de\/analysis\/#pgn=/);
    expect(embedAttributes(tree, '')[0]).toEqual(['lang', 'de']);
    expect(graphPoints(readGameTree('1. e4 $2 { [%eval 0.3] } *'))[0]!.words).toBe('1. e4: +0.3, Fehler');
  });
});
