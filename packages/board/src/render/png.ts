/**
 * A board picture as PNG, in the browser: the renderer's SVG drawn at `width` x `height` pixels on a
 * canvas. For the element's menu and the site's board editor (one way to make the image, so both give
 * the same picture). Rejects when the browser cannot decode the SVG or makes no PNG.
 */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  // The renderer's SVG is 100% wide; the image needs its size to be drawn sharp.
  const sized = svg.replace('width="100%"', `width="${width}" height="${height}"`);
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
