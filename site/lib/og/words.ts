/**
 * The words of a page's social preview (Open Graph and Twitter card tags, site/layouts/Base.astro and
 * Frame.astro): what the site's own card shows, said for readers who cannot see it.
 */
import { SITE_NAME } from '../nav';
import { firstSentence } from '../diagram-label';
import { translations } from '../../i18n/words';

const en = {
  /** The site's card: the mark and the name (site/lib/og/card.ts siteCard). */
  siteCardAlt: `${SITE_NAME}: the site's mark, a knight in a ring, and its name`,
  /**
   * A page's card with its first diagram: the diagram's description (the variant, the moves, the engine's
   * sentence on the position), then the first sentence of what the page says about it, if anything.
   */
  diagramCardAlt: (description: string, caption?: string) => {
    const said = caption ? firstSentence(caption) : '';
    return said ? `${description} ${said}.` : description;
  },
  /** The iframe page's description (/embed/frame/: its board comes from its address, so its card is the site's). */
  frameDescription: `One ${SITE_NAME} board, set up by the address, to show in a frame on another site.`,
};

const de: typeof en = {
  siteCardAlt: `${SITE_NAME}: das Zeichen der Website, ein Springer in einem Ring, und ihr Name`,
  diagramCardAlt: (description, caption) => {
    const said = caption ? firstSentence(caption) : '';
    return said ? `${description} ${said}.` : description;
  },
  frameDescription: `Ein Brett für Berserker-Schach, eingerichtet durch die Adresse, zum Zeigen in einem Rahmen auf einer anderen Website.`,
};

export const OG_WORDS = translations({ en, de });
