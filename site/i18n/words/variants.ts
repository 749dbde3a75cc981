/**
 * The Variants pages' own words (site/pages/[...locale]/variants/index.astro and [id].astro); each
 * variant's text is content/variants/, variant names the board's (berserker-board/messages).
 */
import { translations } from '../words';

const en = {
  // ---- the list
  title: 'Variants',
  description: 'The Berserker Chess family: Genesis, Game of Pawns, the BGM rules lab, Berolina, Battle of the Kings and Brawl Chess, each with its setup and pieces.',
  eyebrow: 'The family',
  heading: 'Variants',
  lead: 'The Berserker rules are a modifier: any chess variant with knights and a middle line can be played “with Berserker”. Here are the variants this site and its engine know, each with its setup, a table of its pieces you can click through, and its special rules on live boards.',
  thumbTitle: (name: string) => `${name}: starting position`,
  // ---- a variant's page
  variants: 'Variants',
  source: 'Source:',
  jump: 'On this page',
  setup: 'Setup',
  pieces: 'Pieces and their moves',
  lab: 'The lab',
  special: 'Special rules',
  board: 'Board',
  pgn: 'PGN',
  withBerserker: 'with the Berserker:',
  attribute: 'Board attribute',
  puzzles: 'Puzzles',
  /** A link to the variant's puzzles: the count ("3 puzzles") and the variant's name. */
  puzzleLink: (count: string, variant: string) => `${count} in ${variant}`,
  reconstruction: '<strong>Our reconstruction</strong> — see the note below.',
  startCaption: (variant: string) => `The starting position of ${variant}. Play both sides from here.`,
  betza:
    'Values are rough guides in pawns. Betza notation is the compact code variant designers use for how a piece moves: <code>W</code> one orthogonal step, <code>F</code> one diagonal step, <code>N</code> the knight\'s leap, doubled or as <code>R</code>/<code>B</code>/<code>Q</code> for sliding, with prefixes such as <code>m</code> (move only), <code>c</code> (capture only), <code>f</code> (forwards) and <code>i</code> (first move only).',
  more: 'More variants',
};

const de: typeof en = {
  title: 'Varianten',
  description: 'Die Familie des Berserker-Schachs: Genesis, Bauernspiel, das BGM-Regellabor, Berolina, Schlacht der Könige und Brawl-Schach, jede mit ihrer Aufstellung und ihren Figuren.',
  eyebrow: 'Die Familie',
  heading: 'Varianten',
  lead: 'Die Berserker-Regeln sind ein Zusatz: Jede Schachvariante mit Springern und einer Mittellinie lässt sich „mit Berserker“ spielen. Hier sind die Varianten, die diese Website und ihre Engine kennen, jede mit ihrer Aufstellung, einer Tabelle ihrer Figuren zum Durchklicken und ihren besonderen Regeln an lebendigen Brettern.',
  thumbTitle: (name) => `${name}: Ausgangsstellung`,
  variants: 'Varianten',
  source: 'Quelle:',
  jump: 'Auf dieser Seite',
  setup: 'Aufstellung',
  pieces: 'Die Figuren und ihre Züge',
  lab: 'Das Labor',
  special: 'Besondere Regeln',
  board: 'Brett',
  pgn: 'PGN',
  withBerserker: 'mit dem Berserker:',
  attribute: 'Attribut des Bretts',
  puzzles: 'Aufgaben',
  puzzleLink: (count, variant) => `${variant}: ${count}`,
  reconstruction: '<strong>Unsere Rekonstruktion</strong> – siehe die Anmerkung unten.',
  startCaption: (variant) => `Die Ausgangsstellung der Variante ${variant}. Spiel von hier aus beide Seiten.`,
  betza:
    'Die Werte sind grobe Richtwerte in Bauerneinheiten. Die Betza-Notation ist der kompakte Code, mit dem Variantenerfinder beschreiben, wie eine Figur zieht: <code>W</code> ein gerader Schritt, <code>F</code> ein diagonaler Schritt, <code>N</code> der Springersprung, verdoppelt oder als <code>R</code>/<code>B</code>/<code>Q</code> für gleitende Züge, mit Präfixen wie <code>m</code> (nur ziehen), <code>c</code> (nur schlagen), <code>f</code> (vorwärts) und <code>i</code> (nur als erster Zug).',
  more: 'Weitere Varianten',
};

export default translations({ en, de });
