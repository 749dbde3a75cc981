/**
 * Seeded fuzzing of every attribute of <berserker-board> (issue 17): for each attribute (and the PGN,
 * as the `pgn` property and as a child script), valid values, near-valid mutations (a character
 * flipped, dropped or inserted, truncated, doubled, the wrong case, huge, negative, NaN, unicode, 10 kB
 * and 1 MB long, markup and quote characters) and random junk. For each input the element either
 * accepts it — no error box, no `error` event, and the board shows what the value says (the engine's
 * position, the right number of squares, the arrows drawn, …) — or shows one error box entry naming
 * the attribute, with a short message (at most 60 characters of the value in a row), and fires exactly
 * one `error` event naming it and saying what the box says (none when the same problem is shown
 * already). Never an uncaught exception, never markup made from the value, and afterwards the base
 * value gives the base board again (checked every few inputs: each restore is one more update, and
 * the updates are what the run costs). Where the engine reads the attribute (variant, rules, fen,
 * moves, solution) the element accepts exactly what the engine accepts; for the element's own
 * attributes, exactly what its documentation allows. A hang is caught by the per-test timeout (each
 * test is a chunk of 50 inputs); nothing here measures time. The counts per attribute are logged.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { Game, VARIANT_IDS, parseMovetext, pieceViews, ruleOptionList, seededRandom, variantInfo, writePgn } from '@berserker-chess/engine';
import { $, $$, has, painted } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const int = (rnd: Rnd, n: number): number => Math.floor(rnd() * n);

interface ErrorDetail {
  attribute: string | null;
  message: string;
  code: string;
}

// ------------------------------------------------------------------ inputs

/** Markup and script-like text: none of it may ever become an element or run. */
const MARKUP = [
  '<img id="fuzz-xss" src="x" onerror="window.__fuzzXss=1">',
  '<img src=x onerror=window.__fuzzXss=1>',
  '<script>window.__fuzzXss=1</script>',
  '<svg onload="window.__fuzzXss=1"><fuzz-xss></fuzz-xss></svg>',
  '"><fuzz-xss id="fuzz-xss"></fuzz-xss>',
  "'><b class=\"fuzz-xss\">bold</b>",
  '</code></div><img class="fuzz-xss" src=x onerror="window.__fuzzXss=1">',
  '<iframe srcdoc="<script>parent.__fuzzXss=1</script>"></iframe>',
  '&#60;img src=x onerror=window.__fuzzXss=1&#62;',
  '&lt;b&gt;&amp;&quot;&#39;',
  ']]><![CDATA[<fuzz-xss/>]]>',
  '${window.__fuzzXss=1}{{7*7}}',
];
/** What an injected element or handler would leave behind. */
const INJECTED = 'img, iframe, object, embed, fuzz-xss, .fuzz-xss, #fuzz-xss, [onerror], [onload], [srcdoc]';

const UNICODE = ['é', 'ß', 'İ', 'ﬁ', '\u00a0', '\u200b', '\u202e', '\u2028', '\ufeff', '😀', '\ud800', '\udfff', '\u0000', '\u0007', '１', '٣', '⁴', 'Ⅻ', 'e\u0301', '\ufffd', '\uffff', '♔', '−'];
const QUOTES = ['"', "'", '&', '<', '>', '`', '\\', '"\'&'];
const SPECIAL = [
  '', ' ', '\t\n', 'NaN', 'Infinity', '-Infinity', '-1', '-0', '0', '1e309', '1e21', '9007199254740993', '0x10', '0b1', '1_000', '+3',
  '.5', '3.', 'null', 'undefined', 'true', 'false', '[object Object]', '__proto__', 'constructor', 'toString', 'hasOwnProperty',
  '9'.repeat(400), '---', ';;;', ':', '=', '#', '0:', '1. ', '*',
];
const ONE_MB = 1 << 20;

/** Random junk: printable ASCII mostly, some unicode and markup characters. */
function junk(rnd: Rnd, length = 1 + int(rnd, 80)): string {
  let s = '';
  for (let i = 0; i < length; i++) {
    const r = rnd();
    s += r < 0.8 ? String.fromCharCode(32 + int(rnd, 95)) : r < 0.9 ? pick(rnd, UNICODE) : pick(rnd, QUOTES);
  }
  return s;
}

