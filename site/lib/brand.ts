/**
 * The site's mark: a knight in a ring, circled by the Berserker's dashed ring in the accent colour. One
 * drawing, on a 32-unit square, for the header (site/layouts/Base.astro, in the theme's colours) and the
 * social preview cards (site/lib/og/card.ts, in the light theme's).
 */
export const BRAND_MARK = {
  viewBox: 32,
  ring: { cx: 16, cy: 16, r: 15, width: 2 },
  knight: 'M10 25h13l-1.5-4.5c2.5-2 3.5-5 3-8.5-.8-4.3-4.5-6.5-8.5-6.5l-1 2-2.5 1-3 4 1.5 2 3-1.2 1.5.7-4.5 6.5z',
  dashes: { cx: 16, cy: 16, r: 12, width: 1.6, pattern: '3 2.2' },
} as const;
