/**
 * Every word the Analysis page's scripts show or say (its markup's words are site/i18n/words/analysis.ts),
 * in every language, as pure functions of the facts (the page puts the text on screen; the tests read
 * it). Notation and scores are the engine's (evalText, tokens); names the board element also says —
 * variants, NAGs, White and Black — are its message table's in German (`berserker-board/messages`), the
 * engine's in English: none are written twice.
 */
import { message, MESSAGE_TABLES, type MessageKey } from 'berserker-board/messages';
import { nagGlyph, nagText, variantInfo } from '@berserker-chess/engine';
import type { Colour } from '../shared/engine/protocol';
import type { Locale } from '../../i18n/locale';
import { translations } from '../../i18n/words';
import { pageLocale } from '../../i18n/page-locale';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const mehrzahl = (n: number, one: string, many: string): string => `${n.toLocaleString('de')} ${n === 1 ? one : many}`;
/** A word of the board's German table, or `fallback` when it has none (a variant it does not know). */
const board = (key: string, fallback: string): string => (MESSAGE_TABLES.de?.[key as MessageKey] ? message('de', key as MessageKey) : fallback);

const en = {
  /** A variant's name (the engine's; in German the board's). */
  variantName: (id: string): string => variantInfo(id).name,
  /** A NAG's words, for the buttons' labels, the graph and the status (`$4` → "blunder"). */
  nagName: (nag: number): string => nagText(nag),

  /** Opening a link, pasting, dropping, restoring. */
  load: {
    restored: 'Your analysis is restored.',
    fromLink: (what: string) => `Opened from the link: ${what}.`,
    linkProblem: (problem: string, kept: boolean) =>
      `The link cannot be opened: ${problem}${kept ? ' Your previous analysis is kept on the board.' : ''}`,
    /** The link won over saved work: the work is kept aside until the next edit. */
    previousKept: 'Your previous analysis was replaced by the link’s game. You can bring it back until you change this one.',
    previousRestored: 'Your previous analysis is back on the board (Undo returns to the link’s game).',
    storageCorrupt: (why: string) => `The saved analysis could not be read (${why}), so it was set aside and a new board started.`,
    storageBlocked: 'This browser does not let the page keep your analysis (storage is blocked or full): it will not survive a reload.',
    pasted: (what: string) => `Loaded ${what}.`,
    pasteEmpty: 'Paste a PGN or a FEN first.',
    pasteProblem: (problem: string) => `That text cannot be loaded: ${problem} Your analysis is unchanged.`,
    dropProblem: (problem: string) => `The dropped file cannot be loaded: ${problem} Your analysis is unchanged.`,
    dropNotText: 'Only text (a .pgn file, or a FEN) can be dropped here.',
    newGame: (variant: string, rules: string) => `A new board: ${variant}${rules ? ` (rules ${rules})` : ''}.`,
    aGame: (moves: number, variant: string) => `a game of ${variant}, ${plural(moves, 'move')} in its main line`,
    aPosition: (variant: string) => `a position of ${variant}`,
    tooLong: (what: string, n: number) => `the link’s ${what} is ${n.toLocaleString('en')} characters long, more than this page reads.`,
    garbled: (what: string) => `the link’s ${what} is garbled (a stray % sign, or cut short?).`,
    empty: (what: string) => `the link’s ${what} is empty.`,
    unknownKey: (key: string) => `the link has “${key}”, which this page does not read (it reads variant, fen, rules, pgn and path).`,
    noSuchPath: (path: string) => `the game has no move at “${path}”; it is shown from its start.`,
    badPath: (path: string) => `“${path}” is not a move’s place in the game (numbers joined by dots, such as 0.0.1); it is shown from its start.`,
    noBerserker: (variant: string) => `${variant} has no Berserker, so it has no rule options.`,
    engineSaid: (where: string, message: string) => `${where}: ${message}`,
    /** What the engine judged, before its message. */
    where: { variant: 'variant', rules: 'rules', fen: 'position (FEN)', pgn: 'PGN' },
    /** The link's parts, in its messages. */
    linkParts: { variant: 'variant', fen: 'position (fen)', rules: 'rules', pgn: 'game (pgn)', path: 'move (path)' },
  },

  /** Why saved work cannot be used (in load.storageCorrupt). */
  storage: {
    notOurs: 'it is not the page’s data',
    otherVersion: (version: string) => `it was saved by another version of the page (${version})`,
    damagedWork: 'its game or move is damaged',
    damagedEngine: 'its engine settings are damaged',
  },

  /** The undo stack. */
  undo: {
    undone: (what: string) => `Undone: ${what}.`,
    redone: (what: string) => `Redone: ${what}.`,
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
  },

  /** What each edit is called in the undo messages. */
  edits: {
    move: 'a move',
    shapes: 'a drawing',
    undo: 'a move taken back',
    'take-back': 'an Oh No! take-back',
    comment: 'a comment',
    nags: 'a mark',
    promote: 'a promotion of a line',
    delete: 'a deleted line',
    review: 'the review’s marks',
    line: 'an engine line',
    load: 'loading a game',
    restore: 'restoring the previous analysis',
  },

  /** The engine panel. */
  engine: {
    off: 'The engine is off. Switch it on to see its best lines for the position on the board.',
    loading: 'Starting the engine…',
    thinking: 'The engine is thinking…',
    depth: (d: number, done: boolean) => `depth ${d}${done ? '' : '…'}`,
    nodes: (n: number, nps: number) => `${plural(n, 'position')} (${Math.round(nps / 1000).toLocaleString('en')}k a second)`,
    noMoves: 'No moves here: the game is over in this position.',
    chooser: (chooser: Colour, turn: Colour) =>
      chooser === turn ? `${cap(chooser)} to move.` : `${cap(chooser)} decides: places ${cap(turn)}’s Berserker (a placement turn). The lines are ${cap(chooser)}’s choices.`,
    failed: (why: string) => `The engine stopped working (${why}). Switch it off and on to try again.`,
    paused: 'Paused while the page is hidden.',
    lineLabel: (i: number, score: string, depth: number) => `Line ${i}: ${score} at depth ${depth}`,
    playLine: (san: string) => `Play the line up to ${san} on the board, as a variation`,
    spokenLine: (i: number, score: string, depth: number, moves: string) => `Line ${i}, ${score}, depth ${depth}: ${moves}.`,
    noLines: 'The engine has no lines yet.',
    readOff: 'The engine is off: switch it on first.',
    barLabel: (text: string) => `Evaluation ${text}, from White’s side`,
  },

  /** Whole-game review. */
  review: {
    running: (done: number, total: number) => `Reviewing the game: ${done} of ${plural(total, 'position')}…`,
    cancelled: 'The review was cancelled; the game is unchanged.',
    done: (marks: number) =>
      marks === 0 ? 'Review done: no move loses much. The evaluation graph is under the board.' : `Review done: ${plural(marks, 'move')} marked (?!, ?, ??) with the better move as a variation. Undo removes the marks.`,
    failed: (why: string) => `The review could not be finished (${why}). The game is unchanged.`,
    empty: 'The game has no moves to review.',
    changed: 'The game was changed during the review, so its marks were not written: review it again.',
    notOnGraph: 'The move shown is not on the graph (it is not on the main line, or has no evaluation); use the arrow keys to go to one that is.',
  },

  /** The annotation panel. */
  annotate: {
    at: (label: string) => `At ${label}`,
    atStart: 'At the start of the game',
    saved: 'Saved.',
    promoted: 'The line is promoted.',
    mainAlready: 'This move is on the main line already.',
    deleted: (label: string) => `Deleted ${label} and the moves after it.`,
    cannotDelete: 'The start of the game cannot be deleted.',
    nag: (words: string, on: boolean) => `${words}${on ? ' (on)' : ''}`,
    notShapes: (text: string) => `“${text}” is not an arrow or a highlight.`,
    failed: (message: string) => `That change could not be made: ${message}`,
  },

  /** Export. */
  export: {
    copied: (what: string) => `Copied ${what} to the clipboard.`,
    selected: (what: string) => `Copying is not allowed here: ${what} is selected, copy it with Ctrl+C (⌘C).`,
    pgn: 'the PGN',
    link: 'the link',
    element: 'the element’s HTML',
    frame: 'the frame’s HTML',
    longLink: (n: number) => `This link is ${n.toLocaleString('en')} characters long: some chat programs and browsers cut links that long. Download the PGN to share the whole game safely.`,
    imageFailed: (why: string) => `The picture could not be made: ${why}`,
    frameTitle: 'Berserker Chess game',
  },
};

