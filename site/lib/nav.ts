/** The site's main navigation, in order: each page's path (English) and its words key (site/i18n/words/base.ts). */
export const NAV = [
  { href: '/rules/', key: 'rules' },
  { href: '/learn/', key: 'learn' },
  { href: '/rulings/', key: 'rulings' },
  { href: '/variants/', key: 'variants' },
  { href: '/notation/', key: 'notation' },
  { href: '/embed/', key: 'embed' },
  { href: '/puzzles/', key: 'puzzles' },
  { href: '/play/', key: 'play' },
  { href: '/analysis/', key: 'analysis' },
] as const;

/** The site's name: a name, the same in every language (the prose says "Berserker-Schach" in German). */
// i18n-ignore: a name
export const SITE_NAME = 'Berserker Chess';
