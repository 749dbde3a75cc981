/**
 * The iframe page's address (/embed/frame/?variant=…&fen=…): built by the Embed page's editor
 * (`frameUrl`, `frameSnippet`) and read back by the frame page itself (`parseFrameQuery`). One module so
 * both sides agree on the parameter names, which are the element's own attribute names.
 *
 * Values are passed through as they are: the element checks them and shows its own message naming the
 * attribute. What only this page can know is checked here: an unknown parameter, a parameter given
 * twice, an on/off parameter with another value, a `background` it does not have.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locale';
import { FRAME_WORDS } from './frame-words';

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
  'refutation',
  'sound',
  'lang',
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
  /** The frame's accessible name (default: "Berserker Chess board", in `locale`). */
  title?: string;
  /** The language of the default title (default English). */
  locale?: Locale;
}

/** A frame's size: at most `width` wide, `height` tall at that width, and never less tall than `minHeight`. */
export interface FrameSize {
  width: number;
  height: number;
  minHeight?: number;
}

/**
 * The frame's size for what it shows. The frame takes its column's width up to `width` and keeps its
 * proportions as it narrows (`frameStyle`), so on a phone the board is as wide as the frame with the
 * rest below it: the status line, the step buttons, the move list, the move box. What comes with the
 * board takes about the same height whatever the width (measured in Chromium at 320 to 480 px, with a
 * touch screen's 44 px controls): a diagram's status line 40 px, a game's step buttons, header and
 * a few lines of moves 210, a board to play on 240, a puzzle 300. Each proportion leaves that much
 * below a 320 px board. `move-list="right"` asks for the list beside the board: a landscape frame,
 * kept at least 600 px tall, since on a phone (a frame under 480 px wide) the element puts the list
 * below all the same.
 */
export function frameSize(options: FrameOptions): FrameSize {
  const mode = options.mode || 'view';
  if (mode === 'puzzle') return { width: 400, height: 780 };
  if (mode !== 'view') return { width: 400, height: 700 };
  if (!(options.moves || options.pgn)) return { width: 400, height: 450 };
  const list = options['move-list'];
  if (list === 'none') return { width: 400, height: 520 };
  if (list === 'right') return { width: 640, height: 480, minHeight: 600 };
  return { width: 480, height: 800 };
}

/**
 * The frame's CSS: the column's width up to the size's, the height following the width (aspect-ratio;
 * `height:auto` over the height attribute, which stays for a site that strips style attributes).
 */
export function frameStyle(size: FrameSize): string {
  // i18n-ignore: CSS, not words
  return `width:100%;max-width:${size.width}px;height:auto;aspect-ratio:${size.width}/${size.height}${size.minHeight ? `;min-height:${size.minHeight}px` : ''}`;
}

const attrEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML for a host page: an <iframe> of the frame page, lazily loaded, with a title and a size that follows the page's width. */
export function frameSnippet(options: FrameOptions, settings: FrameSnippetSettings = {}): string {
  const natural = frameSize(options);
  const size = { ...natural, width: settings.width ?? natural.width, height: settings.height ?? natural.height };
  const title = settings.title ?? FRAME_WORDS[settings.locale ?? DEFAULT_LOCALE].title;
  return (
    `<iframe src="${attrEscape(frameUrl(options, settings))}" title="${attrEscape(title)}" ` +
    `width="${size.width}" height="${size.height}" loading="lazy" style="${frameStyle(size)};border:0"></iframe>`
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

/**
 * The language of the frame's own words: the query's `lang` (the board's language) when this site has
 * that language, else English. `de-AT` is German.
 */
export function frameLocale(lang: string | null | undefined): Locale {
  const base = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

const ON = new Set(['', 'true', 'on', '1', 'yes']);
const OFF = new Set(['false', 'off', '0', 'no']);

/**
 * Reads the frame page's query (`location.search` or its parameters); the reverse of `frameUrl`. Its
 * problems are said in `locale` (default: the query's own `lang`, see frameLocale).
 */
export function parseFrameQuery(query: string | URLSearchParams, locale?: Locale): ParsedFrame {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const words = FRAME_WORDS[locale ?? frameLocale(params.get('lang'))];
  const out: ParsedFrame = { attributes: [], pgn: null, background: 'theme', problems: [] };
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!KNOWN.has(name)) {
      const near = nearest(name);
      out.problems.push(near ? words.unknownNear(name, near) : words.unknown(name));
      continue;
    }
    if (seen.has(name)) {
      out.problems.push(words.twice(name));
      continue;
    }
    seen.add(name);
    if (name === 'pgn') out.pgn = value;
    else if (name === 'background') {
      if ((BACKGROUNDS as readonly string[]).includes(value)) out.background = value as Background;
      else out.problems.push(words.background(value, BACKGROUNDS.join(', ')));
    } else if ((BOOLEAN_PARAMS as readonly string[]).includes(name)) {
      const v = value.toLowerCase();
      if (ON.has(v)) out.attributes.push([name, '']);
      else if (!OFF.has(v)) out.problems.push(words.onOff(name, value));
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
