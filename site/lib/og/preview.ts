/**
 * Build time: which card a page gets, and the card's file.
 *
 * A page that asks for its first diagram as its preview (Base.astro's `preview="diagram"`) gets the
 * first position drawn on it: site/components/Diagram.astro notes every diagram it draws with
 * `notePreview` (a page that draws its board itself, as Learn's stages do, notes it the same way), and
 * the first one noted for the render wins. The layout renders the page's content before its head, so
 * the note is there when the tags are written. Nothing is read back from HTML.
 *
 * `publishCard` names a card by a hash of its SVG (`/og/<hash>.png`: pages showing the same position
 * share one file) and leaves the SVG in the cards folder; site/integrations/og.mjs rasterizes the cards
 * the built pages name (keeping each PNG, so an unchanged card is not drawn again) and serves them in dev.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BoardPicture } from 'berserker-board/render';
import { OG_WORDS } from './words';
import type { Locale } from '../../i18n/locale';
import { diagramCard, siteCard } from './card';

export interface Preview {
  picture: BoardPicture;
  /** What the card shows, for og:image:alt: the diagram's description. */
  alt: string;
}

const noted = new WeakMap<object, Preview>();

/**
 * Notes a diagram drawn on the page being rendered, with what the page says about it (its caption);
 * `render` is an object that lives as long as one page's render (Astro.locals). Only the first note of
 * a render is kept.
 */
export function notePreview(render: object, diagram: { picture: BoardPicture; description: string }, caption: string | undefined, locale: Locale): void {
  if (!noted.has(render)) noted.set(render, { picture: diagram.picture, alt: OG_WORDS[locale].diagramCardAlt(diagram.description, caption) });
}

/** The first diagram noted for this render, if any. */
export function notedPreview(render: object): Preview | undefined {
  return noted.get(render);
}

/** Where cards are left for the integration: it sets the variable to the project's folder. */
export function cardsDir(): string {
  return process.env.BERSERKER_OG_CARDS ?? join(process.cwd(), 'node_modules', '.cache', 'og-cards');
}

/** The card's path on the site, `/og/<hash>.png`, after leaving its SVG for the integration. */
export function publishCard(svg: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  const dir = cardsDir();
  const file = join(dir, `${hash}.svg`);
  if (!existsSync(file)) {
    // Written whole, then renamed: a build running beside this one never reads half a card.
    mkdirSync(dir, { recursive: true });
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, svg);
    renameSync(part, file);
  }
  return `/og/${hash}.png`;
}

/** The card of a page: its first diagram's when it asks for it and drew one, else the site's. */
export function pageCard(preview: Preview | undefined, locale: Locale): { path: string; alt: string } {
  return preview
    ? { path: publishCard(diagramCard(preview.picture)), alt: preview.alt }
    : { path: publishCard(siteCard()), alt: OG_WORDS[locale].siteCardAlt };
}
