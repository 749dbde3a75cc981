/** The Rules page's own words (site/pages/[...locale]/rules.astro); the rules themselves are content/rules/. */
import { translations } from '../words';

const en = {
  title: 'Rules',
  description: 'The rules of Berserker Chess, R1 to R10, each shown on a live board.',
  eyebrow: 'The default ruleset (“Genesis”)',
  heading: 'The rules of Berserker Chess',
  lead: 'Chess, plus one piece that cannot die. Each player gets a Berserker — a knight that always comes back when it is captured — and the twist is that your <em>opponent</em> decides when it appears and where it stands.',
  intro:
    'The rules below are ten short sections, R1 to R10. Every diagram is a live board: step through the moves, then keep playing from the position to try the rule yourself. Where the original drafts disagree, we picked one reading and list the others as <em>options</em>; the <a href="/rulings/">Rulings</a> page explains each choice.',
  nutshellTitle: 'The whole game in five sentences',
  nutshell: [
    'Play chess as usual.',
    'The first time one of your pieces reaches your fourth rank or beyond, you <strong>trigger</strong>.',
    'Your trigger releases your <strong>opponent\'s</strong> Berserker: you pick one of their knights and place it on their back rank, and that placement is their move.',
    'A captured Berserker comes straight back, placed by whoever captured it, again as its owner\'s move.',
    'Mate with the Berserker\'s help scores 2 points instead of 1.',
  ],
  terms:
    'Words used throughout: the <strong>owner</strong> of a Berserker; the <strong>placer</strong>, the owner\'s opponent, who decides where it goes; and <strong>relative rank</strong>, counted from a player\'s own side (White\'s rank 1 is Black\'s rank 8).',
  options: (n: number) => `Rule ${n === 1 ? 'option' : 'options'}:`,
  practise: 'Practise it:',
  /** A link to the puzzles of a theme: the count ("3 puzzles") and the theme's name below. */
  practiceLink: (count: string, theme: string) => `${count} on ${theme}`,
  themes: {
    'release-timing': 'when to trigger',
    'placement-choice': 'where to place a Berserker',
    'capture-and-replacement': 'capturing the Berserker',
    'oh-no-free-tactics': 'tactics with Oh No! on',
    'berserker-checkmate': 'mates by the Berserker',
  } as Record<string, string>,
};

const de: typeof en = {
  title: 'Regeln',
  description: 'Die Regeln des Berserker-Schachs, R1 bis R10, jede an einem lebendigen Brett gezeigt.',
  eyebrow: 'Die Standardregeln („Genesis“)',
  heading: 'Die Regeln des Berserker-Schachs',
  lead: 'Schach, plus eine Figur, die nicht sterben kann. Jede Seite bekommt einen Berserker – einen Springer, der immer zurückkommt, wenn er geschlagen wird –, und der Clou: Dein <em>Gegner</em> entscheidet, wann er erscheint und wo er steht.',
  intro:
    'Die Regeln unten sind zehn kurze Abschnitte, R1 bis R10. Jedes Diagramm ist ein lebendiges Brett: Geh die Züge durch und spiel dann von der Stellung aus weiter, um die Regel selbst auszuprobieren. Wo sich die ursprünglichen Entwürfe widersprechen, haben wir uns für eine Lesart entschieden und führen die anderen als <em>Optionen</em> auf; die Seite <a href="/de/rulings/">Entscheidungen</a> begründet jede Wahl.',
  nutshellTitle: 'Das ganze Spiel in fünf Sätzen',
  nutshell: [
    'Spiel ganz normal Schach.',
    'Sobald zum ersten Mal eine deiner Figuren deine vierte Reihe oder eine Reihe dahinter erreicht, hast du <strong>ausgelöst</strong>.',
    'Deine Auslösung setzt den Berserker deines <strong>Gegners</strong> frei: Du wählst einen seiner Springer und setzt ihn auf seine Grundreihe – und dieses Einsetzen ist sein Zug.',
    'Ein geschlagener Berserker kommt sofort zurück: Wer ihn geschlagen hat, setzt ihn wieder ein, wieder als Zug seines Besitzers.',
    'Ein Matt mit Hilfe des Berserkers zählt 2 Punkte statt 1.',
  ],
  terms:
    'Begriffe, die überall vorkommen: der <strong>Besitzer</strong> eines Berserkers; <strong>wer einsetzt</strong>, also der Gegner des Besitzers, der entscheidet, wohin er kommt; und die <strong>relative Reihe</strong>, gezählt von der eigenen Seite eines Spielers aus (die Reihe 1 von Weiß ist die Reihe 8 von Schwarz).',
  options: (n) => (n === 1 ? 'Regeloption:' : 'Regeloptionen:'),
  practise: 'Zum Üben:',
  practiceLink: (count, theme) => `${count}: ${theme}`,
  themes: {
    'release-timing': 'der richtige Moment zum Auslösen',
    'placement-choice': 'wohin mit dem Berserker',
    'capture-and-replacement': 'den Berserker schlagen',
    'oh-no-free-tactics': 'Taktik mit „Oh nein!“',
    'berserker-checkmate': 'Matt durch den Berserker',
  },
};

export default translations({ en, de });
