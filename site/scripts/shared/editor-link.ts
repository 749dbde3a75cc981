/**
 * Links into the Embed page's board editor with a position or game to set up: `/embed/#editor=<text>`
 * (on a German page `/de/embed/#editor=<text>`), the text a reader could paste into its "Paste a FEN or
 * PGN" box (a PGN carries the variant and rule options a FEN cannot). The editor reads it back with
 * `editorLinkText` when the page opens.
 */
import { localHref } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';

const PREFIX = '#editor=';

/** The board editor with `text` (a FEN or a PGN) loaded, on the page's language's Embed page unless `base` says where. */
export const editorLink = (text: string, base = localHref(pageLocale(), '/embed/')): string => `${base}${PREFIX}${encodeURIComponent(text)}`;

/** The text an editor link carries (null for any other address; a broken escape is null too). */
export function editorLinkText(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    return decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    return null;
  }
}
