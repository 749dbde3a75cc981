/**
 * Build-time diagrams: a diagram's description (variant, rules, start FEN, moves) is replayed with the
 * engine, and the position it reaches is drawn with the board package's DOM-free SVG renderer. The
 * result is the static fallback that sits in <berserker-board>'s light DOM (search, print, feeds and
 * readers without JavaScript see it), plus the attributes the live element gets.
 *
 * Every diagram on the site goes through `prepareDiagram`, so an illegal move or a broken FEN in the
 * content fails the build with a message naming the diagram, the ply and why (tests/diagrams.test.ts
 * replays the same descriptions without a build).
 *
 * Nothing here knows a rule: pieces, check squares, the placement squares of R5 with the reason for every
 * refused one, move numbers and the sentences under a board all come from the engine's presentation API.
 */
import {
  Game,
  boardView,
  capturePlacementChoices,
  describeOutcome,
  formatMovetext,
  historyTokens,
  makeRules,
  parseMovetext,
  parseRules,
  pieceTargets,
  pieceViews,
  pointsText,
  placementChoices,
  readGame,
  situationText,
  squareIndex,
  variantInfo,
  type MoveInfo,
  type PlacementChoices,
  type Position,
} from '@berserker-chess/engine';
import { renderBoardSvg, renderGameHtml, themeCss, type BoardPicture } from 'berserker-board/render';
import { message, type MessageKey } from 'berserker-board/messages';
import type { PlacementCaption } from './placement-caption.ts';
import { placementCaption } from './placement-notes.ts';
import { DIAGRAM_WORDS } from './diagram-words.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * The id prefix of the piece sprite every page with boards holds once (site/layouts/Base.astro,
 * renderPieceSprite): the fallbacks' pieces refer to it instead of each carrying its drawing, which
 * makes a page of diagrams a fraction of the size (/rulings/ held 41 pictures of about 22 kB each).
 */
export const PIECE_SPRITE = 'bbp';

/**
 * The static pictures are drawn in the light theme; on a dark page (the reader's choice, or the system's
 * when there is none) they take the dark theme's squares and coordinates, as the live boards do
 * (site/scripts/theme.ts gives those the page's theme).
 */
export function fallbackDarkCss(): string {
  // i18n-ignore: CSS selectors, not words
  return `${themeCss(":root[data-theme='dark'] .bb-fallback", 'dark')}@media (prefers-color-scheme: dark){${themeCss(":root:not([data-theme='light']) .bb-fallback", 'dark')}}`;
}

export interface DiagramSpec {
  /** Engine variant id; default `berserker`. */
  variant?: string;
  /** Berserker rule options, `trigger=cross; threat=owner`. */
  rules?: string;
  /** Start position (extended FEN); default the variant's start. */
  fen?: string;
  /** Moves from the start, SAN with or without move numbers: `1. e3 e5 2. Nb1=Z`. */
  moves?: string;
  /** A whole game as PGN instead of variant/rules/fen/moves (its tags decide). */
  pgn?: string;
  /** The fallback shows the position after this many plies (default: all of them). */
  ply?: number;
  orientation?: 'white' | 'black';
  /** `e2e4 g1f3` (optionally `e2e4:red`). */
  arrows?: string;
  /** `e4:red d5:green`. */
  highlights?: string;
  /** For the fallback: draw the moves of the piece on this square (like clicking it with show-moves). */
  showMovesOf?: string;
  /** Regression checks, applied at build time and in tests: the exact legal moves at the end … */
  expectLegal?: string;
  /** … and the status reason at the end (`checkmate`, `berserker-checkmate`, `ongoing`, …). */
  expectStatus?: string;
  /** Moves that must NOT be legal at the end (`O-O`, `Qd2`): a caption saying "cannot" is pinned here. */
  expectIllegal?: string;
  /** FENs the engine must refuse, separated by `|` (C8); the caption shows the engine's reason for each. */
  expectRejected?: string;
  /** Plies whose FEN the caption prints, as the engine writes it (`0 1 2`). */
  fenAt?: string;
  /** Print the moves in coordinate notation too (C14), as the engine writes them. */
  coordinateNotation?: boolean;
  /** A label naming the diagram in error messages. */
  label?: string;
  /** The page's language: the sentences under the board, the picture's description, the placement line (default English). */
  locale?: Locale;
}

