/** The frame page's line for a reader without JavaScript (site/pages/embed/frame.astro shows both languages). */
import { translations } from '../words';

const en = {
  noScript: 'This board needs JavaScript.',
  about: 'About embedded boards',
};

const de: typeof en = {
  noScript: 'Dieses Brett braucht JavaScript.',
  about: 'Über eingebundene Bretter',
};

export const FRAME_PAGE_WORDS = translations({ en, de });
