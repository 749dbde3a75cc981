// @ts-check
/**
 * Our own Shiki setup: a small TextMate grammar for chess notation that knows the Berserker (`Z`),
 * the placement forms (`Nb1=Z`, `Nfg1=Z`, `Zf1`, `exf3/Zf1`) and the fairy letters of Brawl Chess
 * (A S F C H D M J), plus two colour themes whose every token colour meets WCAG AA (4.5:1) on the
 * code background. Used by astro.config.mjs (Markdown/MDX code blocks) and site/lib/highlight.ts.
 *
 * Languages: `pgn` (tags, movetext, comments incl. `{Oh no! …}`), `san` (an alias of pgn: bare
 * movetext), `fen` (one position per line, the extended seventh field included).
 */

/** Piece letters: the six of chess, the Berserker, and the eight fairy pieces of Brawl Chess. */
const PIECE = '[KQRBNASFCHDMJ]';
const PROMO = '[QRBNASFCHDMJ]';
/** A square on any board up to 12x12: a1 … l12. */
const SQUARE = '[a-l](?:1[0-2]|[1-9])';
const FROM = '[a-l]?(?:1[0-2]|[1-9])?';
const CHECK = '(?:\\+|#)?';

/** The movetext patterns, shared by pgn and san. */
const movetext = {
  patterns: [
    { include: '#comment' },
    { include: '#move-number' },
    { include: '#result' },
    { include: '#castle' },
    { include: '#capture-and-place' },
    { include: '#release' },
    { include: '#berserker' },
    { include: '#piece-move' },
    { include: '#pawn-move' },
    { include: '#nag' },
    { include: '#variation' },
  ],
};

/** Patterns for an extended FEN (inside a [FEN] tag or on a line of its own). */
const fenPatterns = {
  'fen-record': {
    // board side castling ep halfmove fullmove [berserker flags]
    match:
      '((?:1[0-2]|[1-9KQRBNPZASFCHDMJkqrbnpzasfchdmj/])+)\\s+([wb])\\s+(-|[KQkqA-La-l]+)\\s+(-|' + SQUARE + ')' +
      '(?:\\s+(\\d+)\\s+(\\d+))?(?:\\s+(-|[TtRrPp]+))?',
    captures: {
      1: { patterns: [{ include: '#fen-squares' }] },
      2: { name: 'keyword.other.side-to-move.fen' },
      3: { name: 'constant.language.castling.fen' },
      4: { name: 'constant.other.square.fen' },
      5: { name: 'constant.numeric.halfmove.fen' },
      6: { name: 'constant.numeric.fullmove.fen' },
      7: { name: 'entity.name.function.berserker-flags.fen' },
    },
  },
  'fen-squares': {
    patterns: [
      { match: '[Zz]', name: 'entity.name.function.berserker.fen' },
      { match: '[KQRBNPASFCHDMJ]', name: 'keyword.other.piece.white.fen' },
      { match: '[kqrbnpasfchdmj]', name: 'string.other.piece.black.fen' },
      { match: '1[0-2]|[1-9]', name: 'constant.numeric.empty.fen' },
      { match: '/', name: 'punctuation.separator.rank.fen' },
    ],
  },
};

