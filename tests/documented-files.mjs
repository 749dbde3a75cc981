/**
 * The files a document tells a reader to put on their site for the one-script-tag board, read from the
 * document itself: every `berserker-board….js` named between two phrases of it. The pack suite serves
 * exactly the files the READMEs name, the e2e suite exactly those the Embed page names, and plays a
 * game on a page made of them — a document that forgets a file fails there (issue 29).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where each document says which files a script-tag page needs: the text from `from` to `to`. */
export const SCRIPT_TAG_DOCS = [
  { file: 'README.md', from: 'takes the element either from', to: 'or, with a bundler' },
  { file: 'packages/board/README.md', from: '**One script tag.**', to: '**With a bundler**' },
  { file: 'content/guides/embed.mdx', from: '1. **Add the script once per page.**', to: '2. **Write a board' },
];

/** The distinct `berserker-board….js` file names in `text` between `from` and the next `to`, in order. */
export function filesNamedBetween(text, from, to) {
  const start = text.indexOf(from);
  if (start < 0) throw new Error(`the document no longer says "${from}"`);
  const end = text.indexOf(to, start + from.length);
  if (end < 0) throw new Error(`the document no longer says "${to}" after "${from}"`);
  return [...new Set([...text.slice(start, end).matchAll(/berserker-board(?:\.[a-z-]+)*\.js/g)].map((m) => m[0]))];
}

/** The files document `doc` (one of SCRIPT_TAG_DOCS) names, read from the repository at `root`. */
export const documentedFiles = (root, doc) => filesNamedBetween(readFileSync(join(root, doc.file), 'utf8'), doc.from, doc.to);
