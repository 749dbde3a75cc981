/**
 * The iframe page (/embed/frame/): reads the query (frame-url.ts), puts one <berserker-board> with
 * those attributes (and the PGN as its PGN child) on the page, says what is wrong with the query
 * itself, and keeps the board fitted to the frame (frame-fit.ts). Bad attribute values are the
 * element's to report: it shows a message naming the attribute.
 */
import { frameLocale, parseFrameQuery } from './frame-url';
import { FRAME_WORDS } from './frame-words';
import { fitToFrame } from './frame-fit';
import { pgnChildText } from 'berserker-board/render';

const root = document.querySelector<HTMLElement>('[data-frame]');
if (root) {
  const parsed = parseFrameQuery(location.search);
  const html = document.documentElement;
  // The page's own words (its title, its heading, the problems above) follow the board's language
  // where the site has it: a German board in a German blog gets a German frame.
  const locale = frameLocale(new URLSearchParams(location.search).get('lang'));
  if (locale !== 'en') {
    html.lang = locale;
    document.title = FRAME_WORDS[locale].title;
    const h1 = root.querySelector('h1');
    if (h1) h1.textContent = FRAME_WORDS[locale].title;
  }
  const theme = parsed.attributes.find(([name]) => name === 'theme')?.[1];
  html.dataset.theme = theme === 'light' || theme === 'dark' ? theme : 'auto';
  html.dataset.background = parsed.background;

  const problems = root.querySelector<HTMLElement>('[data-frame-problems]')!;
  // One line each, cut with an ellipsis when the frame is narrow: the whole line is its title.
  for (const text of parsed.problems) problems.append(Object.assign(document.createElement('li'), { textContent: text, title: text }));
  problems.hidden = parsed.problems.length === 0;

  const board = document.createElement('berserker-board');
  for (const [name, value] of parsed.attributes) board.setAttribute(name, value);
  if (parsed.pgn !== null) {
    // The PGN child the element reads (a script of this type is data: the browser never runs it).
    const pgn = document.createElement('script');
    pgn.type = 'application/x-chess-pgn';
    pgn.textContent = pgnChildText(parsed.pgn); // read back by the element as exactly the query's PGN
    board.append(pgn);
  }
  root.append(board);
  fitToFrame(board, root);
}
