/**
 * Build-time diagrams: a diagram's description (variant, rules, start FEN, moves) is replayed with the
 * engine, and the position it reaches is drawn with the board package's DOM-free SVG renderer. The
 * result is the static fallback that sits in <berserker-board>'s light DOM (search, print, feeds and
 * readers without JavaScript see it), plus the attributes the live element gets.
 *
 * Every diagram on the site goes through `prepareDiagram`, so an illegal move or a broken FEN in the
 * content fails the build with a message naming the diagram, the ply and why (tests/diagrams.test.ts
 * replays the same descriptions without a build).
 */
import {
  Game,
  MoveKind,
  dueAction,
  explainPlacement,
  knightSquares,
  movementMarkers,
  parseFen,
  pieceLetter,
  placementRank,
  getVariant,
  makeRules,
  readGame,
  type MoveInfo,
  type Position,
} from '@berserker-chess/engine';
import { renderBoardSvg, type BoardPicture } from '../../packages/board/src/render/index.ts';

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
  /** A label naming the diagram in error messages. */
  label?: string;
}

export interface PlacementInfo {
  kind: 'release' | 'place' | 'mark';
  owner: 'white' | 'black';
  controller: 'white' | 'black';
  /** Legal placement SANs, e.g. `Nb1=Z`, `Zf1`. */
  moves: string[];
  squares: string[];
  /** Empty squares on the placement rank that do not qualify, with the reason the engine gives. */
  refused: Array<{ square: string; reason: string }>;
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
  /** "White to move", "Black places White's Berserker (release)", "Checkmate …". */
  situation: string;
  placement: PlacementInfo | null;
  width: number;
  height: number;
  /** The game is over at the end of the moves. */
  over: boolean;
}

const COLOR_NAME = { white: 'White', black: 'Black' } as const;

/** Strips move numbers, results, comments and NAGs from movetext; returns the SAN tokens. */
export function splitMoves(moves: string | undefined): string[] {
  if (!moves) return [];
  return moves
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^\d+\.(\.\.)?/, ''))
    .filter((t) => t !== '' && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t) && !/^\$\d+$/.test(t));
}

/** SANs with move numbers from a start position: `1. e3 e5 2. Nb1=Z`, `3... Nf6 4. Bc4`. */
export function numberMoves(sans: readonly string[], fullmove: number, blackToMove: boolean): string {
  const out: string[] = [];
  let n = fullmove;
  let black = blackToMove;
  sans.forEach((san, i) => {
    if (!black) out.push(`${n}. ${san}`);
    else if (i === 0) out.push(`${n}... ${san}`);
    else out.push(san);
    if (black) n++;
    black = !black;
  });
  return out.join(' ');
}

function parseSquareName(name: string, width: number): number {
  const m = /^([a-l])(1[0-2]|[1-9])$/.exec(name.trim());
  if (!m) return -1;
  const file = m[1]!.charCodeAt(0) - 97;
  if (file >= width) return -1;
  return (Number(m[2]) - 1) * width + file;
}

function squareName(sq: number, width: number): string {
  return String.fromCharCode(97 + (sq % width)) + String(Math.floor(sq / width) + 1);
}

/** The picture of a position: pieces from the engine's board array. */
export function picturePieces(pos: Position): BoardPicture['pieces'] {
  const pieces: BoardPicture['pieces'] = [];
  for (let sq = 0; sq < pos.size; sq++) {
    const code = pos.board[sq]!;
    if (!code) continue;
    const letter = pieceLetter(pos.v, code);
    pieces.push({ square: sq, letter: letter.toUpperCase(), color: letter === letter.toUpperCase() ? 'white' : 'black' });
  }
  return pieces;
}

const KNIGHT_STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]] as const;

/** The side whose pieces a placed Berserker may not attack (R5's threat option), or -1 for none. */
function guardedSide(pos: Position, owner: number): number {
  const threat = pos.v.rules?.threat ?? 'placer';
  return threat === 'placer' ? owner ^ 1 : threat === 'owner' ? owner : -1;
}

