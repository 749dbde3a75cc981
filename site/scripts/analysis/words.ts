/**
 * Every word the Analysis page shows or says that is not in its markup (site/components/Analysis*.astro),
 * as pure functions of the facts (the page puts the text on screen; the tests read it). Rules, notation,
 * scores and NAG names are the engine's words (evalText, nagText, variantInfo): none are made here.
 */
import type { Colour } from '../shared/engine/protocol';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Opening a link, pasting, dropping, restoring. */
export const LOAD_WORDS = {
  restored: 'Your analysis is restored.',
  fromLink: (what: string) => `Opened from the link: ${what}.`,
  linkProblem: (problem: string, kept: boolean) =>
    `The link cannot be opened: ${problem}${kept ? ' Your previous analysis is kept on the board.' : ''}`,
  /** The link won over saved work: the work is kept aside until the next edit. */
  previousKept: 'Your previous analysis was replaced by the link’s game. You can bring it back until you change this one.',
  previousRestored: 'Your previous analysis is back on the board (Undo returns to the link’s game).',
  storageCorrupt: (why: string) => `The saved analysis could not be read (${why}), so it was set aside and a new board started.`,
  storageBlocked: 'This browser does not let the page keep your analysis (storage is blocked or full): it will not survive a reload.',
  pasted: (what: string) => `Loaded ${what}.`,
  pasteEmpty: 'Paste a PGN or a FEN first.',
  pasteProblem: (problem: string) => `That text cannot be loaded: ${problem} Your analysis is unchanged.`,
  dropProblem: (problem: string) => `The dropped file cannot be loaded: ${problem} Your analysis is unchanged.`,
  dropNotText: 'Only text (a .pgn file, or a FEN) can be dropped here.',
  newGame: (variant: string, rules: string) => `A new board: ${variant}${rules ? ` (rules ${rules})` : ''}.`,
  aGame: (moves: number, variant: string) => `a game of ${variant}, ${plural(moves, 'move')} in its main line`,
  aPosition: (variant: string) => `a position of ${variant}`,
  tooLong: (what: string, n: number) => `the ${what} is ${n.toLocaleString('en')} characters long, more than this page reads.`,
  garbled: (what: string) => `the link’s ${what} is garbled (a stray % sign, or cut short?).`,
  empty: (what: string) => `the link’s ${what} is empty.`,
  unknownKey: (key: string) => `the link has “${key}”, which this page does not read (it reads variant, fen, rules, pgn and path).`,
  noSuchPath: (path: string) => `the game has no move at “${path}”; it is shown from its start.`,
  badPath: (path: string) => `“${path}” is not a move’s place in the game (numbers joined by dots, such as 0.0.1); it is shown from its start.`,
  noBerserker: (variant: string) => `${variant} has no Berserker, so it has no rule options.`,
  engineSaid: (where: string, message: string) => `${where}: ${message}`,
} as const;

/** The undo stack. */
export const UNDO_WORDS = {
  undone: (what: string) => `Undone: ${what}.`,
  redone: (what: string) => `Redone: ${what}.`,
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
} as const;

/** What each edit is called in the undo messages. */
export const EDIT_NAMES = {
  move: 'a move',
  shapes: 'a drawing',
  undo: 'a move taken back',
  'take-back': 'an Oh No! take-back',
  comment: 'a comment',
  nags: 'a mark',
  promote: 'a promotion of a line',
  delete: 'a deleted line',
  review: 'the review’s marks',
  line: 'an engine line',
  load: 'loading a game',
  restore: 'restoring the previous analysis',
} as const;
export type EditName = keyof typeof EDIT_NAMES;

/** The engine panel. */
export const ENGINE_WORDS = {
  off: 'The engine is off. Switch it on to see its best lines for the position on the board.',
  loading: 'Starting the engine…',
  thinking: 'The engine is thinking…',
  depth: (d: number, done: boolean) => `depth ${d}${done ? '' : '…'}`,
  nodes: (n: number, nps: number) => `${plural(n, 'position')} (${Math.round(nps / 1000).toLocaleString('en')}k a second)`,
  noMoves: 'No moves here: the game is over in this position.',
  chooser: (chooser: Colour, turn: Colour) =>
    chooser === turn ? `${cap(chooser)} to move.` : `${cap(chooser)} decides: places ${cap(turn)}’s Berserker (a placement turn). The lines are ${cap(chooser)}’s choices.`,
  failed: (why: string) => `The engine stopped working (${why}). Switch it off and on to try again.`,
  paused: 'Paused while the page is hidden.',
  lineLabel: (i: number, score: string, depth: number) => `Line ${i}: ${score} at depth ${depth}`,
  playLine: (san: string) => `Play the line up to ${san} on the board, as a variation`,
  spokenLine: (i: number, score: string, depth: number, moves: string) => `Line ${i}, ${score}, depth ${depth}: ${moves}.`,
  noLines: 'The engine has no lines yet.',
  readOff: 'The engine is off: switch it on first.',
  barLabel: (text: string) => `Evaluation ${text}, from White’s side`,
  arrowNote: 'The blue arrow on the board is the engine’s best move.',
} as const;

/** Whole-game review. */
export const REVIEW_WORDS = {
  running: (done: number, total: number) => `Reviewing the game: ${done} of ${plural(total, 'position')}…`,
  cancelled: 'The review was cancelled; the game is unchanged.',
  done: (marks: number) =>
    marks === 0 ? 'Review done: no move loses much. The evaluation graph is under the board.' : `Review done: ${plural(marks, 'move')} marked (?!, ?, ??) with the better move as a variation. Undo removes the marks.`,
  failed: (why: string) => `The review could not be finished (${why}). The game is unchanged.`,
  empty: 'The game has no moves to review.',
  changed: 'The game was changed during the review, so its marks were not written: review it again.',
  notOnGraph: 'The move shown is not on the graph (it is not on the main line, or has no evaluation); use the arrow keys to go to one that is.',
} as const;

/** The annotation panel. */
export const ANNOTATE_WORDS = {
  at: (label: string) => `At ${label}`,
  atStart: 'At the start of the game',
  startNote: 'A comment here opens the game. Step to a move to annotate it.',
  saved: 'Saved.',
  promoted: 'The line is promoted.',
  mainAlready: 'This move is on the main line already.',
  deleted: (label: string) => `Deleted ${label} and the moves after it.`,
  cannotDelete: 'The start of the game cannot be deleted.',
  nag: (words: string, on: boolean) => `${words}${on ? ' (on)' : ''}`,
  failed: (message: string) => `That change could not be made: ${message}`,
} as const;

/** Export. */
export const EXPORT_WORDS = {
  copied: (what: string) => `Copied ${what} to the clipboard.`,
  selected: (what: string) => `Copying is not allowed here: ${what} is selected, copy it with Ctrl+C (⌘C).`,
  pgn: 'the PGN',
  link: 'the link',
  element: 'the element’s HTML',
  frame: 'the frame’s HTML',
  longLink: (n: number) => `This link is ${n.toLocaleString('en')} characters long: some chat programs and browsers cut links that long. Download the PGN to share the whole game safely.`,
  imageFailed: (why: string) => `The picture could not be made: ${why}`,
  frameTitle: 'Berserker Chess game',
} as const;
