/**
 * The Analysis page's markup words (site/pages/[...locale]/analysis.astro and site/components/Analysis*.astro).
 * What its scripts say is site/scripts/analysis/words.ts; variant and NAG names come from there too.
 */
import { translations } from '../words';

const en = {
  title: 'Analysis',
  description:
    'Analyse and annotate a game or a position of Berserker Chess and its variants: engine lines, a whole-game review, comments, marks, arrows and variations, exported as PGN.',
  noscript: 'The analysis board needs JavaScript: the board below is only a picture of the starting position.',
  undo: 'Undo',
  redo: 'Redo',
  restore: 'Restore previous analysis',
  helpTitle: 'How the analysis board works',
  /** HTML. */
  help1:
    'Move the pieces to try ideas: a move the game does not have becomes a variation. Step through the moves with the buttons under the board, the move list, or the arrow keys (↓ and ↑ go into and out of variations). Undo (Ctrl+Z) and Redo (Ctrl+Y or Ctrl+Shift+Z) step through your edits; your work is kept in this browser and comes back when you return.',
  /** HTML, with the page's own address in its examples. */
  help2: (path: string) =>
    `A link opens a game here: <code>${path}#pgn=…</code> (the PGN, URL-encoded) or <code>${path}#variant=berserker&amp;fen=…&amp;rules=…</code>, each with <code>&amp;path=0.0.1</code> to show a given move. On a Berserker placement turn the engine’s lines are the choices of the player who decides, the opponent of the side whose turn it is.`,

  board: {
    bar: 'Evaluation',
    label: 'Analysis board',
    graph: 'Evaluation over the game, from White’s side',
  },

  engine: {
    title: 'Engine',
    on: 'Engine lines',
    lines: 'Lines',
    depth: 'Depth',
    untilOff: '∞ (until off)',
    list: 'The engine’s best lines',
    read: 'Read lines',
    note: 'The blue arrow on the board is the engine’s best move. Click a move of a line to play the line up to it as a variation.',
  },

  review: {
    title: 'Review the game',
    note: 'The engine judges every move of the main line, draws the evaluation graph under the board and marks the moves that lose the most (?!, ?, ??) with the better move as a variation. Undo removes the marks.',
    thorough: 'How thorough',
    quick: 'Quick',
    normal: 'Normal',
    deep: 'Deep',
    /** `list`: "Quick: 37,500, Normal: …". */
    thoroughNote: (list: string) => `${list} positions searched a move; deeper finds more and takes longer.`,
    number: (n: number) => n.toLocaleString('en'),
    start: 'Review game',
    progress: 'Review progress',
    cancel: 'Cancel review',
  },

  annotate: {
    title: 'Annotate',
    atStart: 'At the start of the game',
    before: 'Comment before this move',
    after: 'Comment after this move',
    atStartComment: 'Comment at the start of the game',
    moveMarks: 'Mark the move',
    positionMarks: 'Judge the position',
    shapes: 'Arrows and highlights at this move',
    /** HTML: the PGN example stays as PGN writes it. */
    shapesHelp:
      'With a mouse, drag with the right button on the board: an arrow, or a circle when you let go on the same square (green; Shift red, Alt blue, Shift+Alt yellow). With the keyboard, type them as PGN does and press Enter: <code>[%cal Ge2e4,Rd8d1] [%csl Yd4]</code> (G green, R red, Y yellow, B blue).',
    promote: 'Promote this line',
    delete: 'Delete from here',
  },

  load: {
    title: 'Open a game',
    label: 'Load PGN or FEN',
    help: 'Paste a game or a position here, or drop a .pgn file or text on the board. A FEN is read in the variant chosen below when it can be.',
    load: 'Load',
    variant: 'Variant',
    rules: 'Rules',
    newBoard: 'New board',
  },

  export: {
    title: 'Share and export',
    copyPgn: 'Copy PGN',
    downloadPgn: 'Download PGN',
    copyLink: 'Copy link',
    png: 'Download image (PNG)',
    svg: 'Download image (SVG)',
    editor: 'Edit this position in the board editor',
    editorWhy: '(to set up pieces, then embed or analyse it)',
    details: 'The PGN, the link and the embed code',
    pgn: 'PGN',
    link: 'Link to this analysis',
    element: 'The element (with the script tag)',
    copyElement: 'Copy the element’s HTML',
    frame: 'An iframe (for sites that allow no scripts)',
    copyFrame: 'Copy the frame’s HTML',
  },
};

