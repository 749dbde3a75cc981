/** Shared types of the Play page (client side). */

export type Colour = 'white' | 'black';
export type Opponent = 'computer' | 'human';

/** The clock presets: minutes per player + seconds added after each decision. */
export const CLOCK_PRESETS = {
  none: null,
  '5+3': { baseMs: 5 * 60_000, incrementMs: 3_000 },
  '10+5': { baseMs: 10 * 60_000, incrementMs: 5_000 },
  '15+10': { baseMs: 15 * 60_000, incrementMs: 10_000 },
} as const;
export type ClockId = keyof typeof CLOCK_PRESETS;
export const CLOCK_IDS = Object.keys(CLOCK_PRESETS) as ClockId[];

/** What a game is played with; fixed when the game starts. */
export interface Settings {
  readonly opponent: Opponent;
  /** The computer's level (a LEVEL_IDS id); kept for human games too, so the form remembers it. */
  readonly level: string;
  /** The human's colour against the computer (human games: unused, 'white'). */
  readonly colour: Colour;
  readonly variant: string;
  /** Berserker rule options in the [Rules] tag form, only those that differ from the defaults ('' = defaults). */
  readonly rules: string;
  readonly clock: ClockId;
  /**
   * The start position (the engine's FEN) of a game started from a link (/play/?fen=…, see link.ts);
   * absent or '' for the variant's starting position.
   */
  readonly fen?: string;
}

/** An R8 "Oh no!" take-back, as the engine's Game records it. */
export interface TakeBackRecord {
  /** Index in the move list of the action that replaced the retracted one (= the list's length, while pending). */
  readonly ply: number;
  /** The retracted action (SAN). */
  readonly san: string;
  readonly by: Colour;
}

/** An end the board does not know about: resignation, agreed draw, flag fall. */
export interface Ending {
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  readonly reason: 'resignation' | 'agreement' | 'time-forfeit';
  readonly winner: Colour | null;
}

/** What localStorage keeps: enough to replay the game. */
export interface SavedGame {
  readonly version: 1;
  readonly settings: Settings;
  /** The moves (SAN), in order. */
  readonly moves: readonly string[];
  readonly takeBacks: readonly TakeBackRecord[];
  /** Milliseconds left per side, or null without clocks. */
  readonly clocks: { readonly white: number; readonly black: number } | null;
  readonly ending: Ending | null;
  readonly orientation: Colour;
  /** When the game started (ms since the epoch), for the PGN's Date and the file name. */
  readonly startedAt: number;
}

export const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
