/**
 * What the Puzzles page's scripts say, in every language (a words table: `PUZZLE_WORDS[pageLocale()]`):
 * the task lines, the feedback under the board, sets and sharing, the modes, the rating and dashboard,
 * the progress file, and why a link cannot be followed. Pure functions of the facts (the page puts the
 * text on screen; the tests read it). The page's own fixed words are in site/i18n/words/puzzles.ts.
 */
import { translations } from '../../i18n/words';
import type { Locale } from '../../i18n/locale';

type Goal = 'mate' | 'win-material' | 'best-placement' | 'survive';
type Side = 'white' | 'black';

/** A theme id as English shows it: "hanging-piece" → "Hanging piece". */
const themeWords = (t: string): string => t.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const enCount = (n: number): string => `${n} ${n === 1 ? 'puzzle' : 'puzzles'}`;
const enBest = (best: number, isBest: boolean): string => (isBest ? ' Your best yet!' : ` Your best is ${best}.`);

const en = {
  /** "1 puzzle", "12 puzzles": also the counts the variant and rule pages link to the Puzzles page with. */
  puzzleCount: enCount,
  /** The task: "White to play and mate in 2". */
  task(solver: Side, goal: Goal, mateIn: number | null): string {
    const who = solver === 'white' ? 'White' : 'Black';
    switch (goal) {
      case 'mate':
        return mateIn ? `${who} to play and mate in ${mateIn}` : `${who} to play and mate`;
      case 'win-material':
        return `${who} to play and win material`;
      case 'best-placement':
        return `${who} to find the best placement`;
      default:
        return `${who} to play and survive`;
    }
  },
  /** A theme's name (filters, the line under the board, the dashboard). */
  themeName: themeWords,
  /** The line under the board: set, variant, rating, themes. */
  meta: (set: string, variant: string, rating: number, themes: string, solvedBefore: boolean): string =>
    `${set} · ${variant} · rating ${rating} · ${themes}${solvedBefore ? ' · ✓ solved before' : ''}`,
  progress: (solved: number, total: number, streak: number, best: number): string => `Solved ${solved} of ${total}. Streak ${streak} (best ${best}).`,
  matching: (n: number, solved: number): string => `${n} ${n === 1 ? 'puzzle matches' : 'puzzles match'}; you have solved ${solved} of them.`,
  /** What the feedback line says as a puzzle opens. */
  opening: (opponentMove: string | null, task: string): string => (opponentMove ? `The opponent played ${opponentMove}. ${task}.` : `${task}.`),
  right: (san: string): string => `${san} is right! Wait for the reply…`,
  answers: (san: string): string => `The opponent answers ${san}. Your move.`,
  wrong: (move: string | null): string => `${move} is not the solution. It is taken back: try again.`,
  /** After a wrong move the board answered (its refutation), until it is taken back. */
  refuted: (move: string, reply: string): string => `${move} is not the solution: ${reply} answers it. It is taken back: try again.`,
  solutionShown: (line: string): string => `Here is the solution: ${line}. Read why below, then try the next puzzle.`,
  solved: (streak: number | null, before: boolean): string =>
    `Solved!${streak !== null ? ` Streak ${streak}.` : ''}${before ? ' (You had solved this one before.)' : ''} The explanation is below.`,
  noMatch: 'No puzzle matches these filters. Choose others above.',
  hintWait: 'Wait for the opponent’s reply, then ask again.',
  hintMove: (square: string): string => `Hint: move the piece on ${square} (marked on the board).`,
  hintPlace: (square: string): string => `Hint: the Berserker goes on ${square} (marked on the board).`,
  boardLabel: (task: string): string => `Puzzle board: ${task}`,
  resetConfirm: 'Forget which puzzles you have solved, your streak, your rating and your dashboard?',
  /** What follows a link that cannot be followed. */
  instead: { firstUnsolved: 'Here is the first puzzle you have not solved instead.', all: 'Here are all the puzzles instead.', chosenStay: 'The puzzles chosen stay.', boardStays: 'The puzzle on the board stays.' },
  /** Why a link cannot be followed (address.ts). `key`: "variant" or "theme". */
  link: {
    noPuzzle: 'The link names no puzzle.',
    garbledPuzzle: (raw: string): string => `The link’s puzzle name “${raw}” is garbled (a stray % sign?).`,
    unknownPuzzle: (id: string): string => `There is no puzzle “${id}” (the link may be old or mistyped).`,
    badKey: (key: string): string => `The link asks for “${key}”, which puzzles cannot be chosen by (only variant and theme).`,
    garbledFilter: (key: string, raw: string): string => `The link’s ${key} “${raw}” is garbled (a stray % sign?).`,
    noFilter: (key: string): string => `The link names no ${key}.`,
    unknownFilter: (key: string, value: string): string => `There are no puzzles with the ${key} “${value}” (the link may be old or mistyped).`,
    noSetPuzzles: 'The link names no puzzles for the set.',
    garbledSet: (raw: string): string => `The set’s puzzle name “${raw}” is garbled (a stray % sign?).`,
    setGone: (missing: string): string => `The set’s puzzles are not here (the link may be old or mistyped): ${missing}.`,
  },
  /** A chunk of puzzles that cannot be fetched (chunks.ts). */
  fetchFailed: (id: string, why: string): string => `The puzzle “${id}” could not be fetched (${why}). Check the connection and try again.`,
  notInChunk: (id: string, path: string): string => `The puzzle “${id}” is not in its chunk (${path}): the page is older than the puzzles. Reload it.`,
  /** The embeddable snippet's board label and the frame's title (logic.ts). */
  snippetLabel: (task: string): string => `Puzzle: ${task}`,
  frameTitle: (task: string): string => `Berserker Chess puzzle: ${task}`,
  /** The puzzle of the day. */
  dayTask: (task: string, variant: string, rating: number): string => `${task} (${variant}, rating ${rating})`,
  /** The set the reader is making: how big, whether the puzzle on the board is in it, whether it is full. */
  setCount(n: number, hasCurrent: boolean, max: number): string {
    if (n === 0) return 'Your set is empty: add puzzles to it one by one, then share its link.';
    return `Your set has ${enCount(n)}${hasCurrent ? ', this one among them' : ''}${n >= max ? ` (${max} at the most)` : ''}.`;
  },
  /** The button that puts the puzzle on the board in the set, or takes it out. */
  setToggle: (inSet: boolean): string => (inSet ? 'Remove this puzzle from my set' : 'Add this puzzle to my set'),
  /** Above the puzzle while a set opened by a link is being solved. */
  setBanner: (n: number): string => `A set of ${enCount(n)} from a link, in its order.`,
  /** What a set link lacks (`missing`: the ids, already shortened for display), said while the rest opens. */
  setMissing: (count: number, missing: string): string =>
    `${count === 1 ? 'One puzzle' : `${count} puzzles`} of the set ${count === 1 ? 'is' : 'are'} not here (the link may be old): ${missing}. Here are the others.`,
  /** What each copy button copies, as the status after it names it. */
  copied: { link: 'the link', set: 'the set’s link', element: 'the HTML', frame: 'the frame’s HTML' },
  /** After a copy button: copied, or (where the page may not write to the clipboard) selected for the reader to copy. */
  copiedText: (what: string, copied: boolean): string =>
    copied ? `Copied ${what} to the clipboard.` : `Copying is not allowed here: ${what} is selected, copy it with Ctrl+C (⌘C).`,
  /** The modes' names, as the mode switch shows them. */
  modeNames: { practice: 'Practice', rated: 'Rated', streak: 'Streak', timed: '3-minute run' },
  /** What each mode does, said under the switch when it is chosen. */
  modeHelp: {
    practice: 'Any puzzle, in the order of the list: your rating does not change.',
    rated: 'Puzzles near your rating; each puzzle counts once, solved without a wrong move, a hint or the solution.',
    streak: 'Puzzles get harder with each one you solve; one wrong move ends the streak.',
    timed: 'Three minutes: solve as many as you can. A wrong move skips to the next puzzle.',
  },
  /** The reader's rating: "1512 ± 84", with the last change when there was one ("+12"). */
  rating(rating: number, rd: number, change: number | null = null): string {
    const delta = change === null || Math.round(change) === 0 ? '' : ` (${change > 0 ? '+' : '−'}${Math.abs(Math.round(change))})`;
    return `Your rating: ${Math.round(rating)} ± ${Math.round(2 * rd)}${delta}.`;
  },
  /** Rated mode, once the puzzle on the board has been tried before: it no longer counts. */
  notRatedAgain: 'You have tried this puzzle before, so it does not change your rating.',
  /** While a run goes on, and when it ends. */
  streakStatus: (n: number, best: number): string => `Streak: ${n} solved in a row. Best ${best}.`,
  timedStatus: (clock: string, solved: number, failed: number): string => `${clock} left · ${solved} solved, ${failed} missed.`,
  streakOver: (n: number, best: number, isBest: boolean): string => `The streak is over: ${n} solved in a row.${enBest(best, isBest)}`,
  timedOver: (solved: number, failed: number, best: number, isBest: boolean): string => `Time! ${solved} solved, ${failed} missed.${enBest(best, isBest)}`,
  runIdle: 'Press start when you are ready: the first puzzle is the easiest.',
  runNoPuzzles: 'No puzzle matches the filters: choose others to start a run.',
  runOutOfPuzzles: 'You have been through every puzzle the filters allow. Well done!',
  /** The rating chart's words for screen readers (and its title). */
  chartLabel: (n: number, low: number, high: number, now: number): string =>
    `Your rating over your last ${n} rated puzzles: between ${low} and ${high}, now ${now}.`,
  noHistory: 'Solve rated puzzles to see your rating change here.',
  dashboard: {
    empty: 'Your results by theme and by variant appear here once you have tried a puzzle.',
    theme: 'Theme',
    variant: 'Variant',
    tried: 'Tried',
    solved: 'Solved',
    failed: 'Failed',
    rating: 'Rating',
    byTheme: 'By theme',
    byVariant: 'By variant',
  },
  /** The progress file: after saving and loading it, and what is wrong with a file (transfer.ts). */
  fileSaved: (name: string): string => `Saved as ${name} in your downloads.`,
  fileLoaded: (solved: number, attempts: number): string => `Loaded: ${enCount(solved)} solved, ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}.`,
  fileReplace: 'Replace the progress in this browser with the file’s?',
  fileNotJson: (why: string): string => `The file is not progress saved by this page: it is not JSON (${why}).`,
  fileNotProgress: (format: string): string => `The file is not progress saved by this page: it does not start with "format": "${format}".`,
  fileNewer: (v: number): string => `The file was saved by a newer version of this page (version ${v}); reload the page and try again.`,
  /** The theme filter's summary: "all", or the themes ticked ("Fork, Mate"). */
  themeSummary: (names: readonly string[]): string => (names.length ? names.join(', ') : 'all'),
};