const pieces = {
  comment: {
    name: 'comment.block.pgn',
    begin: '\\{',
    end: '\\}',
    patterns: [{ match: '\\bOh no!', name: 'markup.bold.oh-no.pgn' }],
  },
  'line-comment': { name: 'comment.line.semicolon.pgn', match: ';.*$' },
  escape: { name: 'comment.line.escape.pgn', match: '^%.*$' },
  'move-number': { name: 'constant.numeric.move-number.pgn', match: '\\b\\d+\\.(?:\\.\\.)?' },
  result: { name: 'keyword.control.result.pgn', match: '(?:1-0|0-1|1/2-1/2|\\*)(?=\\s|$)' },
  castle: {
    match: '\\b(O-O(?:-O)?)(' + CHECK + ')',
    captures: { 1: { name: 'keyword.other.castle.pgn' }, 2: { name: 'keyword.control.check.pgn' } },
  },
  // exf3/Zf1 — a capture of the Berserker and its placement in one move (capture=capturer-turn).
  'capture-and-place': {
    match: '(' + PIECE + '?)(' + FROM + ')(x)(' + SQUARE + ')(=' + PROMO + ')?(/)(Z)(' + SQUARE + ')(' + CHECK + ')',
    captures: {
      1: { name: 'keyword.other.piece.pgn' },
      2: { name: 'constant.other.square.from.pgn' },
      3: { name: 'keyword.operator.capture.pgn' },
      4: { name: 'constant.other.square.pgn' },
      5: { name: 'keyword.operator.promotion.pgn' },
      6: { name: 'keyword.operator.placement.pgn' },
      7: { name: 'entity.name.function.berserker.pgn' },
      8: { name: 'constant.other.square.placement.pgn' },
      9: { name: 'keyword.control.check.pgn' },
    },
  },
  // Nb1=Z, Nfg1=Z — a release (or a marking): a knight becomes the Berserker.
  release: {
    match: '\\b(N)(' + FROM + ')(' + SQUARE + ')(=)(Z)(' + CHECK + ')',
    captures: {
      1: { name: 'keyword.other.piece.pgn' },
      2: { name: 'constant.other.square.from.pgn' },
      3: { name: 'constant.other.square.placement.pgn' },
      4: { name: 'keyword.operator.placement.pgn' },
      5: { name: 'entity.name.function.berserker.pgn' },
      6: { name: 'keyword.control.check.pgn' },
    },
  },
  // Zf3, Zxe5, and the re-placement Zf1.
  berserker: {
    match: '\\b(Z)(' + FROM + ')(x?)(' + SQUARE + ')(' + CHECK + ')',
    captures: {
      1: { name: 'entity.name.function.berserker.pgn' },
      2: { name: 'constant.other.square.from.pgn' },
      3: { name: 'keyword.operator.capture.pgn' },
      4: { name: 'constant.other.square.pgn' },
      5: { name: 'keyword.control.check.pgn' },
    },
  },
  'piece-move': {
    match: '\\b(' + PIECE + ')(' + FROM + ')(x?)(' + SQUARE + ')(' + CHECK + ')',
    captures: {
      1: { name: 'keyword.other.piece.pgn' },
      2: { name: 'constant.other.square.from.pgn' },
      3: { name: 'keyword.operator.capture.pgn' },
      4: { name: 'constant.other.square.pgn' },
      5: { name: 'keyword.control.check.pgn' },
    },
  },
  'pawn-move': {
    match: '\\b([a-l](?:1[0-2]|[1-9])?)(x?)(' + SQUARE + ')?(=' + PROMO + ')?(' + CHECK + ')(?=[\\s)!?]|$)',
    captures: {
      1: { name: 'constant.other.square.pgn' },
      2: { name: 'keyword.operator.capture.pgn' },
      3: { name: 'constant.other.square.pgn' },
      4: { name: 'keyword.operator.promotion.pgn' },
      5: { name: 'keyword.control.check.pgn' },
    },
  },
  nag: { name: 'keyword.other.annotation.pgn', match: '\\$\\d+|[!?]{1,2}' },
  variation: {
    begin: '\\(',
    end: '\\)',
    beginCaptures: { 0: { name: 'punctuation.section.variation.pgn' } },
    endCaptures: { 0: { name: 'punctuation.section.variation.pgn' } },
    patterns: [{ include: '#movetext' }],
  },
  movetext,
  // [Rules "trigger=cross; threat=owner; ohNo=on"] — the Berserker options, key by key.
  'tag-rules': {
    match: '^\\s*(\\[)\\s*(Rules)\\s+(")([^"]*)(")\\s*(\\])',
    captures: {
      1: { name: 'punctuation.definition.tag.pgn' },
      2: { name: 'entity.name.tag.pgn' },
      3: { name: 'string.quoted.double.pgn' },
      4: {
        patterns: [
          { match: '(\\w+)(=)([\\w-]+)', captures: { 1: { name: 'variable.other.option.pgn' }, 2: { name: 'keyword.operator.pgn' }, 3: { name: 'string.quoted.double.pgn' } } },
          { match: ';', name: 'punctuation.separator.pgn' },
        ],
      },
      5: { name: 'string.quoted.double.pgn' },
      6: { name: 'punctuation.definition.tag.pgn' },
    },
  },
  'tag-fen': {
    match: '^\\s*(\\[)\\s*(FEN)\\s+(")([^"]*)(")\\s*(\\])',
    captures: {
      1: { name: 'punctuation.definition.tag.pgn' },
      2: { name: 'entity.name.tag.pgn' },
      3: { name: 'string.quoted.double.pgn' },
      4: { patterns: [{ include: '#fen-record' }] },
      5: { name: 'string.quoted.double.pgn' },
      6: { name: 'punctuation.definition.tag.pgn' },
    },
  },
  tag: {
    match: '^\\s*(\\[)\\s*([A-Za-z0-9_]+)\\s+(")((?:[^"\\\\]|\\\\.)*)(")\\s*(\\])',
    captures: {
      1: { name: 'punctuation.definition.tag.pgn' },
      2: { name: 'entity.name.tag.pgn' },
      3: { name: 'string.quoted.double.pgn' },
      4: { name: 'string.quoted.double.pgn' },
      5: { name: 'string.quoted.double.pgn' },
      6: { name: 'punctuation.definition.tag.pgn' },
    },
  },
  ...fenPatterns,
};

