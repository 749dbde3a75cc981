/**
 * The language switcher keeps what the address says beyond the page: /puzzles/#puzzle=… opens the same
 * puzzle in German, /search/?q=… the same search. Without JavaScript the link goes to the page itself.
 */
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
  const carry = () => {
    const url = new URL(a.href);
    url.search = location.search;
    url.hash = location.hash;
    a.href = url.href;
  };
  a.addEventListener('pointerdown', carry);
  a.addEventListener('focus', carry);
  a.addEventListener('click', carry);
}
