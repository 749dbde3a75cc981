/**
 * What the board editor says (site/scripts/embed/editor-state.ts, editor-ui.ts, editor-board.ts): what
 * a paste read and what is wrong with it, the verdict line, what the snippets keep of a pasted game,
 * and the live region's sentences as pieces go on and off the board. Names the board also says
 * (variants, pieces, colours) come from its message tables (editor-names.ts) and are passed in.
 * The engine's own messages (a bad SAN move, a bad PGN) are quoted after these words as it gives them;
 * `invalid` says the FEN reader's usual refusals of an edited position in the page's language.
 */
import { translations } from '../../i18n/words';

/** The picture's file name, the HTML, the iframe or the FEN: what a copy status names. */
export type Copied = 'html' | 'iframe' | 'fen';

const en = {
  pasteFirst: 'Paste a FEN or a PGN first.',
  noGame: (n: number, count: number) => (count ? `PGN: there is no game ${n} (the text holds ${count}).` : 'PGN: the text holds no game.'),
  pgnError: (message: string) => `PGN: ${message}`,
  /** "Berserker Chess, 4 moves" */
  summary: (variant: string, moves: number) => `${variant}, ${moves} ${moves === 1 ? 'move' : 'moves'}`,
  pgnRead: (summary: string) => `PGN read: ${summary}.`,
  /** One game of a PGN of several: the page offers the others in a picker (at most `max`). */
  pgnReadOf: (title: string, count: number, summary: string, max: number) =>
    `PGN read: ${title}, of ${count.toLocaleString('en-US')} games in the text: ${summary}. Choose another game below${count > max ? ` (the list below offers the first ${max})` : ''}.`,
  gameTitle: (n: number, about: string) => `Game ${n}${about ? `: ${about}` : ''}`,
  fenRead: 'FEN read.',
  fenReadAs: (variant: string) => `FEN read as ${variant}.`,
  /** The pasted game is still the one on the board: the snippets carry its PGN. */
  pgnKept: 'The HTML and the iframe carry the whole pasted game: its header, comments, variations, glyphs, arrows and clocks.',
  /** The board, the moves or the rules changed since: the snippets carry the moves alone. */
  pgnLeft:
    'The game has changed since it was pasted: the HTML and the iframe carry these moves without the pasted game\'s header and notes. Put the game back as it was, or paste it again, to keep them.',
  // ---- the verdict line
  /** A valid position: the situation in the board's words ("White to move"). */
  valid: (situation: string) => `Valid position: ${situation}.`,
  /** The FEN reader's refusal (`message`, with its place in front) of a position of `variant`. */
  invalid: (message: string, _variant: string) => message,
  puzzleNeeds: 'puzzle: give the solution, or a mate-in number, or both',
  mateInBad: (value: string) => `mate-in: "${value}" is not a whole number from 1`,
  /** The engine's message on a solution it cannot play. */
  solutionError: (message: string) => `solution: ${message}`,
  /** The engine's message on the moves. */
  movesError: (message: string) => `moves: ${message}`,
  // ---- the board and the palette (the live region)
  whitePieces: 'White pieces',
  blackPieces: 'Black pieces',
  picked: (piece: string) => `${piece} picked: choose a square on the board.`,
  noPick: 'No piece picked.',
  emptyAlready: (square: string) => `${square} is empty already.`,
  letGo: 'Let go.',
  putBack: 'Put back.',
  /** A piece lifted with Enter: "white knight on g1 lifted". */
  lifted: (piece: string, square: string) => `${piece} on ${square} lifted: choose a square and press Enter.`,
  pickFirst: (square: string) => `${square} is empty. Pick a piece above first.`,
  droppedOff: 'Dropped off the board: nothing placed.',
  placed: (piece: string, square: string) => `${piece} on ${square}.`,
  takenOff: (piece: string, square: string) => `${piece} taken off ${square}.`,
  isEmpty: (square: string) => `${square} is empty.`,
  moved: (piece: string, from: string, to: string) => `${piece} from ${from} to ${to}.`,
  // ---- the form
  variantStart: (variant: string) => `${variant}: the start position.`,
  toMove: (color: string) => `${color} to move.`,
  startPosition: 'The start position.',
  boardEmpty: 'The board is empty.',
  boardTurned: 'Board turned.',
  /** A castling right's box: "White O-O". */
  castling: (color: string, notation: string) => `${color} ${notation}`,
  /** The Berserker FEN field's letters as their boxes say them, in another language (English: the engine's own, editorSpec). */
  flags: null as Record<string, string> | null,
  // ---- the outputs
  copied: (what: Copied) => `The ${what === 'html' ? 'HTML' : what === 'iframe' ? 'iframe' : 'FEN'} is on the clipboard.`,
  copyRefused: 'Copying is not allowed here: select the text and copy it by hand.',
  downloaded: (file: string) => `${file} downloaded.`,
  noPng: (why: string) => `No PNG: ${why}. The SVG works everywhere.`,
};

