/**
 * The one URL check (render/url.ts, issue 28): http:, https: and relative URLs pass; every usual bypass
 * of a scheme filter is refused.
 */
import { describe, it, expect } from 'vitest';
import { safeUrl, urlProblem } from '../../src/render/index.js';

const GOOD = ['/play/', 'play/', '../play/?variant=chess&fen=8/8', '?x=1', '#top', 'https://example.com/play/', 'HTTP://example.com', 'http://example.com:8080/a?b=c#d', '//example.com/play/', '/play/%20x', 'a/b:c'];

const BAD = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'javascript:alert(1) ',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\u202ejavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/x',
  'ftp://example.com/',
  'mailto:a@b.c',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  ':javascript:alert(1)',
  'jav%61script:alert(1)',
];

describe('urlProblem / safeUrl: one check for every link (issue 28)', () => {
  it.each(GOOD)('accepts %j', (url) => {
    expect(urlProblem(url)).toBeNull();
    expect(safeUrl(url)).toBe(url);
  });

  it.each(BAD)('refuses %j', (url) => {
    expect(urlProblem(url)).toEqual(expect.any(String));
    expect(safeUrl(url)).toBeNull();
  });

  it('refuses what is not text, and names the scheme it refuses', () => {
    for (const v of [null, undefined, 42, {}, ['/play/']]) expect(safeUrl(v)).toBeNull();
    expect(urlProblem('JavaScript:alert(1)')).toMatch(/^javascript: links are refused/);
    expect(urlProblem('data:,x')).toMatch(/^data: links are refused/);
  });
});