const swapCase = (s: string): string => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
const insert = (s: string, at: number, what: string): string => s.slice(0, at) + what + s.slice(at);
const repeatTo = (s: string, n: number): string => (s || 'x').repeat(Math.ceil(n / Math.max(1, s.length))).slice(0, n);

/** A near-valid mutation of `v`, with characters from `alphabet` where it needs some. */
function mutate(v: string, rnd: Rnd, alphabet: string): string {
  const at = int(rnd, v.length + 1);
  switch (int(rnd, 14)) {
    case 0: // a character flipped
      return v.length ? v.slice(0, Math.min(at, v.length - 1)) + pick(rnd, [...alphabet]) + v.slice(Math.min(at, v.length - 1) + 1) : pick(rnd, [...alphabet]);
    case 1: // truncated
      return v.slice(0, at);
    case 2: // doubled
      return pick(rnd, [v + v, `${v} ${v}`, `${v};${v}`, v.slice(0, at) + v.slice(Math.max(0, at - 3))]);
    case 3: // the wrong case
      return pick(rnd, [v.toUpperCase(), v.toLowerCase(), swapCase(v)]);
    case 4: // unicode
      return insert(v, at, pick(rnd, UNICODE));
    case 5: // markup
      return insert(v, at, pick(rnd, MARKUP));
    case 6: // quote and ampersand characters
      return insert(v, at, pick(rnd, QUOTES));
    case 7: // a character dropped
      return v.slice(0, at) + v.slice(at + 1);
    case 8: // spaces and line breaks around or inside
      return pick(rnd, [` ${v} `, `\n${v}\n`, `\t${v}`, insert(v, at, ' '), insert(v, at, '\n')]);
    case 9: // 10 kB
      return repeatTo(`${v} `, 10_240);
    case 10: // numbers: huge, negative, NaN, fractions
      return v.replace(/\d+/g, () => pick(rnd, ['99999999999999999999', '-1', 'NaN', '0', '1.5', '1e400', '-0', String(2 ** 31)])) + (/\d/.test(v) ? '' : pick(rnd, ['', '1', '-1', '99999999999']));
    case 11: // a value of another kind
      return pick(rnd, SPECIAL);
    case 12: // a few random edits
      return mutate(mutate(v, rnd, alphabet), rnd, alphabet);
    default: // junk appended
      return v + junk(rnd, 1 + int(rnd, 10));
  }
}

// ------------------------------------------------------------------ the engine's answers (the oracle)

const accepts = (f: () => unknown): boolean => {
  try {
    f();
    return true;
  } catch {
    return false;
  }
};

/** A random game of up to `plies` plies in `variant` (rules `rules`), from `fen` when given. */
function randomGame(rnd: Rnd, variant: string, plies: number, fen?: string, rules?: string): Game {
  const g = new Game({ variant, fen, rules });
  for (let i = 0; i < plies; i++) {
    const legal = g.position.legalMoves(); // packed moves: no SAN for moves not played
    if (!legal.length || g.status().over) break;
    g.play(pick(rnd, legal));
  }
  return g;
}

/** The movetext of a game as the PGN writer numbers it. */
const movetext = (g: Game): string => writePgn(g).split(/\n\s*\n/).slice(1).join(' ').replace(/\s+/g, ' ').trim();

/** The game `moves` make from a start (the engine's reading), or null when it cannot. */
function played(options: { variant: string; fen?: string; rules?: string }, moves: string): Game | null {
  try {
    const g = new Game(options);
    for (const san of parseMovetext(moves)) g.play(san);
    return g;
  } catch {
    return null;
  }
}

/** Whole squares of an 8x8 board: a1 … h8. */
const SQUARES_8 = [...'abcdefgh'].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));
const COLOURS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', '#f00', '#00ff00', '#1234', '#11223344'];

// ------------------------------------------------------------------ the element

const cellCount = (el: BerserkerBoard): number => $$(el, '[role=gridcell]').length;
const pieceCount = (el: BerserkerBoard): number => $$(el, '[role=gridcell]').filter((c) => !/^[a-l]\d+, empty/.test(c.getAttribute('aria-label') ?? '')).length;
const boxText = (el: BerserkerBoard): string => $(el, '.error')?.textContent ?? '';

/** Lets the element finish every update it asked for. */
async function settle(el: BerserkerBoard): Promise<void> {
  for (let i = 0; i < 5 && !(await el.updateComplete); i++);
}