/** German theme names (a theme not here yet reads as its id). */
const DE_THEMES: Readonly<Record<string, string>> = {
  'placement-choice': 'Wahl des Einsetzfelds',
  'release-timing': 'Zeitpunkt der Freisetzung',
  'capture-and-replacement': 'Schlagen und Wiedereinsetzen',
  'berserker-checkmate': 'Berserker-Matt',
  'oh-no-free-tactics': 'Taktik trotz „Oh nein!“',
  'game-of-pawns': 'Bauernspiel',
  mate: 'Matt',
  fork: 'Gabel',
  pin: 'Fesselung',
  skewer: 'Spieß',
  'discovered-attack': 'Abzugsangriff',
  'double-check': 'Doppelschach',
  sacrifice: 'Opfer',
  'hanging-piece': 'Ungedeckte Figur',
  'trapped-piece': 'Gefangene Figur',
  deflection: 'Ablenkung',
  'back-rank': 'Grundreihe',
  promotion: 'Umwandlung',
  'en-passant': 'En passant',
  defence: 'Verteidigung',
  endgame: 'Endspiel',
  'quiet-move': 'Stiller Zug',
  'king-hunt': 'Königsjagd',
  spawn: 'Zurückgelassene Figur',
  'stalemate-win': 'Sieg durch Patt',
  'berolina-pawn': 'Berolina-Bauer',
  'compound-piece': 'Kombinierte Figur',
};
const deCount = (n: number): string => `${n} ${n === 1 ? 'Aufgabe' : 'Aufgaben'}`;
const deBest = (best: number, isBest: boolean): string => (isBest ? ' Deine neue Bestleistung!' : ` Deine Bestleistung: ${best}.`);
const deKey = (key: string): string => (key === 'variant' ? 'Variante' : key === 'theme' ? 'Thema' : key);

