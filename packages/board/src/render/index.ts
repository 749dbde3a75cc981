/**
 * The DOM-free rendering layer of <berserker-board>: diagrams (SVG) and a game's static HTML, and the
 * values of the element's enumerated attributes (CHOICES) for tools that write boards.
 */
export { renderBoardSvg } from './standalone.js';
export { pieceRefId, squareName, squareOrigin, placedPieceSvg, THEMES, SQUARE_SIZE } from './svg.js';
export { renderPieceSprite, themeCss } from './page.js';
export type { BoardPicture, BoardTheme, MarkerKind } from './svg.js';
export { pieceSvg, PIECE_NAMES, BERSERKER_RED } from './pieces.js';
export type { PieceColor, PieceOptions } from './pieces.js';
export { escapeXml } from './xml.js';
export { contrastRatio, relativeLuminance, safeColor, readableOn, NAMED_COLORS } from './color.js';
export { renderGameHtml } from './game.js';
export { sizedSvg, svgToPng } from './png.js';
export type { GameHtmlOptions, GameHtmlWords } from './game.js';
export { CHOICES } from './choices.js';
export { safeUrl, urlProblem, URL_WORDS } from './url.js';
export { pgnChildHtml, pgnChildText, readPgnChildText } from './pgn-child.js';
export type { Choice, ChoiceName } from './choices.js';