const de: typeof en = {
  title: 'Analyse',
  description:
    'Analysiere und kommentiere eine Partie oder Stellung in Berserker-Schach und seinen Varianten: Zugfolgen der Engine, eine Auswertung der ganzen Partie, Kommentare, Bewertungszeichen, Pfeile und Varianten, als PGN exportiert.',
  noscript: 'Das Analysebrett braucht JavaScript: Das Brett unten ist nur ein Bild der Ausgangsstellung.',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  restore: 'Bisherige Analyse zurückholen',
  helpTitle: 'So funktioniert das Analysebrett',
  help1:
    'Zieh die Figuren, um Ideen auszuprobieren: Ein Zug, den die Partie nicht hat, wird zu einer Variante. Geh die Züge mit den Knöpfen unter dem Brett, in der Zugliste oder mit den Pfeiltasten durch (↓ und ↑ führen in Varianten hinein und wieder heraus). „Rückgängig“ (Strg+Z) und „Wiederholen“ (Strg+Y oder Strg+Umschalt+Z) gehen durch deine Änderungen; deine Arbeit bleibt in diesem Browser gespeichert und ist wieder da, wenn du zurückkommst.',
  help2: (path) =>
    `Ein Link öffnet hier eine Partie: <code>${path}#pgn=…</code> (die PGN, URL-kodiert) oder <code>${path}#variant=berserker&amp;fen=…&amp;rules=…</code>, jeweils mit <code>&amp;path=0.0.1</code>, um einen bestimmten Zug zu zeigen. Bei einem Einsetzzug des Berserkers sind die Zugfolgen der Engine die Wahl des Spielers, der entscheidet: des Gegners der Seite, die am Zug ist.`,

  board: {
    bar: 'Bewertung',
    label: 'Analysebrett',
    graph: 'Bewertung im Verlauf der Partie, aus Sicht von Weiß',
  },

  engine: {
    title: 'Engine',
    on: 'Engine-Zugfolgen',
    lines: 'Zugfolgen',
    depth: 'Tiefe',
    untilOff: '∞ (bis zum Ausschalten)',
    list: 'Die besten Zugfolgen der Engine',
    read: 'Zugfolgen vorlesen',
    note: 'Der blaue Pfeil auf dem Brett ist der beste Zug der Engine. Klicke auf einen Zug einer Zugfolge, um sie bis dorthin als Variante zu spielen.',
  },

  review: {
    title: 'Partie auswerten',
    note: 'Die Engine beurteilt jeden Zug der Hauptvariante, zeichnet die Bewertungskurve unter das Brett und markiert die Züge, die am meisten verlieren (?!, ?, ??), jeweils mit dem besseren Zug als Variante. „Rückgängig“ entfernt die Zeichen.',
    thorough: 'Gründlichkeit',
    quick: 'Schnell',
    normal: 'Mittel',
    deep: 'Gründlich',
    thoroughNote: (list) => `${list} durchsuchte Stellungen pro Zug; gründlicher findet mehr und dauert länger.`,
    number: (n) => n.toLocaleString('de'),
    start: 'Auswertung starten',
    progress: 'Fortschritt der Auswertung',
    cancel: 'Auswertung abbrechen',
  },

  annotate: {
    title: 'Kommentieren',
    atStart: 'Am Anfang der Partie',
    before: 'Kommentar vor diesem Zug',
    after: 'Kommentar nach diesem Zug',
    atStartComment: 'Kommentar am Anfang der Partie',
    moveMarks: 'Den Zug bewerten',
    positionMarks: 'Die Stellung beurteilen',
    shapes: 'Pfeile und Feldmarkierungen bei diesem Zug',
    shapesHelp:
      'Mit der Maus: Zieh mit der rechten Taste auf dem Brett einen Pfeil, oder lass auf demselben Feld los für einen Kreis (grün; mit Umschalt rot, mit Alt blau, mit Umschalt+Alt gelb). Mit der Tastatur: Tippe sie so, wie PGN sie schreibt, und drück die Eingabetaste: <code>[%cal Ge2e4,Rd8d1] [%csl Yd4]</code> (G grün, R rot, Y gelb, B blau).',
    promote: 'Variante aufwerten',
    delete: 'Ab hier löschen',
  },

  load: {
    title: 'Partie öffnen',
    label: 'PGN oder FEN laden',
    help: 'Füge hier eine Partie oder eine Stellung ein, oder leg eine .pgn-Datei oder Text auf dem Brett ab. Eine FEN wird, wenn möglich, in der unten gewählten Variante gelesen.',
    load: 'Laden',
    variant: 'Variante',
    rules: 'Regeln',
    newBoard: 'Neues Brett',
  },

  export: {
    title: 'Teilen und exportieren',
    copyPgn: 'PGN kopieren',
    downloadPgn: 'PGN herunterladen',
    copyLink: 'Link kopieren',
    png: 'Bild herunterladen (PNG)',
    svg: 'Bild herunterladen (SVG)',
    editor: 'Diese Stellung im Brett-Editor bearbeiten',
    editorWhy: '(um Figuren aufzustellen und sie dann einzubinden oder zu analysieren)',
    details: 'PGN, Link und Code zum Einbinden',
    pgn: 'PGN',
    link: 'Link zu dieser Analyse',
    element: 'Das Element (mit dem script-Tag)',
    copyElement: 'HTML des Elements kopieren',
    frame: 'Ein iframe (für Seiten, die keine Skripte erlauben)',
    copyFrame: 'HTML des iframes kopieren',
  },
};

export const ANALYSIS_PAGE_WORDS = translations({ en, de });
