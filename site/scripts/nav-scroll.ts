/**
 * On a phone the main navigation is one row that scrolls sideways (header.css shows a shadow at the
 * edge where more links are). It starts at its first link, so the current page's link — Play, the last
 * one — could be out of sight: bring it into view, with a little of the next link showing.
 */
const list = document.querySelector<HTMLElement>('.site-nav ul');
const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
if (list && current && list.scrollWidth > list.clientWidth) {
  const box = list.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  const peek = 24;
  if (link.right > box.right) list.scrollLeft += link.right - box.right + peek;
  else if (link.left < box.left) list.scrollLeft -= box.left - link.left + peek;
}

export {};
