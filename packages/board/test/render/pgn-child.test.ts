// The PGN child's text (render/pgn-child.ts): never a `</script` or `<!--` the HTML parser would act
// on, and read back as exactly the PGN written, whatever backslashes it already held.
import { describe, expect, it } from 'vitest';
import { pgnChildHtml, pgnChildText, readPgnChildText } from '../../src/render/pgn-child.js';

describe('the PGN child', () => {
  it('escapes what would end the script or make its end pass, and reads it back exactly', () => {
    const pieces = ['<', '\\', '/', 'script', 'SCRIPT', '!--', '-', '>', ' ', 'x', '{', '}'];
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed);
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: next() % 24 }, () => pieces[next() % pieces.length]).join('');
      const written = pgnChildText(text);
      expect(written, JSON.stringify(text)).not.toMatch(/<\/script|<!--/i);
      expect(readPgnChildText(written), JSON.stringify(text)).toBe(text);
    }
  });

  it('reads a hand-written <\\/script and <\\!-- as </script and <!-- (the README\'s advice)', () => {
    expect(readPgnChildText('1. e4 { <\\/script> <\\/SCRIPT <\\!-- } *')).toBe('1. e4 { </script> </SCRIPT <!-- } *');
    expect(pgnChildText('{ </Script> <!-- <script> }')).toBe('{ <\\/Script> <\\!-- <script> }');
  });

  it('writes the script element with the PGN on lines of its own', () => {
    expect(pgnChildHtml('1. e4 *\n')).toBe('<script type="application/x-chess-pgn">\n1. e4 *\n</script>');
  });
});
