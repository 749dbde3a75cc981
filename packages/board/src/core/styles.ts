/**
 * The element's styles. Every UI colour pair meets WCAG AA (4.5:1) in both themes (see the contrast
 * test); the board squares default to the renderer's themes and can be restyled with the custom
 * properties documented on the element.
 */
import { css, unsafeCSS } from 'lit';
import { THEMES } from '../render/svg.js';

const squares = (t: 'light' | 'dark') => unsafeCSS(`--_l:${THEMES[t].light};--_d:${THEMES[t].dark};`);

/** The still board's styles and what every board needs, a game's layout too (the live board adds liveStyles, the viewer viewerStyles). */
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
    container-type: inline-size;
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
  .board {
    position: relative;
    container-type: inline-size;
    /* Off-screen boards skip layout and paint, and the board's size is its width and aspect-ratio alone
       (size containment): drawing a picture, a move, a drag inside lays out the board, not the page. A
       page of a hundred diagrams stays fast. */
    content-visibility: auto;
    contain: strict;
    user-select: none;
    -webkit-user-select: none;
  }
  .svg svg {
    display: block;
    width: 100%;
    height: auto;
  }
  figure {
    margin: 0;
  }
  /* A game's layout: its frame (game-frame.ts) before the viewer comes, the viewer's after — one set of
     rules, so the board stays where it was drawn. The board's column, and the move list beside it when
     the element is wide enough (move-list), else below it. */
  .view {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 8px 14px;
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
  }
  .side {
    overflow: auto;
    /* Below the board: the page's height (keeps the page still when the list arrives), else the list's
       own, up to tall enough to read a commented game and short enough to keep the board and its list on
       one phone screen. */
    height: var(--berserker-board-moves-height, auto);
    max-height: min(28em, 60vh);
    overscroll-behavior: contain;
  }
  /* The list beside the board only where the board stays large beside it: "right" from 480px (a board
     of about 290px), "auto" from 600px. The element's own width decides (.wrap is the container), not
     the screen's: a phone, a phone-sized iframe or a narrow column on a wide screen has the list below
     a board as wide as the element. */
  @container (min-width: 480px) {
    .view.right {
      grid-template-columns: minmax(0, 1fr) minmax(180px, 36%);
    }
    .right > .side {
      /* As tall as the board column whatever the list holds: it scrolls. */
      contain: size;
      height: auto;
      max-height: none;
    }
  }
  @container (min-width: 600px) {
    .view.auto {
      grid-template-columns: minmax(0, 1fr) minmax(180px, 36%);
    }
    .auto > .side {
      contain: size;
      height: auto;
      max-height: none;
    }
  }
  .player {
    min-height: 1.6em;
  }
  /* The step buttons' place until they come: a button's height (live/styles.ts). */
  .bar.wait {
    min-height: 36px;
  }
  @media (pointer: coarse) {
    .bar.wait {
      min-height: 44px;
    }
  }
  /* Paper: the whole move list with its comments (no scrolling box). */
  @media print {
    .side,
    .right > .side,
    .auto > .side {
      height: auto;
      max-height: none;
      overflow: visible;
      contain: none;
    }
  }
`;