/** The board shows `g`'s position: its squares, its pieces, its FEN. */
function shows(el: BerserkerBoard, g: Game): void {
  const { width, height } = variantInfo(g.variant.id);
  expect(cellCount(el), 'squares').to.equal(width * height);
  expect(el.fen).to.equal(g.fen());
  expect(pieceCount(el), 'pieces').to.equal(pieceViews(g).length);
}

const pageErrors: string[] = [];
const onError = (e: ErrorEvent): void => void pageErrors.push(`${e.message}`);
const onRejection = (e: PromiseRejectionEvent): void => void pageErrors.push(`unhandled rejection: ${String(e.reason)}`);

/** Nothing from a value became an element or ran. */
function nothingInjected(el: BerserkerBoard, what: string): void {
  expect(has(el, `${INJECTED}, script`), `${what}: markup in the shadow root`).to.equal(false);
  expect(!!document.querySelector(INJECTED), `${what}: markup in the document`).to.equal(false);
  expect((window as unknown as { __fuzzXss?: unknown }).__fuzzXss, `${what}: script ran`).to.equal(undefined);
}

/** At most 60 characters of `value` in a row appear in `text` (long values are shortened). */
function longestRunBelow61(text: string, value: string): boolean {
  if (value.length <= 60) return true;
  const hay = value.length > 20_000 ? value.slice(0, 20_000) : value;
  for (let i = 0; i + 61 <= text.length; i++) if (hay.includes(text.slice(i, i + 61))) return false;
  return true;
}

const show = (v: string): string => JSON.stringify(v.length > 80 ? `${v.slice(0, 80)}… (${v.length})` : v);

// ------------------------------------------------------------------ the targets

interface Target {
  /** The attribute (or `pgn`, set as the property; `pgn child` as a child script). */
  readonly attribute: string;
  /** Attributes of the board the values are tried on (all valid: no error box). */
  readonly base: Record<string, string>;
  /** Inputs to try (besides the fixed ones every attribute gets). */
  readonly count: number;
  /** A valid value. */
  valid(rnd: Rnd): string;
  /** Characters a flip or an edit uses. */
  readonly alphabet: string;
  /** Must the element accept `value`? (undefined: no oracle, the check decides.) */
  oracle?(value: string): boolean;
  /** Checks the board after it accepted `value`. */
  check(el: BerserkerBoard, value: string): void;
  /** Checks the board after it refused `value` (what it keeps). */
  refused?(el: BerserkerBoard, value: string): void;
}

const PUZZLE = { variant: 'chess', mode: 'puzzle', fen: '6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1', solution: 'Ra8#' };
const PUZZLE_GAME = () => new Game({ variant: 'chess', fen: PUZZLE.fen });
const LINE = movetext(randomGame(seededRandom(7), 'berserker', 12));
const LINE_GAME = played({ variant: 'berserker' }, LINE)!;
const RULE_OPTIONS = ruleOptionList();

/** A number attribute's rule: Number() of the text (blank: NaN), whole or not, in [min, max]. */
const numberOk = (text: string, min: number, max: number, integer: boolean): boolean => {
  const n = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n));
};

const choices = (attribute: string, values: readonly string[], base: Record<string, string>, check: (el: BerserkerBoard, v: string) => void): Target => ({
  attribute,
  base: { ...base, [attribute]: values[0]! },
  count: 70,
  valid: (rnd) => pick(rnd, values),
  alphabet: values.join(''),
  oracle: (v) => values.includes(v),
  check,
});

const free = (attribute: string, base: Record<string, string>, check: (el: BerserkerBoard, v: string) => void): Target => ({
  attribute,
  base,
  count: 40,
  valid: (rnd) => pick(rnd, ['', attribute, 'on', 'true', 'false', junk(rnd, 8)]),
  alphabet: 'abc',
  oracle: () => true,
  check,
});

