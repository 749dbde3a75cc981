/**
 * The pure board renderer: a BoardPicture in, a complete standalone SVG string out.
 *
 * No DOM and no dependencies, so the same code draws the live board's static fallback at build
 * time (Node), in a feed, or in a page without CSS: every colour is inline, classes are only hooks.
 * Geometry is in square units of 100, so the picture is crisp at any size.
 */

import { NAMED_COLORS, safeColor } from './color.js';
import { BERSERKER_RED, PIECE_NAMES, pieceSvg } from './pieces.js';
import { escapeXml } from './xml.js';

export type MarkerKind =
  | 'move'
  | 'capture'
  | 'move-only'
  | 'capture-only'
  | 'initial'
  | 'castle'
  | 'placement'
  | 'invalid';

export interface BoardPicture {
  /** Files and ranks, 1..12 each. */
  width: number;
  height: number;
  /** square = rank * width + file (a1 = 0); letter upper-case; 'Z' = Berserker. */
  pieces: Array<{ square: number; letter: string; color: 'white' | 'black' }>;
  orientation?: 'white' | 'black';
  /** File letters and rank numbers drawn inside the edge squares. */
  coordinates?: boolean;
  /** Squares to tint. */
  lastMove?: [number, number] | null;
  /** Squares of kings in check (red radial glow). */
  check?: number[];
  selected?: number | null;
  /** color: a hex colour or one of red green blue yellow orange purple; anything else is ignored. */
  highlights?: Array<{ square: number; color: string }>;
  arrows?: Array<{ from: number; to: number; color?: string }>;
  markers?: Array<{ square: number; kind: MarkerKind }>;
  theme?: 'light' | 'dark';
  /** Accessible name; when absent a description of the position is generated. */
  title?: string;
  /** Prefix for ids inside the SVG (markers, gradients); default: a hash of the picture. */
  idPrefix?: string;
  /**
   * Draw each piece as a reference (`<use>`) to the page's piece sprite with this id prefix
   * (renderPieceSprite), not inline: a page of many diagrams carries each drawing once. Only for pictures
   * that sit in a page holding the sprite; a picture that must stand alone leaves it out.
   */
  pieceRefs?: string;
}

export interface BoardTheme {
  readonly light: string;
  readonly dark: string;
  /** Coordinate text on a light square / on a dark square (computed to meet WCAG AA). */
  readonly coordOnLight: string;
  readonly coordOnDark: string;
}

/**
 * Each square's coordinates are written in the other square's colour, darkened or lightened just
 * enough to reach 4.5:1 on the square they sit on: readableOn(light, dark) and readableOn(dark, light),
 * precomputed here so the renderer ships without the colour maths (color.test.ts checks the values).
 */
export const THEMES: Readonly<Record<'light' | 'dark', BoardTheme>> = Object.freeze({
  light: Object.freeze({ light: '#f0d9b5', dark: '#b58863', coordOnLight: '#795b42', coordOnDark: '#2e2922' }),
  dark: Object.freeze({ light: '#9aa8b5', dark: '#5d6d7e', coordOnLight: '#343d47', coordOnDark: '#eaedef' }),
});

/** Side of one square in SVG user units. */
export const SQUARE_SIZE = 100;
const S = SQUARE_SIZE;

const MARK_GREEN = '#14551e';
const MARK_BLUE = '#1f5fbf';
const MARK_PURPLE = '#6a1b9a';
const MARK_INVALID = '#b00020';
const LAST_MOVE = '#9bc700';
const SELECTED = '#14551e';
const DEFAULT_ARROW = NAMED_COLORS.green!;

const MARKER_KINDS: ReadonlySet<string> = new Set<MarkerKind>([
  'move',
  'capture',
  'move-only',
  'capture-only',
  'initial',
  'castle',
  'placement',
  'invalid',
]);

/** Square name, e.g. 0 → "a1" on any board (files a..l, ranks 1..12). */
export function squareName(square: number, width: number): string {
  return String.fromCharCode(97 + (square % width)) + String(Math.floor(square / width) + 1);
}

/**
 * Top-left corner of square `sq` in the picture (SVG units, 100 per square), with White at the
 * bottom, or Black when `flip`. Shared with the element, which places pieces the same way.
 */
export function squareOrigin(sq: number, width: number, height: number, flip: boolean): [number, number] {
  const file = sq % width;
  const rank = Math.floor(sq / width);
  return flip ? [(width - 1 - file) * S, rank * S] : [file * S, (height - 1 - rank) * S];
}