/**
 * What the caption says about a placement turn, and what the picture marks: all of it read from the
 * engine's placementChoices, so a caption, a star and a cross can never disagree with the rules.
 */
export interface PlacementLine {
  /** The legal placements as the engine writes them: `Nb1=Z`, `Zf1`. */
  readonly sans: readonly string[];
  /** Starred squares (★): where the Berserker may go; for a mark, the knights that may be marked. */
  readonly stars: readonly string[];
  /** Crossed squares (✕), each with the engine's sentence saying why it is refused. */
  readonly refused: ReadonlyArray<{ readonly square: string; readonly text: string }>;
}

export interface PreparedDiagram {
  variant: string;
  variantName: string;
  rules: string;
  /** The start FEN given (or '' for the variant's start). */
  fen: string;
  /** Canonical SAN with move numbers, as the element's `moves` attribute. */
  moves: string;
  sans: string[];
  /** The FEN at the position the fallback shows. */
  fenShown: string;
  finalFen: string;
  svg: string;
  /**
   * The picture the fallback draws, as the renderer takes it, without the page's piece sprite (so it can
   * stand alone: a page's social preview card draws it, site/lib/og/).
   */
  picture: BoardPicture;
  /** The picture's description, its SVG title: the variant, the moves that lead there and the engine's sentence on the position. */
  description: string;
  /** The engine's sentence on the position shown: "White to move.", "Black places White's Berserker (release, R3).", the result. */
  situation: string;
  /** The placement turn at the position shown, as the engine explains it; null on any other turn. */
  placement: PlacementChoices | null;
  /** The caption's placement line and the picture's ★/✕ marks; null on any other turn. */
  placementLine: PlacementLine | null;
  /**
   * The placement line of the position shown (a placement turn, or the position right after a capture
   * that placed the Berserker under capture=capturer-turn), worded from the engine's choices; null otherwise.
   */
  caption: PlacementCaption | null;
  /**
   * The same for every position of the line, by the FEN the board reports there: when the reader steps
   * through the moves the caption follows the board (site/scripts/board-tools.ts).
   */
  captions: Record<string, PlacementCaption>;
  /** The `highlights` attribute for the live board: the author's, then the refused squares in red. */
  liveHighlights: string;
  /** expectRejected: each FEN with the engine's reason for refusing it. */
  rejected: ReadonlyArray<{ readonly fen: string; readonly message: string }>;
  /** fenAt: the FEN after each requested ply, with the moves that lead there. */
  fens: ReadonlyArray<{ readonly ply: number; readonly after: string; readonly fen: string }>;
  /** coordinateNotation: the moves in coordinate notation (C14). */
  coordinateMoves: readonly string[];
  /** The markers drawn on the fallback picture, by square name. */
  markers: ReadonlyArray<{ readonly square: string; readonly kind: string }>;
  width: number;
  height: number;
  /** The game is over at the end of the moves. */
  over: boolean;
}

/** The picture of a position: its pieces as the engine lists them. */
export function picturePieces(x: Game | Position): BoardPicture['pieces'] {
  return pieceViews(x).map((p) => ({ square: p.index, letter: p.letter, color: p.color }));
}

/** The caption line and marks of a placement turn, from the engine's explanation of it. */
export function placementLine(choices: PlacementChoices): PlacementLine {
  return {
    sans: choices.options.map((o) => o.san),
    stars: [...new Set(choices.options.map((o) => o.square))],
    refused: choices.refused.map((r) => ({ square: r.square, text: r.text })),
  };
}

/**
 * The placement caption of a game's current position: its placement turn, or — under
 * capture=capturer-turn — the choices the last move had when it captured and placed the Berserker.
 */
function captionOf(game: Game, history: readonly MoveInfo[], ply: number, conditionApplies: boolean, locale: Locale): PlacementCaption | null {
  const choices = placementChoices(game);
  if (choices) return placementCaption(choices, conditionApplies, undefined, locale);
  const last = ply > 0 ? history[ply - 1] : undefined;
  if (!last || last.placement === null || last.from === null) return null;
  const before = game.atPly(ply - 1);
  const alone = last.san.replace(/\/.*$/, '');
  return placementCaption(capturePlacementChoices(before, `${last.from}${last.to}`), conditionApplies, { san: alone, played: last.san }, locale);
}