const TARGETS: Target[] = [
  {
    attribute: 'variant',
    base: { variant: 'berserker', arrows: 'e2e4', highlights: 'd4:red', selected: 'e2' },
    count: 120,
    valid: (rnd) => pick(rnd, VARIANT_IDS),
    alphabet: 'abcdefghijklmnopqrstuvwxyz-',
    oracle: (v) => accepts(() => new Game({ variant: v })),
    check: (el, v) => shows(el, new Game({ variant: v })),
  },
  {
    attribute: 'rules',
    base: { variant: 'berserker', rules: '' },
    count: 120,
    valid: (rnd) =>
      RULE_OPTIONS.filter(() => rnd() < 0.5)
        .map((o) => `${o.key}=${pick(rnd, o.values)}`)
        .join(pick(rnd, ['; ', ';', ', '])),
    alphabet: 'triggercenterosreleaseplacescapturewnthreatownerohNo=;, ',
    oracle: (v) => accepts(() => new Game({ variant: 'berserker', rules: v.trim() || undefined })),
    check: (el, v) => shows(el, new Game({ variant: 'berserker', rules: v.trim() || undefined })),
  },
  ...['berserker', 'brawl'].map(
    (variant): Target => ({
      attribute: 'fen',
      base: { variant, fen: variantInfo(variant).startFen },
      count: 120,
      valid: (rnd) => randomGame(rnd, variant, int(rnd, 40)).fen(),
      alphabet: 'pnbrqkzPNBRQKZ0123456789/ -wbKQkqa-lT',
      oracle: (v) => accepts(() => new Game({ variant, fen: v.trim() || undefined })),
      check: (el, v) => shows(el, new Game({ variant, fen: v.trim() || undefined })),
    }),
  ),
  {
    attribute: 'moves',
    base: { variant: 'berserker', moves: LINE },
    count: 120,
    valid: (rnd) => movetext(randomGame(rnd, 'berserker', int(rnd, 30))),
    alphabet: 'NBRQKZabcdefgh12345678x=+#O-. /',
    oracle: (v) => played({ variant: 'berserker' }, v) !== null,
    check: (el, v) => {
      const g = played({ variant: 'berserker' }, v)!;
      shows(el, g);
      expect(el.history.map((m) => m.san)).to.deep.equal(g.history.map((m) => m.san));
    },
    // The legal moves before a bad one are kept (none when the text cannot be read at all).
    refused: (el, v) => {
      const g = new Game({ variant: 'berserker' });
      try {
        for (const san of parseMovetext(v)) g.play(san);
      } catch {
        // the moves before the bad one stay played
      }
      expect(el.history.map((m) => m.san)).to.deep.equal(g.history.map((m) => m.san));
      shows(el, g);
    },
  },
  {
    attribute: 'ply',
    base: { variant: 'berserker', moves: LINE, ply: String(LINE_GAME.history.length) },
    count: 100,
    valid: (rnd) => String(int(rnd, LINE_GAME.history.length + 1)),
    alphabet: '0123456789-.e+x ',
    oracle: (v) => numberOk(v, 0, LINE_GAME.history.length, true),
    check: (el, v) => {
      expect(el.ply).to.equal(Number(v));
      shows(el, LINE_GAME.atPly(Number(v)));
    },
  },
  choices('mode', ['view', 'play', 'puzzle'], PUZZLE, (el, v) => {
    expect(has(el, '[part=input]'), 'the SAN box').to.equal(v !== 'view');
    expect(has(el, '[part=feedback]'), 'the puzzle feedback').to.equal(v === 'puzzle');
  }),
  choices('orientation', ['white', 'black'], { variant: 'chess' }, (el, v) => {
    expect($(el, '[role=gridcell]')!.getAttribute('aria-label')).to.equal(v === 'white' ? 'a8, black rook' : 'h1, white rook');
  }),
  choices('theme', ['auto', 'light', 'dark'], { variant: 'chess' }, (el, v) => {
    const dark = v === 'dark' || (v === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
    expect(has(el, dark ? '.wrap.dark' : '.wrap.light')).to.equal(true);
  }),
  choices('player', ['both', 'white', 'black'], { variant: 'chess', mode: 'play' }, (el, v) => {
    // White is to move: the user may pick up pieces unless they play Black only.
    expect(has(el, '[role=gridcell].mv'), 'movable pieces').to.equal(v !== 'black');
  }),
  free('coordinates', { variant: 'chess' }, (el) => expect(has(el, '.svg .coords')).to.equal(true)),
  free('show-moves', { variant: 'chess' }, (el) => expect(el.showMoves).to.equal(true)),
  free('label', { variant: 'chess' }, (el, v) => expect($(el, '[role=grid]')!.getAttribute('aria-label')).to.equal(v || 'Chess board')),
  {
    attribute: 'arrows',
    base: { variant: 'chess', arrows: 'e2e4' },
    count: 100,
    valid: (rnd) =>
      Array.from({ length: int(rnd, 5) }, () => {
        const [a, b] = [pick(rnd, SQUARES_8), pick(rnd, SQUARES_8)];
        return a === b ? 'a1h8' : `${a}${pick(rnd, ['', '-'])}${b}${rnd() < 0.5 ? `:${pick(rnd, COLOURS)}` : ''}`;
      }).join(pick(rnd, [' ', ', ', '\n'])),
    alphabet: 'abcdefghijkl0123456789-:#redgnblu ',
    check: (el, v) => expect($$(el, '.svg line.arrow').length, 'arrows drawn').to.equal(v.split(/[\s,]+/).filter(Boolean).length),
  },
  {
    attribute: 'highlights',
    base: { variant: 'chess', highlights: 'e4' },
    count: 100,
    valid: (rnd) =>
      [...new Set(Array.from({ length: int(rnd, 5) }, () => pick(rnd, SQUARES_8)))]
        .map((sq) => (rnd() < 0.5 ? `${sq}:${pick(rnd, COLOURS)}` : sq))
        .join(pick(rnd, [' ', ', ', '\n'])),
    alphabet: 'abcdefghijkl0123456789:#redgnblu ',
    check: (el, v) => expect($$(el, '.svg rect.highlight').length, 'squares tinted').to.equal(v.split(/[\s,]+/).filter(Boolean).length),
  },
  {
    attribute: 'selected',
    base: { variant: 'chess', 'show-moves': '' },
    count: 100,
    valid: (rnd) => pick(rnd, SQUARES_8),
    alphabet: 'abcdefghijkl0123456789',
    // The engine reads a square name with spaces around it (as `fen` and `rules` are read).
    oracle: (v) => v === '' || SQUARES_8.includes(v.trim()),
    check: (el, v) => {
      const chosen = $$(el, '[role=gridcell][aria-selected=true]').map((c) => c.getAttribute('aria-label')!.split(',')[0]);
      expect(chosen).to.deep.equal(v ? [v.trim()] : []);
    },
  },
  {
    attribute: 'solution',
    base: PUZZLE,
    count: 120,
    valid: (rnd) => movetext(randomGame(rnd, 'chess', 1 + int(rnd, 4), PUZZLE.fen)).replace(/^1\. /, ''),
    alphabet: 'NBRQKabcdefgh12345678x=+#O-. ',
    oracle: (v) => {
      const g = played({ variant: 'chess', fen: PUZZLE.fen }, v);
      return g !== null && g.history.length > 0;
    },
    check: (el) => {
      expect(has(el, '[part=feedback]')).to.equal(true);
      shows(el, PUZZLE_GAME());
    },
  },
  {
    attribute: 'mate-in',
    base: { ...PUZZLE, 'mate-in': '1' },
    count: 100,
    valid: (rnd) => String(1 + int(rnd, rnd() < 0.9 ? 9 : 1e9)),
    alphabet: '0123456789-.e+x ',
    oracle: (v) => numberOk(v, 1, Number.MAX_SAFE_INTEGER, true),
    check: (el, v) => expect($(el, '[part=status]')!.textContent).to.contain(`mate in ${Number(v)}`),
  },
  {
    attribute: 'alternatives',
    base: { ...PUZZLE, alternatives: '' },
    count: 80,
    valid: (rnd) =>
      // The moves of a step may go over several lines of the attribute.
      Array.from({ length: int(rnd, 4) }, () => `${2 * int(rnd, 4)}: ${pick(rnd, ['Rb8#', 'Ra8', 'Rxb7 Kf8', 'Rxb7\n  Kf8', 'Zf1', ''])}`).join(pick(rnd, ['; ', ';', ';\n'])),
    alphabet: '0123456789:; RabQx#',
    oracle: (v) => v.split(';').every((part) => !part.trim() || /^\s*\d+\s*:/.test(part)),
    check: (el) => shows(el, PUZZLE_GAME()),
  },
  {
    attribute: 'reply-delay',
    base: { ...PUZZLE, 'reply-delay': '600' },
    count: 100,
    valid: (rnd) => String(rnd() < 0.5 ? int(rnd, 2000) : rnd() * 2 ** 31),
    alphabet: '0123456789-.e+x ',
    oracle: (v) => numberOk(v, 0, 2 ** 31 - 1, false),
    check: (el, v) => expect(el.replyDelay).to.equal(Number(v)),
  },
];

/** Valid PGN texts: random games in every variant, some with rule options. */
function validPgn(rnd: Rnd): string {
  const variant = pick(rnd, VARIANT_IDS);
  const rules = variantInfo(variant).berserker && rnd() < 0.3 ? 'trigger=cross; ohNo=on' : undefined;
  const pgn = writePgn(randomGame(rnd, variant, int(rnd, 30), undefined, rules));
  // Without a [Variant] tag the board's `variant` attribute says what the game is: name it.
  return /^\[Variant /m.test(pgn) ? pgn : `[Variant "${variantInfo(variant).pgnName}"]\n${pgn}`;
}

/** The board shows a game the engine reads from a PGN: squares and pieces of its FEN. */
function showsSomeGame(el: BerserkerBoard): void {
  const fen = el.fen;
  const fits = VARIANT_IDS.map((id) => {
    try {
      return new Game({ variant: id, fen });
    } catch {
      return null;
    }
  }).filter((g): g is Game => g !== null);
  expect(fits.length, `a FEN some variant reads: ${fen}`).to.be.above(0);
  const { width, height } = variantInfo(fits[0]!.variant.id);
  expect(cellCount(el)).to.equal(width * height);
  expect(pieceCount(el)).to.equal(pieceViews(fits[0]!).length);
}

const PGN_TARGET: Target = {
  attribute: 'pgn',
  base: { variant: 'berserker' },
  count: 120,
  valid: validPgn,
  alphabet: '()[]{}"$!?.;%*01/2-=+#xNBRQKZ abcdefgh12345678\n',
  check: showsSomeGame,
};

// ------------------------------------------------------------------ the run

/** The inputs every attribute gets first: blank, 1 MB, a valid value repeated to 100 kB, 10 kB of junk, markup, quotes, numbers of the wrong kind. */
const fixedInputs = (t: Target, rnd: Rnd): string[] => ['', ' ', 'x'.repeat(ONE_MB), repeatTo(t.valid(rnd), 100_000), junk(rnd, 10_240), ...MARKUP, ...QUOTES, 'NaN', '-1', '1e309', '９'];
const FIXED = 5 + MARKUP.length + QUOTES.length + 4;

/** The inputs of a target: the fixed ones, then a seeded mix of valid values, mutations, special values and junk. */
function inputs(t: Target, seed: number): Array<{ value: string; valid: boolean }> {
  const rnd = seededRandom(seed);
  const fixed = fixedInputs(t, rnd);
  const out = fixed.map((value) => ({ value, valid: false }));
  while (out.length < t.count + fixed.length) {
    const r = rnd();
    const v = t.valid(rnd);
    if (r < 0.25) out.push({ value: v, valid: true });
    else if (r < 0.75) out.push({ value: mutate(v, rnd, t.alphabet), valid: false });
    else if (r < 0.85) out.push({ value: pick(rnd, SPECIAL), valid: false });
    else out.push({ value: junk(rnd), valid: false });
  }
  return out;
}

interface Tally {
  tried: number;
  accepted: number;
  rejected: number;
}
const tallies = new Map<string, Tally>();

/** A board with `attrs` (and a PGN child), connected and painted; its `error` events are collected from birth. */
async function make(attrs: Record<string, string>, events: ErrorDetail[], child?: string): Promise<BerserkerBoard> {
  const el = document.createElement('berserker-board');
  el.addEventListener('error', (e) => events.push((e as unknown as CustomEvent<ErrorDetail>).detail));
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (child !== undefined) {
    const s = document.createElement('script');
    s.type = 'application/x-chess-pgn';
    s.textContent = child;
    el.append(s);
  }
  await fixture(html`${el}`);
  await painted(el);
  await settle(el);
  return el;
}

/**
 * Asserts the board's answer to `value` of `t.attribute`, where the box said `before` about the
 * attribute ('': nothing); returns what it says now ('': the value was accepted).
 */
function judge(el: BerserkerBoard, t: Target, name: string, value: string, valid: boolean, events: ErrorDetail[], before: string): string {
  const what = `${name}=${show(value)}`;
  expect(pageErrors, `${what}: uncaught`).to.deep.equal([]);
  nothingInjected(el, what);
  const named = $$(el, '.error code').map((c) => c.textContent);
  if (named.length === 0) {
    expect(events, `${what}: accepted, yet error events`).to.deep.equal([]);
    if (t.oracle) expect(t.oracle(value), `${what}: accepted, but the engine / the rule says no`).to.equal(true);
    try {
      t.check(el, value);
    } catch (e) {
      throw new Error(`${what}: accepted, but the board is not what it says: ${(e as Error).message}`);
    }
  } else {
    expect(valid, `${what}: a valid value was refused: ${boxText(el).slice(0, 300)}`).to.equal(false);
    const attribute = name === 'pgn child' ? 'pgn' : name;
    expect(named, `${what}: the box names`).to.deep.equal([attribute]);
    const problem = el.errors.find((e) => e.attribute === attribute)!;
    // A new or changed problem fires one `error` with what the box says; the same problem again, none.
    expect(events.map((e) => e.attribute), `${what}: error events`).to.deep.equal(problem.message === before ? [] : [attribute]);
    if (events.length) expect(events[0], what).to.deep.equal({ attribute, message: problem.message, code: problem.code });
    expect(problem.code, what).to.match(/^ERR_[A-Z_]+$/);
    expect(problem.message.length, `${what}: message length`).to.be.within(1, 500);
    expect($(el, '.error')!.getAttribute('role')).to.equal('alert');
    const text = boxText(el);
    expect(text.length, `${what}: box length`).to.be.below(600);
    expect(longestRunBelow61(text, value), `${what}: more than 60 characters of the value in the box: ${text.slice(0, 300)}`).to.equal(true);
    if (t.oracle) expect(t.oracle(value), `${what}: refused, but the engine / the rule accepts it: ${text.slice(0, 300)}`).to.equal(false);
    try {
      t.refused?.(el, value);
    } catch (e) {
      throw new Error(`${what}: refused, and the board is not what it keeps: ${(e as Error).message}`);
    }
    return problem.message;
  }
  return '';
}

function set(el: BerserkerBoard, t: Target, value: string | null): void {
  if (t.attribute === 'pgn') el.pgn = value ?? '';
  else if (value === null) el.removeAttribute(t.attribute);
  else el.setAttribute(t.attribute, value);
}

const CHUNK = 50;
/** Every this many inputs (and after the last of a chunk) the base value is set again and the base board checked. */
const RESTORE_EVERY = 4;
/** Random inputs of the PGN child (a new board each). */
const CHILD_COUNT = 60;

describe('fuzzed attributes: accepted and right, or one named error; never a throw, markup or a broken board', function () {
  before(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    const rows = [...tallies].map(([k, t]) => `${k.padEnd(14)} ${String(t.tried).padStart(5)} tried ${String(t.accepted).padStart(5)} accepted ${String(t.rejected).padStart(5)} refused`);
    const sum = [...tallies.values()].reduce((a, t) => a + t.tried, 0);
    console.log(`fuzz-attributes (seeded):\n${rows.join('\n')}\n${'total'.padEnd(14)} ${String(sum).padStart(5)} inputs`);
  });

  TARGETS.concat(PGN_TARGET).forEach((t, ti) => {
    const key = t.attribute === 'fen' ? `fen (${t.base.variant})` : t.attribute;
    const total = FIXED + t.count;
    let all: ReturnType<typeof inputs> | null = null; // made when the first chunk runs, dropped after the last
    for (let from = 0; from < total; from += CHUNK) {
      it(`${key}: inputs ${from}–${Math.min(total, from + CHUNK) - 1}`, async () => {
        all ??= inputs(t, 1700 + ti);
        const chunk = all.slice(from, from + CHUNK);
        if (from + CHUNK >= total) all = null;
        const events: ErrorDetail[] = [];
        const el = await make(t.base, events);
        expect(events, `${key}: the base attributes are valid`).to.deep.equal([]);
        const fen = el.fen;
        const cells = cellCount(el);
        const tally = tallies.get(key) ?? { tried: 0, accepted: 0, rejected: 0 };
        tallies.set(key, tally);
        let before = '';
        for (const [i, { value, valid }] of chunk.entries()) {
          events.length = 0;
          set(el, t, value);
          await settle(el);
          before = judge(el, t, t.attribute, value, valid, events, before);
          tally.tried++;
          if (before) tally.rejected++;
          else tally.accepted++;
          if (i % RESTORE_EVERY !== RESTORE_EVERY - 1 && i !== chunk.length - 1) continue;
          // Still works: the base value gives the base board back, without a word.
          events.length = 0;
          set(el, t, t.attribute === 'pgn' ? '' : (t.base[t.attribute] ?? null));
          await settle(el);
          expect(has(el, '.error'), `after ${key}=${show(value)}: the base value clears the box: ${boxText(el).slice(0, 200)}`).to.equal(false);
          expect(events, `after ${key}=${show(value)}`).to.deep.equal([]);
          expect(el.fen, `after ${key}=${show(value)}: the base position`).to.equal(fen);
          expect(cellCount(el)).to.equal(cells);
          before = '';
        }
        el.remove();
      });
    }
  });

  // The PGN child is read when the board is created: a new board per input.
  const childTotal = FIXED + CHILD_COUNT;
  let child: ReturnType<typeof inputs> | null = null;
  for (let from = 0; from < childTotal; from += CHUNK) {
    it(`pgn child: inputs ${from}–${Math.min(childTotal, from + CHUNK) - 1}`, async () => {
      child ??= inputs({ ...PGN_TARGET, count: CHILD_COUNT }, 4242);
      const chunk = child.slice(from, from + CHUNK);
      if (from + CHUNK >= childTotal) child = null;
      const tally = tallies.get('pgn child') ?? { tried: 0, accepted: 0, rejected: 0 };
      tallies.set('pgn child', tally);
      for (const { value, valid } of chunk) {
        const events: ErrorDetail[] = [];
        const el = await make({ variant: 'berserker' }, events, value);
        await settle(el);
        const refused = judge(el, PGN_TARGET, 'pgn child', value, valid, events, '');
        tally.tried++;
        if (refused) tally.rejected++;
        else tally.accepted++;
        // Still works: a valid game through the property replaces the child's.
        events.length = 0;
        el.pgn = '[Variant "Chess"]\n\n1. e4 e5 *';
        await settle(el);
        expect(has(el, '.error'), `after pgn child ${show(value)}`).to.equal(false);
        expect(el.history.map((m) => m.san)).to.deep.equal(['e4', 'e5']);
        el.remove();
      }
    });
  }
});

// ------------------------------------------------------------------ what the fuzz found (regression tests)

describe('found by the fuzz: long values with quotes of their own, alternatives over several lines', () => {
  /** The box text and the `error` events of a board made with `attrs`. */
  async function refused(attrs: Record<string, string>): Promise<{ el: BerserkerBoard; text: string; events: ErrorDetail[] }> {
    const events: ErrorDetail[] = [];
    const el = await make(attrs, events);
    return { el, text: boxText(el), events };
  }

  it('a long variant with quotes is shortened (the quotes once hid it from the shortening)', async () => {
    const variant = `std"'&${'q'.repeat(100)}`;
    const { text, events } = await refused({ variant });
    expect(text).to.contain(`"${variant.slice(0, 60)}… (106 characters)"`);
    expect(longestRunBelow61(text, variant)).to.equal(true);
    expect(events.map((e) => e.attribute)).to.deep.equal(['variant']);
    expect(longestRunBelow61(events[0]!.message, variant)).to.equal(true);
  });

  it('a long rule option value with quotes is shortened', async () => {
    const rules = 'capture=ca<img id="fuzz-xss" src="x" onerror="window.__fuzzXss=1">pturer-turn; ohNo=on';
    const { el, text } = await refused({ variant: 'berserker', rules });
    expect($$(el, '.error code').map((c) => c.textContent)).to.deep.equal(['rules']);
    expect(longestRunBelow61(text, rules)).to.equal(true);
    expect(text).to.match(/… \(\d+ characters\)/);
    nothingInjected(el, 'rules');
  });

  it('a long alternatives part with quotes is shortened', async () => {
    const alternatives = `"x${'"y'.repeat(60)}`;
    const { text } = await refused({ ...PUZZLE, alternatives });
    expect(text).to.contain('is not of the form "step: SAN SAN"');
    expect(text).to.contain('… (122 characters)');
    expect(longestRunBelow61(text, alternatives)).to.equal(true);
  });

  it('alternatives may go on over several lines, and the moves on the next line count', async () => {
    const { el, text, events } = await refused({ ...PUZZLE, 'reply-delay': '0', alternatives: '0: Kf1\n   Kh1' });
    expect(text).to.equal('');
    expect(events).to.deep.equal([]);
    const solved = new Promise((resolve) => el.addEventListener('puzzle-solved', resolve, { once: true }));
    expect(el.play('Kh1')?.san).to.equal('Kh1');
    await solved;
  });
});
