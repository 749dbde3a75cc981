/**
 * The board editor and the frame page in German (site/scripts/embed/: editor-words.ts, editor-names.ts,
 * frame-words.ts): the status lines with their parameters filled, the names the German board uses
 * (variants, pieces), the FEN reader's usual refusals said in German, the snippets carrying lang="de",
 * the analysis link to the German page, and the frame's problems in the language of its `lang`. English
 * stays exactly as it was (tests/embed-editor.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { Game, listVariants } from '@berserker-chess/engine';
import { message } from 'berserker-board/messages';
import { clearBoard, derive, initialState, loadText, placePiece, removePiece, setVariant, startPosition, update, type EditorState } from '../site/scripts/embed/editor-state';
import { frameLocale, frameSnippet, parseFrameQuery } from '../site/scripts/embed/frame-url';
import { paletteOf } from '../site/scripts/embed/editor-palette';
import { EDITOR_WORDS } from '../site/scripts/embed/editor-words';
import { pieceLabel, variantName } from '../site/scripts/embed/editor-names';

const settings = { scriptUrl: 'https://example.org/berserker-board.js', origin: 'https://example.org' };
const de = (s: EditorState) => derive(s, { ...settings, locale: 'de' });
const en = (s: EditorState) => derive(s, settings);

describe('the editor in German', () => {
  it('says the verdict in German, and the snippets ask for a German board', () => {
    const o = de(initialState());
    expect(o.status).toBe('Gültige Stellung: Weiß am Zug.');
    expect(o.attributes).toContainEqual(['lang', 'de']);
    expect(o.html).toContain('<berserker-board variant="berserker" lang="de" coordinates>');
    expect(o.frameUrl).toBe('https://example.org/embed/frame/?variant=berserker&lang=de&coordinates');
    expect(o.iframe).toContain('title="Brett: Berserker-Schach"');
    expect(o.analysisUrl.startsWith('/de/analysis/#')).toBe(true);
    // The frame reads its own address back without a problem, and in German.
    expect(parseFrameQuery(new URL(o.frameUrl).search).problems).toEqual([]);
  });

  it('leaves English exactly as it was: no lang, the engine\'s words, the English analysis page', () => {
    const o = en(initialState());
    expect(o.status).toBe('Valid position: White to move.');
    expect(o.attributes.some(([k]) => k === 'lang')).toBe(false);
    expect(o.iframe).toContain('title="Berserker Chess board"');
    expect(o.analysisUrl.startsWith('/analysis/#')).toBe(true);
  });

  it('says whose turn, check and the end of a game as the German board does', () => {
    const black = update(initialState('chess'), { turn: 'black' });
    expect(de(black).status).toBe('Gültige Stellung: Schwarz am Zug.');
    const mated = loadText(initialState('chess'), 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', 0, 'de');
    expect(mated.ok).toBe(true);
    if (mated.ok) expect(de(mated.state).status).toBe('Gültige Stellung: Schachmatt: Schwarz gewinnt (0-1).');
    // A placement turn: after 1. d4 (a trigger) White places Black's Berserker.
    const game = new Game({ variant: 'berserker' });
    game.play('d4');
    const placing = loadText(initialState(), game.fen(), 0, 'de');
    expect(placing.ok).toBe(true);
    if (placing.ok) expect(de(placing.state).status).toBe(`Gültige Stellung: ${message('de', 'status.place', { turnOf: 'von Schwarz', by: 'Weiß', owner: 'von Schwarz' })}.`);
  });

  it('says the FEN reader\'s usual refusals in German, naming the FEN field', () => {
    const chess = initialState('chess');
    expect(de(clearBoard(chess)).status).toBe('FEN, Brett: Weiß hat 0 Könige; Schach braucht genau einen');
    expect(de(placePiece(chess, 'e4', 'K', 'white')).status).toBe('FEN, Brett: Weiß hat 2 Könige; Schach braucht genau einen');
    expect(de(placePiece(startPosition(chess), 'a8', 'P', 'white')).status).toBe('FEN, Brett: Ein weißer Bauer kann nicht auf a8 stehen');
    expect(de(update(chess, { enPassant: 'e3' })).status).toMatch(/^FEN, En-passant-Feld: /);
    const rookGone = removePiece(chess, 'h1');
    expect(de(rookGone).status).toMatch(/^FEN, Rochade: „K“: /);
    expect(de(update(chess, { fullmove: 'x' as unknown as number })).status).toBe('FEN, Zugnummer: „x“ ist keine ganze Zahl ab 1');
    // English keeps the engine's message.
    expect(en(clearBoard(chess)).status).toBe('FEN board: White has 0 kings; Chess needs exactly one');
  });

  it('says the puzzle and move problems in German, quoting the engine', () => {
    const s = update(initialState(), { mode: 'puzzle' });
    expect(de(s).status).toBe('Aufgabe: Gib die Lösung an, die Züge bis zum Matt oder beides');
    expect(de(update(s, { mateIn: 'zwei' })).status).toBe('Matt in: „zwei“ ist keine ganze Zahl ab 1');
    expect(de(update(s, { solution: 'Ke3' })).status).toMatch(/^Lösung: .*Ke3/);
    expect(de({ ...initialState(), moves: '1. Ke3' }).status).toMatch(/^Züge: .*Ke3/);
  });

  it('reads a paste and says so in German, variants by their German names', () => {
    const one = loadText(initialState('chess'), '1. e4 *', 0, 'de');
    expect(one.ok && one.what).toBe('PGN gelesen: Schach, 1 Zug.');
    const pawns = loadText(initialState('chess'), '[Variant "Game of Pawns"]\n\n1. e4 e5 *', 0, 'de');
    expect(pawns.ok && pawns.what).toBe('PGN gelesen: Bauernspiel, 2 Züge.');
    const brawl = loadText(initialState('chess'), 'k11/12/12/12/12/12/5A6/12/12/12/12/11K w - - 0 1', 0, 'de');
    expect(brawl.ok && brawl.what).toBe('FEN als Brawl-Schach gelesen.');
    const games = Array.from({ length: 1500 }, (_, i) => `[White "W${i + 1}"]\n[Black "B${i + 1}"]\n\n1. e4 *`).join('\n\n');
    const many = loadText(initialState('chess'), games, 1, 'de');
    expect(many.ok && many.what).toBe('PGN gelesen: Partie 2: W2 – B2, eine von 1.500 Partien im Text: Schach, 1 Zug. Unten kannst du eine andere Partie wählen (die Liste bietet die ersten 500).');
    expect(many.ok && many.games![0]).toBe('Partie 1: W1 – B1');
    expect(loadText(initialState(), '  ', 0, 'de')).toEqual({ ok: false, message: 'Füge zuerst eine FEN oder eine PGN ein.' });
    const bad = loadText(initialState('chess'), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', 0, 'de');
    expect(bad.ok ? '' : bad.message).toBe('FEN, Brett: Reihe 1: „X“ ist keine Figur von Schach (Figuren: PNBRQK)');
    const short = loadText(initialState('chess'), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1', 0, 'de');
    expect(short.ok ? '' : short.message).toBe('FEN, Brett: Reihe 1 („RNBQKBN“) umfasst 7 Felder statt 8');
  });

  it('names every variant and every palette piece as the German board does', () => {
    for (const v of listVariants()) {
      expect(variantName('de', v.id)).toBe(message('de', `variant.${v.id}` as never));
      expect(variantName('en', v.id)).toBe(v.name);
      for (const p of paletteOf(v.id, 'de')) expect(p.label, `${v.id} ${p.fen}`).toMatch(/^(weiße?[rs]?|schwarze?[rs]?) \p{Lu}/u);
    }
    expect(paletteOf('berserker-brawl', 'de').map((p) => p.label)).toEqual(expect.arrayContaining(['weiße Amazone', 'schwarzer Berserker', 'weißer König', 'schwarze Dame']));
    expect(paletteOf('berserker').map((p) => p.label)).toContain('white Berserker');
    expect(pieceLabel('de', 'chess', 'N', 'black')).toBe('schwarzer Springer');
    expect(de(setVariant(initialState(), 'game-of-pawns')).iframe).toContain('title="Brett: Bauernspiel"');
  });

  it('has the live region\'s sentences in German with their parameters filled', () => {
    const w = EDITOR_WORDS.de;
    expect(w.placed('weiße Dame', 'd4')).toBe('weiße Dame auf d4.');
    expect(w.lifted('weißer Springer', 'g1')).toBe('weißer Springer auf g1 angehoben: Wähle ein Feld und drücke die Eingabetaste.');
    expect(w.moved('schwarzer Turm', 'a8', 'a1')).toBe('schwarzer Turm von a8 nach a1.');
    expect(w.toMove('Schwarz')).toBe('Schwarz am Zug.');
    expect(w.copied('iframe')).toBe('Das iframe ist in der Zwischenablage.');
    expect(w.summary('Schach', 1)).toBe('Schach, 1 Zug');
    expect(w.summary('Schach', 3)).toBe('Schach, 3 Züge');
  });
});

describe('the frame page in German', () => {
  it('takes its language from the board\'s lang, English for a language the site lacks', () => {
    expect(frameLocale('de')).toBe('de');
    expect(frameLocale('de-AT')).toBe('de');
    expect(frameLocale('fr')).toBe('en');
    expect(frameLocale(null)).toBe('en');
  });

  it('says what is wrong with its query in German when the board is German', () => {
    const parsed = parseFrameQuery('?lang=de&fenn=x&mode=play&mode=view&coordinates=maybe&background=pink');
    expect(parsed.problems).toEqual([
      'Unbekannter Parameter "fenn": Meintest du "fen"?',
      'Der Parameter "mode" steht mehrmals da; der erste gilt.',
      'coordinates: "maybe" ist weder an noch aus (schreibe "coordinates" allein oder coordinates=false).',
      'background: "pink" ist keiner der Werte theme, transparent.',
    ]);
    expect(parseFrameQuery('?size=big', 'de').problems).toEqual(['Unbekannter Parameter "size" (die Seite „Einbinden“ listet alle auf).']);
    // English, as before, without a lang or with one the site has no words for.
    expect(parseFrameQuery('?lang=fr&size=big').problems).toEqual(['Unknown parameter "size" (the Embed page lists them).']);
  });

  it('gives an iframe a German default title', () => {
    expect(frameSnippet({ variant: 'chess' }, { locale: 'de' })).toContain('title="Berserker-Schach-Brett"');
    expect(frameSnippet({ variant: 'chess' })).toContain('title="Berserker Chess board"');
  });
});
