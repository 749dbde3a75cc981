/**
 * The `berserker` command line: perft, moves, play, status. `main` takes the arguments and two line
 * writers and returns the exit code, so it runs (and is tested) without a process.
 *   0 success · 1 a bad position or move · 2 a bad command line (unknown command, flag, variant or option)
 */
import { Game } from './game.js';
import { getVariant, VARIANT_IDS } from './variants.js';
import { parseFen, makeFen } from './fen.js';
import { perft, perftDivide } from './perft.js';
import { makeCoordinate, makeSan } from './san.js';
import { ChessError } from './errors.js';
import { parseMovetext } from './view/movetext.js';
import { Searcher, pvToCoordinates, gameHashes, type SearchInfo } from './search/index.js';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const COMMANDS: Record<string, { flags: readonly string[]; help: string }> = {
  perft: { flags: ['variant', 'fen', 'rules', 'depth', 'divide'], help: 'perft --variant V [--fen F] [--rules R] --depth N [--divide]   count leaf nodes' },
  moves: { flags: ['variant', 'fen', 'rules'], help: 'moves --variant V [--fen F] [--rules R] [SAN ...]            legal moves after the given moves (none once it is over)' },
  play: { flags: ['variant', 'fen', 'rules'], help: 'play --variant V [--fen F] [--rules R] SAN ...               the FEN after the moves' },
  status: { flags: ['variant', 'fen', 'rules'], help: 'status --variant V [--fen F] [--rules R] SAN ...             ongoing, or result, reason and points' },
  bestmove: {
    flags: ['variant', 'fen', 'rules', 'movetime', 'depth'],
    help: 'bestmove --variant V [--fen F] [--rules R] [SAN ...] (--movetime MS | --depth N)   search; the move in SAN on the last line',
  },
};

const BOOLEAN_FLAGS = new Set(['divide']);

function usage(): string[] {
  return [
    'usage: berserker <command> [options] [moves]',
    ...Object.values(COMMANDS).map((c) => '  ' + c.help),
    `variants: ${VARIANT_IDS.join(', ')}`,
    'rules (Berserker variants): "trigger=center|cross; release=opponent-places|owner-marks; capture=owner-turn|capturer-turn; threat=placer|owner|none; ohNo=off|on"',
  ];
}

interface Parsed {
  flags: Map<string, string>;
  moves: string[];
}

function parseArgs(command: string, args: string[]): Parsed {
  const spec = COMMANDS[command]!;
  const flags = new Map<string, string>();
  const moves: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (!spec.flags.includes(name)) {
        throw new ChessError('ERR_ARGS', `unknown option --${name} for ${command}; valid options: ${spec.flags.map((f) => '--' + f).join(', ')}`);
      }
      if (BOOLEAN_FLAGS.has(name)) { flags.set(name, 'true'); continue; }
      const value = inline ?? args[++i];
      if (value === undefined) throw new ChessError('ERR_ARGS', `--${name} needs a value`);
      flags.set(name, value);
    } else {
      // Moves may come as separate words or one quoted string, with move numbers and a result mixed
      // in: the engine's one movetext reader takes them apart.
      moves.push(...parseMovetext(a));
    }
  }
  return { flags, moves };
}

/** A whole-number flag, or undefined when absent. */
function wholeFlag(flags: Map<string, string>, name: string): number | undefined {
  const text = flags.get(name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new ChessError('ERR_ARGS', `--${name} needs a whole number (got "${text}")`);
  return Number(text);
}

/** `info depth 6 score cp 35 nodes 12345 pv e2e4 e7e5` (score from the chooser's side, as in UCI). */
function infoLine(game: Game, info: SearchInfo): string {
  const score = info.mate !== null ? `mate ${info.mate}` : `cp ${info.score}`;
  const pv = pvToCoordinates(game.position, info.pv);
  return `info depth ${info.depth} score ${score} nodes ${info.nodes}${pv.length ? ' pv ' + pv.join(' ') : ''}`;
}

function formatPoints(p: number): string {
  return p === 0.5 ? '1/2' : String(p);
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    usage().forEach((l) => io.out(l));
    return command ? 0 : 2;
  }
  if (!COMMANDS[command]) {
    io.err(`error: unknown command "${command}"; valid commands: ${Object.keys(COMMANDS).join(', ')}`);
    return 2;
  }
  try {
    const { flags, moves } = parseArgs(command, rest);
    const variantId = flags.get('variant') ?? 'chess';
    const rules = flags.get('rules');
    const variant = getVariant(variantId, rules);
    if (command === 'perft') {
      const depthText = flags.get('depth');
      if (depthText === undefined || !/^\d+$/.test(depthText)) throw new ChessError('ERR_ARGS', '--depth needs a whole number');
      if (moves.length) throw new ChessError('ERR_ARGS', `perft takes no moves (got "${moves[0]}"); give a position with --fen`);
      const pos = parseFen(variant, flags.get('fen') ?? variant.def.startFen);
      const depth = Number(depthText);
      if (flags.has('divide')) {
        let total = 0;
        const legal = pos.legalMoves();
        for (const { move, nodes } of perftDivide(pos, depth)) {
          io.out(`${makeCoordinate(pos, move)} ${makeSan(pos, move, legal)}: ${nodes}`);
          total += nodes;
        }
        io.out(String(depth === 0 ? 1 : total));
      } else io.out(String(perft(pos, depth)));
      return 0;
    }
    const game = new Game({ variant: variantId, ...(rules !== undefined ? { rules } : {}), ...(flags.has('fen') ? { fen: flags.get('fen')! } : {}) });
    for (const san of moves) game.play(san);
    if (command === 'bestmove') {
      const depth = wholeFlag(flags, 'depth'), movetime = wholeFlag(flags, 'movetime');
      if (depth === undefined && movetime === undefined) throw new ChessError('ERR_ARGS', 'bestmove needs --depth N or --movetime MS');
      if (depth === 0) throw new ChessError('ERR_ARGS', '--depth must be at least 1');
      const s = game.status();
      if (s.over) throw new ChessError('ERR_GAME_OVER', `no move to search: the game is over (${s.result}, ${s.reason})`);
      const result = new Searcher().search(game.position, {
        ...(depth !== undefined ? { depth } : {}),
        ...(movetime !== undefined ? { movetime } : {}),
        history: gameHashes(game),
        onInfo: (info) => io.out(infoLine(game, info)),
      });
      io.out(game.describe(result.move!).san);
      return 0;
    }
    // Once the game is over (C12: repetition and the 50-move rule too) no move can be played: none is listed.
    if (command === 'moves') io.out(game.status().over ? '' : game.legalMoves().map((m) => m.san).join(' '));
    else if (command === 'play') io.out(makeFen(game.position));
    else {
      const s = game.status();
      io.out(s.over ? `${s.result} ${s.reason} (points: white ${formatPoints(s.points.white)}, black ${formatPoints(s.points.black)})` : 'ongoing');
    }
    return 0;
  } catch (e) {
    if (e instanceof ChessError) {
      io.err(`error: ${e.message}`);
      return ['ERR_ARGS', 'ERR_VARIANT', 'ERR_RULES'].includes(e.code) ? 2 : 1;
    }
    io.err(`internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    return 70;
  }
}
