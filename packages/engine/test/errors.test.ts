/**
 * Error messages stay readable whatever the input: a reader that refuses a megabyte says what it refused
 * in a line, not by repeating the megabyte (the element's error box, logs and the CLI show these).
 */
import { describe, it, expect } from 'vitest';
import { Game, getVariant, parseRules, boundedMessage } from '../src/index.js';
import { thrown } from './helpers.js';

const HUGE = 'x'.repeat(1_000_000);

describe('bounded error messages', () => {
  it('a huge unknown variant is quoted by its start and its length', () => {
    const e = thrown(() => getVariant(HUGE));
    expect(e.code).toBe('ERR_VARIANT');
    expect(e.message.length).toBeLessThan(400);
    expect(e.message).toContain(`"${'x'.repeat(60)}… (1,000,000 characters)"`);
    expect(e.message).toMatch(/valid variants: chess, berserker/);
  });

  it('huge rules text, FEN fields and moves give short messages that still name the field', () => {
    const rules = thrown(() => parseRules(`trigger=${HUGE}`));
    expect(rules.code).toBe('ERR_RULES');
    expect(rules.message.length).toBeLessThan(400);
    const fen = thrown(() => new Game({ variant: 'chess', fen: `8/8/8/8/8/8/8/${HUGE} w - - 0 1` }));
    expect(fen.code).toBe('ERR_FEN_BOARD');
    expect(fen.message.length).toBeLessThan(400);
    const move = thrown(() => new Game({ variant: 'chess' }).play(`N${HUGE}`));
    expect(move.message.length).toBeLessThanOrEqual(1000);
  });

  it('messages of ordinary size are kept whole, and a message is never longer than 1,000 characters', () => {
    expect(boundedMessage('unknown variant "foo"; valid variants: chess')).toBe('unknown variant "foo"; valid variants: chess');
    const medium = `unknown variant "${'y'.repeat(300)}"`;
    expect(boundedMessage(medium)).toBe(medium);
    expect(boundedMessage(`a ${'y'.repeat(5000)} b`).length).toBeLessThanOrEqual(1000);
  });
});
