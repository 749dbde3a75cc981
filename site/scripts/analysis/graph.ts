/**
 * The evaluation graph under the board: one point per main-line move that has an evaluation ([%eval],
 * written by the review or by the PGN's author), White's share as the evaluation bar draws it, the
 * moves marked ?!, ? and ?? as dots, the move shown as a line. One control for every reader: a click
 * goes to the nearest move; as a slider (one tab stop) ←/→, Home/End go from move to move, and each
 * point's facts are its value text ("12… Nf6: −1.5, blunder").
 */
import { evalText, mainline, type GameTree } from '@berserker-chess/engine';
import type { Locale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';
import { whiteShare } from './lines';
import { analysisWords } from './words';

export interface GraphPoint {
  readonly path: string;
  /** White's share, 0–100. */
  readonly share: number;
  /** The move's words: "12… Nf6: −1.5, blunder". */
  readonly words: string;
  /** A review mark (2 ?, 4 ??, 6 ?!) or null. */
  readonly mark: number | null;
}

const MARKS = [4, 2, 6];

/** The main line's points (moves without an evaluation are left out); [] when none has one. Words in `locale` (the page's). */
export function graphPoints(tree: GameTree, locale: Locale = pageLocale()): GraphPoint[] {
  const w = analysisWords(locale);
  const out: GraphPoint[] = [];
  for (const node of mainline(tree)) {
    const e = node.eval === null ? null : evalText(node.eval);
    if (!e) continue;
    const mate = Number.isFinite(e.pawns) ? null : e.pawns > 0 ? 1 : -1;
    const mark = MARKS.find((m) => node.nags.includes(m)) ?? null;
    out.push({
      path: node.path,
      share: whiteShare({ whiteScore: Number.isFinite(e.pawns) ? e.pawns * 100 : 0, mate }),
      words: `${node.token.spokenLabel} ${node.san}: ${e.text}${mark ? `, ${w.nagName(mark)}` : ''}`,
      mark,
    });
  }
  return out;
}

const W = 600;
const H = 100;
const SVG = 'http://www.w3.org/2000/svg';
/** Points 6 units in from the ends, so a mark on the first or last move is drawn whole. */
const x = (i: number, n: number): number => (n <= 1 ? W / 2 : 6 + (i / (n - 1)) * (W - 12));
const y = (share: number): number => H - share;

function el(name: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

export class EvalGraph {
  private points: GraphPoint[] = [];
  private current = -1;

  constructor(
    private readonly root: HTMLElement,
    private readonly goTo: (path: string) => void,
  ) {
    root.addEventListener('click', (e) => {
      if (this.points.length === 0) return;
      const r = root.getBoundingClientRect();
      const i = Math.round(((e.clientX - r.left) / Math.max(1, r.width)) * (this.points.length - 1));
      this.go(Math.max(0, Math.min(this.points.length - 1, i)));
    });
    root.addEventListener('keydown', (e) => {
      const n = this.points.length;
      if (n === 0) return;
      const to = { ArrowLeft: this.current - 1, ArrowDown: this.current - 1, ArrowRight: this.current + 1, ArrowUp: this.current + 1, Home: 0, End: n - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      this.go(Math.max(0, Math.min(n - 1, to < 0 && this.current < 0 ? 0 : to)));
    });
  }

  private go(i: number): void {
    const p = this.points[i];
    if (p) this.goTo(p.path);
  }

  /** Draws the game's graph with the move at `path` marked; hidden when no move has an evaluation. */
  show(tree: GameTree, path: string): void {
    this.points = graphPoints(tree);
    const n = this.points.length;
    this.root.hidden = n === 0;
    if (n === 0) return;
    this.current = this.points.findIndex((p) => p.path === path);
    const svg = el('svg', { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', 'aria-hidden': 'true', focusable: 'false', class: 'analysis-graph-svg' });
    const line = this.points.map((p, i) => `${x(i, n).toFixed(1)},${y(p.share).toFixed(1)}`).join(' ');
    svg.append(
      el('rect', { x: 0, y: 0, width: W, height: H, class: 'graph-black' }),
      el('polygon', { points: `0,${H} ${line} ${W},${H}`, class: 'graph-white' }),
      el('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: 'graph-mid' }),
      el('polyline', { points: line, class: 'graph-line' }),
    );
    this.points.forEach((p, i) => {
      if (p.mark) svg.append(el('circle', { cx: x(i, n), cy: y(p.share), r: 3.5, class: `graph-mark graph-mark-${p.mark}` }));
    });
    if (this.current >= 0) svg.append(el('line', { x1: x(this.current, n), y1: 0, x2: x(this.current, n), y2: H, class: 'graph-now' }));
    this.root.replaceChildren(svg);
    this.root.setAttribute('aria-valuemin', '1');
    this.root.setAttribute('aria-valuemax', String(n));
    this.root.setAttribute('aria-valuenow', String(Math.max(1, this.current + 1)));
    this.root.setAttribute('aria-valuetext', this.current >= 0 ? this.points[this.current]!.words : analysisWords().review.notOnGraph);
  }
}
