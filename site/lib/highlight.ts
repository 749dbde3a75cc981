/** Shiki at build time for code outside Markdown (the Embed page's snippets): same grammar and themes. */
import { createHighlighter, type Highlighter } from 'shiki';
import { pgnLanguage, fenLanguage, lightTheme, darkTheme, tokenClassTransformer } from './shiki.mjs';

let highlighter: Promise<Highlighter> | null = null;

export async function highlight(code: string, lang: 'html' | 'js' | 'ts' | 'sh' | 'css' | 'pgn' | 'san' | 'fen'): Promise<string> {
  highlighter ??= createHighlighter({
    themes: [lightTheme as never, darkTheme as never],
    langs: ['html', 'javascript', 'typescript', 'shellscript', 'css', pgnLanguage, fenLanguage],
  });
  const h = await highlighter;
  const name = lang === 'js' ? 'javascript' : lang === 'ts' ? 'typescript' : lang === 'sh' ? 'shellscript' : lang === 'san' ? 'pgn' : lang;
  return h.codeToHtml(code, {
    lang: name,
    themes: { light: 'berserker-light', dark: 'berserker-dark' },
    defaultColor: 'light',
    // Classes, not style attributes: the site's Content-Security-Policy allows no inline styles.
    transformers: [tokenClassTransformer],
  });
}
