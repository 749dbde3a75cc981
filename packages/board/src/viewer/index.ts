/**
 * The annotated-game viewer, loaded on demand (lazy.ts): in view mode the game becomes a tree
 * (TreeLine) the reader steps through — variations, comments, NAG glyphs, `[%cal]`/`[%csl]` shapes,
 * `[%clk]` clocks beside the players, the header, the game picker, Oh No! take-backs struck through —
 * and may add to (their own moves, discarded with one click); in every mode it lays the board out with
 * the move list beside or below it (`move-list`), and brings the reader's drawing (right button) and
 * the menu.
 */
import { html, nothing, historyTokens, lineKeys, lineList, nav, drawBoard, indexOf, nameOf, readGameTree, writePgn, type TemplateResult } from './deps.js';
import type { Parts, Viewer, ViewerHost } from '../lazy.js';
import type { Arrow, Highlight } from '../parse.js';
import { TreeLine } from './tree-line.js';
import { DrawController } from './drawing.js';
import { KeysController } from './keys.js';
import { MenuController } from './menu.js';
import { moveList } from './movelist.js';
import { clocks, gameHeader, gamePicker, hasPlayers, playerBar } from './players.js';
import { viewerStyles } from './styles.js';

export function createViewer(h: ViewerHost): Viewer {
  const state = h.game.state;
  const line = (): TreeLine | null => (state.tree instanceof TreeLine ? state.tree : null);
  /** Runs a step of the tree's line with the core's events and words. */
  const step = (fn: (t: TreeLine) => boolean) => {
    const t = line();
    return !!t && h.game.step(() => fn(t));
  };
  const draw = new DrawController(h.host, (x, y) => h.squareAt(x, y));
  const keys = new KeysController(h.host, {
    goTo: (to) => h.goTo(to),
    enter: () => step((t) => t.enter()),
    leave: () => step((t) => t.leave()),
    root: () => h.root(),
  });
  const menu = new MenuController(h.host, {
    flip: () => h.flip(),
    fen: () => h.fen(),
    pgn: () => h.pgn(),
    svg: () => {
      const n = line()?.node;
      const p = h.picture()!;
      return drawBoard({ ...p, title: n ? `Position after ${n.token.spokenLabel} ${n.san}` : 'Position', idPrefix: 'p' });
    },
    squares: () => state.view() ?? { width: 8, height: 8 },
    playHref: () => h.playHref(),
    say: (text) => h.announcer.say(text),
    root: () => h.root(),
  });
  // The viewer's styles join the element's (a shadow root without adoptable sheets gets a <style>).
  const root = h.root();
  if (root instanceof ShadowRoot && 'adoptedStyleSheets' in root && viewerStyles.styleSheet) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, viewerStyles.styleSheet];
  } else {
    const style = document.createElement('style');
    style.textContent = viewerStyles.cssText;
    root.append(style);
  }

  /** The shown move's shapes (or the start's) and the reader's, by square name. */
  const named = (): Array<{ from: string; to?: string; color: string }> => {
    const t = line();
    const g = state.game;
    if (!g) return [];
    const drawn = draw.current ? [...draw.shapes, draw.current] : draw.shapes;
    return [
      ...(t ? (t.node ? t.node.shapes : t.tree.shapes) : []),
      ...drawn.map((d) => (d.to === undefined ? { from: nameOf(g, d.from), color: d.color } : { from: nameOf(g, d.from), to: nameOf(g, d.to), color: d.color })),
    ];
  };

  return {
    upgrade() {
      // View mode: the game read (while its line is unchanged) or the line, as a tree; the ply stays.
      if (h.mode() !== 'view' || !state.record || state.tree) return;
      state.tree = new TreeLine(state, state.readTree() ?? readGameTree(writePgn(state.record)));
    },
    shapes() {
      const g = state.game!;
      const arrows: Arrow[] = [];
      const highlights: Highlight[] = [];
      for (const s of named()) {
        if (s.to === undefined) highlights.push({ square: indexOf(g, s.from), color: s.color });
        else arrows.push({ from: indexOf(g, s.from), to: indexOf(g, s.to), color: s.color });
      }
      return { arrows, highlights };
    },
    shapeList: () => named().filter((s) => s !== draw.current),
    down: (e) => draw.down(e),
    clear: () => draw.clear(),
    layout(parts: Parts): TemplateResult {
      const t = line();
      const tree = t?.tree ?? null;
      const view = state.view()!;
      const list = h.moveList();
      const end = tree ? (tree.children.length ? state.line.length : null) : state.line.length || null;
      const go = (to: string) => h.goTo(to);
      const key = t ? keys.key : lineKeys(go);
      const side =
        end !== null && list !== 'none'
          ? html`<div class="side">${tree
              ? html`${gameHeader(tree.tags)}${moveList({
                  variant: view.variant,
                  moves: tree.children,
                  comments: tree.comments,
                  path: state.path,
                  result: tree.result !== '*' ? tree.result : null,
                  own: (p) => t!.own(p),
                  click: keys.click,
                  key,
                })}`
              : lineList({ tokens: historyTokens(state.record!), ply: state.ply, hidden: h.game.hidden(), goto: (n) => h.game.goto(n), key })}</div>`
          : nothing;
      const players = tree && hasPlayers(tree, t!.nodes) ? clocks(t!.nodes, state.ply) : null;
      const bar = (color: 'white' | 'black') => (players ? playerBar(color, tree!.tags, players[color], view.controller === color && !view.status.over) : nothing);
      const [top, bottom] = h.flipped() ? (['white', 'black'] as const) : (['black', 'white'] as const);
      const extra = html`${t?.hasOwn ? html`<button type="button" class="discard" @click=${() => h.game.step(() => t.discard(), true)}>Discard your moves</button>` : nothing}${h.menu() ? menu.template() : nothing}`;
      const bottomBar = end !== null || h.menu() ? nav({ ply: state.ply, end, go, key, extra }) : nothing;
      return html`${tree ? gamePicker(h.game.games, h.gameIndex(), h.pick) : nothing}<div class="view ${list}">
        <div class="main">${bar(top)}${parts.status}${parts.placement}${parts.board}${bar(bottom)}${parts.below}${bottomBar}${parts.input}</div>${side}
      </div>`;
    },
  };
}
