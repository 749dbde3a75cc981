// A move's [%eval] for people (view/eval-text.ts): the text beside the move and the screen reader's words.
import { describe, expect, it } from 'vitest';
import { evalText, readGameTree, ChessError } from '../src/index.js';

describe('evalText', () => {
  it('reads pawns from White\'s point of view, one decimal, a true minus sign, no sign on zero', () => {
    expect(evalText('0.17')).toEqual({ text: '+0.2', spoken: 'evaluation +0.2', pawns: 0.17, mate: null });
    expect(evalText('-1.5')).toEqual({ text: '\u22121.5', spoken: 'evaluation minus 1.5', pawns: -1.5, mate: null });
    expect(evalText('+3')?.text).toBe('+3.0');
    expect(evalText('0.04')?.text).toBe('0.0');
    expect(evalText('-0.02')?.text).toBe('0.0');
    expect(evalText('.5')?.text).toBe('+0.5');
  });

  it('reads forced mates for either side, and an engine depth after a comma', () => {
    expect(evalText('#3')).toEqual({ text: '#3', spoken: 'White mates in 3', pawns: Infinity, mate: 3 });
    expect(evalText('#-2')).toEqual({ text: '#-2', spoken: 'Black mates in 2', pawns: -Infinity, mate: -2 });
    expect(evalText('#+1')?.text).toBe('#1');
    expect(evalText('0.17,23')?.text).toBe('+0.2');
    expect(evalText(' #-4,30 ')?.text).toBe('#-4');
    // The mate as a number, for words in other languages (the board's message tables).
    expect(evalText(' #-4,30 ')?.mate).toBe(-4);
    expect(evalText('#+1')?.mate).toBe(1);
  });

  it('is null for anything that is not an evaluation', () => {
    for (const raw of ['', 'abc', '#0', '#', '1.2.3', '0x10', '1e3', '12345', 'NaN', 'Infinity', '#-1000', '--1']) expect(evalText(raw), raw).toBeNull();
  });

  it('reads what the tree keeps of a PGN comment', () => {
    const tree = readGameTree('1. e4 { [%eval 0.25] } 1... e5 { [%eval #-3,12] } *');
    const first = tree.children[0]!;
    expect(evalText(first.eval!)?.text).toBe('+0.3');
    expect(evalText(first.children[0]!.eval!)?.spoken).toBe('Black mates in 3');
  });

  it('refuses a value that is not a string, naming the argument', () => {
    expect(() => evalText(3 as unknown as string)).toThrow(ChessError);
    expect(() => evalText(3 as unknown as string)).toThrow(/raw/);
  });
});
