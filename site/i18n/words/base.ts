/** The page shell's words (site/layouts/Base.astro): navigation, search, theme, language, footer. */
import { translations } from '../words';

const en = {
  home: 'Berserker Chess, home',
  skip: 'Skip to content',
  nav: {
    label: 'Main',
    rules: 'Rules',
    learn: 'Learn',
    rulings: 'Rulings',
    variants: 'Variants',
    notation: 'Notation',
    embed: 'Embed',
    puzzles: 'Puzzles',
    play: 'Play',
    analysis: 'Analysis',
  },
  searchForm: 'Site search',
  searchLabel: 'Search the site',
  searchPlaceholder: 'Search',
  searchButton: 'Search',
  darkTheme: 'Dark theme',
  languages: 'Language',
  /** The switcher's link to this page in another language (the name is that language's own). */
  otherLanguage: (name: string) => `This page in ${name}`,
  toc: 'On this page',
  footer:
    'Berserker Chess: chess with one immortal knight. The rules here are the project’s own reading of the 2024–25 drafts; see <a href="/rulings/">Rulings</a>. Diagrams are drawn by the <a href="/embed/"><code>&lt;berserker-board&gt;</code></a> element and work without JavaScript as pictures.',
  footerSearch: 'Search',
  backToTop: 'Back to top',
};

const de: typeof en = {
  home: 'Berserker Chess, Startseite',
  skip: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptmenü',
    rules: 'Regeln',
    learn: 'Lernen',
    rulings: 'Entscheidungen',
    variants: 'Varianten',
    notation: 'Notation',
    embed: 'Einbinden',
    puzzles: 'Aufgaben',
    play: 'Spielen',
    analysis: 'Analyse',
  },
  searchForm: 'Suche auf der Website',
  searchLabel: 'Die Website durchsuchen',
  searchPlaceholder: 'Suchen',
  searchButton: 'Suchen',
  darkTheme: 'Dunkles Design',
  languages: 'Sprache',
  otherLanguage: (name) => `Diese Seite auf ${name}`,
  toc: 'Auf dieser Seite',
  footer:
    'Berserker-Schach: Schach mit einem unsterblichen Springer. Die Regeln hier sind unsere eigene Lesart der Entwürfe von 2024–25; siehe <a href="/de/rulings/">Entscheidungen</a>. Die Diagramme zeichnet das Element <a href="/de/embed/"><code>&lt;berserker-board&gt;</code></a>; ohne JavaScript sind sie Bilder.',
  footerSearch: 'Suche',
  backToTop: 'Nach oben',
};

export default translations({ en, de });
