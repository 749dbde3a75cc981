/**
 * The still board: what a <berserker-board> shows before it is live (live/), without the engine.
 *
 * - A board with a static picture inside it (the site's fallbacks, the build-time renderer's SVG, an
 *   image) shows the page's content inside it as is, through a slot: the element attaching changes
 *   nothing on screen, so there is no flash and no layout shift. It goes live when the reader reaches
 *   for it (a press, focus, a key) or a script asks for its game.
 * - A bare diagram (view mode, a `fen` or the start position, no moves) is drawn from the FEN's
 *   placement by the engine's rules-free reader (readDiagram) with the shared renderer, the same
 *   picture the live board draws; it goes live once it has been seen, in idle time.
 * - Anything else (moves, a PGN, play and puzzle modes, a bad attribute) needs the engine to show the
 *   right thing, or to say what is wrong: the board goes live at once.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { readDiagram, type DiagramView } from '@berserker-chess/engine/diagram';
import { CHOICES, choice, type ChoiceName } from './attributes.js';
import { parseArrows, parseHighlights } from './parse.js';
import type { Picture, StillInputs, StillPlan } from '../types.js';

/** What makes the page's content inside the element a picture of the board. */
const PICTURE = 'svg, img, picture, canvas';

/**
 * Does the page hold a picture of the board inside the element (the site's fallback, the renderer's
 * SVG, an image), to show until the board is live? Text alone ("Loading…", a line of moves) is not one:
 * the board draws itself instead. The caption (`slot="caption"`) does not count.
 */
export function hasOwnContent(host: Element): boolean {
  for (const n of host.children) {
    if (!n.hasAttribute('slot') && (n.matches(PICTURE) || n.querySelector(PICTURE))) return true;
  }
  return false;
}

/** Are the element's enumerated attributes all good (a bad one is the live board's to report)? */
function choicesGood(inputs: StillInputs): boolean {
  const values: Record<ChoiceName, string> = { mode: inputs.mode, orientation: inputs.orientation, theme: inputs.theme, player: inputs.player, 'move-list': inputs.moveList };
  return (Object.keys(CHOICES) as ChoiceName[]).every((k) => (CHOICES[k] as readonly string[]).includes(String(values[k])));
}

/**
 * Is it a board to look at that a still picture can stand for until it is live: good attributes, view
 * mode, no PGN, ply or selected square, no `show-moves` or menu? (Its moves, if any, are the caller's.)
 */
export function pictureOnly(inputs: StillInputs): boolean {
  return choicesGood(inputs) && choice('mode', inputs.mode) === 'view' && !inputs.game && !inputs.showMoves && !inputs.menu;
}

/**
 * What the still board can show for these inputs; null when the board must go live to show them.
 * `content`: the page's own content may be shown (it has some, and no input changed since the element
 * was connected, so it still pictures what the inputs say).
 */
export function stillPlan(inputs: StillInputs, content: boolean): StillPlan | null {
  if (!choicesGood(inputs)) return null;
  if (content) return { kind: 'content' };
  if (!pictureOnly(inputs) || inputs.moves?.trim()) return null;
  const diagram = readDiagram(inputs.variant ?? 'berserker', inputs.fen || undefined);
  return diagram && diagramPlan(diagram, inputs);
}

/** A diagram's plan with the author's arrows and highlights, or null when one of them is bad. */
export function diagramPlan(diagram: DiagramView, inputs: StillInputs): Extract<StillPlan, { kind: 'diagram' }> | null {
  try {
    return { kind: 'diagram', diagram, arrows: parseArrows(inputs.arrows ?? '', diagram), highlights: parseHighlights(inputs.highlights ?? '', diagram) };
  } catch {
    return null;
  }
}

/** The picture of a still diagram, as the live board would draw the same position (paint.ts). */
export function stillPicture(plan: Extract<StillPlan, { kind: 'diagram' }>, inputs: StillInputs, dark: boolean): Picture {
  const d = plan.diagram;
  return {
    width: d.width,
    height: d.height,
    pieces: d.pieces.map((p) => ({ square: p.index, letter: p.letter, color: p.color })),
    orientation: choice('orientation', inputs.orientation),
    coordinates: inputs.coordinates,
    theme: dark ? 'dark' : 'light',
    title: 'board',
    idPrefix: 'b',
    selected: -1,
    markers: [],
    arrows: plan.arrows,
    highlights: plan.highlights,
    ...(plan.end?.lastMove ? { lastMove: [...plan.end.lastMove] as [number, number] } : {}),
    ...(plan.end?.check.length ? { check: [...plan.end.check] } : {}),
  };
}

/**
 * The still board's template. The page's content shows through the default slot; a diagram gets the
 * live board's status line (its turn; the words come with the live board) and board box, so going live
 * moves nothing. Either is one tab stop named like the live board, so a keyboard reaches it (and wakes it).
 * `failed`: why the live code could not be loaded, said in the status line.
 */
export function stillTemplate(plan: StillPlan, label: string, failed: string | null): TemplateResult {
  // The caption comes after the page's content, as it does before the element runs.
  if (plan.kind === 'content') return html`<div class="still" tabindex="0" role="group" aria-label=${label}><slot></slot></div><slot name="caption"></slot>`;
  const d = plan.diagram;
  return html`<div class="status" part="status"><span class="dot ${d.turn}"></span><span>${failed ?? ''}</span></div>
    <div class="board still" part="board" tabindex="0" role="img" aria-label=${label} .style=${`aspect-ratio:${d.width}/${d.height}`}><div class="svg"></div></div>${nothing}`;
}
