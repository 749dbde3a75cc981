/**
 * The social preview cards: 1200×630 SVG pictures, rasterized to PNG at build time
 * (site/integrations/og.mjs). A page with a first diagram gets that position drawn by the board
 * package's renderer beside the site's mark and name; every other page gets the site's card.
 *
 * The cards hold no text for a font to draw: the name is path data (wordmark.ts), the board is drawn
 * without coordinates. The rasterizer therefore needs no font, and every machine makes the same PNG.
 * The colours are the light theme's (site/styles/tokens.css; tests/og-card.test.ts compares them).
 */
import { renderBoardSvg, sizedSvg, type BoardPicture } from 'berserker-board/render';
import { BRAND_MARK } from '../brand';
import { WORDMARK } from './wordmark';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The light theme's colours: --bg, --bg-sunken, --border, --text, --accent. */
export const CARD_COLORS = {
  bg: '#fbfaf7',
  sunken: '#f2efe8',
  border: '#d9d4c9',
  text: '#1d1f21',
  accent: '#a3172b',
} as const;

/** Rounds to a hundredth, for short coordinates. */
const n = (v: number): string => String(Math.round(v * 100) / 100);

/** The site's mark, `size` pixels square, its top left corner at (x, y). */
function mark(x: number, y: number, size: number): string {
  const m = BRAND_MARK;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / m.viewBox)})">` +
    `<circle cx="${m.ring.cx}" cy="${m.ring.cy}" r="${m.ring.r}" fill="none" stroke="${CARD_COLORS.text}" stroke-width="${m.ring.width}"/>` +
    `<path d="${m.knight}" fill="${CARD_COLORS.text}"/>` +
    `<circle cx="${m.dashes.cx}" cy="${m.dashes.cy}" r="${m.dashes.r}" fill="none" stroke="${CARD_COLORS.accent}" stroke-width="${m.dashes.width}" stroke-dasharray="${m.dashes.pattern}"/>` +
    '</g>'
  );
}

/** The site's name, `width` pixels wide, its top left corner at (x, y); returns the drawing and its height. */
function wordmark(x: number, y: number, width: number): { svg: string; height: number } {
  const k = width / WORDMARK.width;
  return {
    svg: `<path transform="translate(${n(x)} ${n(y)}) scale(${Math.round(k * 10000) / 10000})" d="${WORDMARK.d}" fill="${CARD_COLORS.text}"/>`,
    height: WORDMARK.height * k,
  };
}

/** A row of squares in the board's colours along the card's foot, `size` pixels high. */
function chequer(y: number, size: number): string {
  const squares: string[] = [];
  for (let x = 0, i = 0; x < CARD_WIDTH; x += size, i++) {
    if (i % 2 === 1) squares.push(`M${x} ${y}h${size}v${size}h-${size}z`);
  }
  return `<rect x="0" y="${y}" width="${CARD_WIDTH}" height="${size}" fill="#f0d9b5"/><path d="${squares.join('')}" fill="#b58863"/>`;
}

function card(body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${CARD_COLORS.bg}"/>` +
    `<rect width="${CARD_WIDTH}" height="10" fill="${CARD_COLORS.accent}"/>` +
    body +
    '</svg>'
  );
}

/** The board's box on a diagram card: a square on the left, with this margin all round. */
const BOARD_BOX = 530;
const MARGIN = (CARD_HEIGHT - BOARD_BOX + 10) / 2;

/**
 * A page's card: its first diagram (the picture site/lib/diagram.ts drew, standing alone: no piece
 * sprite, no coordinates) on the left, the mark and the name on the right.
 */
export function diagramCard(picture: BoardPicture): string {
  const board = renderBoardSvg({ ...picture, pieceRefs: undefined, coordinates: false, theme: 'light' });
  // The board keeps its proportions inside the box (boards of other sizes than 8×8 are not square).
  const scale = BOARD_BOX / Math.max(picture.width, picture.height);
  const w = picture.width * scale;
  const h = picture.height * scale;
  const x = MARGIN + (BOARD_BOX - w) / 2;
  const y = MARGIN + (BOARD_BOX - h) / 2;
  const placed = sizedSvg(board, Math.round(w), Math.round(h)).replace(/^<svg/, `<svg x="${n(x)}" y="${n(y)}"`);
  const right = MARGIN + BOARD_BOX + 50;
  const width = CARD_WIDTH - right - 50;
  const markSize = 170;
  const name = wordmark(right, 0, width);
  const top = (CARD_HEIGHT + 10 - markSize - 40 - name.height) / 2;
  return card(
    `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="${n(w + 12)}" height="${n(h + 12)}" rx="6" fill="${CARD_COLORS.border}"/>` +
      placed +
      mark(right + (width - markSize) / 2, top, markSize) +
      wordmark(right, top + markSize + 40, width).svg,
  );
}

/** The site's card: the mark and the name, over a row of board squares. */
export function siteCard(): string {
  const markSize = 220;
  const gap = 50;
  const nameWidth = 700;
  const name = wordmark(0, 0, nameWidth);
  const left = (CARD_WIDTH - markSize - gap - nameWidth) / 2;
  const middle = (CARD_HEIGHT - 60) / 2 + 5;
  return card(
    mark(left, middle - markSize / 2, markSize) +
      wordmark(left + markSize + gap, middle - name.height / 2, nameWidth).svg +
      chequer(CARD_HEIGHT - 60, 60),
  );
}
