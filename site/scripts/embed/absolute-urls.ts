/**
 * The Embed page's snippets name this site's files by path (/berserker-board-….js, /embed/frame/?…),
 * which a page on another site cannot use: in the reader's browser they become absolute, on this page's
 * origin, so a copied snippet works wherever it is pasted. Only text inside [data-site-urls] changes.
 */
const PATH = /(^|["'\s=(])\/(berserker-board[\w.+-]*\.js|embed\/frame\/)/g;

for (const root of document.querySelectorAll<HTMLElement>('[data-site-urls]')) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Only code: the prose links stay site-relative.
    if (!node.parentElement?.closest('pre, code')) continue;
    const text = node.nodeValue ?? '';
    const absolute = text.replace(PATH, (_, before: string, path: string) => `${before}${location.origin}/${path}`);
    if (absolute !== text) node.nodeValue = absolute;
  }
}

export {};