/** @type {import('shiki').LanguageRegistration} */
export const pgnLanguage = {
  name: 'pgn',
  displayName: 'PGN',
  scopeName: 'source.pgn',
  aliases: ['san'],
  patterns: [
    { include: '#escape' },
    { include: '#tag-rules' },
    { include: '#tag-fen' },
    { include: '#tag' },
    { include: '#line-comment' },
    { include: '#movetext' },
  ],
  repository: pieces,
};

/** @type {import('shiki').LanguageRegistration} */
export const fenLanguage = {
  name: 'fen',
  displayName: 'FEN',
  scopeName: 'source.fen',
  patterns: [{ include: '#fen-record' }, { match: '#.*$', name: 'comment.line.fen' }],
  repository: fenPatterns,
};

/**
 * Two small themes. Every foreground below was checked against its background for WCAG AA (see
 * tests/site-colors.test.ts); Shiki's bundled GitHub themes miss AA for a few scopes.
 */
/**
 * @param {string} name
 * @param {'light' | 'dark'} type
 * @param {string} bg
 * @param {string} fg
 * @param {Record<string, string>} c
 */
function theme(name, type, bg, fg, c) {
  return {
    name,
    type,
    colors: { 'editor.background': bg, 'editor.foreground': fg },
    tokenColors: [
      { settings: { foreground: fg, background: bg } },
      { scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: c.comment, fontStyle: 'italic' } },
      { scope: ['markup.bold'], settings: { foreground: c.keyword, fontStyle: 'bold' } },
      { scope: ['keyword', 'storage', 'keyword.operator'], settings: { foreground: c.keyword } },
      { scope: ['keyword.other.piece', 'keyword.other.castle', 'keyword.other.side-to-move'], settings: { foreground: c.piece, fontStyle: 'bold' } },
      { scope: ['entity.name.function.berserker', 'entity.name.function.berserker-flags'], settings: { foreground: c.berserker, fontStyle: 'bold' } },
      { scope: ['constant', 'support', 'constant.other.square'], settings: { foreground: c.constant } },
      { scope: ['constant.numeric.move-number'], settings: { foreground: c.comment } },
      { scope: ['string', 'string.other.piece'], settings: { foreground: c.string } },
      { scope: ['string.other.piece.black'], settings: { foreground: c.string, fontStyle: 'bold' } },
      { scope: ['entity.name.tag'], settings: { foreground: c.tag } },
      { scope: ['entity.other.attribute-name', 'variable.other.option', 'meta.property-name', 'support.type.property-name'], settings: { foreground: c.attribute } },
      { scope: ['entity.name', 'entity.name.function'], settings: { foreground: c.attribute } },
      { scope: ['variable', 'variable.other', 'punctuation'], settings: { foreground: fg } },
    ],
  };
}

export const CODE_BG_LIGHT = '#f4f1ea';
export const CODE_BG_DARK = '#1c2027';

/** Each theme's colours by token kind (`fg`: plain text); the classes below are named after the kinds. */
export const lightPalette = {
  fg: '#1f2328',
  comment: '#5a5f66',
  keyword: '#a3213f',
  piece: '#7a3b00',
  berserker: '#b3141c',
  constant: '#0a55a6',
  string: '#1d6326',
  tag: '#1d6326',
  attribute: '#6a2fb0',
};

export const darkPalette = {
  fg: '#e6e8eb',
  comment: '#a3abb6',
  keyword: '#ff8fa6',
  piece: '#f2b97c',
  berserker: '#ff8080',
  constant: '#8cc8ff',
  string: '#9fdca5',
  tag: '#9fdca5',
  attribute: '#d6b4ff',
};

