/**
 * The viewer file's address, so that a board that needs both the live file and the viewer has them
 * fetched side by side rather than one after the other (live-loader.ts, requestViewer). In the one-script-tag
 * bundle it is the file next to the script (scripts/build.mjs fills this module in); elsewhere null: in
 * source form there is no viewer file, and the ESM build leaves the viewer to the page's bundler, which
 * names and loads its chunks itself.
 */
export const VIEWER_FILE: string | null = null;
