/**
 * Captions true to their boards, page by page (issue 16): for every diagram of every page,
 *
 *   - what the author's caption claims — pieces on squares, moves and their numbers, attacks, which
 *     knight may stay, the ★ and red marks, counts, whose turn — is what the engine says of the board
 *     (tests/caption-claims.ts reads the claims);
 *   - the generated placement line, for the position shown and for every position of the line the
 *     reader can step to, is the engine's placementChoices: the legal placements, the starred squares,
 *     each refused square with the engine's sentence, one note per knight saying the rank it got and
 *     whether R5's attack condition was dropped;
 *   - the live board's `highlights` tint exactly the refused squares red, as the fallback marks them.
 *
 * The diagrams are read from the sources (tests/diagram-sources.ts) and replayed as the build does.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game, capturePlacementChoices, parseRules, placementChoices, type PlacementChoices } from '@berserker-chess/engine';
import { prepareDiagram } from '../site/lib/diagram.ts';
import { placementCaptionHtml, type PlacementCaption } from '../site/lib/placement-caption.ts';
import { everyDiagram, root, type Found } from './diagram-sources.ts';
import { checkCaption, knightJump, readMarks, replay } from './caption-claims.ts';
import homeWords from '../site/i18n/words/home.ts';

const diagrams = everyDiagram();
const PAGES = ['/', '/rules/', '/rulings/', '/notation/', '/variants/genesis/', '/variants/game-of-pawns/', '/variants/berolina/', '/variants/battle-of-the-kings/', '/variants/brawl/'];

/** The engine's choices for a position of the line given by its FEN: its placement turn, or the capture that led to it. */
function engineChoices(d: Found, fen: string): PlacementChoices {
  const line = replay(d.spec);
  const i = line.positions.findIndex((g) => g.fen() === fen);
  expect(i, `the caption data names ${fen}, which is not a position of the line`).toBeGreaterThanOrEqual(0);
  const direct = placementChoices(line.positions[i]!);
  if (direct) return direct;
  const last = line.played[i - 1]!;
  return capturePlacementChoices(line.positions[i - 1]!, `${last.from}${last.to}`);
}

function checkGenerated(d: Found, fen: string, cap: PlacementCaption): void {
  const choices = engineChoices(d, fen);
  expect(cap.sans).toEqual(choices.options.map((o) => o.san));
  expect([...cap.stars].sort()).toEqual([...new Set(choices.options.map((o) => o.square))].sort());
  expect(cap.refused).toEqual(choices.refused.map((r) => ({ square: r.square, text: r.text })));
  // One note per knight when a knight got a rank beyond the first, the fallback, or nothing at all.
  const rules = new Game({ variant: d.spec.variant ?? 'berserker' }).variant.rules ? parseRules(d.spec.rules ?? '') : null;
  const applies = rules ? rules.threat !== 'none' : true;
  const notable = choices.kind !== 'mark' && choices.candidates.some((c) => c.rank !== 1 || c.options.length === 0 || (applies && !c.attackCondition));
  if (notable) expect(cap.notes.length).toBe(choices.candidates.length);
  cap.notes.forEach((note, i) => {
    const c = choices.candidates[i]!;
    expect(note.startsWith(c.knight ? `The ${c.knight} knight` : `${choices.owner === 'white' ? 'White' : 'Black'}'s Berserker`)).toBe(true);
    if (c.options.length === 0) expect(note).toContain('no placement');
    else {
      expect(note).toContain(`rank ${c.rank}`);
      for (const o of c.options) expect(note).toContain(o.san);
    }
    expect(note.includes('attack condition dropped')).toBe(applies && !c.attackCondition && c.options.length > 0);
  });
  // The HTML says every move and every reason.
  const html = placementCaptionHtml(cap);
  for (const s of cap.sans) expect(html).toContain(`<code>${s}</code>`);
  for (const r of cap.refused) expect(html).toContain(r.text);
}

describe.each(PAGES)('captions on %s say what their boards show', (page) => {
  const here = diagrams.filter((d) => d.page === page);
  const captioned = here.filter((d) => d.caption);
  it('has captioned diagrams', () => expect(captioned.length).toBeGreaterThan(0));

  it.each(captioned.map((d) => [d.label, d] as const))("author's caption: %s", (_label, d) => {
    expect(checkCaption(d.caption!, d.spec)).toEqual([]);
  });

  const withLines = here.map((d) => ({ d, p: prepareDiagram(d.spec) })).filter(({ p }) => Object.keys(p.captions).length > 0);
  if (withLines.length > 0) {
    it.each(withLines.map((x) => [x.d.label, x] as const))("generated placement lines are the engine's: %s", (_label, { d, p }) => {
      for (const [fen, cap] of Object.entries(p.captions)) checkGenerated(d, fen, cap);
      // The live board tints the shown position's refused squares red, after the author's highlights.
      const shownCap = p.captions[p.fenShown];
      const red = shownCap && shownCap.when === 'now' ? shownCap.refused.map((r) => `${r.square}:red`) : [];
      const author = (d.spec.highlights ?? '').split(/\s+/).filter(Boolean);
      expect(p.liveHighlights.split(/\s+/).filter(Boolean)).toEqual([...author, ...red]);
      expect(p.caption).toEqual(shownCap ?? null);
    });
  }
});

