/**
 * What the Play page says about games it reads back or writes out, in every language: a link it cannot
 * use in full (link.ts), a saved game it cannot restore and the browser's storage (storage.ts), a line
 * that cannot be replayed (session.ts), and the players' names in the PGN (pgn.ts). The reasons end up
 * inside the page's sentences: "The saved game could not be restored (…)". A reason the engine gives
 * (why a FEN or rules text is refused) is the engine's own message.
 */
import { translations } from '../../i18n/words';

type LinkKey = 'variant' | 'rules' | 'fen';
const LINK_WHAT: Record<LinkKey, string> = { variant: 'variant', rules: 'rules', fen: 'position (fen)' };
const q = (v: unknown): string => JSON.stringify(v);

const en = {
  // ---------------------------------------------------------------- link.ts
  tooLong: (key: LinkKey, chars: number) => `The link's ${LINK_WHAT[key]} is ${chars} characters long, too long to be read, so it is left out.`,
  badVariant: (why: string) => `The link's variant cannot be played (${why}), so the game is the usual one, from its starting position.`,
  badRules: (why: string) => `The link's rules cannot be used (${why}), so the game uses the default rules.`,
  badFen: (why: string) => `The link's position cannot be set up (${why}), so the game starts from the usual starting position.`,

  // ---------------------------------------------------------------- session.ts
  takeBackNotReplayed: (san: string, why: string) => `the take-back of ${san} cannot be replayed (${why})`,
  moveNotReplayed: (n: number, san: string, why: string) => `move ${n} (${san}) cannot be replayed (${why})`,
  notLegal: 'not legal',
  refused: 'refused',
  movesNotReplayed: 'the moves cannot be replayed',

  // ---------------------------------------------------------------- storage.ts: why a saved game is not restored
  notReadable: 'the saved game is not readable',
  otherVersion: 'the saved game is from another version of this page',
  /** `what`: one of the `has…` phrases below. */
  savedHas: (what: string) => `the saved game has ${what}`,
  movesDamaged: 'the saved moves are damaged',
  takeBacksDamaged: 'the saved take-backs are damaged',
  clocksDamaged: 'the saved clocks are damaged',
  hasNoSettings: 'no settings',
  hasUnknownOpponent: (v: unknown) => `unknown opponent ${q(v)}`,
  hasUnknownLevel: (v: unknown) => `unknown level ${q(v)}`,
  hasUnknownColour: (v: unknown) => `unknown colour ${q(v)}`,
  hasUnknownVariant: (v: unknown) => `unknown variant ${q(v)}`,
  hasUnknownRules: (v: unknown) => `unknown rules ${q(v)}`,
  hasRulesWithout: (variant: string) => `${variant} has no Berserker rule options`,
  hasUnknownClock: (v: unknown) => `unknown clock ${q(v)}`,
  hasDamagedStart: 'a damaged start position',
  hasRefusedStart: (why: string) => `a start position the engine refuses (${why})`,
  hasBadEnding: 'a bad ending',
  hasBadResult: 'a bad result',
  hasBadWinner: 'a bad winner',
  hasEndingNotAddingUp: 'an ending that does not add up',

  // ---------------------------------------------------------------- storage.ts: the browser's storage
  storageFull:
    'This game can no longer be saved in this browser (its storage is full or switched off), so it will not survive a reload. Download the PGN to keep it.',
  storageBlocked: 'This browser does not let the page use its storage, so this game will not survive a reload. Download the PGN to keep it.',
  otherVersionKept: (key: string) => `A game saved by another version of this page cannot be opened here. It is kept, untouched, in this browser's storage under “${key}”.`,
  otherVersionBlocked:
    "A game saved by another version of this page cannot be opened here. It stays in this browser's storage, untouched, so this game will not be saved (there is no room to keep both).",

  // ---------------------------------------------------------------- pgn.ts
  eventComputer: (level: string) => `Berserker Chess site: game against the computer (${level})`,
  eventOneScreen: 'Berserker Chess site: game at one screen',
  whitePlayer: 'White player',
  blackPlayer: 'Black player',
  you: 'You',
  computer: (level: string) => `Computer (${level})`,
};

const LINK_WHAT_DE: Record<LinkKey, string> = { variant: 'die Variante', rules: 'die Regeln', fen: 'die Stellung (fen)' };