/** "pawn on f3": the first piece of `side` a knight on `sq` would attack (`vacated` counts as empty), or null. */
function attackedBy(pos: Position, sq: number, side: number, vacated: number): string | null {
  if (side < 0) return null;
  const { width: w, height: h } = pos.v.geo;
  const f = sq % w;
  const r = Math.floor(sq / w);
  for (const [df, dr] of KNIGHT_STEPS) {
    const nf = f + df;
    const nr = r + dr;
    if (nf < 0 || nf >= w || nr < 0 || nr >= h) continue;
    const t = nr * w + nf;
    const code = pos.board[t]!;
    if (t === vacated || !code || code >> 4 !== side) continue;
    return `${pos.v.pieces[(code & 15) - 1]!.name.toLowerCase()} on ${squareName(t, w)}`;
  }
  return null;
}

function placementInfo(game: Game): PlacementInfo | null {
  const turn = game.placementTurn();
  if (!turn) return null;
  const pos = game.position;
  const w = pos.v.geo.width;
  const legal = game.legalMoves().filter((m) => m.kind === 'release' || m.kind === 'place' || m.kind === 'mark');
  const squares = [...new Set(legal.map((m) => m.to))];
  const refused: PlacementInfo['refused'] = [];
  const act = dueAction(pos);
  if (act === MoveKind.Place || act === MoveKind.Release) {
    const owner = pos.turn;
    const knights = act === MoveKind.Release ? knightSquares(pos, owner) : [-1];
    const seen = new Set(squares);
    for (const k of knights) {
      const r = placementRank(pos, owner, k);
      if (!r) continue;
      // The empty squares of the rank the rule settled on, and of the ranks below it, that do not qualify.
      for (let rel = 0; rel < r.rank; rel++) {
        const rank = owner === 0 ? rel : pos.v.geo.height - 1 - rel;
        for (let f = 0; f < w; f++) {
          const sq = rank * w + f;
          const name = squareName(sq, w);
          if (seen.has(name) || (pos.board[sq] !== 0 && sq !== k)) continue;
          let why: string | null;
          if (rel + 1 < r.rank) {
            // A lower rank was passed over: say which protected piece a knight there would attack.
            const hit = attackedBy(pos, sq, guardedSide(pos, owner), k);
            why = hit ? `a knight there would attack the ${hit}` : null;
          } else {
            why = explainPlacement(pos, act, k, sq, act === MoveKind.Place ? 'Z' : 'N');
            why = why ? why.replace(/^R\d+(\/C\d+)?: /, '').replace(new RegExp(`^${name} attacks`), 'a knight there would attack') : null;
          }
          if (why) {
            seen.add(name);
            refused.push({ square: name, reason: why });
          }
        }
      }
    }
  }
  return { kind: turn.kind, owner: turn.owner, controller: turn.controller, moves: legal.map((m) => m.san), squares, refused };
}

