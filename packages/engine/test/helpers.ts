/**
 * Shared test helpers. Every expectation in the test files is worked out by hand (from the spec, the
 * seeds or published perft tables); these helpers only drive the engine and compare.
 */
import { expect } from 'vitest';
import { Game, type MoveInfo } from '../src/game.js';
import { ChessError } from '../src/errors.js';
import { main } from '../src/cli.js';
import { getVariant, parseFen, perft } from '../src/index.js';

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const GOP_START = '3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NKN2 w - - 0 1';

/** A Berserker Chess game (default ruleset unless `rules` is given). */
export function bz(fen?: string, rules?: string): Game {
  return new Game({ variant: 'berserker', rules, fen });
}

/** A Game of Pawns game. */
export function gop(fen?: string, rules?: string): Game {
  return new Game({ variant: 'game-of-pawns', rules, fen });
}

/** Code-unit sort, so the expected and actual lists compare independent of order. */
export function sorted(list: readonly string[]): string[] {
  return [...list].sort();
}

/** The SAN of every legal move, sorted. */
export function sans(g: Game): string[] {
  return sorted(g.legalMoves().map((m) => m.san));
}

/** Exact legal-set equality (not inclusion). */
export function expectLegal(g: Game, expected: readonly string[]): void {
  expect(sans(g)).toEqual(sorted(expected));
}

/**
 * Plays a move list such as `1. e3 e5 2. Nb1=Z Nf6` (move numbers, `1...` and `1.e3` forms are skipped).
 * Returns the MoveInfo of every move played.
 */
export function playAll(g: Game, moves: string): MoveInfo[] {
  const out: MoveInfo[] = [];
  for (const raw of moves.trim().split(/\s+/)) {
    if (raw === '') continue;
    const tok = raw.replace(/^\d+\.+/, '');
    if (tok === '') continue;
    out.push(g.play(tok));
  }
  return out;
}

/** A game from `fen` (or the start) with `moves` played. */
export function after(moves: string, opts: { fen?: string; rules?: string; variant?: string } = {}): Game {
  const g = new Game({ variant: opts.variant ?? 'berserker', rules: opts.rules, fen: opts.fen });
  playAll(g, moves);
  return g;
}

/**
 * Asserts that playing `move` is rejected with a ChessError and leaves the game unchanged; returns the
 * error so the caller can check its message.
 */
export function playError(g: Game, move: string): ChessError {
  const before = g.fen();
  const plies = g.history.length;
  let err: unknown = null;
  try {
    g.play(move);
  } catch (e) {
    err = e;
  }
  expect(err, `"${move}" should have been rejected`).toBeInstanceOf(ChessError);
  expect(g.fen()).toBe(before);
  expect(g.history.length).toBe(plies);
  return err as ChessError;
}

/** Asserts that reading `fen` under `variant`/`rules` throws a ChessError; returns it. */
export function fenError(fen: string, rules?: string, variant = 'berserker'): ChessError {
  let err: unknown = null;
  try {
    parseFen(getVariant(variant, rules), fen);
  } catch (e) {
    err = e;
  }
  expect(err, `FEN "${fen}" should have been rejected`).toBeInstanceOf(ChessError);
  return err as ChessError;
}

/** Perft of `fen` under `variant`/`rules`. */
export function perftOf(fen: string, depth: number, rules?: string, variant = 'berserker'): number {
  return perft(parseFen(getVariant(variant, rules), fen), depth);
}

/** The seventh (Berserker) field of a game's FEN. */
export function flags(g: Game): string {
  return g.fen().split(' ')[6]!;
}

/** Runs `f`, which must throw a ChessError, and returns the error for checks on its code and message. */
export function thrown(f: () => unknown): ChessError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ChessError);
    return e as ChessError;
  }
  throw new Error('expected a ChessError, nothing was thrown');
}

/**
 * A FEN of a `size` x `size` board from a square -> letter map (`{ f2: 'K', f11: 'k' }`) and the
 * remaining fields, written here independently of the engine's FEN writer.
 */
export function fenOf(pieces: Record<string, string>, rest: string, size = 12): string {
  const files = 'abcdefghijkl';
  const rows: string[] = [];
  for (let r = size; r >= 1; r--) {
    let row = '', empty = 0;
    for (let f = 0; f < size; f++) {
      const p = pieces[files[f]! + r];
      if (!p) { empty++; continue; }
      if (empty) row += empty;
      empty = 0;
      row += p;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join('/') + ' ' + rest;
}

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/** Runs the `berserker` command line in-process, collecting its output lines and exit code. */
export async function runCli(...argv: string[]): Promise<CliRun> {
  const out: string[] = [], err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}
