/**
 * Build time only: the content folders' JSON files (content/learn, content/puzzles) as the pages load
 * them. Content is still being written, so a broken file or item is skipped with a warning naming it
 * (the site still builds); the content's unit tests fail on it, with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface JsonFile {
  /** The file's name in its folder, as the warnings name it. */
  readonly name: string;
  readonly data: unknown;
}

/**
 * The files of `dir` that `keep` accepts, in name order, parsed one at a time as the caller asks for them
 * (so a file's warnings come in file order). `tag` starts each warning: `[learn]`, `[puzzles]`.
 */
export function* readJsonFiles(dir: string, keep: (name: string) => boolean, tag: string): Generator<JsonFile> {
  for (const name of readdirSync(dir).filter(keep).sort()) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (e) {
      console.warn(`[${tag}] ${name}: not valid JSON, skipped (${(e as Error).message})`);
      continue;
    }
    yield { name, data };
  }
}

/**
 * What `setUp` makes of one item of a file (an exercise, a puzzle), or null when it throws: the engine
 * refused the item's rules, variant or position, and the item is skipped with a warning.
 */
export function setUpOrSkip<T extends object>(tag: string, file: string, id: string, setUp: () => T): T | null {
  try {
    return setUp();
  } catch (e) {
    console.warn(`[${tag}] ${file} › ${id}: does not set up (${(e as Error).message}), skipped`);
    return null;
  }
}
