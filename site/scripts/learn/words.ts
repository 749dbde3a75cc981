/**
 * The Learn pages' sentences in every language (the path, a stage and their scripts): pure functions of
 * the exercise and the attempt, so tests can read them. The page's own prose (headings, the lead, "How
 * it works") is in site/i18n/words/learn.ts; why an attempt failed, in failure-words.ts (it needs the
 * engine, which the path page does not load).
 */
import { translations } from '../../i18n/words';
import { PROGRESS_WORDS } from '../shared/progress';
import type { Stuck } from './types';

type Stars = 1 | 2 | 3;
/** A stage's or the path's progress (progress.ts StageSummary). */
interface Summary {
  readonly done: number;
  readonly total: number;
  readonly stars: number;
  readonly maxStars: number;
  readonly complete: boolean;
}
/** A hint's squares: where the piece to move is, or the placement. */
interface HintMove {
  readonly kind: string;
  readonly from: string | null;
  readonly to: string;
}

const moves = (n: number) => (n === 1 ? '1 move' : `${n} moves`);
const stars = (n: number) => (n === 1 ? '1 star' : `${n} stars`);
const glyphs = (n: Stars) => `${'★'.repeat(n)}${'☆'.repeat(3 - n)}`;

const en = {
  /** "★★★ in 1 move · ★★ in 2 moves · ★ in up to 3 moves" — how the stars are earned. */
  starsRule(s: readonly [number, number], maxMoves: number): string {
    const parts = [`★★★ in ${moves(s[0])}`];
    if (s[1] > s[0]) parts.push(`★★ in ${moves(s[1])}`);
    if (maxMoves > s[1]) parts.push(`★ in up to ${moves(maxMoves)}`);
    return parts.join(' · ');
  },
  /** Said after the stars rule. */
  placementsCount: 'Placements you decide count as moves.',
  movesUsed: (actions: number, maxMoves: number) => `Moves used: ${actions} of ${maxMoves}.`,
  /** The result line of a solved exercise. */
  solved(n: Stars, actions: number, best: number): string {
    const more = n < 3 ? ` Three stars take ${moves(best)}: press Retry to try for them.` : '';
    return `Solved in ${moves(actions)}: ${glyphs(n)} ${stars(n)}.${more}`;
  },
  /** What the learner is asked to do now, given who decides and what kind of turn it is. */
  yourTurn(placement: { readonly kind: string } | null, ohNoWaiting: boolean): string {
    if (ohNoWaiting) return 'Your last action was a mistake: press Oh no! to take it back.';
    if (!placement) return 'Your move.';
    return placement.kind === 'place' ? 'Your decision: put the captured Berserker back on the board.' : 'Your decision: place the released Berserker.';
  },
  /** One exercise's stars for a screen reader. */
  starWords: (n: number) => (n === 0 ? 'not solved yet' : `${n} of 3 stars`),
  /** A stage page's list of exercises. */
  stageProgress: (s: Summary) => `${s.done} of ${s.total} solved, ${s.stars} of ${s.maxStars} stars${s.complete ? '. Stage complete!' : '.'}`,
  /** A stage on the path page. */
  stageSummary: (s: Summary) => `${s.done} of ${s.total} solved, ${s.stars} of ${s.maxStars} stars${s.complete ? ' · complete ✓' : ''}`,
  /** A stage on the path page before the script has read the progress. */
  stageSolved: (total: number) => `0 of ${total} solved`,
  /** A stage page's list before the script has read the progress. */
  stageNoneSolved: (total: number) => `0 of ${total} solved.`,
  /** The whole path. */
  pathTotal: (s: Summary) => `${s.done} of ${s.total} exercises solved, ${s.stars} of ${s.maxStars} stars.`,
  pathNoneSolved: (total: number) => `0 of ${total} exercises solved.`,
  startFirst: 'Start with exercise 1',
  continueWith: (title: string) => `Continue: ${title}`,
  allSolved: 'All solved: play a game',
  /** When progress cannot be kept (../shared/progress.ts storageWarning). */
  storage: { unavailable: PROGRESS_WORDS.unavailable as string, saveFailed: PROGRESS_WORDS.saveFailed as string },
  forgetConfirm: 'Forget the stars you have earned on the Learn path?',
  forgetRefused: 'This browser did not let the page change the saved progress.',
  exerciseTitle: (n: number, total: number, title: string) => `Exercise ${n} of ${total}: ${title}`,
  boardLabel: (goal: string) => `Exercise board: ${goal}`,
  nextExercise: 'Next exercise',
  nextStage: (title: string) => `Next stage: ${title}`,
  backToPath: 'Back to the path',
  thinking: 'The computer is thinking…',
  answering: 'The computer answers…',
  answered: (san: string) => `The computer answered ${san}.`,
  /** `why`: the failure in words (failed). */
  failedRetry: (why: string) => `${why} Press Retry to try again.`,
  stuckRetry: (why: string) => `${why} Press Retry to start the exercise again.`,
  /** The computer could not reply: its search threw, found nothing, or its move was refused. */
  stuck(s: Stuck): string {
    if (s.kind === 'error') return `The computer could not answer (${s.message}).`;
    if (s.kind === 'no-move') return 'The computer has no move here.';
    return `The computer's move ${s.san} was not accepted.`;
  },
  hint: (hint: string) => `Hint: ${hint}`,
  hintOhNo: (hint: string) => `Hint: ${hint} Press Oh no! to take your last action back.`,
  /** Where the hint's marks are, after the exercise's hint. */
  hintWhere(h: HintMove): string {
    if (h.kind === 'place') return ` The Berserker goes on the marked square, ${h.to}.`;
    if (h.kind === 'release' && h.from === h.to) return ` The knight on ${h.from} stays where it is (marked).`;
    if (h.kind === 'release') return ` The knight on ${h.from} goes to ${h.to} (both marked).`;
    return ` The piece to move is on ${h.from} (marked).`;
  },
  ohNoDone: 'Oh no! Your last action is taken back: act again.',
  again: (goal: string) => `Again: ${goal}`,
  /** A link that named no exercise of the stage, and what the page opened instead. */
  linkNoExercise: 'The link names no exercise.',
  linkUnknown: (id: string) => `This stage has no exercise “${id}”.`,
  linkInstead: (message: string) => `${message} Here is the first exercise you have not solved instead.`,
};