/**
 * The engine's one-sentence account of a game's current position, ending with a full stop; in another
 * language the same sentence from the engine's facts (the board's colour names).
 */
function describeSituation(game: Game, locale: Locale): string {
  const status = game.status();
  if (locale === 'en') return status.over ? describeOutcome(status) : `${situationText(game, status)}.`;
  const w = DIAGRAM_WORDS[locale];
  const name = (c: 'white' | 'black') => message(locale, c);
  const of = (c: 'white' | 'black') => message(locale, `${c}.of`);
  if (status.over) {
    const o = w.outcome;
    // The reason as the board names it (its table's `reason.*`), the points as the engine writes them.
    const reason = message(locale, `reason.${status.reason ?? ''}` as MessageKey) || String(status.reason);
    const pts = pointsText;
    const score = `${pts(status.points.white)}–${pts(status.points.black)}`;
    if (!status.winner) return o.draw(reason, score);
    const p = status.points[status.winner];
    return o.win(name(status.winner), reason, o.points(pts(p), p === 1 || p === 0.5), status.reason === 'berserker-checkmate', score);
  }
  const view = boardView(game);
  const s = w.situation;
  const p = view.placement;
  if (p) return `${s[p.kind](name(p.controller), of(p.owner))}.`;
  if (!view.checks.length) return `${s.toMove(name(view.turn))}.`;
  // R6: the engine's sentence says when a placement waits for the check to end.
  return `${/\(R6\)$/.test(situationText(game, status)) ? s.inCheckWaits(name(view.turn)) : s.inCheck(name(view.turn))}.`;
}

