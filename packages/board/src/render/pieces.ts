/**
 * An original SVG piece set for <berserker-board>, drawn from scratch on a 100x100 box.
 *
 * Every piece is a silhouette of filled, outlined "body" shapes plus thin "detail" lines (dark on
 * white pieces, light on black pieces), standing on a common plinth, so the set reads as one
 * family. Compound pieces reuse the standard parts: Amazon, Chancellor and Archbishop are a horse
 * head wearing the queen's crown, the rook's battlements or the bishop's mitre.
 *
 * The Berserker (Z) is a knight with three marks that survive small sizes and greyscale: a red
 * halo ring behind the head, a red sash across the neck, and a jagged (bristling) mane instead of
 * the knight's smooth one.
 *
 * Pure string building, no DOM.
 */

import { escapeXml } from './xml.js';

export type PieceColor = 'white' | 'black';

export interface PieceOptions {
  /** Add the Berserker's marks (halo ring and sash) to any piece. Implied for 'Z'. */
  berserker?: boolean;
}

/** Letter → English name, for labels and accessible descriptions. */
export const PIECE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  K: 'King',
  Q: 'Queen',
  R: 'Rook',
  B: 'Bishop',
  N: 'Knight',
  P: 'Pawn',
  Z: 'Berserker',
  A: 'Amazon',
  C: 'Chancellor',
  H: 'Archbishop',
  S: 'Ship',
  F: 'Freemason',
  D: 'Sailor',
  M: 'Missionary',
  J: 'Judge',
});

/** The Berserker's red, shared with the board's placement markers. */
export const BERSERKER_RED = '#d62828';

interface Palette {
  readonly fill: string;
  readonly line: string;
  readonly detail: string;
  /** Outline drawn around red accents so they read in greyscale too. */
  readonly accentLine: string;
}

const PALETTES: Readonly<Record<PieceColor, Palette>> = {
  white: { fill: '#fff', line: '#1b1b1b', detail: '#1b1b1b', accentLine: '#1b1b1b' },
  black: { fill: '#222', line: '#000', detail: '#ececec', accentLine: '#ececec' },
};

const STROKE = 3;

// ---------------------------------------------------------------- drawing primitives

/** A filled, outlined shape. */
function body(p: Palette, d: string): string {
  return `<path d="${d}" fill="${p.fill}" stroke="${p.line}" stroke-width="${STROKE}"/>`;
}

function disc(p: Palette, cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.fill}" stroke="${p.line}" stroke-width="${STROKE}"/>`;
}

function box(p: Palette, x: number, y: number, w: number, h: number, rx = 2): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${p.fill}" stroke="${p.line}" stroke-width="${STROKE}"/>`;
}

/** A thin inner line: dark on white pieces, light on black ones. */
function detail(p: Palette, d: string, w = 2.5): string {
  return `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="${w}"/>`;
}

/** A small solid mark in the detail colour (eyes, nostrils, nail holes). */
function dot(p: Palette, cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.detail}"/>`;
}

/**
 * A thick outlined stroke ("tube"): the path is drawn wide in the outline colour and then narrower
 * in the fill colour, which makes outlined bars, rings and hooks from a single centre line.
 * Sub-paths of one tube merge cleanly where they cross.
 */
function tube(p: Palette, d: string, w: number, edged = false): string {
  return (
    `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${w + 2 * STROKE}"/>` +
    // an inner edge in the detail colour keeps overlapping parts apart on black pieces
    (edged && p.detail !== p.line ? `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="${w + 2}"/>` : '') +
    `<path d="${d}" fill="none" stroke="${p.fill}" stroke-width="${w}"/>`
  );
}

