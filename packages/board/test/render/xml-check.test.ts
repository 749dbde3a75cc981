import { describe, it, expect } from 'vitest';
import { parseXml } from './xml-check.js';

describe('the test-side XML checker', () => {
  it('accepts well-formed documents', () => {
    expect(parseXml('<a x="1"><b/>text &amp; more<c y="&lt;">t</c></a>').problems).toEqual([]);
  });

  it.each([
    ['<a><b></a></b>'],
    ['<a>'],
    ['<a></a><b/>'],
    ['<a x=1/>'],
    ['<a x="1" x="2"/>'],
    ['<a>fish & chips</a>'],
    ['<a><b x="<"/></a>'],
    ['</a>'],
    ['text<a/>'],
  ])('rejects %s', (src) => {
    expect(parseXml(src).problems.length).toBeGreaterThan(0);
  });
});
