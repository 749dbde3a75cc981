/**
 * What the evaluation's piece-activity terms reward and punish, each measured as the difference its
 * weight makes (weights.ts): a leaper's safe squares (those not taken by its own side and not attacked by
 * an enemy pawn) against its baseline, and a piece standing where an enemy pawn attacks it.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../src/index.js';
import { evaluate, evalTablesWith } from '../src/search/evaluate.js';
import { weightsFor, type EvalWeights } from '../src/search/weights.js';

/** How much `key` at its default adds to the evaluation of `fen` (side to move's view) over the same at 0. */
function termOf(variant: string, fen: string, key: keyof EvalWeights): number {
  const pos = new Game({ variant, fen }).position;
  const w = weightsFor(variant);
  return evaluate(pos, evalTablesWith(pos.v, w)) - evaluate(pos, evalTablesWith(pos.v, { ...w, [key]: 0 }));
}

describe('leaper mobility', () => {
  it('a knight in the open centre counts its free squares; one whose squares enemy pawns cover counts fewer', () => {
    // White's knight on d4: eight free squares. Then black pawns on c6, e6 and f6 cover b5, d5, f5, e5 and
    // g5: four of the knight's eight squares are left. (A pawn each side keeps the material sufficient.)
    const free = termOf('chess', '4k3/7p/8/8/3N4/8/P7/4K3 w - - 0 1', 'leaperMobility');
    const covered = termOf('chess', '4k3/7p/2p1pp2/8/3N4/8/P7/4K3 w - - 0 1', 'leaperMobility');
    expect(free).toBeGreaterThan(0);
    expect(covered).toBeLessThan(free);
    // Scores are the side to move's: with Black to move the free knight is against it.
    expect(termOf('chess', '4k3/7p/8/8/3N4/8/P7/4K3 b - - 0 1', 'leaperMobility')).toBe(-free);
  });

  it('a knight on the rim has fewer safe squares than one in the centre', () => {
    expect(termOf('chess', '4k3/7p/8/8/8/8/P7/N3K3 w - - 0 1', 'leaperMobility')).toBeLessThan(0);
  });

  it('squares its own pieces stand on do not count', () => {
    const blocked = termOf('chess', '4k3/8/2P1P3/1P3P2/3N4/1P3P2/2P1P3/4K3 w - - 0 1', 'leaperMobility');
    expect(blocked).toBeLessThan(0);
  });

  it('counts the Berserker, which moves as a knight', () => {
    // Berserker Chess with White's Berserker (Z) on e4 and nothing around it.
    expect(termOf('berserker', '4k3/7p/8/8/4Z3/8/P7/4K3 w - - 0 1 t', 'leaperMobility')).toBeGreaterThan(0);
  });
});

describe('pawn threats', () => {
  it('a piece an enemy pawn attacks costs its side the weight', () => {
    const w = weightsFor('chess').pawnThreat;
    // The black pawn on e5 attacks White's knight on d4 (and f4, empty).
    expect(termOf('chess', '4k3/8/8/4p3/3N4/8/8/4K3 w - - 0 1', 'pawnThreat')).toBe(-w);
    expect(termOf('chess', '4k3/8/8/4p3/3N4/8/8/4K3 b - - 0 1', 'pawnThreat')).toBe(w);
    // A pawn that does not attack the piece: no threat.
    expect(termOf('chess', '4k3/8/8/3p4/3N4/8/8/4K3 w - - 0 1', 'pawnThreat')).toBe(0);
  });

  it('counts whatever the piece\'s mobility weight (each weight is a term of its own for the tuner)', () => {
    const pos = new Game({ variant: 'chess', fen: '4k3/8/8/4p3/3N4/8/8/4K3 w - - 0 1' }).position;
    const still = { ...weightsFor('chess'), leaperMobility: 0 };
    const diff = evaluate(pos, evalTablesWith(pos.v, still)) - evaluate(pos, evalTablesWith(pos.v, { ...still, pawnThreat: 0 }));
    expect(diff).toBe(-still.pawnThreat);
  });

  it('a Berolina pawn attacks straight ahead, not diagonally', () => {
    // Berolina: the black pawn on d5 captures straight down onto d4; the one on e5 does not reach d4.
    expect(termOf('berolina', '4k3/8/8/3p4/3N4/8/8/4K3 w - - 0 1', 'pawnThreat')).toBeLessThan(0);
    expect(termOf('berolina', '4k3/8/8/4p3/3N4/8/8/4K3 w - - 0 1', 'pawnThreat')).toBe(0);
  });

  it('the immortal Berserker under a pawn costs half', () => {
    const w = weightsFor('berserker').pawnThreat;
    expect(termOf('berserker', '4k3/7p/8/5p2/4Z3/8/P7/4K3 w - - 0 1 t', 'pawnThreat')).toBe(-(w >> 1));
  });
});
