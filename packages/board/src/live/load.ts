/**
 * Reads the element's inputs into a game: `variant`, `rules`, `fen` and `moves`, or a PGN (the child
 * script or the `pgn` property; one of its games) whose [Variant], [Rules] and [FEN] tags win over the
 * attributes. The
 * engine does all the reading: parseMovetext for `moves`, readGameTree for PGN (so the game keeps
 * what the PGN records — R8's Oh No! take-backs, comments, variations — and can write it back). Never
 * throws: each bad input is a Problem naming its attribute, and the legal moves before a bad one are kept.
 */
import {
  ChessError,
  Game,
  gameAtPath,
  mainline,
  makePgn,
  parseMovetext,
  parsePgn,
  readGameTree,
  variantInfo,
  type GameTree,
  type PgnGame,
} from '@berserker-chess/engine';
import { problem, type Problem } from './problems.js';
import type { PgnReader } from '../types.js';

export interface Inputs {
  readonly variant: string;
  readonly rules: string;
  readonly fen: string;
  readonly moves: string;
  /** PGN text (from the child script or the `pgn` property); blank: none. */
  readonly pgn: string;
  /** Did the page give `variant` (else a PGN without [Variant] is chess)? */
  readonly variantGiven?: boolean;
  /** Which game of a PGN of several (0 = the first). */
  readonly game?: number;
  /** How PGN text is read: all or nothing by default; the viewer reads as far as it can (parsePgnPrefix). */
  readonly read?: PgnReader;
}

/** All or nothing: a syntax error anywhere leaves no game. */
const whole: PgnReader = (text) => {
  try {
    return { games: parsePgn(text), error: null };
  } catch (e) {
    return { games: [], error: e };
  }
};

export interface Loaded {
  /** The game at the end of what could be read, or null when the inputs make no game. */
  readonly game: Game | null;
  /** The PGN as the engine read it (tags, comments, variations), when the game came from PGN. */
  readonly imported: GameTree | null;
  readonly problems: Problem[];
  /** The tags of each game of the PGN (for the game picker); empty without a PGN. */
  readonly games?: ReadonlyArray<ReadonlyArray<readonly [string, string]>>;
}

/** Which attribute an engine error while creating a game belongs to. */
const blame = (e: unknown): string => {
  const code = e instanceof ChessError ? e.code : '';
  return code === 'ERR_VARIANT' ? 'variant' : code === 'ERR_RULES' ? 'rules' : 'fen';
};

/** The Problem with the attribute an engine error belongs to (whose text the message may quote). */
const blamed = (e: unknown, src: Inputs): Problem => {
  const attribute = blame(e) as 'variant' | 'rules' | 'fen';
  return problem(attribute, e, undefined, src[attribute]);
};

export function loadGame(src: Inputs): Loaded {
  return src.pgn.trim() ? fromPgn(src) : fromMoves(src);
}

/** The start position from the attributes, then `moves` played up to the first that cannot be. */
function fromMoves(src: Inputs): Loaded {
  const problems: Problem[] = [];
  let sans: string[] = [];
  try {
    sans = parseMovetext(src.moves);
  } catch (e) {
    problems.push(problem('moves', e, 'ERR_PGN', src.moves));
  }
  let game: Game;
  try {
    game = new Game({ variant: src.variant, rules: src.rules.trim() || undefined, fen: src.fen.trim() || undefined });
  } catch (e) {
    problems.push(blamed(e, src));
    return { game: null, imported: null, problems };
  }
  for (const san of sans) {
    try {
      game.play(san);
    } catch (e) {
      problems.push(problem('moves', e, undefined, src.moves));
      break;
    }
  }
  return { game, imported: null, problems };
}

/**
 * Game `src.game` of a PGN (the first by default). Tags it lacks come from the attributes ([Variant] from
 * `variant` when the page gave one: else the PGN convention, standard chess; [Rules], [FEN]). The text is read as far as it can be: a syntax error is reported with its line
 * and column (with the viewer's reader the games and moves before it are kept); a move the engine
 * cannot replay is reported and the moves before it are kept.
 */
function fromPgn(src: Inputs): Loaded {
  const { games: records, error } = (src.read ?? whole)(src.pgn);
  const syntax = error ? [problem('pgn', error, 'ERR_PGN', src.pgn)] : [];
  const games = records.map((r) => r.tags);
  const record = records[Math.min(src.game ?? 0, records.length - 1)];
  if (!record) {
    // Nothing readable: the board shows the attributes' start position, the box says what is wrong.
    const { game, problems } = fromMoves({ ...src, moves: '' });
    return { game, imported: null, problems: [...syntax, ...problems], games };
  }
  let withTags: PgnGame;
  try {
    withTags = { ...record, tags: [...record.tags, ...missingTags(record, src)] };
  } catch (e) {
    return { game: null, imported: null, problems: [blamed(e, src)], games };
  }
  /** The game tree of the PGN with its first `moves` main-line moves (all when omitted), and the game at its end. */
  const read = (moves?: number) => {
    const tree = readGameTree(makePgn(moves === undefined ? withTags : { ...withTags, moves: withTags.moves.slice(0, moves), result: '*' }, { maxLineLength: Infinity }));
    return { tree, game: gameAtPath(tree, mainline(tree).at(-1)?.path ?? '') };
  };
  try {
    const { tree, game } = read();
    return { game, imported: tree, problems: syntax, games };
  } catch (e) {
    const bad = problem('pgn', e, undefined, src.pgn);
    // The longest start of the main line the engine replays (binary search: a prefix of a readable
    // prefix is readable), so the moves before the bad one are kept.
    let ok = -1;
    let fail = withTags.moves.length;
    let got: ReturnType<typeof read> | null = null;
    while (fail - ok > 1) {
      const mid = (ok + fail) >> 1;
      try {
        got = read(mid);
        ok = mid;
      } catch {
        fail = mid;
      }
    }
    // The syntax error first (each attribute shows one problem): it is what the whole-text reader reported
    // before the viewer read further, so reading again fires no second `error`.
    return { game: got?.game ?? null, imported: got?.tree ?? null, problems: [...syntax, bad], games };
  }
}

/** [Variant], [Rules], [FEN] from the attributes, for those the PGN does not have. */
function missingTags(record: PgnGame, src: Inputs): Array<[string, string]> {
  const has = (name: string) => record.tags.some(([k]) => k.toLowerCase() === name.toLowerCase());
  const out: Array<[string, string]> = [];
  // A PGN without [Variant] is standard chess (the PGN convention, lichess and chess.com exports), unless
  // the page chose a variant for it with the attribute.
  if (!has('Variant') && src.variantGiven !== false) out.push(['Variant', variantInfo(src.variant).pgnName]);
  if (!has('Rules') && src.rules.trim()) out.push(['Rules', src.rules.trim()]);
  if (!has('FEN') && src.fen.trim()) out.push(['SetUp', '1'], ['FEN', src.fen.trim()]);
  return out;
}
