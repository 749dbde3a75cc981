/**
 * The element's styles. Every UI colour pair meets WCAG AA (4.5:1) in both themes (see the contrast
 * test); the board squares default to the renderer's themes and can be restyled with the custom
 * properties documented on the element.
 */
import { css, unsafeCSS } from 'lit';
import { THEMES } from './render/svg.js';

const squares = (t: 'light' | 'dark') => unsafeCSS(`--_l:${THEMES[t].light};--_d:${THEMES[t].dark};`);

export const styles = css`
  /* The font is the board's own (.wrap), not the host's: the page's content shown by a still board
     keeps the page's font, so the element attaching moves nothing. */
  :host {
    display: block;
    -webkit-tap-highlight-color: transparent;
  }
  /* The still board (still.ts): one tab stop, ringed like the live grid's squares. */
  .still:focus-visible {
    outline: 3px solid var(--berserker-board-focus, #1a56c4);
    outline-offset: 2px;
  }
  :host([hidden]) {
    display: none;
  }
  .wrap {
    font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    ${squares('light')}
    --_fg: #1b1b1b;
    --_bg: #fff;
    --_muted: #595959;
    --_accent: #1a56c4;
    --_good: #146c2e;
    --_bad: #b00020;
    --_panel: #f3f3f3;
    color: var(--berserker-board-color, var(--_fg));
    background: var(--berserker-board-background, var(--_bg));
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .wrap.dark {
    ${squares('dark')}
    --_fg: #ececec;
    --_bg: #1c1c1e;
    --_muted: #b4b4b4;
    --_accent: #8ab4f8;
    --_good: #7ddc8f;
    --_bad: #ff9b9b;
    --_panel: #2c2c2e;
  }
  .sq.light {
    fill: var(--berserker-board-light-square, var(--_l));
  }
  .sq.dark {
    fill: var(--berserker-board-dark-square, var(--_d));
  }
  .status {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    min-height: 1.4em;
  }
  .dot {
    flex: none;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid var(--_fg);
    background: #fff;
  }
  .dot.black {
    background: #111;
  }
  .dot + .dot {
    margin-left: -6px;
  }
  .board {
    position: relative;
    container-type: inline-size;
    /* Off-screen boards skip layout and paint: a page of a hundred diagrams stays fast. */
    content-visibility: auto;
    user-select: none;
    -webkit-user-select: none;
  }
  .svg svg {
    display: block;
    width: 100%;
    height: auto;
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
  button,
  input {
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
  button:hover {
    border-color: var(--_fg);
  }
  [aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
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
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  figure {
    margin: 0;
  }
`;