/** One piece placed on its square, exactly as the picture draws it. */
export function placedPieceSvg(square: number, letter: string, color: 'white' | 'black', width: number, height: number, flip: boolean): string {
  const [x, y] = squareOrigin(square, width, height, flip);
  return `<g data-square="${squareName(square, width)}" transform="translate(${x} ${y})">${pieceSvg(letter, color === 'black' ? 'black' : 'white')}</g>`;
}

/** The id of a piece's drawing in a sprite: `bbp-wK`. */
export const pieceRefId = (prefix: string, letter: string, color: 'white' | 'black'): string => `${prefix}-${color === 'black' ? 'b' : 'w'}${letter}`;

/** placedPieceSvg's piece as a reference to the page's sprite (see BoardPicture.pieceRefs). */
function placedPieceRef(prefix: string, square: number, letter: string, color: 'white' | 'black', width: number, height: number, flip: boolean): string {
  const [x, y] = squareOrigin(square, width, height, flip);
  const cls = `piece ${color} ${letter}${letter === 'Z' ? ' berserker' : ''}`;
  // One element, placed by its own x and y: a page of a hundred pictures parses and styles half as many nodes.
  return `<use data-square="${squareName(square, width)}" class="${cls}" href="#${pieceRefId(prefix, letter, color)}" x="${x}" y="${y}" width="${S}" height="${S}"/>`;
}

function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** The pieces of `pic` that can be drawn. */
export function validPieces(pic: BoardPicture): BoardPicture['pieces'] {
  const count = pic.width * pic.height;
  return (Array.isArray(pic.pieces) ? pic.pieces : []).filter(
    (p) => p && Number.isInteger(p.square) && p.square >= 0 && p.square < count && typeof p.letter === 'string' && p.letter.length > 0,
  );
}

/**
 * renderBoardSvg's drawing, for a picture whose dimensions are valid and whose `title` and `idPrefix`
 * (an XML name) are given; the element draws with it, which leaves out the generated description.
 */