describe('the issue 16 defects stay fixed', () => {
  const find = (file: string, text: string) => diagrams.find((d) => d.file === file && (d.caption ?? '').includes(text) || (d.file === file && d.spec.rules === text))!;

  it('rulings #threat (threat=owner): the old caption is caught, and the line explains the g8 knight', () => {
    const d = diagrams.find((x) => x.file === 'content/rulings/40-threat.mdx' && x.spec.rules === 'threat=owner')!;
    const old = "Under the literal wording the Berserker must not attack Black's own pieces. The g8 knight may stay (it only attacks White's bishop), while the b8 knight attacks c6 and d7 from home and has to go as far as a6.";
    const problems = checkCaption(old, d.spec);
    expect(problems.join(' ')).toMatch(/knight on g8 attacks .*pawn on e7/);
    const p = prepareDiagram(d.spec);
    expect(p.caption!.notes).toEqual([
      "The b8 knight: Black's rank 3 — Na6=Z.",
      "The g8 knight: Black's rank 1, with R5’s attack condition dropped because no square of ranks 1–3 qualifies — Ng8=Z.",
    ]);
  });

  it("R5: the live board tints the refused squares red, as the caption's (red) says", () => {
    const d = find('content/rules/r05-placement-squares.mdx', 'Black takes');
    const p = prepareDiagram(d.spec);
    expect(p.liveHighlights.split(' ').sort()).toEqual(['c3:red', 'e1:red', 'g1:red']);
    expect(readMarks(d.caption!).red).toEqual(['c3', 'e1', 'g1']);
  });

  it('stepping or playing on: every placement position of a line has its own line, keyed by the FEN the board reports', () => {
    // The corrected seed game: the board ends after 6. Qxe2, but 4…exf3 left a placement turn in the line.
    const d = diagrams.find((x) => x.file === 'content/notation/50-seed-games.mdx' && (x.spec.moves ?? '').includes('Qxe2'))!;
    const p = prepareDiagram(d.spec);
    expect(p.caption).toBeNull();
    const lines = Object.values(p.captions);
    expect(lines.map((c) => c.sans)).toEqual([['Nb1=Z', 'Ng1=Z'], ['Zf1']]);
    expect(lines[1]!.refused.map((r) => r.square)).toEqual(['g1']);
  });

  it('Qxd4/Za2+ (notation): a legal game under capture=capturer-turn reaches it, and the line lists what the capture chose among', () => {
    const d = diagrams.find((x) => (x.spec.moves ?? '').endsWith('Qxd4/Za2+'))!;
    expect(d.file).toBe('content/notation/20-placements.mdx');
    const p = prepareDiagram(d.spec);
    expect(p.sans.at(-1)).toBe('Qxd4/Za2+');
    expect(p.caption!.when).toBe('capture');
    expect(p.caption!.sans).toContain('Qxd4/Za2+');
    expect(p.caption!.refused.map((r) => r.square)).toEqual(expect.arrayContaining(['e1', 'h1']));
  });

  it('the home page offers Puzzles and Play as pages that exist, not "coming soon"', () => {
    // The cards are the home page's words table, keyed by the page each links to, in every language.
    for (const words of Object.values(homeWords)) {
      expect(JSON.stringify(words)).not.toMatch(/coming soon|in Kürze/i);
      for (const page of ['puzzles', 'play']) {
        expect(Object.keys(words.cards)).toContain(page);
        expect(existsSync(join(root, `site/pages/[...locale]/${page}.astro`))).toBe(true);
      }
    }
  });
});

