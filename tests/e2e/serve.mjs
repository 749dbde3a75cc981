/**
 * A tiny static file server for the built site (dist/site), as the e2e tests and `npm run preview`
 * would see it: directory URLs serve index.html, unknown paths the 404 page with status 404.
 * The e2e suite starts it once (global-setup.mjs); alone: node tests/e2e/serve.mjs [dir] [port].
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/** Starts serving `dir`; resolves to { url, close }. Port 0 picks a free port. */
export function serve(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) {
        res.writeHead(301, { Location: `${path}/${url.search}` }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    let status = 200;
    if (!existsSync(file)) {
      status = 404;
      file = join(root, '404.html');
      if (!existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
    }
    // Scripts are served to every origin, as the site's host does (site/public/_headers): another site's
    // page loads the element (a module script, always fetched with CORS) from here.
    const cors = extname(file) === '.js' ? { 'Access-Control-Allow-Origin': '*' } : {};
    res.writeHead(status, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ...cors });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address();
      // close() ends the open keep-alive connections too: a page still open would hold it up.
      resolvePromise({ url: `http://127.0.0.1:${p}`, close: () => new Promise((r) => { server.close(() => r()); server.closeAllConnections(); }) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2] ?? 'dist/site';
  const port = Number(process.argv[3] ?? 4322);
  const { url } = await serve(dir, port);
  console.log(`serving ${dir} at ${url}`);
}

/**
 * Paints every board at once, off screen too (screenshots of a whole page): the live and still boards'
 * box, and the site's static pictures that a still board shows as they are (both skip painting off
 * screen with content-visibility: auto). Through a constructed
 * style sheet: the site's Content-Security-Policy refuses an injected <style> element, as it should.
 */
export const showAllBoards = (page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('berserker-board::part(board),.bb-fallback-board{content-visibility:visible}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });


