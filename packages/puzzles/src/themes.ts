/**
 * Theme suggestions for a generated line: what the engine can see (placements, captures of the
 * Berserker, triggers, Berserker mates, promotions, double checks, forks, ...). Curators refine them;
 * the verifier re-checks the mechanical ones.
 */
import { type Color, type Game, type PieceDef, type PieceView, type Position } from './engine.js';
import { TRIGGERED, pieceAt, pieceViews, squareIndex } from './engine.js';
import { colorIndex, type Ply } from './analyse.js';
import { BERSERKER_VARIANTS, type Goal, type Theme } from './format.js';

const COMPOUND = new Set(['A', 'S', 'F', 'C', 'H', 'D', 'M', 'J']);

/** The variant's definition of a piece (its value, whether it is royal or a pawn). */
function defOf(pos: Position, piece: PieceView): PieceDef {
  return pos.v.pieces.find((d) => d.letter === piece.letter)!;
}

function value(pos: Position, piece: PieceView): number {
  const d = defOf(pos, piece);
  return d.royal ? 10000 : Math.round(d.value * 100);
}

/** Enemy pieces the piece on `sq` attacks that are worth at least as much as it, or undefended, or royal. */
function forkTargets(pos: Position, sq: number): number {
  const me = pieceAt(pos, sq);
  if (!me) return 0;
  const side = colorIndex(me.color), them = (side ^ 1) as Color;
  let n = 0;
  for (const target of pieceViews(pos)) {
    if (target.color === me.color || target.berserker) continue;
    if (!pos.attackers(target.index, side).includes(sq)) continue;
    if (value(pos, target) >= value(pos, me) || pos.attackers(target.index, them).length === 0) n++;
  }
  return n;
}

/** Themes the line shows, as a starting point for the curator. */
export function suggestThemes(start: Game, plies: readonly Ply[], goal: Goal, solver: 'white' | 'black'): Theme[] {
  const out = new Set<Theme>();
  const v = start.variant, id = v.id;
  const sc = colorIndex(solver);
  if (id === 'game-of-pawns') out.add('game-of-pawns');
  if (goal === 'mate') out.add('mate');
  if (goal === 'survive') out.add('defence');
  const g = start.atPly(start.history.length);
  const first = plies.findIndex((p) => p.bySolver);
  plies.forEach((p, i) => {
    if (p.bySolver && (p.info.kind === 'release' || p.info.kind === 'place')) out.add('placement-choice');
    if (p.info.captured?.toUpperCase() === 'Z' || p.info.kind === 'place') out.add('capture-and-replacement');
    if (p.ownMove && !(p.flagsBefore & TRIGGERED(sc)) && p.flagsAfter & TRIGGERED(sc) && plies.slice(i + 1).some((x) => x.info.kind === 'release')) out.add('release-timing');
    if (p.bySolver && p.info.promotion) out.add('promotion');
    if (p.info.kind === 'en-passant' && p.bySolver) out.add('en-passant');
    if (p.bySolver && id.includes('berolina') && p.info.piece === 'P') out.add('berolina-pawn');
    if (p.bySolver && id.includes('brawl') && COMPOUND.has(p.info.piece)) out.add('compound-piece');
    if (i === first && goal !== 'mate' && hanging(g.position, p)) out.add('hanging-piece'); // in a mate, what the first move takes is by the way
    g.play(p.info.move);
    if (p.ownMove) {
      const pos = g.position, them = (sc ^ 1) as Color;
      const checkers = pos.royals(them).flatMap((k) => pos.attackers(k, sc));
      if (checkers.length >= 2) out.add('double-check');
      const to = p.info.to;
      const toSq = squareIndex(pos, to);
      if (checkers.length && !checkers.includes(toSq) && p.info.kind !== 'castle') out.add('discovered-attack');
      if (i === first && forkTargets(pos, toSq) >= 2) out.add('fork');
      if (i === first && !p.info.captured && !p.info.promotion && checkers.length === 0 && p.info.kind !== 'release' && p.info.kind !== 'place') out.add('quiet-move');
    }
  });
  const end = g.status();
  if (end.reason === 'berserker-checkmate') out.add('berserker-checkmate');
  if (end.reason === 'stalemate' && end.winner === solver) out.add('stalemate-win');
  // A back-rank mate: a rook or queen mates the king along its own first rank.
  if (goal === 'mate' && (end.reason === 'checkmate' || end.reason === 'berserker-checkmate')) {
    const pos = g.position, them = (sc ^ 1) as Color;
    const k = pos.royals(them)[0];
    if (k !== undefined && pos.relativeRank(k, them) === 0) {
      const rank = Math.floor(k / pos.width);
      if (pos.attackers(k, sc).some((sq) => /[RQ]/.test(letterAt(pos, sq)) && Math.floor(sq / pos.width) === rank)) out.add('back-rank');
    }
  }
  if (id === 'battle-of-the-kings' && plies.some((p) => p.bySolver && p.info.piece !== 'K')) out.add('spawn');
  if (endgame(start.position)) out.add('endgame');
  if (!BERSERKER_VARIANTS.includes(id as never)) for (const t of ['placement-choice', 'capture-and-replacement', 'release-timing', 'berserker-checkmate'] as Theme[]) out.delete(t);
  return [...out];
}

/**
 * The solver's capture takes a piece that was left hanging: nothing of the opponent's guards it, or it
 * is worth at least two pawns more than the piece that takes it (a Berserker is no prize: it comes back).
 */
function hanging(pos: Position, p: Ply): boolean {
  if (!p.info.captured || p.info.captured.toUpperCase() === 'Z' || !p.info.from) return false;
  const to = squareIndex(pos, p.info.to), from = squareIndex(pos, p.info.from);
  const victim = pieceAt(pos, to), taker = pieceAt(pos, from);
  if (!victim || !taker) return false;
  const guarded = pos.attackers(to, colorIndex(victim.color)).length > 0;
  return !guarded || value(pos, victim) >= value(pos, taker) + 200;
}

const letterAt = (pos: Position, sq: number): string => pieceAt(pos, sq)?.letter ?? '';

/** Few pieces besides kings and pawns: at most two per side (Berserkers included). */
function endgame(pos: Position): boolean {
  const count = { white: 0, black: 0 };
  for (const piece of pieceViews(pos)) {
    const d = defOf(pos, piece);
    if (!d.royal && !d.pawn) count[piece.color]++;
  }
  return count.white <= 2 && count.black <= 2;
}
