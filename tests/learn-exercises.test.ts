/**
 * Every exercise of the Learn path (content/learn) is sound, replayed with the engine: it sets up, its
 * goal is not met at the start, its intended line reaches the goal with three stars (the computer's
 * scripted replies legal), and its wrong line fails. A broken exercise fails here, naming itself.
 * The path as a whole: at least 40 exercises, the stages the issue asks for, in order.
 *
 * Every exercise as the page plays it, too: its link opens it, and the page's attempt (ExerciseSession,
 * site/scripts/learn/session.ts) on a board that reports moves as the element does — the learner's
 * actions typed in when it is the learner's turn, the computer's replies played by the session — is
 * solved by the intended line with three stars and the page's "Solved in …" sentence, and failed by the
 * wrong line (or its last action refused). The browser plays one exercise of each stage (tests/e2e).
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game, hiddenPlies, situationText, type MoveInfo } from '@berserker-chess/engine';
import { validateStage, STAGE_FILE_RE, type Stage } from '../packages/puzzles/src/learn-format.ts';
import { formatProblem } from '../packages/puzzles/src/format.ts';
import { checkExercise, runLine, startGame, OH_NO } from '../packages/puzzles/src/learn-run.ts';
import type { Verdict } from '../packages/puzzles/src/learn-goals.ts';
import { learnNames, loadStages } from '../site/scripts/learn/load.ts';
import { failureOf } from '../site/scripts/learn/failure.ts';
import { readExerciseLink } from '../site/scripts/learn/address.ts';
import { ExerciseSession, type LearnBoard } from '../site/scripts/learn/session.ts';
import { LEARN_WORDS } from '../site/scripts/learn/words.ts';
import { FAILURE_WORDS } from '../site/scripts/learn/failure-words.ts';
import type { PageExercise } from '../site/scripts/learn/types.ts';

const dir = join(import.meta.dirname, '..', 'content', 'learn');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const stages: Stage[] = files.map((f) => {
  const { stage, problems } = validateStage(JSON.parse(readFileSync(join(dir, f), 'utf8')), `content/learn/${f}`);
  if (problems.length || !stage) throw new Error(problems.map(formatProblem).join('\n'));
  return stage;
});
const all = stages.flatMap((s) => s.exercises.map((ex) => ({ stage: s.stage, ex })));

describe('the Learn path', () => {
  it('has only well-formed stage files, each named NN-<stage>.json', () => {
    expect(files.every((f) => STAGE_FILE_RE.test(f))).toBe(true);
  });

  it('has at least 40 exercises, with unique ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((e) => e.ex.id)).size).toBe(all.length);
  });

  it('goes from the trigger to the Berserker checkmate, then one stage per seed variant', () => {
    expect(stages.map((s) => s.stage)).toEqual([
      'trigger', 'release', 'capture', 'waiting', 'oh-no', 'berserker-mate', 'game-of-pawns', 'berolina', 'battle-of-the-kings', 'brawl',
    ]);
    for (const s of stages) expect(s.exercises.length, s.stage).toBeGreaterThanOrEqual(4);
  });

  it('opens with "trigger your opponent\'s release" and "place it where it attacks nothing of yours"', () => {
    expect(stages[0]!.exercises[0]!.win).toEqual([{ type: 'trigger' }]);
    expect(stages[1]!.exercises[0]!.win).toEqual([{ type: 'place', kind: 'release' }, { type: 'safe' }]);
  });

  it('has capture-and-place exercises, waiting placements, Oh No! and two-point mates where the stages say', () => {
    const by = (id: string) => stages.find((s) => s.stage === id)!.exercises;
    expect(by('capture').some((e) => runLine(e, e.solution).game.history.some((m) => m.kind === 'place' && m.controller === e.you))).toBe(true);
    // R6: somewhere on each intended line, a placement waits because its owner is in check.
    for (const e of by('waiting')) {
      const g = startGame(e);
      let waited = /waits until/.test(situationText(g));
      for (const m of e.solution) {
        g.play(m);
        waited ||= /waits until/.test(situationText(g));
      }
      expect(waited, e.id).toBe(true);
    }
    for (const e of by('oh-no')) {
      expect(e.rules, e.id).toContain('ohNo=on');
      expect(e.solution[0], e.id).toBe(OH_NO);
    }
    expect(by('berserker-mate').every((e) => e.win.some((p) => p.type === 'mate' && p.berserker))).toBe(true);
    expect(by('berserker-mate').some((e) => e.win.some((p) => p.type === 'mate' && p.berserker) && runLine(e, e.wrong).game.status().reason === 'checkmate')).toBe(true);
  });

  it('uses each seed variant in its stage', () => {
    const variants = (id: string) => new Set(stages.find((s) => s.stage === id)!.exercises.map((e) => e.variant));
    expect([...variants('game-of-pawns')]).toEqual(['game-of-pawns']);
    expect([...variants('berolina')].every((v) => v.endsWith('berolina'))).toBe(true);
    expect([...variants('battle-of-the-kings')]).toEqual(['battle-of-the-kings']);
    expect([...variants('brawl')].every((v) => v.endsWith('brawl'))).toBe(true);
  });

  it('is what the site builds: every exercise loads for the pages', () => {
    const loaded = loadStages(dir);
    expect(loaded.map((s) => s.id)).toEqual(stages.map((s) => s.stage));
    expect(loaded.flatMap((s) => s.exercises.map((e) => e.id))).toEqual(all.map((e) => e.ex.id));
    expect(loaded.find((s) => s.id === 'oh-no')!.exercises.every((e) => e.ohNo)).toBe(true);
  });
});

describe.each(stages.map((s) => [s.stage, s] as const))('stage %s', (_, stage) => {
  it.each(stage.exercises.map((e) => [e.id, e] as const))('%s is sound: its solution solves it and its wrong line fails', (_, ex) => {
    // Everything checkExercise proves (see learn-run.ts): an empty list means a sound exercise.
    expect(checkExercise(ex)).toEqual([]);
    const wrong = runLine(ex, ex.wrong);
    expect(wrong.verdict.state === 'failed' || wrong.refused !== null, `${ex.id}: ${wrong.tokens.join(' ')}`).toBe(true);
    expect(wrong.verdict.state).not.toBe('solved');
  });
});

/**
 * A board that reports what happens as <berserker-board> does in play mode (packages/board's
 * game-controller.ts): `play()` fires `move` for the move (Game of Pawns' first White move with
 * `hidden: true` and no SAN, then revealed with Black's reply), then `change`; `ohNo()` fires `change`;
 * a move the engine refuses changes nothing and returns null (the element shows the engine's reason).
 */
