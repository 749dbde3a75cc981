/**
 * Export: the game as PGN (copy, download), a link that opens it here at the move shown, the embed
 * snippets of exactly this game (the element with the PGN as its child, written by the Embed page's
 * elementHtml; the iframe by frame-url.ts's frameSnippet), and a picture of the position shown (the
 * board renderer's SVG, or that SVG as a PNG: the Embed editor's downloads). The texts are written
 * when the panel is opened or the game changes while it is open.
 */
import { Game, gameAtPath, nodeAtPath, pieceViews, squareIndex, variantInfo, writePgn, type GameTree } from '@berserker-chess/engine';
import type { BoardPicture } from 'berserker-board/render';
import { elementHtml } from '../embed/editor-state';
import { frameSnippet } from '../embed/frame-url';
import { downloadPng, downloadSvg, save } from '../embed/editor-image';
import type { Locale } from '../../i18n/locale';
import { analysisLink as linkTo, analysisPath } from '../shared/analysis-link';
import { pageLocale } from '../../i18n/page-locale';
import { editorLink } from '../shared/editor-link';
import { analysisWords } from './words';

const EXPORT_WORDS = analysisWords().export;

/** Links longer than this are cut by some chat programs and browsers. */
export const LONG_LINK = 2000;

export interface ExportHost {
  node(): { readonly tree: GameTree; readonly pgn: string; readonly path: string };
  orientation(): 'white' | 'black';
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string): T => root.querySelector<T>(sel)!;

/**
 * The element's attributes for this game: the Analysis board's, and the main-line ply shown. From a
 * page in another language than English, `lang` too: the reader copies the board they saw, in their
 * language, whatever the `lang` of the page it goes on (and an iframe's page has none but this).
 */
export function embedAttributes(tree: GameTree, path: string, locale: Locale = pageLocale()): Array<[string, string]> {
  const node = path === '' ? null : nodeAtPath(tree, path);
  const onMain = path === '' || /^0(\.0)*$/.test(path);
  return [...(locale === 'en' ? [] : [['lang', locale] as [string, string]]), ['menu', ''], ['coordinates', ''], ...(onMain ? [['ply', String(node?.ply ?? 0)] as [string, string]] : [])];
}

/** The link that opens this game here at the move shown (the site's one link writer), on the page of `locale`. */
export function analysisLink(origin: string, pgn: string, path: string, locale: Locale = pageLocale()): string {
  return linkTo({ pgn, path }, `${origin}${analysisPath(locale)}`);
}

/** The board editor with the position shown: a PGN of that position alone (its variant and rule options with it). */
export function positionEditorLink(tree: GameTree, path: string): string {
  const shown = gameAtPath(tree, path);
  return editorLink(writePgn(new Game({ variant: tree.variant, rules: shown.variant.rules ?? undefined, fen: shown.fen() })));
}

/** The position shown as the renderer draws it, with the move's arrows and highlights. */
export function picture(tree: GameTree, path: string, orientation: 'white' | 'black', theme: 'light' | 'dark'): BoardPicture {
  const game = gameAtPath(tree, path);
  const info = variantInfo(tree.variant);
  const shapes = path === '' ? tree.shapes : nodeAtPath(tree, path)?.shapes ?? [];
  const sq = (name: string) => squareIndex(game, name);
  return {
    width: info.width,
    height: info.height,
    pieces: pieceViews(game).map((p) => ({ square: p.index, letter: p.letter, color: p.color })),
    orientation,
    coordinates: true,
    theme,
    arrows: shapes.filter((s) => s.to).map((s) => ({ from: sq(s.from), to: sq(s.to!), color: s.color })),
    highlights: shapes.filter((s) => !s.to).map((s) => ({ square: sq(s.from), color: s.color })),
  };
}

export class ExportPanel {
  private readonly status: HTMLElement;
  private readonly element: HTMLTextAreaElement;
  private readonly frame: HTMLTextAreaElement;
  private readonly linkNote: HTMLElement;
  private readonly pgnBox: HTMLTextAreaElement;
  private readonly linkBox: HTMLInputElement;
  private readonly editor: HTMLAnchorElement;

  constructor(root: HTMLElement, private readonly host: ExportHost) {
    this.status = $(root, '[data-export-status]');
    this.element = $<HTMLTextAreaElement>(root, '[data-export-element]');
    this.frame = $<HTMLTextAreaElement>(root, '[data-export-frame]');
    this.linkNote = $(root, '[data-export-link-note]');
    this.pgnBox = $<HTMLTextAreaElement>(root, '[data-export-pgn]');
    this.linkBox = $<HTMLInputElement>(root, '[data-export-link]');
    this.editor = $<HTMLAnchorElement>(root, '[data-export-editor]');
    const on = (sel: string, fn: () => void) => $(root, sel).addEventListener('click', fn);
    on('[data-export="copy-pgn"]', () => void this.copy(this.host.node().pgn, this.pgnBox, EXPORT_WORDS.pgn));
    on('[data-export="download-pgn"]', () => save(this.fileName('pgn'), new Blob([this.host.node().pgn], { type: 'application/x-chess-pgn' })));
    on('[data-export="copy-link"]', () => {
      this.show();
      void this.copy(this.linkBox.value, this.linkBox, EXPORT_WORDS.link);
    });
    on('[data-export="copy-element"]', () => void this.copy(this.element.value, this.element, EXPORT_WORDS.element));
    on('[data-export="copy-frame"]', () => void this.copy(this.frame.value, this.frame, EXPORT_WORDS.frame));
    on('[data-export="svg"]', () => this.image('svg'));
    on('[data-export="png"]', () => this.image('png'));
  }

  /** Writes the snippets for the game now. */
  show(): void {
    const { tree, pgn, path } = this.host.node();
    const attributes = embedAttributes(tree, path);
    this.pgnBox.value = pgn;
    this.editor.href = positionEditorLink(tree, path);
    const link = analysisLink(location.origin, pgn, path);
    this.linkBox.value = link;
    this.linkNote.textContent = link.length > LONG_LINK ? EXPORT_WORDS.longLink(link.length) : '';
    this.element.value = `<script type="module" src="${location.origin}/berserker-board.js"></script>\n${elementHtml(attributes, pgn)}`;
    const options: Record<string, string | boolean> = { pgn, 'move-list': 'right' };
    for (const [k, v] of attributes) options[k] = v === '' ? true : v;
    this.frame.value = frameSnippet(options, { origin: location.origin, title: EXPORT_WORDS.frameTitle });
  }

  private fileName(ext: string): string {
    return `berserker-analysis.${ext}`;
  }

  private image(kind: 'svg' | 'png'): void {
    const { tree, path } = this.host.node();
    const dark = document.documentElement.dataset.theme === 'dark' || (!document.documentElement.dataset.theme && matchMedia('(prefers-color-scheme: dark)').matches);
    const pic = picture(tree, path, this.host.orientation(), dark ? 'dark' : 'light');
    if (kind === 'svg') downloadSvg(pic, 'berserker-analysis');
    else downloadPng(pic, 'berserker-analysis').catch((e: unknown) => (this.status.textContent = EXPORT_WORDS.imageFailed(e instanceof Error ? e.message : String(e))));
  }

  /** Copies `text`; where the page may not, selects it in `shown` and says how to copy it. */
  private async copy(text: string, shown: HTMLTextAreaElement | HTMLInputElement, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.status.textContent = EXPORT_WORDS.copied(what);
    } catch {
      shown.select();
      this.status.textContent = EXPORT_WORDS.selected(what);
    }
  }
}