const W = (c: string) => (c === 'White' || c === 'white' ? 'Weiß' : 'Schwarz');
/** The adjective of a colour before a masculine noun (Bauer, Turm): "weißer", "schwarzer". */
const Wm = (c: string) => (c.toLowerCase() === 'white' ? 'weißer' : 'schwarzer');
const q = (s: string) => `„${s}“`;

/** The FEN fields and other places a refusal names, in German. */
const PLACES: ReadonlyArray<[RegExp, string]> = [
  [/^FEN board$/, 'FEN, Brett'],
  [/^FEN side to move$/, 'FEN, Seite am Zug'],
  [/^FEN castling$/, 'FEN, Rochade'],
  [/^FEN en passant$/, 'FEN, En-passant-Feld'],
  [/^FEN Berserker field$/, 'FEN, Berserker-Feld'],
  [/^FEN halfmove clock$/, 'FEN, Halbzugzähler'],
  [/^FEN fullmove number$/, 'FEN, Zugnummer'],
  [/^pieces/, 'Figuren'],
];

/** The FEN reader's usual refusals in German; another keeps its English detail after a German place. */
const DETAILS: ReadonlyArray<[RegExp, (m: string[], variant: string) => string]> = [
  [/^(White|Black) has (\d+) kings; .+ needs exactly one$/, (m, v) => `${W(m[1]!)} hat ${m[2]} Könige; ${v} braucht genau einen`],
  [/^(White|Black) is in check but it is (White|Black)'s turn$/, (m) => `${W(m[1]!)} steht im Schach, aber ${W(m[2]!)} ist am Zug`],
  [/^a (white|black) pawn cannot stand on (\S+)$/, (m) => `Ein ${Wm(m[1]!)} Bauer kann nicht auf ${m[2]} stehen`],
  [/^rank (\d+): "(.)" is not a piece of .+ \(pieces: (\w+)\)$/, (m, v) => `Reihe ${m[1]}: ${q(m[2]!)} ist keine Figur von ${v} (Figuren: ${m[3]})`],
  [/^rank (\d+) \("(.*)"\) (?:covers (\d+) squares, not (\d+)|has more than (\d+) squares)$/, (m) => `Reihe ${m[1]} (${q(m[2]!)}) ${m[3] ? `umfasst ${m[3]} Felder statt ${m[4]}` : `hat mehr als ${m[5]} Felder`}`],
  [/^expected (\d+) ranks separated by \/, found (\d+)$/, (m) => `erwartet werden ${m[1]} durch / getrennte Reihen, gefunden ${m[2]}`],
  [/^(\S+) is given two pieces$/, (m) => `${m[1]} hat zwei Figuren`],
  [/^"(.)": (White|Black)'s king stands on (\S+), not on its home square (\S+), so it cannot castle$/, (m) => `${q(m[1]!)}: Der König von ${W(m[2]!)} steht auf ${m[3]}, nicht auf seinem Ausgangsfeld ${m[4]}, und kann daher nicht rochieren`],
  [/^"(.)": the (white|black) rook it names stands on (\S+), not on its home square (.+)$/, (m) => `${q(m[1]!)}: Der ${Wm(m[2]!)} Turm, den es bezeichnet, steht auf ${m[3]}, nicht auf seinem Ausgangsfeld ${m[4]!.replace(/ or /g, ' oder ')}`],
  [/^"(.)": (White|Black) has no rook on that side of the king$/, (m) => `${q(m[1]!)}: ${W(m[2]!)} hat auf dieser Seite des Königs keinen Turm`],
  [/^"(.)": no (white|black) rook on the (\S+)-file of the king's rank$/, (m) => `${q(m[1]!)}: kein ${Wm(m[2]!)} Turm auf der ${m[3]}-Linie in der Reihe des Königs`],
  [/^"(.)": (White|Black) has no king$/, (m) => `${q(m[1]!)}: ${W(m[2]!)} hat keinen König`],
  [/^"(.)" (?:appears twice|repeats a right)$/, (m) => `${q(m[1]!)} steht zweimal da`],
  [/^(\S+) is not empty$/, (m) => `${m[1]} ist nicht leer`],
  [/^"(.*)" is not - or a square$/, (m) => `${q(m[1]!)} ist weder - noch ein Feld`],
  [/^"(.*)" is off the (\S+) board$/, (m) => `${q(m[1]!)} liegt nicht auf dem ${m[2]}-Brett`],
  [/^"(.*)": expected an empty skipped square and the (white|black) pawn that skipped it$/, (m) => `${q(m[1]!)}: Erwartet wird ein leeres übersprungenes Feld und der ${Wm(m[2]!)} Bauer, der es übersprungen hat`],
  [/^no (white|black) pawn stands beyond (\S+) as if it had just skipped it$/, (m) => `Hinter ${m[2]} steht kein ${Wm(m[1]!)} Bauer, der das Feld gerade übersprungen haben könnte`],
  [/^"(.*)": no pawn can have just skipped that square/, (m) => `${q(m[1]!)}: Kein Bauer kann dieses Feld gerade übersprungen haben`],
  [/^"(.*)" is not a whole number of at least (\d+)$/, (m) => `${q(m[1]!)} ist keine ganze Zahl ab ${m[2]}`],
  [/^(White|Black) has (\d+) Berserkers; at most one is allowed$/, (m) => `${W(m[1]!)} hat ${m[2]} Berserker; erlaubt ist höchstens einer`],
  [/^(White|Black) has a Berserker (on the board|waiting) but (White|Black) has not triggered \((.)\s?missing\)$/, (m) => `${W(m[1]!)} hat einen Berserker ${m[2] === 'waiting' ? 'in Wartestellung' : 'auf dem Brett'}, aber ${W(m[3]!)} hat nicht ausgelöst (${m[4]} fehlt)`],
  [/^(White|Black) cannot have a release \((.)\) and a placement \((.)\) waiting at once$/, (m) => `Bei ${W(m[1]!)} können nicht zugleich eine Freisetzung (${m[2]}) und ein Einsetzen (${m[3]}) anstehen`],
  [/^(White|Black)'s Berserker is on the board, so nothing of it can wait to be placed$/, (m) => `Der Berserker von ${W(m[1]!)} steht auf dem Brett, also kann nichts von ihm auf das Einsetzen warten`],
];

/** A refusal of the FEN reader ("FEN board: White has 2 kings; Chess needs exactly one") in German. */
function invalidDe(message: string, variant: string): string {
  const colon = message.indexOf(': ');
  const place = colon > 0 ? PLACES.find(([re]) => re.test(message.slice(0, colon))) : undefined;
  const where = place ? place[1] + (message.slice(0, colon).match(/^pieces(, .+)$/)?.[1] ?? '') : null;
  const detail = where ? message.slice(colon + 2) : message;
  for (const [re, say] of DETAILS) {
    const m = re.exec(detail);
    if (m) return where ? `${where}: ${say([...m], variant)}` : say([...m], variant);
  }
  return where ? `${where}: ${detail}` : message;
}

const de: typeof en = {
  pasteFirst: 'Füge zuerst eine FEN oder eine PGN ein.',
  noGame: (n, count) => (count ? `PGN: Eine Partie ${n} gibt es nicht (der Text enthält ${count}).` : 'PGN: Der Text enthält keine Partie.'),
  pgnError: (message) => `PGN: ${message}`,
  summary: (variant, moves) => `${variant}, ${moves} ${moves === 1 ? 'Zug' : 'Züge'}`,
  pgnRead: (summary) => `PGN gelesen: ${summary}.`,
  pgnReadOf: (title, count, summary, max) =>
    `PGN gelesen: ${title}, eine von ${count.toLocaleString('de-DE')} Partien im Text: ${summary}. Unten kannst du eine andere Partie wählen${count > max ? ` (die Liste bietet die ersten ${max})` : ''}.`,
  gameTitle: (n, about) => `Partie ${n}${about ? `: ${about}` : ''}`,
  fenRead: 'FEN gelesen.',
  fenReadAs: (variant) => `FEN als ${variant} gelesen.`,
  pgnKept: 'Das HTML und das iframe enthalten die ganze eingefügte Partie: Kopfzeilen, Kommentare, Varianten, Bewertungszeichen, Pfeile und Bedenkzeiten.',
  pgnLeft:
    'Die Partie hat sich seit dem Einfügen geändert: Das HTML und das iframe enthalten diese Züge ohne die Kopfzeilen und Anmerkungen der eingefügten Partie. Stelle die Partie wieder so her, wie sie war, oder füge sie neu ein, um sie zu behalten.',
  valid: (situation) => `Gültige Stellung: ${situation}.`,
  invalid: invalidDe,
  puzzleNeeds: 'Aufgabe: Gib die Lösung an, die Züge bis zum Matt oder beides',
  mateInBad: (value) => `Matt in: „${value}“ ist keine ganze Zahl ab 1`,
  solutionError: (message) => `Lösung: ${message}`,
  movesError: (message) => `Züge: ${message}`,
  whitePieces: 'Weiße Figuren',
  blackPieces: 'Schwarze Figuren',
  picked: (piece) => `${piece} gewählt: Wähle ein Feld auf dem Brett.`,
  noPick: 'Keine Figur gewählt.',
  emptyAlready: (square) => `${square} ist schon leer.`,
  letGo: 'Losgelassen.',
  putBack: 'Zurückgestellt.',
  lifted: (piece, square) => `${piece} auf ${square} angehoben: Wähle ein Feld und drücke die Eingabetaste.`,
  pickFirst: (square) => `${square} ist leer. Wähle zuerst oben eine Figur.`,
  droppedOff: 'Neben dem Brett losgelassen: nichts eingesetzt.',
  placed: (piece, square) => `${piece} auf ${square}.`,
  takenOff: (piece, square) => `${piece} von ${square} genommen.`,
  isEmpty: (square) => `${square} ist leer.`,
  moved: (piece, from, to) => `${piece} von ${from} nach ${to}.`,
  variantStart: (variant) => `${variant}: die Grundstellung.`,
  toMove: (color) => `${color} am Zug.`,
  startPosition: 'Die Grundstellung.',
  boardEmpty: 'Das Brett ist leer.',
  boardTurned: 'Brett gedreht.',
  castling: (color, notation) => `${color} ${notation}`,
  flags: {
    T: 'Weiß hat ausgelöst',
    t: 'Schwarz hat ausgelöst',
    R: 'die Freisetzung des Berserkers von Weiß steht an',
    r: 'die Freisetzung des Berserkers von Schwarz steht an',
    P: 'der geschlagene Berserker von Weiß wartet aufs Einsetzen',
    p: 'der geschlagene Berserker von Schwarz wartet aufs Einsetzen',
  },
  copied: (what) => `${what === 'html' ? 'Das HTML' : what === 'iframe' ? 'Das iframe' : 'Die FEN'} ist in der Zwischenablage.`,
  copyRefused: 'Kopieren ist hier nicht erlaubt: Markiere den Text und kopiere ihn von Hand.',
  downloaded: (file) => `${file} heruntergeladen.`,
  noPng: (why) => `Kein PNG: ${why}. Das SVG funktioniert überall.`,
};

export const EDITOR_WORDS = translations({ en, de });
