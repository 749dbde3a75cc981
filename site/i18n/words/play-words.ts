/**
 * The Play page's words written at build time: the page (site/pages/[...locale]/play.astro), the players
 * above the board (PlayBoard), the game panel (PlayPanel) and the new-game form (PlaySetup). What the page
 * says while a game goes on is site/scripts/play/words.ts; the help under the board, play-help-words.ts.
 */
import { translations } from '../words';

const en = {
  title: 'Play',
  description:
    'Play Berserker Chess and its variants against the computer or a friend at one screen: any variant, any Berserker rule options, clocks, take-backs and PGN.',
  noscript: 'Playing needs JavaScript: the board below is only a picture of the starting position.',
  heading: 'Play',
  /** HTML: the link goes to the form below. */
  lead:
    'Play against the computer or a friend at this screen, in any variant and with any Berserker rule options. The board is ready: on your first visit you are White against the Beginner, so just make a move. To choose another variant, rules, level, colour or a clock, use <a href="#new-game">New game</a>.',
  board: {
    players: 'Players',
    white: 'White',
    black: 'Black',
    /** The players' names before the game is read (White: the reader, Black: the computer). */
    player: (side: 'white' | 'black'): string => (side === 'white' ? 'You' : 'Computer'),
    clock: (colour: string) => `${colour}'s clock`,
    toDecide: 'to decide',
    label: 'Game board',
  },
  panel: {
    title: 'The game',
    loading: 'Loading the game…',
    thinking: 'The computer is thinking…',
    stop: 'Stop: move now',
    yes: 'Yes',
    no: 'No',
    actions: 'Game actions',
    takeBack: 'Take back',
    draw: 'Offer a draw',
    resign: 'Resign',
    flip: 'Flip the board',
    showThinking: 'Show the computer’s thinking (depth, score, expected line)',
    pgnTitle: 'The game as PGN',
    download: 'Download PGN',
    copy: 'Copy PGN',
    analyse: 'Analyse this game',
    showPgn: 'Show the PGN',
  },
  setup: {
    title: 'New game',
    opponent: 'Opponent',
    computer: 'The computer',
    friend: 'A friend at this screen',
    level: 'Computer level',
    youPlay: 'You play',
    white: 'White (you move first)',
    black: 'Black',
    random: 'Random',
    variant: 'Variant',
    rules: 'Berserker rules',
    /** HTML: the link is written for the page's language. */
    rulesNote: 'The defaults are the spec’s; each option is explained on the <a href="/rules/">rules page</a>.',
    noRules: 'This variant has no Berserker, so there are no Berserker options.',
    clock: 'Clock',
    start: 'Start a new game',
    startNote: 'Starting a new game ends the one on the board. The settings above apply to new games only.',
  },
};

const de: typeof en = {
  title: 'Spielen',
  description:
    'Spiele Berserker-Schach und seine Varianten gegen den Computer oder mit jemandem am selben Bildschirm: jede Variante, alle Berserker-Regeloptionen, Schachuhr, Zugrücknahmen und PGN.',
  noscript: 'Zum Spielen braucht es JavaScript: Das Brett unten ist nur ein Bild der Ausgangsstellung.',
  heading: 'Spielen',
  lead:
    'Spiele gegen den Computer oder mit jemandem an diesem Bildschirm, in jeder Variante und mit allen Berserker-Regeloptionen. Das Brett ist bereit: Bei deinem ersten Besuch spielst du mit Weiß gegen den Anfänger – zieh einfach. Eine andere Variante, andere Regeln, eine andere Spielstärke, Farbe oder eine Uhr wählst du unter <a href="#new-game">Neue Partie</a>.',
  board: {
    players: 'Spieler',
    white: 'Weiß',
    black: 'Schwarz',
    player: (side) => (side === 'white' ? 'Du' : 'Computer'),
    clock: (colour) => `Uhr von ${colour}`,
    toDecide: 'entscheidet',
    label: 'Spielbrett',
  },
  panel: {
    title: 'Die Partie',
    loading: 'Die Partie wird geladen…',
    thinking: 'Der Computer denkt nach…',
    stop: 'Stopp: jetzt ziehen',
    yes: 'Ja',
    no: 'Nein',
    actions: 'Aktionen in der Partie',
    takeBack: 'Zurücknehmen',
    draw: 'Remis anbieten',
    resign: 'Aufgeben',
    flip: 'Brett drehen',
    showThinking: 'Zeigen, was der Computer denkt (Tiefe, Bewertung, erwartete Folge)',
    pgnTitle: 'Die Partie als PGN',
    download: 'PGN herunterladen',
    copy: 'PGN kopieren',
    analyse: 'Partie analysieren',
    showPgn: 'PGN anzeigen',
  },
  setup: {
    title: 'Neue Partie',
    opponent: 'Gegner',
    computer: 'Der Computer',
    friend: 'Jemand an diesem Bildschirm',
    level: 'Spielstärke des Computers',
    youPlay: 'Du spielst',
    white: 'Weiß (du ziehst zuerst)',
    black: 'Schwarz',
    random: 'Zufällig',
    variant: 'Variante',
    rules: 'Berserker-Regeln',
    rulesNote: 'Voreingestellt sind die Regeln der Spezifikation; jede Option erklärt die Seite <a href="/de/rules/">Regeln</a>.',
    noRules: 'Diese Variante hat keinen Berserker, also auch keine Berserker-Optionen.',
    clock: 'Uhr',
    start: 'Neue Partie starten',
    startNote: 'Eine neue Partie beendet die Partie auf dem Brett. Die Einstellungen oben gelten nur für neue Partien.',
  },
};

export const PLAY_PAGE_WORDS = translations({ en, de });
