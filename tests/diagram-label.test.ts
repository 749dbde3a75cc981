// A diagram's accessible name (site/lib/diagram-label.ts): the caption's first sentence, read so that
// notation at its start (move numbers, "C1:", "tR:") does not cut it to "Diagram: 1".
import { describe, expect, it } from 'vitest';
import { diagramLabel, firstSentence } from '../site/lib/diagram-label.js';

describe('diagramLabel', () => {
  it('is the title when there is one', () => {
    expect(diagramLabel({ title: 'release=owner-marks', caption: 'Under owner-marks Black triggers.', variantName: 'Berserker Chess' })).toBe('release=owner-marks');
  });

  it('is the first sentence, not cut at a move number', () => {
    expect(diagramLabel({ caption: '1. e6 is a triple step. After 2…d7, another triple step.', variantName: 'Brawl' })).toBe('Diagram: 1. e6 is a triple step');
    expect(diagramLabel({ caption: '2. Nfg1=Z: the f3 knight returns to g1. The b1 knight could too.', variantName: 'Berserker Chess' })).toBe('Diagram: 2. Nfg1=Z: the f3 knight returns to g1');
    expect(firstSentence('After 12... Nf6 13. Bxf6 the game is over. Then more.')).toBe('After 12... Nf6 13. Bxf6 the game is over');
  });

  it('is not cut at a colon', () => {
    expect(diagramLabel({ caption: 'C1: a Berserker captured by a pawn. Next sentence.', variantName: 'Berserker Chess' })).toBe('Diagram: C1: a Berserker captured by a pawn');
    expect(diagramLabel({ caption: "tR: Black has triggered, White's release is waiting.", variantName: 'Berserker Chess' })).toBe("Diagram: tR: Black has triggered, White's release is waiting");
  });

  it('ends at a question or exclamation mark, and keeps a caption without any', () => {
    expect(firstSentence('Can White take? Not yet.')).toBe('Can White take');
    expect(firstSentence('Mate!  White wins.')).toBe('Mate');
    expect(firstSentence('White to move')).toBe('White to move');
  });

  it('shortens a long sentence at a word, marked with an ellipsis', () => {
    const long = `${'word '.repeat(40).trim()}.`;
    const label = diagramLabel({ caption: long, variantName: 'Chess' });
    expect(label.length).toBeLessThanOrEqual(120);
    expect(label).toMatch(/^Diagram: word( word)+…$/);
  });

  it('is the variant\'s name without a title or caption', () => {
    expect(diagramLabel({ variantName: 'Berolina' })).toBe('Berolina diagram');
    expect(diagramLabel({ caption: '   ', variantName: 'Berolina' })).toBe('Berolina diagram');
  });
});