const züge = (n: number) => (n === 1 ? '1 Zug' : `${n} Zügen`);
const sterne = (n: number) => (n === 1 ? '1 Stern' : `${n} Sterne`);
const de: typeof en = {
  starsRule(s, maxMoves) {
    const parts = [`★★★ in ${züge(s[0])}`];
    if (s[1] > s[0]) parts.push(`★★ in ${züge(s[1])}`);
    if (maxMoves > s[1]) parts.push(`★ in bis zu ${züge(maxMoves)}`);
    return parts.join(' · ');
  },
  placementsCount: 'Einsetzzüge, über die du bestimmst, zählen als Züge.',
  movesUsed: (actions, maxMoves) => `Verbrauchte Züge: ${actions} von ${maxMoves}.`,
  solved(n, actions, best) {
    const more = n < 3 ? ` Drei Sterne gibt es in ${züge(best)}: Drück „Neuer Versuch“, um sie zu holen.` : '';
    return `Gelöst in ${züge(actions)}: ${glyphs(n)} ${sterne(n)}.${more}`;
  },
  yourTurn(placement, ohNoWaiting) {
    if (ohNoWaiting) return 'Deine letzte Aktion war ein Fehler: Drück „Oh nein!“, um sie zurückzunehmen.';
    if (!placement) return 'Du bist am Zug.';
    return placement.kind === 'place' ? 'Du entscheidest: Setz den geschlagenen Berserker wieder aufs Brett.' : 'Du entscheidest: Setz den freigesetzten Berserker ein.';
  },
  starWords: (n) => (n === 0 ? 'noch nicht gelöst' : `${n} von 3 Sternen`),
  stageProgress: (s) => `${s.done} von ${s.total} gelöst, ${s.stars} von ${s.maxStars} Sternen${s.complete ? '. Etappe geschafft!' : '.'}`,
  stageSummary: (s) => `${s.done} von ${s.total} gelöst, ${s.stars} von ${s.maxStars} Sternen${s.complete ? ' · geschafft ✓' : ''}`,
  stageSolved: (total) => `0 von ${total} gelöst`,
  stageNoneSolved: (total) => `0 von ${total} gelöst.`,
  pathTotal: (s) => `${s.done} von ${s.total} Übungen gelöst, ${s.stars} von ${s.maxStars} Sternen.`,
  pathNoneSolved: (total) => `0 von ${total} Übungen gelöst.`,
  startFirst: 'Mit Übung 1 beginnen',
  continueWith: (title) => `Weiter: ${title}`,
  allSolved: 'Alles gelöst: Spiel eine Partie',
  storage: {
    unavailable: 'Dieser Browser lässt die Seite deinen Fortschritt nicht speichern (der Speicher ist gesperrt oder voll): Was du hier löst, ist nach dem Neuladen verloren.',
    saveFailed: 'Dein Fortschritt ließ sich gerade nicht speichern (der Browser hat es abgelehnt): Nach dem Neuladen ist er verloren.',
  },
  forgetConfirm: 'Die Sterne vergessen, die du auf dem Lernpfad gesammelt hast?',
  forgetRefused: 'Dieser Browser hat der Seite nicht erlaubt, den gespeicherten Fortschritt zu ändern.',
  exerciseTitle: (n, total, title) => `Übung ${n} von ${total}: ${title}`,
  boardLabel: (goal) => `Übungsbrett: ${goal}`,
  nextExercise: 'Nächste Übung',
  nextStage: (title) => `Nächste Etappe: ${title}`,
  backToPath: 'Zurück zum Lernpfad',
  thinking: 'Der Computer überlegt …',
  answering: 'Der Computer antwortet …',
  answered: (san) => `Der Computer hat ${san} gespielt.`,
  failedRetry: (why) => `${why} Drück „Neuer Versuch“, um es noch einmal zu probieren.`,
  stuckRetry: (why) => `${why} Drück „Neuer Versuch“, um die Übung neu zu beginnen.`,
  stuck(s) {
    if (s.kind === 'error') return `Der Computer konnte nicht antworten (${s.message}).`;
    if (s.kind === 'no-move') return 'Der Computer hat hier keinen Zug.';
    return `Der Zug ${s.san} des Computers wurde nicht angenommen.`;
  },
  hint: (hint) => `Tipp: ${hint}`,
  hintOhNo: (hint) => `Tipp: ${hint} Drück „Oh nein!“, um deine letzte Aktion zurückzunehmen.`,
  hintWhere(h) {
    if (h.kind === 'place') return ` Der Berserker kommt auf das markierte Feld ${h.to}.`;
    if (h.kind === 'release' && h.from === h.to) return ` Der Springer auf ${h.from} bleibt, wo er steht (markiert).`;
    if (h.kind === 'release') return ` Der Springer von ${h.from} kommt nach ${h.to} (beide markiert).`;
    return ` Die Figur, die ziehen soll, steht auf ${h.from} (markiert).`;
  },
  ohNoDone: 'Oh nein! Deine letzte Aktion ist zurückgenommen: Du bist noch einmal dran.',
  again: (goal) => `Noch einmal: ${goal}`,
  linkNoExercise: 'Der Link nennt keine Übung.',
  linkUnknown: (id) => `Diese Etappe hat keine Übung „${id}“.`,
  linkInstead: (message) => `${message} Stattdessen siehst du hier die erste Übung, die du noch nicht gelöst hast.`,
};

export const LEARN_WORDS = translations({ en, de });
export type LearnWords = typeof en;