/** White and Black as the board's German says them: the name ("Weiß") and the possessive ("von Weiß"). */
const farbe = (c: Colour): string => message('de', c);
const von = (c: Colour): string => message('de', `${c}.of`);

const de: typeof en = {
  variantName: (id) => board(`variant.${id}`, variantInfo(id).name),
  nagName: (nag) => board(`nag.${nag}`, nagGlyph(nag)),

  load: {
    restored: 'Deine Analyse ist wiederhergestellt.',
    fromLink: (what) => `Aus dem Link geöffnet: ${what}.`,
    linkProblem: (problem, kept) => `Der Link lässt sich nicht öffnen: ${problem}${kept ? ' Deine bisherige Analyse bleibt auf dem Brett.' : ''}`,
    previousKept: 'Die Partie aus dem Link hat deine bisherige Analyse ersetzt. Du kannst sie zurückholen, solange du diese Partie nicht änderst.',
    previousRestored: 'Deine bisherige Analyse ist wieder auf dem Brett („Rückgängig“ führt zur Partie aus dem Link zurück).',
    storageCorrupt: (why) => `Die gespeicherte Analyse ließ sich nicht lesen (${why}). Sie wurde beiseitegelegt und ein neues Brett begonnen.`,
    storageBlocked: 'Dieser Browser lässt die Seite deine Analyse nicht speichern (der Speicher ist gesperrt oder voll): Nach einem Neuladen ist sie verloren.',
    pasted: (what) => `Geladen: ${what}.`,
    pasteEmpty: 'Füge zuerst eine PGN oder eine FEN ein.',
    pasteProblem: (problem) => `Dieser Text lässt sich nicht laden: ${problem} Deine Analyse bleibt unverändert.`,
    dropProblem: (problem) => `Die abgelegte Datei lässt sich nicht laden: ${problem} Deine Analyse bleibt unverändert.`,
    dropNotText: 'Hier lässt sich nur Text ablegen (eine .pgn-Datei oder eine FEN).',
    newGame: (variant, rules) => `Ein neues Brett: ${variant}${rules ? ` (Regeln ${rules})` : ''}.`,
    aGame: (moves, variant) => `eine Partie ${variant}, ${mehrzahl(moves, 'Zug', 'Züge')} in der Hauptvariante`,
    aPosition: (variant) => `eine Stellung (${variant})`,
    tooLong: (what, n) => `Die Angabe „${what}“ im Link ist ${n.toLocaleString('de')} Zeichen lang, mehr als diese Seite liest.`,
    garbled: (what) => `Die Angabe „${what}“ im Link ist verstümmelt (ein verirrtes %-Zeichen, oder ist sie abgeschnitten?).`,
    empty: (what) => `Die Angabe „${what}“ im Link ist leer.`,
    unknownKey: (key) => `Der Link enthält „${key}“, das diese Seite nicht kennt (sie liest variant, fen, rules, pgn und path).`,
    noSuchPath: (path) => `Die Partie hat keinen Zug an der Stelle „${path}“; sie wird von ihrem Anfang an gezeigt.`,
    badPath: (path) => `„${path}“ bezeichnet keine Stelle in der Partie (Zahlen mit Punkten dazwischen, etwa 0.0.1); sie wird von ihrem Anfang an gezeigt.`,
    noBerserker: (variant) => `${variant} hat keinen Berserker und deshalb keine Regeloptionen.`,
    engineSaid: (where, message) => `${where}: ${message}`,
    where: { variant: 'Variante', rules: 'Regeln', fen: 'Stellung (FEN)', pgn: 'PGN' },
    linkParts: { variant: 'Variante', fen: 'Stellung (fen)', rules: 'Regeln', pgn: 'Partie (pgn)', path: 'Zug (path)' },
  },

  storage: {
    notOurs: 'es sind nicht die Daten dieser Seite',
    otherVersion: (version) => `sie stammt von einer anderen Version der Seite (${version})`,
    damagedWork: 'ihre Partie oder ihr Zug ist beschädigt',
    damagedEngine: 'ihre Engine-Einstellungen sind beschädigt',
  },

  undo: {
    undone: (what) => `Rückgängig gemacht: ${what}.`,
    redone: (what) => `Wiederhergestellt: ${what}.`,
    nothingToUndo: 'Es gibt nichts rückgängig zu machen.',
    nothingToRedo: 'Es gibt nichts wiederherzustellen.',
  },

  edits: {
    move: 'ein Zug',
    shapes: 'eine Zeichnung',
    undo: 'ein zurückgenommener Zug',
    'take-back': 'eine Rücknahme mit „Oh nein!“',
    comment: 'ein Kommentar',
    nags: 'ein Bewertungszeichen',
    promote: 'das Aufwerten einer Variante',
    delete: 'eine gelöschte Variante',
    review: 'die Zeichen der Auswertung',
    line: 'eine Zugfolge der Engine',
    load: 'das Laden einer Partie',
    restore: 'das Zurückholen der bisherigen Analyse',
  },

  engine: {
    off: 'Die Engine ist aus. Schalte sie ein, um ihre besten Zugfolgen für die Stellung auf dem Brett zu sehen.',
    loading: 'Die Engine startet…',
    thinking: 'Die Engine rechnet…',
    depth: (d, done) => `Tiefe ${d}${done ? '' : '…'}`,
    nodes: (n, nps) => `${mehrzahl(n, 'Stellung', 'Stellungen')} (${Math.round(nps / 1000).toLocaleString('de')}k pro Sekunde)`,
    noMoves: 'Hier gibt es keine Züge: In dieser Stellung ist die Partie zu Ende.',
    chooser: (chooser, turn) =>
      chooser === turn
        ? `${farbe(chooser)} am Zug.`
        : `${farbe(chooser)} entscheidet: setzt den Berserker ${von(turn)} ein (ein Einsetzzug). Die Zugfolgen sind die Wahl ${von(chooser)}.`,
    failed: (why) => `Die Engine arbeitet nicht mehr (${why}). Schalte sie aus und wieder ein, um es noch einmal zu versuchen.`,
    paused: 'Angehalten, solange die Seite verborgen ist.',
    lineLabel: (i, score, depth) => `Zugfolge ${i}: ${score} bei Tiefe ${depth}`,
    playLine: (san) => `Die Zugfolge bis ${san} als Variante auf dem Brett spielen`,
    spokenLine: (i, score, depth, moves) => `Zugfolge ${i}, ${score}, Tiefe ${depth}: ${moves}.`,
    noLines: 'Die Engine hat noch keine Zugfolgen.',
    readOff: 'Die Engine ist aus: Schalte sie zuerst ein.',
    barLabel: (text) => `Bewertung ${text}, aus Sicht von Weiß`,
  },

  review: {
    running: (done, total) => `Die Partie wird ausgewertet: ${done.toLocaleString('de')} von ${mehrzahl(total, 'Stellung', 'Stellungen')}…`,
    cancelled: 'Die Auswertung wurde abgebrochen; die Partie ist unverändert.',
    done: (marks) =>
      marks === 0
        ? 'Auswertung fertig: Kein Zug verliert viel. Die Bewertungskurve steht unter dem Brett.'
        : `Auswertung fertig: ${mehrzahl(marks, 'Zug', 'Züge')} markiert (?!, ?, ??), jeweils mit dem besseren Zug als Variante. „Rückgängig“ entfernt die Zeichen.`,
    failed: (why) => `Die Auswertung ließ sich nicht abschließen (${why}). Die Partie ist unverändert.`,
    empty: 'Die Partie hat keine Züge, die sich auswerten ließen.',
    changed: 'Die Partie wurde während der Auswertung geändert, deshalb wurden keine Zeichen eingetragen: Werte sie noch einmal aus.',
    notOnGraph: 'Der gezeigte Zug ist nicht in der Kurve (er steht nicht in der Hauptvariante oder hat keine Bewertung); geh mit den Pfeiltasten zu einem Zug, der darin ist.',
  },

  annotate: {
    at: (label) => `Bei ${label}`,
    atStart: 'Am Anfang der Partie',
    saved: 'Gespeichert.',
    promoted: 'Die Variante ist aufgewertet.',
    mainAlready: 'Dieser Zug steht schon in der Hauptvariante.',
    deleted: (label) => `${label} und die folgenden Züge gelöscht.`,
    cannotDelete: 'Der Anfang der Partie lässt sich nicht löschen.',
    nag: (words, on) => `${words}${on ? ' (gesetzt)' : ''}`,
    notShapes: (text) => `„${text}“ ist weder ein Pfeil noch eine Feldmarkierung.`,
    failed: (message) => `Diese Änderung ließ sich nicht vornehmen: ${message}`,
  },

  export: {
    copied: (what) => `${cap(what)} ist in der Zwischenablage.`,
    selected: (what) => `Kopieren ist hier nicht erlaubt: ${cap(what)} ist ausgewählt, kopiere mit Strg+C (⌘C).`,
    pgn: 'die PGN',
    link: 'der Link',
    element: 'das HTML des Elements',
    frame: 'das HTML des iframes',
    longLink: (n) => `Dieser Link ist ${n.toLocaleString('de')} Zeichen lang: Manche Chatprogramme und Browser schneiden so lange Links ab. Lade die PGN herunter, um die ganze Partie sicher zu teilen.`,
    imageFailed: (why) => `Das Bild ließ sich nicht erstellen: ${why}`,
    frameTitle: 'Partie Berserker-Schach',
  },
};

export const ANALYSIS_WORDS = translations({ en, de });
export type AnalysisWords = typeof en;
export type EditName = keyof AnalysisWords['edits'];

/** The words of the page the script runs on (English outside a browser), or of `locale`. */
export const analysisWords = (locale: Locale = pageLocale()): AnalysisWords => ANALYSIS_WORDS[locale];
