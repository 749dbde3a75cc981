/**
 * The editor's palette: every piece of a variant in both colours (the engine's list, editorSpec) with
 * its picture (the board renderer's own piece, so the palette looks like the board).
 */
import { editorSpec, type PalettePiece } from '@berserker-chess/engine';
import { pieceSvg } from 'berserker-board/render';
import type { Locale } from '../../i18n/locale';
import { pieceLabel } from './editor-names';

export interface PaletteEntry extends PalettePiece {
  /** A standalone SVG of the piece (decorative: the button carries the label). */
  readonly svg: string;
}

/** The palette of `variant`, its labels in `locale` ("white amazon", "weiße Amazone"). */
export function paletteOf(variant: string, locale: Locale = 'en'): PaletteEntry[] {
  return editorSpec(variant).palette.map((p) => ({
    ...p,
    label: pieceLabel(locale, variant, p.letter, p.color, p.label),
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${pieceSvg(p.letter, p.color)}</svg>`,
  }));
}
