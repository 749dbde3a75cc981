/**
 * The words of a diagram (site/components/Diagram.astro, site/lib/diagram.ts, site/lib/diagram-label.ts):
 * the lines under a board, its controls, its accessible name, its picture's description, and the
 * sentence on the position shown. Colours and variant names come in from the board's message table
 * (berserker-board/messages), moves as the engine writes them.
 *
 * English sentences on a position are the engine's own (situationText, describeOutcome); the `situation`
 * and `outcome` entries below say the same for the other languages (English's are the engine's
 * sentences written out, for the shape).
 */
import { translations } from '../i18n/words';

const en = {
  /** Before the moves under a still board (said, not seen). */
  moves: 'Moves: ',
  /** expectRejected: "The engine refuses <fen>: <why>". */
  engineRefuses: 'The engine refuses',
  /** The engine's reason for refusing a FEN (its message is English: other languages word the known ones). */
  fenRefusal: (message: string) => message,
  /** fenAt: the FEN at the start, or after the moves (given in <code>). */
  fenAtStart: 'FEN at the start:',
  fenAfter: (moves: string) => `FEN after ${moves}:`,
  inCoordinates: 'In coordinates:',
  /** The board's controls (a group named after the board). */
  controls: (label: string) => `Board controls: ${label}`,
  playFromHere: 'Play from here',
  flip: 'Flip board',
  reset: 'Reset',
  /** The board's accessible name: the caption's first sentence, or the variant's name. */
  labelFrom: (sentence: string) => `Diagram: ${sentence}`,
  labelOf: (variant: string) => `${variant} diagram`,
  /** The picture's description, before the sentence on the position: the moves are given ('' for none). */
  description: (variant: string, moves: string) => `${variant} diagram${moves ? ` after ${moves}` : ''}.`,
  /** <Compare>'s toggle. */
  compareLegend: 'Show',
  /** An annotated game's still picture (renderGameHtml); `{move}` is the move. */
  game: { start: 'The starting position', positionAfter: 'Position after {move}', takenBack: 'taken back with Oh No!' },
  /** Who is to move, or whose placement turn it is: colours as names (`by`, `color`) and possessives (`of`). */
  situation: {
    toMove: (color: string) => `${color} to move`,
    inCheck: (color: string) => `${color} to move, in check`,
    inCheckWaits: (color: string) => `${color} to move, in check; the placement waits until ${color} is out of check (R6)`,
    release: (by: string, of: string) => `${by} places ${of} Berserker (release, R3)`,
    place: (by: string, of: string) => `${by} places ${of} captured Berserker (R4)`,
    mark: (by: string, of: string) => `${by} marks one of ${of} knights as ${of} Berserker (R3)`,
  },
  /** How the game ended, with R9's points and the score. */
  outcome: {
    win: (winner: string, reason: string, points: string, berserker: boolean, score: string) =>
      `${winner} wins by ${reason}: ${points} to ${winner}${berserker ? ' (R9)' : ''}. Score ${score}.`,
    draw: (reason: string, score: string) => `Draw by ${reason}: ½ point each. Score ${score}.`,
    points: (n: string, one: boolean) => `${n} point${one ? '' : 's'}`,
  },
};

/** The engine's reasons for refusing an extended FEN's Berserker field (site: C8), in German. */
const FEN_DE: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^FEN Berserker field: (White|Black) has a Berserker (on the board|waiting) but (White|Black) has not triggered \((\w) missing\)$/, (m) =>
    `Berserker-Feld der FEN: ${side(m[1]!)} hat einen Berserker ${m[2] === 'waiting' ? 'in Wartestellung' : 'auf dem Brett'}, aber ${side(m[3]!)} hat nicht ausgelöst (${m[4]} fehlt)`],
  [/^FEN Berserker field: (White|Black) has (\d+) Berserkers; at most one is allowed$/, (m) => `Berserker-Feld der FEN: ${side(m[1]!)} hat ${m[2]} Berserker; erlaubt ist höchstens einer`],
  [/^FEN Berserker field: (White|Black)'s Berserker is on the board, so nothing of it can wait to be placed$/, (m) =>
    `Berserker-Feld der FEN: Der Berserker von ${side(m[1]!)} steht auf dem Brett, also kann kein Einsetzen von ihm ausstehen`],
  [/^FEN Berserker field: (White|Black) cannot have a release \((\w)\) and a placement \((\w)\) waiting at once$/, (m) =>
    `Berserker-Feld der FEN: Bei ${side(m[1]!)} können nicht gleichzeitig eine Freisetzung (${m[2]}) und ein Einsetzen (${m[3]}) ausstehen`],
];
const side = (c: string) => (c === 'White' ? 'Weiß' : 'Schwarz');

const de: typeof en = {
  moves: 'Züge: ',
  engineRefuses: 'Die Engine verweigert',
  fenRefusal: (message) => {
    for (const [re, say] of FEN_DE) {
      const m = re.exec(message);
      if (m) return say(m);
    }
    return message;
  },
  fenAtStart: 'FEN zu Beginn:',
  fenAfter: (moves) => `FEN nach ${moves}:`,
  inCoordinates: 'In Koordinaten:',
  controls: (label) => `Steuerung des Bretts: ${label}`,
  playFromHere: 'Von hier aus spielen',
  flip: 'Brett drehen',
  reset: 'Zurücksetzen',
  labelFrom: (sentence) => `Diagramm: ${sentence}`,
  labelOf: (variant) => `Diagramm (${variant})`,
  description: (variant, moves) => `Diagramm (${variant})${moves ? ` nach ${moves}` : ''}.`,
  compareLegend: 'Anzeigen',
  game: { start: 'Die Ausgangsstellung', positionAfter: 'Stellung nach {move}', takenBack: 'mit „Oh nein!“ zurückgenommen' },
  situation: {
    toMove: (color) => `${color} ist am Zug`,
    inCheck: (color) => `${color} ist am Zug und steht im Schach`,
    inCheckWaits: (color) => `${color} ist am Zug und steht im Schach; das Einsetzen wartet, bis ${color} nicht mehr im Schach steht (R6)`,
    release: (by, of) => `${by} setzt den Berserker ${of} ein (Freisetzung, R3)`,
    place: (by, of) => `${by} setzt den geschlagenen Berserker ${of} wieder ein (R4)`,
    mark: (by, of) => `${by} bestimmt einen der Springer ${of} zum Berserker (R3)`,
  },
  outcome: {
    win: (winner, reason, points, berserker, score) => `${winner} gewinnt (${reason}): ${points} für ${winner}${berserker ? ' (R9)' : ''}. Stand ${score}.`,
    draw: (reason, score) => `Remis (${reason}): je ½ Punkt. Stand ${score}.`,
    points: (n, one) => `${n} ${one ? 'Punkt' : 'Punkte'}`,
  },
};

export const DIAGRAM_WORDS = translations({ en, de });
