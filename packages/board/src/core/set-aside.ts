/**
 * Pictures of the page's own inside a board (the site's server-rendered SVG), set aside while the board
 * is far from the viewport, when the boards come into a page that has already loaded (a script adding
 * them with innerHTML, a single-page app's navigation).
 *
 * Why: Chromium styles every connected `<use>` (the site's pictures place their pieces with `<use>`
 * references to the page's sprite) and every SVG node of a picture in the first frame after they arrive,
 * on screen or not, even under `content-visibility: auto` — about 4 ms a board, 400 ms for a page of a
 * hundred. So at its first update, before anything is styled, each such board has its picture's `<svg>`
 * replaced by an empty copy of itself (the same attributes, so the same box: its size comes from its
 * viewBox and width, not from its content). The pictures come back when their boards are painted: the
 * boards found on screen by the measuring pass that follows, in the same task (before any frame: nobody
 * sees the change, though a page's MutationObserver does), the others as they come near, in idle time,
 * or before printing. Setting aside before the measuring pass is what keeps that pass's layout from
 * styling every picture.
 *
 * Boards parsed with the page are left alone: the browser has styled and drawn their pictures while it
 * parsed the page, before any script of ours ran.
 */

const setAside = new WeakMap<Element, Array<[standIn: Element, picture: Element]>>();

/** The pictures of the page's content inside `host` (not its caption) worth setting aside: SVG with content. */
function pictures(host: Element): Element[] {
  const out: Element[] = [];
  for (const n of host.children) {
    if (n.hasAttribute('slot')) continue;
    out.push(...(n.localName === 'svg' ? [n] : n.querySelectorAll('svg:not(svg *):not(:empty)')));
  }
  return out;
}

/** Sets `host`'s pictures aside (once), if the page had loaded before the board came. */
export function setPicturesAside(host: Element): void {
  if (document.readyState !== 'complete' || setAside.has(host)) return;
  const pairs = pictures(host).map((svg): [Element, Element] => {
    const standIn = svg.cloneNode(false) as Element;
    svg.replaceWith(standIn);
    return [standIn, svg];
  });
  if (pairs.length) setAside.set(host, pairs);
}

/** Puts `host`'s pictures back where their stand-ins are (a stand-in the page has moved or removed is left). */
export function putPicturesBack(host: Element): void {
  const pairs = setAside.get(host);
  if (!pairs) return;
  setAside.delete(host);
  for (const [standIn, svg] of pairs) if (standIn.parentNode) standIn.replaceWith(svg);
}