function describeSituation(game: Game, placement: PlacementInfo | null): string {
  const status = game.status();
  if (status.over) {
    const winner = status.winner ? COLOR_NAME[status.winner] : null;
    switch (status.reason) {
      case 'berserker-checkmate':
        return `Berserker checkmate: ${winner} wins and scores 2 points (${status.result}).`;
      case 'checkmate':
        return `Checkmate: ${winner} wins and scores 1 point (${status.result}).`;
      case 'stalemate':
        return winner ? `Stalemate, which wins for ${winner} in this variant (${status.result}).` : `Stalemate: a draw, ½ point each.`;
      case 'repetition':
        return `The position repeated: ${winner} wins (${status.result}).`;
      default:
        return `Game over: ${status.result} (${String(status.reason).replace(/-/g, ' ')}).`;
    }
  }
  const turn = COLOR_NAME[game.turn];
  if (placement) {
    const owner = COLOR_NAME[placement.owner];
    const ctl = COLOR_NAME[placement.controller];
    if (placement.kind === 'release') return `${turn}'s turn is a release: ${ctl} picks one of ${owner}'s knights and places it as ${owner}'s Berserker.`;
    if (placement.kind === 'place') return `${turn}'s turn is a placement: ${ctl} puts ${owner}'s captured Berserker back on the board.`;
    return `${turn} marks one of ${owner}'s knights as ${owner}'s Berserker.`;
  }
  return `${turn} to move${game.position.inCheck() ? ', in check' : ''}.`;
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
    const def = g.variant.def;
    spec = {
      ...input,
      variant: def.id,
      rules: g.variant.rules ? makeRules(g.variant.rules) : '',
      fen: /\[FEN\s/i.test(input.pgn) ? g.startFen : '',
      moves: g.history.map((m) => m.san).join(' '),
    };
  }
  const variant = spec.variant ?? 'berserker';
  const rules = spec.rules?.trim() ?? '';
  const fen = spec.fen?.trim() ?? '';
  const label = spec.label ?? `${variant}${fen ? ` from "${fen}"` : ''}${spec.moves ? ` with "${spec.moves}"` : ''}`;
  const fail = (why: string): never => {
    throw new Error(`Diagram ${label}${rules ? ` [rules ${rules}]` : ''}: ${why}`);
  };

  let game: Game;
  try {
    game = new Game({ variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) });
  } catch (e) {
    return fail((e as Error).message);
  }
  const start = game.position;
  const fullmove = start.fullmove;
  const blackFirst = start.turn === 1;
  const played: MoveInfo[] = [];
  for (const san of splitMoves(spec.moves)) {
    try {
      played.push(game.play(san));
    } catch (e) {
      fail((e as Error).message);
    }
  }
  const sans = played.map((m) => m.san);
  const finalFen = game.fen();
  const placementEnd = placementInfo(game);

  if (spec.expectLegal !== undefined) {
    const want = parsePairs(spec.expectLegal).sort();
    const got = game.legalMoves().map((m) => m.san).sort();
    if (want.join(' ') !== got.join(' ')) fail(`expected the legal moves "${want.join(' ')}", the engine has "${got.join(' ')}"`);
  }
  if (spec.expectStatus !== undefined) {
    const got = game.status().reason ?? 'ongoing';
    if (got !== spec.expectStatus) fail(`expected status ${spec.expectStatus}, the engine says ${got}`);
  }

  // The position the fallback shows.
  const ply = spec.ply === undefined ? played.length : Math.max(0, Math.min(played.length, spec.ply));
  const shown = ply === played.length ? game : game.atPly(ply);
  const pos = shown.position;
  const w = pos.v.geo.width;
  const h = pos.v.geo.height;
  const placement = ply === played.length ? placementEnd : placementInfo(shown);
  const last = ply > 0 ? played[ply - 1]! : null;

  const markers: NonNullable<BoardPicture['markers']> = [];
  if (placement) {
    for (const s of placement.squares) markers.push({ square: parseSquareName(s, w), kind: 'placement' });
    for (const r of placement.refused) markers.push({ square: parseSquareName(r.square, w), kind: 'invalid' });
  } else if (spec.showMovesOf) {
    const sq = parseSquareName(spec.showMovesOf, w);
    if (sq < 0 || pos.board[sq] === 0) fail(`showMovesOf ${spec.showMovesOf} is not a square with a piece`);
    for (const m of movementMarkers(pos, sq)) markers.push({ square: m.square, kind: m.kind });
  }
  const highlights: NonNullable<BoardPicture['highlights']> = [];
  for (const item of parsePairs(spec.highlights)) {
    const [s, color] = item.split(':');
    const sq = parseSquareName(s ?? '', w);
    if (sq < 0) fail(`highlight "${item}" is not a square of this board`);
    highlights.push({ square: sq, color: color ?? 'yellow' });
  }
  if (spec.showMovesOf && !placement) highlights.push({ square: parseSquareName(spec.showMovesOf, w), color: '#e6b800' });
  const arrows: NonNullable<BoardPicture['arrows']> = [];
  for (const item of parsePairs(spec.arrows)) {
    const m = /^([a-l](?:1[0-2]|[1-9]))([a-l](?:1[0-2]|[1-9]))(?::(.+))?$/.exec(item);
    if (!m) fail(`arrow "${item}" is not of the form e2e4`);
    const from = parseSquareName(m![1]!, w);
    const to = parseSquareName(m![2]!, w);
    if (from < 0 || to < 0) fail(`arrow "${item}" leaves the board`);
    arrows.push(m![3] ? { from, to, color: m![3] } : { from, to });
  }
  const lastMove: [number, number] | null = last
    ? [parseSquareName(last.from ?? last.to, w), parseSquareName(last.to, w)]
    : null;
  const check = pos.inCheck() ? pos.royals(pos.turn) : [];

  const situation = describeSituation(shown, placement);
  const variantName = game.variant.def.name;
  const svg = renderBoardSvg({
    width: w,
    height: h,
    pieces: picturePieces(pos),
    orientation: spec.orientation ?? 'white',
    coordinates: true,
    lastMove,
    check,
    highlights,
    arrows,
    markers,
    theme: 'light',
    title: `${variantName} diagram${sans.length ? ` after ${numberMoves(sans.slice(0, ply), fullmove, blackFirst)}` : ''}. ${situation}`,
  });

  return {
    variant,
    variantName,
    rules,
    fen,
    moves: numberMoves(sans, fullmove, blackFirst),
    sans,
    fenShown: shown.fen(),
    finalFen,
    svg,
    situation,
    placement,
    width: w,
    height: h,
    over: game.status().over,
  };
}

