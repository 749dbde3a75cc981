/**
 * Links into the analysis board (/analysis/, on a German page /de/analysis/): a game as its PGN, or a
 * position as variant, FEN and rule options, in the page's hash (never sent to a server). The analysis
 * page reads them back with its own parser (site/scripts/analysis/address.ts); the board element's menu
 * writes the same form.
 */
import { localHref, type Locale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';

/** Where the analysis page lives (the site's own route, in English; `analysisPath` gives a language's). */
export const ANALYSIS_PATH = '/analysis/';

/** The analysis page in `locale` (default: the language of the page the script runs on). */
export const analysisPath = (locale: Locale = pageLocale()): string => localHref(locale, ANALYSIS_PATH);

/** What an analysis link opens: a game (PGN, and the move shown by its tree path) or a position. */
export type AnalysisTarget =
  | { readonly pgn: string; readonly path?: string }
  | { readonly variant: string; readonly fen?: string; readonly rules?: string };

/** The link to the analysis board with `target` (on the page's language's analysis page unless `base` says where). */
export function analysisLink(target: AnalysisTarget, base = analysisPath()): string {
  const params: [string, string][] = [];
  if ('pgn' in target) {
    params.push(['pgn', target.pgn]);
    if (target.path) params.push(['path', target.path]);
  } else {
    params.push(['variant', target.variant]);
    if (target.fen) params.push(['fen', target.fen]);
    if (target.rules) params.push(['rules', target.rules]);
  }
  return `${base}#${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
