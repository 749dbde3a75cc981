/**
 * The move list: every move of the game as a button (any one shows its position), with its number, its
 * NAGs as glyphs, its comments, the Oh No! take-backs around it struck through (R8), and the
 * variations after the move they replace — the main line's as blocks, deeper ones inline in
 * parentheses, to any depth. One tab stop (the shown move's button); the keys are the viewer's.
 * Numbers and glyphs are the engine's (each move's spokenLabel, its glyphs): a number is printed before
 * White's moves and wherever something printed interrupts the line, as in books.
 */
import { html, nothing, type GameTreeNode, type TemplateResult } from '../live/viewer-deps.js';
import { evalText } from '@berserker-chess/engine';
import { isPlacement, moveLabel } from './speech.js';
import type { Words } from '../messages/en.js';

export interface MoveListView {
  readonly variant: string;
  /** The board's words. */
  readonly t: Words;
  /** The first moves: [0] is the main line, the rest are variations of it. */
  readonly moves: readonly GameTreeNode[];
  /** The game's opening comments. */
  readonly comments: readonly string[];
  /** The shown move's path ('' at the start). */
  readonly path: string;
  /** Leading plies whose move stays hidden (Game of Pawns' first move while Black chooses, C7). */
  readonly hidden: number;
  /** The result, shown after the moves (null: none). */
  readonly result: string | null;
  /** Is the move at `path` the reader's own? */
  own(path: string): boolean;
  /** A click in the list (on a move: show it). */
  click(e: Event): void;
  key(e: KeyboardEvent): void;
}

export function moveList(v: MoveListView): TemplateResult {
  const stop = v.path || v.moves[0]?.path;
  const comment = (text: string) => html`<span class="cm" aria-hidden="true">${text}</span>`;
  const w = v.t;
  // The SAN shown, the words around it for screen readers only: the sentence split where the move goes.
  const struck = (san: string, after: boolean) => {
    const [before = '', rest = ''] = w(after ? 'viewer.then' : 'viewer.replacing', { san: '\0' }).split('\0');
    return html`<del class="tb" title=${w('viewer.takenBack')}><span class="sr">${before}</span>${san}<span class="sr">${rest}</span></del>`;
  };
  /**
   * A move: its comments before, its button (the number when the move is White's or when something was
   * printed since the move before — a comment, a take-back, variations — as in print), its comments after
   * and the Oh No! take-backs beside it.
   */
  const move = (n: GameTreeNode, brk: boolean) => {
    const own = v.own(n.path);
    const hidden = n.ply <= v.hidden;
    const cls = `${own ? 'own ' : ''}${isPlacement(n.move) ? 'pl ' : ''}${n.nags.length ? `n${n.nags[0]}` : ''}`;
    const num = n.move.color === 'white' || brk || n.commentsBefore.length ? n.token.spokenLabel : '';
    return html`${n.commentsBefore.map(comment)}<button type="button" part="move" class=${cls} data-path=${n.path} tabindex=${n.path === stop ? 0 : -1} aria-current=${n.path === v.path ? 'step' : nothing} aria-label=${hidden ? w('viewer.hiddenMove', { label: n.token.spokenLabel }) : moveLabel(w, v.variant, n, own)}>${num ? html`<span class="num">${num}</span>` : nothing}${hidden ? '?' : n.san}${n.glyphs.length ? html`<span class="g">${n.glyphs.join('')}</span>` : nothing}${evaluation(n)}</button>${n.retracted ? struck(n.retracted.san, false) : nothing}${n.comments.map(comment)}${n.retractedAfter ? struck(n.retractedAfter.san, true) : nothing}`;
  };
  /** The move's `[%eval]`, small, after it (the engine reads it; one it cannot read shows nothing). */
  const evaluation = (n: GameTreeNode) => {
    const e = n.eval === null ? null : evalText(n.eval);
    return e ? html`<span class="ev">${e.text}</span>` : nothing;
  };
  /** Was something printed after the move (so the next one shows its number)? */
  const after = (n: GameTreeNode) => !!(n.comments.length || n.retracted || n.retractedAfter);
  /** A variation from its first move, inline: its own variations in parentheses. */
  const inline = (start: GameTreeNode): TemplateResult[] => {
    const out: TemplateResult[] = [];
    let alternatives: readonly GameTreeNode[] = [];
    let brk = true;
    for (let n: GameTreeNode | undefined = start; n; n = n.children[0]) {
      out.push(move(n, brk));
      for (const a of alternatives) out.push(html`<span class="sub">(${inline(a)})</span>`);
      brk = after(n) || alternatives.length > 0;
      alternatives = n.children.slice(1);
    }
    return out;
  };
  const items: TemplateResult[] = [];
  let alternatives = v.moves.slice(1);
  let brk = true;
  for (let n: GameTreeNode | undefined = v.moves[0]; n; n = n.children[0]) {
    items.push(html`<li>${move(n, brk)}${alternatives.length ? html`<div class="vars">${alternatives.map((a) => html`<div class="var" role="group" aria-label=${w('viewer.variation')}>${inline(a)}</div>`)}</div>` : nothing}</li>`);
    brk = after(n) || alternatives.length > 0;
    alternatives = n.children.slice(1);
  }
  return html`${v.comments.map((c) => html`<p class="cm">${c}</p>`)}
    <ol class="moves" part="moves" aria-label=${w('viewer.moves')} @click=${v.click} @keydown=${v.key}>${items}</ol>
    ${v.result ? html`<p class="res">${w('viewer.result', { result: v.result })}</p>` : nothing}`;
}
