/**
 * What an author's caption claims about its board, read back and checked against the engine.
 *
 * A caption is prose, so this reads only the kinds of claim the site's captions make, each with a
 * narrow pattern, and reports every claim the board contradicts:
 *
 *   - pieces on squares: "White's Berserker on d4", "the pawns on c6 and d7", "the g8 knight" — such a
 *     piece stands there somewhere in the diagram's line (captions narrate the moves);
 *   - moves: "4…exf3" is the line's Black move 4; a bare "Nbg1=Z", "Qxd4/Za2+" is played in the line or
 *     legal somewhere in it, unless its sentence says it is not ("O-O is not a move": then it is not
 *     legal); "Ke3 or g3 are the only moves" is the legal move list of the position shown;
 *   - attacks: "a knight on g1 would attack the black pawn on f3" — the piece is there, a knight's jump
 *     reaches it, and where the engine refuses that square for attacking, it names that piece;
 *     "it only attacks White's bishop" — exactly that piece;
 *   - placements (position shown): "the b8 knight may stay", "cannot stay", "both knights may stay",
 *     "only f1 qualifies", "both b1 and g1 qualify", "e1 is available", the (★) and (red) marks,
 *     "every placement is written with +", "no placement is on offer";
 *   - counts: "the eight squares it reaches", "all twelve pieces", "White has two kings", "checks both
 *     white kings";
 *   - the turn: "White is to move", "It is White's turn".
 *
 * The knight's jump is computed here from coordinates, independently of the engine: a second opinion.
 */
import {
  Game,
  capturePlacementChoices,
  checkSquares,
  historyTokens,
  parseMovetext,
  pieceTargets,
  pieceViews,
  placementChoices,
  readGame,
  boardView,
  type MoveInfo,
  type MoveToken,
  type PieceView,
  type PlacementChoices,
} from '@berserker-chess/engine';
import type { DiagramSpec } from '../site/lib/diagram.ts';

const SQ = '[a-l](?:1[0-2]|[1-9])';
const ROLE = 'pawn|knight|bishop|rook|queen|king|Berserker|amazon|ship|freemason|chancellor|archbishop|sailor|missionary|judge';
const NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
/** SAN that cannot be mistaken for a square: a piece letter, a capture, a Berolina departure file, castling. */
const SAN_BODY = `(?:[KQRBNZASFCHDMJ][a-l]?(?:1[0-2]|[1-9])?x?${SQ}(?:=Z)?|[a-l]x${SQ}(?:=[QRBNASFCHDMJ])?|[a-l]${SQ}(?:=[QRBNASFCHDMJ])?|O-O(?:-O)?)(?:/Z${SQ})?[+#]?`;
/** A pawn push, which looks like a square: read as a move only after a move number or in a list of moves. */
const MOVE = `(?:${SAN_BODY}|${SQ}(?:=[QRBNASFCHDMJ])?[+#]?)`;

/** The diagram's line replayed: every position from the start to the end, and the one shown. */
export interface Line {
  readonly positions: readonly Game[];
  readonly played: readonly MoveInfo[];
  readonly tokens: readonly MoveToken[];
  readonly shown: Game;
  readonly shownPly: number;
}

