/**
 * What the phone-width checks share (pages-phone.spec.mjs): the pages axe checks
 * at phone width too, and the tables check at 360 px.
 */

/** Pages checked with axe at 390 px as well, in both themes (where a phone's layout differs most). */
export const PHONE_AXE_PAGES = { '/play/': '/play/', '/puzzles/': '/puzzles/', '/embed/': '/embed/', '/rules/': '/rules/', '/search/': '/search/?q=release' };

/**
 * Tables on a narrow screen: no token of a code span (SAN, FEN field, key=value, a name) broken across
 * lines, and no table wider than the screen unless its wrapper scrolls sideways.
 */
export const tableProblems = (page) =>
  page.evaluate(() => {
    const broken = [];
    const wide = [];
    const vw = document.documentElement.clientWidth;
    const tables = [...document.querySelectorAll('main table')];
    for (const table of tables) {
      // Every word of every code span on one line: a Range over each run of non-space characters.
      for (const code of table.querySelectorAll('code')) {
        const text = code.textContent;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        const nodes = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
        // Map character offsets of the code's text to (node, offset).
        const at = (i) => {
          for (const n of nodes) {
            if (i <= n.length) return [n, i];
            i -= n.length;
          }
          const last = nodes[nodes.length - 1];
          return [last, last.length];
        };
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(...at(m.index));
          range.setEnd(...at(m.index + m[0].length));
          const tops = new Set([...range.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
        // A one-word code is one box, one line high.
        if (!/\s/.test(text.trim()) && code.getClientRects().length !== 1) broken.push(text);
      }
      // Wider than the screen only inside a wrapper that scrolls sideways.
      const right = table.getBoundingClientRect().right;
      if (right > vw + 1) {
        let s = table.parentElement;
        while (s && s !== document.body && !/(auto|scroll)/.test(getComputedStyle(s).overflowX)) s = s.parentElement;
        const scrolls = s && s !== document.body && s.getBoundingClientRect().right <= vw + 1;
        if (!scrolls) wide.push(`${table.querySelector('th')?.textContent?.trim() ?? 'a table'} (${Math.round(right)}px)`);
      }
    }
    return { n: tables.length, broken, wide };
  });
