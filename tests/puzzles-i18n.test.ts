/**
 * The puzzles in German: every puzzle has a German explanation (explain()'s German where the English is
 * explain()'s, a hand-written one from content/puzzles/de/explanations.json for the rest), every set its
 * German title and description, and a German explanation names the moves its puzzle's line and English
 * explanation name — no others (a move changed or Germanised in translation: "Sf3" for "Nf3").
 * `npm run puzzles:verify` still checks the English explanations; this is the German side.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_DIR, loadCollection } from '../packages/puzzles/src/collection.ts';
import { explain, WORDS_DE } from '../packages/puzzles/src/explain.ts';
import { sentences, type Puzzle } from '../packages/puzzles/src/format.ts';
import { explanationIn, loadPuzzles, readTranslations } from '../site/scripts/puzzles/load.ts';
import { PUZZLE_WORDS, puzzleCount } from '../site/scripts/puzzles/words.ts';
import { readFilterLink, readPuzzleLink, readSetLink } from '../site/scripts/puzzles/address.ts';
import { importText } from '../site/scripts/puzzles/transfer.ts';
import { chunkPath } from '../site/scripts/puzzles/chunks.ts';
import { puzzleAttributes } from '../site/scripts/puzzles/logic.ts';

const col = loadCollection(COLLECTION_DIR);
const de = readTranslations(COLLECTION_DIR, 'de');
const generated = (p: Puzzle): boolean => {
  try {
    return explain(p) === p.explanation;
  } catch {
    return false;
  }
};

/**
 * The moves a text names: castling, piece moves (any variant's letters, and German ones, T L S D, so a
 * Germanised move shows), pawn captures, Berolina pawn steps ("gf6") and promotions — without + # ! ?.
 * A plain square ("e5") is not counted: it may be a square as well as a pawn move.
 */
