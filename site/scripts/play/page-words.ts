/**
 * What the Play page says as the game goes on, in every language: the notices of page.ts, the thinking
 * box and player names, the panel's messages (view.ts), draw offers (draws.ts), the computer's failures
 * (computer.ts) and the clocks read out (clock.ts).
 */
import { message } from 'berserker-board/messages';
import { translations } from '../../i18n/words';
import { cap, other, type Colour } from './types';

const en = {
  // ---------------------------------------------------------------- page.ts
  refused: (san: string, why: string) => `The computer's move ${san} was refused: ${why}`,
  over: 'The game is over.',
  /** `flagged` ran out of time; `human` is the human's colour against the computer. */
  timeUp: (flagged: Colour, human: Colour | null) => `${human ? (flagged === human ? 'Your' : "The computer's") : `${cap(flagged)}'s`} time is up.`,
  youResign: 'You resign.',
  resigns: (c: Colour) => `${cap(c)} resigns.`,
  tryAgainNotice: 'The computer tries again.',
  resignAsk: 'Resign this game? The computer wins.',
  resignYes: 'Yes, resign',
  playOn: 'No, play on',
  resignAskOf: (c: Colour) => `${cap(c)} resigns? ${cap(other(c))} wins.`,
  resignYesOf: (c: Colour) => `Yes, ${cap(c)} resigns`,
  noTakeBack: (why: string) => `No take-back: ${why}.`,
  /** R8: `by` took back `san` (null: Game of Pawns' hidden first move); `human`: against the computer. */
  ohNoDone: (by: Colour, human: boolean, san: string | null) =>
    `Oh no! ${human ? 'Your' : `${cap(by)}'s`} ${san ?? 'hidden first move'} is taken back, and ${human ? 'you act' : `${cap(by)} acts`} again. That was ${human ? 'your' : `${cap(by)}'s`} one take-back (R8).`,
  /** A take-back without R8: the moves undone (null: the hidden first move), and who decides now. */
  takenBack: (moves: string | null, human: boolean, decider: Colour) =>
    `Taken back: ${moves ?? "White's hidden first move"}. ${human ? 'Your decision again.' : `${cap(decider)} decides again.`}`,
  notMoved: 'The computer has not moved.',
  tryAgain: 'Try again',
  chosen: 'The computer has chosen its move…',
  stopping: 'Stopping: the computer plays the best move it has found…',
  thinking: 'The computer is thinking…',
  hiddenThinking: 'Its first move stays hidden until you have chosen yours, and so does its thinking.',
  stop: 'Stop: move now',
  you: 'You',
  computerName: (level: string) => `Computer · ${level}`,
  takeBack: 'Take back',
  ohNoTakeBack: 'Oh no! Take back',
  /** `random`: the colour drawn for the human (null when it was chosen); `computerFirst`: the computer moves first. */
  newGameStarted: (random: Colour | null, computerFirst: boolean) =>
    `New game started${random ? `: you play ${cap(random)}` : ''}.${computerFirst ? ' The computer moves first.' : ''}`,
  linkGame: (fromPosition: boolean, game: string) => (fromPosition ? `A new game from the position in the link: ${game}.` : `A new game: ${game}.`),
  restored: (game: string) => `Your game is restored: ${game}.`,
  notRestored: (why: string) => `The saved game could not be restored (${why}), so a new game has started.`,
  newStarted: 'A new game has started.',

  // ---------------------------------------------------------------- view.ts
  clockLabel: (c: Colour, time: string) => `${cap(c)}'s clock: ${time}`,
  downloading: (file: string) => `Downloading ${file}.`,
  copied: 'Copied: the PGN is on the clipboard.',
  notCopied: 'This browser did not allow copying. The PGN is selected below: copy it with Ctrl+C (⌘C).',
  boardMissing: 'The board could not be loaded, so the game cannot start. Reload the page to try again.',

  // ---------------------------------------------------------------- clock.ts
  minutes: (n: number) => `${n} minute${n === 1 ? '' : 's'}`,
  seconds: (n: number) => `${n} second${n === 1 ? '' : 's'}`,

  // ---------------------------------------------------------------- draws.ts
  drawOffer: (by: Colour) => `${cap(by)} offers a draw. ${cap(other(by))}, do you accept?`,
  drawAcceptButton: (by: Colour) => `${cap(other(by))} accepts the draw`,
  decline: 'Decline',
  drawAccepted: (by: Colour) => `${cap(other(by))} accepts the draw.`,
  drawDeclined: (by: Colour) => `${cap(other(by))} declines the draw.`,
  offerWhileThinking: 'You offer a draw. The computer answers when it has finished thinking.',
  offerConsidered: 'You offer a draw. The computer considers it…',
  computerDeclines: (score: string) => `The computer declines your draw offer: it judges the position ${score} for itself.`,
  notConsidered: 'The computer could not consider the offer.',
  computerDeclinesPlaysOn: (score: string) => `The computer declines your draw offer (it judges the position ${score} for itself) and plays on.`,
  computerAccepts: 'The computer accepts your draw offer.',

  // ---------------------------------------------------------------- computer.ts
  timedOut: (why: string) => `The computer did not answer (${why}), so it was restarted.`,
  unavailable: (why: string) => `The computer cannot play in this browser: ${why}.`,
  crashed: (why: string) => `The computer stopped working (${why}), so it was restarted.`,
  notMovedAfter: (why: string) => `${why} It has not moved.`,
};

const col = (c: Colour): string => message('de', c);

