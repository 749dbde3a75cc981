/**
 * The Play page's pure logic (site/scripts/play/): the saved game (read back, damaged input refused),
 * R8 take-back records, rules text, clocks, the PGN it hands out (read back by the engine), take-back
 * depth against the computer, draw offers, and the words for results with R9's points.
 */
import { describe, it, expect } from 'vitest';
import { Game, readGame, writePgn, LEVEL_IDS, VARIANT_DEFS } from '@berserker-chess/engine';
import { STORAGE_KEY, keepTakeBacks, readSaved, serialise, type Allowed } from '../site/scripts/play/storage';
import { DEFAULT_RULE_VALUES, ohNoOn, parseRulesText, rulesText } from '../site/scripts/play/rules';
import { GameClock, afterAction, formatClock, spokenClock, thinkingTime } from '../site/scripts/play/clock';
import { pgnDate, pgnFileName, playerNames, timeControl, withTags } from '../site/scripts/play/pgn';
import { computerAcceptsDraw, describeResult, endingPoints, formatScore, pliesToTakeBack } from '../site/scripts/play/logic';
import type { SavedGame, Settings } from '../site/scripts/play/types';

const allowed: Allowed = {
  variants: VARIANT_DEFS.map((d) => d.id),
  berserkerVariants: VARIANT_DEFS.filter((d) => d.berserker).map((d) => d.id),
  levels: [...LEVEL_IDS],
};
const settings: Settings = { opponent: 'computer', level: 'beginner', colour: 'white', variant: 'berserker', rules: 'trigger=cross; ohNo=on', clock: '5+3' };
const saved: SavedGame = {
  version: 1,
  settings,
  moves: ['e3', 'e5', 'Ng1=Z', 'Nf6'],
  takeBacks: [{ ply: 2, san: 'Nb1=Z', by: 'black' }],
  clocks: { white: 290_000, black: 301_500 },
  ending: null,
  orientation: 'white',
  startedAt: Date.UTC(2026, 10, 21, 14, 5),
};

describe('saved game', () => {
  it('round-trips', () => {
    expect(STORAGE_KEY).toMatch(/play/);
    expect(readSaved(serialise(saved), allowed)).toEqual({ ok: true, game: saved });
  });
  it('reads nothing as nothing', () => {
    expect(readSaved(null, allowed)).toBeNull();
    expect(readSaved('', allowed)).toBeNull();
  });
  it('refuses damaged or foreign data with a reason, never throws', () => {
    const bad: Array<[unknown, RegExp]> = [
      ['{not json', /not readable/],
      [[1, 2], /not readable/],
      [{ ...saved, version: 2 }, /another version/],
      [{ ...saved, settings: { ...settings, variant: 'nonsense' } }, /unknown variant/],
      [{ ...saved, settings: { ...settings, level: 'grandmaster' } }, /unknown level/],
      [{ ...saved, settings: { ...settings, colour: 'red' } }, /unknown colour/],
      [{ ...saved, settings: { ...settings, opponent: 'cat' } }, /unknown opponent/],
      [{ ...saved, settings: { ...settings, rules: 'trigger=sideways' } }, /unknown rules/],
      [{ ...saved, settings: { ...settings, variant: 'chess' } }, /no Berserker rule options/],
      [{ ...saved, settings: { ...settings, clock: '1+0' } }, /unknown clock/],
      [{ ...saved, moves: 'e4 e5' }, /moves are damaged/],
      [{ ...saved, moves: ['e4', '<img src=x>'] }, /moves are damaged/],
      [{ ...saved, moves: ['e4', 42] }, /moves are damaged/],
      [{ ...saved, takeBacks: [{ ply: 9, san: 'e4', by: 'white' }] }, /take-backs are damaged/],
      [{ ...saved, takeBacks: [{ ply: 1, san: 'e4', by: 'white' }, { ply: 2, san: 'e5', by: 'white' }] }, /take-backs are damaged/],
      [{ ...saved, clocks: { white: -1, black: 5 } }, /clocks are damaged/],
      [{ ...saved, clocks: null }, /clocks are damaged/],
      [{ ...saved, ending: { result: '1-0', reason: 'resignation', winner: 'black' } }, /does not add up/],
      [{ ...saved, ending: { result: '1-0', reason: 'boredom', winner: 'white' } }, /bad ending/],
    ];
    for (const [data, reason] of bad) {
      const r = readSaved(typeof data === 'string' ? data : JSON.stringify(data), allowed);
      expect(r?.ok, JSON.stringify(data).slice(0, 80)).toBe(false);
      expect(r && !r.ok ? r.reason : '').toMatch(reason);
    }
  });
  it('keeps a valid ending and a game without clocks', () => {
    const g = { ...saved, settings: { ...settings, clock: 'none' as const }, clocks: null, ending: { result: '0-1' as const, reason: 'time-forfeit' as const, winner: 'black' as const } };
    expect(readSaved(serialise(g), allowed)).toEqual({ ok: true, game: g });
  });
});