export function drawBoard(pic: BoardPicture & { title: string; idPrefix: string }): string {
  const { width: W, height: H, idPrefix: prefix, title: label } = pic;
  const count = W * H;
  const onBoard = (sq: unknown): sq is number =>
    typeof sq === 'number' && Number.isInteger(sq) && sq >= 0 && sq < count;
  const flip = pic.orientation === 'black';
  const th = THEMES[pic.theme === 'dark' ? 'dark' : 'light'];

  /** Top-left corner of a square in the picture. */
  const pos = (sq: number): [number, number] => squareOrigin(sq, W, H, flip);
  const centre = (sq: number): [number, number] => {
    const [x, y] = pos(sq);
    return [x + S / 2, y + S / 2];
  };
  const isDark = (sq: number) => ((sq % W) + Math.floor(sq / W)) % 2 === 0;

  const pieces = validPieces(pic);

  const out: string[] = [];
  const defs: string[] = [];

  // ---- squares: the light colour under the whole board and the dark squares as one path. Two elements,
  // not one per square: a page of a hundred diagrams parses, lays out and paints 2 nodes a board, not 64
  // (144 on 12x12), and a picture is 4 kB lighter. `.sq.light` / `.sq.dark` still take the theme's fills.
  const darkPath: string[] = [];
  for (let sq = 0; sq < count; sq++) {
    if (!isDark(sq)) continue;
    const [x, y] = pos(sq);
    darkPath.push(`M${x} ${y}h${S}v${S}h-${S}z`);
  }
  out.push(
    '<g class="squares">',
    `<rect class="sq light" width="${W * S}" height="${H * S}" fill="${th.light}"/>`,
    darkPath.length > 0 ? `<path class="sq dark" d="${darkPath.join('')}" fill="${th.dark}"/>` : '',
    '</g>',
  );

  // ---- tints: last move, highlights, selection, check
  const tints: string[] = [];
  const tint = (sq: number, fill: string, opacity: number, cls: string) => {
    const [x, y] = pos(sq);
    tints.push(
      `<rect class="${cls}" x="${x}" y="${y}" width="${S}" height="${S}" fill="${escapeXml(fill)}" fill-opacity="${opacity}"/>`,
    );
  };
  if (Array.isArray(pic.lastMove)) {
    for (const sq of pic.lastMove.slice(0, 2)) if (onBoard(sq)) tint(sq, LAST_MOVE, 0.41, 'last-move');
  }
  for (const h of Array.isArray(pic.highlights) ? pic.highlights : []) {
    const c = h ? safeColor(h.color) : null;
    if (c !== null && onBoard(h.square)) tint(h.square, c, 0.5, 'highlight');
  }
  if (onBoard(pic.selected)) tint(pic.selected, SELECTED, 0.5, 'selected');
  const checks = (Array.isArray(pic.check) ? pic.check : []).filter(onBoard);
  if (checks.length > 0) {
    defs.push(
      `<radialGradient id="${prefix}-check">` +
        '<stop offset="0" stop-color="#ff0000" stop-opacity="1"/>' +
        '<stop offset="0.25" stop-color="#e70000" stop-opacity="1"/>' +
        '<stop offset="0.89" stop-color="#a90000" stop-opacity="0"/>' +
        '<stop offset="1" stop-color="#9e0000" stop-opacity="0"/>' +
        '</radialGradient>',
    );
    for (const sq of checks) {
      const [x, y] = pos(sq);
      tints.push(`<rect class="check" x="${x}" y="${y}" width="${S}" height="${S}" fill="url(#${prefix}-check)"/>`);
    }
  }
  if (tints.length > 0) out.push('<g class="tints">', ...tints, '</g>');

  // ---- pieces
  if (pieces.length > 0) {
    out.push('<g class="pieces">');
    const refs = typeof pic.pieceRefs === 'string' && /^[A-Za-z][\w-]{0,40}$/.test(pic.pieceRefs) ? pic.pieceRefs : null;
    // The sprite holds the named pieces; anything else (an unknown letter's disc) is drawn inline.
    for (const p of pieces) {
      const letter = p.letter.toUpperCase();
      out.push(refs && Object.hasOwn(PIECE_NAMES, letter) ? placedPieceRef(refs, p.square, letter, p.color === 'black' ? 'black' : 'white', W, H, flip) : placedPieceSvg(p.square, p.letter, p.color, W, H, flip));
    }
    out.push('</g>');
  }

  // ---- coordinates (above the pieces, as on most boards, so a piece never hides them)
  if (pic.coordinates) {
    const coords: string[] = [];
    const text = (sq: number, label: string, corner: 'file' | 'rank') => {
      const [x, y] = pos(sq);
      const fill = isDark(sq) ? th.coordOnDark : th.coordOnLight;
      const at =
        corner === 'file'
          ? `x="${x + S - 6}" y="${y + S - 6}" text-anchor="end"`
          : `x="${x + 6}" y="${y + 22}" text-anchor="start"`;
      coords.push(`<text class="coord ${corner} on-${isDark(sq) ? 'dark' : 'light'}" ${at} fill="${fill}">${escapeXml(label)}</text>`);
    };
    // files along the bottom edge of the picture, ranks along its left edge
    const bottomRank = flip ? H - 1 : 0;
    const leftFile = flip ? W - 1 : 0;
    for (let f = 0; f < W; f++) text(bottomRank * W + f, String.fromCharCode(97 + f), 'file');
    for (let r = 0; r < H; r++) text(r * W + leftFile, String(r + 1), 'rank');
    out.push(
      '<g class="coords" font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif" font-size="20" font-weight="600">',
      ...coords,
      '</g>',
    );
  }

  // ---- markers
  const marks: string[] = [];
  for (const m of Array.isArray(pic.markers) ? pic.markers : []) {
    if (!m || !onBoard(m.square) || !MARKER_KINDS.has(m.kind)) continue;
    const [x, y] = pos(m.square);
    const [cx, cy] = centre(m.square);
    marks.push(`<g class="marker ${m.kind}">${markerSvg(m.kind, x, y, cx, cy)}</g>`);
  }
  if (marks.length > 0) out.push('<g class="markers">', ...marks, '</g>');

  // ---- arrows
  const arrowColors: string[] = [];
  const arrows: string[] = [];
  for (const a of Array.isArray(pic.arrows) ? pic.arrows : []) {
    if (!a || !onBoard(a.from) || !onBoard(a.to) || a.from === a.to) continue;
    const color = a.color === undefined ? DEFAULT_ARROW : safeColor(a.color);
    if (color === null) continue;
    let k = arrowColors.indexOf(color);
    if (k < 0) {
      k = arrowColors.push(color) - 1;
      defs.push(
        `<marker id="${prefix}-ah${k}" viewBox="0 0 10 10" refX="1" refY="5" markerUnits="userSpaceOnUse" markerWidth="34" markerHeight="34" orient="auto">` +
          `<path d="M0 0L10 5L0 10Z" fill="${color}"/></marker>`,
      );
    }
    const [x1, y1] = centre(a.from);
    const [x2, y2] = centre(a.to);
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const head = 34 - 3.4; // the marker's length beyond its refX
    const stop = 12 + head; // the tip lands 12 units short of the target's centre
    const ex = x2 - ux * stop;
    const ey = y2 - uy * stop;
    arrows.push(
      `<line class="arrow" x1="${n(x1)}" y1="${n(y1)}" x2="${n(ex)}" y2="${n(ey)}" stroke="${color}" stroke-width="14" stroke-linecap="round" marker-end="url(#${prefix}-ah${k})"/>`,
    );
  }
  if (arrows.length > 0) out.push('<g class="arrows" opacity="0.8">', ...arrows, '</g>');

  const vb = `0 0 ${W * S} ${H * S}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="berserker-board-svg" viewBox="${vb}" width="100%" ` +
    // No style attribute: pages with a Content-Security-Policy block inline styles. Width 100% and the
    // viewBox give the height; a page's CSS may add display:block (the site styles .berserker-board-svg).
    `preserveAspectRatio="xMidYMid meet" ` +
    `role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    (defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '') +
    out.join('') +
    '</svg>'
  );
}

/** Marker glyphs, in the spirit of chessvariants.com's interactive move diagrams. */
function markerSvg(kind: MarkerKind, x: number, y: number, cx: number, cy: number): string {
  const halo = 'stroke="#fff" stroke-opacity="0.85" paint-order="stroke"';
  switch (kind) {
    case 'move': // moves or captures: filled dot
      return `<circle cx="${cx}" cy="${cy}" r="15" fill="${MARK_GREEN}" fill-opacity="0.65" stroke="#fff" stroke-opacity="0.45" stroke-width="2.5"/>`;
    case 'capture': // a capture onto an occupied square: ring around the square
      return `<circle cx="${cx}" cy="${cy}" r="44" fill="none" stroke="${MARK_GREEN}" stroke-opacity="0.6" stroke-width="8"/>`;
    case 'move-only': // moves but does not capture: small hollow ring
      return (
        `<circle cx="${cx}" cy="${cy}" r="12" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="9"/>` +
        `<circle cx="${cx}" cy="${cy}" r="12" fill="none" stroke="${MARK_GREEN}" stroke-opacity="0.85" stroke-width="5"/>`
      );
    case 'capture-only': // captures but does not move: red corner triangles
      return [
        `M${x} ${y}h26L${x} ${y + 26}Z`,
        `M${x + S} ${y}v26L${x + S - 26} ${y}Z`,
        `M${x} ${y + S}v-26L${x + 26} ${y + S}Z`,
        `M${x + S} ${y + S}h-26L${x + S} ${y + S - 26}Z`,
      ]
        .map((d) => `<path d="${d}" fill="${MARK_INVALID}" fill-opacity="0.75"/>`)
        .join('');
    case 'initial': // only from the initial square: blue dot in a dashed ring
      return (
        `<circle cx="${cx}" cy="${cy}" r="10" fill="${MARK_BLUE}" fill-opacity="0.85"/>` +
        `<circle cx="${cx}" cy="${cy}" r="22" fill="none" stroke="${MARK_BLUE}" stroke-width="4" stroke-dasharray="7 5"/>`
      );
    case 'castle': // castling destination: double-headed arrow
      return (
        `<path d="M${cx - 30} ${cy}L${cx - 14} ${cy - 13}V${cy - 5}H${cx + 14}V${cy - 13}L${cx + 30} ${cy}L${cx + 14} ${cy + 13}V${cy + 5}H${cx - 14}V${cy + 13}Z" ` +
        `fill="${MARK_PURPLE}" stroke-width="4" stroke-linejoin="round" ${halo}/>`
      );
    case 'placement': // a drop / placement square: a star in the Berserker's red
      return `<path d="${star(cx, cy, 20, 8.5)}" fill="${BERSERKER_RED}" stroke-width="4" stroke-linejoin="round" ${halo}/>`;
    case 'invalid': // not allowed: a small cross
      return (
        `<path d="M${cx - 13} ${cy - 13}L${cx + 13} ${cy + 13}M${cx + 13} ${cy - 13}L${cx - 13} ${cy + 13}" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="13" stroke-linecap="round"/>` +
        `<path d="M${cx - 13} ${cy - 13}L${cx + 13} ${cy + 13}M${cx + 13} ${cy - 13}L${cx - 13} ${cy + 13}" fill="none" stroke="${MARK_INVALID}" stroke-width="7" stroke-linecap="round"/>`
      );
  }
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  }
  return d + 'Z';
}