export const lightTheme = theme('berserker-light', 'light', CODE_BG_LIGHT, lightPalette.fg, lightPalette);
export const darkTheme = theme('berserker-dark', 'dark', CODE_BG_DARK, darkPalette.fg, darkPalette);

/** @typedef {{ type: string, tagName?: string, properties?: Record<string, unknown>, children?: Hast[] }} Hast */

/** Declarations Shiki and Astro put on code blocks that the site's CSS already covers (pre, code). */
const COVERED = new Set(['background-color', '--shiki-dark-bg', 'overflow-x', 'white-space', 'word-wrap']);

/**
 * The token kind of a colour in one theme's palette, or an error: a colour without a class would
 * lose its styling silently. Light and dark are looked up apart: Shiki tokenizes each theme on its
 * own, so one token may take different kinds in the two (a scope one theme reads more specifically).
 * @param {Record<string, string>} palette @param {string} colour @param {string} where
 */
function kindOf(palette, colour, where) {
  const c = colour.toLowerCase();
  const kind = Object.keys(palette).find((k) => palette[k] === c);
  if (kind) return kind;
  throw new Error(`Shiki coloured a token ${colour}, which is not a colour of site/lib/shiki.mjs's palettes: ${where}`);
}

/**
 * The classes for one Shiki style attribute (`color:#A3213F;--shiki-dark:#FF8FA6;…`).
 * @param {string} style
 * @returns {string[]}
 */
export function tokenClasses(style) {
  /** @type {Record<string, string>} */
  const decl = {};
  for (const part of style.split(';')) {
    const i = part.indexOf(':');
    if (i < 0) continue;
    decl[part.slice(0, i).trim().toLowerCase()] = part.slice(i + 1).trim();
  }
  const classes = [];
  for (const [name, value] of Object.entries(decl)) {
    if (COVERED.has(name) || name === '--shiki-dark' || name.startsWith('--shiki-dark-font')) continue;
    if (name === 'color') classes.push(`tok-${kindOf(lightPalette, value, style)}`, `tokd-${kindOf(darkPalette, decl['--shiki-dark'] ?? value, style)}`);
    else if ((name === 'font-weight' || name === '--shiki-light-font-weight') && value === 'bold') classes.push('tok-bold');
    else if ((name === 'font-style' || name === '--shiki-light-font-style') && value === 'italic') classes.push('tok-italic');
    else throw new Error(`Shiki wrote a style the site has no class for: "${name}: ${value}" in "${style}"`);
  }
  return classes;
}

/**
 * A Shiki transformer that turns every style attribute into classes: the site's Content-Security-
 * Policy allows no inline styles. Runs last (the root hook follows every pre hook, Astro's too).
 * @type {import('shiki').ShikiTransformer}
 */
export const tokenClassTransformer = {
  name: 'berserker-token-classes',
  root(root) {
    /** @param {Hast} node */
    const walk = (node) => {
      const p = node.properties;
      if (p && typeof p.style === 'string') {
        const extra = tokenClasses(p.style);
        const own = Array.isArray(p.class) ? p.class.join(' ') : typeof p.class === 'string' ? p.class : '';
        const cls = [own, ...extra].filter(Boolean).join(' ');
        if (cls) p.class = cls;
        delete p.style;
      }
      for (const c of node.children ?? []) walk(c);
    };
    walk(/** @type {Hast} */ (root));
  },
};

/**
 * The stylesheet for those classes: light colours by default, dark ones with the dark theme (the
 * switch's choice, or the system's when there is none). Inlined by site/layouts/Base.astro.
 */
export function tokenCss() {
  /** @param {Record<string, string>} palette @param {string} prefix @param {string} cls */
  const rules = (palette, prefix, cls = 'tok') => Object.entries(palette).map(([k, c]) => `${prefix}.${cls}-${k}{color:${c}}`).join('');
  return (
    rules(lightPalette, '') +
    '.tok-bold{font-weight:bold}.tok-italic{font-style:italic}' +
    rules(darkPalette, ":root[data-theme='dark'] ", 'tokd') +
    `@media (prefers-color-scheme: dark){${rules(darkPalette, ":root:not([data-theme='light']) ", 'tokd')}}`
  );
}

/** The shikiConfig for astro.config.mjs; html/css/js/ts/sh come from Shiki's bundled languages. */
export const shikiConfig = {
  themes: { light: lightTheme, dark: darkTheme },
  defaultColor: 'light',
  langs: [pgnLanguage, fenLanguage],
  wrap: true,
  transformers: [tokenClassTransformer],
};