describe('R8 take-back records follow the move list like the engine', () => {
  it('matches Game.takeBackLog through undo, replacement and growth', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    const line = () => g.history.map((m) => m.san);
    const log = () => g.takeBackLog.map((t) => ({ ply: t.ply, san: t.retracted.san, by: t.by }));
    for (const m of ['e3', 'e5']) g.play(m);
    g.play('Nb1=Z');
    g.ohNo();
    let records = log();
    let before = line();
    g.play('Ng1=Z');
    records = keepTakeBacks(records, before, line());
    expect(records).toEqual(log());
    before = line();
    g.undo();
    records = keepTakeBacks(records, before, line());
    expect(records).toEqual(log());
    before = line();
    g.undo();
    records = keepTakeBacks(records, before, line());
    expect(records).toEqual(log());
    expect(records).toEqual([]);
  });
});

describe('rules text', () => {
  it('lists only what differs from the defaults, and reads it back', () => {
    expect(rulesText(DEFAULT_RULE_VALUES)).toBe('');
    const t = rulesText({ ...DEFAULT_RULE_VALUES, trigger: 'cross', threat: 'none', ohNo: 'on' });
    expect(t).toBe('trigger=cross; threat=none; ohNo=on');
    expect(parseRulesText(t)).toEqual({ ...DEFAULT_RULE_VALUES, trigger: 'cross', threat: 'none', ohNo: 'on' });
    expect(new Game({ variant: 'berserker', rules: t }).variant.rules?.ohNo).toBe(true);
    expect(ohNoOn(t)).toBe(true);
    expect(ohNoOn('')).toBe(false);
  });
  it('refuses what the form cannot produce', () => {
    for (const t of ['trigger=maybe', 'colour=red', 'trigger', 'trigger=cross; trigger=center', 'ohNo=<b>']) expect(parseRulesText(t), t).toBeNull();
  });
});

describe('clocks', () => {
  it('runs the clock of whoever decides, adds the increment after each decision, starts after the first action', () => {
    const c = new GameClock(300_000, 3_000);
    expect(c.running).toBeNull();
    // 1. e4: the first action starts the clocks (no increment). Trigger: Black's turn, but White places.
    afterAction(c, 'white', 'white', 1_000, true);
    expect(c.running).toBe('white');
    expect(c.remaining('white', 11_000)).toBe(290_000);
    expect(c.remaining('black', 11_000)).toBe(300_000);
    // White places Black's Berserker after 10 s: +3 s, and White decides again.
    afterAction(c, 'white', 'white', 11_000, false);
    expect(c.remaining('white', 11_000)).toBe(293_000);
    afterAction(c, 'white', 'black', 21_000, false);
    expect(c.remaining('white', 21_000)).toBe(286_000);
    expect(c.running).toBe('black');
    expect(c.remaining('black', 321_000)).toBe(0);
    expect(c.flagged(320_999)).toBeNull();
    expect(c.flagged(321_000)).toBe('black');
    c.setRunning(null, 25_000);
    expect(c.snapshot(99_999)).toEqual({ white: 286_000, black: 296_000 });
  });
  it('restores from saved times', () => {
    const c = new GameClock(600_000, 5_000, { white: 12_345, black: 600_000 });
    expect(c.remaining('white', 0)).toBe(12_345);
  });
  it('formats and speaks the time', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(65_001)).toBe('1:06');
    expect(formatClock(59_000)).toBe('0:59');
    expect(formatClock(9_450)).toBe('9.4');
    expect(formatClock(-5)).toBe('0.0');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(spokenClock(65_000)).toBe('1 minute 5 seconds');
    expect(spokenClock(120_000)).toBe('2 minutes');
    expect(spokenClock(0)).toBe('0 seconds');
  });
  it('lets the computer think less when its time is short', () => {
    expect(thinkingTime(1_500, null, 0)).toBe(1_500);
    expect(thinkingTime(1_500, 300_000, 3_000)).toBe(1_500);
    expect(thinkingTime(3_000, 30_000, 0)).toBe(1_000);
    expect(thinkingTime(3_000, 1_000, 0)).toBe(100);
  });
});