function boardFen(cells: Map<number, string>, w: number, h: number): string {
  const rows: string[] = [];
  for (let r = h - 1; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < w; f++) {
      const c = cells.get(r * w + f);
      if (c) {
        if (empty) row += String(empty);
        empty = 0;
        row += c;
      } else empty++;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

/**
 * A position for "click a piece to see its moves": the piece near the middle of an empty board (a pawn
 * on its starting rank), with the two kings tucked into squares it does not reach.
 */
export function lonePieceFen(variantId: string, letter: string): { fen: string; square: string } {
  const v = getVariant(variantId);
  const { width: w, height: h } = v.geo;
  const file = Math.floor((w - 1) / 2);
  let rank = Math.floor((h - 1) / 2);
  if (letter === 'P') {
    const ranks = v.def.startFen.split(' ')[0]!.split('/').reverse();
    const r = ranks.findIndex((row) => row.includes('P'));
    rank = r >= 0 ? r : 1;
  }
  const sq = rank * w + file;
  const flags = v.rules ? (letter === 'Z' ? ' t' : ' -') : '';
  const kingLetter = v.pieces.some((p) => p.letter === 'K') ? 'K' : null;
  const corners = [
    [w - 1, 0], [0, h - 1], [w - 1, h - 1], [0, 0], [w - 2, 0], [1, h - 1], [w - 1, 1], [0, h - 2],
  ].map(([f, r]) => r! * w + f!);
  for (const wk of letter === 'K' ? [sq] : corners) {
    for (const bk of corners) {
      if (wk === bk || bk === sq || wk === sq && letter !== 'K') continue;
      const cells = new Map<number, string>([[sq, letter]]);
      if (kingLetter) {
        cells.set(wk, 'K');
        cells.set(bk, 'k');
      }
      const fen = `${boardFen(cells, w, h)} w - - 0 1${flags}`;
      let pos: Position;
      try {
        pos = parseFen(v, fen);
      } catch {
        continue;
      }
      if (pos.inCheck()) continue;
      const reach = movementMarkers(pos, sq).map((m) => m.square);
      const kingRing = (k: number) => Math.abs((k % w) - (bk % w)) <= 1 && Math.abs(Math.floor(k / w) - Math.floor(bk / w)) <= 1;
      if (reach.includes(bk) || (letter !== 'K' && reach.includes(wk)) || kingRing(wk)) continue;
      return { fen, square: squareName(sq, w) };
    }
  }
  throw new Error(`no lone-piece position found for ${letter} in ${variantId}`);
}
