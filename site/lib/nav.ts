/** The site's main navigation, in order. */
export const NAV = [
  { href: '/rules/', label: 'Rules' },
  { href: '/learn/', label: 'Learn' },
  { href: '/rulings/', label: 'Rulings' },
  { href: '/variants/', label: 'Variants' },
  { href: '/notation/', label: 'Notation' },
  { href: '/embed/', label: 'Embed' },
  { href: '/puzzles/', label: 'Puzzles' },
  { href: '/play/', label: 'Play' },
  { href: '/analysis/', label: 'Analysis' },
] as const;

export const SITE_NAME = 'Berserker Chess';
