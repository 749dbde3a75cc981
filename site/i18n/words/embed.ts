/**
 * The Embed page's own words (site/pages/[...locale]/embed.astro) and its demos' (site/components/embed/):
 * the table of contents, the examples' titles, captions and text, the API tables' headings. Its guide
 * is content/guides/embed.mdx (German: content/guides/de/embed.mdx); the board editor's words are
 * editor.ts. Sentences with code are HTML strings (set:html).
 */
import { translations } from '../words';

/** An example: its heading, the board's caption and the text beside the HTML (HTML strings). */
interface ExampleWords {
  title: string;
  caption: string;
  text: string[];
}

const en = {
  title: 'Embed a board',
  description: 'Put a Berserker Chess board in any web page with one script tag: attributes, properties and events, live examples and a board editor.',
  eyebrow: 'For bloggers and site builders',
  toc: {
    start: 'Two steps',
    markdown: 'Boards in Markdown',
    pin: 'Pin a version',
    package: 'Get the package',
    iframe: 'An iframe',
    examples: 'Examples',
    api: 'Attributes, properties and events',
    editor: 'Board editor',
  },
  examplesIntro: 'Each example is the HTML on the left running on the right.',
  examples: {
    steps: {
      title: 'A game to step through',
      caption: 'The release from the rules, step by step.',
      text: ['The default mode is <code>view</code>: the reader steps through the moves with the buttons, the move list or the arrow keys.'],
    },
    play: {
      title: 'Let readers play',
      caption: "Black to move: White's d4 triggered, so White places Black's Berserker first.",
      text: ['<code>mode="play"</code> accepts moves by click, drag, keyboard or typed SAN; placements get a chooser. <code>orientation="black"</code> turns the board.'],
    },
    show: {
      title: 'Teach how a piece moves',
      caption: 'Click the Amazon (or any piece) to see where it goes.',
      text: ['<code>show-moves</code> marks every square a clicked piece reaches, by kind, in any variant — here the Amazon of 12x12 Brawl Chess.'],
    },
    arrows: {
      title: 'Arrows and highlights',
      caption: "White's Berserker is about to jump into the pawn's reach.",
      text: ['Draw attention with <code>arrows</code> and <code>highlights</code>; colours are named or hex.'],
    },
    puzzle: {
      title: 'A puzzle',
      caption: 'White to play and mate in one — with the Berserker, for 2 points.',
      text: ["<code>mode=\"puzzle\"</code> checks the solver's moves against <code>solution</code>; with <code>mate-in</code> any mating move counts."],
    },
    lang: {
      title: "In your readers' language",
      caption: 'With lang="de": Black places White\'s Berserker, and the board says so in German.',
      text: [
        'A board speaks German, French, Spanish, Italian or Dutch when its <code>lang</code> says so, or the nearest <code>lang</code> of your page: the line over the board, the placement panel, the buttons and all a screen reader hears. Its <code>messages</code> property replaces any of its words with your own.',
      ],
    },
    pgn: {
      title: 'A whole game as PGN',
      caption: 'Variant, rules and moves come from the PGN.',
      text: ['Put a PGN inside a <code>script</code> element of type <code>application/x-chess-pgn</code>; its tags win over the attributes.'],
    },
  } as Record<string, ExampleWords>,
  /** The example in the readers' language shows a board in this language (one other than the page's). */
  langExample: 'de',
  /** The PGN example's comment (inside the PGN: prose). */
  pgnComment: 'Oh no! Nb1=Z',
  safePgn:
    "<strong>Escape <code>&lt;/script</code>.</strong> The browser ends the script element at the first <code>&lt;/script</code> in it, so a comment such as <code>{ see &lt;/script&gt; }</code> would end the PGN and run what follows on your page. When the PGN is not yours, write every <code>&lt;/script</code> as <code>&lt;\\/script</code> (in JavaScript: <code>pgn.replace(/&lt;\\/(script)/gi, '&lt;\\\\/$1')</code>); the board shows it as the text it was. Or set the board's <code>pgn</code> property from a script.",
  listenIntro: 'Listen to what happens on a board, or drive it from your own script:',
  /** The script's comments. */
  listenReturns: '// returns the move, or null if it is not legal',
  listenPgn: '// the game so far, as PGN',
  api: {
    generated: "Generated from the element's <code>custom-elements.json</code> when this site was built.",
    /** Where the element's descriptions (its JSDoc, in English) are not in the page's language. */
    descriptionsNote: '',
    missing:
      "The element's <code>custom-elements.json</code> was not built when this site was, so its reference table is missing. Build the board package and rebuild the site.",
    attributes: 'Attributes',
    properties: 'Properties',
    methods: 'Methods',
    events: 'Events',
    slots: 'Slots',
    parts: 'CSS parts',
    cssProperties: 'CSS custom properties',
    attribute: 'Attribute',
    type: 'Type',
    default: 'Default',
    description: 'Description',
    property: 'Property',
    method: 'Method',
    returns: 'Returns',
    event: 'Event',
    slot: 'Slot',
    part: 'Part',
  },
  editorIntro:
    'Set up any position of any variant, choose how the board behaves, and take the HTML, the iframe, the FEN or a picture. The preview is the element itself, with exactly the attributes of the HTML below it, and the engine checks the position as you go. Paste an annotated game and the HTML and the iframe keep all of it: header, comments, variations, glyphs, arrows and clocks.',
  // ---- the demos (site/components/embed/)
  pinned: {
    label: 'HTML: this version, checked',
    mapLabel: 'HTML: optional, before the script',
    /** The paragraph under the script tag; the links are HTML. */
    checked: (live: string, viewer: string, refute: string, langs: string[]) =>
      `The browser runs the file only if its bytes match the <code>integrity</code> value. A file of that name never changes: a new version gets a new name (the package version and a hash of the content), so the check keeps passing for as long as this site serves it. When a board goes live it loads ${live}, which loads the viewer, ${viewer}, and for a wrong puzzle move the refutation search, ${refute}; a board in German, Spanish, French, Italian or Dutch has the script load that language's words, ${langs.length > 1 ? `${langs.slice(0, -1).join(', ')} or ${langs[langs.length - 1]}` : langs.join('')}: their names are inside the checked bytes. To have the browser check those files' bytes too, put this import map before the script (browsers without import-map integrity ignore it):`,
    own: (bundle: string, live: string, viewer: string, refute: string) =>
      `To serve the files from your own site, download all of them — ${bundle}, ${live}, ${viewer}, ${refute} and the five language files above — and put them in one folder; the <code>integrity</code> values stay the same.`,
  },
  frameDemo: {
    label: 'HTML: an iframe',
    title: 'A Berserker Chess game: 1. e3 e5 2. Ng1=Z',
    /** The demo game's comment (inside the PGN: prose). */
    comment: "The g1 knight becomes White's Berserker.",
  },
  markdownDemo: {
    codeLabel: 'Markdown (markdown-it)',
    label: 'Mate in one',
    caption: 'White to play and mate in one.',
  },
};