const de: typeof en = {
  puzzleCount: deCount,
  task(solver, goal, mateIn) {
    const who = solver === 'white' ? 'Weiß' : 'Schwarz';
    switch (goal) {
      case 'mate':
        return mateIn ? `${who} zieht und setzt in ${mateIn} ${mateIn === 1 ? 'Zug' : 'Zügen'} matt` : `${who} zieht und setzt matt`;
      case 'win-material':
        return `${who} zieht und gewinnt Material`;
      case 'best-placement':
        return `${who} findet das beste Einsetzfeld`;
      default:
        return `${who} zieht und hält die Stellung`;
    }
  },
  themeName: (t) => DE_THEMES[t] ?? themeWords(t),
  meta: (set, variant, rating, themes, solvedBefore) =>
    `${set} · ${variant} · Wertung ${rating} · ${themes}${solvedBefore ? ' · ✓ schon gelöst' : ''}`,
  progress: (solved, total, streak, best) => `${solved} von ${total} gelöst. Serie ${streak} (beste ${best}).`,
  matching: (n, solved) => `${n} ${n === 1 ? 'Aufgabe passt' : 'Aufgaben passen'}; ${solved} davon hast du gelöst.`,
  opening: (opponentMove, task) => (opponentMove ? `Der Gegner hat ${opponentMove} gespielt. ${task}.` : `${task}.`),
  right: (san) => `${san} ist richtig! Warte auf die Antwort …`,
  answers: (san) => `Der Gegner antwortet ${san}. Du bist am Zug.`,
  wrong: (move) => `${move} ist nicht die Lösung. Der Zug wird zurückgenommen: Versuch es noch einmal.`,
  refuted: (move, reply) => `${move} ist nicht die Lösung: ${reply} widerlegt den Zug. Er wird zurückgenommen: Versuch es noch einmal.`,
  solutionShown: (line) => `Hier ist die Lösung: ${line}. Lies unten, warum sie funktioniert, und versuch dann die nächste Aufgabe.`,
  solved: (streak, before) =>
    `Gelöst!${streak !== null ? ` Serie ${streak}.` : ''}${before ? ' (Diese hattest du schon einmal gelöst.)' : ''} Die Erklärung steht unten.`,
  noMatch: 'Keine Aufgabe passt zu diesen Filtern. Wähle oben andere.',
  hintWait: 'Warte auf die Antwort des Gegners und frag dann noch einmal.',
  hintMove: (square) => `Tipp: Zieh mit der Figur auf ${square} (auf dem Brett markiert).`,
  hintPlace: (square) => `Tipp: Der Berserker kommt auf ${square} (auf dem Brett markiert).`,
  boardLabel: (task) => `Aufgabenbrett: ${task}`,
  resetConfirm: 'Vergessen, welche Aufgaben du gelöst hast, dazu deine Serie, deine Wertung und deine Übersicht?',
  instead: {
    firstUnsolved: 'Hier ist stattdessen die erste Aufgabe, die du noch nicht gelöst hast.',
    all: 'Hier sind stattdessen alle Aufgaben.',
    chosenStay: 'Die gewählten Aufgaben bleiben.',
    boardStays: 'Die Aufgabe auf dem Brett bleibt.',
  },
  link: {
    noPuzzle: 'Der Link nennt keine Aufgabe.',
    garbledPuzzle: (raw) => `Der Aufgabenname „${raw}“ im Link ist verstümmelt (ein verirrtes %-Zeichen?).`,
    unknownPuzzle: (id) => `Es gibt keine Aufgabe „${id}“ (der Link ist vielleicht alt oder vertippt).`,
    badKey: (key) => `Der Link fragt nach „${key}“, doch Aufgaben lassen sich nur nach Variante und Thema wählen.`,
    garbledFilter: (key, raw) => `${deKey(key) === 'Thema' ? 'Das Thema' : 'Die Variante'} „${raw}“ im Link ist verstümmelt (ein verirrtes %-Zeichen?).`,
    noFilter: (key) => `Der Link nennt ${deKey(key) === 'Thema' ? 'kein Thema' : 'keine Variante'}.`,
    unknownFilter: (key, value) => `Es gibt keine Aufgaben mit ${deKey(key) === 'Thema' ? 'dem Thema' : 'der Variante'} „${value}“ (der Link ist vielleicht alt oder vertippt).`,
    noSetPuzzles: 'Der Link nennt keine Aufgaben für die Sammlung.',
    garbledSet: (raw) => `Der Aufgabenname „${raw}“ in der Sammlung ist verstümmelt (ein verirrtes %-Zeichen?).`,
    setGone: (missing) => `Die Aufgaben der Sammlung gibt es hier nicht (der Link ist vielleicht alt oder vertippt): ${missing}.`,
  },
  fetchFailed: (id, why) => `Die Aufgabe „${id}“ konnte nicht geladen werden (${why}). Prüfe die Verbindung und versuch es noch einmal.`,
  notInChunk: (id, path) => `Die Aufgabe „${id}“ fehlt in ihrer Datei (${path}): Die Seite ist älter als die Aufgaben. Lade sie neu.`,
  snippetLabel: (task) => `Aufgabe: ${task}`,
  frameTitle: (task) => `Berserker-Schach-Aufgabe: ${task}`,
  dayTask: (task, variant, rating) => `${task} (${variant}, Wertung ${rating})`,
  setCount(n, hasCurrent, max) {
    if (n === 0) return 'Deine Sammlung ist leer: Füge Aufgaben einzeln hinzu und teile dann ihren Link.';
    return `Deine Sammlung hat ${deCount(n)}${hasCurrent ? ', diese eingeschlossen' : ''}${n >= max ? ` (höchstens ${max})` : ''}.`;
  },
  setToggle: (inSet) => (inSet ? 'Diese Aufgabe aus meiner Sammlung nehmen' : 'Diese Aufgabe zu meiner Sammlung hinzufügen'),
  setBanner: (n) => `Eine Sammlung von ${deCount(n)} aus einem Link, in ihrer Reihenfolge.`,
  setMissing: (count, missing) =>
    `${count === 1 ? 'Eine Aufgabe' : `${count} Aufgaben`} der Sammlung gibt es hier nicht (der Link ist vielleicht alt): ${missing}. Hier sind die übrigen.`,
  copied: { link: 'den Link', set: 'den Link der Sammlung', element: 'das HTML', frame: 'das HTML des Rahmens' },
  copiedText: (what, copied) =>
    copied ? `${what[0]!.toUpperCase()}${what.slice(1)} in die Zwischenablage kopiert.` : `Kopieren ist hier nicht erlaubt: ${what} ist markiert, kopiere es mit Strg+C (⌘C).`,
  modeNames: { practice: 'Üben', rated: 'Gewertet', streak: 'Serie', timed: '3-Minuten-Lauf' },
  modeHelp: {
    practice: 'Jede Aufgabe, in der Reihenfolge der Liste: Deine Wertung ändert sich nicht.',
    rated: 'Aufgaben nahe deiner Wertung; jede zählt einmal, gelöst ohne falschen Zug, Tipp oder Lösung.',
    streak: 'Die Aufgaben werden mit jeder gelösten schwerer; ein falscher Zug beendet die Serie.',
    timed: 'Drei Minuten: Löse so viele, wie du kannst. Ein falscher Zug springt zur nächsten Aufgabe.',
  },
  rating(rating, rd, change = null) {
    const delta = change === null || Math.round(change) === 0 ? '' : ` (${change > 0 ? '+' : '−'}${Math.abs(Math.round(change))})`;
    return `Deine Wertung: ${Math.round(rating)} ± ${Math.round(2 * rd)}${delta}.`;
  },
  notRatedAgain: 'Diese Aufgabe hast du schon einmal versucht, darum ändert sie deine Wertung nicht.',
  streakStatus: (n, best) => `Serie: ${n} in Folge gelöst. Bestleistung ${best}.`,
  timedStatus: (clock, solved, failed) => `noch ${clock} · ${solved} gelöst, ${failed} verfehlt.`,
  streakOver: (n, best, isBest) => `Die Serie ist vorbei: ${n} in Folge gelöst.${deBest(best, isBest)}`,
  timedOver: (solved, failed, best, isBest) => `Zeit! ${solved} gelöst, ${failed} verfehlt.${deBest(best, isBest)}`,
  runIdle: 'Leg los, wenn du bereit bist: Die erste Aufgabe ist die leichteste.',
  runNoPuzzles: 'Keine Aufgabe passt zu den Filtern: Wähle andere, um einen Lauf zu starten.',
  runOutOfPuzzles: 'Du hast alle Aufgaben durch, die die Filter zulassen. Gut gemacht!',
  chartLabel: (n, low, high, now) => `Deine Wertung über deine letzten ${n} gewerteten Aufgaben: zwischen ${low} und ${high}, jetzt ${now}.`,
  noHistory: 'Löse gewertete Aufgaben, um hier den Verlauf deiner Wertung zu sehen.',
  dashboard: {
    empty: 'Deine Ergebnisse nach Thema und nach Variante erscheinen hier, sobald du eine Aufgabe versucht hast.',
    theme: 'Thema',
    variant: 'Variante',
    tried: 'Versucht',
    solved: 'Gelöst',
    failed: 'Verfehlt',
    rating: 'Wertung',
    byTheme: 'Nach Thema',
    byVariant: 'Nach Variante',
  },
  fileSaved: (name) => `Als ${name} in deinen Downloads gespeichert.`,
  fileLoaded: (solved, attempts) => `Geladen: ${solved} gelöst, ${attempts} ${attempts === 1 ? 'Versuch' : 'Versuche'}.`,
  fileReplace: 'Den Fortschritt in diesem Browser durch den aus der Datei ersetzen?',
  fileNotJson: (why) => `Die Datei ist kein von dieser Seite gespeicherter Fortschritt: Sie ist kein JSON (${why}).`,
  fileNotProgress: (format) => `Die Datei ist kein von dieser Seite gespeicherter Fortschritt: Sie beginnt nicht mit "format": "${format}".`,
  fileNewer: (v) => `Die Datei wurde von einer neueren Version dieser Seite gespeichert (Version ${v}); lade die Seite neu und versuch es noch einmal.`,
  themeSummary: (names) => (names.length ? names.join(', ') : 'alle'),
};

export const PUZZLE_WORDS = translations({ en, de });
export type PuzzleWords = typeof en;

/** "1 puzzle", "12 Aufgaben": the rule and variant pages link to the Puzzles page with these counts. */
export const puzzleCount = (n: number, locale: Locale = 'en'): string => PUZZLE_WORDS[locale].puzzleCount(n);

