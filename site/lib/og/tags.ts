/**
 * A page's social preview as meta tags: Open Graph (`property="og:…"`) and Twitter card
 * (`name="twitter:…"`), with absolute addresses made from the site's address (astro.config `site`,
 * SITE_URL). Pure: site/layouts/Base.astro and Frame.astro render the list, tests/og-tags.test.ts checks it.
 */
import { CARD_HEIGHT, CARD_WIDTH } from './card';

export interface SocialPage {
  /** The site's address (Astro.site): every address in the tags is absolute. */
  site: URL | string;
  /** The page's path, `/rules/`. */
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** The card: its path (`/og/….png`) and what it shows, in words. */
  image: { path: string; alt: string };
  /** `website` (default) or `article`. */
  type?: 'website' | 'article';
  /** The page's language as og:locale (`de_DE`), and the languages it also exists in. */
  locale?: string;
  alternateLocales?: readonly string[];
}

export interface MetaTag {
  /** Open Graph tags are `property`, Twitter card tags `name`. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The absolute address of `path` on `site` (a site address with a path of its own keeps it). */
export function absoluteUrl(site: URL | string, path: string): string {
  const base = new URL(String(site));
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(path.replace(/^\//, ''), base).href;
}

export function socialTags(page: SocialPage): MetaTag[] {
  const url = absoluteUrl(page.site, page.path);
  const image = absoluteUrl(page.site, page.image.path);
  const og = (key: string, content: string): MetaTag => ({ attribute: 'property', key: `og:${key}`, content });
  const tw = (key: string, content: string): MetaTag => ({ attribute: 'name', key: `twitter:${key}`, content });
  return [
    og('type', page.type ?? 'website'),
    og('site_name', page.siteName),
    og('title', page.title),
    og('description', page.description),
    og('url', url),
    ...(page.locale ? [og('locale', page.locale)] : []),
    ...(page.alternateLocales ?? []).map((l) => og('locale:alternate', l)),
    og('image', image),
    og('image:type', 'image/png'),
    og('image:width', String(CARD_WIDTH)),
    og('image:height', String(CARD_HEIGHT)),
    og('image:alt', page.image.alt),
    tw('card', 'summary_large_image'),
    tw('title', page.title),
    tw('description', page.description),
    tw('image', image),
    tw('image:alt', page.image.alt),
  ];
}