describe('every clarification C1–C15 and the named rules have a board', () => {
  const clar = readFileSync(join(root, 'content/rulings/70-clarifications.mdx'), 'utf8');
  it.each(Array.from({ length: 15 }, (_, i) => `c${i + 1}`))('%s', (id) => {
    const start = clar.indexOf(`<h3 id="${id}">`);
    expect(start).toBeGreaterThanOrEqual(0);
    const next = clar.indexOf('<h3 id="', start + 1);
    expect(clar.slice(start, next < 0 ? undefined : next)).toMatch(/<Diagram\b/);
  });
  it("Battle of the Kings: born into check, several kings, stalemate, repetition, no castling", () => {
    const botk = diagrams.filter((d) => d.page === '/variants/battle-of-the-kings/');
    const prepared = botk.map((d) => ({ d, p: prepareDiagram(d.spec) }));
    expect(prepared.some(({ d }) => d.spec.expectLegal && !d.spec.moves)).toBe(true); // the queen that cannot move
    expect(prepared.filter(({ d }) => d.spec.expectStatus === 'checkmate').length).toBe(2);
    expect(prepared.some(({ d }) => d.spec.expectStatus === 'stalemate')).toBe(true);
    expect(prepared.some(({ d }) => d.spec.expectStatus === 'repetition')).toBe(true);
    expect(prepared.some(({ d }) => (d.spec.expectIllegal ?? '').includes('O-O'))).toBe(true);
  });
  it('Brawl promotion: twelve choices, never the king', () => {
    const d = diagrams.find((x) => x.page === '/variants/brawl/' && (x.spec.expectLegal ?? '').includes('e12=Q'))!;
    const letters = new Set(replay(d.spec).shown.legalMoves().map((m) => m.promotion).filter(Boolean));
    expect(letters.size).toBe(12);
    expect(letters.has('K')).toBe(false);
  });
});

describe('the caption reader catches what it reads', () => {
  const r5 = { moves: '1. e3 e5 2. Ng1=Z d5 3. Be2 Nf6 4. Kf1 e4 5. Zf3 exf3' };
  it('reads marks', () => {
    expect(readMarks('On the first rank e1 and g1 would attack the pawn on f3 (red). On the third rank c3 would attack the pawn on d5 (red), while a3 and b3 qualify (★).')).toEqual({
      stars: ['a3', 'b3'], red: ['c3', 'e1', 'g1'], pieces: [{ role: 'pawn', square: 'f3' }, { role: 'pawn', square: 'd5' }],
    });
  });
  it('the knight jump', () => {
    expect(knightJump('g1', 'f3')).toBe(true);
    expect(knightJump('g1', 'g3')).toBe(false);
  });
  it('a piece that is not on its square', () => {
    expect(checkCaption("White's Berserker on d4 looks on.", { fen: 'k7/8/8/8/3Z4/8/8/7K w - - 0 1 t' })).toEqual([]);
    expect(checkCaption("White's Berserker on e4 looks on.", { fen: 'k7/8/8/8/3Z4/8/8/7K w - - 0 1 t' })).toHaveLength(1);
  });
  it('a move number that names another move', () => {
    expect(checkCaption('4…exf3 captures.', r5)).toHaveLength(1); // Black's move 4 is e4 here
    expect(checkCaption('5…exf3 captures.', r5)).toEqual([]);
  });
  it('a move that is neither played nor legal', () => {
    expect(checkCaption('Black could have played Qh4.', r5)).toEqual([]);
    expect(checkCaption('Black could have played Qh3.', r5)).toHaveLength(1);
  });
  it('an attack a knight cannot make, and a refusal the engine words differently', () => {
    expect(checkCaption('A knight on g1 would attack the pawn on f3.', r5)).toEqual([]);
    expect(checkCaption('A knight on e1 would attack the pawn on d5.', r5).length).toBeGreaterThan(0);
  });
  it('wrong marks', () => {
    expect(checkCaption('e1 and g1 are refused (red), c3 too (red), and a3, b3, d3, g3 and h3 qualify (★).', r5)).toEqual([]);
    expect(checkCaption('e1 is refused (red), and a3, b3, d3, g3 and h3 qualify (★).', r5).length).toBeGreaterThan(0);
  });
  it('counts and the only moves', () => {
    const r7 = { fen: 'k7/8/8/8/3Z4/8/8/7K w - - 0 1 t', showMovesOf: 'd4' };
    expect(checkCaption('The eight squares it reaches.', r7)).toEqual([]);
    expect(checkCaption('The six squares it reaches.', r7)).toHaveLength(1);
    expect(checkCaption('Ke3 or g3 are the only moves.', { moves: '1. f3 e6 2. Kf2 Qh4+' })).toEqual([]);
    expect(checkCaption('Ke3 is the only move.', { moves: '1. f3 e6 2. Kf2 Qh4+' })).toHaveLength(1);
  });
  it('which knight may stay', () => {
    const placer = { moves: '1. d3 c6 2. Bh6' };
    expect(checkCaption('The b8 knight may stay; the g8 knight cannot stay.', placer)).toEqual([]);
    expect(checkCaption('The g8 knight may stay.', placer)).toHaveLength(1);
  });
});