function parsePairs(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * Replays a diagram and draws its fallback. Throws an Error naming the diagram if anything in it is
 * not legal, or if an `expect…` check fails.
 */
export function prepareDiagram(input: DiagramSpec): PreparedDiagram {
  let spec = input;
  if (input.pgn) {
    let g: Game;
    try {
      g = readGame(input.pgn).game;
    } catch (e) {
      throw new Error(`Diagram ${input.label ?? ''}: the PGN cannot be read: ${(e as Error).message}`);
    }
    spec = {
      ...input,
      variant: g.variant.id,
      rules: g.variant.rules ? makeRules(g.variant.rules) : '',
      fen: /\[FEN\s/i.test(input.pgn) ? g.startFen : '',
      moves: formatMovetext(historyTokens(g)),
    };
  }
  const variant = spec.variant ?? 'berserker';
  const rules = spec.rules?.trim() ?? '';
  const fen = spec.fen?.trim() ?? '';
  const locale = input.locale ?? 'en';
  const label = spec.label ?? `${variant}${fen ? ` from "${fen}"` : ''}${spec.moves ? ` with "${spec.moves}"` : ''}`;
  const fail = (why: string): never => {
    throw new Error(`Diagram ${label}${rules ? ` [rules ${rules}]` : ''}: ${why}`);
  };
  /** A square named by the author, as an index of this board. */
  const square = (name: string, what: string): number => {
    try {
      return squareIndex(game, name);
    } catch {
      // i18n-ignore: a build error for authors
      return fail(`${what} "${name}" is not a square of this board`);
    }
  };

  let game: Game;
  try {
    game = new Game({ variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) });
  } catch (e) {
    return fail((e as Error).message);
  }
  let written: string[] = [];
  try {
    written = spec.moves ? parseMovetext(spec.moves) : [];
  } catch (e) {
    // i18n-ignore: a build error for authors
    fail(`the moves cannot be read: ${(e as Error).message}`);
  }
  const played: MoveInfo[] = [];
  for (const san of written) {
    try {
      played.push(game.play(san));
    } catch (e) {
      fail((e as Error).message);
    }
  }
  const sans = played.map((m) => m.san);
  const tokens = historyTokens(game);
  const finalFen = game.fen();

  if (spec.expectLegal !== undefined) {
    const want = parsePairs(spec.expectLegal).sort();
    const got = game.legalMoves().map((m) => m.san).sort();
    // i18n-ignore: a build error for authors
    if (want.join(' ') !== got.join(' ')) fail(`expected the legal moves "${want.join(' ')}", the engine has "${got.join(' ')}"`);
  }
  if (spec.expectStatus !== undefined) {
    const got = game.status().reason ?? 'ongoing';
    // i18n-ignore: a build error for authors
    if (got !== spec.expectStatus) fail(`expected status ${spec.expectStatus}, the engine says ${got}`);
  }
  if (spec.expectIllegal !== undefined) {
    const legal = game.legalMoves();
    for (const san of parsePairs(spec.expectIllegal)) {
      // The engine's reader decides what the text means: a move it can read here is legal.
      const probe = new Game({ variant, ...(rules ? { rules } : {}), fen: finalFen });
      let playable = false;
      try {
        probe.play(san);
        playable = true;
      } catch {
        /* refused, as expected */
      }
      // i18n-ignore: a build error for authors
      if (playable || legal.some((m) => m.san === san)) fail(`expected "${san}" not to be legal, the engine allows it`);
    }
  }
  const rejected: Array<{ fen: string; message: string }> = [];
  for (const bad of (spec.expectRejected ?? '').split('|').map((x) => x.trim()).filter(Boolean)) {
    try {
      new Game({ variant, ...(rules ? { rules } : {}), fen: bad });
    } catch (e) {
      rejected.push({ fen: bad, message: (e as Error).message });
      continue;
    }
    // i18n-ignore: a build error for authors
    fail(`expected the engine to refuse the FEN "${bad}", it accepts it`);
  }

  // The position the fallback shows.
  const ply = spec.ply === undefined ? played.length : Math.max(0, Math.min(played.length, spec.ply));
  const shown = ply === played.length ? game : game.atPly(ply);
  const view = boardView(shown);
  const placement = placementChoices(shown);
  const line = placement ? placementLine(placement) : null;
  // R5's attack condition exists unless threat=none (then there is nothing to drop).
  const conditionApplies = game.variant.rules ? parseRules(rules || '').threat !== 'none' : true;
  const history = game.history;
  const caption = captionOf(shown, history, ply, conditionApplies, locale);
  const captions: Record<string, PlacementCaption> = {};
  for (let i = 0; i <= played.length; i++) {
    const at = i === played.length ? game : game.atPly(i);
    const c = captionOf(at, history, i, conditionApplies, locale);
    if (c && !(at.fen() in captions)) captions[at.fen()] = c;
  }
  const fens = parsePairs(spec.fenAt).map((t) => {
    const n = Number(t);
    // i18n-ignore: a build error for authors
    if (!Number.isInteger(n) || n < 0 || n > played.length) fail(`fenAt "${t}" is not a ply from 0 to ${played.length}`);
    return { ply: n, after: formatMovetext(tokens.slice(0, n)), fen: (n === played.length ? game : game.atPly(n)).fen() };
  });

  const markers: Array<{ square: string; kind: NonNullable<BoardPicture['markers']>[number]['kind'] }> = [];
  if (line) {
    for (const s of line.stars) markers.push({ square: s, kind: 'placement' });
    for (const r of line.refused) markers.push({ square: r.square, kind: 'invalid' });
  } else if (spec.showMovesOf) {
    const sq = square(spec.showMovesOf, 'showMovesOf');
    // i18n-ignore: a build error for authors
    if (!view.pieces.some((p) => p.index === sq)) fail(`showMovesOf ${spec.showMovesOf} is not a square with a piece`);
    for (const t of pieceTargets(shown, sq)) markers.push({ square: t.square, kind: t.kind });
  }
  const highlights: NonNullable<BoardPicture['highlights']> = [];
  for (const item of parsePairs(spec.highlights)) {
    const [s, color] = item.split(':');
    highlights.push({ square: square(s ?? '', 'highlight'), color: color ?? 'yellow' });
  }
  if (spec.showMovesOf && !line) highlights.push({ square: square(spec.showMovesOf, 'showMovesOf'), color: '#e6b800' });
  // Refused placement squares are tinted red under their ✕, as the live board tints them (it has no ✕).
  const refusedTints = caption?.when === 'now' ? caption.refused.map((r) => `${r.square}:red`) : [];
  for (const t of refusedTints) highlights.push({ square: square(t.slice(0, -4), 'refused square'), color: 'red' });
  const arrows: NonNullable<BoardPicture['arrows']> = [];
  for (const item of parsePairs(spec.arrows)) {
    const m = /^([a-l](?:1[0-2]|[1-9]))([a-l](?:1[0-2]|[1-9]))(?::(.+))?$/.exec(item);
    // i18n-ignore: a build error for authors
    if (!m) fail(`arrow "${item}" is not of the form e2e4`);
    // i18n-ignore: a build error for authors
    const from = square(m![1]!, `arrow "${item}" leaves the board at`);
    // i18n-ignore: a build error for authors
    const to = square(m![2]!, `arrow "${item}" leaves the board at`);
    arrows.push(m![3] ? { from, to, color: m![3] } : { from, to });
  }
  const last = view.lastMove;
  const situation = describeSituation(shown, locale);
  const variantName = locale === 'en' ? variantInfo(game.variant.id).name : message(locale, `variant.${game.variant.id}` as MessageKey);
  const description = `${DIAGRAM_WORDS[locale].description(variantName, sans.length ? formatMovetext(tokens.slice(0, ply)) : '')} ${situation}`;
  const picture: BoardPicture = {
    width: view.width,
    height: view.height,
    pieces: picturePieces(shown),
    orientation: spec.orientation ?? 'white',
    coordinates: true,
    lastMove: last ? [last.fromIndex ?? last.toIndex, last.toIndex] : null,
    check: view.checks.map((s) => squareIndex(shown, s)),
    highlights,
    arrows,
    markers: markers.map((m) => ({ square: squareIndex(shown, m.square), kind: m.kind })),
    theme: 'light',
    title: description,
  };
  // pieceRefs before title: the picture's id prefix is a hash of its fields, in this order.
  const { title, ...drawn } = picture;
  const svg = renderBoardSvg({ ...drawn, pieceRefs: PIECE_SPRITE, title });

  return {
    variant,
    variantName,
    rules,
    fen,
    moves: formatMovetext(tokens),
    sans,
    fenShown: shown.fen(),
    finalFen,
    svg,
    picture,
    description,
    situation,
    placement,
    placementLine: line,
    caption,
    captions,
    liveHighlights: [...parsePairs(spec.highlights), ...refusedTints].join(' '),
    rejected,
    fens,
    coordinateMoves: spec.coordinateNotation ? played.map((m) => m.coordinate) : [],
    markers,
    width: view.width,
    height: view.height,
    over: game.status().over,
  };
}


/**
 * The static fallback of a board given a PGN: the annotated game as the board renderer writes it
 * (`renderGameHtml`: the header, the diagram of the ply the element shows first with that move's arrows
 * and highlights, and the main line with its comments, NAG glyphs and Oh No! take-backs). `ply` counts
 * main-line moves as the element's `ply` attribute does (default: the last). A PGN the engine cannot
 * read fails the build with the diagram's label.
 */
export function gameFallbackHtml(pgn: string, options: { ply?: number | string; orientation?: 'white' | 'black'; label?: string; locale?: Locale } = {}): string {
  const ply = options.ply === undefined || options.ply === 'last' ? 'last' : Number(options.ply);
  if (ply !== 'last' && !Number.isInteger(ply)) throw new Error(`Diagram ${options.label ?? ''}: ply "${options.ply}" is not a whole number or "last"`);
  try {
    const locale = options.locale ?? 'en';
    // English keeps the renderer's own words (and its piece-by-piece description of the picture).
    const words = locale === 'en' ? {} : { words: DIAGRAM_WORDS[locale].game };
    return renderGameHtml(pgn, { ply, orientation: options.orientation ?? 'white', coordinates: true, theme: 'light', pieceRefs: PIECE_SPRITE, ...words });
  } catch (e) {
    throw new Error(`Diagram ${options.label ?? ''}: the PGN cannot be read: ${(e as Error).message}`);
  }
}
