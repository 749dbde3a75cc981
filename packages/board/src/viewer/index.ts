/**
 * The annotated-game viewer, loaded on demand (live/viewer-loader.ts): in view mode the game becomes a tree
 * (TreeLine) the reader steps through — variations, comments, NAG glyphs, `[%cal]`/`[%csl]` shapes,
 * `[%clk]` clocks beside the players, the header, the game picker, Oh No! take-backs struck through —
 * and may add to (their own moves, discarded with one click; with `annotate` the game's, and their
 * drawing at a move the move's shapes), each change of the tree fired as `tree-change`; in every mode it
 * lays the board out with the move list beside or below it (`move-list`), and brings the reader's
 * drawing (right button) and the menu.
 */
import { html, nothing, makeRules, drawBoard, fire, indexOf, nameOf, readGameTree, writeGameTree, writePgn, addStyles, type TemplateResult } from '../live/viewer-deps.js';
import type { GameTree } from '../live/viewer-deps.js';
import type { Arrow, Highlight, Parts, Viewer, ViewerHost } from '../types.js';
import { parsePgnPrefix } from '@berserker-chess/engine';
import { TreeLine } from './tree-line.js';
import { MoveAnimation } from './animation.js';
import { lineKeys, nav } from './notation.js';
import { ReaderDrawing, type Drawn } from './reader-drawing.js';
import { analysisBase, pageLink } from './links.js';
import { KeysController } from './keys.js';
import { MenuController } from './menu.js';
import { moveList } from './movelist.js';
import { clocks, gameHeader, gamePicker, hasPlayers, playerBar } from './players.js';
import { viewerStyles } from './styles.js';

