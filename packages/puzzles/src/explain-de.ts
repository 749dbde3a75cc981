/**
 * The explanation writer's words in German: the same table as explain-words.ts (every key, the same
 * parameters), for the site's German pages. Reader addressed with "du"; the glossary is the board's
 * German (packages/board/src/lang/de.ts): Weiß/Schwarz, Einsetzen, Freisetzung, Berserker-Matt.
 *
 * German needs what English does not: the engine's piece names ("knight", "berolina pawn") get their
 * German noun, gender and case here (den Springer, die Dame, das Schiff, den Bauern), and a sentence that
 * starts with "Dann" puts the verb before the move ("Dann schlägt Nxe6 die Dame"). Every verb phrase
 * starts with its finite verb, so that swap is one word. Moves stay in SAN as the board writes them.
 */
import type { ExplainWords } from './explain-words.js';

type Gender = 'm' | 'f' | 'n';
interface Noun {
  readonly nom: string;
  /** The accusative where it differs (the weak nouns: den Bauern, den Matrosen). */
  readonly acc?: string;
  readonly g: Gender;
}

/** The engine's piece names (view/common.ts: lower case but for "Berserker") in German. */
const NOUNS: Readonly<Record<string, Noun>> = {
  king: { nom: 'König', g: 'm' },
  queen: { nom: 'Dame', g: 'f' },
  rook: { nom: 'Turm', g: 'm' },
  bishop: { nom: 'Läufer', g: 'm' },
  knight: { nom: 'Springer', g: 'm' },
  pawn: { nom: 'Bauer', acc: 'Bauern', g: 'm' },
  berserker: { nom: 'Berserker', g: 'm' },
  'berolina pawn': { nom: 'Berolina-Bauer', acc: 'Berolina-Bauern', g: 'm' },
  amazon: { nom: 'Amazone', g: 'f' },
  ship: { nom: 'Schiff', g: 'n' },
  freemason: { nom: 'Freimaurer', g: 'm' },
  chancellor: { nom: 'Kanzler', g: 'm' },
  archbishop: { nom: 'Erzbischof', g: 'm' },
  sailor: { nom: 'Matrose', acc: 'Matrosen', g: 'm' },
  missionary: { nom: 'Missionar', g: 'm' },
  judge: { nom: 'Richter', g: 'm' },
  piece: { nom: 'Figur', g: 'f' },
};

const noun = (piece: string): Noun => NOUNS[piece.toLowerCase()] ?? NOUNS.piece!;
const ARTICLE = { nom: { m: 'der', f: 'die', n: 'das' }, acc: { m: 'den', f: 'die', n: 'das' } } as const;
const A_ACC = { m: 'einen', f: 'eine', n: 'ein' } as const;
const YOUR = { m: 'dein', f: 'deine', n: 'dein' } as const;
const IT_ACC = { m: 'ihn', f: 'sie', n: 'es' } as const;

