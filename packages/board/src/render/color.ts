/**
 * Colour helpers: hex parsing, WCAG relative luminance and contrast, and validation of the
 * user-supplied colours a picture may carry (highlights, arrows). Pure functions, no DOM.
 */

/** Named colours accepted in pictures, mapped to the hex values actually drawn. */
export const NAMED_COLORS: Readonly<Record<string, string>> = Object.freeze({
  red: '#d62828',
  green: '#15781b',
  blue: '#1f5fbf',
  yellow: '#e6b800',
  orange: '#f08c00',
  purple: '#7b3fb5',
});

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * Validates a user colour: a hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) or one of
 * {@link NAMED_COLORS}. Returns the colour to draw (lower-case hex), or null if it is not allowed.
 */
export function safeColor(color: unknown): string | null {
  if (typeof color !== 'string') return null;
  const c = color.trim().toLowerCase();
  if (Object.prototype.hasOwnProperty.call(NAMED_COLORS, c)) return NAMED_COLORS[c]!;
  if (HEX.test(c) && [4, 5, 7, 9].includes(c.length)) return c;
  return null;
}

/** Parses #rgb / #rgba / #rrggbb / #rrggbbaa into 0..255 channels (alpha ignored). */
export function parseHex(hex: string): [number, number, number] {
  const c = safeColor(hex);
  if (c === null || !c.startsWith('#')) throw new TypeError(`not a hex colour: ${hex}`);
  let h = c.slice(1);
  if (h.length <= 4) h = [...h].map((x) => x + x).join('');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: readonly [number, number, number]): string {
  const two = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${two(r)}${two(g)}${two(b)}`;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1..21. */
export function contrastRatio(hex1: string, hex2: string): number {
  const a = relativeLuminance(hex1);
  const b = relativeLuminance(hex2);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Linear mix in sRGB: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/**
 * A text colour for background `bg` that keeps the hue of `preferred` but meets `minRatio`
 * (WCAG AA for normal text: 4.5). The preferred colour is pushed towards black or white, whichever
 * can reach the ratio, in small steps; the first passing mix is returned.
 */
export function readableOn(bg: string, preferred: string, minRatio = 4.5): string {
  if (contrastRatio(bg, preferred) >= minRatio) return toHex(parseHex(preferred));
  const target = contrastRatio(bg, '#000000') >= contrastRatio(bg, '#ffffff') ? '#000000' : '#ffffff';
  for (let i = 1; i <= 100; i++) {
    const c = mix(preferred, target, i / 100);
    if (contrastRatio(bg, c) >= minRatio) return c;
  }
  return target;
}
