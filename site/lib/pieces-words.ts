/**
 * The piece tables' words (site/lib/pieces.ts, site/components/PieceTable.astro): how each piece moves,
 * keyed by its Betza notation (the engine's own), the notes on castling, promotion and the Berserker,
 * and the table's own labels. Piece and variant names are the board's (berserker-board/messages).
 */
import { translations } from '../i18n/words';

const en = {
  /** Plain words for each movement, keyed by Betza notation. */
  moves: {
    K: 'One step in any direction.',
    Q: 'Any distance along ranks, files and diagonals.',
    R: 'Any distance along ranks and files.',
    B: 'Any distance diagonally; stays on one colour.',
    N: 'Jumps two squares one way and one across (an L), over anything.',
    mfWcfFimfnD: 'One step forward, two from its first square; captures one step diagonally forward.',
    mfFcfWimfnA: 'One step diagonally forward, two from its first square; captures one step straight ahead.',
    mfWcfFimfnDimfnH: 'One step forward, two or three from its first square; captures one step diagonally forward.',
    QN: 'Like a queen or a knight.',
    RNF: 'Like a rook or a knight, or one step diagonally.',
    BNW: 'Like a bishop or a knight, or one step orthogonally.',
    RN: 'Like a rook or a knight.',
    BN: 'Like a bishop or a knight.',
    RF: 'Like a rook, or one step diagonally.',
    BW: 'Like a bishop, or one step orthogonally.',
    KN: 'One step in any direction, or a knight’s jump.',
  } as Record<string, string>,
  berserker: 'Moves and captures like a knight.',
  immortal: 'Immortal: a captured Berserker is placed again (R4). It comes from a knight (R3).',
  castles: 'Castles.',
  castlesFar: (squares: number) => `Castles, moving ${squares} squares.`,
  noCastling: 'Does not castle.',
  several: 'Several may be on the board.',
  promotionOnly: 'Only by promotion.',
  // ---- the table (PieceTable.astro)
  region: (variantId: string, variantName: string) => `Pieces of ${variantId}`,
  tableCaption: 'Pieces: choose one to see its moves on the board',
  piece: 'Piece',
  betza: 'Betza',
  value: 'Value',
  hint: 'Choose a piece to see where it can go. On the live board, click any piece.',
  /** A piece's board caption: its name (the table's, capitalised) and gender (the board's m, f, n), its square, how it moves. */
  caption: (name: string, gender: string, square: string, text: string) => `The ${name.toLowerCase()} on ${square}. ${text}`,
  markerKey: 'Marker key',
  markers: {
    move: 'moves or captures',
    'move-only': 'moves, no capture',
    'capture-only': 'captures only',
    initial: 'first move only',
    castle: 'castling',
  },
};

const ARTICLE: Record<string, string> = { m: 'Der', f: 'Die', n: 'Das' };

const de: typeof en = {
  moves: {
    K: 'Ein Schritt in jede Richtung.',
    Q: 'Beliebig weit entlang Reihen, Linien und Diagonalen.',
    R: 'Beliebig weit entlang Reihen und Linien.',
    B: 'Beliebig weit diagonal; bleibt immer auf einer Feldfarbe.',
    N: 'Springt zwei Felder in eine Richtung und eines quer dazu (ein L), über alles hinweg.',
    mfWcfFimfnD: 'Ein Schritt vorwärts, vom Ausgangsfeld aus auch zwei; schlägt einen Schritt diagonal nach vorn.',
    mfFcfWimfnA: 'Ein Schritt diagonal nach vorn, vom Ausgangsfeld aus auch zwei; schlägt einen Schritt gerade nach vorn.',
    mfWcfFimfnDimfnH: 'Ein Schritt vorwärts, vom Ausgangsfeld aus auch zwei oder drei; schlägt einen Schritt diagonal nach vorn.',
    QN: 'Wie eine Dame oder ein Springer.',
    RNF: 'Wie ein Turm oder ein Springer, oder ein Schritt diagonal.',
    BNW: 'Wie ein Läufer oder ein Springer, oder ein Schritt gerade.',
    RN: 'Wie ein Turm oder ein Springer.',
    BN: 'Wie ein Läufer oder ein Springer.',
    RF: 'Wie ein Turm, oder ein Schritt diagonal.',
    BW: 'Wie ein Läufer, oder ein Schritt gerade.',
    KN: 'Ein Schritt in jede Richtung oder ein Springersprung.',
  },
  berserker: 'Zieht und schlägt wie ein Springer.',
  immortal: 'Unsterblich: Ein geschlagener Berserker wird wieder eingesetzt (R4). Er entsteht aus einem Springer (R3).',
  castles: 'Rochiert.',
  castlesFar: (squares) => `Rochiert und zieht dabei ${squares} Felder weit.`,
  noCastling: 'Rochiert nicht.',
  several: 'Es darf mehrere davon auf dem Brett geben.',
  promotionOnly: 'Nur durch Umwandlung.',
  region: (variantId, variantName) => `Die Figuren: ${variantName}`,
  tableCaption: 'Figuren: Wähle eine, um ihre Züge auf dem Brett zu sehen',
  piece: 'Figur',
  betza: 'Betza-Code',
  value: 'Wert',
  hint: 'Wähle eine Figur, um zu sehen, wohin sie ziehen kann. Auf dem lebendigen Brett klickst du einfach eine beliebige Figur an.',
  caption: (name, gender, square, text) => `${ARTICLE[gender] ?? 'Der'} ${name} auf ${square}. ${text}`,
  markerKey: 'Legende der Markierungen',
  markers: {
    move: 'zieht oder schlägt',
    'move-only': 'zieht, schlägt nicht',
    'capture-only': 'schlägt nur',
    initial: 'nur als erster Zug',
    castle: 'Rochade',
  },
};

export const PIECES_WORDS = translations({ en, de });