/** "der Turm", "die Dame" (nominative). */
const the = (piece: string): string => `${ARTICLE.nom[noun(piece).g]} ${noun(piece).nom}`;
/** "den Bauern", "die Dame", "das Schiff" (accusative). */
const theAcc = (piece: string): string => { const n = noun(piece); return `${ARTICLE.acc[n.g]} ${n.acc ?? n.nom}`; };
/** "einen Turm", "eine Dame", "ein Schiff" (accusative). */
const aAcc = (piece: string): string => { const n = noun(piece); return `${A_ACC[n.g]} ${n.acc ?? n.nom}`; };
const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} und ${xs[xs.length - 1]}`);
/** A move as a sentence names it: without the mate sign (the sentence says "matt"). */
const bare = (san: string): string => san.replace(/#$/, '');
/** The verb phrase with its move, the verb first: "Dann schlägt Nxe6 die Dame auf e6" (German word order after "Dann"). */
function inverted(san: string, phrase: string): string {
  const i = phrase.indexOf(' ');
  return i < 0 ? `${phrase} ${san}` : `${phrase.slice(0, i)} ${san} ${phrase.slice(i + 1)}`;
}
/** A move and what it does; after "Dann", the verb comes first. */
const clause = (san: string, phrases: readonly string[], then: boolean): string =>
  then ? `Dann ${inverted(san, list(phrases))}` : `${san} ${list(phrases)}`;

/** A mate sentence: "Qh7 setzt matt.", "Dann schlägt Nxc2 den Bauern auf c2 und setzt matt." */
function mateSentence(san: string, phrases: readonly string[], then: boolean): string {
  if (!phrases.length) return then ? `Dann setzt ${bare(san)} matt` : `${bare(san)} setzt matt`;
  return `${clause(bare(san), phrases, then)} und setzt matt`;
}

export const WORDS_DE: ExplainWords = {
  thenPrefix: 'Dann ',
  side: { white: 'Weiß', black: 'Schwarz' },
  ordinal: ['erste', 'zweite', 'dritte', 'vierte', 'fünfte', 'sechste', 'siebte', 'achte', 'neunte', 'zehnte', 'elfte', 'zwölfte'],
  material(cp: number): string {
    if (cp >= 850 && cp <= 950) return 'eine Dame';
    if (cp >= 450 && cp <= 550) return 'einen Turm';
    if (cp >= 275 && cp <= 350) return 'eine Figur';
    if (cp >= 175 && cp <= 225) return 'die Qualität';
    const n = Math.round(cp / 100);
    return n === 1 ? 'Material im Wert eines Bauern' : `Material im Wert von ${n} Bauern`;
  },
  takes: (piece, sq) => `schlägt ${theAcc(piece)} auf ${sq}`,
  takesBerserker: (sq) => `schlägt den Berserker auf ${sq}`,
  enPassant: (sq) => `schlägt den Bauern en passant auf ${sq}`,
  promotes: (piece) => `wandelt in ${aAcc(piece)} um`,
  givesCheck: 'gibt Schach',
  // "schlägt mit Schach die Dame auf e6": the check right after the verb.
  withCheck: (phrase) => inverted('mit Schach', phrase),
  forks: (targets) => `greift ${list(targets)} gleichzeitig an`,
  pieceOn: (piece, sq) => `${theAcc(piece)} auf ${sq}`,
  release: (opp, from, to) =>
    from === to ? `macht den Springer von ${opp} auf ${from} an Ort und Stelle zum Berserker` : `macht den Springer von ${opp} auf ${from} zum Berserker und setzt ihn auf ${to}`,
  place: (opp, to) => `setzt den Berserker von ${opp} auf ${to} wieder ein`,
  move: (san, phrases) => `${san} ${list(phrases)}.`,
  quiet: (san) => `${san} ist ein stiller Zug: Er schlägt nichts und gibt kein Schach.`,
  then: (san, phrases) => (phrases.length ? `${clause(san, phrases, true)}.` : `Dann folgt ${san}.`),
  mate: (san, phrases, then) => `${mateSentence(san, phrases, then)}.`,
  berserkerMate: (san, phrases, then) => `${mateSentence(san, phrases, then)} – ein Berserker-Matt, das zwei Punkte zählt (R9).`,
  stalemateWin: (san, opp) => `Nach ${san} hat ${opp} keinen Zug mehr, und in der Schlacht der Könige ist das ein Sieg.`,
  youPlace: (opp, sq, from) =>
    from === sq ? `Du machst den Springer von ${opp} auf ${sq} an Ort und Stelle zum Berserker.`
      : from ? `Du machst den Springer von ${opp} auf ${from} zum Berserker und setzt ihn auf ${sq}.` : `Du setzt den Berserker von ${opp} auf ${sq}.`,
  theyPlace: (opp, sq) => `${opp} setzt deinen Berserker auf ${sq} wieder ein.`,
  afterMaterial: (san, amount) => `Nach ${san} hast du ${amount} gewonnen.`,
  thenWins: (san, phrases, amount) => `${clause(san, phrases, true)}, und insgesamt gewinnst du ${amount}.`,
  won: (amount) => `Insgesamt gewinnst du ${amount}.`,
  survive: (san) => `${san} ist der einzige Zug, der hält; jeder andere kostet mindestens Material im Wert von drei Bauern.`,
  afterOpponent: (opp, san) => `${opp} hat gerade ${san} gespielt.`,
  ohNo: (opp, san) => `Mit „Oh nein!“ könnte ${opp} ${san} zurücknehmen (R8) – aber jeder andere Zug verliert genauso klar.`,
  releaseTurn: (opp) => `${opp} ist am Zug, aber dieser Zug ist die Freisetzung des eigenen Berserkers – und du wählst den Springer und sein Feld (R3).`,
  placeTurn: (opp) => `${opp} ist am Zug, muss ihn aber darauf verwenden, den geschlagenen Berserker wieder einzusetzen – und du wählst das Feld (R4).`,
  trigger: (san, rank, opp) =>
    `${san} erreicht deine ${rank} Reihe und löst damit aus (R2): Der nächste Zug von ${opp} ist die Freisetzung seines Berserkers, und du setzt ihn ein (R3).`,
  capturedBerserker: (opp) => `Mit dem nächsten Zug muss ${opp} den Berserker wieder einsetzen, auf einem Feld deiner Wahl (R4).`,
  later: 'Am Ende ',
  andPlace: (sentence, sq) => `${sentence.replace(/\.$/, '')}, und du setzt ihn auf ${sq} wieder ein.`,
  withReplacement: (sentence, opp) => `${sentence.replace(/\.$/, '')}: Mit dem nächsten Zug muss ${opp} ihn wieder einsetzen, auf einem Feld deiner Wahl (R4).`,
  reply: (opp, san, only, mate) =>
    only ? `${opp} kann nur mit ${san} antworten.` : `Die ${mate ? 'zäheste Verteidigung' : 'beste Antwort'} von ${opp} ist ${san}.`,
  bestPlacement: (san, sq, reason) => `${san}: Der Berserker kommt auf ${sq}, ${reason}.`,
  baitSquare: (piece, from) => `wo ${YOUR[noun(piece).g]} ${noun(piece).nom} auf ${from} ihn schlagen kann`,
  nextToKing: (opp) => `direkt neben den König von ${opp}, dem er ein Feld nimmt`,
  harmless: 'wo er keine deiner Figuren angreift',
  otherSquares: 'das einzige Feld, auf dem dein Vorteil erhalten bleibt',
  hanging: (piece, sq, guarded) =>
    guarded ? `${cap(the(piece))} auf ${sq} war zwar gedeckt, ist aber weit mehr wert als die Figur, die ${IT_ACC[noun(piece).g]} schlägt.` : `${cap(the(piece))} auf ${sq} stand ungedeckt.`,
  backRank: (opp) => `Der König von ${opp} ist auf seiner eigenen Grundreihe gefangen.`,
  doubleCheck: (san) => `${san} ist ein Doppelschach, auf das nur ein Königszug antworten könnte.`,
  discovered: (san, piece, sq) => `Mit ${san} gibt ${the(piece)} auf ${sq} Abzugsschach.`,
  spawn: (san, piece, sq) => `Denk daran: Eine ziehende Figur lässt die nächste der Kette zurück – ${san} lässt ${aAcc(piece)} auf ${sq} stehen.`,
  berolina: 'Denk daran: Berolina-Bauern ziehen diagonal und schlagen geradeaus.',
  compound: (piece, sq, moves) => `${cap(the(piece))} auf ${sq} zieht ${moves}.`,
  compoundMoves: {
    amazon: 'wie Dame und Springer', ship: 'wie Turm und Springer und einen Schritt diagonal', freemason: 'wie Läufer und Springer und einen Schritt gerade',
    chancellor: 'wie Turm und Springer', archbishop: 'wie Läufer und Springer', sailor: 'wie ein Turm und einen Schritt diagonal',
    missionary: 'wie ein Läufer und einen Schritt gerade', judge: 'wie König und Springer',
  },
};
