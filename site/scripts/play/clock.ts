/**
 * Chess clocks for the Play page: two countdowns, one running at a time, with an increment.
 *
 * Whose clock runs: the player who decides the turn (the engine's "controller"). That is the side to
 * move, except on a Berserker placement turn, where the opponent places the Berserker (R3, R4) and so
 * spends their own time on it. The increment goes to whoever just decided. The clocks start after the
 * first action of the game, and a flag fall ends it.
 *
 * GameClock and the functions are pure: the time comes in as `now` (milliseconds), so tests can drive
 * it. ClockTicker wakes the page exactly when a shown time changes (or a flag falls), instead of a poll.
 */
import type { Colour } from './types';
import { PAGE_WORDS, type PageWords } from './page-words';

export class GameClock {
  private left: Record<Colour, number>;
  private runningSide: Colour | null = null;
  private since = 0;

  constructor(
    readonly baseMs: number,
    readonly incrementMs: number,
    remaining?: { readonly white: number; readonly black: number } | null,
  ) {
    this.left = { white: remaining?.white ?? baseMs, black: remaining?.black ?? baseMs };
  }

  /** The side whose clock runs, or null. */
  get running(): Colour | null {
    return this.runningSide;
  }

  /** Milliseconds left for `side` at `now` (never below 0). */
  remaining(side: Colour, now: number): number {
    const spent = this.runningSide === side ? now - this.since : 0;
    return Math.max(0, this.left[side] - spent);
  }

  /** Stops the running clock (charging its time) and starts `side`'s, or none. */
  setRunning(side: Colour | null, now: number): void {
    if (this.runningSide) this.left[this.runningSide] = this.remaining(this.runningSide, now);
    this.runningSide = side;
    this.since = now;
  }

  /** Adds the increment to `side`. */
  addIncrement(side: Colour): void {
    this.left[side] += this.incrementMs;
  }

  /** The side whose time is up, or null. */
  flagged(now: number): Colour | null {
    const r = this.runningSide;
    return r && this.remaining(r, now) <= 0 ? r : null;
  }

  /** Milliseconds left for both, for saving. */
  snapshot(now: number): { white: number; black: number } {
    return { white: this.remaining('white', now), black: this.remaining('black', now) };
  }
}

/**
 * An action was made: `by` decided it (its controller), `next` decides the next turn (null when the game
 * is over). The decider's clock stops and gains the increment — unless this was the game's first action,
 * which starts the clocks — and `next`'s clock starts.
 */
export function afterAction(clock: GameClock, by: Colour, next: Colour | null, now: number, firstAction: boolean): void {
  clock.setRunning(null, now);
  if (!firstAction) clock.addIncrement(by);
  clock.setRunning(next, now);
}

/** `4:05`, `0:59`; under ten seconds with tenths: `9.4`. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) return `${(Math.floor(t / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(t / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * Milliseconds until formatClock's text for a clock with `ms` left changes: to the next whole second
 * above ten seconds, to the next tenth below, and in the last tenth to the flag fall (0 when it fell).
 */
export function untilNextChange(ms: number): number {
  if (ms <= 100) return Math.max(0, ms);
  if (ms <= 10_000) return (ms % 100) + 1;
  return ms - (Math.ceil(ms / 1000) - 1) * 1000;
}

/**
 * Calls `onTick` when the running clock's shown time next changes — and so, at the latest, when its
 * flag falls. Call `schedule` again after every tick and whenever the clock starts, stops or changes
 * side; `cancel` stops the ticking.
 */
export class ClockTicker {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onTick: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  schedule(clock: GameClock | null): void {
    this.cancel();
    const side = clock?.running;
    if (!clock || !side) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onTick();
    }, untilNextChange(clock.remaining(side, this.now())));
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Is a tick due? */
  get scheduled(): boolean {
    return this.timer !== null;
  }
}

/** The same for screen readers: "4 minutes 5 seconds", "9 seconds" (in `w`'s language). */
export function spokenClock(ms: number, w: PageWords = PAGE_WORDS.en): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(s / 60);
  const parts: string[] = [];
  if (m) parts.push(w.minutes(m));
  if (s % 60 || !m) parts.push(w.seconds(s % 60));
  return parts.join(' ');
}

/**
 * How long the computer may think on this move: its level's time, but never more than a small share of
 * what is left on its clock (so it does not lose on time), and at least a tenth of a second.
 */
export function thinkingTime(levelMs: number, clockLeftMs: number | null, incrementMs: number): number {
  if (clockLeftMs === null) return levelMs;
  const share = clockLeftMs / 30 + incrementMs / 2;
  return Math.max(100, Math.min(levelMs, Math.floor(Math.min(share, clockLeftMs / 3))));
}
