/** The Notation page's own words (site/pages/[...locale]/notation.astro); its sections are content/notation/. */
import { translations } from '../words';

const en = {
  title: 'Notation',
  description: 'How Berserker Chess is written: SAN with Z, release and re-placement notation, the extended FEN, PGN tags, and the corrected seed games on a board.',
  eyebrow: 'R10 in detail',
  heading: 'Notation',
  lead: 'Berserker Chess is written the way chess is written, with one extra letter and three short forms for placements. Every example on this page is a board you can step through.',
};

const de: typeof en = {
  title: 'Notation',
  description: 'Wie Berserker-Schach notiert wird: SAN mit Z, die Notation von Freisetzung und Wiedereinsetzen, die erweiterte FEN, PGN-Tags und die korrigierten Beispielpartien am Brett.',
  eyebrow: 'R10 im Detail',
  heading: 'Notation',
  lead: 'Berserker-Schach wird so notiert wie Schach, mit einem zusätzlichen Buchstaben und drei Kurzformen für Einsetzzüge. Jedes Beispiel auf dieser Seite ist ein Brett, dessen Züge du durchgehen kannst.',
};

export default translations({ en, de });
