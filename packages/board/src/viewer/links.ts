/**
 * The menu's links to the site's pages for the shown game, built one way: "Play from here" (`play-url`,
 * default `/play/`, with `?variant=…&rules=…&fen=…`) and "Analyse" (`analysis-url`, with `#pgn=…&path=…`
 * for a game with moves, `#variant=…&fen=…&rules=…` for a position). Every address passes safeUrl (http:,
 * https: or relative; a refused one draws no link, and the error box names its attribute).
 */
import { safeUrl } from '../live/viewer-deps.js';

/** The page at `base` (resolved against this page), with `fill` adding the position; null for a refused address. */
export function pageLink(base: string, fill: (url: URL) => void): string | null {
  if (safeUrl(base) === null) return null;
  const url = new URL(base, location.href);
  fill(url);
  return url.href;
}

/**
 * The analysis page an embed gets without `analysis-url`: the Play page's sibling — `/play/` →
 * `/analysis/`, `https://x.org/play/` → `https://x.org/analysis/`, `/games/play.html` →
 * `/games/analysis.html`; a Play page of another name has `analysis/` beside it. Null when `play-url`
 * is refused.
 */
export function analysisBase(playUrl: string | undefined): string | null {
  const play = playUrl || '/play/';
  if (safeUrl(play) === null) return null;
  const url = new URL(play, location.href);
  url.search = url.hash = '';
  const m = /^(.*\/)play(\.\w+)?(\/?)$/i.exec(url.pathname);
  url.pathname = m ? `${m[1]}analysis${m[2] ?? ''}${m[3]}` : new URL(url.pathname.endsWith('/') ? '../analysis/' : 'analysis/', url).pathname;
  return url.href;
}
