/**
 * The Puzzles page's mode switch and its two runs: Puzzle Streak (harder each solve, one wrong move
 * ends it) and the three-minute run (as many as you can; a wrong move skips to the next puzzle; the clock
 * starts with the first move). The run's order comes from modes.ts; the page script loads the puzzles
 * and tells the run what happened on the board.
 */
import type { PuzzleEntry } from './types';
import { clockText, runOrder, timeLeft, TIMED_MS, type Mode } from './modes';
import type { Progress } from './progress';
import { PUZZLE_WORDS } from './words';
import { pageLocale } from '../../i18n/page-locale';
import { $ } from './dom';

export interface RunHost {
  /** The puzzles the filters allow now. */
  list(): PuzzleEntry[];
  load(p: PuzzleEntry): void;
  /** The run is over: the board takes no more answers. */
  stop(): void;
  progress(): Progress;
  update(p: Progress): void;
}

interface Run {
  readonly kind: 'streak' | 'timed';
  readonly order: readonly PuzzleEntry[];
  index: number;
  solved: number;
  failed: number;
  /** When the clock started (performance.now()), null before the first move. */
  start: number | null;
  over: boolean;
}

export interface RunPanel {
  /** The mode chosen: a run starts at once in the Streak and timed modes, any other run ends. */
  mode(m: Mode): void;
  /** Is a run going on (the page disables Hint, Show solution and Next meanwhile)? */
  active(): boolean;
  /** The reader made a move (the timed run's clock starts). */
  moved(): void;
  solved(clean: boolean): void;
  failed(): void;
}

export function runPanel(host: RunHost): RunPanel {
  const w = PUZZLE_WORDS[pageLocale()];
  const help = $('[data-mode-help]');
  const status = $('[data-run-status]');
  const again = $<HTMLButtonElement>('[data-run-again]');
  let run: Run | null = null;
  let timer = 0;

  const show = (text: string) => {
    status.textContent = text;
    status.hidden = false;
  };
  const left = (r: Run) => (r.start === null ? TIMED_MS : timeLeft(r.start, performance.now()));
  const render = (r: Run) => show(r.kind === 'streak'
    ? w.streakStatus(r.solved, host.progress().runs.streak)
    : `${w.timedStatus(clockText(left(r)), r.solved, r.failed)}${r.start === null ? ` ${w.runIdle}` : ''}`);

  /** Ends the run: its best kept, the result said (after `note`, when there is one). */
  function end(r: Run, note = ''): void {
    if (r.over) return;
    r.over = true;
    clearInterval(timer);
    const p = host.progress();
    const before = p.runs[r.kind];
    const best = Math.max(before, r.solved);
    host.update({ ...p, runs: { ...p.runs, [r.kind]: best } });
    const isBest = r.solved > before;
    const result = r.kind === 'streak' ? w.streakOver(r.solved, best, isBest) : w.timedOver(r.solved, r.failed, best, isBest);
    show(note ? `${note} ${result}` : result);
    again.hidden = false;
    host.stop();
  }

  function next(r: Run): void {
    if (r.index >= r.order.length) return end(r, w.runOutOfPuzzles);
    host.load(r.order[r.index++]!);
    render(r);
  }

  function begin(kind: Run['kind']): void {
    clearInterval(timer);
    again.hidden = true;
    const order = runOrder(host.list(), Math.random);
    if (!order.length) {
      run = null;
      show(w.runNoPuzzles);
      return;
    }
    run = { kind, order, index: 0, solved: 0, failed: 0, start: null, over: false };
    next(run);
  }

  function tick(): void {
    if (!run || run.over) return;
    if (left(run) <= 0) end(run);
    else render(run);
  }

  let kind: Mode = 'practice';
  again.addEventListener('click', () => {
    if (kind === 'streak' || kind === 'timed') begin(kind);
  });

  return {
    mode(m) {
      kind = m;
      help.textContent = w.modeHelp[m];
      clearInterval(timer);
      if (run && !run.over) run.over = true;
      run = null;
      if (m === 'streak' || m === 'timed') return begin(m);
      status.hidden = true;
      again.hidden = true;
    },
    active: () => !!run && !run.over,
    moved() {
      if (!run || run.over || run.kind !== 'timed' || run.start !== null) return;
      run.start = performance.now();
      // The clock's face, redrawn a few times a second; the run's end is worked out from the start time.
      timer = window.setInterval(tick, 250);
      render(run);
    },
    solved(clean) {
      if (!run || run.over) return;
      if (clean) run.solved++;
      else run.failed++;
      next(run);
    },
    failed() {
      if (!run || run.over) return;
      if (run.kind === 'streak') return end(run);
      run.failed++;
      next(run);
    },
  };
}