export function createViewer(h: ViewerHost): Viewer {
  const el = h.host;
  const state = h.game.state;
  const root = el.renderRoot as ShadowRoot;
  const line = (): TreeLine | null => (state.tree instanceof TreeLine ? state.tree : null);
  /** Runs a step of the tree's line with the live board's events and words. */
  const step = (fn: (t: TreeLine) => boolean) => {
    const t = line();
    return !!t && h.game.step(() => fn(t));
  };
  // A PGN is read as far as it can be: a text with a syntax error shows its moves up to the error.
  h.game.read = parsePgnPrefix;
  if (el.errors.some((e) => e.attribute === 'pgn' && e.code === 'ERR_PGN')) h.source().invalidate();
  new MoveAnimation(el, {
    queued: h.queued,
    reducedMotion: h.reducedMotion,
    root: () => root,
    shape: () => state.view(),
    flipped: h.flipped,
    index: (name) => (state.game ? indexOf(state.game, name) : -1),
  });
  /** With `annotate`, a shape drawn at a move is the move's: the same one again (same colour) removes it. */
  const keep = (d: Drawn): boolean => {
    const t = line();
    const g = state.game;
    if (!el.annotate || !t?.node || !g) return false;
    const from = nameOf(g, d.from);
    const to = d.to === undefined ? undefined : nameOf(g, d.to);
    const old = t.node.shapes;
    const shapes = old.filter((s) => s.from !== from || s.to !== to);
    if (!old.some((s) => s.from === from && s.to === to && s.color === d.color)) shapes.push(to === undefined ? { from, color: d.color } : { from, to, color: d.color });
    return t.setShapes(shapes);
  };
  const draw = new ReaderDrawing(h.host, (x, y) => h.squareAt(x, y), keep);
  const keys = new KeysController(h.host, {
    goTo: (to) => el.goTo(to),
    enter: () => step((t) => t.enter()),
    leave: () => step((t) => t.leave()),
    root: () => root,
  });
  const menu = new MenuController(h.host, {
    flip: () => el.flip(),
    fen: () => el.fen,
    pgn: () => el.pgn,
    svg: () => {
      const n = line()?.node;
      const p = h.painter().picture!;
      return drawBoard({ ...p, title: n ? h.t('viewer.positionAfter', { move: `${n.token.spokenLabel} ${n.san}` }) : h.t('viewer.position'), idPrefix: 'p' });
    },
    squares: () => state.view() ?? { width: 8, height: 8 },
    playHref: () =>
      pageLink(el.playUrl || '/play/', (url) => {
        const v = state.game!.variant;
        url.searchParams.set('variant', v.id);
        const rules = v.rules ? makeRules(v.rules) : '';
        if (rules) url.searchParams.set('rules', rules);
        url.searchParams.set('fen', el.fen);
      }),
    analysisHref: () => {
      // `analysis-url=""` draws no item; without the attribute, the Play page's sibling.
      const base = el.analysisUrl ?? analysisBase(el.playUrl);
      const t = line();
      const v = state.game!.variant;
      const rules = v.rules ? makeRules(v.rules) : '';
      const e = encodeURIComponent;
      const hash = (t ? t.tree.children.length : state.line.length)
        ? `pgn=${e(el.pgn)}&path=${e(state.path)}`
        : `variant=${e(v.id)}&fen=${e(el.fen)}${rules ? `&rules=${e(rules)}` : ''}`;
      return base ? pageLink(base, (url) => (url.hash = hash)) : null;
    },
    say: (text) => h.announcer.say(text),
    root: () => root,
    t: h.t,
  });
  // The viewer's styles join the element's.
  addStyles(root, viewerStyles);

  /** Outside view mode the line as a tree (read again when the line changes), for the move list. */
  let read: { key: string; tree: GameTree } | null = null;
  const lineTree = (): GameTree => {
    const r = state.record!;
    const key = `${r.history.map((m) => m.san).join()} ${r.takeBackLog.length}`;
    if (read?.key !== key) read = { key, tree: readGameTree(state.pgn()) };
    return read.tree;
  };

  /** Shows the move at `path` (the tree's; outside view mode the line's, '0.0.0'), with the events (`step`) or quietly. */
  const go = (path: string, step: boolean): boolean => {
    const t = line();
    if (t) return step ? h.game.step(() => t.goto(path)) : t.goto(path);
    // Outside view mode the line counts as a main line: its moves are at 0, 0.0, 0.0.0 …
    const plies = path ? path.split('.').length : 0;
    const ok = (!path || /^0(\.0)*$/.test(path)) && plies <= state.line.length;
    if (ok) (step ? h.game : state).goto(plies);
    return ok;
  };

  /** The shown move's shapes (or the start's) and the reader's, by square name. */
  const named = (drawing: boolean): Array<{ from: string; to?: string; color: string }> => {
    const t = line();
    const g = state.game;
    if (!g) return [];
    const drawn = drawing && draw.current ? [...draw.shapes, draw.current] : draw.shapes;
    return [
      ...(t ? (t.node ? t.node.shapes : t.tree.shapes) : []),
      ...drawn.map((d) => (d.to === undefined ? { from: nameOf(g, d.from), color: d.color } : { from: nameOf(g, d.from), to: nameOf(g, d.to), color: d.color })),
    ];
  };

  return {
    upgrade() {
      const wanted = state.wanted;
      state.wanted = null;
      keys.hold();
      if (!state.record) return;
      // View mode: the game read (while its line is unchanged) or the line, as a tree; the ply stays.
      if (h.mode() === 'view' && !state.tree) {
        const tree = state.readTree() ?? readGameTree(writePgn(state.record));
        state.tree = new TreeLine(state, tree, {
          annotating: () => el.annotate,
          changed(reason) {
            const t = line()!;
            const changed = t.tree;
            let pgn: string | undefined;
            // The PGN is written when a listener reads it.
            fire(el, 'tree-change', { get pgn() { return (pgn ??= writeGameTree(changed)); }, path: t.path, reason });
          },
        });
        h.readProblems(tree.problems);
      }
      // The move setPgn asked for, shown as the game is (no events: the page loaded it).
      if (wanted !== null && !go(wanted, false)) fire(el, 'error', { attribute: null, method: 'setPgn', message: `no move at "${wanted.slice(0, 40)}"`, code: 'ERR_ARGS' });
    },
    shapes() {
      const g = state.game!;
      const arrows: Arrow[] = [];
      const highlights: Highlight[] = [];
      for (const s of named(true)) {
        if (s.to === undefined) highlights.push({ square: indexOf(g, s.from), color: s.color });
        else arrows.push({ from: indexOf(g, s.from), to: indexOf(g, s.to), color: s.color });
      }
      return { arrows, highlights };
    },
    shapeList: () => named(false),
    goTo: (path) => go(path, true),
    down: (e) => draw.down(e),
    clear: () => draw.clear(),
    layout(parts: Parts): TemplateResult {
      const t = line();
      const tree = t?.tree ?? null;
      const view = state.view()!;
      // `auto` puts the list beside the board of a game viewer (view mode) when there is room; a board to
      // play on keeps it below, where it has always been.
      const list = ['right', 'bottom', 'none'].includes(el.moveList) ? el.moveList : h.mode() === 'view' ? 'auto' : 'bottom';
      // A game to annotate has its list and step buttons from its start, before the reader's first move.
      const end = state.line.length || (tree?.children.length || (tree && el.annotate) ? 0 : null);
      const go = (to: string) => el.goTo(to);
      const key = t ? keys.key : lineKeys(go);
      const shown = tree ?? (end ? lineTree() : null);
      // A list to show: moves, or a PGN's header and comments (a bare diagram's tree has none of them).
      const side =
        shown && list !== 'none' && (end !== null || h.game.games.length)
          ? html`<div class="side">${tree ? gameHeader(h.t, tree.tags) : nothing}${moveList({
              t: h.t,
              variant: view.variant,
              moves: shown.children,
              comments: shown.comments,
              path: state.path,
              hidden: h.game.hidden(),
              result: shown.result !== '*' ? shown.result : null,
              own: (p) => !!t?.own(p),
              click: keys.click,
              key,
            })}</div>`
          : nothing;
      const players = tree && hasPlayers(tree, t!.nodes) ? clocks(t!.nodes, state.ply) : null;
      const bar = (color: 'white' | 'black') => (players ? playerBar(h.t, color, tree!.tags, players[color], view.controller === color && !view.status.over) : nothing);
      const [top, bottom] = h.flipped() ? (['white', 'black'] as const) : (['black', 'white'] as const);
      const extra = html`${t?.hasOwn ? html`<button type="button" class="discard" @click=${() => h.game.step(() => t.discard(), true)}>${h.t('viewer.discard')}</button>` : nothing}${el.menu ? menu.template() : nothing}`;
      const bottomBar = end !== null || el.menu ? nav({ ply: state.ply, end, go, key, extra, t: h.t }) : nothing;
      // Without a list (a diagram) the board keeps the whole width: no column is kept for it.
      return html`${tree ? gamePicker(h.game.games, h.source().game, (i) => h.source().pick(i)) : nothing}<div class="view ${side === nothing ? 'none' : list}">
        <div class="main">${bar(top)}${parts.status}${parts.board}${bar(bottom)}${parts.placement}${parts.below}${bottomBar}${parts.input}</div>${side}
      </div>`;
    },
  };
}
