/**
 * The language switcher keeps what the address says beyond the page: /puzzles/#puzzle=… opens the same
 * puzzle in German, /search/?q=… the same search. Without JavaScript the link goes to the page itself.
 * The link is rewritten as soon as this runs (so it is right when copied or hovered) and again whenever
 * the address may have changed since: on a hash change, and as the reader reaches for the link (a page
 * can change its address with history.replaceState, which fires no event).
 */
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
  const carry = () => {
    const url = new URL(a.href);
    url.search = location.search;
    url.hash = location.hash;
    a.href = url.href;
  };
  carry();
  addEventListener('hashchange', carry);
  a.addEventListener('pointerdown', carry);
  a.addEventListener('focus', carry);
  a.addEventListener('click', carry);
}
