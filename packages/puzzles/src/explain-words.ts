/**
 * The explanation writer's words in English (explain.ts builds the sentences; explain-de.ts is the same
 * table in German). Everything a reader sees is here: the code around it only chooses which entries to
 * use and fills in moves, squares and the engine's piece names ("knight", "Berserker", "berolina pawn").
 */
import type { ColorName } from './engine.js';

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
/** A move as a sentence names it: without the mate sign (the sentence says "mate"). */
const bare = (san: string): string => san.replace(/#$/, '');

export const WORDS = {
  /** How a sentence about a later move of the line starts (squeeze() swaps it for `later` when moves between were left out). */
  thenPrefix: 'Then ',
  side: { white: 'White', black: 'Black' } as Record<ColorName, string>,
  ordinal: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'],
  /** How much material: a queen, a rook, a piece, the exchange, or pawns. */
  material(cp: number): string {
    if (cp >= 850 && cp <= 950) return 'a queen';
    if (cp >= 450 && cp <= 550) return 'a rook';
    if (cp >= 275 && cp <= 350) return 'a piece';
    if (cp >= 175 && cp <= 225) return 'the exchange';
    return `${Math.round(cp / 100)} pawns' worth of material`;
  },
  // What a solver's move does, as verb phrases ("Nxe6 takes the queen on e6, with check").
  takes: (piece: string, sq: string) => `takes the ${piece} on ${sq}`,
  takesBerserker: (sq: string) => `takes the Berserker on ${sq}`,
  enPassant: (sq: string) => `takes the pawn en passant on ${sq}`,
  promotes: (piece: string) => `promotes to a ${piece}`,
  givesCheck: 'gives check',
  withCheck: (phrase: string) => `${phrase}, with check`,
  forks: (targets: readonly string[]) => `attacks ${list(targets)} at once`,
  pieceOn: (piece: string, sq: string) => `the ${piece} on ${sq}`,
  release: (opp: string, from: string, to: string) =>
    from === to ? `turns ${opp}'s knight on ${from} into ${opp}'s Berserker where it stands` : `turns ${opp}'s knight on ${from} into ${opp}'s Berserker, on ${to}`,
  place: (opp: string, to: string) => `puts ${opp}'s Berserker back on ${to}`,
  // Sentences about the solver's moves.
  move: (san: string, phrases: readonly string[]) => `${san} ${list(phrases)}.`,
  quiet: (san: string) => `${san} is a quiet move: it takes nothing and gives no check.`,
  then: (san: string, phrases: readonly string[]) => (phrases.length ? `Then ${san} ${list(phrases)}.` : `Then comes ${san}.`),
  mate: (san: string, phrases: readonly string[], then: boolean) =>
    `${then ? 'Then ' : ''}${bare(san)}${phrases.length ? ` ${list(phrases)} and` : ''} is mate.`,
  berserkerMate: (san: string, phrases: readonly string[], then: boolean) =>
    `${then ? 'Then ' : ''}${bare(san)}${phrases.length ? ` ${list(phrases)} and` : ''} is mate — a Berserker checkmate, worth two points (R9).`,
  stalemateWin: (san: string, opp: string) => `After ${san} ${opp} has no move left, and in Battle of the Kings that wins.`,
  youPlace: (opp: string, sq: string, from: string | null) =>
    from === sq ? `You make ${opp}'s knight on ${sq} the Berserker where it stands.`
      : from ? `You make ${opp}'s knight on ${from} the Berserker and put it on ${sq}.` : `You put ${opp}'s Berserker on ${sq}.`,
  theyPlace: (opp: string, sq: string) => `${opp} puts your Berserker back on ${sq}.`,
  afterMaterial: (san: string, amount: string) => `After ${san} you have won ${amount}.`,
  thenWins: (san: string, phrases: readonly string[], amount: string) => `Then ${san} ${list(phrases)}, and in all you win ${amount}.`,
  won: (amount: string) => `In all you win ${amount}.`,
  survive: (san: string) => `${san} is the only move that holds; every other one loses at least three pawns' worth.`,
  // Why the solver acts, and the rules the line brings in.
  afterOpponent: (opp: string, san: string) => `${opp} has just played ${san}.`,
  ohNo: (opp: string, san: string) => `Oh No! is on, so ${opp} could take ${san} back (R8) — but every other move loses just as clearly.`,
  releaseTurn: (opp: string) => `It is ${opp}'s turn, but it is the release of ${opp}'s Berserker, and you choose the knight and its square (R3).`,
  placeTurn: (opp: string) => `It is ${opp}'s turn, but it is spent putting ${opp}'s captured Berserker back, and you choose the square (R4).`,
  trigger: (san: string, rank: string, opp: string) =>
    `${san} reaches your ${rank} rank, so it triggers (R2): ${opp}'s next turn is the release of ${opp}'s Berserker, and you place it (R3).`,
  capturedBerserker: (opp: string) => `${opp}'s next turn is spent putting the Berserker back, on a square you choose (R4).`,
  /** Replaces "Then " when moves between were left out. */
  later: 'In the end, ',
  andPlace: (sentence: string, sq: string) => `${sentence.replace(/\.$/, '')}, and you put it back on ${sq}.`,
  /** A move sentence and the R4 consequence of the Berserker it took, as one sentence. */
  withReplacement: (sentence: string, opp: string) => `${sentence.replace(/\.$/, '')}: ${opp}'s next turn is spent putting it back, on a square you choose (R4).`,
  reply: (opp: string, san: string, only: boolean, mate: boolean) =>
    only ? `${opp} can only answer ${san}.` : `${opp}'s ${mate ? 'longest defence' : 'best answer'} is ${san}.`,
  // Best placements: where and why.
  bestPlacement: (san: string, sq: string, reason: string) => `${san}: the Berserker goes to ${sq}, ${reason}.`,
  baitSquare: (piece: string, from: string) => `where your ${piece} on ${from} can take it`,
  nextToKing: (opp: string) => `next to ${opp}'s own king, where it takes a square from it`,
  harmless: 'where it attacks none of your pieces',
  otherSquares: 'the one square that keeps your advantage',
  // Notes from the themes.
  hanging: (piece: string, sq: string, guarded: boolean) =>
    guarded ? `The ${piece} on ${sq} was guarded, but it is worth far more than the piece that takes it.` : `The ${piece} on ${sq} was left unguarded.`,
  backRank: (opp: string) => `${opp}'s king is caught on its own back rank.`,
  doubleCheck: (san: string) => `${san} is a double check, so only a king move could answer it.`,
  discovered: (san: string, piece: string, sq: string) => `${san} uncovers a check from the ${piece} on ${sq}.`,
  spawn: (san: string, piece: string, sq: string) => `Remember that a moving piece leaves the next one of the chain behind: ${san} leaves a ${piece} on ${sq}.`,
  berolina: 'Remember that Berolina pawns step diagonally and capture straight ahead.',
  compound: (piece: string, sq: string, moves: string) => `The ${piece} on ${sq} moves ${moves}.`,
  /** How the compound pieces of Brawl move (their names as pieceViews gives them). */
  compoundMoves: {
    amazon: 'like a queen and a knight', ship: 'like a rook and a knight, and one step diagonally', freemason: 'like a bishop and a knight, and one step straight',
    chancellor: 'like a rook and a knight', archbishop: 'like a bishop and a knight', sailor: 'like a rook, and one step diagonally',
    missionary: 'like a bishop, and one step straight', judge: 'like a king and a knight',
  } as Record<string, string>,
};

/** The shape every language's table has (explain-de.ts). */
export type ExplainWords = typeof WORDS;

