/**
 * A board picture as PNG, in the browser: the renderer's SVG drawn at `width` x `height` pixels on a
 * canvas. For the element's menu and the site's board editor (one way to make the image, so both give
 * the same picture). Rejects when the browser cannot decode the SVG or makes no PNG.
 */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const sized = sizedSvg(svg, width, height);
  const url = URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
    if (!blob) throw new Error('the browser made no PNG');
    return blob;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The renderer's SVG (100% wide, to fill its box on a page) with a size of its own in pixels: what an
 * image file needs to open at its size and to be drawn sharp on a canvas. Any width or height the root
 * element has is replaced.
 */
export function sizedSvg(svg: string, width: number, height: number): string {
  return svg
    .replace(/^<svg([^>]*?)\swidth="[^"]*"/, '<svg$1')
    .replace(/^<svg([^>]*?)\sheight="[^"]*"/, '<svg$1')
    .replace(/^<svg/, `<svg width="${width}" height="${height}"`);
}