class EngineBoard extends EventTarget {
  readonly #game: Game;

  constructor(ex: PageExercise) {
    super();
    this.#game = startGame(ex); // the element's `fen` and `moves` (the setup)
  }

  get history(): readonly MoveInfo[] {
    return this.#game.history;
  }

  get takeBacks() {
    return this.#game.takeBackLog.map((t) => ({ ply: t.ply, retracted: t.retracted.san, by: t.by }));
  }

  legalMoves(): MoveInfo[] {
    return this.#game.legalMoves();
  }

  canOhNo(): boolean {
    return this.#game.canOhNo();
  }

  play(move: string): MoveInfo | null {
    const hiddenBefore = hiddenPlies(this.#game);
    let m: MoveInfo;
    try {
      m = this.#game.play(move);
    } catch {
      return null;
    }
    if (hiddenPlies(this.#game)) this.#fire('move', { hidden: true, color: m.color, controller: m.controller });
    else for (const x of hiddenBefore ? this.#game.history.slice(-2) : [m]) this.#fire('move', { ...x, hidden: false });
    this.#fire('change', {});
    return m;
  }

  ohNo(): MoveInfo | null {
    try {
      const m = this.#game.ohNo();
      this.#fire('change', {});
      return m;
    } catch {
      return null;
    }
  }

  #fire(type: string, detail: object): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

/** An attempt as the page runs it, with what the page would show at its end. */
function attempt(ex: PageExercise) {
  const board = new EngineBoard(ex);
  const seen = { end: null as Exclude<Verdict, { state: 'playing' }> | null, stuck: [] as string[] };
  // No reply delay: the page's is time to follow the game, not part of the rules.
  const session = new ExerciseSession(ex, board as unknown as LearnBoard, {
    changed: () => {},
    replied: () => {},
    finished: (v) => (seen.end = v),
    stuck: (why) => seen.stuck.push(LEARN_WORDS.en.stuck(why)),
  }, 0);
  /** Until the learner decides (or may take back the setup's last action), or the attempt is over. */
  const learnersTurn = async () => {
    const until = Date.now() + 30_000;
    while (session.playing && !session.learnerToAct && !(session.tokens.length === 0 && session.canOhNo()) && !seen.stuck.length) {
      if (Date.now() > until) throw new Error(`${ex.id}: the computer did not answer (${session.tokens.join(' ')})`);
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  /** The learner's action, as the move box or the Oh no! button sends it; false when refused. */
  const act = (token: string) => (token === OH_NO ? session.ohNo() : board.play(token) !== null);
  return { session, seen, learnersTurn, act, close: () => session.close() };
}

const pageStages = loadStages(dir);

describe.each(pageStages.map((s) => [s.id, s] as const))('stage %s as the page plays it', (_, stage) => {
  const known = new Set(stage.exercises.map((e) => e.id));

  it.each(stage.exercises.map((e) => [e.id, e] as const))('%s opens from its link, is solved by its intended line with three stars, and failed by its wrong line', async (_, ex) => {
    expect(readExerciseLink(`?ex=${encodeURIComponent(ex.id)}`, known)).toEqual({ kind: 'exercise', id: ex.id });

    const right = attempt(ex);
    for (;;) {
      await right.learnersTurn();
      if (!right.session.playing || right.seen.stuck.length) break;
      const next = ex.solution[right.session.tokens.length];
      expect(next, `${ex.id}: the line goes on (${right.session.tokens.join(' ')})`).toBeDefined();
      expect(right.act(next!), `${ex.id}: ${next} is accepted`).toBe(true);
    }
    right.close();
    expect(right.seen.stuck, ex.id).toEqual([]);
    expect(right.session.tokens, `${ex.id}: the whole intended line was played`).toEqual(ex.solution);
    expect(right.seen.end).toMatchObject({ state: 'solved', stars: 3 });
    expect(LEARN_WORDS.en.solved(3, right.session.actions, ex.stars[0]), `${ex.id}: what the page says`).toMatch(/^Solved in .*★★★ 3 stars\.$/);

    const wrong = attempt(ex);
    let refused = false;
    for (const token of ex.wrong) {
      await wrong.learnersTurn();
      if (!wrong.session.playing) break;
      if (!wrong.act(token)) {
        refused = true;
        expect(token, `${ex.id}: only the wrong line's last action may be refused`).toBe(ex.wrong.at(-1));
        break;
      }
    }
    if (!refused) await wrong.learnersTurn();
    wrong.close();
    expect(wrong.seen.stuck, ex.id).toEqual([]);
    if (refused) expect(wrong.session.playing, `${ex.id}: a refused action leaves the attempt going on`).toBe(true);
    else {
      expect(wrong.seen.end?.state, `${ex.id}: failed by ${ex.wrong.join(' ')} (${wrong.session.tokens.join(' ')})`).toBe('failed');
      expect(wrong.seen.end?.state === 'failed' && wrong.seen.end.why.length > 0, `${ex.id}: the page says why`).toBe(true);
      // The page words the failure itself (in its language): in English, the verdict's sentence exactly.
      const failure = failureOf(ex, wrong.session.attempt!);
      expect(FAILURE_WORDS.en.failed(failure, learnNames('en')), `${ex.id}: the English page says the verdict's why`).toBe(wrong.seen.end?.state === 'failed' ? wrong.seen.end.why : '');
      expect(FAILURE_WORDS.de.failed(failure, learnNames('de')), `${ex.id}: the German page says why in German`).toMatch(/^(Diesmal nicht|Die Partie ist zu Ende|Du hast)/);
    }
  });
});