const de: typeof en = {
  title: 'Ein Brett einbinden',
  description:
    'Ein Berserker-Schach-Brett mit einem einzigen Script-Tag in jede Webseite setzen: Attribute, Eigenschaften und Ereignisse, Live-Beispiele und ein Brett-Editor.',
  eyebrow: 'Für Blogger und Website-Bauer',
  toc: {
    start: 'Zwei Schritte',
    markdown: 'Bretter in Markdown',
    pin: 'Eine Version festschreiben',
    package: 'Das Paket beziehen',
    iframe: 'Ein iframe',
    examples: 'Beispiele',
    api: 'Attribute, Eigenschaften und Ereignisse',
    editor: 'Brett-Editor',
  },
  examplesIntro: 'Jedes Beispiel zeigt links das HTML und rechts, wie es läuft.',
  examples: {
    steps: {
      title: 'Eine Partie zum Durchklicken',
      caption: 'Die Freisetzung aus den Regeln, Zug für Zug.',
      text: ['Der Standardmodus ist <code>view</code>: Deine Leser gehen mit den Knöpfen, der Zugliste oder den Pfeiltasten durch die Züge.'],
    },
    play: {
      title: 'Leser selbst ziehen lassen',
      caption: 'Schwarz am Zug: Das d4 von Weiß hat ausgelöst, also setzt Weiß zuerst den Berserker von Schwarz ein.',
      text: ['<code>mode="play"</code> nimmt Züge per Klick, Ziehen, Tastatur oder getipptem SAN an; zum Einsetzen gibt es eine Auswahl. <code>orientation="black"</code> dreht das Brett.'],
    },
    show: {
      title: 'Zeigen, wie eine Figur zieht',
      caption: 'Klicke auf die Amazone (oder eine andere Figur), um zu sehen, wohin sie ziehen kann.',
      text: ['<code>show-moves</code> markiert in jeder Variante jedes Feld, das eine angeklickte Figur erreicht, nach Art des Zugs – hier die Amazone des Brawl-Schachs auf 12x12 Feldern.'],
    },
    arrows: {
      title: 'Pfeile und Markierungen',
      caption: 'Der Berserker von Weiß springt gleich in die Reichweite des Bauern.',
      text: ['Lenke den Blick mit <code>arrows</code> und <code>highlights</code>; Farben gibst du als Namen oder Hexwerte an.'],
    },
    puzzle: {
      title: 'Eine Aufgabe',
      caption: 'Weiß zieht und setzt in einem Zug matt – mit dem Berserker, für 2 Punkte.',
      text: ['<code>mode="puzzle"</code> prüft die Züge des Lösenden gegen <code>solution</code>; mit <code>mate-in</code> zählt jeder Mattzug.'],
    },
    lang: {
      title: 'In der Sprache deiner Leser',
      caption: 'Mit lang="fr": Schwarz setzt den Berserker von Weiß ein, und das Brett sagt es auf Französisch.',
      text: [
        'Ein Brett spricht Deutsch, Französisch, Spanisch, Italienisch oder Niederländisch, wenn sein <code>lang</code> es sagt oder das nächste <code>lang</code> deiner Seite: die Zeile über dem Brett, die Auswahl zum Einsetzen, die Knöpfe und alles, was ein Screenreader hört. Mit seiner Eigenschaft <code>messages</code> ersetzt du beliebige seiner Wörter durch deine eigenen.',
      ],
    },
    pgn: {
      title: 'Eine ganze Partie als PGN',
      caption: 'Variante, Regeln und Züge kommen aus der PGN.',
      text: ['Setze eine PGN in ein <code>script</code>-Element vom Typ <code>application/x-chess-pgn</code>; ihre Tags haben Vorrang vor den Attributen.'],
    },
  },
  langExample: 'fr',
  pgnComment: 'Oh nein! Nb1=Z',
  safePgn:
    "<strong>Maskiere <code>&lt;/script</code>.</strong> Der Browser beendet das script-Element beim ersten <code>&lt;/script</code> darin; ein Kommentar wie <code>{ siehe &lt;/script&gt; }</code> würde also die PGN beenden und ausführen, was danach auf deiner Seite steht. Stammt die PGN nicht von dir, schreibe jedes <code>&lt;/script</code> als <code>&lt;\\/script</code> (in JavaScript: <code>pgn.replace(/&lt;\\/(script)/gi, '&lt;\\\\/$1')</code>); das Brett zeigt es als den Text, der es war. Oder setze die Eigenschaft <code>pgn</code> des Bretts aus einem Skript.",
  listenIntro: 'Verfolge, was auf einem Brett passiert, oder steuere es aus deinem eigenen Skript:',
  listenReturns: '// gibt den Zug zurück, oder null, wenn er nicht legal ist',
  listenPgn: '// die bisherige Partie als PGN',
  api: {
    generated: 'Erzeugt aus der <code>custom-elements.json</code> des Elements, als diese Website gebaut wurde.',
    descriptionsNote: 'Die Beschreibungen kommen aus dem Quelltext des Elements (seinem JSDoc) und sind englisch.',
    missing:
      'Die <code>custom-elements.json</code> des Elements war nicht gebaut, als diese Website gebaut wurde, darum fehlt die Referenztabelle. Baue das Paket des Bretts und dann die Website neu.',
    attributes: 'Attribute',
    properties: 'Eigenschaften',
    methods: 'Methoden',
    events: 'Ereignisse',
    slots: 'Slots (Einschübe)',
    parts: 'CSS-Parts',
    cssProperties: 'Eigene CSS-Eigenschaften',
    attribute: 'Attribut',
    type: 'Typ',
    default: 'Standard',
    description: 'Beschreibung',
    property: 'Eigenschaft',
    method: 'Methode',
    returns: 'Rückgabe',
    event: 'Ereignis',
    slot: 'Slot (Einschub)',
    part: 'Part (Teil)',
  },
  editorIntro:
    'Stelle eine beliebige Stellung einer beliebigen Variante auf, lege fest, wie sich das Brett verhält, und nimm das HTML, das iframe, die FEN oder ein Bild mit. Die Vorschau ist das Element selbst, mit genau den Attributen des HTML darunter, und die Engine prüft die Stellung, während du baust. Füge eine kommentierte Partie ein, und das HTML und das iframe behalten alles davon: Kopfzeilen, Kommentare, Varianten, Bewertungszeichen, Pfeile und Bedenkzeiten.',
  pinned: {
    label: 'HTML: diese Version, geprüft',
    mapLabel: 'HTML: optional, vor dem Skript',
    checked: (live, viewer, refute, langs) =>
      `Der Browser führt die Datei nur aus, wenn ihre Bytes zum Wert von <code>integrity</code> passen. Eine Datei dieses Namens ändert sich nie: Eine neue Version bekommt einen neuen Namen (die Paketversion und einen Hash des Inhalts), also besteht die Prüfung, solange diese Website die Datei ausliefert. Wird ein Brett aktiv, lädt es ${live}, das den Viewer lädt, ${viewer}, und bei einem falschen Zug in einer Aufgabe die Suche nach der Widerlegung, ${refute}; für ein Brett auf Deutsch, Spanisch, Französisch, Italienisch oder Niederländisch lädt das Skript die Wörter dieser Sprache, ${langs.length > 1 ? `${langs.slice(0, -1).join(', ')} oder ${langs[langs.length - 1]}` : langs.join('')}: Ihre Namen stehen in den geprüften Bytes. Damit der Browser auch die Bytes dieser Dateien prüft, setze diese Import-Map vor das Skript (Browser, die Integrität in Import-Maps nicht kennen, übergehen sie):`,
    own: (bundle, live, viewer, refute) =>
      `Um die Dateien von deiner eigenen Website auszuliefern, lade sie alle herunter – ${bundle}, ${live}, ${viewer}, ${refute} und die fünf Sprachdateien oben – und lege sie in einen Ordner; die Werte von <code>integrity</code> bleiben dieselben.`,
  },
  frameDemo: {
    label: 'HTML: ein iframe',
    title: 'Eine Partie Berserker-Schach: 1. e3 e5 2. Ng1=Z',
    comment: 'Der Springer von g1 wird zum Berserker von Weiß.',
  },
  markdownDemo: {
    codeLabel: 'Markdown (mit markdown-it)',
    label: 'Matt in einem Zug',
    caption: 'Weiß zieht und setzt in einem Zug matt.',
  },
};

export const EMBED_WORDS = translations({ en, de });
