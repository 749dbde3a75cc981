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
