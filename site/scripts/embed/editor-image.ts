/**
 * The editor's picture downloads: the board renderer's SVG of a position (the same drawing the site's
 * static diagrams and the element use), and a PNG of that SVG drawn on a canvas.
 */
import { renderBoardSvg, sizedSvg, svgToPng, SQUARE_SIZE, type BoardPicture } from 'berserker-board/render';

/** The SVG with a fixed pixel size (the renderer's picture scales to its box; a file needs a size). */
export function pictureSvg(picture: BoardPicture): string {
  return sizedSvg(renderBoardSvg(picture), picture.width * SQUARE_SIZE, picture.height * SQUARE_SIZE);
}

/** Offers `blob` as a download named `name`. */
export function save(name: string, blob: Blob): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

export function downloadSvg(picture: BoardPicture, name: string): void {
  save(`${name}.svg`, new Blob([pictureSvg(picture)], { type: 'image/svg+xml' }));
}

/** The PNG: 100 px a square, as the element's menu makes it. Rejects when the browser cannot draw the SVG. */
export async function downloadPng(picture: BoardPicture, name: string): Promise<void> {
  save(`${name}.png`, await svgToPng(pictureSvg(picture), picture.width * SQUARE_SIZE, picture.height * SQUARE_SIZE));
}
