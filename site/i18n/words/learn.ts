/**
 * The Learn pages' own words (site/pages/[...locale]/learn/): headings, the lead, the buttons, "How it
 * works". The sentences the scripts also say (stars, moves used, progress) are in
 * site/scripts/learn/words.ts.
 */
import { translations } from '../words';

const en = {
  path: {
    title: 'Learn',
    description: (count: number, stages: number) =>
      `Learn Berserker Chess by doing: ${count} short exercises in ${stages} stages, from your first trigger to a two-point Berserker checkmate, plus Game of Pawns, Berolina, Battle of the Kings and Brawl.`,
    heading: 'Learn Berserker Chess',
    lead: (count: number) =>
      `${count} short exercises, one goal each. Start with your first trigger and end with a Berserker checkmate worth two points; then try the rules in four more variants. Fewer moves earn more stars.`,
    howTitle: 'How it works',
    how: [
      'Each exercise gives you a position and one goal. You play your side, including the placements you decide; the computer answers where an opponent is needed. The engine checks every move and the goal, exactly as in a real game. Solve it in the fewest moves for three stars, or press Retry to try again. Hints mark the piece to move.',
      'Everything works with the keyboard and a screen reader: the board is a grid you move over with the arrow keys (Enter picks up and puts down), and you can type moves in the box under the board. Your stars are kept in this browser only.',
    ],
    forget: 'Forget my progress',
  },
  stage: {
    title: (stage: string) => `Learn: ${stage}`,
    description: (n: number, total: number, title: string, rule: string, intro: string) => `Learn Berserker Chess, stage ${n} of ${total}: ${title} (${rule}). ${intro}`,
    noscript: 'The exercises need JavaScript: the board below is only a picture of the first one.',
    crumb: 'Learn',
    stageOf: (n: number, total: number) => `stage ${n} of ${total}`,
    movesHidden: 'Moves: ',
    attempt: 'Your attempt',
    hint: 'Hint',
    ohNo: 'Oh no!',
    retry: 'Retry',
    listTitle: 'Exercises in this stage',
    allDone: 'All stages done? Play a game',
    wholePath: 'The whole path',
    readRule: 'Read the rule',
    aboutTitle: 'About this stage',
    /** HTML: the move box's examples are code. */
    about:
      'Move by clicking or dragging, with the keyboard on the board (arrow keys, then Enter to pick up and put down), or by typing the move under the board (<code>e4</code>, <code>Nb1=Z</code>, <code>Zf1</code>). The computer answers when the exercise needs an opponent. Fewer moves earn more stars; your stars are kept in this browser.',
  },
};

const de: typeof en = {
  path: {
    title: 'Lernen',
    description: (count, stages) =>
      `Berserker-Schach lernen, indem du es spielst: ${count} kurze Übungen in ${stages} Etappen, vom ersten auslösenden Zug bis zum Berserker-Matt, das zwei Punkte zählt – dazu Bauernspiel, Berolina, Schlacht der Könige und Brawl.`,
    heading: 'Berserker-Schach lernen',
    lead: (count) =>
      `${count} kurze Übungen, jede mit genau einem Ziel. Du beginnst mit deinem ersten auslösenden Zug und hörst mit einem Berserker-Matt auf, das zwei Punkte wert ist; danach probierst du die Regeln in vier weiteren Varianten aus. Je weniger Züge du brauchst, desto mehr Sterne bekommst du.`,
    howTitle: 'So funktioniert es',
    how: [
      'Jede Übung gibt dir eine Stellung und ein Ziel. Du spielst deine Seite, auch die Einsetzzüge, über die du bestimmst; wo es einen Gegner braucht, antwortet der Computer. Die Engine prüft jeden Zug und das Ziel genau wie in einer echten Partie. Löst du die Übung mit den wenigsten Zügen, bekommst du drei Sterne – oder du drückst „Neuer Versuch“ und probierst es noch einmal. Tipps markieren die Figur, die ziehen soll.',
      'Alles geht auch mit der Tastatur und mit einem Screenreader: Das Brett ist ein Raster, über das du dich mit den Pfeiltasten bewegst (Enter nimmt eine Figur auf und setzt sie ab), und du kannst Züge in das Feld unter dem Brett tippen. Deine Sterne werden nur in diesem Browser gespeichert.',
    ],
    forget: 'Meinen Fortschritt vergessen',
  },
  stage: {
    title: (stage) => `Lernen: ${stage}`,
    description: (n, total, title, rule, intro) => `Berserker-Schach lernen, Etappe ${n} von ${total}: ${title} (${rule}). ${intro}`,
    noscript: 'Die Übungen brauchen JavaScript: Das Brett unten ist nur ein Bild der ersten Übung.',
    crumb: 'Lernen',
    stageOf: (n, total) => `Etappe ${n} von ${total}`,
    movesHidden: 'Züge: ',
    attempt: 'Dein Versuch',
    hint: 'Tipp',
    ohNo: 'Oh nein!',
    retry: 'Neuer Versuch',
    listTitle: 'Übungen dieser Etappe',
    allDone: 'Alle Etappen geschafft? Spiel eine Partie',
    wholePath: 'Der ganze Lernpfad',
    readRule: 'Die Regel nachlesen',
    aboutTitle: 'Über diese Etappe',
    about:
      'Du ziehst per Klick oder per Drag-and-drop, mit der Tastatur auf dem Brett (Pfeiltasten, dann Enter zum Aufnehmen und Absetzen) oder indem du den Zug unter dem Brett eintippst (<code>e4</code>, <code>Nb1=Z</code>, <code>Zf1</code>). Braucht die Übung einen Gegner, antwortet der Computer. Weniger Züge bringen mehr Sterne; deine Sterne werden in diesem Browser gespeichert.',
  },
};

export default translations({ en, de });
