/**
 * The iframe page's address (/embed/frame/?variant=…&fen=…): built by the Embed page's editor
 * (`frameUrl`, `frameSnippet`) and read back by the frame page itself (`parseFrameQuery`). One module so
 * both sides agree on the parameter names, which are the element's own attribute names.
 *
 * Values are passed through as they are: the element checks them and shows its own message naming the
 * attribute. What only this page can know is checked here: an unknown parameter, a parameter given
 * twice, an on/off parameter with another value, a `background` it does not have.
 */

/** The page's path on this site. */
export const FRAME_PATH = '/embed/frame/';

/** Parameters passed to <berserker-board> as attributes with their text (`pgn` becomes its PGN child). */
export const TEXT_PARAMS = [
  'variant',
  'rules',
  'fen',
  'moves',
  'pgn',
  'ply',
  'mode',
  'player',
  'orientation',
  'theme',
  'arrows',
  'highlights',
  'selected',
  'solution',
  'mate-in',
  'alternatives',
  'reply-delay',
  'label',
  'move-list',
] as const;

/** The element's on/off attributes: present (`coordinates`, `coordinates=true`) or not. */
export const BOOLEAN_PARAMS = ['coordinates', 'show-moves', 'menu'] as const;

/** The frame's own: `theme` paints the page in the board's theme (the default), `transparent` shows the host page through. */
export const BACKGROUNDS = ['theme', 'transparent'] as const;

export type TextParam = (typeof TEXT_PARAMS)[number];
export type BooleanParam = (typeof BOOLEAN_PARAMS)[number];
export type Background = (typeof BACKGROUNDS)[number];

/** What the frame shows: the element's attributes by name, plus the frame's background. */
export type FrameOptions = { [K in TextParam]?: string | number } & { [K in BooleanParam]?: boolean } & {
  background?: Background;
};

export interface FrameUrlSettings {
  /** Make the address absolute on this origin (an iframe on another site needs it), e.g. `location.origin`. */
  origin?: string;
  /** The page's path (default FRAME_PATH). */
  path?: string;
}

const KNOWN = new Set<string>([...TEXT_PARAMS, ...BOOLEAN_PARAMS, 'background']);

/**
 * A query value, percent-encoded as little as a URL allows so a FEN or a move list stays readable:
 * spaces become `+`, `/` and `:` stay; `+` (a check in SAN), `&`, `#`, `=`, `%` and the rest are encoded,
 * and `'` too, as a browser writes it in an http(s) query (a link's `href` then reads back the same address).
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%2F/gi, '/').replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/'/g, '%27');
}

/**
 * The frame page's address for these options, in a fixed parameter order. Unset, empty and `false`
 * options are left out (the element's defaults apply); `true` on/off options are written bare
 * (`&coordinates`), and `background` only when it is not the default.
 */
export function frameUrl(options: FrameOptions, settings: FrameUrlSettings = {}): string {
  const parts: string[] = [];
  for (const name of TEXT_PARAMS) {
    const v = options[name];
    if (v === undefined || v === null || String(v) === '') continue;
    parts.push(`${name}=${encodeValue(String(v))}`);
  }
  for (const name of BOOLEAN_PARAMS) if (options[name]) parts.push(name);
  if (options.background && options.background !== 'theme') parts.push(`background=${encodeValue(options.background)}`);
  const path = settings.path ?? FRAME_PATH;
  const query = parts.length ? `?${parts.join('&')}` : '';
  return settings.origin ? new URL(path, settings.origin).href + query : path + query;
}

export interface FrameSnippetSettings extends FrameUrlSettings {
  /** The frame's size in CSS pixels (default: `frameSize(options)`). */
  width?: number;
  height?: number;
  /** The frame's accessible name (default: "Berserker Chess board"). */
  title?: string;
}

/**
 * A size that shows the whole board at about 380 px with what comes with it (measured in Chromium):
 * beside a game in view mode the move list (the element puts it there in a wide frame); under a board
 * to play on or a puzzle, the move box, the step buttons and a few lines of moves.
 */
export function frameSize(options: FrameOptions): { width: number; height: number } {
  const view = !options.mode || options.mode === 'view';
  const hasMoves = Boolean(options.moves || options.pgn);
  if (!view) return { width: 400, height: 620 };
  if (hasMoves && options['move-list'] !== 'none') return options['move-list'] === 'bottom' ? { width: 400, height: 620 } : { width: 640, height: 480 };
  return { width: 400, height: 440 };
}

const attrEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML for a host page: an <iframe> of the frame page, lazily loaded, with a title and a size. */
export function frameSnippet(options: FrameOptions, settings: FrameSnippetSettings = {}): string {
  const size = frameSize(options);
  const width = settings.width ?? size.width;
  const height = settings.height ?? size.height;
  const title = settings.title ?? 'Berserker Chess board';
  return (
    `<iframe src="${attrEscape(frameUrl(options, settings))}" title="${attrEscape(title)}" ` +
    `width="${width}" height="${height}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}

/** What the frame page makes of its query. */
export interface ParsedFrame {
  /** The element's attributes to set, in query order (on/off ones with the value ''). */
  attributes: Array<[name: string, value: string]>;
  /** The PGN text for the element's PGN child, or null. */
  pgn: string | null;
  background: Background;
  /** What is wrong with the query itself, one sentence each (the element reports bad values on its own). */
  problems: string[];
}

/** The known parameter a mistyped one is closest to (at most two letters off), or null. */
function nearest(name: string): string | null {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length]!;
  };
  let best: [string, number] | null = null;
  for (const known of KNOWN) {
    const d = distance(name.toLowerCase(), known);
    if (d <= 2 && (!best || d < best[1])) best = [known, d];
  }
  return best?.[0] ?? null;
}

/** A name or value as a problem quotes it: its first 30 characters. */
const q = (text: string): string => JSON.stringify([...text].length > 30 ? `${[...text].slice(0, 30).join('')}…` : text);

/**
 * What the frame says about its query: one short line per problem (issue 28: a 400×440 frame shows
 * them above the board, so no message lists every parameter; the Embed page does).
 */
export const FRAME_WORDS = {
  unknownNear: (name: string, near: string) => `Unknown parameter ${q(name)}: did you mean "${near}"?`,
  unknown: (name: string) => `Unknown parameter ${q(name)} (the Embed page lists them).`,
  twice: (name: string) => `The parameter "${name}" is given more than once; the first one is used.`,
  background: (value: string) => `background: ${q(value)} is not one of ${BACKGROUNDS.join(', ')}.`,
  onOff: (name: string, value: string) => `${name}: ${q(value)} is neither on nor off (write "${name}" alone, or ${name}=false).`,
} as const;

const ON = new Set(['', 'true', 'on', '1', 'yes']);
const OFF = new Set(['false', 'off', '0', 'no']);

/** Reads the frame page's query (`location.search` or its parameters); the reverse of `frameUrl`. */
export function parseFrameQuery(query: string | URLSearchParams): ParsedFrame {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const out: ParsedFrame = { attributes: [], pgn: null, background: 'theme', problems: [] };
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!KNOWN.has(name)) {
      const near = nearest(name);
      out.problems.push(near ? FRAME_WORDS.unknownNear(name, near) : FRAME_WORDS.unknown(name));
      continue;
    }
    if (seen.has(name)) {
      out.problems.push(FRAME_WORDS.twice(name));
      continue;
    }
    seen.add(name);
    if (name === 'pgn') out.pgn = value;
    else if (name === 'background') {
      if ((BACKGROUNDS as readonly string[]).includes(value)) out.background = value as Background;
      else out.problems.push(FRAME_WORDS.background(value));
    } else if ((BOOLEAN_PARAMS as readonly string[]).includes(name)) {
      const v = value.toLowerCase();
      if (ON.has(v)) out.attributes.push([name, '']);
      else if (!OFF.has(v)) out.problems.push(FRAME_WORDS.onOff(name, value));
    } else out.attributes.push([name, value]);
  }
  return out;
}

/** The options a parsed query stands for (so the editor can open a frame address it is given). */
export function frameOptions(parsed: ParsedFrame): FrameOptions {
  const options: Record<string, string | boolean> = {};
  for (const [name, value] of parsed.attributes) options[name] = (BOOLEAN_PARAMS as readonly string[]).includes(name) ? true : value;
  if (parsed.pgn !== null) options.pgn = parsed.pgn;
  if (parsed.background !== 'theme') options.background = parsed.background;
  return options as FrameOptions;
}
