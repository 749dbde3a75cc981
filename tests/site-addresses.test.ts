/**
 * The pages read their address without throwing: a mangled `#puzzle=` link or `?q=` query falls back
 * with a message for the reader (issue 17: `/puzzles/#puzzle=100%` used to throw URIError and stop the
 * page script).
 */
import { describe, it, expect } from 'vitest';
import { filterHash, readFilterLink, readPuzzleLink, readSetLink, setHash, puzzleHash, safeDecode, shorten, SHOWN_CHARS } from '../site/scripts/puzzles/address.ts';
import { readSearchQuery, MAX_QUERY } from '../site/scripts/search-query.ts';

const known = new Set(['placement-03', 'berolina-01', 'mate-in-2']);

describe('readPuzzleLink: #puzzle=<id>', () => {
  it('follows a link to a known puzzle', () => {
    expect(readPuzzleLink('#puzzle=placement-03', known)).toEqual({ kind: 'puzzle', id: 'placement-03' });
  });
  it('decodes an escaped id', () => {
    expect(readPuzzleLink('#puzzle=mate%2Din%2D2', known)).toEqual({ kind: 'puzzle', id: 'mate-in-2' });
  });
  it('round-trips the hash it builds for every id', () => {
    for (const id of known) expect(readPuzzleLink(puzzleHash(id), known)).toEqual({ kind: 'puzzle', id });
  });
  it('ignores fragments that are not puzzle links (headings, no fragment)', () => {
    for (const hash of ['', '#', '#puzzle-of-the-day', '#puzzle', '#Puzzle=placement-03']) {
      expect(readPuzzleLink(hash, known), hash).toEqual({ kind: 'none' });
    }
  });
  it('reports a malformed escape instead of throwing URIError', () => {
    for (const hash of ['#puzzle=100%', '#puzzle=%E0%A4%A', '#puzzle=%']) {
      const link = readPuzzleLink(hash, known);
      expect(link.kind, hash).toBe('bad');
      expect(link.kind === 'bad' && link.message).toContain('garbled');
      expect(link.kind === 'bad' && link.message).toContain(hash.slice('#puzzle='.length));
    }
  });
  it('reports an unknown puzzle, naming it', () => {
    const link = readPuzzleLink('#puzzle=no-such-puzzle', known);
    expect(link).toEqual({ kind: 'bad', message: 'There is no puzzle “no-such-puzzle” (the link may be old or mistyped).' });
  });
  it('reports a link that names no puzzle', () => {
    expect(readPuzzleLink('#puzzle=', known)).toEqual({ kind: 'bad', message: 'The link names no puzzle.' });
    expect(readPuzzleLink('#puzzle=%20', known).kind).toBe('bad');
  });
  it('does not follow ids that only look like known ones', () => {
    for (const hash of ['#puzzle=placement-03%00', '#puzzle=PLACEMENT-03', '#puzzle=__proto__', '#puzzle=constructor']) {
      expect(readPuzzleLink(hash, known).kind, hash).toBe('bad');
    }
  });
  it('repeats at most SHOWN_CHARS characters of a huge link', () => {
    const link = readPuzzleLink(`#puzzle=${'x'.repeat(1_000_000)}`, known);
    expect(link.kind).toBe('bad');
    const message = link.kind === 'bad' ? link.message : '';
    expect(message).toContain(`${'x'.repeat(SHOWN_CHARS)}…`);
    expect(message.length).toBeLessThan(SHOWN_CHARS + 80);
  });
  it('treats markup in a link as text (the page shows it with textContent)', () => {
    const link = readPuzzleLink('#puzzle=%3Cimg%20src%3Dx%3E', known);
    expect(link).toEqual({ kind: 'bad', message: 'There is no puzzle “<img src=x>” (the link may be old or mistyped).' });
  });
});

