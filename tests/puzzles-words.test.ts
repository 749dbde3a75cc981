/** What the Puzzles page says about sets and sharing (site/scripts/puzzles/words.ts): counts, plurals, limits. */
import { describe, expect, it } from 'vitest';
import { PUZZLE_WORDS, puzzleCount } from '../site/scripts/puzzles/words.ts';

const { copied: COPIED, copiedText, setBanner: setBannerText, setCount: setCountText, setMissing: setMissingText, setToggle: setToggleText } = PUZZLE_WORDS.en;

describe('the Puzzles page\'s words for sets and sharing', () => {
  it('says how big the set being made is, whether this puzzle is in it, and when it is full', () => {
    expect(setCountText(0, false, 50)).toBe('Your set is empty: add puzzles to it one by one, then share its link.');
    expect(setCountText(1, true, 50)).toBe('Your set has 1 puzzle, this one among them.');
    expect(setCountText(3, false, 50)).toBe('Your set has 3 puzzles.');
    expect(setCountText(50, false, 50)).toBe('Your set has 50 puzzles (50 at the most).');
    expect([setToggleText(false), setToggleText(true)]).toEqual(['Add this puzzle to my set', 'Remove this puzzle from my set']);
  });

  it('counts puzzles as the variant and rule pages link to them', () => {
    expect([puzzleCount(0), puzzleCount(1), puzzleCount(29)]).toEqual(['0 puzzles', '1 puzzle', '29 puzzles']);
  });

  it('names a set opened by a link, and what an old link lacks', () => {
    expect(setBannerText(1)).toBe('A set of 1 puzzle from a link, in its order.');
    expect(setBannerText(12)).toBe('A set of 12 puzzles from a link, in its order.');
    expect(setMissingText(1, 'gone-01')).toBe('One puzzle of the set is not here (the link may be old): gone-01. Here are the others.');
    expect(setMissingText(2, 'gone-01, gone-02')).toBe('2 puzzles of the set are not here (the link may be old): gone-01, gone-02. Here are the others.');
  });

  it('says what copying did', () => {
    expect(copiedText('the link', true)).toBe('Copied the link to the clipboard.');
    expect(copiedText(COPIED.element, false)).toBe('Copying is not allowed here: the HTML is selected, copy it with Ctrl+C (⌘C).');
    expect(copiedText(COPIED.set, true)).toBe('Copied the set’s link to the clipboard.');
  });
});
