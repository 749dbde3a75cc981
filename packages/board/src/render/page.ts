/**
 * What a page of server-rendered pictures adds once for all of them (the site's pages, a blog's): the
 * piece sprite that pictures drawn with `pieceRefs` refer to, and the CSS that shows them in the other
 * theme. Apart from svg.ts, so that the element's script, which draws its own pictures, does not carry them.
 */
import { PIECE_NAMES, pieceSvg } from './pieces.js';
import { SQUARE_SIZE as S, THEMES, pieceRefId } from './svg.js';

/**
 * CSS that recolours pictures drawn in one theme to another (the squares and the coordinates: the fills
 * are attributes, which CSS overrides), for the pictures under `selector`: a page whose static pictures are
 * drawn light shows them dark when the page is dark, as its live boards are.
 */
export function themeCss(selector: string, theme: 'light' | 'dark'): string {
  const t = THEMES[theme];
  return (
    `${selector} .sq.light{fill:${t.light}}${selector} .sq.dark{fill:${t.dark}}` +
    `${selector} .coord.on-light{fill:${t.coordOnLight}}${selector} .coord.on-dark{fill:${t.coordOnDark}}`
  );
}

/**
 * The piece sprite a page holds once for its diagrams drawn with `pieceRefs` (every piece of every
 * variant, both colours): a hidden zero-size SVG of symbols. Its ids start with `prefix` (an XML name).
 */
export function renderPieceSprite(prefix = 'bbp'): string {
  if (!/^[A-Za-z][\w-]{0,40}$/.test(prefix)) throw new RangeError(`a sprite id prefix must be an XML name, got ${JSON.stringify(prefix)}`);
  const symbols = Object.keys(PIECE_NAMES).flatMap((letter) =>
    (['white', 'black'] as const).map((color) => `<symbol id="${pieceRefId(prefix, letter, color)}" viewBox="0 0 ${S} ${S}">${pieceSvg(letter, color)}</symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" class="berserker-board-sprite" width="0" height="0" aria-hidden="true" focusable="false"><defs>${symbols.join('')}</defs></svg>`;
}