const de: typeof en = {
  refused: (san, why) => `Der Zug ${san} des Computers wurde abgelehnt: ${why}`,
  over: 'Die Partie ist vorbei.',
  timeUp: (flagged, human) => (human ? (flagged === human ? 'Deine Zeit ist abgelaufen.' : 'Die Zeit des Computers ist abgelaufen.') : `Die Zeit von ${col(flagged)} ist abgelaufen.`),
  youResign: 'Du gibst auf.',
  resigns: (c) => `${col(c)} gibt auf.`,
  tryAgainNotice: 'Der Computer versucht es noch einmal.',
  resignAsk: 'Diese Partie aufgeben? Der Computer gewinnt.',
  resignYes: 'Ja, aufgeben',
  playOn: 'Nein, weiterspielen',
  resignAskOf: (c) => `${col(c)} gibt auf? ${col(other(c))} gewinnt.`,
  resignYesOf: (c) => `Ja, ${col(c)} gibt auf`,
  noTakeBack: (why) => `Keine Rücknahme: ${why}.`,
  ohNoDone: (by, human, san) =>
    human
      ? `Oh nein! ${san === null ? 'Dein verborgener erster Zug' : `Dein Zug ${san}`} wird zurückgenommen, und du bist noch einmal dran. Das war deine eine Rücknahme (R8).`
      : `Oh nein! ${san === null ? 'Der verborgene erste Zug' : `Der Zug ${san}`} von ${col(by)} wird zurückgenommen, und ${col(by)} ist noch einmal dran. Das war die eine Rücknahme von ${col(by)} (R8).`,
  takenBack: (moves, human, decider) =>
    `Zurückgenommen: ${moves ?? 'der verborgene erste Zug von Weiß'}. ${human ? 'Du entscheidest wieder.' : `${col(decider)} entscheidet wieder.`}`,
  notMoved: 'Der Computer hat nicht gezogen.',
  tryAgain: 'Noch einmal versuchen',
  chosen: 'Der Computer hat seinen Zug gewählt…',
  stopping: 'Stopp: Der Computer spielt den besten Zug, den er gefunden hat…',
  thinking: 'Der Computer denkt nach…',
  hiddenThinking: 'Sein erster Zug bleibt verborgen, bis du deinen gewählt hast – und ebenso, was er denkt.',
  stop: 'Stopp: jetzt ziehen',
  you: 'Du',
  computerName: (level) => `Computer · ${level}`,
  takeBack: 'Zurücknehmen',
  ohNoTakeBack: 'Oh nein! Zurücknehmen',
  newGameStarted: (random, computerFirst) =>
    `Neue Partie gestartet${random ? `: Du spielst ${col(random)}` : ''}.${computerFirst ? ' Der Computer zieht zuerst.' : ''}`,
  linkGame: (fromPosition, game) => (fromPosition ? `Eine neue Partie aus der Stellung im Link: ${game}.` : `Eine neue Partie: ${game}.`),
  restored: (game) => `Deine Partie ist wiederhergestellt: ${game}.`,
  notRestored: (why) => `Die gespeicherte Partie konnte nicht wiederhergestellt werden (${why}), deshalb hat eine neue Partie begonnen.`,
  newStarted: 'Eine neue Partie hat begonnen.',

  clockLabel: (c, time) => `Uhr von ${col(c)}: ${time}`,
  downloading: (file) => `${file} wird heruntergeladen.`,
  copied: 'Kopiert: Die Partie liegt als PGN in der Zwischenablage.',
  notCopied: 'Dieser Browser hat das Kopieren nicht erlaubt. Das PGN ist unten markiert: Kopiere es mit Strg+C (⌘C).',
  boardMissing: 'Das Brett konnte nicht geladen werden, daher kann die Partie nicht beginnen. Lade die Seite neu, um es noch einmal zu versuchen.',

  minutes: (n) => `${n} ${n === 1 ? 'Minute' : 'Minuten'}`,
  seconds: (n) => `${n} ${n === 1 ? 'Sekunde' : 'Sekunden'}`,

  drawOffer: (by) => `${col(by)} bietet Remis an. ${col(other(by))}, nimmst du an?`,
  drawAcceptButton: (by) => `${col(other(by))} nimmt das Remis an`,
  decline: 'Ablehnen',
  drawAccepted: (by) => `${col(other(by))} nimmt das Remis an.`,
  drawDeclined: (by) => `${col(other(by))} lehnt das Remis ab.`,
  offerWhileThinking: 'Du bietest Remis an. Der Computer antwortet, sobald er fertig gedacht hat.',
  offerConsidered: 'Du bietest Remis an. Der Computer überlegt…',
  computerDeclines: (score) => `Der Computer lehnt dein Remisangebot ab: Er bewertet die Stellung für sich mit ${score}.`,
  notConsidered: 'Der Computer konnte das Angebot nicht prüfen.',
  computerDeclinesPlaysOn: (score) => `Der Computer lehnt dein Remisangebot ab (er bewertet die Stellung für sich mit ${score}) und spielt weiter.`,
  computerAccepts: 'Der Computer nimmt dein Remisangebot an.',

  timedOut: (why) => `Der Computer hat nicht geantwortet (${why}), deshalb wurde er neu gestartet.`,
  unavailable: (why) => `Der Computer kann in diesem Browser nicht spielen: ${why}.`,
  crashed: (why) => `Der Computer ist ausgefallen (${why}), deshalb wurde er neu gestartet.`,
  notMovedAfter: (why) => `${why} Er hat nicht gezogen.`,
};

export const PAGE_WORDS = translations({ en, de });
export type PageWords = typeof en;