const de: typeof en = {
  tooLong: (key, chars) => `Die Angabe für ${LINK_WHAT_DE[key]} im Link ist ${chars} Zeichen lang – zu lang zum Lesen, deshalb wird sie übergangen.`,
  badVariant: (why) => `Die Variante im Link kann nicht gespielt werden (${why}), deshalb beginnt die gewohnte Partie aus ihrer Ausgangsstellung.`,
  badRules: (why) => `Die Regeln im Link können nicht verwendet werden (${why}), deshalb gelten die Standardregeln.`,
  badFen: (why) => `Die Stellung im Link lässt sich nicht aufbauen (${why}), deshalb beginnt die Partie aus der gewohnten Ausgangsstellung.`,

  takeBackNotReplayed: (san, why) => `die Rücknahme von ${san} lässt sich nicht nachspielen (${why})`,
  moveNotReplayed: (n, san, why) => `Zug ${n} (${san}) lässt sich nicht nachspielen (${why})`,
  notLegal: 'nicht legal',
  refused: 'abgelehnt',
  movesNotReplayed: 'die Züge lassen sich nicht nachspielen',

  notReadable: 'die gespeicherte Partie ist nicht lesbar',
  otherVersion: 'die gespeicherte Partie stammt von einer anderen Version dieser Seite',
  savedHas: (what) => `die gespeicherte Partie enthält ${what}`,
  movesDamaged: 'die gespeicherten Züge sind beschädigt',
  takeBacksDamaged: 'die gespeicherten Rücknahmen sind beschädigt',
  clocksDamaged: 'die gespeicherten Uhren sind beschädigt',
  hasNoSettings: 'keine Einstellungen',
  hasUnknownOpponent: (v) => `einen unbekannten Gegner ${q(v)}`,
  hasUnknownLevel: (v) => `eine unbekannte Spielstärke ${q(v)}`,
  hasUnknownColour: (v) => `eine unbekannte Farbe ${q(v)}`,
  hasUnknownVariant: (v) => `eine unbekannte Variante ${q(v)}`,
  hasUnknownRules: (v) => `unbekannte Regeln ${q(v)}`,
  hasRulesWithout: (variant) => `Berserker-Regeloptionen für ${variant}, eine Variante ohne Berserker`,
  hasUnknownClock: (v) => `eine unbekannte Uhr ${q(v)}`,
  hasDamagedStart: 'eine beschädigte Ausgangsstellung',
  hasRefusedStart: (why) => `eine Ausgangsstellung, die die Engine ablehnt (${why})`,
  hasBadEnding: 'ein ungültiges Partieende',
  hasBadResult: 'ein ungültiges Ergebnis',
  hasBadWinner: 'einen ungültigen Sieger',
  hasEndingNotAddingUp: 'ein Partieende, das nicht stimmig ist',

  storageFull:
    'Diese Partie kann in diesem Browser nicht mehr gespeichert werden (sein Speicher ist voll oder abgeschaltet), sie übersteht also kein Neuladen. Lade das PGN herunter, um sie zu behalten.',
  storageBlocked: 'Dieser Browser lässt die Seite seinen Speicher nicht nutzen, daher übersteht diese Partie kein Neuladen. Lade das PGN herunter, um sie zu behalten.',
  otherVersionKept: (key) => `Eine Partie, die eine andere Version dieser Seite gespeichert hat, lässt sich hier nicht öffnen. Sie bleibt unverändert im Speicher dieses Browsers, unter „${key}“.`,
  otherVersionBlocked:
    'Eine Partie, die eine andere Version dieser Seite gespeichert hat, lässt sich hier nicht öffnen. Sie bleibt unverändert im Speicher dieses Browsers, deshalb wird diese Partie nicht gespeichert (für beide ist kein Platz).',

  eventComputer: (level) => `Berserker-Schach-Website: Partie gegen den Computer (${level})`,
  eventOneScreen: 'Berserker-Schach-Website: Partie an einem Bildschirm',
  whitePlayer: 'Spieler mit Weiß',
  blackPlayer: 'Spieler mit Schwarz',
  you: 'Du',
  computer: (level) => `Computer (${level})`,
};

export const RESTORE_WORDS = translations({ en, de });
export type RestoreWords = typeof en;