describe('PGN', () => {
  it('adds players, date and a result the board cannot know; the engine reads it back with the take-back', () => {
    const g = new Game({ variant: 'berserker', rules: 'ohNo=on' });
    for (const m of ['e3', 'e5', 'Nb1=Z']) g.play(m);
    g.ohNo();
    for (const m of ['Ng1=Z', 'Nf6']) g.play(m);
    const names = playerNames(settings, 'Beginner');
    expect(names).toEqual({ white: 'You', black: 'Computer (Beginner)' });
    const out = withTags(writePgn(g), { Event: 'Berserker Chess site', Date: pgnDate(saved.startedAt), White: names.white, Black: names.black, TimeControl: timeControl('5+3'), Termination: 'normal' }, '0-1');
    expect(out).toMatch(/^\[Event "Berserker Chess site"\]/);
    expect(out).toContain('[Date "2026.11.21"]');
    expect(out).toContain('[Result "0-1"]');
    expect(out).toContain('[TimeControl "300+3"]');
    expect(out.trim().endsWith('0-1')).toBe(true);
    const back = readGame(out);
    expect(back.game.history.map((m) => m.san)).toEqual(g.history.map((m) => m.san));
    expect(back.game.takeBackLog.map((t) => t.retracted.san)).toEqual(['Nb1=Z']);
    expect(back.game.variant.rules?.ohNo).toBe(true);
    expect(back.record.tags).toContainEqual(['White', 'You']);
  });
  it('escapes tag values and leaves an unfinished game unfinished', () => {
    const out = withTags(writePgn(new Game({ variant: 'chess' })), { White: 'A "quoted" \\ name' });
    expect(out).toContain('[White "A \\"quoted\\" \\\\ name"]');
    expect(out).toContain('[Result "*"]');
    expect(readGame(out).record.tags).toContainEqual(['White', 'A "quoted" \\ name']);
    expect(timeControl('none')).toBe('-');
  });
  it('names the file after the game', () => {
    expect(pgnFileName(settings, new Date(2026, 10, 21, 14, 5).getTime())).toBe('berserker-chess-berserker-vs-computer-2026-11-21-1405.pgn');
    expect(pgnFileName({ ...settings, opponent: 'human', variant: 'berserker-brawl' }, new Date(2026, 0, 2, 3, 4).getTime())).toBe('berserker-chess-berserker-brawl-two-players-2026-01-02-0304.pgn');
  });
});

describe('take back against the computer', () => {
  it('goes back to the human\'s last decision, including placements the human made for the computer', () => {
    // 1. e4 (human) triggers: 1... Ng8=Z is Black's turn but White (the human) places; 2. Nf3 (human); 2... d6 (computer).
    const g = new Game({ variant: 'berserker' });
    for (const m of ['e4']) g.play(m);
    const release = g.legalMoves()[0]!.san;
    g.play(release);
    g.play('Nf3');
    g.play(g.legalMoves().find((m) => m.san === 'd6')!.san);
    const controllers = g.history.map((m) => m.controller);
    expect(controllers).toEqual(['white', 'white', 'white', 'black']);
    expect(pliesToTakeBack(controllers, 'white')).toBe(2);
    expect(pliesToTakeBack(controllers.slice(0, 3), 'white')).toBe(1);
    expect(pliesToTakeBack(['white'], 'black')).toBe(0);
    // The computer placed the human's Berserker and moved: both go with the human's move before them.
    expect(pliesToTakeBack(['white', 'black', 'black', 'black'], 'white')).toBe(4);
  });
});

describe('draw offers', () => {
  it('the computer accepts when about equal or worse for it, declines when better', () => {
    expect(computerAcceptsDraw(0, null)).toBe(true);
    expect(computerAcceptsDraw(50, null)).toBe(true);
    expect(computerAcceptsDraw(-300, null)).toBe(true);
    expect(computerAcceptsDraw(51, null)).toBe(false);
    expect(computerAcceptsDraw(30000, 3)).toBe(false);
    expect(computerAcceptsDraw(-30000, -2)).toBe(true);
  });
});

describe('words', () => {
  it('scores', () => {
    expect(formatScore(35, null)).toBe('+0.35');
    expect(formatScore(-120, null)).toBe('−1.20');
    expect(formatScore(0, null)).toBe('0.00');
    expect(formatScore(30990, 2, true)).toBe('White mates in 2 (Berserker checkmate)');
    expect(formatScore(-30990, -1)).toBe('Black mates in 1');
  });
  it('results, with R9\'s 2 points for a Berserker checkmate', () => {
    const g = new Game({ variant: 'berserker', fen: '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t' });
    g.play('Zf7#');
    const st = g.status();
    expect(st.reason).toBe('berserker-checkmate');
    expect(describeResult(st, null)).toBe('White wins by Berserker checkmate: 2 points to White (R9: the Berserker gave the mate). Score 2–0.');
    expect(describeResult(st, 'white')).toMatch(/^You win by Berserker checkmate: 2 points/);
    expect(describeResult(st, 'black')).toMatch(/^The computer wins/);
    expect(describeResult(endingPoints({ result: '1/2-1/2', reason: 'agreement', winner: null }), 'white')).toBe('Draw by agreement: ½ point each. Score ½–½.');
    expect(describeResult(endingPoints({ result: '1-0', reason: 'time-forfeit', winner: 'white' }), null)).toBe('White wins by time (flag fall): 1 point to White. Score 1–0.');
  });
});
