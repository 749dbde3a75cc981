/**
 * The element's enumerated attributes (`mode`, `orientation`, `theme`, `player`, `move-list`,
 * `refutation`) and the values each accepts, the first its default. Pure data, kept in the DOM-free layer so that a tool that
 * writes boards (the site's board editor, a snippet generator) offers exactly the values the element
 * reads: `import { CHOICES } from 'berserker-board/render'`.
 */
export const CHOICES = {
  mode: ['view', 'play', 'puzzle'],
  orientation: ['white', 'black'],
  theme: ['auto', 'light', 'dark'],
  player: ['both', 'white', 'black'],
  'move-list': ['auto', 'right', 'bottom', 'none'],
  refutation: ['on', 'off'],
} as const satisfies Record<string, readonly string[]>;

export type ChoiceName = keyof typeof CHOICES;
export type Choice<K extends ChoiceName> = (typeof CHOICES)[K][number];
