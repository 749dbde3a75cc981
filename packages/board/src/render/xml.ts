/**
 * XML escaping for everything that ends up in a rendered SVG string (attribute values and text).
 * No DOM: this runs in Node at build time as well as in the browser.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes a value for use in XML text or a quoted attribute. Characters that XML 1.0 forbids
 * outright (C0 controls other than tab/newline/CR, lone surrogates, U+FFFE/U+FFFF) are dropped, so
 * the output is always well-formed.
 */
export function escapeXml(value: unknown): string {
  const s = String(value ?? '');
  return s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
