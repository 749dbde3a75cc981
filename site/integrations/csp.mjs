// @ts-check
/**
 * A Content-Security-Policy for every built page, as a <meta http-equiv> tag (the site is static and
 * sets no headers). After the build it reads each HTML file, hashes its inline scripts and <style>
 * elements (SHA-256, the exact text between the tags, as the browser hashes it) and puts the policy
 * first in <head>, before anything it governs. New pages are covered without listing them.
 *
 * Why not Astro's `security.csp`: it leaves `is:inline` scripts (the theme script that must run
 * before the first paint) and `<style set:html>` elements unhashed, and places its tag after them.
 *
 * No 'unsafe-inline' anywhere: style attributes are blocked too, so the HTML we produce carries none
 * (Shiki's colours become classes, see site/lib/shiki.mjs; the board renderer uses presentation
 * attributes and classes). A meta policy cannot set frame-ancestors, so every page may be framed,
 * the iframe page (/embed/frame/) included, as it must be.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The fixed part of the policy. Same origin only: no third-party origins.
 * - script-src 'wasm-unsafe-eval': Pagefind (the search page) compiles its WebAssembly index reader.
 * - img-src data: blob:: PNG/SVG export draws the position through a blob URL and a canvas.
 * - worker-src blob:: the computer opponent's Web Worker is same-origin; blob: allows a bundler's
 *   inline-worker fallback.
 */
export const BASE_DIRECTIVES = [
  ["default-src", "'self'"],
  ["script-src", "'self'", "'wasm-unsafe-eval'"],
  ["style-src", "'self'"],
  ["img-src", "'self'", 'data:', 'blob:'],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["worker-src", "'self'", 'blob:'],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
];

/** Script types the browser runs (so CSP governs them); data blocks (JSON, PGN) are not scripts. */
const EXECUTABLE = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** @param {string} text */
export function sha256(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** @param {string} attrs @param {string} name */
function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attrs);
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/**
 * The hashes a page needs: its inline executable scripts and its <style> elements. Comments are
 * skipped (a script inside one never runs).
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineHashes(html) {
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = m;
    if (attr(attrs, 'src') !== null) continue;
    const type = (attr(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE.has(type)) continue;
    scripts.add(sha256(body));
  }
  for (const m of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256(m[1]));
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/**
 * The policy text for a page with these hashes.
 * @param {{ scripts: string[], styles: string[] }} hashes
 */
export function policy(hashes) {
  return BASE_DIRECTIVES.map(([name, ...sources]) => {
    const extra = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : [];
    return [name, ...sources, ...extra].join(' ');
  }).join('; ');
}

/**
 * The page with its policy as the first element of <head> (a meta policy governs only what
 * follows it; <meta charset> may stay first, as it must come early). Throws on a page without a
 * <head> or one that already has a policy (two would both apply, the stricter winning, confusingly).
 * @param {string} html
 * @param {string} [where] the file, for the error message
 */
export function injectCsp(html, where = 'page') {
  if (/<meta[^>]+http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    throw new Error(`${where}: already has a Content-Security-Policy meta tag; the site's CSP integration (site/integrations/csp.mjs) adds one to every page`);
  }
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error(`${where}: no <head> element to put the Content-Security-Policy meta tag in`);
  const tag = `<meta http-equiv="content-security-policy" content="${policy(inlineHashes(html))}">`;
  let at = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html.slice(at));
  if (charset) at += charset[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/** @param {string} dir @returns {string[]} */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f))
    .sort();
}

/** The Astro integration: a policy in every HTML file of the build. @returns {import('astro').AstroIntegration} */
export default function csp() {
  return {
    name: 'berserker-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = htmlFiles(root);
        for (const file of files) writeFileSync(file, injectCsp(readFileSync(file, 'utf8'), file));
        logger.info(`Content-Security-Policy added to ${files.length} pages`);
      },
    },
  };
}
