/**
 * Links into the site that carry more than a page (issue 16): /play/?variant=…&rules=…&fen=… starts a
 * game from a position ("Play from here"), judged by the engine, with bad values dropped and named; and
 * a search result links to the section of a page where the words are (Pagefind's sub-results).
 */
import { describe, it, expect } from 'vitest';
import { Game, LEVEL_IDS, VARIANT_DEFS, writePgn } from '@berserker-chess/engine';
import { readPlayLink, MAX_LINK_VALUE } from '../site/scripts/play/link.ts';
import { readSaved, serialise, SAVE_VERSION, type Allowed } from '../site/scripts/play/storage.ts';
import { GameSession, type PlayBoard } from '../site/scripts/play/session.ts';
import { PLAY_WORDS } from '../site/scripts/play/words.ts';

const { describeSettings } = PLAY_WORDS.en;
import type { SavedGame, Settings } from '../site/scripts/play/types.ts';
import { rankSections, type PageHit } from '../site/scripts/search-sections.ts';

/** After 1. e3 e5: White's turn, but Black places White's Berserker (R3). */
const RELEASE_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR';
const q = (o: Record<string, string>) => `?${new URLSearchParams(o)}`;

describe('readPlayLink: /play/?variant=…&rules=…&fen=…', () => {
  it('is no link without its parameters', () => {
    for (const search of ['', '?', '?q=x', '?colour=black']) expect(readPlayLink(search, 'berserker'), search).toEqual({ start: null, problems: [] });
  });

  it('starts from the FEN, and the player decides first (here the placer, not the side to move)', () => {
    const link = readPlayLink(q({ variant: 'berserker', fen: RELEASE_FEN }), 'chess');
    expect(link.problems).toEqual([]);
    expect(link.start).toEqual({ variant: 'berserker', rules: '', fen: RELEASE_FEN, controller: 'black' });
    expect(new Game({ variant: 'berserker', fen: RELEASE_FEN }).controller).toBe('black');
  });

  it('writes the FEN as the engine does (a shorter FEN is completed)', () => {
    const short = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -';
    const link = readPlayLink(q({ variant: 'chess', fen: short }), 'berserker');
    expect(link.problems).toEqual([]);
    expect(link.start?.fen).toBe(new Game({ variant: 'chess', fen: short }).startFen);
    expect(link.start?.controller).toBe('black');
  });

  it('keeps rule options in the engine\'s words (only what differs from the defaults)', () => {
    const link = readPlayLink(q({ variant: 'berserker', rules: ' trigger=cross ;ohNo=on', fen: RELEASE_FEN }), 'berserker');
    expect(link.problems).toEqual([]);
    expect(link.start?.rules).toBe('trigger=cross; ohNo=on');
    expect(readPlayLink(q({ variant: 'berserker', rules: 'trigger=center' }), 'berserker').start?.rules).toBe('');
  });

  it('uses the usual variant when the link names none', () => {
    const link = readPlayLink(q({ fen: RELEASE_FEN }), 'berserker');
    expect(link.start?.variant).toBe('berserker');
    expect(link.start?.fen).toBe(RELEASE_FEN);
  });

  it('sets an unknown variant aside with its rules and FEN, naming the valid variants', () => {
    const link = readPlayLink(q({ variant: 'nonesuch', rules: 'ohNo=on', fen: RELEASE_FEN }), 'berserker');
    expect(link.start).toEqual({ variant: 'berserker', rules: '', fen: '', controller: 'white' });
    expect(link.problems).toHaveLength(1);
    expect(link.problems[0]).toMatch(/variant cannot be played \(unknown variant "nonesuch"; valid variants: .*berserker-brawl\)/);
  });

  it('drops bad rule options with the engine\'s reason and keeps the position', () => {
    const link = readPlayLink(q({ variant: 'berserker', rules: 'trigger=sideways', fen: RELEASE_FEN }), 'berserker');
    expect(link.start?.rules).toBe('');
    expect(link.start?.fen).toBe(RELEASE_FEN);
    expect(link.problems[0]).toMatch(/rules cannot be used \(.*trigger.*\), so the game uses the default rules/);
  });

  it('refuses rule options for a variant without the Berserker', () => {
    const link = readPlayLink(q({ variant: 'chess', rules: 'ohNo=on' }), 'berserker');
    expect(link.start?.variant).toBe('chess');
    expect(link.start?.rules).toBe('');
    expect(link.problems[0]).toMatch(/no Berserker rule options/);
  });

  it('drops a bad FEN with the engine\'s words for what is wrong, and starts from the usual position', () => {
    for (const fen of ['rnbqkbnr/pppp', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', '8/8/8/8/8/8/8/8 w - - 0 1', RELEASE_FEN.replace(' tR', ' Q')]) {
      const link = readPlayLink(q({ variant: 'berserker', fen }), 'berserker');
      expect(link.start, fen).toEqual({ variant: 'berserker', rules: '', fen: '', controller: 'white' });
      expect(link.problems, fen).toHaveLength(1);
      expect(link.problems[0], fen).toMatch(/position cannot be set up \(FEN [A-Za-z ]+: .+\), so the game starts from the usual starting position/);
    }
  });

  it('judges the FEN with the link\'s rules', () => {
    // An 8×8 FEN is not one of 12×12 Brawl Chess: the board's size and pieces are the variant's.
    const link = readPlayLink(q({ variant: 'brawl', fen: RELEASE_FEN }), 'berserker');
    expect(link.start?.variant).toBe('brawl');
    expect(link.start?.fen).toBe('');
    expect(link.problems[0]).toMatch(/position cannot be set up/);
  });

  it('refuses huge values unread, and keeps messages short', () => {
    const link = readPlayLink(q({ variant: 'berserker', fen: 'p'.repeat(MAX_LINK_VALUE + 1), rules: 'x'.repeat(100_000) }), 'berserker');
    expect(link.start?.fen).toBe('');
    expect(link.problems.join(' ')).toMatch(/position \(fen\) is 501 characters long/);
    expect(link.problems.join(' ')).toMatch(/rules is 100000 characters long/);
    const long = readPlayLink(q({ variant: 'berserker', fen: `${'p'.repeat(400)} w - - 0 1` }), 'berserker');
    expect(long.problems[0]!.length).toBeLessThan(400);
  });

  it('never throws on a mangled address', () => {
    for (const search of ['?fen=100%', '?variant=%E0%A4%A', '?fen=%00%0A', '?rules=%', `?fen=${encodeURIComponent('\u0000'.repeat(50))}`, '?variant=__proto__&rules=constructor']) {
      const link = readPlayLink(search, 'berserker');
      expect(link.start, search).not.toBeNull();
    }
  });
});

describe('a game started from a link: saved, restored and written with its start position', () => {
  const allowed: Allowed = {
    variants: VARIANT_DEFS.map((d) => d.id),
    berserkerVariants: VARIANT_DEFS.filter((d) => d.berserker).map((d) => d.id),
    levels: [...LEVEL_IDS],
  };
  const settings: Settings = { opponent: 'computer', level: LEVEL_IDS[0]!, colour: 'black', variant: 'berserker', rules: '', clock: 'none', fen: RELEASE_FEN };
  // Settings as a stored text may hold anything: the reader is what is under test.
  const saved = (s: Record<string, unknown>): SavedGame =>
    ({ version: SAVE_VERSION, settings: { ...settings, ...s }, moves: ['Nb1=Z'], takeBacks: [], clocks: null, ending: null, orientation: 'black', startedAt: 1 }) as SavedGame;

  it('keeps the start position through storage', () => {
    const read = readSaved(serialise(saved({})), allowed);
    expect(read && read.ok && read.game.settings.fen).toBe(RELEASE_FEN);
  });

  it('reads a game without one as a game from the variant\'s start (games saved before links)', () => {
    for (const fen of [undefined, '']) {
      const read = readSaved(serialise(saved({ fen })), allowed);
      expect(read && read.ok && read.game.settings.fen, String(fen)).toBeUndefined();
    }
  });

  it('refuses a damaged start position, saying what the engine found', () => {
    const bad = readSaved(serialise(saved({ fen: 'rnbqkbnr/pppp w' })), allowed);
    expect(bad).toMatchObject({ ok: false });
    expect(bad && !bad.ok && bad.reason).toMatch(/start position the engine refuses \(FEN/);
    for (const fen of [42, { fen: RELEASE_FEN }, 'x'.repeat(600)]) expect(readSaved(serialise(saved({ fen })), allowed), JSON.stringify(fen)).toMatchObject({ ok: false });
  });

  it('writes the game from its start position, with the [FEN] tag', () => {
    const session = new GameSession({} as PlayBoard, settings);
    session.line = ['Nb1=Z'];
    const game = session.game();
    expect(game.startFen).toBe(RELEASE_FEN);
    expect(writePgn(game)).toContain(`[FEN "${RELEASE_FEN}"]`);
  });

  it('says so in the settings line', () => {
    const names = { levelName: () => 'Beginner', variantName: () => 'Berserker Chess', hasBerserker: () => true };
    expect(describeSettings(settings, names)).toMatch(/from a set position/);
    expect(describeSettings({ ...settings, fen: undefined }, names)).not.toMatch(/set position/);
  });
});

describe('rankSections: a search result links to the section where the words are', () => {
  const hit = (subs: PageHit['sub_results']): PageHit => ({ url: '/rules/', excerpt: 'page excerpt', meta: { title: 'The rules' }, sub_results: subs });
  const w = (...scores: number[]) => scores.map((balanced_score) => ({ balanced_score }));

  it('links to the section with the best matches, with its #id, and lists the next ones', () => {
    const ranked = rankSections(
      hit([
        { url: '/rules/', title: 'The rules', excerpt: 'top', weighted_locations: w(1) },
        { url: '/rules/#r3-h', title: 'R3 The release', excerpt: 'r3', weighted_locations: w(2, 2), anchor: { id: 'r3-h' } },
        { url: '/rules/#r5-h', title: 'R5 Placement squares', excerpt: 'r5', weighted_locations: w(5), anchor: { id: 'r5-h' } },
        { url: '/rules/#r9-h', title: 'R9 Scoring', excerpt: 'r9', weighted_locations: [], anchor: { id: 'r9-h' } },
      ]),
      3,
    );
    expect(ranked.map((s) => s.url)).toEqual(['/rules/#r5-h', '/rules/#r3-h', '/rules/']);
    expect(ranked[0]).toEqual({ page: 'The rules', section: 'R5 Placement squares', url: '/rules/#r5-h', excerpt: 'r5' });
    // The part before the first heading is the page's top: no section name, the page's address.
    expect(ranked[2]!.section).toBeNull();
  });

  it('counts matches when the index has no weights, ties in page order', () => {
    const ranked = rankSections(
      hit([
        { url: '/rules/#a', title: 'A', excerpt: '', locations: [1], anchor: { id: 'a' } },
        { url: '/rules/#b', title: 'B', excerpt: '', locations: [4, 5], anchor: { id: 'b' } },
        { url: '/rules/#c', title: 'C', excerpt: '', locations: [7, 8], anchor: { id: 'c' } },
      ]),
      2,
    );
    expect(ranked.map((s) => s.url)).toEqual(['/rules/#b', '/rules/#c']);
  });

  it('falls back to the page when it has no sections with matches', () => {
    for (const subs of [undefined, [], [{ url: '/rules/#x', title: 'X', excerpt: '', locations: [], anchor: { id: 'x' } }]]) {
      expect(rankSections(hit(subs), 3)).toEqual([{ page: 'The rules', section: null, url: '/rules/', excerpt: 'page excerpt' }]);
    }
  });
});
