/**
 * The live board's styles, in the live file (a page of still diagrams does not carry them), and how a
 * part (the live board, the viewer) adds its styles to a board's shadow root.
 */
import { css, type CSSResult } from 'lit';

/**
 * The live board's own styles (the grid, the dragged piece, the choosers, controls, the error box), in
 * the live file: a page of still diagrams does not carry them. board.ts adds them to the board's shadow root.
 */
export const liveStyles = css`
  /* First, as when they were the element's own styles: the rules below may override them. */
  .dot + .dot {
    margin-left: -6px;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  /* Said, not seen: the live region, and words inside the viewer's move list and menu. */
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .grid {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
  }
  .grid > div {
    flex: 1;
    display: flex;
  }
  [role='gridcell'] {
    flex: 1;
    outline: none;
  }
  .mv {
    touch-action: none;
    cursor: grab;
  }
  .tg {
    cursor: pointer;
  }
  [role='gridcell']:focus-visible {
    box-shadow: inset 0 0 0 3px var(--berserker-board-focus, #1a56c4), inset 0 0 0 6px #fff;
  }
  .ghost {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
    z-index: 2;
    filter: drop-shadow(0 4px 4px rgb(0 0 0 / 0.4));
  }
  .ghost svg,
  .promo svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .promo {
    position: absolute;
    inset: 0;
    z-index: 3;
    display: grid;
    place-items: center;
    background: rgb(0 0 0 / 0.45);
  }
  .promo > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
    max-width: 86%;
    padding: 10px;
    border-radius: 8px;
    background: var(--_panel);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.4);
  }
  .promo button {
    width: max(44px, min(76px, 17cqi));
    height: max(44px, min(76px, 17cqi));
    padding: 4px;
  }
  /* Every form control of the board (the viewer's game picker and menu included). */
  button,
  input,
  select {
    font: inherit;
    color: var(--_fg);
    background: var(--_panel);
    border: 1px solid var(--_muted);
    border-radius: 6px;
    min-height: 36px;
    padding: 2px 10px;
  }
  button {
    cursor: pointer;
  }
  /* On a touch screen every control is at least 44px each way (WCAG 2.5.5's size for a finger): the
     step buttons, the menu and its items, the game picker, the knights of a placement, the puzzle's
     buttons, the move box. The viewer's move list has its own (viewer/styles.ts). */
  @media (pointer: coarse) {
    button,
    input,
    select {
      min-height: 44px;
    }
    button {
      min-width: 44px;
    }
  }
  button:hover {
    border-color: var(--_fg);
  }
  [aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }
  .place,
  .feedback,
  .error {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 8px 10px;
    border-radius: 6px;
    background: var(--_panel);
  }
  .place {
    border-left: 5px solid #d62828;
  }
  /* Who places, what to pick, then the knight buttons: a line each, so the panel under the board is
     as tall at every width a page budgets for it. */
  .place > strong,
  .place > span {
    flex-basis: 100%;
  }
  .why {
    color: var(--_bad);
    font-weight: 600;
  }
  .why span {
    color: var(--_muted);
    font-weight: 400;
  }
  [aria-pressed='true'] {
    background: var(--_accent);
    color: var(--_bg);
  }
  .good {
    color: var(--_good);
  }
  .bad {
    color: var(--_bad);
  }
  .feedback span {
    flex-basis: 100%;
    font-weight: 600;
  }
  .feedback span:empty {
    display: none;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  input {
    flex: 1;
    min-width: 8em;
    background: var(--_bg);
  }
  .error {
    background: var(--berserker-board-error-background, #fde8ea);
    color: #8a0016;
    border: 2px solid #b00020;
    display: block;
  }
  .error code {
    font-weight: 700;
  }
  .error ul {
    margin: 4px 0 0;
    padding-left: 1.2em;
    overflow-wrap: anywhere;
  }
`;

/**
 * Adds a part's styles to a board's shadow root, after the element's own (once): the live board's and
 * the viewer's come with their files. A shadow root without adoptable sheets gets a <style>.
 */
export function addStyles(root: ShadowRoot, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (sheet && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (![...root.querySelectorAll('style')].some((s) => s.textContent === styles.cssText)) {
    const style = document.createElement('style');
    style.textContent = styles.cssText;
    root.append(style);
  }
}
