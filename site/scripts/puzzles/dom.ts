/** The Puzzles page's parts by selector: puzzles.astro has every one the scripts ask for. */
export const $ = <T extends Element = HTMLElement>(sel: string): T => document.querySelector<T>(sel)!;