/** Wraps parts drawn in the 100-box into a scaled copy, keeping the stroke width constant. */
function scaled(s: number, tx: number, ty: number, inner: string): string {
  return `<g transform="translate(${tx} ${ty}) scale(${s})" stroke-width="${round(STROKE / s)}">${inner}</g>`;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

// ---------------------------------------------------------------- shared parts

/** The plinth every piece but the pawn and the ship stands on. */
function plinth(p: Palette): string {
  return box(p, 20, 80, 60, 11, 3);
}

/** The bishop's mitre shape, reused by the Missionary and, small, by the Archbishop. */
const MITRE = 'M50 17C63 27 70 40 66 60H34C30 40 37 27 50 17Z';

/** The collar and flared foot under a mitre (bishop family). */
function bishopFoot(p: Palette): string {
  return body(p, 'M38 68H62L67 80H33Z') + box(p, 31, 59, 38, 9, 4);
}

/** King-family body: two side lobes with a central bulb, a band, and the plinth. */
function kingBody(p: Palette): string {
  return (
    `<ellipse cx="50" cy="43" rx="9" ry="12" fill="${p.fill}" stroke="${p.line}" stroke-width="${STROKE}"/>` +
    body(p, 'M26 74C12 60 16 38 33 40C42 41 47 48 50 56C53 48 58 41 67 40C84 38 88 60 74 74Z') +
    box(p, 24, 72, 52, 8, 2) +
    plinth(p) +
    detail(p, 'M30 66C42 62 58 62 70 66')
  );
}

// The horse head, facing left, on the 100-box: neck foot at y 81, ear tip at y 11.
const HORSE_FRONT =
  'M33 81C33 70 40 62 50 57C44 56 37 60 31 63C25 66 18 63 16 57C15 52 18 48 22 45L35 30C36 23 39 16 43 11C46 14 48 17 49 20';
const HORSE_SMOOTH_BACK = 'C67 20 80 36 80 58V81Z';
/** The Berserker's bristling mane: sawteeth along the back of the neck. */
const HORSE_JAGGED_BACK = 'L57 13L60 22L68 17L69 27L78 25L76 34L86 35L80 42L89 47L81 51L84 58L80 60V81Z';

function horseHead(p: Palette, jagged = false): string {
  return (
    body(p, HORSE_FRONT + (jagged ? HORSE_JAGGED_BACK : HORSE_SMOOTH_BACK)) +
    // eye, nostril, mouth, cheek, mane line
    `<ellipse cx="37" cy="34" rx="3" ry="2.4" fill="${p.detail}" transform="rotate(-35 37 34)"/>` +
    dot(p, 21, 52, 1.9) +
    detail(p, 'M17 58.5L25 59') +
    detail(p, 'M47 49C43 51 38 50 36 46') +
    (jagged ? '' : detail(p, 'M53 25C66 27 75 40 75 58V76'))
  );
}

/** The knight family stands the head on the plinth. */
function knightOn(p: Palette, jagged = false): string {
  return horseHead(p, jagged) + plinth(p);
}

/**
 * A smaller horse head for compound pieces, leaving the top of the box for a hat.
 * Scale s about the neck foot (bottom stays at y 81, centred).
 */
const SMALL_HORSE = { s: 0.74, tx: 50 - 49 * 0.74, ty: 81 * (1 - 0.74) };
function smallHorse(p: Palette): string {
  return scaled(SMALL_HORSE.s, round(SMALL_HORSE.tx), round(SMALL_HORSE.ty), horseHead(p)) + plinth(p);
}

// ---------------------------------------------------------------- the pieces

type Draw = (p: Palette) => string;

const DRAW: Record<string, Draw> = {
  P: (p) =>
    body(p, 'M29 89H71V83C68 73 59 66 57 52H62V45H38V52H43C41 66 32 73 29 83Z') +
    disc(p, 50, 33, 12.5) +
    detail(p, 'M35 81H65'),

  R: (p) =>
    body(p, 'M25 15H36V22H44.5V15H55.5V22H64V15H75V36L68 40V69L73 73H27L32 69V40L25 36Z') +
    box(p, 26, 72, 48, 8, 2) +
    plinth(p) +
    detail(p, 'M29 36H71') +
    detail(p, 'M34 41H66') +
    detail(p, 'M34 68H66'),

  N: (p) => knightOn(p),

  B: (p) =>
    disc(p, 50, 12, 5.5) +
    body(p, MITRE) +
    bishopFoot(p) +
    plinth(p) +
    detail(p, 'M57 30L47 44', 3) +
    detail(p, 'M36 75H64'),

  Q: (p) =>
    body(p, 'M25 73L15 32L33 56L34 23L44 52L50 18L56 52L66 23L67 56L85 32L75 73Z') +
    disc(p, 15, 29, 5) +
    disc(p, 34, 20, 5) +
    disc(p, 50, 14, 5.5) +
    disc(p, 66, 20, 5) +
    disc(p, 85, 29, 5) +
    box(p, 24, 71, 52, 9, 2) +
    plinth(p) +
    detail(p, 'M28 65C42 61 58 61 72 65'),

  K: (p) =>
    body(p, 'M46 5H54V13H62V21H54V32H46V21H38V13H46Z') +
    kingBody(p) +
    detail(p, 'M50 56V68'),

  // Amazon: the horse wearing the queen's crown.
  A: (p) =>
    smallHorse(p) +
    body(p, 'M36 40L29 15L41 29L44 10L52 27L60 10L63 29L75 15L68 40Z') +
    disc(p, 29, 13, 3.8) +
    disc(p, 44, 8, 3.8) +
    disc(p, 60, 8, 3.8) +
    disc(p, 75, 13, 3.8) +
    detail(p, 'M38 35H66'),

  // Chancellor: the horse wearing the rook's battlements.
  C: (p) =>
    smallHorse(p) +
    body(p, 'M33 7H42V13H47.5V7H56.5V13H62V7H71V33L66 38H38L33 33Z') +
    detail(p, 'M36 29H68'),

  // Archbishop: the horse wearing a mitre.
  H: (p) =>
    smallHorse(p) +
    disc(p, 53, 6.5, 4) +
    body(p, 'M53 11C63 18 68 28 66 41H40C38 28 43 18 53 11Z') +
    detail(p, 'M59 21L51 32', 3),

  // Ship: a galley with a square sail, a pennant and oars, riding a wave.
  S: (p) =>
    tube(p, 'M30 74L21 90M44 77L38 92M58 77L56 92M72 74L74 90', 3) +
    body(p, 'M52 6L67 10L52 15Z') +
    box(p, 47, 5, 6, 60, 1.5) +
    body(p, 'M25 19C38 24 62 24 75 19L71 53C58 57 42 57 29 53Z') +
    body(p, 'M8 52C15 59 21 61 28 61H72C79 61 86 57 92 50C90 66 81 79 66 81H34C20 79 10 68 8 52Z') +
    detail(p, 'M40 22.5V55M60 22.5V55') +
    detail(p, 'M17 69H83') +
    `<path d="M10 93C15 89 20 89 25 93C30 97 35 97 40 93C45 89 50 89 55 93C60 97 65 97 70 93C75 89 80 89 85 93C87 94.5 89 95 90 95" fill="none" stroke="${p.line}" stroke-width="${STROKE}"/>`,

  // Freemason: square and compasses on the bishop's foot.
  F: (p) =>
    tube(p, 'M26 63L50 17L74 63', 5) +
    disc(p, 50, 14, 6) +
    tube(p, 'M24 32L50 56L76 32', 7, true) +
    dot(p, 50, 14, 2) +
    bishopFoot(p) +
    plinth(p) +
    detail(p, 'M36 75H64'),

  // Sailor: an anchor standing on a plain tower.
  D: (p) =>
    tube(p, 'M50 20V58M37 27H63', 6) +
    tube(p, 'M26 36C27 50 37 58 50 58C63 58 73 50 74 36', 6) +
    body(p, 'M19 42L27 30L34 41Z') +
    body(p, 'M81 42L73 30L66 41Z') +
    `<circle cx="50" cy="13" r="6" fill="none" stroke="${p.line}" stroke-width="10"/>` +
    `<circle cx="50" cy="13" r="6" fill="none" stroke="${p.fill}" stroke-width="4"/>` +
    body(p, 'M34 58H66V62L64 72H36L34 62Z') +
    box(p, 26, 71, 48, 9, 2) +
    plinth(p) +
    detail(p, 'M37 63H63'),

  // Missionary: a mitre bearing a cross, a cross finial, and an open book at its foot.
  M: (p) =>
    body(p, 'M47.5 2H52.5V7H57V11.5H52.5V19H47.5V11.5H43V7H47.5Z') +
    body(p, MITRE) +
    detail(p, 'M50 28V52M42 36H58', 4) +
    box(p, 31, 59, 38, 9, 4) +
    body(p, 'M24 69C34 63 44 65 50 70C56 65 66 63 76 69V81C66 76 56 77 50 82C44 77 34 76 24 81Z') +
    detail(p, 'M50 70V81') +
    plinth(p),

  // Judge: the king's body under the scales of justice, with a horseshoe on its breast.
  J: (p) =>
    tube(p, 'M50 10V34M20 17H80', 3.5) +
    detail(p, 'M20 17L12 35M20 17L28 35M80 17L72 35M80 17L88 35', 2) +
    body(p, 'M9 35H31C30 42 25 45 20 45C15 45 10 42 9 35Z') +
    body(p, 'M69 35H91C90 42 85 45 80 45C75 45 70 42 69 35Z') +
    disc(p, 50, 8, 4.5) +
    kingBody(p) +
    detail(p, 'M43 48C39 58 43 66 50 66C57 66 61 58 57 48', 4) +
    dot(p, 42.5, 55, 1.3) +
    dot(p, 57.5, 55, 1.3),
};

// ---------------------------------------------------------------- the Berserker's marks

/** A red halo ring behind the head (drawn before the piece), outlined so it survives greyscale. */
function halo(p: Palette, cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.accentLine}" stroke-width="9"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${BERSERKER_RED}" stroke-width="5"/>`
  );
}

/** A red sash with a light centre stripe, drawn over the piece. */
function sash(p: Palette, d: string, stripe: string): string {
  return (
    `<path d="${d}" fill="${BERSERKER_RED}" stroke="${p.accentLine}" stroke-width="2.5"/>` +
    `<path d="${stripe}" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="4 3"/>`
  );
}

function berserkerKnight(p: Palette): string {
  return (
    halo(p, 45, 33, 27) +
    horseHead(p, true) +
    sash(p, 'M34 67L80 45L82 55L36 77Z', 'M35 72L81 50') +
    plinth(p)
  );
}

// ---------------------------------------------------------------- public API

/** Each piece's drawing, made once: pieceSvg(letter, colour, opts) by its arguments. */
const drawn = new Map<string, string>();

/**
 * The SVG fragment (a `<g>`) of one piece on a 100x100 box. Unknown letters get a plain disc with
 * the letter written on it, so new pieces still show up.
 */
export function pieceSvg(letter: string, color: PieceColor, opts: PieceOptions = {}): string {
  // A board draws its pieces on every paint: each drawing is made once (a few dozen letters at most).
  const key = `${String(letter)}|${color}|${opts.berserker === true}`;
  let svg = drawn.get(key);
  if (svg === undefined) {
    if (drawn.size > 200) drawn.clear(); // any text is a letter (an unknown one is drawn as a disc): stay small
    drawn.set(key, (svg = drawPiece(letter, color, opts)));
  }
  return svg;
}

function drawPiece(letter: string, color: PieceColor, opts: PieceOptions): string {
  const up = String(letter).toUpperCase();
  const col: PieceColor = color === 'black' ? 'black' : 'white';
  const p = PALETTES[col];
  const berserk = up === 'Z' || opts.berserker === true;
  let inner: string;
  if (up === 'Z' || (berserk && up === 'N')) {
    inner = berserkerKnight(p);
  } else {
    const draw = DRAW[up];
    inner = draw
      ? draw(p)
      : disc(p, 50, 50, 36) +
        `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="40" fill="${p.detail}">${escapeXml(up.slice(0, 2))}</text>`;
    if (berserk) {
      inner =
        halo(p, 50, 30, 24) +
        inner +
        sash(p, 'M22 72L74 48L78 57L26 81Z', 'M24 76.5L76 52.5');
    }
  }
  const cls = `piece ${col} ${/^[A-Z]$/.test(up) ? up : 'unknown'}${berserk ? ' berserker' : ''}`;
  return `<g class="${escapeXml(cls)}" stroke-linejoin="round" stroke-linecap="round">${inner}</g>`;
}
