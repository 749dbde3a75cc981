/** The Learn path as the pages ship it (built from content/learn at build time, see load.ts). */
import type { Exercise } from '@berserker-chess/puzzles/learn-format';

export interface PageStage {
  /** `trigger`, the page is /learn/trigger/. */
  readonly id: string;
  /** 1-based position on the path. */
  readonly number: number;
  readonly title: string;
  readonly rule: string;
  readonly link: string;
  readonly intro: string;
  readonly exercises: readonly PageExercise[];
}

export interface PageExercise extends Exercise {
  /** 1-based position in its stage. */
  readonly number: number;
  readonly stage: string;
  /** The variant's name as the engine gives it: `Berserker Chess`, `Game of Pawns`. */
  readonly variantName: string;
  /** Does the exercise use Oh No! (rule option ohNo=on)? Then the page offers the take-back button. */
  readonly ohNo: boolean;
}

/**
 * The names the pages' sentences share with the board (berserker-board/messages), in the page's
 * language: colours, the reasons a game ends, pieces by role. Written into the page at build time.
 */
export interface LearnNames {
  readonly white: string;
  readonly black: string;
  /** By the engine's GameStatus reason: `checkmate` → "Schachmatt". */
  readonly reasons: Readonly<Record<string, string>>;
  /** By role, as the predicates name them: `queen` → "Dame". */
  readonly pieces: Readonly<Record<string, string>>;
}

/** Why the computer could not reply (said, never thrown). */
export type Stuck =
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'no-move' }
  | { readonly kind: 'refused'; readonly san: string };
