/**
 * The still board: what a <berserker-board> shows before it is live (live/), without the engine.
 *
 * - A board with a static picture inside it (the site's fallbacks, the build-time renderer's SVG, an
 *   image) shows the page's content inside it as is, through a slot: the element attaching changes
 *   nothing on screen, so there is no flash and no layout shift. It goes live when the reader reaches
 *   for it (a press, focus, a key) or a script asks for its game.
 * - A bare diagram (view mode, a `fen` or the start position, no moves) is drawn from the FEN's
 *   placement by the engine's rules-free reader (readDiagram) with the shared renderer, the same
 *   picture the live board draws. It stays still until the reader reaches for it (a press, the pointer
 *   coming over it, focus) or a script asks for its game: a page of diagrams loads nothing more.
 * - A game to step through (view mode, moves or a PGN) is drawn in its frame (game-frame.ts): the board
 *   at once — the start position, read from the `fen` attribute or the PGN's tags (readPgnDiagram), when
 *   the game opens there (`ply="0"`), the squares alone while the position it opens at needs the engine —
 *   with the places of the step buttons and the move list kept. It goes live at once, the live file and
 *   the viewer fetched side by side.
 * - Anything else (play and puzzle modes, a bad attribute) needs the engine to show the right thing, or
 *   to say what is wrong: the board goes live at once.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { pgnHeadTags, readDiagram, readPgnDiagram, type DiagramView } from '@berserker-chess/engine/diagram';
import { CHOICES, choice, type ChoiceName } from './attributes.js';
import { parseArrows, parseHighlights } from './parse.js';
import { gameFrame, listPlace, namesPlayers } from './game-frame.js';
import type { Arrow, Highlight, MovesEnd, Picture, StillInputs, StillPlan } from '../types.js';

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
  const values: Record<ChoiceName, string> = { mode: inputs.mode, orientation: inputs.orientation, theme: inputs.theme, player: inputs.player, 'move-list': inputs.moveList, refutation: inputs.refutation };
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
 * was connected, so it still pictures what the inputs say). `end`: what the live code, when it is here,
 * read of the end of the board's `moves` (live/final-position.ts): null when it could not.
 */
export function stillPlan(inputs: StillInputs, content: boolean, end?: MovesEnd | null): StillPlan | null {
  if (!choicesGood(inputs)) return null;
  if (content) return { kind: 'content' };
  if (isGame(inputs)) return gamePlan(inputs, end);
  if (!pictureOnly(inputs) || inputs.moves?.trim()) return null;
  const diagram = readDiagram(inputs.variant ?? 'berserker', inputs.fen || undefined);
  const drawn = diagram && authorDrawings(diagram, inputs);
  return drawn && { kind: 'diagram', diagram, ...drawn };
}

/** A game to step through: view mode, moves or a PGN, no teaching markers (the attributes good). */
const isGame = (inputs: StillInputs): boolean =>
  choice('mode', inputs.mode) === 'view' && !inputs.showMoves && !!(inputs.pgn.trim() || inputs.moves?.trim());

/**
 * A game's plan: its frame, and its board with the start position when the game opens there (`ply`
 * 0), the end of its moves when that is known, else the squares alone. Null when only the engine can say
 * what the game is (a [Variant] or FEN the rules-free reader cannot read, `moves` the live code could
 * not play) or an author's drawing is bad.
 */
function gamePlan(inputs: StillInputs, end: MovesEnd | null | undefined): StillPlan | null {
  const pgn = inputs.pgn.trim();
  if (end === null && !pgn && inputs.ply === null) return null;
  const variant = inputs.variant ?? 'berserker';
  const fen = inputs.fen || undefined;
  const start = pgn ? readPgnDiagram(pgn, inputs.variantGiven ? variant : undefined, fen) : readDiagram(variant, fen);
  if (!start) return null;
  const opensAtStart = inputs.ply === 0;
  const diagram = opensAtStart || !end ? start : end.diagram;
  const drawn = authorDrawings(diagram, inputs);
  return drawn && {
    kind: 'game',
    frame: { list: listPlace(inputs.moveList), players: namesPlayers(pgnHeadTags(pgn)) },
    diagram,
    empty: !opensAtStart && !end,
    ...drawn,
    ...(end && !opensAtStart ? { end } : {}),
  };
}

/** Does the still board show a position (a diagram, or a game's board with its pieces), not its squares alone? */
export function positionShown(plan: StillPlan): plan is Extract<StillPlan, { kind: 'diagram' | 'game' }> {
  return plan.kind === 'diagram' || (plan.kind === 'game' && !plan.empty);
}

/** The author's arrows and highlights on a diagram's board, or null when one of them is bad. */
function authorDrawings(diagram: DiagramView, inputs: StillInputs): { arrows: Arrow[]; highlights: Highlight[] } | null {
  try {
    return { arrows: parseArrows(inputs.arrows ?? '', diagram), highlights: parseHighlights(inputs.highlights ?? '', diagram) };
  } catch {
    return null;
  }
}

/** The picture of a still diagram or game, as the live board would draw the same position (paint.ts). */
export function stillPicture(plan: Extract<StillPlan, { kind: 'diagram' | 'game' }>, inputs: StillInputs, dark: boolean): Picture {
  const d = plan.diagram;
  const end = plan.kind === 'game' ? plan.end : undefined;
  return {
    width: d.width,
    height: d.height,
    pieces: positionShown(plan) ? d.pieces.map((p) => ({ square: p.index, letter: p.letter, color: p.color })) : [],
    orientation: choice('orientation', inputs.orientation),
    coordinates: inputs.coordinates,
    theme: dark ? 'dark' : 'light',
    title: 'board',
    idPrefix: 'b',
    selected: -1,
    markers: [],
    arrows: plan.arrows,
    highlights: plan.highlights,
    ...(end?.lastMove ? { lastMove: [...end.lastMove] as [number, number] } : {}),
    ...(end?.check.length ? { check: [...end.check] } : {}),
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
  // A game opening at a position not drawn yet has no side to move to show: its dot waits too.
  const status = html`<div class="status" part="status">${positionShown(plan) ? html`<span class="dot ${d.turn}"></span>` : nothing}<span>${failed ?? ''}</span></div>`;
  const board = html`<div class="board still" part="board" tabindex="0" role="img" aria-label=${label} .style=${`aspect-ratio:${d.width}/${d.height}`}><div class="svg"></div></div>`;
  return plan.kind === 'game' ? gameFrame(plan.frame, { status, board }) : html`${status}${board}`;
}