export function replay(spec: DiagramSpec): Line {
  let variant = spec.variant ?? 'berserker', rules = spec.rules ?? '', fen = spec.fen ?? '', moves = spec.moves ?? '';
  let sans: string[];
  if (spec.pgn) {
    const g = readGame(spec.pgn).game;
    variant = g.variant.id;
    fen = /\[FEN\s/i.test(spec.pgn) ? g.startFen : '';
    rules = '';
    sans = g.history.map((m) => m.san);
    const start = new Game({ variant, fen: g.startFen, ...(g.variant.rules ? { rules: g.variant.rules } : {}) });
    for (const s of sans) start.play(s);
    return lineFrom(start, spec.ply);
  }
  sans = moves ? parseMovetext(moves) : [];
  const game = new Game({ variant, ...(rules ? { rules } : {}), ...(fen ? { fen } : {}) });
  for (const s of sans) game.play(s);
  return lineFrom(game, spec.ply);
}

function lineFrom(game: Game, ply: number | undefined): Line {
  const played = game.history;
  const positions = played.map((_, i) => game.atPly(i)).concat([game]);
  const shownPly = ply === undefined ? played.length : Math.max(0, Math.min(played.length, ply));
  return { positions, played, tokens: historyTokens(game), shown: positions[shownPly]!, shownPly };
}

const file = (sq: string): number => sq.charCodeAt(0) - 97;
const rank = (sq: string): number => Number(sq.slice(1));

/** Does a knight on `from` reach `to`? */
export function knightJump(from: string, to: string): boolean {
  const df = Math.abs(file(from) - file(to)), dr = Math.abs(rank(from) - rank(to));
  return (df === 1 && dr === 2) || (df === 2 && dr === 1);
}

function roleMatches(p: PieceView, role: string): boolean {
  return p.role === role.toLowerCase() || p.role.endsWith(` ${role.toLowerCase()}`);
}

interface PieceClaim {
  color: 'white' | 'black' | null;
  role: string;
  square: string;
}

/** "the pawn on f3", "White's bishop on h6", "the black pawn on f3", "the pawns on c6 and d7". */
function readPieces(text: string): PieceClaim[] {
  const out: PieceClaim[] = [];
  const re = new RegExp(`(?:\\b(White|Black)'s (?:own )?|\\bthe (?:(white|black) )?)(${ROLE})s? on (${SQ})((?:(?:,| and) ${SQ})*)\\b`, 'g');
  for (const m of text.matchAll(re)) {
    const color = (m[1] ?? m[2])?.toLowerCase() as 'white' | 'black' | undefined;
    const squares = [m[4]!, ...[...(m[5] ?? '').matchAll(new RegExp(SQ, 'g'))].map((x) => x[0])];
    for (const square of squares) out.push({ color: color ?? null, role: m[3]!, square });
  }
  return out;
}

const pieceText = (c: PieceClaim) => `${c.color ? `${c.color} ` : ''}${c.role} on ${c.square}`;

function hasPiece(g: Game, c: PieceClaim): boolean {
  return pieceViews(g).some((p) => p.square === c.square && roleMatches(p, c.role) && (!c.color || p.color === c.color));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/);
}

/** The placement choices of the position shown, or of the capture that led to it (capturer-turn). */
function choicesOf(line: Line): PlacementChoices | null {
  const c = placementChoices(line.shown);
  if (c) return c;
  const last = line.played[line.shownPly - 1];
  if (!last || last.placement === null || last.from === null) return null;
  return capturePlacementChoices(line.positions[line.shownPly - 1]!, `${last.from}${last.to}`);
}

/**
 * Every claim of `caption` the board contradicts, as sentences naming the claim; empty when the caption
 * is true to its board.
 */