describe('readFilterLink: #variant=<id>, #theme=<id>, or both', () => {
  const filters = { variants: new Set(['berolina', 'berserker']), themes: new Set(['mate', 'placement-choice']) };

  it('chooses a variant, a theme, or both (in either order)', () => {
    expect(readFilterLink('#variant=berolina', filters)).toEqual({ kind: 'filter', variant: 'berolina', theme: '' });
    expect(readFilterLink('#theme=placement-choice', filters)).toEqual({ kind: 'filter', variant: '', theme: 'placement-choice' });
    expect(readFilterLink('#theme=mate&variant=berserker', filters)).toEqual({ kind: 'filter', variant: 'berserker', theme: 'mate' });
  });

  it('reads back every link filterHash writes', () => {
    for (const variant of ['', ...filters.variants]) {
      for (const theme of ['', ...filters.themes]) {
        if (!variant && !theme) continue;
        expect(readFilterLink(filterHash({ variant, theme }), filters), `${variant} ${theme}`).toEqual({ kind: 'filter', variant, theme });
      }
    }
  });

  it('is no filter link for a puzzle link, a heading or nothing', () => {
    for (const hash of ['', '#', '#puzzle=mate-in-2', '#puzzle-of-the-day', '#variants', '#themes=mate']) expect(readFilterLink(hash, filters), hash).toEqual({ kind: 'none' });
  });

  it('names what is wrong with a link it cannot follow', () => {
    const bad = (hash: string) => {
      const link = readFilterLink(hash, filters);
      expect(link.kind, hash).toBe('bad');
      return link.kind === 'bad' ? link.message : '';
    };
    expect(bad('#variant=shogi')).toBe('There are no puzzles with the variant “shogi” (the link may be old or mistyped).');
    expect(bad('#variant=berolina&theme=fork')).toContain('theme “fork”');
    expect(bad('#variant=berolina&colour=white')).toContain('“colour”');
    expect(bad('#variant=100%')).toContain('garbled');
    expect(bad('#variant=')).toBe('The link names no variant.');
    expect(bad(`#theme=${'x'.repeat(5000)}`).length).toBeLessThan(200);
  });
});

describe('readSetLink: #set=<id>,<id>,…', () => {
  it('opens the set in its order, each puzzle once', () => {
    expect(readSetLink('#set=mate-in-2,placement-03', known)).toEqual({ kind: 'set', ids: ['mate-in-2', 'placement-03'], missing: [] });
    expect(readSetLink('#set=placement-03,mate-in-2,placement-03,', known)).toEqual({ kind: 'set', ids: ['placement-03', 'mate-in-2'], missing: [] });
    expect(readSetLink(setHash([...known]), known)).toEqual({ kind: 'set', ids: [...known], missing: [] });
  });

  it('reads a pasted link of hundreds of thousands of names (each once) without hanging the page', () => {
    const names = Array.from({ length: 200_000 }, (_, i) => `gone-${i}`);
    const link = readSetLink(`#set=mate-in-2,${names.join(',')},${names.join(',')}`, known);
    expect(link.kind === 'set' && [link.ids, link.missing.length]).toEqual([['mate-in-2'], 200_000]);
  });

  it('opens what it can of an old set and names the rest', () => {
    expect(readSetLink('#set=gone-01,mate-in-2,gone-02', known)).toEqual({ kind: 'set', ids: ['mate-in-2'], missing: ['gone-01', 'gone-02'] });
  });

  it('is no set link for other fragments, and says what is wrong with a set it cannot open', () => {
    for (const hash of ['', '#puzzle=mate-in-2', '#variant=berolina', '#settings']) expect(readSetLink(hash, known), hash).toEqual({ kind: 'none' });
    const bad = (hash: string) => { const l = readSetLink(hash, known); return l.kind === 'bad' ? l.message : `not bad: ${l.kind}`; };
    expect(bad('#set=')).toBe('The link names no puzzles for the set.');
    expect(bad('#set=,,')).toBe('The link names no puzzles for the set.');
    expect(bad('#set=gone-01')).toContain('gone-01');
    expect(bad('#set=mate-in-2,100%')).toContain('garbled');
    expect(bad(`#set=${Array.from({ length: 500 }, (_, i) => `gone-${i}`).join(',')}`).length).toBeLessThan(200);
  });
});

describe('address helpers', () => {
  it('safeDecode answers null for a malformed escape', () => {
    expect(safeDecode('100%')).toBeNull();
    expect(safeDecode('a%20b')).toBe('a b');
  });
  it('shorten cuts by characters, not UTF-16 units', () => {
    expect(shorten('♞'.repeat(5), 3)).toBe('♞♞♞…');
    expect(shorten('😀😀', 1)).toBe('😀…');
    expect(shorten('abc', 3)).toBe('abc');
  });
});

describe('readSearchQuery: ?q=', () => {
  it('reads the query', () => {
    expect(readSearchQuery('?q=placement+square')).toEqual({ q: 'placement square', note: null });
    expect(readSearchQuery('')).toEqual({ q: '', note: null });
    expect(readSearchQuery('?other=1')).toEqual({ q: '', note: null });
  });
  it('keeps a malformed escape as text instead of throwing', () => {
    expect(readSearchQuery('?q=100%')).toEqual({ q: '100%', note: null });
  });
  it('turns control characters into spaces', () => {
    expect(readSearchQuery('?q=a%00%0Ab')).toEqual({ q: 'a b', note: null });
  });
  it('cuts a huge query and says so', () => {
    const r = readSearchQuery(`?q=${'z'.repeat(100_000)}`);
    expect(r.q).toBe('z'.repeat(MAX_QUERY));
    expect(r.note).toBe(`The search in the address was 100000 characters long; only its first ${MAX_QUERY} are searched.`);
  });
});
