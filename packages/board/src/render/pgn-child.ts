/**
 * The PGN child, `<script type="application/x-chess-pgn">`, as a page's HTML carries it: written by
 * tools (the site's board editor, its diagrams, the iframe page) and read back by the element.
 *
 * The HTML parser ends a script at the first `</script`, and after `<!--` then `<script` it lets the
 * next `</script>` pass: a PGN comment holding either would end or swallow the page around the board.
 * So every `</script` and `<!--` gets a backslash after its `<` (`<\/script`, `<\!--`, the form the
 * README tells authors to write by hand), and one that already had backslashes gets one more, so that
 * reading back (one backslash fewer) gives exactly the PGN that was written, whatever it holds.
 * No DOM: the site runs this at build time too.
 */

/** `<`, any backslashes, then what the parser would act on (a script's end, a comment's start). */
const WRITTEN = /<(\\*)(\/script|!--)/gi;
const READ = /<(\\*)\\(\/script|!--)/gi;

/** The PGN as the text of a PGN child, safe inside `<script>` … `</script>` in HTML. */
export function pgnChildText(pgn: string): string {
  return pgn.replace(WRITTEN, '<$1\\$2');
}

/** The PGN a PGN child's text stands for (the reverse of pgnChildText; `<\/script` written by hand is `</script`). */
export function readPgnChildText(text: string): string {
  return text.replace(READ, '<$1$2');
}

/** The PGN child's HTML: the script element, its text on lines of its own. */
export function pgnChildHtml(pgn: string): string {
  return `<script type="application/x-chess-pgn">\n${pgnChildText(pgn).replace(/\n$/, '')}\n</script>`;
}