const MOVE = /\b(?:O-O(?:-O)?|[KQRBNZASFCHDMJTL][a-l]?\d{0,2}x?[a-l]\d{1,2}(?:=[A-Z])?|[a-l]x?[a-l]\d{1,2}(?:=[A-Z])?|[a-l]\d{1,2}=[A-Z])(?![\w=])/g;
const movesIn = (text: string): Set<string> => new Set(text.match(MOVE) ?? []);
const bare = (san: string) => san.replace(/[+#!?]+$/, '');

describe('the puzzles in German', () => {
  it('has a German explanation for every puzzle, none of them English', () => {
    const missing = col.puzzles.filter(({ puzzle }) => {
      const text = explanationIn(puzzle, 'de', de);
      return text === null || text.trim() === '' || text === puzzle.explanation;
    }).map(({ puzzle, file }) => `${file} › ${puzzle.id}`);
    expect(missing).toEqual([]);
  });

  it('translates by hand exactly the explanations explain() does not write (none missing, none left over)', () => {
    const handWritten = col.puzzles.filter(({ puzzle }) => !generated(puzzle)).map(({ puzzle }) => puzzle.id).sort();
    expect(Object.keys(de.explanations).sort()).toEqual(handWritten);
  });

  it('has a German title and description for every set', () => {
    const problems = col.sets.flatMap((s) => {
      const t = de.sets[s.set];
      if (!t) return [`${s.set}: no German title and description`];
      return [
        ...(!t.title?.trim() || t.title === s.title ? [`${s.set}: title`] : []),
        ...(!t.description?.trim() || t.description === s.description ? [`${s.set}: description`] : []),
      ];
    });
    expect(problems).toEqual([]);
    expect(Object.keys(de.sets).sort()).toEqual(col.sets.map((s) => s.set).sort());
  });

  it('names only the moves of the puzzle (its line, and those its English names), and every move the English names', () => {
    const problems: string[] = [];
    for (const { puzzle } of col.puzzles) {
      const text = explanationIn(puzzle, 'de', de) ?? '';
      const english = [...movesIn(puzzle.explanation)].map(bare);
      const allowed = new Set([...[puzzle.opponentMove ?? '', ...puzzle.solution].map(bare), ...english]);
      const german = [...movesIn(text)].map(bare);
      for (const m of german) if (!allowed.has(m)) problems.push(`${puzzle.id}: "${m}" is not in the line (${puzzle.solution.join(' ')})`);
      for (const m of english) if (!german.includes(m)) problems.push(`${puzzle.id}: the English names ${m}, the German does not`);
    }
    expect(problems).toEqual([]);
  });

  it('reads the hand-written explanations as 2–5 sentences, like the English ones', () => {
    const bad = Object.entries(de.explanations).filter(([, t]) => sentences(t).length < 2 || sentences(t).length > 5).map(([id]) => id);
    expect(bad).toEqual([]);
  });

  it('writes explain()\'s German with German grammar: cases, genders, the verb before the move after "Dann"', () => {
    const byId = new Map(col.puzzles.map(({ puzzle }) => [puzzle.id, puzzle]));
    const texts = col.puzzles.filter(({ puzzle }) => generated(puzzle)).map(({ puzzle }) => explain(puzzle, 'de'));
    for (const t of texts) {
      expect(t).not.toMatch(/undefined|\bthe\b|\bknight\b|\bwith check\b|\bThen\b/);
      expect(t).not.toMatch(/Dann [A-Za-z]\S*\d[#+]? (schlägt|gibt|setzt|greift|macht|wandelt)/); // "Dann Nxe6 schlägt" is English word order
    }
    expect(texts.some((t) => /schlägt den Bauern auf/.test(t))).toBe(true);
    expect(texts.some((t) => /schlägt die Dame auf/.test(t))).toBe(true);
    expect(texts.some((t) => /Dann schlägt \S+ /.test(t))).toBe(true);
    expect(texts.some((t) => /Berserker-Matt, das zwei Punkte zählt \(R9\)/.test(t))).toBe(true);
    expect(byId.size).toBeGreaterThan(1000);
    expect(WORDS_DE.material(900)).toBe('eine Dame');
    expect(WORDS_DE.takes('pawn', 'e5')).toBe('schlägt den Bauern auf e5');
    expect(WORDS_DE.takes('ship', 'e5')).toBe('schlägt das Schiff auf e5');
    expect(WORDS_DE.then('Nxe6', [WORDS_DE.takes('queen', 'e6')])).toBe('Dann schlägt Nxe6 die Dame auf e6.');
    expect(WORDS_DE.withCheck(WORDS_DE.takes('rook', 'b8'))).toBe('schlägt mit Schach den Turm auf b8');
    expect(WORDS_DE.promotes('queen')).toBe('wandelt in eine Dame um');
    expect(WORDS_DE.mate('Qh7#', [], true)).toBe('Dann setzt Qh7 matt.');
  });
});

describe('the Puzzles page in German', () => {
  const page = loadPuzzles(resolve(process.cwd(), 'content/puzzles'), 'de');
  const en = loadPuzzles(resolve(process.cwd(), 'content/puzzles'));

  it('gives every puzzle its German task, set title, variant name and explanation, in the English order', () => {
    expect(page.map((p) => p.id)).toEqual(en.map((p) => p.id));
    const first = page[0]!;
    expect(first.task).toMatch(/^(Weiß|Schwarz) (zieht und|findet)/);
    const botk = page.find((p) => p.id === 'botk-01')!;
    expect(botk.setTitle).toBe('Schlacht der Könige');
    expect(botk.variantName).toBe('Schlacht der Könige');
    expect(botk.explanation).toBe(de.explanations['botk-01']);
    expect(page.filter((p, i) => p.explanation === en[i]!.explanation)).toEqual([]);
    expect(new Set(page.map((p) => p.variantName))).toEqual(new Set(['Berserker-Schach', 'Schach', 'Bauernspiel', 'Berolina-Schach', 'Berserker-Berolina-Schach', 'Schlacht der Könige', 'Brawl-Schach', 'Berserker-Brawl-Schach']));
  });

  it('says the task lines in German', () => {
    const w = PUZZLE_WORDS.de;
    expect(w.task('white', 'mate', 2)).toBe('Weiß zieht und setzt in 2 Zügen matt');
    expect(w.task('black', 'mate', 1)).toBe('Schwarz zieht und setzt in 1 Zug matt');
    expect(w.task('white', 'win-material', null)).toBe('Weiß zieht und gewinnt Material');
    expect(w.task('black', 'best-placement', null)).toBe('Schwarz findet das beste Einsetzfeld');
    expect(PUZZLE_WORDS.en.task('white', 'mate', 2)).toBe('White to play and mate in 2');
  });

  it('says the feedback, the counts and the status in German, with their numbers and moves', () => {
    const w = PUZZLE_WORDS.de;
    expect(w.opening('e4', 'Schwarz zieht und setzt in 2 Zügen matt')).toBe('Der Gegner hat e4 gespielt. Schwarz zieht und setzt in 2 Zügen matt.');
    expect(w.right('Nf3')).toBe('Nf3 ist richtig! Warte auf die Antwort …');
    expect(w.solved(3, false)).toBe('Gelöst! Serie 3. Die Erklärung steht unten.');
    expect(w.solved(null, true)).toBe('Gelöst! (Diese hattest du schon einmal gelöst.) Die Erklärung steht unten.');
    expect(w.progress(2, 10, 1, 4)).toBe('2 von 10 gelöst. Serie 1 (beste 4).');
    expect(w.matching(1, 0)).toBe('1 Aufgabe passt; 0 davon hast du gelöst.');
    expect(w.rating(1500, 350, 12)).toBe('Deine Wertung: 1500 ± 700 (+12).');
    expect(w.setCount(3, true, 50)).toBe('Deine Sammlung hat 3 Aufgaben, diese eingeschlossen.');
    expect(w.copiedText(w.copied.link, true)).toBe('Den Link in die Zwischenablage kopiert.');
    expect(w.themeName('hanging-piece')).toBe('Ungedeckte Figur');
    expect(PUZZLE_WORDS.en.themeName('hanging-piece')).toBe('Hanging piece');
    expect([puzzleCount(1, 'de'), puzzleCount(12, 'de'), puzzleCount(12)]).toEqual(['1 Aufgabe', '12 Aufgaben', '12 puzzles']);
  });

  it('says in German why a link cannot be followed, and a file cannot be read', () => {
    expect(readPuzzleLink('#puzzle=', new Set(), 'de')).toEqual({ kind: 'bad', message: 'Der Link nennt keine Aufgabe.' });
    expect(readPuzzleLink('#puzzle=nope', new Set(), 'de')).toEqual({ kind: 'bad', message: 'Es gibt keine Aufgabe „nope“ (der Link ist vielleicht alt oder vertippt).' });
    expect(readFilterLink('#theme=nope', { variants: new Set(), themes: new Set() }, 'de')).toEqual({ kind: 'bad', message: 'Es gibt keine Aufgaben mit dem Thema „nope“ (der Link ist vielleicht alt oder vertippt).' });
    expect(readSetLink('#set=a%', new Set(), 'de')).toMatchObject({ kind: 'bad', message: expect.stringMatching(/^Der Aufgabenname „a%“ in der Sammlung ist verstümmelt/) });
    expect(importText('{', undefined, 'de')).toMatchObject({ ok: false, error: expect.stringMatching(/^Die Datei ist kein von dieser Seite gespeicherter Fortschritt: Sie ist kein JSON/) });
    expect(readPuzzleLink('#puzzle=', new Set())).toEqual({ kind: 'bad', message: 'The link names no puzzle.' });
  });

  it('fetches its puzzles\' bodies from the German chunks, and gives its snippets a German board', () => {
    expect([chunkPath(3), chunkPath(3, 'de')]).toEqual(['/puzzles/data/3.json', '/de/puzzles/data/3.json']);
    const attrs = new Map(puzzleAttributes(page[0]!, 'de'));
    expect(attrs.get('lang')).toBe('de');
    expect(attrs.get('label')).toBe(`Aufgabe: ${page[0]!.task}`);
    expect(new Map(puzzleAttributes(en[0]!)).get('lang')).toBeNull();
  });
});
