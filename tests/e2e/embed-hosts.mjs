/**
 * Other people's pages for the embedding tests (embed*.spec.mjs): a server of their own on another
 * origin than the site's (nothing is written into the build), the page around a snippet, the SRI value
 * of bytes, and a blog post in Markdown as a renderer writes it.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

/** Serves the test's pages (blog posts and host pages: other people's sites) on another origin than the site's. */
export function hostServer() {
  const pages = new Map();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const html = pages.get(path);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        /** Serves `html` at `path`; returns its address. */
        add: (path, html) => (pages.set(path, html), `http://127.0.0.1:${server.address().port}${path}`),
        close: () => new Promise((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
      }),
    ),
  );
}

export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * A blog post in Markdown, as bloggers write it, and below it what Astro's Markdown renderer (CommonMark
 * with smart punctuation, as most blog engines) makes of it. A <script> line after a blank line starts
 * a raw HTML block that runs to </script>, blank lines included, so the PGN reaches the page as typed;
 * the text around it gets curly quotes and &amp;.
 */
export const MARKDOWN_SOURCE = `# Club night: "Tom & Jerry" -- the rematch

It's the game everyone's talking about... Here's move one: <berserker-board moves="1. e3 e5" label="Tom's opening & reply"></berserker-board> -- and the rest:

<berserker-board coordinates label="Tom & Jerry, round 2">

<script type="application/x-chess-pgn">
[Event "Club night: Tom & Jerry"]
[Site "O'Neil's pub"]
[White "Tom"]
[Black "Jerry"]
[Variant "Berserker"]

1. e3 e5 2. Ng1=Z {Tom's "Berserker" -- bold...} 2... d5 3. Be2 e4 *
</script>

</berserker-board>

A short one, written without blank lines:

<berserker-board>
<script type="application/x-chess-pgn">
[White "A & B"]
[Variant "Berserker"]
1. e3 e5 2. Nb1=Z {"quoted" & fine} 2... Nf6 *
</script>
</berserker-board>

That's all, folks!
`;

export const MARKDOWN_HTML = `<h1 id="club-night-tom--jerry--the-rematch">Club night: “Tom &amp; Jerry” – the rematch</h1>
<p>It’s the game everyone’s talking about… Here’s move one: <berserker-board moves="1. e3 e5" label="Tom's opening & reply"></berserker-board> – and the rest:</p>
<berserker-board coordinates label="Tom & Jerry, round 2">
<script type="application/x-chess-pgn">
[Event "Club night: Tom & Jerry"]
[Site "O'Neil's pub"]
[White "Tom"]
[Black "Jerry"]
[Variant "Berserker"]

1. e3 e5 2. Ng1=Z {Tom's "Berserker" -- bold...} 2... d5 3. Be2 e4 *
</script>
</berserker-board>
<p>A short one, written without blank lines:</p>
<berserker-board>
<script type="application/x-chess-pgn">
[White "A & B"]
[Variant "Berserker"]
1. e3 e5 2. Nb1=Z {"quoted" & fine} 2... Nf6 *
</script>
</berserker-board>
<p>That’s all, folks!</p>
`;

/**
 * The mistake the Embed page warns of: no blank line after <berserker-board>, so the HTML block ends at
 * the PGN's own blank line and the renderer makes the moves a numbered list (inside the script's text).
 */
export const MARKDOWN_MISTAKE_HTML = `<berserker-board coordinates>
<script type="application/x-chess-pgn">
[Event "Club & Co"]
<ol>
<li>e3 e5 2. Ng1=Z 2… Nf6 *
</script>
</li>
</ol>
</berserker-board>
`;

export const hostPage = (head, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Embed test</title>${head}</head><body>${body}</body></html>`;
