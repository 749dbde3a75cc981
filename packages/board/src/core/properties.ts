/**
 * The element's reactive properties, as Lit reads them (`static properties` of core/berserker-board.ts):
 * each property's attribute, whether it is reflected, and how its text is read. The properties themselves
 * (their types, defaults and documentation) are declared on the element. scripts/manifest.mjs reads this
 * table as part of the element's class, so custom-elements.json lists the attributes.
 */
import type { PropertyDeclarations } from 'lit';
import { numberAttribute, plyAttribute } from './attributes.js';

export const PROPERTIES: PropertyDeclarations = {
  variant: { reflect: true },
  rules: { reflect: true },
  moves: { reflect: true },
  mode: { reflect: true },
  orientation: { reflect: true },
  showMoves: { type: Boolean, reflect: true, attribute: 'show-moves' },
  coordinates: { type: Boolean, reflect: true },
  theme: { reflect: true },
  arrows: { reflect: true },
  highlights: { reflect: true },
  player: { reflect: true },
  solution: { reflect: true },
  // Not reflected: a bad value (NaN) written back would replace the text the error message quotes.
  mateIn: { type: Number, converter: numberAttribute, attribute: 'mate-in' },
  alternatives: { reflect: true },
  replyDelay: { type: Number, converter: numberAttribute, attribute: 'reply-delay' },
  refutation: { reflect: true },
  label: { reflect: true },
  moveList: { reflect: true, attribute: 'move-list' },
  menu: { type: Boolean, reflect: true },
  playUrl: { attribute: 'play-url' },
  analysisUrl: { attribute: 'analysis-url' },
  annotate: { type: Boolean, reflect: true },
  sound: { reflect: true },
  // The element's own `lang` (HTMLElement's: it reflects the attribute); the element updates when it changes.
  lang: { noAccessor: true },
  messages: { attribute: false },
  fen: { noAccessor: true },
  ply: { converter: plyAttribute, noAccessor: true },
  selected: { reflect: true, noAccessor: true },
};