export function checkCaption(caption: string, spec: DiagramSpec, line: Line = replay(spec)): string[] {
  const problems: string[] = [];
  const shown = line.shown;
  const choices = choicesOf(line);
  let rest = caption;

  // --- attacks: "a knight on X would attack …", "a knight on either would attack …", "it only attacks …"
  for (const s of sentences(caption)) {
    const re = new RegExp(`(?:a knight on |\\bon )?\\b(${SQ}|either)(?: it)? would attack ((?:(?:the |White's |Black's )(?:(?:white|black) )?(?:${ROLE})s? on ${SQ}(?:(?:,| and) ${SQ})*(?:,? and )?)+)`, 'g');
    for (const m of s.matchAll(re)) {
      const subjects = m[1] === 'either'
        ? [...s.slice(0, m.index).matchAll(new RegExp(`\\b(${SQ})\\b`, 'g'))].map((x) => x[1]!)
        : [m[1]!];
      if (subjects.length === 0) problems.push(`"${m[0]}": no square before "either"`);
      const pieces = readPieces(m[2]!);
      for (const x of subjects) {
        for (const p of pieces) {
          if (!hasPiece(shown, p)) problems.push(`"${m[0]}": there is no ${pieceText(p)} on the board shown`);
          if (!knightJump(x, p.square)) problems.push(`"${m[0]}": a knight on ${x} does not reach ${p.square}`);
        }
        // Where the engine refuses the square for attacking, it names the same pieces.
        const refusals = (choices?.candidates ?? []).flatMap((c) => c.refused).filter((r) => r.square === x && r.reason.code === 'attacks');
        for (const r of refusals) {
          const named = r.reason.code === 'attacks' ? r.reason.attacked.map((a) => a.square) : [];
          for (const p of pieces) if (!named.includes(p.square)) problems.push(`"${m[0]}": the engine refuses ${x} for attacking ${named.join(', ')}, not ${p.square}`);
        }
      }
      rest = rest.replace(m[0], ' ');
    }
    const only = new RegExp(`(?:\\b(${SQ})|\\bit) only attacks (?:(White|Black)'s |the )(${ROLE})(?: on (${SQ}))?`, 'g');
    for (const m of s.matchAll(only)) {
      const subject = m[1] ?? [...s.slice(0, m.index).matchAll(new RegExp(`\\b(?:the (${SQ}) knight|on (${SQ}))`, 'gi'))].map((x) => x[1] ?? x[2]).pop();
      if (!subject) {
        problems.push(`"${m[0]}": which square?`);
        continue;
      }
      const attacked = pieceViews(shown).filter((p) => knightJump(subject, p.square));
      const claim: PieceClaim = { color: (m[2]?.toLowerCase() as 'white' | 'black') ?? null, role: m[3]!, square: m[4] ?? '' };
      const fits = attacked.length === 1 && roleMatches(attacked[0]!, claim.role) && (!claim.color || attacked[0]!.color === claim.color) && (!claim.square || attacked[0]!.square === claim.square);
      if (!fits) problems.push(`"${m[0]}": a knight on ${subject} attacks ${attacked.map((p) => `the ${p.color} ${p.role} on ${p.square}`).join(', ') || 'nothing'}`);
      rest = rest.replace(m[0], ' ');
    }
  }

  // --- pieces on squares, somewhere in the line
  for (const p of readPieces(rest)) {
    if (!line.positions.some((g) => hasPiece(g, p))) problems.push(`no ${pieceText(p)} in any position of the line`);
  }
  for (const m of rest.matchAll(new RegExp(`\\bthe (${SQ}) knight\\b|\\bthe knight from (${SQ})\\b`, 'g'))) {
    const square = m[1] ?? m[2]!;
    if (!line.positions.some((g) => pieceViews(g).some((p) => p.square === square && (p.role === 'knight' || p.berserker)))) {
      problems.push(`"${m[0]}": no knight on ${square} in any position of the line`);
    }
  }

  // --- moves
  const legalAnywhere = new Set(line.positions.flatMap((g) => (g.status().over ? [] : g.legalMoves().map((m) => m.san))));
  const playedSans = new Set(line.played.map((m) => m.san));
  // Under capture=capturer-turn a caption may name the capture alone (`Raxf2`, the short form `exf3`) or,
  // in a list after the full move, the placement alone (`Qxd4/Za2, Zb2`).
  for (const san of [...legalAnywhere, ...playedSans]) {
    const slash = san.indexOf('/Z');
    if (slash > 0) {
      legalAnywhere.add(san.slice(0, slash));
      legalAnywhere.add(san.slice(slash + 1).replace(/[+#]$/, ''));
    }
  }
  const numbered = new RegExp(`\\b(\\d+)(\\.{3}|…|\\.)\\s?(${MOVE})(?![\\w/])`, 'g');
  for (const m of caption.matchAll(numbered)) {
    const black = m[2] !== '.';
    const t = line.tokens.find((x) => x.moveNumber === Number(m[1]) && x.color === (black ? 'black' : 'white'));
    if (!t) problems.push(`"${m[0]}": the line has no ${black ? 'Black' : 'White'} move ${m[1]}`);
    else if (t.san !== m[3]) problems.push(`"${m[0]}": ${black ? 'Black' : 'White'}'s move ${m[1]} is ${t.san}`);
  }
  const bare = new RegExp(`(?<![\\w.…/])(${SAN_BODY})(?![\\w/])`, 'g');
  for (const s of sentences(caption.replace(numbered, ' '))) {
    // A move the sentence says is not legal ("O-O is not a move", "never legal") must indeed be illegal.
    const negated = /\b(?:not|never|no|cannot|isn't)\b/i.test(s);
    for (const m of s.matchAll(bare)) {
      const san = m[1]!;
      const known = playedSans.has(san) || legalAnywhere.has(san);
      if (!known && !negated) problems.push(`"${san}" is neither played nor legal anywhere in the line`);
    }
  }
  for (const m of caption.matchAll(new RegExp(`(${MOVE}) is (?:not a move|not legal|never legal)`, 'g'))) {
    if (line.shown.legalMoves().some((x) => x.san === m[1])) problems.push(`"${m[0]}": it is legal in the position shown`);
  }
  for (const m of caption.matchAll(/([^.;:(]*?)\s+(?:are|is) the only (?:legal )?moves?\b/g)) {
    const claimed = m[1]!.split(/,\s*|\s+or\s+|\s+and\s+|\s+/).filter((w) => new RegExp(`^${MOVE}$`).test(w));
    const legal = shown.legalMoves().map((x) => x.san);
    if (claimed.sort().join(' ') !== legal.sort().join(' ')) problems.push(`"${m[0].trim()}": the legal moves are ${legal.join(' ')}`);
  }

  // --- placements at the position shown
  const starSquares = [...new Set((choices?.options ?? []).map((o) => o.square))].sort();
  const placementClaim = (text: string, ok: (c: PlacementChoices) => boolean, why: () => string) => {
    if (!choices) problems.push(`"${text}": the position shown is not a placement turn`);
    else if (!ok(choices)) problems.push(`"${text}": ${why()}`);
  };
  const sanList = () => (choices?.options ?? []).map((o) => o.san).join(', ');
  for (const m of caption.matchAll(new RegExp(`\\b(?:the (${SQ}) knight (?:may|can) (?:simply )?stay|keep the (${SQ}) knight where it is)\\b`, 'gi'))) {
    const k = m[1] ?? m[2]!;
    placementClaim(m[0], (c) => c.options.some((o) => o.knight === k && o.square === k), () => `the placements are ${sanList()}`);
  }
  // "the b1 knight stays": a release in the line kept it where it stood.
  for (const m of caption.matchAll(new RegExp(`\\bthe (${SQ}) knight stays\\b`, 'gi'))) {
    const k = m[1]!;
    const stayed = line.played.some((x) => x.kind === 'release' && x.from === k && x.to === k) || (choices?.options ?? []).some((o) => o.knight === k && o.square === k);
    if (!stayed) problems.push(`"${m[0]}": no release in the line keeps the ${k} knight on ${k}`);
  }
  for (const m of caption.matchAll(new RegExp(`\\bthe (${SQ}) knight cannot stay\\b`, 'gi'))) {
    placementClaim(m[0], (c) => !c.options.some((o) => o.knight === m[1] && o.square === m[1]), () => `the placements are ${sanList()}`);
  }
  for (const m of caption.matchAll(/\bboth knights may (?:simply )?stay\b/gi)) {
    placementClaim(m[0], (c) => c.candidates.length === 2 && c.candidates.every((k) => c.options.some((o) => o.knight === k.knight && o.square === k.knight)), () => `the placements are ${sanList()}`);
  }
  for (const m of caption.matchAll(new RegExp(`\\bonly (${SQ}) qualifies\\b`, 'gi'))) {
    placementClaim(m[0], () => starSquares.join(' ') === m[1], () => `the placement squares are ${starSquares.join(', ')}`);
  }
  for (const m of caption.matchAll(new RegExp(`\\bboth (${SQ}) and (${SQ}) qualify\\b`, 'gi'))) {
    placementClaim(m[0], () => starSquares.join(' ') === [m[1]!, m[2]!].sort().join(' '), () => `the placement squares are ${starSquares.join(', ')}`);
  }
  for (const m of caption.matchAll(new RegExp(`\\b(${SQ}) is available\\b`, 'g'))) {
    placementClaim(m[0], () => starSquares.includes(m[1]!), () => `the placement squares are ${starSquares.join(', ')}`);
  }
  if (/\bevery placement is written with \+/.test(caption)) {
    placementClaim('every placement is written with +', (c) => c.options.length > 0 && c.options.every((o) => /[+#]$/.test(o.san)), () => `the placements are ${sanList()}`);
  }
  if (/\bno placement is on offer\b/.test(caption) && placementChoices(shown)) problems.push('"no placement is on offer": the position shown is a placement turn');
  if (/\((?:★|red)\)/.test(caption)) {
    const marks = readMarks(caption);
    if (!choices) problems.push('(★)/(red) marks: the position shown is not a placement turn');
    else {
      if (marks.stars.join(' ') !== starSquares.join(' ')) problems.push(`(★): the caption stars ${marks.stars.join(', ')}, the engine ${starSquares.join(', ')}`);
      const refused = choices.refused.map((r) => r.square).sort();
      if (marks.red.join(' ') !== refused.join(' ')) problems.push(`(red): the caption refuses ${marks.red.join(', ')}, the engine ${refused.join(', ')}`);
      const attacked = new Set(choices.refused.flatMap((r) => (r.reason.code === 'attacks' ? r.reason.attacked.map((a) => `${a.role} ${a.square}`) : [])));
      for (const p of marks.pieces) {
        if (!attacked.has(`${p.role.toLowerCase()} ${p.square}`)) problems.push(`(red): the caption names the ${p.role} on ${p.square}, the engine ${[...attacked].join(', ')}`);
      }
    }
  }

  // --- counts
  for (const m of caption.matchAll(/\bthe (\w+) squares it reaches\b/gi)) {
    const n = NUMBERS[m[1]!.toLowerCase()];
    const count = spec.showMovesOf ? pieceTargets(shown, spec.showMovesOf).length : -1;
    if (n !== count) problems.push(`"${m[0]}": the piece on ${spec.showMovesOf ?? '?'} reaches ${count} squares`);
  }
  for (const m of caption.matchAll(/\ball (\w+) pieces\b/g)) {
    const n = NUMBERS[m[1]!.toLowerCase()];
    const count = new Set(shown.legalMoves().map((x) => x.promotion).filter(Boolean)).size;
    if (n !== count) problems.push(`"${m[0]}": ${count} promotion choices`);
  }
  for (const m of caption.matchAll(/\b(White|Black) has (\w+) kings\b/g)) {
    const n = NUMBERS[m[2]!.toLowerCase()];
    const count = pieceViews(shown).filter((p) => p.role === 'king' && p.color === m[1]!.toLowerCase()).length;
    if (n !== count) problems.push(`"${m[0]}": ${count} kings`);
  }
  for (const m of caption.matchAll(/\bchecks both (white|black) kings\b/g)) {
    const kings = pieceViews(shown).filter((p) => p.role === 'king' && p.color === m[1]).map((p) => p.square);
    const checked = checkSquares(shown);
    if (kings.length !== 2 || !kings.every((k) => checked.includes(k))) problems.push(`"${m[0]}": kings ${kings.join(', ')}, in check ${checked.join(', ')}`);
  }

  // --- the turn
  for (const m of caption.matchAll(/\b(?:(White|Black) is to move|It is (White|Black)'s turn)\b/g)) {
    const side = (m[1] ?? m[2])!.toLowerCase();
    const v = boardView(shown);
    if (v.turn !== side || v.controller !== side) problems.push(`"${m[0]}": ${v.situation}`);
  }
  return problems;
}

/**
 * The (★) and (red) marks of a caption: each mark applies to the squares named in the words before it
 * (back to the previous mark or the start of the sentence); "the pawn on f3" names a piece, not a
 * claimed square.
 */
/** German piece names (any case form) as the English role a caption check compares. */
const GERMAN_ROLE: Record<string, string> = { Bauer: 'pawn', Bauern: 'pawn', Springer: 'knight', Läufer: 'bishop', Turm: 'rook', Dame: 'queen', König: 'king', Berserker: 'berserker' };

export function readMarks(caption: string): { stars: string[]; red: string[]; pieces: Array<{ role: string; square: string }> } {
  const stars: string[] = [], red: string[] = [], pieces: Array<{ role: string; square: string }> = [];
  // English captions and German ones (content/…/de/: "(rot)", "den Bauern auf f3").
  for (const sentence of caption.split(/(?<=\.)\s+/)) {
    for (const m of sentence.matchAll(/((?:(?!\((?:★|red|rot)\)).)*?)\((★|red|rot)\)/g)) {
      const words = m[1]!;
      const named = [
        ...[...words.matchAll(new RegExp(`\\bthe (\\w+) on (${SQ})\\b`, 'g'))].map((n) => ({ whole: n[0]!, role: n[1]!.toLowerCase(), square: n[2]! })),
        ...[...words.matchAll(new RegExp(`\\b(?:den|dem|der|die|das) (\\p{L}+) auf (${SQ})\\b`, 'gu'))].map((n) => ({ whole: n[0]!, role: GERMAN_ROLE[n[1]!] ?? n[1]!, square: n[2]! })),
      ];
      const text = named.reduce((t, n) => t.replace(n.whole, ''), words);
      const squares = [...text.matchAll(new RegExp(`\\b(${SQ})\\b`, 'g'))].map((x) => x[1]!);
      if (m[2] === '★') stars.push(...squares);
      else {
        red.push(...squares);
        pieces.push(...named.map((n) => ({ role: n.role, square: n.square })));
      }
    }
  }
  return { stars: stars.sort(), red: red.sort(), pieces };
}
