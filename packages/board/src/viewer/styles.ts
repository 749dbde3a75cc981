/**
 * The viewer's styles, added to the element's own when the viewer loads: the layout (the move list
 * beside the board when there is room, `move-list`), the step buttons, the move list, the players and
 * clocks, the header, the game picker and the menu. Colour pairs meet WCAG AA (4.5:1) in both themes
 * (the element's `--_*` colours; comments in `--_note`).
 */
import { css } from '../live/viewer-deps.js';

export const viewerStyles = css`
  .wrap {
    --_note: #27613b;
  }
  .wrap.dark {
    --_note: #8fd19e;
  }
  /* The layout (.view, .main, .side, the players' bars' height) is the element's own (core/styles.ts):
     a game's frame has it before the viewer comes (core/game-frame.ts). */
  .bar,
  .nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  /* The step buttons keep to one row while they fit: "Discard your moves" and the menu wrap below them
     rather than split them (a phone's width). */
  .nav {
    flex: 1 1 auto;
  }
  .nav svg {
    display: block;
  }
  .count {
    color: var(--_muted);
    margin-left: auto;
  }
  .moves {
    margin: 0;
    padding: 0;
    list-style: none;
    line-height: 2;
  }
  .moves li {
    display: inline;
  }
  .moves button {
    border-color: transparent;
    background: none;
    min-height: 28px;
    padding: 0 5px;
    line-height: 1.4;
  }
  /* A finger needs 44px (WCAG 2.5.5): on a touch screen each move is at least that big; the list's
     lines grow with them. With a mouse the list stays compact. */
  @media (pointer: coarse) {
    .moves button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  .moves [aria-current] {
    background: var(--_accent);
    color: var(--_bg);
  }
  .num {
    color: var(--_muted);
    margin-right: 3px;
  }

  .g {
    margin-left: 1px;
    font-weight: 700;
    color: var(--_accent);
  }
  .n1 .g,
  .n3 .g {
    color: var(--_good);
  }
  .n2 .g,
  .n4 .g {
    color: var(--_bad);
  }
  .ev {
    margin-left: 4px;
    font-size: 0.8em;
    font-weight: 400;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .moves [aria-current] .num,
  .moves [aria-current] .ev,
  .moves [aria-current] .g {
    color: inherit;
  }
  .own {
    font-style: italic;
    text-decoration: underline dotted;
  }
  .pl {
    text-decoration: underline 2px #d62828;
    text-underline-offset: 3px;
  }
  .cm {
    color: var(--_note);
    margin: 0 4px;
  }
  p.cm,
  .head {
    margin: 0 0 6px;
  }
  .vars {
    margin: 2px 0 6px 4px;
    padding-left: 10px;
    border-left: 2px solid var(--_panel);
    line-height: 1.8;
  }
  .var {
    display: block;
  }
  .tb {
    color: var(--_muted);
    margin: 0 2px;
  }
  .res {
    margin: 6px 0 0;
    font-weight: 600;
  }
  .head {
    display: flex;
    flex-direction: column;
  }
  .head span {
    color: var(--_muted);
  }
  /* Names and facts from the tags wrap anywhere: a 5,000-character name cannot widen the page. */
  .head,
  .player .name {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  .player,
  .pick {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .player {
    font-weight: 600;
  }
  .player .title {
    color: var(--_accent);
  }
  .player .elo {
    color: var(--_muted);
    font-weight: 400;
    font-variant-numeric: tabular-nums;
  }
  .clock {
    margin-left: auto;
    padding: 0 8px;
    border-radius: 4px;
    background: var(--_panel);
    font-variant-numeric: tabular-nums;
  }
  .clock.on {
    background: var(--_accent);
    color: var(--_bg);
  }
  .discard {
    border-color: var(--_bad);
  }
  .menu {
    position: relative;
  }
  .pop {
    position: absolute;
    right: 0;
    bottom: calc(100% + 4px);
    z-index: 4;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 12em;
    padding: 6px;
    border: 1px solid var(--_muted);
    border-radius: 8px;
    background: var(--_bg);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.3);
  }
  .pop button {
    text-align: left;
  }
  .pop a {
    color: var(--_accent);
    padding: 6px 10px;
  }
  @media (pointer: coarse) {
    .pop a {
      display: flex;
      align-items: center;
      min-height: 44px;
      box-sizing: border-box;
    }
  }
  /* The game picker: the live board's form-control look (live/styles.ts), never wider than the board. */
  select {
    max-width: 100%;
  }
  /* Paper: no buttons to step or open the menu (the whole move list: core/styles.ts). */
  @media print {
    .bar,
    .menu {
      display: none;
    }
  }
`;
